import { JUMLAH_PERTEMUAN_DEFAULT, type KelasListItem, type KelasListQuery } from '@lms/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { listMeta, paging } from '../../lib/envelope';
import { resolveKelasScope } from './kelas.policy';
import { countPesertaByKelas, findJadwalByKelas, findKelasPage, findPengajarByKelas, findProdiKelasByKelas } from './kelas.repo';

function groupBy<T extends { idKelasKuliah: string }>(rows: T[]) {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const list = m.get(r.idKelasKuliah);
    if (list) list.push(r);
    else m.set(r.idKelasKuliah, [r]);
  }
  return m;
}

/**
 * GET /v2/lms/kelas_kuliah: the caller's classes (scope first), filtered and paged.
 * One paged query for the classes and the total, then one batched query per nested list: no N+1.
 */
export async function listKelas(db: Db, request: FastifyRequest, q: KelasListQuery) {
  const scope = await resolveKelasScope(db, request);
  const p = paging(q);
  const { rows, total } = await findKelasPage(
    db,
    request.college.id,
    scope,
    {
      periode: q.periode,
      idMataKuliah: q.id_mata_kuliah,
      idLabelKelas: q.id_kelas,
      idJenisKelas: q.id_jenis_kelas,
      idProdi: q.id_prodi,
      idProdiKelas: q.id_prodi_kelas,
      idProdiMataKuliah: q.id_prodi_mata_kuliah,
      modeKuliah: q.mode_kuliah,
      idDosen: q.id_dosen,
      status: q.status,
      search: q.search || undefined,
    },
    { limit: p.limit, offset: p.offset },
  );
  const meta = listMeta(p, total);
  if (rows.length === 0) return { items: [] as KelasListItem[], meta };

  const ids = rows.map((r) => r.id);
  const [pengajar, prodiKelas, jadwal, peserta] = await Promise.all([
    findPengajarByKelas(db, ids),
    findProdiKelasByKelas(db, ids),
    findJadwalByKelas(db, ids),
    countPesertaByKelas(db, ids),
  ]);
  const pengajarBy = groupBy(pengajar);
  const prodiBy = groupBy(prodiKelas);
  const jadwalBy = groupBy(jadwal);
  const pesertaBy = new Map(peserta.map((r) => [r.idKelasKuliah, r.n]));

  const items: KelasListItem[] = rows.map((r) => ({
    id: r.id,
    status: r.status,
    banner_url: r.bannerUrl ?? null,
    banner_color_idx: r.bannerColorIdx,
    periode: r.periode,
    mata_kuliah: {
      id: r.mkId,
      kode: r.mkKode,
      nama: r.mkNama,
      sks: r.mkSks,
      prodi: r.mkProdiNama !== null && r.mkProdiJenjang !== null ? { nama: r.mkProdiNama, jenjang: r.mkProdiJenjang } : null,
    },
    kelas: { id_kelas: r.labelId, nama: r.labelNama, jenis: { nama: r.jenisNama }, jenis_kelas: r.jenisId },
    pengajar: (pengajarBy.get(r.id) ?? []).map((t) => ({
      id_dosen: t.idDosen,
      id_user: t.idUser,
      nidn: t.nidn,
      jabatan: t.jabatan,
      avatar_url: t.avatarUrl ?? null,
      gelar_depan: t.gelarDepan,
      nama_pengajar: t.nama,
      gelar_akademik: t.gelarAkademik,
    })),
    mode_kuliah: r.modeKuliah,
    prodi_kelas: (prodiBy.get(r.id) ?? []).map((x) => ({ nama: x.nama, jenjang: x.jenjang })),
    lingkup: r.lingkup,
    kapasitas: r.kapasitas,
    kampus: { nama: r.kampusNama },
    // Meetings arrive with issue 3; until then every class has the default number of meetings.
    jumlah_pertemuan: JUMLAH_PERTEMUAN_DEFAULT,
    jumlah_peserta: pesertaBy.get(r.id) ?? 0,
    jadwal: (jadwalBy.get(r.id) ?? []).map((j) => ({ hari: j.hari, jam_mulai: j.jamMulai, jam_selesai: j.jamSelesai })),
  }));
  return { items, meta };
}

import {
  PESAN_KEHADIRAN,
  isPertemuanOnline,
  namaLengkapDosen,
  pesanAkhiriKuliahWajib,
  pesanMulaiKuliahWajib,
  type KehadiranDosenPertemuan,
  type KehadiranDosenRowData,
  type PengaturanKelas,
  type UpdateKehadiranDosenBody,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { countAktivitasByPertemuan } from '../aktivitas/aktivitas.service';
import type { AksesKelas } from '../kelas/kelas-akses';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findPengajarKelas } from '../pertemuan/pertemuan.repo';
import { aksesPertemuanKehadiran, identitasAktor, iso, pengaturanKelasOf, pertemuanDimulai } from './kehadiran.common';
import { listKehadiranDosenPertemuan, listPesertaKelas, ringkasanPertemuan, upsertKehadiranDosen, type PertemuanKehadiran } from './kehadiran.repo';

/**
 * Lecturer attendance (spec 1 §3 'Lecturer attendance', §4, §6; issue 16 point 3). A lecturer's row is what an
 * operator set ('Ubah Kehadiran Pengajar'); without one it is derived from the meeting once it ended, by the
 * college's syarat_kehadiran_{online|offline}_dosen: started by them, ended by them, class attendance at least the
 * percentage, at least one activity in the meeting. Only operators with kelas_kuliah write change it.
 */

const SYARAT_LABEL = {
  mulai_kuliah: 'Memulai kuliah',
  akhiri_kuliah: 'Mengakhiri kuliah',
  presentase_kehadiran_kelas: 'Persentase kehadiran kelas',
  aktivitas_kuliah: 'Aktivitas kuliah',
} as const;
type KodeSyarat = keyof typeof SYARAT_LABEL;

function syaratOf(p: PertemuanKehadiran['p'], k: PengaturanKelas) {
  const s = isPertemuanOnline(p.jenis) ? k.syarat_kehadiran_online_dosen : k.syarat_kehadiran_offline_dosen;
  const aktif = (Object.keys(SYARAT_LABEL) as KodeSyarat[]).filter((kode) => s[kode]);
  return { s, aktif };
}

type Konteks = { row: PertemuanKehadiran; akses: AksesKelas; k: PengaturanKelas };

async function bangunBaris(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, { row, k, akses }: Konteks): Promise<KehadiranDosenPertemuan> {
  const p = row.p;
  const pengajar = await findPengajarKelas(deps.db, p.idKelasKuliah);
  const stored = new Map((await listKehadiranDosenPertemuan(deps.db, p.id)).map((r) => [r.idDosen, r]));
  const { s, aktif } = syaratOf(p, k);
  const jumlahAktivitas = Object.values((await countAktivitasByPertemuan(deps.db, [p.id])).get(p.id) ?? {}).reduce((a, b) => a + b, 0);
  const peserta = (await listPesertaKelas(deps.db, actor.college.id, p.idKelasKuliah)).length;
  const hadir = (await ringkasanPertemuan(deps.db, p.id)).hadir;
  const persenKelas = peserta ? (hadir / peserta) * 100 : 0;
  const selesai = p.status === 'selesai';
  const data: KehadiranDosenRowData[] = pengajar.map((g) => {
    const memulai = p.startedBy === g.userId && p.mulaiKuliah !== null;
    const mengakhiri = p.endedBy === g.userId && p.selesaiKuliah !== null;
    const cek: Record<KodeSyarat, boolean> = {
      mulai_kuliah: memulai,
      akhiri_kuliah: mengakhiri,
      presentase_kehadiran_kelas: persenKelas >= s.presentase_kehadiran_kelas_persen,
      aktivitas_kuliah: jumlahAktivitas > 0,
    };
    const syarat = aktif.map((kode) => ({
      kode,
      label: kode === 'presentase_kehadiran_kelas' ? `${SYARAT_LABEL[kode]} minimal ${s.presentase_kehadiran_kelas_persen}%` : SYARAT_LABEL[kode],
      terpenuhi: cek[kode],
    }));
    const r = stored.get(g.idDosen);
    const base = {
      pengajar: { id_dosen: g.idDosen, id_user: g.userId, avatar_url: g.avatarUrl, name: namaLengkapDosen({ gelar_depan: g.gelarDepan, nama: g.nama, gelar_akademik: g.gelarAkademik }) },
      aktivitas: jumlahAktivitas,
      syarat,
    };
    if (r) {
      return {
        ...base,
        ada_presensi: true,
        is_hadir: r.isHadir,
        is_valid: r.isValid,
        mulai_kuliah: iso(r.mulaiKuliah),
        selesai_kuliah: iso(r.selesaiKuliah),
        updated_by: null,
        updated_at: iso(r.updatedAt),
      };
    }
    const ada = selesai && aktif.length > 0;
    return {
      ...base,
      ada_presensi: ada,
      is_hadir: ada && syarat.every((x) => x.terpenuhi),
      is_valid: false,
      mulai_kuliah: memulai ? iso(p.mulaiKuliah) : null,
      selesai_kuliah: mengakhiri ? iso(p.selesaiKuliah) : null,
      updated_by: null,
      updated_at: null,
    };
  });
  return {
    id_pertemuan: p.id,
    jenis: p.jenis,
    syarat: aktif.length ? s : null,
    perlu_validasi: k.validasi_kehadiran_dosen,
    can_ubah: actor.role === 'ROLE_OPERATOR' && akses.operatorWrite,
    data,
  };
}

async function konteks(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, id: number): Promise<Konteks> {
  const { row, akses } = await aksesPertemuanKehadiran(deps.db, actor, id, 'read');
  return { row, akses, k: await pengaturanKelasOf(deps, actor.college.id) };
}

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}. */
export async function getKehadiranDosen(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, id: number) {
  return bangunBaris(deps, actor, await konteks(deps, actor, id));
}

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}/me: the calling lecturer's own row. */
export async function getKehadiranDosenMe(deps: Deps, actor: Actor, id: number) {
  if (actor.role !== 'ROLE_DOSEN') throw forbidden();
  const kx = await konteks(deps, actor, id);
  if (!kx.akses.isTeacher || kx.akses.idDosen === null) throw forbidden(PESAN_KEHADIRAN.dosenBukanPengajar);
  const all = await bangunBaris(deps, actor, kx);
  const mine = all.data.find((d) => d.pengajar.id_dosen === kx.akses.idDosen);
  if (!mine) throw forbidden(PESAN_KEHADIRAN.dosenBukanPengajar);
  return mine;
}

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}/{lecturerId}. */
export async function getKehadiranDosenById(deps: Deps, actor: Actor, id: number, idDosen: number) {
  const all = await bangunBaris(deps, actor, await konteks(deps, actor, id));
  const row = all.data.find((d) => d.pengajar.id_dosen === idDosen);
  if (!row) throw notFound(PESAN_KEHADIRAN.dosenBukanPengajar);
  return row;
}

/** PUT /v2/lms/kehadiran_dosen/{idPertemuan}/dosen/{id_dosen}: operators with kelas_kuliah write, after the start. */
export async function updateKehadiranDosen(deps: Deps, actor: Actor, id: number, idDosen: number, body: UpdateKehadiranDosenBody) {
  if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'SYSTEM') throw forbidden(PESAN_KEHADIRAN.hanyaOperatorUbahDosen);
  const { row, akses } = await aksesPertemuanKehadiran(deps.db, actor, id, 'write');
  if (!pertemuanDimulai(row.p, new Date())) throw forbidden(PESAN_KEHADIRAN.belumDimulai);
  const pengajar = (await findPengajarKelas(deps.db, row.p.idKelasKuliah)).find((g) => g.idDosen === idDosen);
  if (!pengajar) throw notFound(PESAN_KEHADIRAN.dosenBukanPengajar);
  const nama = namaLengkapDosen({ gelar_depan: pengajar.gelarDepan, nama: pengajar.nama, gelar_akademik: pengajar.gelarAkademik });
  const mulai = body.is_hadir && body.mulai_kuliah ? new Date(body.mulai_kuliah) : null;
  const selesai = body.is_hadir && body.selesai_kuliah ? new Date(body.selesai_kuliah) : null;
  if (body.is_hadir) {
    // The zero date counts as empty (spec 1 §3).
    if (!mulai || mulai.getUTCFullYear() <= 1) throw fieldError('mulai_kuliah', pesanMulaiKuliahWajib(nama));
    if (!selesai || selesai.getUTCFullYear() <= 1) throw fieldError('selesai_kuliah', pesanAkhiriKuliahWajib(nama));
    if (selesai.getTime() < mulai.getTime()) throw fieldError('selesai_kuliah', PESAN_KEHADIRAN.selesaiSebelumMulai);
  }
  const current = (await listKehadiranDosenPertemuan(deps.db, id)).find((r) => r.idDosen === idDosen);
  const siapa = await identitasAktor(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    await upsertKehadiranDosen(tx, {
      collegeId: actor.college.id,
      idPertemuan: id,
      idDosen,
      isHadir: body.is_hadir,
      isValid: body.is_valid ?? current?.isValid ?? false,
      mulaiKuliah: mulai,
      selesaiKuliah: selesai,
      updatedBy: siapa.userId,
    });
    await recordAktivitas(
      tx,
      actor,
      'ubah_kehadiran_dosen',
      `Mengubah kehadiran dosen ${nama} pertemuan ${row.p.nomor} ${row.mkNama} ${row.labelNama}: ${body.is_hadir ? 'Hadir' : 'Tidak Hadir'}`,
    );
  });
  const all = await bangunBaris(deps, actor, { row, akses, k: await pengaturanKelasOf(deps, actor.college.id) });
  return all.data.find((d) => d.pengajar.id_dosen === idDosen)!;
}

import { PESAN_PERTEMUAN, bolehUbahJadwal, isoUtc, normalizeParameterKehadiran, type PertemuanDetail } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AksesKelas } from '../kelas/kelas-akses';
import { countAktivitasByPertemuan } from '../aktivitas/aktivitas.service';
import { findPengaturanCollege } from './pertemuan-bentrok.repo';
import { aksesPertemuan, iso, toKelasKuliah } from './pertemuan.common';
import { findPengajarKelas, findPertemuanDetail } from './pertemuan.repo';

/** The meeting page's data for an actor whose access to the class is known (also the answer of every write). */
export async function loadDetail(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, id: number, akses: Pick<AksesKelas, 'canWrite'>): Promise<PertemuanDetail> {
  const { db } = deps;
  const collegeId = actor.college.id;
  const row = await findPertemuanDetail(db, collegeId, id);
  if (!row) throw notFound(PESAN_PERTEMUAN.tidakDitemukan);
  const p = row.p;
  // Independent reads: on PostgreSQL they go out on pool connections side by side.
  const [pengajar, counts, setting] = await Promise.all([
    findPengajarKelas(db, p.idKelasKuliah),
    countAktivitasByPertemuan(db, [p.id], actor.role === 'ROLE_MAHASISWA' ? new Date() : null),
    findPengaturanCollege(deps, collegeId),
  ]);
  const utama = pengajar.find((x) => x.jabatan === 'dosen_koordinator') ?? pengajar[0];
  const tulis = akses.canWrite;
  return {
    id: p.id,
    nomor: p.nomor,
    judul: p.judul,
    deskripsi: p.deskripsi,
    kategori: p.kategori,
    jenis: p.jenis,
    status: p.status,
    waktu_mulai: isoUtc(p.waktuMulai),
    waktu_selesai: isoUtc(p.waktuSelesai),
    mulai_kuliah: iso(p.mulaiKuliah),
    selesai_kuliah: iso(p.selesaiKuliah),
    peserta_hadir: p.pesertaHadir,
    progress_peserta: Number(p.progressPeserta),
    parameter_kehadiran: normalizeParameterKehadiran(p.parameterKehadiran),
    waktu_terakhir_update_kehadiran: iso(p.waktuTerakhirUpdateKehadiran),
    waktu_batas_aktivitas: iso(p.waktuBatasAktivitas),
    default_deadline_materi: iso(p.defaultDeadlineMateri),
    // Campuses are a name on the class (kampus_nama), not a table: there is no id to give.
    id_kampus: null,
    id_sesi: p.idSesi,
    id_ruangan: p.idRuangan,
    ruangan: p.idRuangan && row.ruanganNama !== null ? { id: p.idRuangan, nama: row.ruanganNama } : null,
    periode: row.kkPeriode,
    id_kelas_kuliah: p.idKelasKuliah,
    kelas_kuliah: toKelasKuliah(row),
    count_activity: counts.get(p.id)!,
    pengajar_kelas: pengajar.map((x) => ({
      id: x.idDosen,
      nama: x.nama,
      gelar_depan: x.gelarDepan,
      gelar_akademik: x.gelarAkademik,
      avatar_url: x.avatarUrl,
      jabatan: x.jabatan,
      // No per-meeting teaching assignment exists: every teacher of the class teaches its meetings.
      is_pengajar: true,
      is_utama: x === utama,
    })),
    can: {
      start: tulis && p.status === 'belum_dimulai',
      end: tulis && p.status === 'berlangsung',
      edit: tulis,
      ubah_jadwal: tulis && p.status === 'belum_dimulai' && bolehUbahJadwal(setting?.pengaturanKelas, p.jenis),
    },
  };
}

/** GET /v2/lms/pertemuan/{id} */
export async function getPertemuan(deps: Deps, actor: Actor, id: number) {
  const { akses } = await aksesPertemuan(deps.db, actor, id, 'read');
  return loadDetail(deps, actor, id, akses);
}

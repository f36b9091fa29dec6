import { PESAN_PERTEMUAN, bolehUbahJadwal, isoUtc, normalizeParameterKehadiran, type PertemuanDetail } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { findPengaturanCollege } from './pertemuan-bentrok.repo';
import { assertAksesKelas, resolveAksesKelas, type AksesKelas } from '../kelas/kelas-akses';
import { iso, toKelasKuliah } from './pertemuan.mapper';
import { findPertemuanDetail } from './pertemuan.repo';

type DetailRow = NonNullable<Awaited<ReturnType<typeof findPertemuanDetail>>>;

/** Students do not count activities of hidden kinds before their start. */
const siswaPada = (actor: Actor) => (actor.role === 'ROLE_MAHASISWA' ? new Date() : null);

/** The page's statement and the college's settings (kept in the process), side by side. */
const readDetail = (deps: Pick<Deps, 'db' | 'events'>, actor: Actor, id: number) =>
  Promise.all([findPertemuanDetail(deps.db, actor.college.id, id, siswaPada(actor)), findPengaturanCollege(deps, actor.college.id)]);

/** The meeting page's data for an actor whose access to the class is known (also the answer of every write). */
export async function loadDetail(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, id: number, akses: Pick<AksesKelas, 'canWrite'>): Promise<PertemuanDetail> {
  const [row, setting] = await readDetail(deps, actor, id);
  if (!row) throw notFound(PESAN_PERTEMUAN.tidakDitemukan);
  return composeDetail(row, setting, akses);
}

function composeDetail(row: DetailRow, setting: Awaited<ReturnType<typeof findPengaturanCollege>>, akses: Pick<AksesKelas, 'canWrite'>): PertemuanDetail {
  const { pengajar, hitungan } = row;
  const p = row.p;
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
    count_activity: hitungan,
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

/**
 * GET /v2/lms/pertemuan/{id}: the page's statement first (it names the class), then the class access; nothing is
 * answered before the access check has passed, refused in the order aksesPertemuan refuses.
 */
export async function getPertemuan(deps: Deps, actor: Actor, id: number) {
  const [row, setting] = await readDetail(deps, actor, id);
  const akses = assertAksesKelas(await resolveAksesKelas(deps.db, actor, row?.p.idKelasKuliah ?? null), actor, 'read', PESAN_PERTEMUAN.tidakDitemukan);
  return composeDetail(row!, setting, akses);
}

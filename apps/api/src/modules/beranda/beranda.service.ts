import { hariDariTanggal, hariIni, type JadwalHarianItem, type StatistikBeranda } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { resolveScopeKelas, type ScopeKelas } from '../kelas/kelas-akses';
import { findJadwalHarian, findPeriodeBerjalan } from './beranda.repo';

export type StatistikContext = { collegeId: number; userId: number; scope: ScopeKelas };
type Penghitung = (db: Db, ctx: StatistikContext) => Promise<number>;

/**
 * One counter per dashboard tile. The tugas, ujian, forum and vidcon modules do not exist yet, so each
 * counts nothing; when a module lands it replaces its entry with a real count over `ctx.scope`'s classes.
 */
export const PENGHITUNG_STATISTIK: Record<keyof StatistikBeranda, Penghitung> = {
  tugas: async () => 0,
  ujian: async () => 0,
  forum: async () => 0,
  vidcon: async () => 0,
};

/** GET /v2/lms/beranda/statistik: counts over the caller's classes (operators: read on kelas_kuliah). */
export async function getStatistik({ db }: Deps, actor: Actor): Promise<StatistikBeranda> {
  const scope = await resolveScopeKelas(db, actor);
  const ctx: StatistikContext = { collegeId: actor.college.id, userId: actor.userId, scope };
  const [tugas, ujian, forum, vidcon] = await Promise.all([
    PENGHITUNG_STATISTIK.tugas(db, ctx),
    PENGHITUNG_STATISTIK.ujian(db, ctx),
    PENGHITUNG_STATISTIK.forum(db, ctx),
    PENGHITUNG_STATISTIK.vidcon(db, ctx),
  ]);
  return { tugas, ujian, forum, vidcon };
}

/** 'YYYY-MM-DD' of an instant in the college's zone. */
const tanggalDi = (d: Date | null, tz: string) => (d ? hariIni(tz, d) : null);

/**
 * GET /v2/lms/beranda/jadwal: that day's weekly schedule of the caller's classes in the current period.
 * The day defaults to today in the college's time zone; a day outside the period's dates has no lectures.
 */
export async function getJadwalHarian({ db }: Deps, actor: Actor, tanggal?: string): Promise<JadwalHarianItem[]> {
  const scope = await resolveScopeKelas(db, actor);
  const tz = actor.college.timeZone;
  const hari = tanggal ?? hariIni(tz);
  const berjalan = await findPeriodeBerjalan(db, actor.college.id);
  if (!berjalan) return [];
  const mulai = tanggalDi(berjalan.tanggalMulai, tz);
  const selesai = tanggalDi(berjalan.tanggalSelesai, tz);
  if ((mulai && hari < mulai) || (selesai && hari > selesai)) return [];
  const rows = await findJadwalHarian(db, actor.college.id, scope, berjalan.kode, hariDariTanggal(hari));
  return rows.map((r) => ({
    id_kelas_kuliah: r.idKelasKuliah,
    mata_kuliah: { kode: r.mkKode, nama: r.mkNama },
    kelas: { nama: r.labelNama, jenis: { nama: r.jenisNama } },
    jam_mulai: r.jamMulai,
    jam_selesai: r.jamSelesai,
    ruangan: r.ruangan,
  }));
}

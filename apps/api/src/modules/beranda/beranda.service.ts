import { hariDariTanggal, hariIni, type JadwalHarianItem, type StatistikBeranda } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { countAktivitasAktif } from '../aktivitas/aktivitas.service';
import type { Db } from '../../db/client';
import { resolveScopeKelas, type ScopeKelas } from '../kelas/kelas-akses';
import { findJadwalHarian, findPeriodeBerjalan } from './beranda.repo';

/**
 * GET /v2/lms/beranda/statistik: per tile, the activities of the caller's classes (operators: read on kelas_kuliah)
 * that have not ended — from the activity registry, so no activity module's tables are read here.
 */
export async function getStatistik({ db }: Deps, actor: Actor): Promise<StatistikBeranda> {
  const scope = await resolveScopeKelas(db, actor);
  const n = await countAktivitasAktif(db, actor.college.id, scope, new Date());
  return { tugas: n.tugas, ujian: n.ujian, forum: n.forum, vidcon: n.vidcon };
}

/** 'YYYY-MM-DD' of an instant in the college's zone. */
const tanggalDi = (d: Date | null, tz: string) => (d ? hariIni(tz, d) : null);

/**
 * GET /v2/lms/beranda/jadwal: that day's weekly schedule of the caller's classes in the current period.
 * The day defaults to today in the college's time zone; a day outside the period's dates has no lectures.
 */
export async function getJadwalHarian({ db, readCache }: Pick<Deps, 'db' | 'readCache'>, actor: Actor, tanggal?: string): Promise<JadwalHarianItem[]> {
  const scope = await resolveScopeKelas(db, actor);
  const tz = actor.college.timeZone;
  const hari = tanggal ?? hariIni(tz);
  // Class data only (schedule, names, current period): cached with the class list under the day and the scope.
  return readCache.get(db, actor.college.id, 'kelas', `jadwal\u0000${JSON.stringify(scope)}\u0000${tz}\u0000${hari}`, () =>
    buildJadwalHarian(db, actor.college.id, scope, tz, hari),
  );
}

async function buildJadwalHarian(db: Db, collegeId: number, scope: ScopeKelas, tz: string, hari: string): Promise<JadwalHarianItem[]> {
  const berjalan = await findPeriodeBerjalan(db, collegeId);
  if (!berjalan) return [];
  const mulai = tanggalDi(berjalan.tanggalMulai, tz);
  const selesai = tanggalDi(berjalan.tanggalSelesai, tz);
  if ((mulai && hari < mulai) || (selesai && hari > selesai)) return [];
  const rows = await findJadwalHarian(db, collegeId, scope, berjalan.kode, hariDariTanggal(hari));
  return rows.map((r) => ({
    id_kelas_kuliah: r.idKelasKuliah,
    mata_kuliah: { kode: r.mkKode, nama: r.mkNama },
    kelas: { nama: r.labelNama, jenis: { nama: r.jenisNama } },
    jam_mulai: r.jamMulai,
    jam_selesai: r.jamSelesai,
    ruangan: r.ruangan,
  }));
}

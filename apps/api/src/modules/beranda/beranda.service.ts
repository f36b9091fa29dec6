import { hariDariTanggal, hariIni, type JadwalHarianItem, type StatistikBeranda } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { countAktivitasAktif } from '../aktivitas/aktivitas.service';
import { resolveScopeKelas } from '../kelas/kelas-akses';
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

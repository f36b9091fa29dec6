import type { StatusKelayakan } from './kelayakan';

/**
 * THE attendance percentage of one student in one class (issue 30: one computation per record). Every screen,
 * export, PDF and the UAS eligibility check read it through the attendance module's `persentaseKehadiranMahasiswa`,
 * which feeds this rule the class's meetings with the student's stored decision.
 *
 * - Counted meetings: kategori 'kuliah' that have started (status past belum_dimulai, or the scheduled start passed).
 *   UTS and UAS meetings are exams, not lectures, and a meeting that has not started gives no presence at all.
 * - Percentage = H over the counted meetings, one decimal. Izin, Sakit, Alpa and a started meeting still without a
 *   decision are counted, not present; they are reported apart so a screen can say why.
 * - No counted meeting yet: no percentage (null, shown '-'), and the student is not at risk.
 * - Shown everywhere with formatPersen: '35,7%'.
 */

/** The only meeting category that counts for attendance. */
export const KATEGORI_PERTEMUAN_KEHADIRAN = 'kuliah';

/** A meeting has started once its status left belum_dimulai (a lecturer may start early) or its start passed. */
export function pertemuanSudahDimulai(p: { status: string; waktuMulai: Date | string }, now: Date | number): boolean {
  if (p.status !== 'belum_dimulai') return true;
  const t = typeof now === 'number' ? now : now.getTime();
  return new Date(p.waktuMulai).getTime() <= t;
}

/** One meeting of the class as the rule reads it: `presensi` is the stored code when ada_presensi, else null. */
export type SelPersentase = { kategori: string; dimulai: boolean; presensi: string | null };

export type RingkasanKehadiran = {
  hadir: number;
  izin: number;
  sakit: number;
  alpa: number;
  /** Counted meetings without any decision yet. */
  tanpa_presensi: number;
  /** The denominator: kuliah meetings that have started. */
  pertemuan_berlalu: number;
  /** Every kuliah meeting of the class. */
  jumlah_pertemuan: number;
  /** Percent with one decimal; null while no kuliah meeting has started. */
  persentase: number | null;
};

/** Percent with one decimal of H over the counted meetings; integer arithmetic so 5/14 is 35.7 on every engine. */
export function persenKehadiran(hadir: number, berlalu: number): number | null {
  return berlalu > 0 ? Math.round((hadir * 1000) / berlalu) / 10 : null;
}

/** Counts and percentage over some meetings (one student's, or every student's of a class for a class total). */
export function ringkasKehadiran(sel: Iterable<SelPersentase>): RingkasanKehadiran {
  const r = { hadir: 0, izin: 0, sakit: 0, alpa: 0, tanpa_presensi: 0, pertemuan_berlalu: 0, jumlah_pertemuan: 0 };
  for (const s of sel) {
    if (s.kategori !== KATEGORI_PERTEMUAN_KEHADIRAN) continue;
    r.jumlah_pertemuan++;
    if (!s.dimulai) continue;
    r.pertemuan_berlalu++;
    if (s.presensi === 'H') r.hadir++;
    else if (s.presensi === 'I') r.izin++;
    else if (s.presensi === 'S') r.sakit++;
    else if (s.presensi === 'A') r.alpa++;
    else r.tanpa_presensi++;
  }
  return { ...r, persentase: persenKehadiran(r.hadir, r.pertemuan_berlalu) };
}

/**
 * The UAS eligibility verdict of a summary against the minimum: `tidak_memenuhi` when even attending every
 * remaining kuliah meeting cannot reach it, `berisiko` below it now, else `aman` (also before any meeting started).
 */
export function statusKelayakan(r: Pick<RingkasanKehadiran, 'hadir' | 'pertemuan_berlalu' | 'jumlah_pertemuan' | 'persentase'>, minimal: number): StatusKelayakan {
  if (r.persentase === null) return 'aman';
  const sisa = Math.max(0, r.jumlah_pertemuan - r.pertemuan_berlalu);
  const maksimal = r.jumlah_pertemuan > 0 ? ((r.hadir + sisa) * 100) / r.jumlah_pertemuan : 100;
  if (maksimal < minimal) return 'tidak_memenuhi';
  if (r.persentase < minimal) return 'berisiko';
  return 'aman';
}

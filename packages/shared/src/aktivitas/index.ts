import type { ParameterKehadiranKey } from '../pertemuan/schemas';

/**
 * The activity registry's kinds (ARCHITECTURE.md "activities"). Every activity a class holds — a material, a task,
 * an exam, a forum, a video conference, a text — is one row of the registry, written by its own module in the same
 * transaction as the activity itself. Meeting counts, dashboard tiles, calendar days and the attendance engine read
 * the registry; none of them reads another module's tables.
 */
export const JENIS_AKTIVITAS_KELAS = ['materi', 'tugas', 'ujian', 'forum', 'vidcon', 'teks'] as const;
export type JenisAktivitasKelas = (typeof JENIS_AKTIVITAS_KELAS)[number];

/**
 * The gradebook's column type of a graded activity (spec 2 §3 header_aktivitas aktivitas.jenis, header_rerata): exams
 * split by their kind, so kuis, uts and uas average apart. A remedial is its own type; the grade module decides how it
 * meets its main exam's score.
 */
export const JENIS_NILAI = ['tugas', 'kuis', 'uts', 'uas', 'remedial', 'forum'] as const;
export type JenisNilai = (typeof JENIS_NILAI)[number];

export interface JenisAktivitasDef {
  /** Indonesian label of the kind. */
  label: string;
  /** The meeting's parameter_kehadiran flag a required activity of this kind answers to; null: never counts. */
  parameterKehadiran: ParameterKehadiranKey | null;
  /** Whether the kind has scores (grade provider). */
  dinilai: boolean;
  /** Students do not see it before its start (a material before its display time). */
  tersembunyiSebelumMulai: boolean;
  /** Which of its times dates it on the calendar: its deadline, its start, or never. */
  kalender: 'selesai' | 'mulai' | null;
}

export const JENIS_AKTIVITAS_DEF = {
  // A material is dated by its deadline (only a required one has one); a task by its due time.
  materi: { label: 'Materi', parameterKehadiran: 'unduh_materi', dinilai: false, tersembunyiSebelumMulai: true, kalender: 'selesai' },
  tugas: { label: 'Tugas', parameterKehadiran: 'kerjakan_tugas', dinilai: true, tersembunyiSebelumMulai: false, kalender: 'selesai' },
  ujian: { label: 'Ujian', parameterKehadiran: 'kerjakan_kuis_ujian', dinilai: true, tersembunyiSebelumMulai: false, kalender: 'mulai' },
  forum: { label: 'Forum', parameterKehadiran: 'posting_forum', dinilai: true, tersembunyiSebelumMulai: false, kalender: 'mulai' },
  vidcon: { label: 'Vidcon', parameterKehadiran: 'hadir_vidcon', dinilai: false, tersembunyiSebelumMulai: false, kalender: 'mulai' },
  teks: { label: 'Teks', parameterKehadiran: null, dinilai: false, tersembunyiSebelumMulai: false, kalender: null },
} as const satisfies Record<JenisAktivitasKelas, JenisAktivitasDef>;

export const isJenisAktivitasKelas = (v: unknown): v is JenisAktivitasKelas =>
  typeof v === 'string' && (JENIS_AKTIVITAS_KELAS as readonly string[]).includes(v);

/**
 * How a student fulfilled an activity (an attendance fact's `sumber`): shown by the attendance detail as the "why".
 * `manual` is a lecturer's or operator's decision, `sistem` a recalculation by LMS:SYSTEM.
 */
export const SUMBER_AKTIVITAS_SELESAI = [
  'unduh',
  'baca',
  'tonton',
  'dengar',
  'buka_url',
  'kumpul',
  'kerjakan',
  'posting',
  'join',
  'manual',
  'sistem',
] as const;
export type SumberAktivitasSelesai = (typeof SUMBER_AKTIVITAS_SELESAI)[number];

export const SUMBER_AKTIVITAS_SELESAI_LABEL = {
  unduh: 'Mengunduh materi',
  baca: 'Membaca materi',
  tonton: 'Menonton video',
  dengar: 'Mendengarkan audio',
  buka_url: 'Membuka tautan materi',
  kumpul: 'Mengumpulkan tugas',
  kerjakan: 'Mengerjakan ujian',
  posting: 'Memposting di forum',
  join: 'Bergabung ke vidcon',
  manual: 'Ditandai manual',
  sistem: 'Dihitung sistem',
} as const satisfies Record<SumberAktivitasSelesai, string>;

/** Counts of a meeting's activities per kind (the meeting's count_activity). */
export type HitunganAktivitas = Record<JenisAktivitasKelas, number>;
export const hitunganAktivitasKosong = (): HitunganAktivitas =>
  Object.fromEntries(JENIS_AKTIVITAS_KELAS.map((j) => [j, 0])) as HitunganAktivitas;

/**
 * Whether an activity is required for attendance in a meeting: the activity says so, and the meeting's
 * parameter_kehadiran enables its kind's flag. Kinds without a flag (teks) never are.
 */
export function isSyaratKehadiran(
  jenis: JenisAktivitasKelas,
  syaratHadir: boolean,
  parameter: Partial<Record<ParameterKehadiranKey, boolean>> | null | undefined,
): boolean {
  const flag = JENIS_AKTIVITAS_DEF[jenis].parameterKehadiran;
  return syaratHadir && flag !== null && parameter?.[flag] === true;
}


/** The instant that dates an activity on the calendar (null: not on the calendar); a task without a due time falls back to its start. */
export function waktuKalenderAktivitas(jenis: JenisAktivitasKelas, mulai: Date | null, selesai: Date | null): Date | null {
  const rule = JENIS_AKTIVITAS_DEF[jenis].kalender;
  if (rule === 'selesai') return selesai ?? (jenis === 'tugas' ? mulai : null);
  if (rule === 'mulai') return mulai ?? selesai;
  return null;
}

/** belum_dimulai / berlangsung / selesai of an activity's window at `now` (no start: open; no end: never ends). */
export function statusAktivitas(mulai: Date | null, selesai: Date | null, now: Date): 'belum_dimulai' | 'berlangsung' | 'selesai' {
  if (mulai && now < mulai) return 'belum_dimulai';
  if (selesai && now >= selesai) return 'selesai';
  return 'berlangsung';
}

import type { ParameterKehadiranKey } from '../pertemuan/schemas';

/**
 * The activity registry's kinds (ARCHITECTURE.md "activities"). Every activity a class holds — a material, a task,
 * an exam, a forum, a video conference, a text — is one row of the registry, written by its own module in the same
 * transaction as the activity itself. Meeting counts, dashboard tiles, calendar days and the attendance engine read
 * the registry; none of them reads another module's tables.
 */
export const JENIS_AKTIVITAS_KELAS = ['materi', 'tugas', 'ujian', 'forum', 'vidcon', 'teks'] as const;
export type JenisAktivitasKelas = (typeof JENIS_AKTIVITAS_KELAS)[number];

export interface JenisAktivitasDef {
  /** Indonesian label of the kind. */
  label: string;
  /** The meeting's parameter_kehadiran flag a required activity of this kind answers to; null: never counts. */
  parameterKehadiran: ParameterKehadiranKey | null;
  /** Whether the kind has scores (grade provider). */
  dinilai: boolean;
}

export const JENIS_AKTIVITAS_DEF = {
  materi: { label: 'Materi', parameterKehadiran: 'unduh_materi', dinilai: false },
  tugas: { label: 'Tugas', parameterKehadiran: 'kerjakan_tugas', dinilai: true },
  ujian: { label: 'Ujian', parameterKehadiran: 'kerjakan_kuis_ujian', dinilai: true },
  forum: { label: 'Forum', parameterKehadiran: 'posting_forum', dinilai: true },
  vidcon: { label: 'Vidcon', parameterKehadiran: 'hadir_vidcon', dinilai: false },
  teks: { label: 'Teks', parameterKehadiran: null, dinilai: false },
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


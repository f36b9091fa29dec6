import type { StatusNilai, StatusPertemuan } from '../status';

/**
 * Pure rules of tasks (tugas): the window by server time, who may still hand in, the state of a submission, the
 * grading state of a task (status_nilai) and the group rules of spec 2 §4. API and web share them.
 */

export type JendelaTugas = {
  waktu_mulai: Date | string;
  waktu_selesai: Date | string;
  izinkan_terlambat: boolean;
  /** Last moment a late submission is accepted; null = no limit (while late submissions are allowed). */
  batas_terlambat: Date | string | null;
};

const ms = (d: Date | string) => (d instanceof Date ? d.getTime() : Date.parse(d));

/** belum_dimulai before the start, berlangsung until the due time (inclusive), selesai after it. */
export function statusTugas(t: Pick<JendelaTugas, 'waktu_mulai' | 'waktu_selesai'>, now: Date | number): StatusPertemuan {
  const n = typeof now === 'number' ? now : now.getTime();
  if (n < ms(t.waktu_mulai)) return 'belum_dimulai';
  if (n <= ms(t.waktu_selesai)) return 'berlangsung';
  return 'selesai';
}

/** Whether a submission made at `at` is late (after the due time). */
export const isTerlambat = (t: Pick<JendelaTugas, 'waktu_selesai'>, at: Date | number) =>
  (typeof at === 'number' ? at : at.getTime()) > ms(t.waktu_selesai);

export type AlasanTolakKumpul = 'belum_dimulai' | 'lewat_batas' | 'sudah_dinilai' | 'tepat_waktu_terkunci';

export type AturanKumpul = { boleh: true; terlambat: boolean } | { boleh: false; alasan: AlasanTolakKumpul };

/**
 * Whether a student (or group) may hand in or replace now:
 * - not before the start;
 * - until the due time freely (replacing as often as they like);
 * - after it only when late submissions are allowed and the late limit (if any) has not passed, flagged late;
 *   a submission handed in on time is kept as it is after the due time (replacing it would turn it late);
 * - never once it has been graded (the lecturer graded that version).
 */
export function aturanKumpul(
  t: JendelaTugas,
  now: Date | number,
  existing: { terlambat: boolean; sudahDinilai: boolean } | null,
): AturanKumpul {
  const n = typeof now === 'number' ? now : now.getTime();
  if (n < ms(t.waktu_mulai)) return { boleh: false, alasan: 'belum_dimulai' };
  if (existing?.sudahDinilai) return { boleh: false, alasan: 'sudah_dinilai' };
  if (n <= ms(t.waktu_selesai)) return { boleh: true, terlambat: false };
  if (!t.izinkan_terlambat) return { boleh: false, alasan: 'lewat_batas' };
  if (t.batas_terlambat !== null && n > ms(t.batas_terlambat)) return { boleh: false, alasan: 'lewat_batas' };
  if (existing && !existing.terlambat) return { boleh: false, alasan: 'tepat_waktu_terkunci' };
  return { boleh: true, terlambat: true };
}

/** State of one participant's (or group's) submission on the grading list and the student's card. */
export const STATUS_PENGUMPULAN = ['tepat_waktu', 'terlambat', 'belum_mengumpulkan'] as const;
export type StatusPengumpulan = (typeof STATUS_PENGUMPULAN)[number];
export const STATUS_PENGUMPULAN_META = {
  tepat_waktu: { label: 'Tepat Waktu', color: 'green' },
  terlambat: { label: 'Terlambat', color: 'orange' },
  belum_mengumpulkan: { label: 'Belum Mengumpulkan', color: 'gray' },
} as const satisfies Record<StatusPengumpulan, { label: string; color: string }>;

export function statusPengumpulan(p: { terlambat: boolean } | null | undefined): StatusPengumpulan {
  if (!p) return 'belum_mengumpulkan';
  return p.terlambat ? 'terlambat' : 'tepat_waktu';
}

/**
 * status_nilai of a task (spec 2 §4): belum_berakhir before the due time; then tidak_ada_pengerjaan without any
 * submission, belum_dinilai while a submission has an ungraded submitter (or member), else sudah_dinilai.
 */
export function statusNilaiTugas(
  t: Pick<JendelaTugas, 'waktu_selesai'>,
  now: Date | number,
  counts: { pengumpulan: number; belumDinilai: number },
): StatusNilai {
  if (!isTerlambat(t, now)) return 'belum_berakhir';
  if (counts.pengumpulan === 0) return 'tidak_ada_pengerjaan';
  return counts.belumDinilai > 0 ? 'belum_dinilai' : 'sudah_dinilai';
}

// ---------------------------------------------------------------------------------------------------------------
// Groups (spec 2 §4 'Group leadership')

export const JABATAN_KELOMPOK = ['ketua', 'anggota'] as const;
export type JabatanKelompok = (typeof JABATAN_KELOMPOK)[number];
export const JABATAN_KELOMPOK_LABEL = { ketua: 'Ketua', anggota: 'Anggota' } as const satisfies Record<JabatanKelompok, string>;

export type AnggotaUrut = { id_mahasiswa: number; jabatan: JabatanKelompok };

/** Making a member leader sets that member to ketua and all others to anggota. */
export function jadikanKetua<T extends AnggotaUrut>(anggota: readonly T[], idMahasiswa: number): T[] {
  return anggota.map((a) => ({ ...a, jabatan: a.id_mahasiswa === idMahasiswa ? 'ketua' : 'anggota' }));
}

/**
 * Removing a member (members in join order): when the leader leaves, the first remaining member becomes ketua.
 * A group left without a leader (e.g. its leader moved away earlier) gets the first member too.
 */
export function hapusAnggota<T extends AnggotaUrut>(anggota: readonly T[], idMahasiswa: number): T[] {
  const rest = anggota.filter((a) => a.id_mahasiswa !== idMahasiswa);
  return pastikanKetua(rest);
}

/** Exactly one leader: the existing one, else the first member. */
export function pastikanKetua<T extends AnggotaUrut>(anggota: readonly T[]): T[] {
  const ketua = anggota.find((a) => a.jabatan === 'ketua')?.id_mahasiswa ?? anggota[0]?.id_mahasiswa;
  return anggota.map((a) => ({ ...a, jabatan: a.id_mahasiswa === ketua ? 'ketua' : 'anggota' }));
}

/**
 * Splits students into groups of `ukuran` at random (Fisher–Yates with `random` in [0, 1)). The remainder is
 * spread over the groups (one extra each) unless it is at least half a group, in which case it forms its own
 * group: 10 by 3 → 3, 3, 4; 11 by 3 → 3, 3, 3, 2 ... never a group of one when a group of two or more exists.
 */
export function bagiKelompokAcak<T>(items: readonly T[], ukuran: number, random: () => number = Math.random): T[][] {
  if (!Number.isInteger(ukuran) || ukuran < 1) throw new Error('ukuran harus bilangan bulat positif');
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  if (a.length === 0) return [];
  const penuh = Math.floor(a.length / ukuran);
  const sisa = a.length % ukuran;
  const jumlah = penuh === 0 || (sisa > 0 && sisa * 2 >= ukuran) ? penuh + 1 : penuh;
  const groups: T[][] = Array.from({ length: jumlah }, () => []);
  // Round-robin over `jumlah` groups gives sizes that differ by at most one.
  a.forEach((x, i) => groups[i % jumlah]!.push(x));
  return groups;
}

/** Default names of generated groups: 'Kelompok 1', 'Kelompok 2' … after the highest number already used. */
export function namaKelompokBerikut(existing: readonly string[], n: number): string[] {
  let max = 0;
  for (const nama of existing) {
    const m = /^Kelompok (\d+)$/.exec(nama.trim());
    if (m) max = Math.max(max, Number(m[1]));
  }
  return Array.from({ length: n }, (_, i) => `Kelompok ${max + i + 1}`);
}

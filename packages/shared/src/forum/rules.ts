import { lokalKeUtc, tambahHari, waktuLokal } from '../pertemuan/waktu';

/**
 * Pure rules of forums (spec 2 §3 Forum, §4, §5 'Forum form'), shared by the form and the API.
 */

export const STATUS_FORUM = ['belum_dimulai', 'berlangsung', 'selesai'] as const;
export type StatusForum = (typeof STATUS_FORUM)[number];

export const MINIMAL_POST_DEFAULT = 1;
export const MINIMAL_POST_MAX = 1000;
export const FORUM_JUDUL_MAX = 200;
export const FORUM_DESKRIPSI_MAX = 20_000;

export const PESAN_FORUM = {
  pertemuanWajib: 'Pertemuan wajib diisi',
  judulWajib: 'Judul Forum wajib diisi',
  judulMaks: `Judul Forum maksimal ${FORUM_JUDUL_MAX} karakter`,
  deskripsiWajib: 'Deskripsi wajib diisi',
  deskripsiMaks: `Deskripsi maksimal ${FORUM_DESKRIPSI_MAX} karakter`,
  waktuMulaiWajib: 'Waktu Mulai wajib diisi',
  waktuSelesaiWajib: 'Waktu Selesai wajib diisi',
  minimalPostWajib: 'Jumlah Minimal Komentar wajib diisi',
  minimalPostMin: 'Jumlah Minimal Komentar minimal 1',
  minimalPostMaks: `Jumlah Minimal Komentar maksimal ${MINIMAL_POST_MAX}`,
  waktuMulaiTerlaluAwal: 'Waktu mulai tidak boleh sebelum hari kemarin',
  waktuMulaiSetelahSelesai: 'Waktu mulai tidak boleh setelah waktu selesai',
  waktuSelesaiSebelumMulai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  /** Spec 2 §5, word for word. */
  waktuMulaiTerkunci: 'Waktu mulai tidak bisa diubah karena sudah ada peserta forum',
  pertemuanLainKelas: 'Pertemuan harus dari kelas yang sama',
  tidakDitemukan: 'Forum tidak ditemukan',
  berhasilTambah: 'Berhasil menambahkan forum',
  berhasilUbah: 'Berhasil mengubah forum',
  berhasilHapus: 'Berhasil menghapus forum',
  konfirmasiHapus: 'Anda yakin ingin menghapus forum ini? Semua diskusinya ikut terhapus.',
  belumDimulai: 'Forum belum dimulai',
  sudahBerakhir: 'Forum sudah berakhir',
  kosongJudul: 'Belum ada forum',
  kosongTeks: 'Forum yang Anda ikuti atau kelola akan tampil di sini.',
  belumAdaPost: 'Belum ada diskusi. Jadilah yang pertama menulis.',
} as const;

/** Status by server time: started at or after waktu_mulai, ended after waktu_selesai (spec 2 §4's exam rule). */
export function statusForum(waktuMulai: Date | string | number, waktuSelesai: Date | string | number, now: Date | number = Date.now()): StatusForum {
  const t = typeof now === 'number' ? now : now.getTime();
  if (t < new Date(waktuMulai).getTime()) return 'belum_dimulai';
  if (t > new Date(waktuSelesai).getTime()) return 'selesai';
  return 'berlangsung';
}

export const STATUS_FORUM_META = {
  belum_dimulai: { label: 'Belum Dimulai', color: 'gray' },
  berlangsung: { label: 'Sedang Berlangsung', color: 'green' },
  selesai: { label: 'Telah Berakhir', color: 'blue' },
} as const satisfies Record<StatusForum, { label: string; color: string }>;

/** The earliest start a form may pick: 00:00 of the day before `now`, in the college's zone (spec 2 §5). */
export function batasAwalWaktuMulai(now: Date | number, timeZone: string): Date {
  const kemarin = tambahHari(waktuLokal(now, timeZone), -1);
  return lokalKeUtc({ ...kemarin, jam: 0, menit: 0, detik: 0 }, timeZone);
}

export type ForumWaktuInput = {
  waktuMulai: Date | null;
  waktuSelesai: Date | null;
  minimalPost: number | null;
};

export type ForumWaktuKonteks = {
  now: Date | number;
  timeZone: string;
  /** On edit: the stored start (an unchanged start is not held to the 'yesterday' rule). */
  waktuMulaiLama?: Date | null;
  /** On edit: whether a participant already posted (the start is then locked). */
  sudahAdaPeserta?: boolean;
};

const sameInstant = (a: Date | null | undefined, b: Date | null | undefined) => Boolean(a && b && a.getTime() === b.getTime());

/**
 * The form's time and count rules (spec 2 §5), as a list of field → message (empty when valid). Required fields are
 * reported by their own messages; a locked start is the spec's message.
 */
export function validasiWaktuForum(input: ForumWaktuInput, k: ForumWaktuKonteks): { field: 'waktu_mulai' | 'waktu_selesai' | 'minimal_post'; message: string }[] {
  const out: ReturnType<typeof validasiWaktuForum> = [];
  const { waktuMulai, waktuSelesai, minimalPost } = input;
  const berubah = k.waktuMulaiLama === undefined || !sameInstant(waktuMulai, k.waktuMulaiLama);
  if (!waktuMulai) out.push({ field: 'waktu_mulai', message: PESAN_FORUM.waktuMulaiWajib });
  else if (berubah && k.sudahAdaPeserta) out.push({ field: 'waktu_mulai', message: PESAN_FORUM.waktuMulaiTerkunci });
  else if (berubah && waktuMulai < batasAwalWaktuMulai(k.now, k.timeZone)) out.push({ field: 'waktu_mulai', message: PESAN_FORUM.waktuMulaiTerlaluAwal });
  if (!waktuSelesai) out.push({ field: 'waktu_selesai', message: PESAN_FORUM.waktuSelesaiWajib });
  else if (waktuMulai && waktuSelesai <= waktuMulai) out.push({ field: 'waktu_selesai', message: PESAN_FORUM.waktuSelesaiSebelumMulai });
  if (minimalPost === null || Number.isNaN(minimalPost)) out.push({ field: 'minimal_post', message: PESAN_FORUM.minimalPostWajib });
  else if (!Number.isInteger(minimalPost) || minimalPost < 1) out.push({ field: 'minimal_post', message: PESAN_FORUM.minimalPostMin });
  else if (minimalPost > MINIMAL_POST_MAX) out.push({ field: 'minimal_post', message: PESAN_FORUM.minimalPostMaks });
  return out;
}

/**
 * The activity score of a forum with penilaian_keaktifan (docs/DECISIONS.md "Forum activity score"): a student's
 * comments (posts + replies, deleted ones excluded) against the forum's minimum — 100 at or above the minimum,
 * proportional below it (2 decimals); null (the grade recap's '-') when the student wrote nothing.
 */
export function skorKeaktifan(jumlahKomentar: number, minimalPost: number): number | null {
  if (jumlahKomentar <= 0) return null;
  const min = Math.max(1, minimalPost);
  return Math.round(Math.min(100, (100 * jumlahKomentar) / min) * 100) / 100;
}

/** Whether a student's comments reach the forum's minimum (the posting_forum attendance requirement). */
export const capaiMinimal = (jumlahKomentar: number, minimalPost: number) => jumlahKomentar >= Math.max(1, minimalPost);

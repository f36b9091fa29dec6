import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import {
  APLIKASI_VIDCON,
  CATATAN_VIDCON_MAX,
  FILTER_APLIKASI_VIDCON,
  JUDUL_VIDCON_MAX,
  LINK_VIDCON_MAX,
  STATUS_VIDCON,
} from './rules';

export * from './rules';

/**
 * Contracts of video conferences (spec 2 §3 Vidcon, §5 vidcon form, §7 Vidcon). Paths (the spec names only the
 * join): POST /v2/lms/vidcon, GET/PUT/DELETE /v2/lms/vidcon/{id}, PUT /v2/lms/vidcon/{id}/join, GET /v2/lms/vidcon.
 */

export const PESAN_VIDCON = {
  // spec 2 §5, in the order the form checks them
  pertemuanWajib: 'Pertemuan wajib diisi',
  judulWajib: 'Judul wajib diisi',
  aplikasiWajib: 'Aplikasi wajib diisi',
  linkWajib: 'Link wajib diisi',
  waktuMulaiWajib: 'Waktu mulai wajib diisi',
  waktuSelesaiWajib: 'Waktu selesai wajib diisi',
  waktuSelesaiKurang: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  waktuSelesaiDimajukan: 'Waktu selesai tidak dapat dimajukan karena sudah ada peserta vidcon',
  // ours (spec: not shown)
  judulMaks: `Judul maksimal ${JUDUL_VIDCON_MAX} karakter`,
  linkMaks: `Link maksimal ${LINK_VIDCON_MAX} karakter`,
  catatanMaks: `Catatan maksimal ${CATATAN_VIDCON_MAX} karakter`,
  aplikasiTidakValid: `Aplikasi harus salah satu dari: ${APLIKASI_VIDCON.join(', ')}`,
  linkTidakValid: 'Link harus berupa alamat web (http atau https) yang valid',
  waktuMulaiKemarin: 'Waktu mulai tidak boleh sebelum tanggal kemarin',
  waktuMulaiTerkunci: 'Waktu mulai tidak dapat diubah karena sudah ada peserta vidcon',
  waktuSelesaiTerkunci: 'Waktu vidcon yang sudah selesai tidak dapat diubah',
  pertemuanLainKelas: 'Vidcon hanya dapat dipindahkan ke pertemuan lain pada kelas yang sama',
  tidakDitemukan: 'Vidcon tidak ditemukan',
  pertemuanTidakDitemukan: 'Pertemuan tidak ditemukan',
  belumDimulai: 'Vidcon belum dimulai',
  sudahSelesai: 'Vidcon sudah selesai',
  hanyaAnggota: 'Hanya pengajar dan peserta kelas yang dapat bergabung ke vidcon',
  berhasilDitambah: 'Vidcon berhasil ditambahkan',
  berhasilDiubah: 'Vidcon berhasil diubah',
  berhasilDihapus: 'Vidcon berhasil dihapus',
  berhasilJoin: 'Berhasil bergabung ke vidcon',
  /** The form's warning (spec 2 §2: "warns not to share the link with participants"). */
  peringatanLink:
    'Jangan bagikan link vidcon kepada peserta. Peserta bergabung melalui tombol "Gabung" di LMS agar kehadirannya tercatat.',
  terlambat: 'Terlambat',
  tepatWaktu: 'Tepat waktu',
  joinTerlambat: 'Anda bergabung melewati batas keterlambatan, sehingga kehadiran vidcon tidak terpenuhi.',
  /** A student's card of a required vidcon before they join: the late limit ahead, then passed. */
  batasGabung: (jam: string) => `Bergabung paling lambat pukul ${jam} agar kehadiran tercatat.`,
  batasGabungLewat: (jam: string) => `Batas bergabung pukul ${jam} sudah lewat; bergabung sekarang tidak lagi memenuhi kehadiran.`,
  hapusKonfirmasi: (judul: string) => `Vidcon "${judul}" akan dihapus dan tidak dapat dikembalikan. Lanjutkan?`,
  hapusKonfirmasiPeserta: (judul: string, n: number) =>
    `Vidcon "${judul}" sudah diikuti ${n} peserta. Data kehadiran vidcon ini ikut terhapus. Lanjutkan?`,
} as const;

const idRef = (error: string) => z.coerce.number({ error }).int(error).positive(error).max(2_147_483_647, error);
const isoDate = (wajib: string) =>
  z.iso.datetime({ offset: true, error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? wajib : 'harus berupa tanggal ISO 8601, mis. 2026-11-21T01:00:00Z') });
const wajib = (pesan: string, max: number, pesanMaks: string) =>
  z.string({ error: pesan }).trim().min(1, pesan).max(max, pesanMaks);

/** Fields in the spec's order, so the first issue reported is the first toast the form would show. */
const vidconFields = {
  id_pertemuan: idRef(PESAN_VIDCON.pertemuanWajib),
  judul: wajib(PESAN_VIDCON.judulWajib, JUDUL_VIDCON_MAX, PESAN_VIDCON.judulMaks),
  aplikasi: z.enum(APLIKASI_VIDCON, {
    error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? PESAN_VIDCON.aplikasiWajib : PESAN_VIDCON.aplikasiTidakValid),
  }),
  link: wajib(PESAN_VIDCON.linkWajib, LINK_VIDCON_MAX, PESAN_VIDCON.linkMaks),
  waktu_mulai: isoDate(PESAN_VIDCON.waktuMulaiWajib),
  waktu_selesai: isoDate(PESAN_VIDCON.waktuSelesaiWajib),
  catatan: z.string({ error: 'Catatan harus berupa teks' }).max(CATATAN_VIDCON_MAX, PESAN_VIDCON.catatanMaks).nullish(),
};

const urutanWaktu = <T extends { waktu_mulai?: string; waktu_selesai?: string }>(b: T) =>
  !b.waktu_mulai || !b.waktu_selesai || Date.parse(b.waktu_selesai) > Date.parse(b.waktu_mulai);
const urutanWaktuIssue = { message: PESAN_VIDCON.waktuSelesaiKurang, path: ['waktu_selesai'] };

/** POST /v2/lms/vidcon. */
export const vidconCreateBody = z.object(vidconFields).refine(urutanWaktu, urutanWaktuIssue);
export type VidconCreateBody = z.infer<typeof vidconCreateBody>;

/** PUT /v2/lms/vidcon/{id}: the same payload; a field left out keeps its value. */
export const vidconUpdateBody = z.object(vidconFields).partial().refine(urutanWaktu, urutanWaktuIssue);
export type VidconUpdateBody = z.infer<typeof vidconUpdateBody>;

export const vidconIdParams = z.object({ id: z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647) });

export const URUTAN_VIDCON = ['waktu_mulai', '-waktu_mulai'] as const;

/** GET /v2/lms/vidcon: filters app, class, period, status (spec 1 shared filter parameters), the meeting, a title search. */
export const vidconListQuery = paginationQuery.extend({
  aplikasi: repeatedQuery(z.enum(FILTER_APLIKASI_VIDCON, { error: `aplikasi harus salah satu dari: ${FILTER_APLIKASI_VIDCON.join(', ')}` })),
  id_kelas_kuliah: repeatedQuery(z.string().trim().min(1).max(200)),
  periode: repeatedQuery(z.coerce.number({ error: 'periode harus berupa angka' }).int()),
  status: repeatedQuery(z.enum(STATUS_VIDCON, { error: `status harus salah satu dari: ${STATUS_VIDCON.join(', ')}` })),
  id_pertemuan: z.coerce.number({ error: 'id_pertemuan harus berupa angka' }).int().positive().max(2_147_483_647).optional(),
  search: z.string().trim().max(100).optional(),
  urutan: z.enum(URUTAN_VIDCON).optional(),
});
export type VidconListQuery = z.infer<typeof vidconListQuery>;

const orang = z.object({ id: z.number().int(), nama: z.string(), username: z.string() }).nullable();

/** One join of a user (daftar_join_detail): the first join decides lateness; repeats are counted. */
export const vidconJoinDetail = z.object({
  id_user: z.number().int(),
  role: z.string(),
  username: z.string(),
  nama: z.string(),
  nim: z.string().nullable(),
  waktu_join: z.string(),
  waktu_join_terakhir: z.string(),
  jumlah_join: z.number().int(),
  terlambat: z.boolean(),
});
export type VidconJoinDetail = z.infer<typeof vidconJoinDetail>;

/** The caller's own join (join_data), null before they join. */
export const vidconJoinData = z.object({
  waktu_join: z.string(),
  jumlah_join: z.number().int(),
  terlambat: z.boolean(),
  /** An attendance fact was written for this join (joined in time). */
  kehadiran_tercatat: z.boolean(),
});

export const vidconItem = z.object({
  id: z.number().int(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.number().int(),
  judul: z.string(),
  aplikasi: z.enum(APLIKASI_VIDCON),
  /** Null for students: they reach the link only through the join, which records it. */
  link: z.string().nullable(),
  catatan: z.string(),
  status: z.enum(STATUS_VIDCON),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  /** Students of the class who joined ('x' of 'x/y Peserta'). */
  jumlah_peserta: z.number().int(),
  /** Students of the class ('y'). */
  jumlah_peserta_kelas: z.number().int(),
  /** The meeting requires vidcon attendance (parameter_kehadiran.hadir_vidcon). */
  is_syarat_hadir: z.boolean(),
  /** Start plus terlambat_vidcon_menit: a later join is flagged late. */
  batas_terlambat: z.string(),
  join_data: vidconJoinData.nullable(),
  pertemuan: z.object({ id: z.number().int(), nomor: z.number().int(), judul: z.string(), jenis: z.string() }),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  }),
  created_at: z.string(),
  created_by: orang,
  updated_at: z.string(),
  updated_by: orang,
  can: z.object({ edit: z.boolean(), delete: z.boolean(), join: z.boolean(), lihat_peserta: z.boolean() }),
});
export type VidconItem = z.infer<typeof vidconItem>;

/** A student of the class and their join (null when they have not joined): the lecturer's 'pick a student'. */
export const vidconPeserta = z.object({
  id_user: z.number().int(),
  nama: z.string(),
  nim: z.string(),
  join: vidconJoinDetail.nullable(),
});
export type VidconPeserta = z.infer<typeof vidconPeserta>;

/** GET /v2/lms/vidcon/{id}: teachers and operators get every join and every student; a student only their own join. */
export const vidconDetail = vidconItem.extend({
  daftar_join_detail: z.array(vidconJoinDetail),
  daftar_peserta: z.array(vidconPeserta),
});
export type VidconDetail = z.infer<typeof vidconDetail>;

/** PUT /v2/lms/vidcon/{id}/join: the link to open and how the join counts. */
export const vidconJoinResult = z.object({
  link: z.string(),
  waktu_join: z.string(),
  jumlah_join: z.number().int(),
  terlambat: z.boolean(),
  is_syarat_hadir: z.boolean(),
  kehadiran_tercatat: z.boolean(),
  batas_terlambat: z.string(),
});
export type VidconJoinResult = z.infer<typeof vidconJoinResult>;

import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import { MODE_KULIAH } from '../kelas/schemas';
import { KATEGORI_PERTEMUAN, STATUS_PERTEMUAN } from '../status';
import { JUDUL_PERTEMUAN_MAX } from './generate';

/** Contracts of the meetings area (spec 1 §3 Meeting; issue 3 point 4). Dates are UTC ISO with Z. */

export const JENIS_PERTEMUAN = MODE_KULIAH;
export const PARAMETER_KEHADIRAN_KEYS = ['hadir_vidcon', 'kerjakan_kuis_ujian', 'kerjakan_tugas', 'posting_forum', 'unduh_materi'] as const;
export type ParameterKehadiranKey = (typeof PARAMETER_KEHADIRAN_KEYS)[number];
export const TEKS_JUDUL_MAX = 200;
export const TEKS_ISI_MAX = 100_000;
export const DESKRIPSI_PERTEMUAN_MAX = 20_000;

const isoDate = z.iso.datetime({ offset: true, error: 'harus berupa tanggal ISO 8601, mis. 2026-11-21T01:00:00Z' });
const idRef = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647);
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const parameterKehadiran = z.object({
  hadir_vidcon: z.boolean(),
  kerjakan_kuis_ujian: z.boolean(),
  kerjakan_tugas: z.boolean(),
  posting_forum: z.boolean(),
  unduh_materi: z.boolean(),
});
export type ParameterKehadiran = z.infer<typeof parameterKehadiran>;

/** The five flags, false when absent from the stored map. */
export function normalizeParameterKehadiran(raw: Partial<Record<string, unknown>> | null | undefined): ParameterKehadiran {
  return Object.fromEntries(PARAMETER_KEHADIRAN_KEYS.map((k) => [k, raw?.[k] === true])) as ParameterKehadiran;
}

/** The class a meeting belongs to, as meeting screens show it. */
export const pertemuanKelasKuliah = z.object({
  id: z.string(),
  periode: z.number().int(),
  mata_kuliah: z.object({ id: z.number().int(), kode: z.string(), nama: z.string() }),
  kelas: z.object({ id: z.number().int(), nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  mode_kuliah: z.string(),
});
export type PertemuanKelasKuliah = z.infer<typeof pertemuanKelasKuliah>;

export const pertemuanCountActivity = z.object({
  materi: z.number().int(),
  tugas: z.number().int(),
  vidcon: z.number().int(),
  ujian: z.number().int(),
  forum: z.number().int(),
  teks: z.number().int(),
});
export type CountActivity = z.infer<typeof pertemuanCountActivity>;

export const pengajarPertemuan = z.object({
  /** id_dosen */
  id: z.number().int(),
  nama: z.string(),
  gelar_depan: z.string(),
  gelar_akademik: z.string(),
  avatar_url: z.string().nullable(),
  jabatan: z.string(),
  is_pengajar: z.boolean(),
  is_utama: z.boolean(),
});

/** What the caller may do with this meeting (computed on the server for the caller). */
export const pertemuanCan = z.object({
  start: z.boolean(),
  end: z.boolean(),
  edit: z.boolean(),
  /** edit AND the schedule may change now (setting allows the jenis and the meeting has not started). */
  ubah_jadwal: z.boolean(),
});

export const pertemuanDetail = z.object({
  id: z.number().int(),
  nomor: z.number().int(),
  judul: z.string(),
  deskripsi: z.string(),
  kategori: z.string(),
  jenis: z.string(),
  status: z.string(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  mulai_kuliah: z.string().nullable(),
  selesai_kuliah: z.string().nullable(),
  peserta_hadir: z.number().int(),
  progress_peserta: z.number(),
  parameter_kehadiran: parameterKehadiran,
  waktu_terakhir_update_kehadiran: z.string().nullable(),
  waktu_batas_aktivitas: z.string().nullable(),
  default_deadline_materi: z.string().nullable(),
  id_kampus: z.number().int().nullable(),
  id_sesi: z.number().int().nullable(),
  id_ruangan: z.number().int().nullable(),
  ruangan: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
  periode: z.number().int(),
  id_kelas_kuliah: z.string(),
  kelas_kuliah: pertemuanKelasKuliah,
  count_activity: pertemuanCountActivity,
  pengajar_kelas: z.array(pengajarPertemuan),
  can: pertemuanCan,
});
export type PertemuanDetail = z.infer<typeof pertemuanDetail>;

export const pertemuanListItem = z.object({
  id: z.number().int(),
  nomor: z.number().int(),
  judul: z.string(),
  kategori: z.string(),
  jenis: z.string(),
  status: z.string(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  id_kelas_kuliah: z.string(),
  kelas_kuliah: pertemuanKelasKuliah,
});
export type PertemuanListItem = z.infer<typeof pertemuanListItem>;

export const pertemuanIdParams = z.object({ id: idRef });
export const pertemuanTeksParams = z.object({ id: idRef, idTeks: idRef });
export const pertemuanKelasParams = z.object({ id: z.string().trim().min(1).max(200) });

/**
 * Order of GET /v2/lms/pertemuan: by start (default, oldest first), newest first, or 'terdekat' = meetings not yet
 * over first (earliest first), then the ones that are over (most recent first).
 */
export const URUTAN_PERTEMUAN = ['waktu_mulai', '-waktu_mulai', 'terdekat'] as const;
export type UrutanPertemuan = (typeof URUTAN_PERTEMUAN)[number];

export const pertemuanListQuery = paginationQuery.extend({
  id_kelas_kuliah: repeatedQuery(z.string().trim().min(1).max(200)),
  periode: repeatedQuery(z.coerce.number({ error: 'harus berupa angka' }).int()),
  status: repeatedQuery(z.enum(STATUS_PERTEMUAN)),
  jenis: repeatedQuery(z.enum(JENIS_PERTEMUAN)),
  kategori: repeatedQuery(z.enum(KATEGORI_PERTEMUAN)),
  waktu_awal: isoDate.optional(),
  waktu_akhir: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
  urutan: z.enum(URUTAN_PERTEMUAN).optional(),
});
export type PertemuanListQuery = z.infer<typeof pertemuanListQuery>;

/** PUT /v2/lms/pertemuan/{id}: every field optional; unknown fields (e.g. the whole meeting echoed back) are ignored. */
export const pertemuanUpdateBody = z.object({
  judul: z.string().trim().min(1, 'Judul wajib diisi').max(JUDUL_PERTEMUAN_MAX, `Judul maksimal ${JUDUL_PERTEMUAN_MAX} karakter`).optional(),
  deskripsi: z.string().max(DESKRIPSI_PERTEMUAN_MAX, `Deskripsi maksimal ${DESKRIPSI_PERTEMUAN_MAX} karakter`).optional(),
  jenis: z.enum(JENIS_PERTEMUAN).optional(),
  waktu_mulai: isoDate.optional(),
  waktu_selesai: isoDate.optional(),
  id_sesi: idRef.nullable().optional(),
  id_ruangan: idRef.nullable().optional(),
  parameter_kehadiran: parameterKehadiran.partial().optional(),
  waktu_batas_aktivitas: isoDate.nullable().optional(),
  default_deadline_materi: isoDate.nullable().optional(),
});
export type PertemuanUpdateBody = z.infer<typeof pertemuanUpdateBody>;

export const cekBentrokBody = z.object({
  id_pertemuan: idRef.nullable().optional(),
  waktu_mulai: isoDate,
  waktu_selesai: isoDate,
  id_ruangan: idRef.nullable().optional(),
  id_kelas_kuliah: z.string().trim().min(1, 'id_kelas_kuliah wajib diisi').max(200),
});
export type CekBentrokBody = z.infer<typeof cekBentrokBody>;

export const JENIS_BENTROK = ['ruangan', 'dosen', 'kelas'] as const;
/**
 * One clashing meeting. A meeting of a class the caller may not open (e.g. a lecturer's room clash with another
 * lecturer's class) names only its course and its time: id_pertemuan, nomor, the class id and label are null.
 */
export const bentrokItem = z.object({
  jenis: z.enum(JENIS_BENTROK),
  id_pertemuan: z.number().int().nullable(),
  nomor: z.number().int().nullable(),
  kelas_kuliah: z.object({
    id: z.string().nullable(),
    mata_kuliah: z.object({ nama: z.string() }),
    kelas: z.object({ nama: z.string().nullable() }),
  }),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  pesan: z.string(),
});
export type BentrokItem = z.infer<typeof bentrokItem>;
export const cekBentrokResult = z.object({ bentrok: z.boolean(), daftar: z.array(bentrokItem) });
export type CekBentrokResult = z.infer<typeof cekBentrokResult>;

export const generatePertemuanQuery = z.object({ ulang: booleanish.optional() });
export const generatePertemuanResult = z.object({
  jumlah_pertemuan: z.number().int(),
  pertemuan: z.array(pertemuanListItem),
});

export const sesiRuanganListQuery = paginationQuery.extend({ search: z.string().trim().max(100).optional() });
export type SesiRuanganListQuery = z.infer<typeof sesiRuanganListQuery>;

export const sesiKuliahItem = z.object({
  id: z.number().int(),
  nama: z.string(),
  /** 'HH:MM:SS' local time of the college. */
  jam_mulai: z.string(),
  jam_selesai: z.string(),
});
export type SesiKuliahItem = z.infer<typeof sesiKuliahItem>;

export const ruanganItem = z.object({
  id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  gedung: z.string(),
  kapasitas: z.number().int(),
});
export type RuanganItem = z.infer<typeof ruanganItem>;

export const pertemuanTeksBody = z.object({
  judul: z.string({ error: 'Judul wajib diisi' }).trim().min(1, 'Judul wajib diisi').max(TEKS_JUDUL_MAX, `Judul maksimal ${TEKS_JUDUL_MAX} karakter`),
  isi: z.string({ error: 'Isi teks wajib diisi' }).min(1, 'Isi teks wajib diisi').max(TEKS_ISI_MAX, `Isi teks maksimal ${TEKS_ISI_MAX} karakter`),
});
export type PertemuanTeksBody = z.infer<typeof pertemuanTeksBody>;
export const pertemuanTeksUpdateBody = pertemuanTeksBody.partial();

export const pertemuanTeksItem = z.object({
  id: z.number().int(),
  id_pertemuan: z.number().int(),
  judul: z.string(),
  /** Sanitized HTML. */
  isi: z.string(),
  created_by: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PertemuanTeksItem = z.infer<typeof pertemuanTeksItem>;

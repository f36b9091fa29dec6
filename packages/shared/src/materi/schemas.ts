import { z } from 'zod';
import { paginationQuery } from '../common/envelope';
import { PESAN_MATERI } from './messages';
import { MATERI_DESKRIPSI_MAX, MATERI_JUDUL_MAX, MATERI_SALIN_MAKS, MATERI_URL_MAX } from './rules';
import { JENIS_MATERI, STATUS_UNDUH, TIPE_FILE_MATERI } from './tipe';

/**
 * Contracts of the materials area (spec 2 §3 'Material', §7 'Materials'). The list is spec 2's GET /v2/lms/materi;
 * the writes are ours (the spec says "not shown"): POST and PUT /v2/lms/materi[/{id}] as multipart (the form's fields
 * plus `file`), POST /v2/lms/materi/salin with the copy payload, DELETE /v2/lms/materi/{id}; proof of use under
 * /v2/lms/materi/{id}/… (docs/DECISIONS.md, Materials).
 */

const isoDate = z.iso.datetime({ offset: true, error: 'harus berupa tanggal ISO 8601, mis. 2026-11-21T01:00:00Z' });
const idRef = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647);
const idKelas = z.string().trim().min(1).max(200);

/** A multipart text field: '' and 'null' are "not sent". */
const kosong = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);
const boolField = z.preprocess(
  kosong,
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: 'harus true atau false' })]).transform((v) => v === true || v === 'true' || v === '1'),
);
/** is_syarat_hadir: true / false, or null (offline meetings; radios disabled). */
const syaratField = z.preprocess((v) => (v === '' || v === 'null' ? null : v), boolField.nullable());
const tanggalField = z.preprocess((v) => (v === '' || v === 'null' ? null : v), isoDate.nullable());

export const materiListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  id_pertemuan: idRef.optional(),
  id_kelas_kuliah: idKelas.optional(),
  exclude_id_kelas_kuliah: idKelas.optional(),
  id_mata_kuliah: idRef.optional(),
  tipe_file: z.enum(TIPE_FILE_MATERI).optional(),
});
export type MateriListQuery = z.infer<typeof materiListQuery>;

export const materiIdParams = z.object({ id: idRef });
export const materiStreamParams = z.object({ tiket: z.string().trim().min(20).max(200) });

/**
 * The form's text fields (multipart on POST and PUT). Required-field messages are spec 2 §5's; the rules between
 * fields (display time, deadline, offline meetings, the file for the type) are checked by the service with
 * validasiFormMateri, the same rule the web form runs.
 */
export const materiFormFields = z.object({
  id_pertemuan: z.preprocess(kosong, idRef.optional()),
  judul: z.preprocess((v) => v ?? '', z.string().trim().max(MATERI_JUDUL_MAX, `Judul maksimal ${MATERI_JUDUL_MAX} karakter`)),
  deskripsi: z.preprocess((v) => v ?? '', z.string().trim().max(MATERI_DESKRIPSI_MAX, `Deskripsi maksimal ${MATERI_DESKRIPSI_MAX} karakter`)),
  tipe_file: z.preprocess(kosong, z.enum(TIPE_FILE_MATERI, { error: PESAN_MATERI.tipeWajib }).optional()),
  jenis_materi: z.preprocess(kosong, z.enum(JENIS_MATERI, { error: PESAN_MATERI.jenisWajib }).optional()),
  file_url: z.preprocess(kosong, z.string().trim().max(MATERI_URL_MAX, `URL maksimal ${MATERI_URL_MAX} karakter`).optional()),
  tampil_sekarang: boolField.optional(),
  waktu_mulai_tampil: tanggalField.optional(),
  is_syarat_hadir: syaratField.optional(),
  deadline: tanggalField.optional(),
});
export type MateriFormFields = z.infer<typeof materiFormFields>;

/** POST /v2/lms/materi/salin: copy materials of other classes into a meeting (spec 2 §3 copy payload). */
export const materiSalinBody = z.object({
  type: z.literal('salin', { error: "type harus 'salin'" }).optional(),
  id_pertemuan: z.preprocess((v) => (v === null || v === '' ? undefined : v), idRef.optional()),
  list_id: z.array(idRef, { error: PESAN_MATERI.materiWajib }).min(1, PESAN_MATERI.materiWajib).max(MATERI_SALIN_MAKS, PESAN_MATERI.salinTerlaluBanyak(MATERI_SALIN_MAKS)),
  is_syarat_hadir: z.boolean({ error: 'harus true, false atau null' }).nullable().optional(),
  tampil_sekarang: z.boolean({ error: 'harus true atau false' }).optional(),
  waktu_mulai_tampil: isoDate.nullable().optional(),
  deadline: isoDate.nullable().optional(),
});
export type MateriSalinBody = z.infer<typeof materiSalinBody>;

/** PUT /v2/lms/materi/{id}/progres: one stretch the player played since its last report, in media seconds. */
export const materiProgresBody = z.object({
  dari: z.number({ error: 'dari harus berupa angka (detik)' }).min(0).max(86_400),
  sampai: z.number({ error: 'sampai harus berupa angka (detik)' }).min(0).max(86_400),
  /** The media's duration as the player knows it; used only when the server could not read it from the file. */
  durasi: z.number().positive().max(86_400).optional(),
});
export type MateriProgresBody = z.infer<typeof materiProgresBody>;

const fileRef = z.object({ url: z.string(), name: z.string(), content_length: z.number().int(), extension: z.string() });

export const materiItem = z.object({
  id: z.number().int(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.number().int(),
  pertemuan: z.object({ id: z.number().int(), nomor: z.number().int(), judul: z.string(), jenis: z.string() }),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ id: z.number().int(), kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  }),
  judul: z.string(),
  deskripsi: z.string(),
  tipe_file: z.enum(TIPE_FILE_MATERI),
  jenis_materi: z.enum(JENIS_MATERI),
  /** The uploaded file; `url` downloads it through the material (GET /v2/lms/materi/{id}/unduh). Null for url materials. */
  file: fileRef.nullable(),
  /** The external link of a url material (http:// added when it had none). */
  file_url: z.string().nullable(),
  durasi_detik: z.number().nullable(),
  waktu_mulai_tampil: z.string(),
  /** Students see the material from waktu_mulai_tampil (server time). */
  is_tampil: z.boolean(),
  /** null on offline meetings (cannot require attendance). */
  is_syarat_hadir: z.boolean().nullable(),
  deadline: z.string().nullable(),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller's own requirement state (students, required materials only). */
  statusUnduh: z.enum(STATUS_UNDUH).nullable(),
  /** When the caller fulfilled it (downloaded, read, watched, opened). */
  waktu_unduh: z.string().nullable(),
  /** Watched / listened share so far (students, video and audio). */
  progres_persen: z.number().nullable(),
  can: z.object({ edit: z.boolean(), delete: z.boolean(), download: z.boolean() }),
});
export type MateriItem = z.infer<typeof materiItem>;

/** POST /v2/lms/materi/{id}/buka: the card was opened. */
export const materiBukaResult = z.object({
  id: z.number().int(),
  tipe_file: z.enum(TIPE_FILE_MATERI),
  /** Server time the card was opened (the e-book countdown runs from here). */
  waktu_buka: z.string(),
  ebook_detik: z.number().int(),
  sisa_detik: z.number().int(),
  /** Video / audio: a short-lived URL the browser's player streams with HTTP Range (no headers needed). */
  stream_url: z.string().nullable(),
  /** url materials: the link to open. */
  url: z.string().nullable(),
  durasi_detik: z.number().nullable(),
  /** Minimum share to watch / listen (video_persen / audio_persen). */
  syarat_persen: z.number().nullable(),
  progres_persen: z.number().nullable(),
  statusUnduh: z.enum(STATUS_UNDUH).nullable(),
});
export type MateriBukaResult = z.infer<typeof materiBukaResult>;

export const materiProgresResult = z.object({
  progres_persen: z.number(),
  syarat_persen: z.number(),
  statusUnduh: z.enum(STATUS_UNDUH).nullable(),
  terpenuhi: z.boolean(),
});
export type MateriProgresResult = z.infer<typeof materiProgresResult>;

export const materiBacaResult = z.object({ statusUnduh: z.enum(STATUS_UNDUH).nullable(), terpenuhi: z.boolean(), waktu_unduh: z.string().nullable() });
export type MateriBacaResult = z.infer<typeof materiBacaResult>;

export const materiSalinResult = z.object({ jumlah: z.number().int(), list_id: z.array(z.number().int()) });
export type MateriSalinResult = z.infer<typeof materiSalinResult>;

import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import { FORUM_DESKRIPSI_MAX, FORUM_JUDUL_MAX, MINIMAL_POST_DEFAULT, MINIMAL_POST_MAX, PESAN_FORUM, STATUS_FORUM } from './rules';

export * from './rules';

/**
 * Contracts of forums (spec 2 §3 Forum, §5, §7 'Forum'): save emits deskripsi, id_pertemuan, judul, waktu_mulai,
 * waktu_selesai (ISO with zone), penilaian_keaktifan and minimal_post. Paths (not shown by the spec):
 * GET/POST /v2/lms/forum, GET/PUT/DELETE /v2/lms/forum/{id}, GET /v2/lms/forum/{id}/keaktifan.
 */

const idRef = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647);
const isoDate = (pesan: string) => z.iso.datetime({ offset: true, error: `${pesan} (tanggal ISO 8601, mis. 2026-11-21T01:00:00+07:00)` });
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** The form's fields without their defaults: a default belongs to a creation only. */
const forumFields = {
  id_pertemuan: z.coerce.number({ error: PESAN_FORUM.pertemuanWajib }).int(PESAN_FORUM.pertemuanWajib).positive(PESAN_FORUM.pertemuanWajib).max(2_147_483_647),
  judul: z.string({ error: PESAN_FORUM.judulWajib }).trim().min(1, PESAN_FORUM.judulWajib).max(FORUM_JUDUL_MAX, PESAN_FORUM.judulMaks),
  deskripsi: z.string({ error: PESAN_FORUM.deskripsiWajib }).min(1, PESAN_FORUM.deskripsiWajib).max(FORUM_DESKRIPSI_MAX, PESAN_FORUM.deskripsiMaks),
  waktu_mulai: isoDate(PESAN_FORUM.waktuMulaiWajib),
  waktu_selesai: isoDate(PESAN_FORUM.waktuSelesaiWajib),
  penilaian_keaktifan: z.boolean({ error: 'penilaian_keaktifan harus true atau false' }),
  minimal_post: z.coerce
    .number({ error: PESAN_FORUM.minimalPostWajib })
    .int(PESAN_FORUM.minimalPostMin)
    .min(1, PESAN_FORUM.minimalPostMin)
    .max(MINIMAL_POST_MAX, PESAN_FORUM.minimalPostMaks),
};

export const forumBody = z.object({
  ...forumFields,
  penilaian_keaktifan: forumFields.penilaian_keaktifan.default(false),
  minimal_post: forumFields.minimal_post.default(MINIMAL_POST_DEFAULT),
});
export type ForumBody = z.input<typeof forumBody>;

/**
 * PUT: any subset ('Ubah Data' sends the fields the user changed); a field left out keeps its value. Built from the
 * fields without defaults: zod 4 fills a default inside an optional field, so a save without them would reset grading.
 */
export const forumUpdateBody = z.object(forumFields).partial();
export type ForumUpdateBody = z.input<typeof forumUpdateBody>;
export type ForumUpdateData = z.infer<typeof forumUpdateBody>;

export const forumIdParams = z.object({ id: idRef });

export const forumListQuery = paginationQuery.extend({
  id_kelas_kuliah: repeatedQuery(z.string().trim().min(1).max(200)),
  id_pertemuan: repeatedQuery(idRef),
  status: repeatedQuery(z.enum(STATUS_FORUM, { error: `status harus salah satu dari: ${STATUS_FORUM.join(', ')}` })),
  search: z.string().trim().max(200).optional(),
  /** Forums of classes whose period is this one (the /forum page defaults to the active period). */
  periode: z.coerce.number({ error: 'harus berupa angka' }).int().optional(),
  ignore_default_pagination: booleanish.optional(),
});
export type ForumListQuery = z.input<typeof forumListQuery>;

const orang = z.object({ id: z.number().int(), nama: z.string() }).nullable();

export const forumItem = z.object({
  id: z.number().int(),
  judul: z.string(),
  /** Sanitized HTML. */
  deskripsi: z.string(),
  id_pertemuan: z.number().int(),
  id_kelas_kuliah: z.string(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  penilaian_keaktifan: z.boolean(),
  minimal_post: z.number().int(),
  /** Participants of the class. */
  jumlah_peserta: z.number().int(),
  /** Participants who posted at least once. */
  jumlah_peserta_join: z.number().int(),
  id_group_chat: z.string(),
  id_forum_chat: z.string(),
  status: z.enum(STATUS_FORUM),
  pertemuan: z.object({ id: z.number().int(), nomor: z.number().int() }),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  }),
  /** The caller's own activity (students): comments written and whether the minimum is reached. */
  saya: z.object({ jumlah_komentar: z.number().int(), tercapai: z.boolean() }).nullable(),
  can: z.object({ ubah: z.boolean(), hapus: z.boolean(), keaktifan: z.boolean(), ubah_waktu_mulai: z.boolean() }),
  created_by: orang,
  created_at: z.string(),
  updated_by: orang,
  updated_at: z.string(),
});
export type ForumItem = z.infer<typeof forumItem>;

export const keaktifanItem = z.object({
  mahasiswa: z.object({ id: z.number().int(), nama: z.string(), nim: z.string(), avatar_url: z.string().nullable() }),
  jumlah_post: z.number().int(),
  jumlah_balasan: z.number().int(),
  jumlah_komentar: z.number().int(),
  tercapai: z.boolean(),
  waktu_tercapai: z.string().nullable(),
  terakhir_at: z.string().nullable(),
  /** Activity score (skorKeaktifan) when penilaian_keaktifan is on; null = no comment (shown '-'). */
  nilai: z.number().nullable(),
});
export type KeaktifanItem = z.infer<typeof keaktifanItem>;

export const forumKeaktifan = z.object({
  forum: forumItem,
  peserta: z.array(keaktifanItem),
  ringkasan: z.object({ jumlah_peserta: z.number().int(), jumlah_peserta_join: z.number().int(), jumlah_tercapai: z.number().int() }),
});
export type ForumKeaktifan = z.infer<typeof forumKeaktifan>;

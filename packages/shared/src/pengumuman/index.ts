import { z } from 'zod';
import { ROLES } from '../auth/schemas';
import { paginationQuery } from '../common/envelope';
import { pengumumanItem } from '../beranda';

export * from './rules';

/**
 * Announcements (spec 1 §2.5, §3 'Announcement: judul, tanggalPublish'): readers get the published ones that reach
 * them on the dashboard card and /pengumuman; operators with pengumuman write create, edit, schedule, target,
 * attach files, withdraw and delete them (docs/DECISIONS.md, 'Announcements').
 */

export const PENGUMUMAN_JUDUL_MAKS = 200;
/** Sanitized HTML; a long circular with a table stays well under this. */
export const PENGUMUMAN_ISI_MAKS = 50_000;
export const PENGUMUMAN_LAMPIRAN_MAKS = 5;
export const PENGUMUMAN_PRODI_MAKS = 50;
/** Page size of the management list. */
export const PENGUMUMAN_KELOLA_PER_PAGE = 10;

export const STATUS_PENGUMUMAN = ['draf', 'terjadwal', 'terbit'] as const;
export type StatusPengumuman = (typeof STATUS_PENGUMUMAN)[number];
export const STATUS_PENGUMUMAN_LABEL: Record<StatusPengumuman, string> = { draf: 'Draf', terjadwal: 'Terjadwal', terbit: 'Terbit' };

export const PESAN_PENGUMUMAN = {
  tidakDitemukan: 'Pengumuman tidak ditemukan',
  berhasilTambah: 'Pengumuman berhasil ditambahkan',
  berhasilUbah: 'Pengumuman berhasil diubah',
  berhasilHapus: 'Pengumuman berhasil dihapus',
  berhasilTerbit: 'Pengumuman diterbitkan',
  berhasilTarik: 'Pengumuman ditarik dan tidak lagi tampil bagi pembaca',
  berhasilUnggahLampiran: 'Lampiran berhasil diunggah',
  berhasilHapusLampiran: 'Lampiran berhasil dihapus',
  lampiranTidakDitemukan: 'Lampiran tidak ditemukan',
  judulWajib: 'judul wajib diisi',
  judulMaks: `judul paling panjang ${PENGUMUMAN_JUDUL_MAKS} karakter`,
  isiWajib: 'isi wajib diisi',
  isiMaks: `isi paling panjang ${PENGUMUMAN_ISI_MAKS} karakter`,
  tanggalTidakValid: 'tanggalPublish harus berupa tanggal ISO 8601 dengan zona, mis. 2026-11-21T01:00:00Z',
  tanggalDiLuarJangkauan: 'tanggalPublish harus antara tahun 2000 dan 2100',
  peranTidakValid: `target_role hanya boleh berisi ${ROLES.join(', ')}`,
  prodiTidakValid: 'target_prodi harus berisi id program studi',
  prodiMaks: `target_prodi paling banyak ${PENGUMUMAN_PRODI_MAKS} program studi`,
  prodiTidakDikenal: (ids: number[]) => `program studi ${ids.join(', ')} tidak ada di kampus ini`,
  lampiranMaks: `paling banyak ${PENGUMUMAN_LAMPIRAN_MAKS} lampiran per pengumuman`,
  statusTidakValid: `status harus salah satu dari: ${STATUS_PENGUMUMAN.join(', ')}`,
} as const;

/** Detail texts of the activity log. */
export const DETAIL_LOG_PENGUMUMAN = {
  tambah: (judul: string, status: StatusPengumuman) => `Menambah pengumuman "${judul}" (${STATUS_PENGUMUMAN_LABEL[status]})`,
  ubah: (judul: string) => `Mengubah pengumuman "${judul}"`,
  terbit: (judul: string, status: StatusPengumuman) =>
    status === 'draf' ? `Menarik pengumuman "${judul}" dari penerbitan` : `Menerbitkan pengumuman "${judul}" (${STATUS_PENGUMUMAN_LABEL[status]})`,
  hapus: (judul: string) => `Menghapus pengumuman "${judul}"`,
  tambahLampiran: (nama: string, judul: string) => `Menambah lampiran "${nama}" pada pengumuman "${judul}"`,
  hapusLampiran: (nama: string, judul: string) => `Menghapus lampiran "${nama}" dari pengumuman "${judul}"`,
} as const;

/** A file attached to an announcement; `url` is its download route, checked against the announcement's readers. */
export const lampiranPengumuman = z.object({
  id: z.string(),
  name: z.string(),
  content_length: z.number().int(),
  extension: z.string(),
  url: z.string(),
});
export type LampiranPengumuman = z.infer<typeof lampiranPengumuman>;

/** Download route of an attachment (under the API base). */
export function lampiranPengumumanUrl(idPengumuman: number, idFile: string, name: string): string {
  return `/api/v2/lms/pengumuman/${idPengumuman}/lampiran/${idFile}/${encodeURIComponent(name)}`;
}

/** GET /v2/lms/pengumuman and /{id}: what a reader sees (the dashboard card reads the same list). */
export const pengumumanBacaItem = pengumumanItem.extend({ lampiran: z.array(lampiranPengumuman) });
export type PengumumanBacaItem = z.infer<typeof pengumumanBacaItem>;

export const prodiSasaran = z.object({ id: z.number().int(), nama: z.string(), jenjang: z.string() });

/** GET /v2/lms/pengumuman/kelola (pengumuman read): every announcement of the college, drafts and scheduled too. */
export const pengumumanKelolaItem = pengumumanBacaItem.extend({
  is_published: z.boolean(),
  status: z.enum(STATUS_PENGUMUMAN),
  /** Roles it reaches; empty = every role. */
  target_role: z.array(z.enum(ROLES)),
  /** Study programmes it reaches; empty = every programme (and people without one). */
  target_prodi: z.array(prodiSasaran),
  dibuat_oleh: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
  diubah_pada: z.string(),
});
export type PengumumanKelolaItem = z.infer<typeof pengumumanKelolaItem>;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const pengumumanKelolaQuery = paginationQuery.extend({
  per_page: paginationQuery.shape.per_page.unwrap().max(100, 'per_page paling besar 100').default(PENGUMUMAN_KELOLA_PER_PAGE),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'search paling panjang 100 karakter').optional()),
  status: z.preprocess(emptyToUndefined, z.enum(STATUS_PENGUMUMAN, { error: PESAN_PENGUMUMAN.statusTidakValid }).optional()),
});
export type PengumumanKelolaQuery = z.infer<typeof pengumumanKelolaQuery>;

const TAHUN_MIN = Date.UTC(2000, 0, 1);
const TAHUN_MAX = Date.UTC(2100, 0, 1);

/** An instant with its zone ('Z' or an offset): a wall-clock time without one would depend on the server. */
export const tanggalPublishSchema = z
  .string({ error: PESAN_PENGUMUMAN.tanggalTidakValid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, PESAN_PENGUMUMAN.tanggalTidakValid)
  .refine((v) => !Number.isNaN(Date.parse(v)), PESAN_PENGUMUMAN.tanggalTidakValid)
  .transform((v) => new Date(v))
  .refine((d) => d.getTime() >= TAHUN_MIN && d.getTime() < TAHUN_MAX, PESAN_PENGUMUMAN.tanggalDiLuarJangkauan);

/** POST /v2/lms/pengumuman and PUT /v2/lms/pengumuman/{id}. `tanggalPublish` absent = now. */
export const pengumumanTulisBody = z.object({
  judul: z.string({ error: PESAN_PENGUMUMAN.judulWajib }).trim().min(1, PESAN_PENGUMUMAN.judulWajib).max(PENGUMUMAN_JUDUL_MAKS, PESAN_PENGUMUMAN.judulMaks),
  isi: z.string({ error: PESAN_PENGUMUMAN.isiWajib }).max(PENGUMUMAN_ISI_MAKS, PESAN_PENGUMUMAN.isiMaks),
  tanggalPublish: tanggalPublishSchema.optional(),
  target_role: z
    .array(z.enum(ROLES, { error: PESAN_PENGUMUMAN.peranTidakValid }), { error: PESAN_PENGUMUMAN.peranTidakValid })
    .max(ROLES.length)
    .default([])
    .transform((r) => [...new Set(r)]),
  target_prodi: z
    .array(z.number({ error: PESAN_PENGUMUMAN.prodiTidakValid }).int(PESAN_PENGUMUMAN.prodiTidakValid).positive(PESAN_PENGUMUMAN.prodiTidakValid).max(2_147_483_647), {
      error: PESAN_PENGUMUMAN.prodiTidakValid,
    })
    .max(PENGUMUMAN_PRODI_MAKS, PESAN_PENGUMUMAN.prodiMaks)
    .default([])
    .transform((p) => [...new Set(p)]),
  /** false = saved as a draft that nobody reads yet. */
  is_published: z.boolean({ error: 'is_published harus true atau false' }).default(true),
});
export type PengumumanTulisBody = z.input<typeof pengumumanTulisBody>;
export type PengumumanInput = z.output<typeof pengumumanTulisBody>;

/** PUT /v2/lms/pengumuman/{id}: the same fields; an absent tanggalPublish or is_published keeps the stored one. */
export const pengumumanUbahBody = pengumumanTulisBody.extend({
  is_published: z.boolean({ error: 'is_published harus true atau false' }).optional(),
});
export type PengumumanUbahBody = z.input<typeof pengumumanUbahBody>;
export type PengumumanUbahInput = z.output<typeof pengumumanUbahBody>;

/** PUT /v2/lms/pengumuman/{id}/status: publish (true) or withdraw (false). */
export const pengumumanStatusBody = z.object({ is_published: z.boolean({ error: 'is_published harus true atau false' }) });

export const pengumumanIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const lampiranPengumumanParams = pengumumanIdParams.extend({ idFile: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'idFile harus berupa UUID') });
export const lampiranPengumumanUnduhParams = lampiranPengumumanParams.extend({ filename: z.string().max(512) });

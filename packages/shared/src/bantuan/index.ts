import { z } from 'zod';
import { ROLES, type Role } from '../auth/schemas';
import { hasAccess, type LevelAkses } from '../akses/permission';
import { paginationQuery } from '../common/envelope';

/**
 * Help (/bantuan, spec 1 §2.1 and §2.4). Articles come from two sources: the product's own Indonesian content for
 * each role, shipped with every release to every college (a migration), and a college's own entries. Readers: every
 * student and lecturer, and operators with read on bantuan (who see the articles of every role, to help users).
 * The access form gives bantuan no write level, so adding college entries needs bantuan read plus write on
 * pengumuman, the area of what the campus publishes to its users (docs/DECISIONS.md, 'Help').
 */

export const TOPIK_BANTUAN = {
  memulai: 'Memulai',
  akun: 'Akun dan Profil',
  kelas: 'Kelas dan Pertemuan',
  kehadiran: 'Kehadiran',
  tugas_ujian: 'Tugas dan Ujian',
  bank_soal: 'Bank Soal',
  nilai: 'Nilai',
  pengumuman: 'Pengumuman',
  administrasi: 'Administrasi Kampus',
  lainnya: 'Lainnya',
} as const;
export type TopikBantuan = keyof typeof TOPIK_BANTUAN;
export const TOPIK_BANTUAN_KEYS = Object.keys(TOPIK_BANTUAN) as [TopikBantuan, ...TopikBantuan[]];

export const SUMBER_BANTUAN = ['produk', 'kampus'] as const;
export type SumberBantuan = (typeof SUMBER_BANTUAN)[number];
export const SUMBER_BANTUAN_LABEL: Record<SumberBantuan, string> = { produk: 'Bawaan', kampus: 'Kampus' };

export const BANTUAN_JUDUL_MAKS = 200;
export const BANTUAN_ISI_MAKS = 50_000;
export const BANTUAN_PER_PAGE = 10;
export const BANTUAN_SEARCH_MAKS = 100;

export const PESAN_BANTUAN = {
  tidakDitemukan: 'Artikel bantuan tidak ditemukan',
  bawaanTidakBolehDiubah: 'Artikel bawaan produk tidak dapat diubah atau dihapus; tambahkan artikel kampus sendiri',
  berhasilTambah: 'Artikel bantuan berhasil ditambahkan',
  berhasilUbah: 'Artikel bantuan berhasil diubah',
  berhasilHapus: 'Artikel bantuan berhasil dihapus',
  judulWajib: 'judul wajib diisi',
  judulMaks: `judul paling panjang ${BANTUAN_JUDUL_MAKS} karakter`,
  isiWajib: 'isi wajib diisi',
  isiMaks: `isi paling panjang ${BANTUAN_ISI_MAKS} karakter`,
  topikTidakValid: `topik harus salah satu dari: ${TOPIK_BANTUAN_KEYS.join(', ')}`,
  peranTidakValid: `peran hanya boleh berisi ${ROLES.join(', ')}`,
  searchMaks: `search paling panjang ${BANTUAN_SEARCH_MAKS} karakter`,
} as const;

export const DETAIL_LOG_BANTUAN = {
  tambah: (judul: string) => `Menambah artikel bantuan "${judul}"`,
  ubah: (judul: string) => `Mengubah artikel bantuan "${judul}"`,
  hapus: (judul: string) => `Menghapus artikel bantuan "${judul}"`,
} as const;

/** Who may add, change and delete the college's own entries: bantuan read and pengumuman write (see above). */
export function bolehKelolaBantuan(hakAkses: Partial<Record<string, LevelAkses>> | null | undefined): boolean {
  return hasAccess(hakAkses, 'bantuan', 'read') && hasAccess(hakAkses, 'pengumuman', 'write');
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /v2/lms/bantuan: full-text search (words as prefixes, all must match), topic and role filters. */
export const bantuanQuery = paginationQuery.extend({
  per_page: paginationQuery.shape.per_page.unwrap().max(100, 'per_page paling besar 100').default(BANTUAN_PER_PAGE),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(BANTUAN_SEARCH_MAKS, PESAN_BANTUAN.searchMaks).optional()),
  topik: z.preprocess(emptyToUndefined, z.enum(TOPIK_BANTUAN_KEYS, { error: PESAN_BANTUAN.topikTidakValid }).optional()),
  /** Operators only: the articles of one role. */
  peran: z.preprocess(emptyToUndefined, z.enum(ROLES, { error: PESAN_BANTUAN.peranTidakValid }).optional()),
  sumber: z.preprocess(emptyToUndefined, z.enum(SUMBER_BANTUAN, { error: 'sumber harus produk atau kampus' }).optional()),
});
export type BantuanQuery = z.infer<typeof bantuanQuery>;

export const bantuanItem = z.object({
  id: z.number().int(),
  topik: z.enum(TOPIK_BANTUAN_KEYS),
  judul: z.string(),
  /** Sanitized HTML. */
  isi: z.string(),
  /** Roles it is written for; empty = everyone. */
  peran: z.array(z.enum(ROLES)),
  sumber: z.enum(SUMBER_BANTUAN),
  diubah_pada: z.string(),
});
export type BantuanItem = z.infer<typeof bantuanItem>;

export const bantuanTopikItem = z.object({ topik: z.enum(TOPIK_BANTUAN_KEYS), label: z.string(), jumlah: z.number().int() });
export type BantuanTopikItem = z.infer<typeof bantuanTopikItem>;

/** POST /v2/lms/bantuan and PUT /v2/lms/bantuan/{id} (college entries only). */
export const bantuanBody = z.object({
  topik: z.enum(TOPIK_BANTUAN_KEYS, { error: PESAN_BANTUAN.topikTidakValid }),
  judul: z.string({ error: PESAN_BANTUAN.judulWajib }).trim().min(1, PESAN_BANTUAN.judulWajib).max(BANTUAN_JUDUL_MAKS, PESAN_BANTUAN.judulMaks),
  isi: z.string({ error: PESAN_BANTUAN.isiWajib }).max(BANTUAN_ISI_MAKS, PESAN_BANTUAN.isiMaks),
  peran: z
    .array(z.enum(ROLES, { error: PESAN_BANTUAN.peranTidakValid }), { error: PESAN_BANTUAN.peranTidakValid })
    .max(ROLES.length)
    .default([])
    .transform((r) => [...new Set(r)]),
});
export type BantuanBody = z.input<typeof bantuanBody>;
export type BantuanInput = z.output<typeof bantuanBody>;

export const bantuanIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The words of a search as a prefix query for PostgreSQL's `to_tsquery('simple', …)`: letters and digits only
 * (so nothing the user types can break the query syntax), lower-cased, every word a prefix, all required
 * ('absen dosen' -> 'absen:* & dosen:*'); null when no word is left.
 */
export function tsQueryPrefiks(search: string | null | undefined): string | null {
  const words = (search ?? '')
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Whether an article is meant for a reader of `role` (empty = everyone). */
export function untukPeran(peran: readonly Role[], role: Role): boolean {
  return peran.length === 0 || peran.includes(role);
}

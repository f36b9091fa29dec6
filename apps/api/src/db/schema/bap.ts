import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { prodi } from './akademik';
import { collegeRef } from './columns';
import { users } from './users';

/**
 * BAP reports (modules/bap). Signature images are tiny (a 240x120 PNG, a few KB) and are read with every report, so
 * they live in their row as base64 rather than as stored files: written and replaced in one transaction, nothing
 * to sweep.
 */

/** A lecturer's own signature (Profil). */
export const tandaTanganPengguna = pgTable('tanda_tangan_pengguna', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  collegeId: collegeRef(),
  pngBase64: text('png_base64').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The programme's signatory beside prodi.penandatangan (the name, which the master-data import also writes). */
export const penandatanganProdi = pgTable('penandatangan_prodi', {
  idProdi: integer('id_prodi')
    .primaryKey()
    .references(() => prodi.id, { onDelete: 'cascade' }),
  collegeId: collegeRef(),
  nip: text('nip').notNull().default(''),
  jabatan: text('jabatan').notNull().default('Ketua Program Studi'),
  pngBase64: text('png_base64'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** The college's own BAP template (HTML with placeholders); no row means the built-in one. */
export const templateBap = pgTable('template_bap', {
  collegeId: collegeRef().primaryKey(),
  isi: text('isi').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The seal of every generated BAP: its code (QR and text on the document), the SHA-256 of the PDF bytes, and a
 * copy of what the public verification page shows (so it still answers after the class changed). `varian` names
 * "the same report" (class, lecturer, sections): the newest seal of a variant is the current one.
 */
export const segelBap = pgTable(
  'segel_bap',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    kode: text('kode').notNull(),
    varian: text('varian').notNull(),
    idKelasKuliah: text('id_kelas_kuliah').notNull(),
    periode: integer('periode').notNull(),
    mataKuliah: text('mata_kuliah').notNull(),
    kelas: text('kelas').notNull(),
    pengajar: text('pengajar').notNull(),
    hashSha256: text('hash_sha256').notNull(),
    ukuran: integer('ukuran').notNull(),
    dibuatPada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    dibuatOleh: integer('dibuat_oleh').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('segel_bap_kode_uq').on(t.kode), index('segel_bap_varian_idx').on(t.collegeId, t.varian, t.dibuatPada)],
);

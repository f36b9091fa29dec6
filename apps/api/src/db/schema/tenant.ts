import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A college (perguruan tinggi) is the tenant: every tenant-owned row carries its id. */
export const colleges = pgTable('colleges', {
  id: serial('id').primaryKey(),
  kode: text('kode').notNull().unique(),
  nama: text('nama').notNull(),
  /** Short product name shown in 'Selamat datang di {product} LMS'. */
  singkatan: text('singkatan').notNull(),
  judul: text('judul').notNull().default(''),
  alamat: text('alamat').notNull().default(''),
  email: text('email').notNull().default(''),
  telepon: text('telepon').notNull().default(''),
  logoUrl: text('logo_url'),
  copyright: text('copyright').notNull().default(''),
  urlSikadLegacy: text('url_sikad_legacy').notNull().default(''),
  colorMode: text('color_mode').notNull().default('light'),
  /** IANA zone: Asia/Jakarta (WIB), Asia/Makassar (WITA), Asia/Jayapura (WIT). */
  timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
  sapaan: text('sapaan').notNull().default(''),
  /** Upload limits in MB keyed like pengaturan_sistem.ukuran_max_file of the spec. */
  ukuranMaxFile: jsonb('ukuran_max_file').$type<Record<string, unknown>>().notNull().default({}),
  /** pengaturan_kelas of the spec (attendance requirements, schedule-change rules ...). */
  pengaturanKelas: jsonb('pengaturan_kelas').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hostnames that resolve to a college in GET /multisite-config/frontend-config. */
export const collegeHostnames = pgTable('college_hostnames', {
  hostname: text('hostname').primaryKey(),
  collegeId: integer('college_id')
    .notNull()
    .references(() => colleges.id, { onDelete: 'cascade' }),
});

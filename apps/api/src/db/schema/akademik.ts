import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collegeRef } from './columns';
import { users } from './users';


/** Academic periods; kode = 10*year + semester (1 Ganjil, 2 Genap, 3 SP Ganjil, 4 SP Genap). */
export const periode = pgTable(
  'periode',
  {
    collegeId: collegeRef(),
    kode: integer('kode').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    tanggalMulai: timestamp('tanggal_mulai', { withTimezone: true }),
    tanggalSelesai: timestamp('tanggal_selesai', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.kode] })],
);

export const prodi = pgTable(
  'prodi',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    /** S1, S2, D3 ... ("tingkat" in reference lists). */
    jenjang: text('jenjang').notNull(),
    /** Program signatory for BAP reports. */
    penandatangan: text('penandatangan'),
  },
  (t) => [uniqueIndex('prodi_college_kode_uq').on(t.collegeId, t.kode)],
);

export const dosen = pgTable(
  'dosen',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    nidn: text('nidn').notNull(),
    idProdi: integer('id_prodi').references(() => prodi.id),
  },
  (t) => [uniqueIndex('dosen_college_nidn_uq').on(t.collegeId, t.nidn)],
);

export const mahasiswa = pgTable(
  'mahasiswa',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    nim: text('nim').notNull(),
    idProdi: integer('id_prodi').references(() => prodi.id),
    angkatan: integer('angkatan').notNull(),
  },
  (t) => [uniqueIndex('mahasiswa_college_nim_uq').on(t.collegeId, t.nim)],
);

export const mataKuliah = pgTable(
  'mata_kuliah',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    namaInggris: text('nama_inggris').notNull().default(''),
    sks: smallint('sks').notNull(),
    idProdi: integer('id_prodi').references(() => prodi.id),
    idDosenKoordinator: integer('id_dosen_koordinator').references(() => dosen.id),
    idDosenPengembangRps: integer('id_dosen_pengembang_rps').references(() => dosen.id),
  },
  (t) => [uniqueIndex('mata_kuliah_college_kode_uq').on(t.collegeId, t.kode)],
);

export const jenisKelas = pgTable('jenis_kelas', {
  id: serial('id').primaryKey(),
  collegeId: collegeRef(),
  nama: text('nama').notNull(),
});

export const labelKelas = pgTable('label_kelas', {
  id: serial('id').primaryKey(),
  collegeId: collegeRef(),
  nama: text('nama').notNull(),
});

/**
 * A class (kelas kuliah). The id is underscore-separated, its third part the course id:
 * `{periode}_{id_prodi}_{id_mata_kuliah}_{id_label_kelas}_{id_jenis_kelas}`.
 */
export const kelasKuliah = pgTable(
  'kelas_kuliah',
  {
    id: text('id').primaryKey(),
    collegeId: collegeRef(),
    periode: integer('periode').notNull(),
    idMataKuliah: integer('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id),
    idLabelKelas: integer('id_label_kelas')
      .notNull()
      .references(() => labelKelas.id),
    idJenisKelas: integer('id_jenis_kelas')
      .notNull()
      .references(() => jenisKelas.id),
    status: text('status').notNull().default('akan_dimulai'),
    modeKuliah: text('mode_kuliah').notNull().default('offline'),
    lingkup: text('lingkup').notNull().default(''),
    kapasitas: integer('kapasitas').notNull().default(40),
    kampusNama: text('kampus_nama').notNull().default(''),
    /**
     * The course's name and the class label's name, copied here and kept equal to them by triggers (migration
     * kelas_kuliah_urutan_triggers) whoever writes: the class list's sort key, so a page is an index range scan.
     */
    mkNama: text('mk_nama').notNull().default(''),
    labelNama: text('label_nama').notNull().default(''),
    bannerUrl: text('banner_url'),
    bannerColorIdx: smallint('banner_color_idx').notNull().default(0),
    silabusTeks: text('silabus_teks').notNull().default(''),
    silabusFiles: jsonb('silabus_files')
      .$type<{ name: string; url: string; content_length: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kelas_kuliah_college_periode_idx').on(t.collegeId, t.periode, t.id),
    index('kelas_kuliah_makul_idx').on(t.idMataKuliah),
    // The class list's order (newest period, course name, class label, id) within a college.
    index('kelas_kuliah_urutan_idx').on(t.collegeId, t.periode.desc().nullsFirst(), t.mkNama, t.labelNama, t.id),
  ],
);

export const kelasProdi = pgTable(
  'kelas_prodi',
  {
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idProdi: integer('id_prodi')
      .notNull()
      .references(() => prodi.id),
  },
  (t) => [primaryKey({ columns: [t.idKelasKuliah, t.idProdi] }), index('kelas_prodi_prodi_idx').on(t.idProdi)],
);

/** Teachers of a class; jabatan dosen_koordinator | dosen | asisten; urutan orders the cards. */
export const kelasPengajar = pgTable(
  'kelas_pengajar',
  {
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idDosen: integer('id_dosen')
      .notNull()
      .references(() => dosen.id),
    jabatan: text('jabatan').notNull().default('dosen'),
    urutan: smallint('urutan').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.idKelasKuliah, t.idDosen] }), index('kelas_pengajar_dosen_idx').on(t.idDosen)],
);

/** Participants; jabatan ketua_kelas | peserta (the class leader is marked here). */
export const kelasPeserta = pgTable(
  'kelas_peserta',
  {
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idMahasiswa: integer('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id),
    jabatan: text('jabatan').notNull().default('peserta'),
  },
  (t) => [
    primaryKey({ columns: [t.idKelasKuliah, t.idMahasiswa] }),
    index('kelas_peserta_mahasiswa_idx').on(t.idMahasiswa),
  ],
);

/** Weekly schedule: hari 0-6 with Sunday first. */
export const kelasJadwal = pgTable(
  'kelas_jadwal',
  {
    id: serial('id').primaryKey(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    hari: smallint('hari').notNull(),
    jamMulai: time('jam_mulai').notNull(),
    jamSelesai: time('jam_selesai').notNull(),
    ruangan: text('ruangan').notNull().default(''),
    /** Room reference for clash checks; `ruangan` keeps the display name. */
    idRuangan: integer('id_ruangan'),
  },
  (t) => [index('kelas_jadwal_kelas_idx').on(t.idKelasKuliah)],
);

import { hash } from '@node-rs/argon2';
import { AREA_AKSES, UKURAN_MAX_FILE_BAWAAN, normalizeHakAkses, type HakAkses } from '@lms/shared';
import type { Db } from '../client';
import { collegeHostnames, colleges, operators, users } from '../schema';

/** The demo accounts listed in the README. */
export const DEMO_ACCOUNTS = {
  operator: { username: 'operator', password: 'operator123' },
  operatorLaporan: { username: 'operator.laporan', password: 'operator123' },
  operatorKelas: { username: 'operator.kelas', password: 'operator123' },
  dosen: { username: 'dosen', password: 'dosen123' },
  mahasiswa: { username: 'mahasiswa', password: 'mahasiswa123' },
  operator2: { username: 'operator2', password: 'operator123' },
} as const;

/** The demo colleges start with the product's default upload limits (one source: shared). */
export const UKURAN_MAX_FILE_DEFAULT = structuredClone(UKURAN_MAX_FILE_BAWAAN) as {
  -readonly [K in keyof typeof UKURAN_MAX_FILE_BAWAAN]: (typeof UKURAN_MAX_FILE_BAWAAN)[K];
};

export const PENGATURAN_KELAS_DEFAULT = {
  syarat_kehadiran_online_mahasiswa: {
    presentase_progress_minimal_persen: 70,
    terlambat_vidcon_menit: 15,
    video_persen: 50,
    audio_persen: 50,
    ebook_detik: 60,
  },
  syarat_kehadiran_online_dosen: { mulai_kuliah: true, akhiri_kuliah: true, presentase_kehadiran_kelas: false, aktivitas_kuliah: true, presentase_kehadiran_kelas_persen: 0 },
  syarat_kehadiran_offline_dosen: { mulai_kuliah: true, akhiri_kuliah: true, presentase_kehadiran_kelas: false, aktivitas_kuliah: false, presentase_kehadiran_kelas_persen: 0 },
  validasi_kehadiran_dosen: false,
  tampil_tombol_presensi_dosen: { mulai: 15 },
  ubah_jadwal_pertemuan: { online: { is_allowed: true }, offline: { is_allowed: false } },
  akses_resume_ujian: { tampilkan_soal: true },
};

/** Argon2 is deliberately slow: hash each distinct demo password once and reuse it. */
export async function demoPasswordHashes() {
  const [operator123, dosen123, mahasiswa123] = await Promise.all([hash('operator123'), hash('dosen123'), hash('mahasiswa123')]);
  return { operator123, dosen123, mahasiswa123 };
}
export type DemoHashes = Awaited<ReturnType<typeof demoPasswordHashes>>;

const allWrite = normalizeHakAkses(Object.fromEntries(AREA_AKSES.map((a) => [a, 'write'])));
const onlyLaporanRead: HakAkses = normalizeHakAkses({ laporan: 'read' });
/** Reads classes but may change nothing in them: shows the read-only class screens. */
const kelasReadOnly: HakAkses = normalizeHakAkses({ kelas_kuliah: 'read', laporan: 'read' });

/** Two colleges: the demo campus (localhost) and a second one to prove tenant isolation. */
export async function seedColleges(db: Db) {
  const [c1] = await db
    .insert(colleges)
    .values({
      kode: 'UNM',
      nama: 'Universitas Nusantara Merdeka',
      singkatan: 'UNM',
      judul: 'LMS Universitas Nusantara Merdeka',
      alamat: 'Jl. Pendidikan No. 17, Kebayoran Baru, Jakarta Selatan 12160',
      email: 'akademik@unm.ac.id',
      telepon: '0217250011',
      copyright: '© 2026 Universitas Nusantara Merdeka',
      urlSikadLegacy: 'https://siakad.unm.ac.id',
      colorMode: 'light',
      timeZone: 'Asia/Jakarta',
      sapaan: 'Semangat belajar, civitas akademika UNM!',
      ukuranMaxFile: UKURAN_MAX_FILE_DEFAULT,
      pengaturanKelas: PENGATURAN_KELAS_DEFAULT,
    })
    .returning();
  const [c2] = await db
    .insert(colleges)
    .values({
      kode: 'ITM',
      nama: 'Institut Teknologi Makassar Raya',
      singkatan: 'ITMR',
      judul: 'LMS Institut Teknologi Makassar Raya',
      alamat: 'Jl. Perintis Kemerdekaan Km. 9, Makassar 90245',
      email: 'baak@itmr.ac.id',
      telepon: '0411586200',
      copyright: '© 2026 Institut Teknologi Makassar Raya',
      urlSikadLegacy: 'https://siakad.itmr.ac.id',
      colorMode: 'light',
      timeZone: 'Asia/Makassar',
      sapaan: 'Selamat datang di kampus ITMR.',
      ukuranMaxFile: UKURAN_MAX_FILE_DEFAULT,
      pengaturanKelas: PENGATURAN_KELAS_DEFAULT,
    })
    .returning();
  await db.insert(collegeHostnames).values([
    { hostname: 'localhost', collegeId: c1!.id },
    { hostname: '127.0.0.1', collegeId: c1!.id },
    { hostname: 'kampus2.localhost', collegeId: c2!.id },
  ]);
  return { c1: c1!, c2: c2! };
}

/** Operator accounts with their access maps. Lecturer and student accounts are made with their academic records. */
export async function seedOperators(db: Db, h: DemoHashes, c1: number, c2: number) {
  const rows = await db
    .insert(users)
    .values([
      { collegeId: c1, username: DEMO_ACCOUNTS.operator.username, passwordHash: h.operator123, role: 'ROLE_OPERATOR', nama: 'Rina Wulandari', email: 'rina.wulandari@unm.ac.id' },
      { collegeId: c1, username: DEMO_ACCOUNTS.operatorLaporan.username, passwordHash: h.operator123, role: 'ROLE_OPERATOR', nama: 'Agus Salim Nugroho', email: 'agus.nugroho@unm.ac.id' },
      { collegeId: c2, username: DEMO_ACCOUNTS.operator2.username, passwordHash: h.operator123, role: 'ROLE_OPERATOR', nama: 'Andi Mappanyukki', email: 'andi.m@itmr.ac.id' },
      { collegeId: c1, username: DEMO_ACCOUNTS.operatorKelas.username, passwordHash: h.operator123, role: 'ROLE_OPERATOR', nama: 'Dewi Anggraini', email: 'dewi.anggraini@unm.ac.id' },
    ])
    .returning();
  const [op, opLaporan, op2, opKelas] = rows;
  await db.insert(operators).values([
    { userId: op!.id, collegeId: c1, hakAkses: allWrite },
    { userId: opLaporan!.id, collegeId: c1, hakAkses: onlyLaporanRead },
    { userId: op2!.id, collegeId: c2, hakAkses: allWrite },
    { userId: opKelas!.id, collegeId: c1, hakAkses: kelasReadOnly },
  ]);
  return { operator: op!, operatorLaporan: opLaporan!, operator2: op2! };
}

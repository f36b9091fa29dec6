import { z } from 'zod';

/** Master data an operator with write on data_master may import from .xlsx / .csv. */
export const JENIS_IMPORT = ['prodi', 'mata_kuliah', 'dosen', 'mahasiswa', 'kelas'] as const;
export type JenisImport = (typeof JENIS_IMPORT)[number];

export const JENIS_IMPORT_LABEL: Record<JenisImport, string> = {
  prodi: 'Program Studi',
  mata_kuliah: 'Mata Kuliah',
  dosen: 'Dosen',
  mahasiswa: 'Mahasiswa',
  kelas: 'Kelas Kuliah',
};

/** Import files: .xlsx or .csv (UTF-8), checked by content, at most 5 MB and 10,000 data rows. */
export const IMPORT_EXTENSIONS = ['.xlsx', '.csv'] as const;
export const IMPORT_MAX_BYTES = 5_000_000;
export const IMPORT_MAX_BARIS = 10_000;
/** The answer lists at most this many row errors; the report file has all of them. */
export const IMPORT_MAX_ERRORS = 50;

export type KolomImport = {
  /** Header text in the template (matched case-insensitively; spaces and underscores are equivalent). */
  key: string;
  wajib: boolean;
  keterangan: string;
  contoh: string;
};

/**
 * Columns of each import, in template order. List cells separate entries with ';'.
 * New lecturer and student accounts get the initial password rule of IMPORT_PASSWORD_AWAL.
 */
export const KOLOM_IMPORT: Record<JenisImport, KolomImport[]> = {
  prodi: [
    { key: 'kode', wajib: true, keterangan: 'Kode program studi (PDDikti), unik per perguruan tinggi', contoh: '55202' },
    { key: 'nama', wajib: true, keterangan: 'Nama program studi', contoh: 'Ilmu Komputer' },
    { key: 'jenjang', wajib: true, keterangan: 'D1, D2, D3, D4, S1, S2, S3 atau Profesi', contoh: 'S1' },
    { key: 'penandatangan', wajib: false, keterangan: 'Nama penandatangan BAP (Ketua Program Studi) beserta gelar', contoh: 'Dr. Ratna Sari, S.Kom., M.Kom.' },
  ],
  mata_kuliah: [
    { key: 'kode', wajib: true, keterangan: 'Kode mata kuliah, unik per perguruan tinggi', contoh: 'TIF304' },
    { key: 'nama', wajib: true, keterangan: 'Nama mata kuliah', contoh: 'Komputasi Awan' },
    { key: 'nama_inggris', wajib: false, keterangan: 'Nama mata kuliah dalam bahasa Inggris', contoh: 'Cloud Computing' },
    { key: 'sks', wajib: true, keterangan: 'Jumlah SKS, bilangan bulat 1-24', contoh: '3' },
    { key: 'kode_prodi', wajib: false, keterangan: 'Kode program studi pemilik mata kuliah (harus sudah terdaftar)', contoh: '55201' },
    { key: 'nidn_koordinator', wajib: false, keterangan: 'NIDN dosen koordinator (harus sudah terdaftar)', contoh: '0412078501' },
    { key: 'nidn_pengembang_rps', wajib: false, keterangan: 'NIDN dosen pengembang RPS (harus sudah terdaftar)', contoh: '0421099003' },
  ],
  dosen: [
    { key: 'nidn', wajib: true, keterangan: 'NIDN/NIDK 10 digit, unik per perguruan tinggi (format kolom: teks)', contoh: '0415069201' },
    { key: 'nama', wajib: true, keterangan: 'Nama lengkap tanpa gelar', contoh: 'Ratna Sari' },
    { key: 'gelar_depan', wajib: false, keterangan: 'Gelar di depan nama', contoh: 'Dr.' },
    { key: 'gelar_akademik', wajib: false, keterangan: 'Gelar di belakang nama', contoh: 'S.Kom., M.Kom.' },
    { key: 'email', wajib: false, keterangan: 'Alamat email', contoh: 'ratna.sari@kampus.ac.id' },
    { key: 'kode_prodi', wajib: false, keterangan: 'Kode program studi homebase (harus sudah terdaftar)', contoh: '55201' },
    { key: 'username', wajib: false, keterangan: 'Username login; kosong = NIDN', contoh: 'ratna.sari' },
  ],
  mahasiswa: [
    { key: 'nim', wajib: true, keterangan: 'NIM, unik per perguruan tinggi; juga menjadi username', contoh: '2025101001' },
    { key: 'nama', wajib: true, keterangan: 'Nama lengkap', contoh: 'Dimas Saputra' },
    { key: 'kode_prodi', wajib: true, keterangan: 'Kode program studi (harus sudah terdaftar)', contoh: '55201' },
    { key: 'angkatan', wajib: true, keterangan: 'Tahun masuk, 4 digit', contoh: '2025' },
    { key: 'email', wajib: false, keterangan: 'Alamat email', contoh: '2025101001@student.kampus.ac.id' },
  ],
  kelas: [
    { key: 'periode', wajib: true, keterangan: 'Kode periode yang sudah terdaftar (20261 = 2026/2027 Ganjil)', contoh: '20261' },
    { key: 'kode_mata_kuliah', wajib: true, keterangan: 'Kode mata kuliah (harus sudah terdaftar)', contoh: 'TIF201' },
    { key: 'label', wajib: true, keterangan: 'Label kelas yang sudah terdaftar, mis. A', contoh: 'E' },
    { key: 'jenis_kelas', wajib: true, keterangan: 'Jenis kelas yang sudah terdaftar, mis. Reguler', contoh: 'Reguler' },
    { key: 'mode_kuliah', wajib: true, keterangan: 'online, offline atau campuran', contoh: 'offline' },
    { key: 'kapasitas', wajib: true, keterangan: 'Kapasitas peserta, 1-1000', contoh: '40' },
    { key: 'kampus', wajib: false, keterangan: 'Nama kampus', contoh: 'Kampus Utama' },
    { key: 'lingkup', wajib: false, keterangan: 'Kosong = Internal, atau Eksternal', contoh: '' },
    { key: 'kode_prodi_kelas', wajib: false, keterangan: "Kode prodi peserta kelas dipisah ';' (kosong = prodi mata kuliah)", contoh: '55201;57201' },
    {
      key: 'pengajar',
      wajib: true,
      keterangan: "NIDN:jabatan dipisah ';' (jabatan dosen_koordinator, dosen atau asisten; tepat satu dosen_koordinator)",
      contoh: '0412078501:dosen_koordinator;0421099003:dosen',
    },
    { key: 'peserta', wajib: false, keterangan: "NIM peserta dipisah ';'", contoh: '2023101001;2023101002' },
    { key: 'nim_ketua_kelas', wajib: false, keterangan: 'NIM ketua kelas (harus termasuk peserta)', contoh: '2023101001' },
    {
      key: 'jadwal',
      wajib: false,
      keterangan: "Hari HH:MM-HH:MM Ruangan, dipisah ';' (hari: Minggu, Senin, Selasa, Rabu, Kamis, Jumat, Sabtu)",
      contoh: 'Senin 07:30-10:00 Gedung A Ruang 301;Kamis 13:00-14:40 Lab Komputer 1',
    },
  ],
};

/** Initial password of accounts created by an import (documented in the template's 'Petunjuk' sheet). */
export const IMPORT_PASSWORD_AWAL =
  'Akun baru dosen memakai password awal = NIDN, akun baru mahasiswa memakai password awal = NIM. Akun yang sudah ada tidak diubah passwordnya.';

export const jenisImportParams = z.object({ jenis: z.enum(JENIS_IMPORT) });

export const STATUS_IMPORT = ['completed', 'failed'] as const;
export type StatusImport = (typeof STATUS_IMPORT)[number];

export const importError = z.object({ baris: z.number().int(), kolom: z.string(), pesan: z.string() });
export type ImportError = z.infer<typeof importError>;

/** Answer of POST /v2/lms/import_master/{jenis} (200 applied; 422 with the same data when rejected). */
export const importResult = z.object({
  id: z.string(),
  status: z.enum(STATUS_IMPORT),
  total_baris: z.number().int(),
  baris_diterima: z.number().int(),
  baris_ditolak: z.number().int(),
  url_laporan: z.string().nullable(),
  errors: z.array(importError),
});
export type ImportResult = z.infer<typeof importResult>;

export const importHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  jenis: z.enum(JENIS_IMPORT).optional(),
  status: z.enum(STATUS_IMPORT).optional(),
});

export const importHistoryItem = z.object({
  id: z.string(),
  jenis: z.string(),
  nama_file: z.string(),
  status: z.string(),
  total_baris: z.number().int(),
  baris_diterima: z.number().int(),
  baris_ditolak: z.number().int(),
  url_laporan: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
  created_at: z.string(),
});
export type ImportHistoryItem = z.infer<typeof importHistoryItem>;

export const PESAN_IMPORT = {
  berhasil: (n: number) => `Import berhasil: ${n} baris diterapkan`,
  ditolak: (ditolak: number, total: number) =>
    `Import dibatalkan: ${ditolak} dari ${total} baris ditolak. Tidak ada data yang diubah; perbaiki baris pada laporan lalu unggah ulang.`,
  fileWajib: 'File wajib diunggah pada field file',
  tipeFile: 'File harus berupa .xlsx atau .csv (UTF-8) yang valid',
  kosong: 'File tidak berisi baris data',
} as const;

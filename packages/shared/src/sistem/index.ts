import { z } from 'zod';

/** GET /v1/semester_akademik_berjalan: the current period. */
export const semesterBerjalan = z.object({
  periode: z.number().int(),
  tahun: z.number().int(),
  semester: z.number().int(),
  nama: z.string(),
});
export type SemesterBerjalan = z.infer<typeof semesterBerjalan>;

/** GET /v1/waktu_akademik: list of periods (the client reverses it). */
export const waktuAkademikItem = z.object({
  periode: z.number().int(),
  tahun: z.number().int(),
  semester: z.number().int(),
  nama: z.string(),
  is_current: z.boolean(),
});
export type WaktuAkademikItem = z.infer<typeof waktuAkademikItem>;

/** GET /v1/sistem: system info of the college. */
export const sistemInfo = z.object({
  judul: z.string(),
  nama: z.string(),
  singkatan: z.string(),
  alamat: z.string(),
  email: z.string(),
  telepon: z.string(),
});
export type SistemInfo = z.infer<typeof sistemInfo>;

/** GET /v1/logo_perguruan_tinggi. */
export const logoPerguruanTinggi = z.object({ url: z.string().nullable() });

/** GET /v2/lms/pengaturan/me: settings the client needs (pengaturan_sistem + pengaturan_kelas). */
export const pengaturanMe = z.object({
  pengaturan_sistem: z.object({
    time_zone: z.string(),
    time_zone_label: z.string(),
    sapaan: z.string(),
    ukuran_max_file: z.record(z.string(), z.unknown()),
  }),
  pengaturan_kelas: z.record(z.string(), z.unknown()),
});
export type PengaturanMe = z.infer<typeof pengaturanMe>;

export const LAST_ACTIVE_PING_MS = 300_000;

export const PESAN_SEMESTER_BELUM_DIATUR = 'Semester akademik berjalan belum ditentukan';

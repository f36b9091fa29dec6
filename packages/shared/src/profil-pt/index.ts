import { z } from 'zod';
import { PESAN_VALIDASI, emailSchema, teleponSchema } from '../pengguna/validasi';
import { sistemInfo } from '../sistem';

/**
 * /profil-pt (data_master): the institution's profile, the same facts GET /v1/sistem serves (spec 1 §3
 * 'System info': judul, nama, alamat, email, telepon) plus the logo GET /v1/logo_perguruan_tinggi points at.
 */
export const PROFIL_PT_MAX = { judul: 150, nama: 200, singkatan: 20, alamat: 500 } as const;

const teks = (max: number) => z.string({ error: PESAN_VALIDASI.wajib }).trim().min(1, PESAN_VALIDASI.wajib).max(max, PESAN_VALIDASI.maks(max));

/** PUT /v1/sistem: every field required; email and phone by the rules of spec 1 §5. */
export const profilPtBody = z.object({
  judul: teks(PROFIL_PT_MAX.judul),
  nama: teks(PROFIL_PT_MAX.nama),
  singkatan: teks(PROFIL_PT_MAX.singkatan),
  alamat: teks(PROFIL_PT_MAX.alamat),
  email: emailSchema,
  telepon: teleponSchema,
});
export type ProfilPtBody = z.infer<typeof profilPtBody>;

export const profilPt = sistemInfo.extend({ logo_url: z.string().nullable() });
export type ProfilPt = z.infer<typeof profilPt>;

/** The logo is the file kind logo_perguruan_tinggi: png, jpg or jpeg (as banners, spec 1 §5), 1 MB unless ukuran_max_file.logo says otherwise. */
export const JENIS_FILE_LOGO = 'logo_perguruan_tinggi' as const;

export const logoParams = z.object({
  collegeId: z.coerce.number().int().positive().max(2_147_483_647),
  fileId: z.string().uuid({ error: 'fileId harus berupa UUID' }),
});

export const PESAN_PROFIL_PT = {
  disimpan: 'Profil perguruan tinggi berhasil disimpan',
  logoDisimpan: 'Logo perguruan tinggi berhasil diunggah',
  logoDihapus: 'Logo perguruan tinggi berhasil dihapus',
  logoTidakAda: 'Logo perguruan tinggi tidak ditemukan',
  logoWajib: 'Pilih file logo (png, jpg atau jpeg)',
} as const;

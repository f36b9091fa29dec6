import { z } from 'zod';
import { paginationQuery } from '../common/envelope';

/** Activity kinds and their labels for the 'Riwayat Aktivitas' filter. */
export const JENIS_AKTIVITAS_LABEL = {
  login: 'Login',
  logout: 'Logout',
  keluar_ke_sikad: 'Keluar ke SIAKAD',
  login_as: 'Login Akun Lain',
} as const;
export type JenisAktivitas = keyof typeof JENIS_AKTIVITAS_LABEL;
export const LOG_AKTIVITAS_PER_PAGE = 5;

const isoDate = (field: string) =>
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${field} harus berupa tanggal ISO 8601, mis. 2026-11-21T00:00:00Z`)
    .transform((v) => new Date(v));

/** GET /v2/lms/log_aktivitas/me filter (spec 'Activity history item'). */
export const logAktivitasQuery = paginationQuery
  .extend({
    per_page: z.coerce.number().int().min(1).max(1000).default(LOG_AKTIVITAS_PER_PAGE),
    waktu_awal: isoDate('waktu_awal').optional(),
    waktu_akhir: isoDate('waktu_akhir').optional(),
    jenis_aktivitas: z.string().trim().max(50).optional(),
  })
  .refine((q) => !q.waktu_awal || !q.waktu_akhir || q.waktu_awal <= q.waktu_akhir, {
    message: 'waktu_akhir tidak boleh sebelum waktu_awal',
    path: ['waktu_akhir'],
  });
export type LogAktivitasQuery = z.infer<typeof logAktivitasQuery>;

export const logAktivitasItem = z.object({
  id: z.number().int(),
  jenis_aktivitas: z.string(),
  detail: z.string(),
  waktu: z.string(),
  ip_address: z.string(),
  role: z.string(),
  operator: z.string().nullable(),
});
export type LogAktivitasItem = z.infer<typeof logAktivitasItem>;

export const jenisAktivitasItem = z.object({ jenis_aktivitas: z.string(), label: z.string() });

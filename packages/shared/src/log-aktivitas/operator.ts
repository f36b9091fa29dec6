import { z } from 'zod';
import { ROLES } from '../auth/schemas';
import { DEFAULT_PER_PAGE, paginationQuery, repeatedQuery } from '../common/envelope';
import { JENIS_AKTIVITAS } from './index';

/**
 * The college's activity log for operators with read on laporan (GET /v2/lms/log_aktivitas and /export_excel):
 * the filters of spec 1 §3. `is_valid`: true = the user acted themselves, false = an operator acted in their name
 * through 'Login Akun Lain' (the entry carries the operator).
 */
const empty = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const isoDate = (field: string) =>
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${field} harus berupa tanggal ISO 8601, mis. 2026-11-21T00:00:00Z`)
    .transform((v) => new Date(v));

export const logAktivitasFilter = z
  .object({
    waktu_awal: z.preprocess(empty, isoDate('waktu_awal').optional()),
    waktu_akhir: z.preprocess(empty, isoDate('waktu_akhir').optional()),
    jenis_aktivitas: repeatedQuery(z.enum(JENIS_AKTIVITAS, { error: `jenis_aktivitas harus salah satu dari: ${JENIS_AKTIVITAS.join(', ')}` })),
    id_user: z.preprocess(empty, z.coerce.number({ error: 'id_user harus berupa angka' }).int('id_user harus bilangan bulat').positive('id_user harus lebih dari 0').max(2_147_483_647, 'id_user terlalu besar').optional()),
    ip_address: z.preprocess(empty, z.string().trim().max(64, 'ip_address paling panjang 64 karakter').optional()),
    role: z.preprocess(empty, z.enum(ROLES, { error: `role harus salah satu dari: ${ROLES.join(', ')}` }).optional()),
    is_valid: z.preprocess(empty, z.enum(['true', 'false'], { error: 'is_valid harus true atau false' }).transform((v) => v === 'true').optional()),
    search: z.preprocess(empty, z.string().trim().max(100, 'search paling panjang 100 karakter').optional()),
  })
  .refine((q) => !q.waktu_awal || !q.waktu_akhir || q.waktu_awal <= q.waktu_akhir, {
    message: 'waktu_akhir tidak boleh sebelum waktu_awal',
    path: ['waktu_akhir'],
  });
export type LogAktivitasFilter = z.infer<typeof logAktivitasFilter>;

export const logAktivitasOperatorQuery = z.intersection(
  paginationQuery.extend({ per_page: z.coerce.number().int().min(1, 'per_page paling kecil 1').max(1000, 'per_page paling besar 1000').default(DEFAULT_PER_PAGE) }),
  logAktivitasFilter,
);
export type LogAktivitasOperatorQuery = z.infer<typeof logAktivitasOperatorQuery>;

export const logAktivitasOperatorItem = z.object({
  id: z.number().int(),
  jenis_aktivitas: z.string(),
  jenis_aktivitas_label: z.string(),
  detail: z.string(),
  waktu: z.string(),
  ip_address: z.string(),
  role: z.string(),
  operator: z.string().nullable(),
  user: z.object({ id: z.number().int(), username: z.string(), nama: z.string() }),
});
export type LogAktivitasOperatorItem = z.infer<typeof logAktivitasOperatorItem>;

export const ROLE_LABEL: Record<(typeof ROLES)[number], string> = {
  ROLE_MAHASISWA: 'Mahasiswa',
  ROLE_DOSEN: 'Dosen',
  ROLE_OPERATOR: 'Operator',
};

/** Column headers of the Excel export, in order. */
export const KOLOM_EKSPOR_LOG_AKTIVITAS = ['No', 'Waktu', 'Username', 'Nama', 'Peran', 'Jenis Aktivitas', 'Detail', 'Alamat IP', 'Operator'] as const;

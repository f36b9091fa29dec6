import { z } from 'zod';
import { ROLES } from '../auth/schemas';

/**
 * GET /v2/lms/visitor/statistic (spec 1 §7, spec 2 §7): who is active now (from last_active) and the visitors of
 * each day and role over a chosen range of days (the college's calendar). A user counts once per day.
 */

/** A user is 'active now' when their last ping is this recent: two ping intervals (300 s), so one lost ping does not drop them. */
export const JENDELA_AKTIF_MENIT = 10;
/** The longest range one request may ask for. */
export const RENTANG_STATISTIK_MAKS_HARI = 366;
export const RENTANG_STATISTIK_BAWAAN_HARI = 7;

const tanggal = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} harus berformat YYYY-MM-DD`)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} bukan tanggal yang valid`)
      .optional(),
  );

export const visitorStatisticQuery = z
  .object({ tanggal_awal: tanggal('tanggal_awal'), tanggal_akhir: tanggal('tanggal_akhir') })
  .refine((q) => !q.tanggal_awal || !q.tanggal_akhir || q.tanggal_awal <= q.tanggal_akhir, {
    message: 'tanggal_akhir tidak boleh sebelum tanggal_awal',
    path: ['tanggal_akhir'],
  })
  .refine((q) => !q.tanggal_awal || !q.tanggal_akhir || selisihHari(q.tanggal_awal, q.tanggal_akhir) < RENTANG_STATISTIK_MAKS_HARI, {
    message: `rentang tanggal paling panjang ${RENTANG_STATISTIK_MAKS_HARI} hari`,
    path: ['tanggal_akhir'],
  });
export type VisitorStatisticQuery = z.infer<typeof visitorStatisticQuery>;

const perRole = z.object({ ROLE_MAHASISWA: z.number().int(), ROLE_DOSEN: z.number().int(), ROLE_OPERATOR: z.number().int() });
export type JumlahPerRole = z.infer<typeof perRole>;

export const visitorStatistic = z.object({
  aktif_sekarang: z.object({ total: z.number().int(), per_role: perRole, jendela_menit: z.number().int() }),
  tanggal_awal: z.string(),
  tanggal_akhir: z.string(),
  per_hari: z.array(perRole.extend({ tanggal: z.string(), total: z.number().int() })),
  per_role: z.array(z.object({ role: z.enum(ROLES), total: z.number().int() })),
  total_pengunjung: z.number().int(),
});
export type VisitorStatistic = z.infer<typeof visitorStatistic>;

/** Whole days from `a` to `b` (YYYY-MM-DD). */
export function selisihHari(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Every date from `awal` to `akhir` inclusive (YYYY-MM-DD), so days without visitors still show as 0. */
export function daftarTanggal(awal: string, akhir: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${awal}T00:00:00Z`); t <= Date.parse(`${akhir}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** YYYY-MM-DD `n` days after `tanggal` (negative: before). */
export function geserTanggal(tanggal: string, n: number): string {
  return new Date(Date.parse(`${tanggal}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

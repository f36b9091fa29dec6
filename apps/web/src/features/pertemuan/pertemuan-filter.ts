import { dateFilterRange, zonedToUtcIso } from '@lms/shared';
import type { PertemuanListParams } from './api/get-pertemuan-list';

/** Filters of /pertemuan as the page keeps them (dates are picked days 'YYYY-MM-DD' in the college's zone). */
export type PertemuanFilter = {
  periode: string | null;
  status: string | null;
  jenis: string | null;
  kategori: string | null;
  tanggal: [string | null, string | null];
};

export const FILTER_KOSONG: PertemuanFilter = { periode: null, status: null, jenis: null, kategori: null, tanggal: [null, null] };

/**
 * Picked days -> waktu_awal / waktu_akhir in UTC with Z. A one-day pick is one instant (that day's 00:00), which
 * the spec 1 §5 rule turns into that day 00:00:00-23:59:59; a longer range ends at 23:59:59 of its last day.
 */
export function rentangTanggalFilter(from: string | null, to: string | null, tz: string): { waktu_awal: string | null; waktu_akhir: string | null } {
  if (!from) return { waktu_awal: null, waktu_akhir: null };
  const last = to ?? from;
  const start = zonedToUtcIso(`${from} 00:00:00`, tz);
  const end = last === from ? start : zonedToUtcIso(`${last} 23:59:59`, tz);
  const r = dateFilterRange(start, end, tz);
  return { waktu_awal: r.start, waktu_akhir: r.end };
}

/** How many filters are set (shown on the Filter button). */
export function jumlahFilterAktif(f: PertemuanFilter): number {
  return [f.periode, f.status, f.jenis, f.kategori, f.tanggal[0]].filter((v) => v !== null && v !== '').length;
}

/** The list query: single choices become the API's repeatable keys; empty values are left out. */
export function toListParams(f: PertemuanFilter, opts: { page: number; perPage: number; search: string; tz: string }): PertemuanListParams {
  const one = (v: string | null) => (v ? [v] : undefined);
  const search = opts.search.trim();
  return {
    page: opts.page,
    per_page: opts.perPage,
    periode: f.periode ? [Number(f.periode)] : undefined,
    status: one(f.status),
    jenis: one(f.jenis),
    kategori: one(f.kategori),
    ...rentangTanggalFilter(f.tanggal[0], f.tanggal[1], opts.tz),
    search: search || undefined,
  };
}

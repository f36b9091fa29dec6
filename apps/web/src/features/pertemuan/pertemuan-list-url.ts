import { DEFAULT_PER_PAGE, STATUS_PERTEMUAN, JENIS_PERTEMUAN, KATEGORI_PERTEMUAN, isTanggalValid } from '@lms/shared';
import type { PertemuanFilter } from './pertemuan-filter';

/**
 * /pertemuan keeps its search, filters and page in the URL (as /kelas does), so a link, a reload or 'back' shows
 * the same list. With no date in the URL the list is this week (Monday to Sunday around today in the college's
 * zone); `tanggal=semua` asks for every date.
 */
export type PertemuanListState = { search: string; page: number; perPage: number; filter: PertemuanFilter };

export const PER_PAGE_OPTIONS = [5, 10, 20, 50] as const;
export const TANGGAL_SEMUA = 'semua';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Monday and Sunday ('YYYY-MM-DD') of the week holding `today` ('YYYY-MM-DD', already in the college zone). */
export function mingguDari(today: string): [string, string] {
  const t = Date.parse(`${today}T00:00:00Z`);
  const hari = new Date(t).getUTCDay(); // 0 = Sunday
  const senin = t - ((hari + 6) % 7) * DAY;
  return [iso(senin), iso(senin + 6 * DAY)];
}

const pick = <T extends string>(v: string | null, allowed: readonly T[]): T | null => (v && (allowed as readonly string[]).includes(v) ? (v as T) : null);
const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const day = (v: string | null) => (v && isTanggalValid(v) ? v : null);

export function parsePertemuanListSearch(sp: URLSearchParams, today: string): PertemuanListState {
  const periode = sp.get('periode');
  const dari = day(sp.get('dari'));
  const sampai = day(sp.get('sampai'));
  const tanggal: [string | null, string | null] =
    sp.get('tanggal') === TANGGAL_SEMUA ? [null, null] : dari ? [dari, sampai && sampai >= dari ? sampai : dari] : mingguDari(today);
  const perPage = positive(sp.get('per_page'), DEFAULT_PER_PAGE);
  return {
    search: (sp.get('q') ?? '').trim(),
    page: positive(sp.get('page'), 1),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    filter: {
      periode: periode && /^\d{5}$/.test(periode) ? periode : null,
      status: pick(sp.get('status'), STATUS_PERTEMUAN),
      jenis: pick(sp.get('jenis'), JENIS_PERTEMUAN),
      kategori: pick(sp.get('kategori'), KATEGORI_PERTEMUAN),
      tanggal,
    },
  };
}

/** The URL of a state; defaults (this week, page 1, default size) are left out so the plain /pertemuan stays plain. */
export function toPertemuanListSearch(s: PertemuanListState, today: string): URLSearchParams {
  const sp = new URLSearchParams();
  if (s.search) sp.set('q', s.search);
  const f = s.filter;
  if (f.periode) sp.set('periode', f.periode);
  if (f.status) sp.set('status', f.status);
  if (f.jenis) sp.set('jenis', f.jenis);
  if (f.kategori) sp.set('kategori', f.kategori);
  const [dari, sampai] = f.tanggal;
  const [senin, minggu] = mingguDari(today);
  if (!dari) sp.set('tanggal', TANGGAL_SEMUA);
  else if (!(dari === senin && (sampai ?? dari) === minggu)) {
    sp.set('dari', dari);
    sp.set('sampai', sampai ?? dari);
  }
  if (s.page > 1) sp.set('page', String(s.page));
  if (s.perPage !== DEFAULT_PER_PAGE) sp.set('per_page', String(s.perPage));
  return sp;
}

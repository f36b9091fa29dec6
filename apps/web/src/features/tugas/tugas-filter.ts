import { JENIS_TUGAS, STATUS_PERTEMUAN, type JenisTugas, type StatusPertemuan } from '@lms/shared';
import type { TugasListParams } from './api/get-tugas-list';

/** /tugas's search, filters (jenis_tugas, class, period, status, still to hand in) and page, as they live in the URL. */
export type TugasFilter = {
  jenis: JenisTugas | null;
  periode: string | null;
  kelas: string | null;
  status: StatusPertemuan | null;
  /** Students: only what they still have to hand in. */
  belum: boolean;
};
export type TugasListState = { filter: TugasFilter; search: string; page: number; perPage: number };

export const TUGAS_PER_PAGE = 10;
export const FILTER_TUGAS_KOSONG: TugasFilter = { jenis: null, periode: null, kelas: null, status: null, belum: false };

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null => (v && (list as readonly string[]).includes(v) ? (v as T) : null);
const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function parseTugasListSearch(sp: URLSearchParams): TugasListState {
  const periode = sp.get('periode');
  return {
    filter: {
      jenis: oneOf(JENIS_TUGAS, sp.get('jenis_tugas')),
      periode: periode && /^\d{5}$/.test(periode) ? periode : null,
      kelas: sp.get('kelas') || null,
      status: oneOf(STATUS_PERTEMUAN, sp.get('status')),
      belum: sp.get('belum') === '1',
    },
    search: sp.get('search') ?? '',
    page: positive(sp.get('page'), 1),
    perPage: positive(sp.get('per_page'), TUGAS_PER_PAGE),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function toTugasListSearch(s: TugasListState): URLSearchParams {
  const sp = new URLSearchParams();
  const f = s.filter;
  if (f.jenis) sp.set('jenis_tugas', f.jenis);
  if (f.periode) sp.set('periode', f.periode);
  if (f.kelas) sp.set('kelas', f.kelas);
  if (f.status) sp.set('status', f.status);
  if (f.belum) sp.set('belum', '1');
  if (s.search) sp.set('search', s.search);
  if (s.page !== 1) sp.set('page', String(s.page));
  if (s.perPage !== TUGAS_PER_PAGE) sp.set('per_page', String(s.perPage));
  return sp;
}

export const jumlahFilterAktif = (f: TugasFilter) => Object.values(f).filter(Boolean).length;

export function toTugasListParams(s: TugasListState): TugasListParams {
  const f = s.filter;
  return {
    page: s.page,
    per_page: s.perPage,
    jenis_tugas: f.jenis ? [f.jenis] : undefined,
    periode: f.periode ? [Number(f.periode)] : undefined,
    id_kelas_kuliah: f.kelas ? [f.kelas] : undefined,
    status: f.status ? [f.status] : undefined,
    belum_dikumpulkan: f.belum || undefined,
    search: s.search || null,
  };
}

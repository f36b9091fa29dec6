/** Filter of the attendance reports (the shared filter set as the reports use it), and its query. */
export type LaporanFilter = {
  periode: number | null;
  search: string;
  mode_kuliah: 'online' | 'offline' | 'campuran' | null;
  is_valid: boolean | null;
};

export const filterAwal = (periode: number | null): LaporanFilter => ({ periode, search: '', mode_kuliah: null, is_valid: null });

/** The query of GET /v2/lms/laporan/*: empty values dropped, page and per_page added. */
export function queryLaporan(f: LaporanFilter, page: number, perPage: number) {
  return {
    page,
    per_page: perPage,
    ...(f.periode !== null ? { periode: f.periode } : {}),
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
    ...(f.mode_kuliah ? { mode_kuliah: f.mode_kuliah } : {}),
    ...(f.is_valid !== null ? { is_valid: f.is_valid } : {}),
  };
}

/** 'true'/'false'/'' of the validation select (spec 1 §3: Sudah/Belum Validasi). */
export const isValidDariSelect = (v: string | null): boolean | null => (v === 'true' ? true : v === 'false' ? false : null);

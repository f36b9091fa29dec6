import { FILTER_JENIS_BAWAAN, filterKomponenBawaan, type JenisNilai, type NilaiKelasKuliah } from '@lms/shared';

/**
 * Pure rules of the gradebook table (spec 2 §2): which columns the display filters show, the header links of an
 * activity column, and the rows a virtualised window renders.
 */

export type FilterTampil = { jenis: Set<string>; komponen: Set<number> };

/** On by default: tugas, kuis, forum, uts, uas, and Siakad components weighing above 0%. */
export function filterBawaan(d: Pick<NilaiKelasKuliah, 'header_sikad'>): FilterTampil {
  return {
    jenis: new Set<string>(FILTER_JENIS_BAWAAN),
    komponen: new Set(d.header_sikad.filter((h) => filterKomponenBawaan(h.bobot)).map((h) => h.id)),
  };
}

/** Indexes of the activity columns shown, in order. */
export function kolomTampil(d: Pick<NilaiKelasKuliah, 'header_aktivitas'>, f: FilterTampil): number[] {
  return d.header_aktivitas.flatMap((h, i) => (f.jenis.has(h.aktivitas.jenis) ? [i] : []));
}

export const isUjian = (jenis: JenisNilai) => jenis === 'kuis' || jenis === 'uts' || jenis === 'uas' || jenis === 'remedial';

const enc = encodeURIComponent;

/** Spec 2 §2 grade column header links; null when the user may not read the class. */
export function linkKolom(idKelas: string, a: { id: string; jenis: JenisNilai }, peran: 'dosen' | 'operator', bacaKelas: boolean): string | null {
  if (!bacaKelas) return null;
  if (isUjian(a.jenis)) return `/kelas/${enc(idKelas)}/ujian/${enc(a.id)}?tab=hasil&from=nilai`;
  if (a.jenis === 'tugas') return `/kelas/${enc(idKelas)}/tugas/${enc(a.id)}?tab=submission&ref=nilai`;
  if (peran === 'operator') return `/kelas/${enc(idKelas)}?back=forum`;
  return `/forum?groupId=${enc(idKelas)}&forumId=${enc(`FORUM__${a.id}`)}&ref=nilai`;
}

/** The rows [start, end) a window of `height` px scrolled to `scrollTop` shows, with `overscan` rows either side. */
export function jendelaBaris(total: number, rowHeight: number, scrollTop: number, height: number, overscan = 6): { start: number; end: number } {
  const start = Math.min(total, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const end = Math.min(total, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return { start, end: Math.max(start, end) };
}

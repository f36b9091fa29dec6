import { roundNilai } from '../format/numbers';

/**
 * Exam statistics (issue 'Exams II' point 4; the item analysis of Moodle's quiz statistics):
 * - facility index: the mean score of the question as a percentage of its weight (high = easy);
 * - discrimination index: the correlation (Pearson, -1..1) between the question's score and the rest of the
 *   attempt's score (as a share of the rest's weight), so a question does not correlate with itself. Negative means
 *   stronger students did worse on it than weaker ones: the key or the wording is likely wrong, and it is flagged;
 * - per exam: mean, median, sample standard deviation and a 10-bin histogram of final scores (0-10 … 90-100).
 */

export const BATAS_DAYA_BEDA_MENCURIGAKAN = 0;
export const JUMLAH_BIN_HISTOGRAM = 10;

export type PengerjaanStatistik = {
  nilaiAkhir: number;
  /** Per drawn question: its score (null = essay not graded) and weight. */
  soal: Map<number, { nilai: number | null; bobot: number }>;
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Sample standard deviation (n - 1); null below two values. */
export function simpanganBaku(xs: number[]): number | null {
  if (xs.length < 2) return null;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}

/** Pearson correlation; null when fewer than 3 pairs or either side has no spread. */
export function korelasi(xs: number[], ys: number[]): number | null {
  if (xs.length < 3 || xs.length !== ys.length) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Counts of final scores per bin: [0,10), [10,20) … [90,100]. */
export function histogramNilai(nilai: number[]): { dari: number; sampai: number; jumlah: number }[] {
  const lebar = 100 / JUMLAH_BIN_HISTOGRAM;
  const bins = Array.from({ length: JUMLAH_BIN_HISTOGRAM }, (_, i) => ({ dari: i * lebar, sampai: (i + 1) * lebar, jumlah: 0 }));
  for (const n of nilai) {
    const i = Math.min(JUMLAH_BIN_HISTOGRAM - 1, Math.max(0, Math.floor(n / lebar)));
    bins[i]!.jumlah++;
  }
  return bins;
}

export type RingkasanUjian = { jumlah: number; rata_rata: number | null; median: number | null; simpangan_baku: number | null };

export function ringkasanNilai(nilai: number[]): RingkasanUjian {
  const r = (v: number | null) => (v === null ? null : roundNilai(v));
  return { jumlah: nilai.length, rata_rata: nilai.length ? r(mean(nilai)) : null, median: r(median(nilai)), simpangan_baku: r(simpanganBaku(nilai)) };
}

export type AnalisisSoal = { indeks_kesukaran: number | null; indeks_daya_beda: number | null; rata_rata_nilai: number | null; mencurigakan: boolean };

/** Facility and discrimination of one question over the attempts that drew it (ungraded essays left out). */
export function analisisSoal(idSoal: number, pengerjaan: PengerjaanStatistik[]): AnalisisSoal {
  const q: number[] = [];
  const rest: number[] = [];
  let bobot = 0;
  for (const p of pengerjaan) {
    const s = p.soal.get(idSoal);
    if (!s || s.nilai === null) continue;
    bobot = s.bobot;
    let skor = 0;
    let maks = 0;
    for (const [id, o] of p.soal) {
      if (id === idSoal || o.nilai === null) continue;
      skor += o.nilai;
      maks += o.bobot;
    }
    q.push(s.nilai / s.bobot);
    rest.push(maks > 0 ? skor / maks : 0);
  }
  if (q.length === 0) return { indeks_kesukaran: null, indeks_daya_beda: null, rata_rata_nilai: null, mencurigakan: false };
  const d = korelasi(q, rest);
  return {
    indeks_kesukaran: roundNilai(mean(q) * 100),
    indeks_daya_beda: d === null ? null : roundNilai(d),
    rata_rata_nilai: roundNilai(mean(q) * bobot),
    mencurigakan: d !== null && d < BATAS_DAYA_BEDA_MENCURIGAKAN,
  };
}

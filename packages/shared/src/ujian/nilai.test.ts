import { describe, expect, it } from 'vitest';
import { hitungNilaiPengerjaan, kunciTerlihat, nilaiOtomatis, periksaNilaiSoal, statusNilaiUjian, PESAN_NILAI_UJIAN, type JawabanDinilai, type SoalDinilai } from './nilai';
import { analisisSoal, histogramNilai, korelasi, median, ringkasanNilai, simpanganBaku } from './statistik';

const pg = (id: number, kunci = 1, bobot = 1): SoalDinilai => ({ id, jenis: 'pilihan', bobot, kunci });
const bs = (id: number, kunci = 'benar', bobot = 1): SoalDinilai => ({ id, jenis: 'benar_salah', bobot, kunci });
const es = (id: number, bobot = 5): SoalDinilai => ({ id, jenis: 'esay', bobot, kunci: null });
const j = (jawaban: JawabanDinilai['jawaban'], nilaiManual: number | null = null): JawabanDinilai => ({ jawaban, nilaiManual });

describe('nilaiOtomatis', () => {
  it('gives the weight for the key, 0 otherwise, null for essays', () => {
    expect(nilaiOtomatis(pg(1, 2, 3), { pilihan: 2 })).toBe(3);
    expect(nilaiOtomatis(pg(1, 2, 3), { pilihan: 0 })).toBe(0);
    expect(nilaiOtomatis(pg(1), null)).toBe(0);
    expect(nilaiOtomatis(bs(1, 'salah'), { benar_salah: 'salah' })).toBe(1);
    expect(nilaiOtomatis(bs(1, 'salah'), { benar_salah: 'benar' })).toBe(0);
    expect(nilaiOtomatis(es(1), { esay: { teks: 'x' } })).toBeNull();
  });
});

describe('hitungNilaiPengerjaan', () => {
  it('scales the counted scores to 100, applies the deduction, never below 0', () => {
    const kelompok = [{ aturan: 'semua' as const, jumlah_wajib_dijawab: null, soal: [pg(1, 1, 2), bs(2), es(3)] }];
    const jawaban = new Map([
      [1, j({ pilihan: 1 })],
      [2, j({ benar_salah: 'salah' })],
      [3, j({ esay: { teks: '<p>jawab</p>' } }, 4)],
    ]);
    const h = hitungNilaiPengerjaan(kelompok, jawaban, 0);
    expect(h).toMatchObject({ skor: 6, skorMaks: 8, nilaiAkhir: 75, lengkap: true });
    expect(hitungNilaiPengerjaan(kelompok, jawaban, 10.5).nilaiAkhir).toBe(64.5);
    expect(hitungNilaiPengerjaan(kelompok, jawaban, 100).nilaiAkhir).toBe(0);
  });

  it('an answered essay without a score leaves the attempt incomplete; an empty essay scores 0', () => {
    const kelompok = [{ aturan: 'semua' as const, jumlah_wajib_dijawab: null, soal: [es(1), es(2)] }];
    const h = hitungNilaiPengerjaan(kelompok, new Map([[1, j({ esay: { teks: 'ada' } })], [2, j({ esay: { teks: '<p> </p>', files: [] } })]]), 0);
    expect(h.soal).toEqual([
      { id_soal: 1, nilai: null, dihitung: true, dijawab: true },
      { id_soal: 2, nilai: 0, dihitung: true, dijawab: false },
    ]);
    expect(h.lengkap).toBe(false);
  });

  it("in a 'sebagian' group counts the first k answered questions, filling the quota with unanswered ones", () => {
    const kelompok = [{ aturan: 'sebagian' as const, jumlah_wajib_dijawab: 2, soal: [pg(1), pg(2), pg(3)] }];
    const semua = hitungNilaiPengerjaan(kelompok, new Map([[1, j({ pilihan: 0 })], [2, j({ pilihan: 1 })], [3, j({ pilihan: 1 })]]), 0);
    expect(semua.soal.map((s) => s.dihitung)).toEqual([true, true, false]);
    expect(semua.nilaiAkhir).toBe(50);
    const satu = hitungNilaiPengerjaan(kelompok, new Map([[3, j({ pilihan: 1 })]]), 0);
    expect(satu.soal.map((s) => s.dihitung)).toEqual([true, false, true]);
    expect(satu.nilaiAkhir).toBe(50);
  });

  it('an attempt without questions scores 0', () => {
    expect(hitungNilaiPengerjaan([], new Map(), 0).nilaiAkhir).toBe(0);
  });
});

describe('kunciTerlihat (four conditions)', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const u = { tampilkan_kunci_jawaban: true, waktu_tampil_kunci: '2026-11-20T09:00:00Z' };
  const a = { sudahMengerjakan: true, tampilkanSoal: true };
  it('needs all four', () => {
    expect(kunciTerlihat(u, a, now)).toBe(true);
    expect(kunciTerlihat({ ...u, tampilkan_kunci_jawaban: false }, a, now)).toBe(false);
    expect(kunciTerlihat(u, { ...a, sudahMengerjakan: false }, now)).toBe(false);
    expect(kunciTerlihat({ ...u, waktu_tampil_kunci: null }, a, now)).toBe(false);
    expect(kunciTerlihat({ ...u, waktu_tampil_kunci: '2026-11-20T10:00:01Z' }, a, now)).toBe(false);
    expect(kunciTerlihat(u, { ...a, tampilkanSoal: false }, now)).toBe(false);
  });
});

describe('statusNilaiUjian and periksaNilaiSoal', () => {
  it('follows the lecturer badges', () => {
    expect(statusNilaiUjian({ selesai: false, jumlahPengerjaan: 3, jumlahBelumDinilai: 3 })).toBe('belum_berakhir');
    expect(statusNilaiUjian({ selesai: true, jumlahPengerjaan: 0, jumlahBelumDinilai: 0 })).toBe('tidak_ada_pengerjaan');
    expect(statusNilaiUjian({ selesai: true, jumlahPengerjaan: 3, jumlahBelumDinilai: 1 })).toBe('belum_dinilai');
    expect(statusNilaiUjian({ selesai: true, jumlahPengerjaan: 3, jumlahBelumDinilai: 0 })).toBe('sudah_dinilai');
  });
  it('parses an integer within the weight', () => {
    expect(periksaNilaiSoal('4', 5)).toEqual({ nilai: 4 });
    expect(periksaNilaiSoal('', 5)).toEqual({ pesan: PESAN_NILAI_UJIAN.nilaiWajib });
    expect(periksaNilaiSoal('2,5', 5)).toEqual({ pesan: PESAN_NILAI_UJIAN.nilaiBulat });
    expect(periksaNilaiSoal(-1, 5)).toEqual({ pesan: PESAN_NILAI_UJIAN.nilaiMin });
    expect(periksaNilaiSoal(6, 5)).toEqual({ pesan: PESAN_NILAI_UJIAN.nilaiMaks(5) });
  });
});

describe('statistics', () => {
  it('median, sample deviation, correlation, histogram', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(simpanganBaku([5])).toBeNull();
    expect(simpanganBaku([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
    expect(korelasi([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(korelasi([1, 2, 3], [6, 4, 2])).toBeCloseTo(-1);
    expect(korelasi([1, 1, 1], [1, 2, 3])).toBeNull();
    const h = histogramNilai([0, 9.99, 10, 55, 100]);
    expect(h.map((b) => b.jumlah)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(ringkasanNilai([])).toEqual({ jumlah: 0, rata_rata: null, median: null, simpangan_baku: null });
  });

  it('flags a question the weaker attempts got right', () => {
    const p = (...xs: number[]) => ({ nilaiAkhir: 0, soal: new Map(xs.map((n, i) => [i + 1, { nilai: n, bobot: 1 }])) });
    const data = [p(1, 1, 1, 0), p(1, 1, 0, 0), p(0, 0, 0, 1), p(0, 0, 1, 1), p(1, 1, 1, 0)];
    const q4 = analisisSoal(4, data);
    expect(q4.indeks_kesukaran).toBe(40);
    expect(q4.indeks_daya_beda!).toBeLessThan(0);
    expect(q4.mencurigakan).toBe(true);
    const q1 = analisisSoal(1, data);
    expect(q1.indeks_daya_beda!).toBeGreaterThan(0);
    expect(q1.mencurigakan).toBe(false);
    expect(analisisSoal(9, data)).toEqual({ indeks_kesukaran: null, indeks_daya_beda: null, rata_rata_nilai: null, mencurigakan: false });
  });
});

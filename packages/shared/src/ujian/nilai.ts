import { roundNilai } from '../format/numbers';
import type { StatusNilai } from '../status';
import type { AturanKelompok } from './model';

/**
 * Exam grading (spec 2 §3 'Score payloads', §4 key visibility and lecturer badges, §5 'Score entry and grading'):
 * the pure rules both sides use. A question scores 0..bobot (whole numbers); pilihan and benar_salah are scored by
 * the server against the key, essays by the lecturer. The attempt's final score is the counted questions' share of
 * their weights on a 0..100 scale, minus the lecturer's deduction, never below 0.
 */

export const NILAI_MAKS_UJIAN = 100;
/** Deduction range (2 decimals). */
export const MAX_PENGURANGAN_NILAI = 100;

export const PESAN_NILAI_UJIAN = {
  berhasilUpdateNilai: 'Berhasil update nilai',
  berhasilUpdatePengurangan: 'Berhasil update pengurangan nilai',
  berhasilPublish: 'Berhasil publish nilai',
  berhasilUnpublish: 'Berhasil unpublish nilai',
  berhasilReset: 'Berhasil reset pengerjaan dari mahasiswa',
  konfirmasiReset: 'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?',
  sedangProses: 'Sedang proses perhitungan nilai',
  berhasilHitung: 'Perhitungan nilai dimulai',
  nilaiWajib: 'Nilai wajib diisi',
  nilaiBulat: 'Nilai harus bilangan bulat',
  nilaiMin: 'Nilai tidak boleh kurang dari 0',
  nilaiMaks: (bobot: number) => `Nilai tidak boleh lebih dari bobot soal (${bobot})`,
  penguranganMaks: `Pengurangan nilai tidak boleh lebih dari ${MAX_PENGURANGAN_NILAI}`,
  hanyaEsai: 'Nilai soal pilihan dan benar/salah dihitung otomatis; hanya soal esai yang dinilai pengajar',
  soalTidakDijawab: 'Soal ini tidak termasuk dalam pengerjaan mahasiswa',
  tidakMenjawab: 'Mahasiswa tidak menjawab soal ini (nilainya 0)',
  pengerjaanBelumSelesai: 'Pengerjaan belum selesai dan belum dapat dinilai',
  mahasiswaBelumMengerjakan: 'Mahasiswa belum mengerjakan kuis/ujian ini',
  tidakDihitung: 'Tidak dihitung (melebihi jumlah wajib dijawab)',
  tidakAdaPengerjaan: 'Tidak Ada Pengerjaan',
  belumDinilai: 'Belum Dinilai',
  sudahDinilai: 'Sudah Dinilai',
} as const;

export type SoalDinilai = {
  id: number;
  jenis: 'pilihan' | 'benar_salah' | 'esay';
  bobot: number;
  /** pilihan: the option index; benar_salah: 'benar' | 'salah'; esay: unused. */
  kunci: number | string | null;
};

export type JawabanDinilai = {
  /** The stored answer (null or absent = not answered). */
  jawaban: { pilihan?: number; benar_salah?: string; esay?: { teks?: string; files?: unknown[] } } | null;
  /** The lecturer's score of an essay (null = not graded yet). */
  nilaiManual: number | null;
};

/** Whether an answer counts as given (an essay needs text or a file). */
export function adaJawaban(j: JawabanDinilai['jawaban'] | undefined): boolean {
  if (!j) return false;
  if (j.pilihan !== undefined || j.benar_salah !== undefined) return true;
  return Boolean(j.esay && ((j.esay.teks ?? '').replace(/<[^>]*>/g, '').trim() !== '' || (j.esay.files ?? []).length > 0));
}

/** The automatic score of one question: its weight when the answer matches the key, else 0; null for essays. */
export function nilaiOtomatis(s: SoalDinilai, j: JawabanDinilai['jawaban'] | undefined): number | null {
  if (s.jenis === 'esay') return null;
  if (!j) return 0;
  if (s.jenis === 'pilihan') return j.pilihan !== undefined && j.pilihan === s.kunci ? s.bobot : 0;
  return j.benar_salah !== undefined && j.benar_salah === s.kunci ? s.bobot : 0;
}

export type KelompokDinilai = { aturan: AturanKelompok; jumlah_wajib_dijawab: number | null; soal: SoalDinilai[] };

export type NilaiSoalHasil = {
  id_soal: number;
  /** The question's score (null: an answered essay not graded yet). */
  nilai: number | null;
  /** Counted towards the final score (a 'sebagian' group counts only jumlah_wajib_dijawab of its questions). */
  dihitung: boolean;
  dijawab: boolean;
};

export type HasilPenilaian = {
  soal: NilaiSoalHasil[];
  /** Sum of the counted scores and of their weights. */
  skor: number;
  skorMaks: number;
  /** 0..100, 2 decimals, deduction applied, never below 0. */
  nilaiAkhir: number;
  /** Every counted answered essay has a score. */
  lengkap: boolean;
};

/**
 * Scores an attempt: per question in the drawn order (groups as drawn), then the final score. In a 'sebagian' group
 * the first jumlah_wajib_dijawab answered questions in the order shown count; when fewer were answered the first
 * unanswered ones fill the quota (scoring 0), so skipping never raises the score.
 */
export function hitungNilaiPengerjaan(kelompok: KelompokDinilai[], jawaban: Map<number, JawabanDinilai>, pengurangan: number): HasilPenilaian {
  const soal: NilaiSoalHasil[] = [];
  let skor = 0;
  let skorMaks = 0;
  let lengkap = true;
  for (const k of kelompok) {
    const kuota = k.aturan === 'sebagian' && k.jumlah_wajib_dijawab ? k.jumlah_wajib_dijawab : Infinity;
    const dijawab = k.soal.map((s) => adaJawaban(jawaban.get(s.id)?.jawaban));
    const dihitung = new Set<number>();
    k.soal.forEach((s, i) => dijawab[i] && dihitung.size < kuota && dihitung.add(s.id));
    k.soal.forEach((s, i) => !dijawab[i] && dihitung.size < kuota && dihitung.add(s.id));
    k.soal.forEach((s, i) => {
      const j = jawaban.get(s.id);
      const nilai = s.jenis === 'esay' ? (dijawab[i] ? (j?.nilaiManual ?? null) : 0) : nilaiOtomatis(s, j?.jawaban);
      const hitung = dihitung.has(s.id);
      if (hitung) {
        skor += nilai ?? 0;
        skorMaks += s.bobot;
        if (nilai === null) lengkap = false;
      }
      soal.push({ id_soal: s.id, nilai, dihitung: hitung, dijawab: dijawab[i]! });
    });
  }
  const mentah = skorMaks > 0 ? (skor / skorMaks) * NILAI_MAKS_UJIAN : 0;
  return { soal, skor, skorMaks, nilaiAkhir: Math.max(0, roundNilai(mentah - pengurangan)), lengkap };
}

/**
 * The answer key (and the exam's questions) reach a student after the exam only when all four hold (spec 2 §4):
 * the exam shows its key, the student attempted it, the key time is set and reached, and the class setting
 * akses_resume_ujian.tampilkan_soal allows showing questions.
 */
export function kunciTerlihat(
  u: { tampilkan_kunci_jawaban: boolean; waktu_tampil_kunci: Date | string | null },
  a: { sudahMengerjakan: boolean; tampilkanSoal: boolean },
  now: Date | number,
): boolean {
  if (!u.tampilkan_kunci_jawaban || !a.sudahMengerjakan || !a.tampilkanSoal || !u.waktu_tampil_kunci) return false;
  return new Date(u.waktu_tampil_kunci).getTime() <= new Date(now).getTime();
}

/** The lecturer badge of a finished exam (spec 2 §4) and the gradebook's status_nilai. */
export function statusNilaiUjian(u: { selesai: boolean; jumlahPengerjaan: number; jumlahBelumDinilai: number }): StatusNilai {
  if (!u.selesai) return 'belum_berakhir';
  if (u.jumlahPengerjaan === 0) return 'tidak_ada_pengerjaan';
  return u.jumlahBelumDinilai > 0 ? 'belum_dinilai' : 'sudah_dinilai';
}

/** Parses the essay score field (spec 2 §5: an integer); a message when it is not one. */
export function periksaNilaiSoal(v: unknown, bobot: number): { nilai: number } | { pesan: string } {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return { pesan: PESAN_NILAI_UJIAN.nilaiWajib };
  const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
  if (!Number.isFinite(n) || !Number.isInteger(n)) return { pesan: PESAN_NILAI_UJIAN.nilaiBulat };
  if (n < 0) return { pesan: PESAN_NILAI_UJIAN.nilaiMin };
  if (n > bobot) return { pesan: PESAN_NILAI_UJIAN.nilaiMaks(bobot) };
  return { nilai: n };
}

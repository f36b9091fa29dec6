import { hitungNilaiPengerjaan, type JawabanDinilai, type KelompokDinilai, type SoalDinilai } from '@lms/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UjianSoalData } from '../../db/schema';
import { ujianJawaban, ujianPengerjaan } from '../../db/schema';
import { findJawaban, type PengerjaanRow } from './pengerjaan.repo';
import { findKelompokByUjian, findSoalByUjian } from './soal-ujian.repo';

/**
 * Scoring an attempt on the server (issue 'Exams II' point 1): pilihan and benar_salah against the key when the
 * attempt closes (by the student, the server at its deadline or a teacher) and again when a recalculation runs; the
 * lecturer's essay scores are kept. Writes each answer's score and the attempt's final score and grading state in
 * the caller's transaction. One exam's questions are read once per batch (`KonteksNilai`).
 */

export type KonteksNilai = {
  kelompok: Map<number, { aturan: KelompokDinilai['aturan']; jumlahWajibDijawab: number | null }>;
  soal: Map<number, SoalDinilai>;
};

export function kunciOf(data: UjianSoalData): number | string | null {
  if ('pilihan' in data) return data.pilihan.kunci;
  if ('benar_salah' in data) return data.benar_salah.kunci;
  return null;
}

export async function muatKonteksNilai(db: Db, idUjian: number): Promise<KonteksNilai> {
  const kelompok = await findKelompokByUjian(db, idUjian);
  const soal = await findSoalByUjian(db, idUjian);
  return {
    kelompok: new Map(kelompok.map((k) => [k.id, { aturan: k.aturan as KelompokDinilai['aturan'], jumlahWajibDijawab: k.jumlahWajibDijawab }])),
    soal: new Map(
      soal.map(({ soal: s }) => [s.id, { id: s.id, jenis: s.jenis as SoalDinilai['jenis'], bobot: s.bobot, kunci: kunciOf(s.data) }]),
    ),
  };
}

/** The attempt's drawn groups as the scoring rule takes them (questions deleted since are left out). */
export function kelompokPengerjaan(k: KonteksNilai, p: Pick<PengerjaanRow, 'susunan'>): (KelompokDinilai & { id: number })[] {
  return p.susunan.flatMap((g) => {
    const aturan = k.kelompok.get(g.id_kelompok);
    if (!aturan) return [];
    const soal = g.soal.flatMap((id) => (k.soal.has(id) ? [k.soal.get(id)!] : []));
    return [{ id: g.id_kelompok, aturan: aturan.aturan, jumlah_wajib_dijawab: aturan.jumlahWajibDijawab, soal }];
  });
}

export function hitungDariJawaban(
  k: KonteksNilai,
  p: Pick<PengerjaanRow, 'susunan' | 'penguranganNilai'>,
  jawaban: { idSoal: number; jawaban: unknown; nilai: number | null }[],
) {
  const map = new Map<number, JawabanDinilai>(
    jawaban.map((j) => [j.idSoal, { jawaban: j.jawaban as JawabanDinilai['jawaban'], nilaiManual: j.nilai === null ? null : Number(j.nilai) }]),
  );
  return hitungNilaiPengerjaan(kelompokPengerjaan(k, p), map, Number(p.penguranganNilai));
}

/**
 * Rescores one closed attempt and stores the result: automatic scores on the answer rows, final score, and
 * dinilai_at (set once every counted answered essay has a score, kept while it stays complete, cleared otherwise).
 */
export async function simpanNilaiPengerjaan(tx: Db, k: KonteksNilai, p: PengerjaanRow, now = new Date()) {
  const jawaban = await findJawaban(tx, p.id);
  const hasil = hitungDariJawaban(k, p, jawaban);
  const ada = new Set(jawaban.map((j) => j.idSoal));
  const otomatis = hasil.soal.filter((s) => ada.has(s.id_soal) && k.soal.get(s.id_soal)?.jenis !== 'esay');
  if (otomatis.length) {
    const values = sql.join(otomatis.map((s) => sql`(${s.id_soal}::int, ${s.nilai}::numeric)`), sql`, `);
    await tx.execute(sql`update ${ujianJawaban} j set nilai = v.nilai from (values ${values}) as v(id_soal, nilai)
      where j.id_pengerjaan = ${p.id}::bigint and j.id_soal = v.id_soal`);
  }
  const dinilaiAt = hasil.lengkap ? (p.dinilaiAt ?? now) : null;
  await tx.execute(sql`update ${ujianPengerjaan} set nilai_akhir = ${hasil.nilaiAkhir}::numeric,
    dinilai_at = ${dinilaiAt ? dinilaiAt.toISOString() : null}::timestamptz where id = ${p.id}::bigint`);
  return hasil;
}

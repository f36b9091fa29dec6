import { z } from 'zod';
import { paginationQuery } from '../common/envelope';
import { roundNilai } from '../format/numbers';
import { ATURAN_KELOMPOK, CARA_SELESAI, JENIS_PELANGGARAN, STATUS_PENGERJAAN } from './model';
import { MAX_PENGURANGAN_NILAI, PESAN_NILAI_UJIAN } from './nilai';
import { jawabanValue, ujianSoalItem } from './schemas';

/** Grading, results, statistics and export of exams (spec 2 §3 'Score payloads', §7 'Exams'). */

const idRef = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647);

export const nilaiSoalParams = z.object({ id: idRef, idPengerjaan: idRef, idKelompok: idRef, idSoal: idRef });
export const pengerjaanIdParams = z.object({ id: idRef });
export const pengerjaanMahasiswaParams = z.object({ id: idRef, idMahasiswa: idRef });

/** PUT …/soal/{id}/nilai: an integer (spec 2 §5); the question's weight is the upper bound (checked by the API). */
export const nilaiSoalBody = z.object({
  nilai: z.number(PESAN_NILAI_UJIAN.nilaiWajib).int(PESAN_NILAI_UJIAN.nilaiBulat).min(0, PESAN_NILAI_UJIAN.nilaiMin),
});
export type NilaiSoalBody = z.input<typeof nilaiSoalBody>;

/** PUT /v2/lms/pengerjaan/{id}/pengurangan_nilai: rounded to 2 decimals. */
export const penguranganNilaiBody = z.object({
  nilai: z
    .number(PESAN_NILAI_UJIAN.nilaiWajib)
    .min(0, PESAN_NILAI_UJIAN.nilaiMin)
    .max(MAX_PENGURANGAN_NILAI, PESAN_NILAI_UJIAN.penguranganMaks)
    .transform(roundNilai),
});
export type PenguranganNilaiBody = z.input<typeof penguranganNilaiBody>;

export const nilaiPublishingBody = z.object({ is_tampilkan_nilai: z.boolean('is_tampilkan_nilai harus boolean') });

export const STATUS_PENILAIAN = ['belum_dinilai', 'sudah_dinilai'] as const;
export type StatusPenilaian = (typeof STATUS_PENILAIAN)[number];

export const penilaianUjianQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  status_penilaian: z.enum(STATUS_PENILAIAN).optional(),
});
export type PenilaianUjianQuery = z.input<typeof penilaianUjianQuery>;

const mahasiswaRingkas = z.object({ id: z.number().int(), id_user: z.number().int(), nim: z.string(), nama: z.string() });

/** One attempt in the lecturers' grading list. */
export const penilaianUjianItem = z.object({
  id_pengerjaan: z.number().int(),
  mahasiswa: mahasiswaRingkas,
  status: z.enum(STATUS_PENGERJAAN),
  /** null while the attempt runs. */
  status_penilaian: z.enum(STATUS_PENILAIAN).nullable(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string().nullable(),
  cara_selesai: z.enum(CARA_SELESAI).nullable(),
  jumlah_soal: z.number().int(),
  jumlah_soal_dijawab: z.number().int(),
  jumlah_esai_belum_dinilai: z.number().int(),
  nilai_akhir: z.number().nullable(),
  pengurangan_nilai: z.number(),
  jumlah_pelanggaran: z.number().int(),
});
export type PenilaianUjianItem = z.infer<typeof penilaianUjianItem>;

export const tanpaPengerjaanItem = z.object({ mahasiswa: mahasiswaRingkas });
export type TanpaPengerjaanItem = z.infer<typeof tanpaPengerjaanItem>;

/** A question of an attempt with its key, the answer and its score. */
export const soalDinilaiItem = ujianSoalItem.extend({
  jawaban: jawabanValue.nullable(),
  nilai: z.number().nullable(),
  dihitung: z.boolean(),
  dijawab: z.boolean(),
});
export type SoalDinilaiItem = z.infer<typeof soalDinilaiItem>;

export const kelompokDinilaiItem = z.object({
  id: z.number().int(),
  nama: z.string(),
  aturan: z.enum(ATURAN_KELOMPOK),
  jumlah_wajib_dijawab: z.number().int().nullable(),
  soal: z.array(soalDinilaiItem),
});
export type KelompokDinilaiItem = z.infer<typeof kelompokDinilaiItem>;

/** GET /v2/lms/ujian/{id}/pengerjaan/{studentId}: one attempt to grade. */
export const penilaianUjianDetail = z.object({
  pengerjaan: penilaianUjianItem,
  kelompok: z.array(kelompokDinilaiItem),
  pelanggaran: z.array(z.object({ jenis: z.enum(JENIS_PELANGGARAN), waktu: z.string() })),
  /** The next attempt (by nim) still to grade, for 'next'. */
  berikutnya: z.object({ id_mahasiswa: z.number().int(), nama: z.string() }).nullable(),
});
export type PenilaianUjianDetail = z.infer<typeof penilaianUjianDetail>;

/** GET …/perhitungan_nilai: the recalculation job of the exam's scores (data.status). */
export const perhitunganNilaiStatus = z.object({
  status: z.enum(['idle', 'processing', 'completed', 'failed']),
  progress: z.number().int(),
  id_job: z.string().nullable(),
  pesan: z.string().nullable(),
});
export type PerhitunganNilaiStatus = z.infer<typeof perhitunganNilaiStatus>;

/** GET /v2/lms/ujian/{id}/pengerjaan/jawaban_stats. */
export const statistikSoalItem = z.object({
  id_soal: z.number().int(),
  nomor: z.number().int(),
  id_kelompok: z.number().int(),
  jenis: ujianSoalItem.shape.jenis,
  pertanyaan: z.string(),
  bobot: z.number().int(),
  jumlah_peserta: z.number().int(),
  jumlah_menjawab: z.number().int(),
  /** pilihan: one entry per option then 'Kosong'; benar_salah: Benar, Salah, Kosong; esay: Dijawab, Kosong. */
  distribusi: z.array(z.object({ label: z.string(), jumlah: z.number().int(), kunci: z.boolean() })),
  indeks_kesukaran: z.number().nullable(),
  indeks_daya_beda: z.number().nullable(),
  rata_rata_nilai: z.number().nullable(),
  mencurigakan: z.boolean(),
});
export type StatistikSoalItem = z.infer<typeof statistikSoalItem>;

export const jawabanStats = z.object({
  ringkasan: z.object({ jumlah: z.number().int(), rata_rata: z.number().nullable(), median: z.number().nullable(), simpangan_baku: z.number().nullable() }),
  histogram: z.array(z.object({ dari: z.number(), sampai: z.number(), jumlah: z.number().int() })),
  soal: z.array(statistikSoalItem),
});
export type JawabanStats = z.infer<typeof jawabanStats>;

import { z } from 'zod';
import { LABEL_ARSIP } from '../materi/tipe';

/**
 * The question model (spec 2 §3 'Question', §5 'Question form'), shared by the question bank and the exams.
 * A question has a jenis, a rich-text pertanyaan, attachments (soal_files) and one type block named after its
 * jenis: `pilihan`, `benar_salah` or `esay`.
 */

export const JENIS_SOAL = ['pilihan', 'benar_salah', 'esay'] as const;
export type JenisSoal = (typeof JENIS_SOAL)[number];

/** Labels of the copy table and import dialog (spec 2 §2: Pilihan, Benar/Salah, Esay). */
export const JENIS_SOAL_LABEL: Record<JenisSoal, string> = { pilihan: 'Pilihan', benar_salah: 'Benar/Salah', esay: 'Esay' };
/** 'Tambah Soal' menu entries (spec 2 §2). */
export const JENIS_SOAL_MENU: Record<JenisSoal, string> = { pilihan: 'Soal Pilihan', benar_salah: 'Soal Benar Salah', esay: 'Soal Esai' };

/** Minimum options of a multiple-choice question (spec 2 §9); letters run from A, so at most 26. */
export const MIN_PILIHAN = 3;
export const MAX_PILIHAN = 26;
export const MAX_PERTANYAAN_CHARS = 20_000;
export const MAX_PILIHAN_CHARS = 2_000;
export const MAX_KUNCI_ESAY_CHARS = 10_000;
/** Attachments per question and per essay key: enough for a worksheet, small enough for one form post. */
export const MAX_SOAL_FILES = 10;

/** Accepted answer file types of an essay (spec 2 §5) and what each admits. */
export const JENIS_FILE_JAWABAN = ['text', 'image', 'pdf', 'docs', 'compressed'] as const;
export type JenisFileJawaban = (typeof JENIS_FILE_JAWABAN)[number];
export const JENIS_FILE_JAWABAN_LABEL: Record<JenisFileJawaban, string> = {
  text: 'Teks',
  image: 'Gambar (JPEG/PNG)',
  pdf: 'PDF',
  docs: 'Dokumen (Office)',
  compressed: `${LABEL_ARSIP} (ZIP/RAR)`,
};
export const EKSTENSI_JAWABAN: Record<Exclude<JenisFileJawaban, 'text'>, readonly string[]> = {
  image: ['.jpg', '.jpeg', '.png'],
  pdf: ['.pdf'],
  docs: ['.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx'],
  compressed: ['.zip', '.rar'],
};

/** Question attachments (spec 2 §5); answer-key attachments are the same without audio and video. */
export const EKSTENSI_LAMPIRAN_SOAL = [
  '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.zip', '.rar', '.png', '.jpg', '.jpeg', '.mp3', '.wav', '.mp4', '.webm',
] as const;
export const EKSTENSI_LAMPIRAN_KUNCI = EKSTENSI_LAMPIRAN_SOAL.filter((e) => !['.mp3', '.wav', '.mp4', '.webm'].includes(e));
/** An option image is a picture (png, jpg, jpeg). */
export const EKSTENSI_GAMBAR_PILIHAN = ['.png', '.jpg', '.jpeg'] as const;

export const PESAN_SOAL = {
  jenisWajib: 'Jenis soal wajib diisi',
  pertanyaanWajib: 'Pertanyaan wajib diisi',
  pertanyaanMaks: `Pertanyaan maksimal ${MAX_PERTANYAAN_CHARS} karakter`,
  pilihanWajib: 'Pilihan jawaban wajib diisi',
  pilihanMaks: `Pilihan jawaban maksimal ${MAX_PILIHAN_CHARS} karakter`,
  pilihanMin: `Minimal ${MIN_PILIHAN} pilihan jawaban`,
  pilihanMaksJumlah: `Maksimal ${MAX_PILIHAN} pilihan jawaban`,
  hapusPilihanDitolak: `Pilihan jawaban tidak dapat dihapus: minimal ${MIN_PILIHAN} pilihan`,
  kunciWajib: 'Kunci jawaban wajib dipilih',
  kunciTidakValid: 'Kunci jawaban harus salah satu pilihan',
  gambarTidakValid: 'Gambar pilihan harus berupa file gambar LMS',
  jenisFileWajib: 'Jenis file jawaban wajib dipilih',
  kunciEsayMaks: `Kunci jawaban maksimal ${MAX_KUNCI_ESAY_CHARS} karakter`,
  hapusKonfirmasi: 'Anda yakin ingin menghapus soal ini?',
  lampiranMaks: `Maksimal ${MAX_SOAL_FILES} lampiran`,
} as const;

/** A stored attachment as the spec names it (soal_files[] {name, content_length, url, extension}). */
export const soalFile = z.object({
  name: z.string(),
  content_length: z.number().int(),
  url: z.string(),
  extension: z.string(),
});
export type SoalFile = z.infer<typeof soalFile>;

const teksWajib = (wajib: string, maks: number, pesanMaks: string) => z.string(wajib).trim().min(1, wajib).max(maks, pesanMaks);

export const pilihanBlock = z
  .object({
    pilihan: z
      .array(teksWajib(PESAN_SOAL.pilihanWajib, MAX_PILIHAN_CHARS, PESAN_SOAL.pilihanMaks), PESAN_SOAL.pilihanWajib)
      .min(MIN_PILIHAN, PESAN_SOAL.pilihanMin)
      .max(MAX_PILIHAN, PESAN_SOAL.pilihanMaksJumlah),
    kunci: z.number(PESAN_SOAL.kunciWajib).int(PESAN_SOAL.kunciWajib).min(0, PESAN_SOAL.kunciTidakValid),
    /** One image URL (or null) per option; shorter lists mean 'no image' for the rest. */
    gambar: z.array(z.string().max(2000).nullable()).max(MAX_PILIHAN).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.kunci >= b.pilihan.length) ctx.addIssue({ code: 'custom', path: ['kunci'], message: PESAN_SOAL.kunciTidakValid });
    if (b.gambar.length > b.pilihan.length) ctx.addIssue({ code: 'custom', path: ['gambar'], message: PESAN_SOAL.gambarTidakValid });
  });
export type PilihanBlock = z.infer<typeof pilihanBlock>;

export const NILAI_BENAR_SALAH = ['benar', 'salah'] as const;
export const benarSalahBlock = z.object({
  /** The texts shown for the two answers. */
  pilihan: z
    .object({ benar: z.string().trim().min(1).max(100).default('Benar'), salah: z.string().trim().min(1).max(100).default('Salah') })
    .default({ benar: 'Benar', salah: 'Salah' }),
  kunci: z.enum(NILAI_BENAR_SALAH, PESAN_SOAL.kunciWajib),
});
export type BenarSalahBlock = z.infer<typeof benarSalahBlock>;

export const esayBlock = z.object({
  jenis_file_diterima: z
    .array(z.enum(JENIS_FILE_JAWABAN, PESAN_SOAL.jenisFileWajib), PESAN_SOAL.jenisFileWajib)
    .min(1, PESAN_SOAL.jenisFileWajib)
    .transform((a) => JENIS_FILE_JAWABAN.filter((j) => a.includes(j))),
  kunci: z.string().max(MAX_KUNCI_ESAY_CHARS, PESAN_SOAL.kunciEsayMaks).default(''),
});
export type EsayBlock = z.infer<typeof esayBlock>;

/** The essay block as stored and answered: with its key attachments. */
export type EsayData = EsayBlock & { kunci_files: SoalFile[] };

const pertanyaan = z.string(PESAN_SOAL.pertanyaanWajib).max(MAX_PERTANYAAN_CHARS, PESAN_SOAL.pertanyaanMaks);

/**
 * The question fields a client sends (multipart text fields or JSON): jenis, pertanyaan and the block of that
 * jenis. Blocks of other types are ignored. The server sanitises pertanyaan and checks it is not blank.
 */
export const soalInput = z.discriminatedUnion(
  'jenis',
  [
    z.object({ jenis: z.literal('pilihan'), pertanyaan, pilihan: pilihanBlock }),
    z.object({ jenis: z.literal('benar_salah'), pertanyaan, benar_salah: benarSalahBlock }),
    z.object({ jenis: z.literal('esay'), pertanyaan, esay: esayBlock }),
  ],
  { error: PESAN_SOAL.jenisWajib },
);
export type SoalInput = z.infer<typeof soalInput>;

/** A question as the API answers it. */
export const soalItem = z.object({
  id: z.number().int(),
  /** 1-based position in its bank. */
  nomor: z.number().int(),
  jenis: z.enum(JENIS_SOAL),
  pertanyaan: z.string(),
  soal_files: z.array(soalFile),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  pilihan: z.object({ pilihan: z.array(z.string()), kunci: z.number().int(), gambar: z.array(z.string().nullable()) }).optional(),
  benar_salah: z.object({ pilihan: z.object({ benar: z.string(), salah: z.string() }), kunci: z.enum(NILAI_BENAR_SALAH) }).optional(),
  esay: z
    .object({ jenis_file_diterima: z.array(z.enum(JENIS_FILE_JAWABAN)), kunci: z.string(), kunci_files: z.array(soalFile) })
    .optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SoalItem = z.infer<typeof soalItem>;

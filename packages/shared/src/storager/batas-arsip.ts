import { formatAngka, ukuranMb } from '../format/numbers';

/**
 * Limits of reading an uploaded archive or document (an .xlsx is a zip of XML parts, an .xls a compound file, a
 * .csv plain text): what the server unpacks and parses, beyond the upload's own size. A file past one is refused
 * with the message naming it (PESAN_ARSIP), before or while it is read.
 */
export const BATAS_ARSIP = {
  /**
   * Uncompressed bytes of all the entries of a zip, declared and actually inflated: four times a full import of
   * 10,000 rows of ten columns (about 6 MB of XML).
   */
  maksTerurai: 25_000_000,
  /** Entries in a zip's directory (a workbook has a few dozen). */
  maksEntri: 1_000,
  /** Columns read per row; values further right are ignored. */
  maksKolom: 200,
  /** Wall time of one parse in the parser thread. */
  waktuMs: 15_000,
  /** Heap of the parser thread. */
  memoriMb: 256,
  /**
   * Pixels of an uploaded PNG (width × height): the PDF writer decodes PNGs with transparency to raw pixels, four
   * bytes each, so a small file declaring a huge image would inflate to gigabytes there. 25 megapixels is a
   * 6,000 × 4,000 photo.
   */
  maksPikselPng: 25_000_000,
} as const;

export const PESAN_ARSIP = {
  terurai: (bytes: number) => `Isi file setelah diekstrak melebihi batas ${ukuranMb(bytes)} MB`,
  entri: (n: number) => `File berisi lebih dari ${formatAngka(n)} bagian; maksimal ${formatAngka(n)} bagian`,
  baris: (n: number) => `File berisi lebih dari ${formatAngka(n)} baris data; maksimal ${formatAngka(n)} baris per impor`,
  teks: (n: number) => `File berisi lebih dari ${formatAngka(n)} teks; maksimal ${formatAngka(n)} teks per impor`,
  waktu: (ms: number) => `File terlalu rumit untuk dibaca: melebihi batas waktu ${formatAngka(ms / 1000)} detik`,
  memori: (mb: number) => `File terlalu rumit untuk dibaca: melebihi batas memori ${formatAngka(mb)} MB`,
  piksel: (piksel: number) => `Ukuran gambar melebihi batas ${formatAngka(piksel / 1_000_000)} megapiksel (lebar × tinggi)`,
} as const;

import {
  JENIS_FILE_JAWABAN,
  MAX_KUNCI_ESAY_CHARS,
  MAX_PERTANYAAN_CHARS,
  MAX_PILIHAN_CHARS,
  MIN_PILIHAN,
  type JenisFileJawaban,
  type JenisSoal,
} from '../soal/model';
import { hurufPilihan, indexDariHuruf } from '../soal/rules';

/**
 * 'Impor Soal' (spec 2 §2, §5): one .xlsx template per question type, read back row by row. Pure rules shared by
 * the API (validation) and the web (template help). Columns are found by their header, so a reordered sheet works.
 */
export const IMPOR_MAX_BYTES = 5_000_000;
/**
 * Data rows read from an import file: ten times a bank's MAX_SOAL_PER_BANK, so a file of a few too many questions
 * still gets its row-by-row answer, while a sheet of a million rows is refused after its first thousand.
 */
export const IMPOR_MAX_BARIS = 1_000;
export const IMPOR_EKSTENSI = ['.xls', '.xlsx'] as const;
export const IMPOR_SHEET = 'Soal';
export const IMPOR_PILIHAN_KOLOM = 5;

export const KOLOM_IMPOR: Record<JenisSoal, { header: string; contoh: string; petunjuk: string }[]> = {
  pilihan: [
    { header: 'No', contoh: '1', petunjuk: 'Nomor urut (tidak dibaca; soal disimpan sesuai urutan baris).' },
    { header: 'Pertanyaan', contoh: 'Ibukota Indonesia adalah ...', petunjuk: 'Wajib. Teks pertanyaan; baris baru menjadi paragraf baru.' },
    ...Array.from({ length: IMPOR_PILIHAN_KOLOM }, (_, i) => ({
      header: `Pilihan ${hurufPilihan(i)}`,
      contoh: ['Bandung', 'Jakarta', 'Surabaya', 'Medan', ''][i] ?? '',
      petunjuk: i < MIN_PILIHAN ? 'Wajib.' : 'Opsional; kosongkan bila tidak dipakai (pilihan diisi berurutan dari A).',
    })),
    { header: 'Kunci', contoh: 'B', petunjuk: 'Wajib. Huruf pilihan yang benar (A, B, C, ...).' },
  ],
  benar_salah: [
    { header: 'No', contoh: '1', petunjuk: 'Nomor urut (tidak dibaca).' },
    { header: 'Pertanyaan', contoh: 'Matahari terbit dari timur.', petunjuk: 'Wajib. Pernyataan yang dinilai benar atau salah.' },
    { header: 'Kunci', contoh: 'Benar', petunjuk: 'Wajib. Benar atau Salah.' },
  ],
  esay: [
    { header: 'No', contoh: '1', petunjuk: 'Nomor urut (tidak dibaca).' },
    { header: 'Pertanyaan', contoh: 'Jelaskan proses fotosintesis.', petunjuk: 'Wajib. Teks pertanyaan.' },
    { header: 'Kunci Jawaban', contoh: 'Tumbuhan mengubah cahaya menjadi energi kimia ...', petunjuk: 'Opsional. Kunci atau pedoman penilaian.' },
    {
      header: 'Jenis File Diterima',
      contoh: 'teks, pdf',
      petunjuk: 'Opsional (kosong = teks). Dipisah koma: teks, gambar, pdf, dokumen, arsip, atau semua.',
    },
  ],
};

const ALIAS_JENIS_FILE: Record<string, JenisFileJawaban> = {
  text: 'text',
  teks: 'text',
  image: 'image',
  gambar: 'image',
  pdf: 'pdf',
  docs: 'docs',
  dokumen: 'docs',
  office: 'docs',
  compressed: 'compressed',
  arsip: 'compressed',
  zip: 'compressed',
};

export type BarisImpor = { baris: number; nilai: Record<string, string> };
export type SoalImpor =
  | { jenis: 'pilihan'; pertanyaan: string; pilihan: { pilihan: string[]; kunci: number; gambar: null[] } }
  | { jenis: 'benar_salah'; pertanyaan: string; benar_salah: { pilihan: { benar: string; salah: string }; kunci: 'benar' | 'salah' } }
  | { jenis: 'esay'; pertanyaan: string; esay: { jenis_file_diterima: JenisFileJawaban[]; kunci: string } };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain spreadsheet text as question HTML: each line a paragraph, markup shown as text. */
export function teksKeHtml(teks: string): string {
  return teks
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
}

/** Validates one row of the sheet: the question, or every reason it is refused (Indonesian, naming the column). */
export function validasiBarisImpor(jenis: JenisSoal, row: BarisImpor): { ok: true; soal: SoalImpor } | { ok: false; alasan: string[] } {
  const v = (h: string) => (row.nilai[h] ?? '').trim();
  const alasan: string[] = [];
  const pertanyaan = v('Pertanyaan');
  if (!pertanyaan) alasan.push('Pertanyaan wajib diisi');
  else if (pertanyaan.length > MAX_PERTANYAAN_CHARS) alasan.push(`Pertanyaan maksimal ${MAX_PERTANYAAN_CHARS} karakter`);
  const html = teksKeHtml(pertanyaan);

  if (jenis === 'pilihan') {
    const kolom = Object.keys(row.nilai)
      .filter((h) => /^Pilihan [A-Z]$/.test(h))
      .sort();
    const isi = kolom.map((h) => v(h));
    while (isi.length && !isi[isi.length - 1]) isi.pop();
    isi.forEach((t, i) => {
      if (!t) alasan.push(`Pilihan ${hurufPilihan(i)} kosong, padahal pilihan sesudahnya terisi`);
      else if (t.length > MAX_PILIHAN_CHARS) alasan.push(`Pilihan ${hurufPilihan(i)} maksimal ${MAX_PILIHAN_CHARS} karakter`);
    });
    if (isi.length < MIN_PILIHAN) alasan.push(`Minimal ${MIN_PILIHAN} pilihan jawaban (Pilihan A sampai ${hurufPilihan(MIN_PILIHAN - 1)})`);
    const k = v('Kunci');
    const kunci = k ? indexDariHuruf(k, isi.length) : null;
    if (!k) alasan.push('Kunci wajib diisi');
    else if (kunci === null || !isi[kunci]) alasan.push(`Kunci "${k}" bukan huruf pilihan yang terisi`);
    if (alasan.length) return { ok: false, alasan };
    return { ok: true, soal: { jenis, pertanyaan: html, pilihan: { pilihan: isi, kunci: kunci!, gambar: isi.map(() => null) } } };
  }

  if (jenis === 'benar_salah') {
    const k = v('Kunci').toLowerCase();
    const kunci = ['benar', 'b', 'true'].includes(k) ? 'benar' : ['salah', 's', 'false'].includes(k) ? 'salah' : null;
    if (!k) alasan.push('Kunci wajib diisi');
    else if (!kunci) alasan.push(`Kunci "${v('Kunci')}" harus Benar atau Salah`);
    if (alasan.length) return { ok: false, alasan };
    return { ok: true, soal: { jenis, pertanyaan: html, benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: kunci! } } };
  }

  const kunci = v('Kunci Jawaban');
  if (kunci.length > MAX_KUNCI_ESAY_CHARS) alasan.push(`Kunci Jawaban maksimal ${MAX_KUNCI_ESAY_CHARS} karakter`);
  const daftar = v('Jenis File Diterima')
    .toLowerCase()
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  let jenisFile: JenisFileJawaban[] = ['text'];
  if (daftar.includes('semua') || daftar.includes('all')) jenisFile = [...JENIS_FILE_JAWABAN];
  else if (daftar.length) {
    const salah = daftar.filter((d) => !ALIAS_JENIS_FILE[d]);
    if (salah.length) alasan.push(`Jenis File Diterima tidak dikenal: ${salah.join(', ')} (gunakan teks, gambar, pdf, dokumen, arsip atau semua)`);
    jenisFile = JENIS_FILE_JAWABAN.filter((j) => daftar.some((d) => ALIAS_JENIS_FILE[d] === j));
  }
  if (alasan.length) return { ok: false, alasan };
  return { ok: true, soal: { jenis, pertanyaan: html, esay: { jenis_file_diterima: jenisFile, kunci } } };
}

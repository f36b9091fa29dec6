import { PESAN_BANK_SOAL, fileIdFromUrl, hurufPilihan, JENIS_FILE_JAWABAN_LABEL, type BankSoalDetail, type SoalItem } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import { INCH, renderPdf, type PdfNode } from '../../lib/pdf/render-pdf';
import { htmlToPdf } from '../../lib/pdf/html-pdf';
import { readAll } from '../../lib/storage/backend';
import { findFilesByIds } from './bank-soal.repo';
import { getBankSoal } from './bank-soal.service';

/**
 * 'Unduh' (spec 2 §2): 'Bank Soal - {judul}.pdf', letter portrait with 1 inch margins, rendered on the server
 * (lib/pdf). Images come from the LMS storage only, read here as data URLs.
 */
const IMAGE_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** Reads LMS images of the college as data URLs (png/jpeg), once each. */
function imageLoader(deps: Deps, actor: Actor) {
  const cache = new Map<string, Promise<string | null>>();
  return (src: string) => {
    const id = fileIdFromUrl(src);
    if (!id) return Promise.resolve(null);
    if (!cache.has(id)) {
      cache.set(
        id,
        (async () => {
          const [row] = await findFilesByIds(deps.db, actor.college.id, [id]);
          const ext = row?.originalName.split('.').pop()?.toLowerCase() ?? '';
          if (!row || !IMAGE_MIME[ext]) return null;
          const bytes = await readAll(await deps.storage.get(row.storageKey)).catch(() => null);
          return bytes ? `data:${IMAGE_MIME[ext]};base64,${bytes.toString('base64')}` : null;
        })(),
      );
    }
    return cache.get(id)!;
  };
}

async function soalContent(s: SoalItem, image: (src: string) => Promise<string | null>): Promise<PdfNode[]> {
  const body: PdfNode[] = [...(await htmlToPdf(s.pertanyaan, image))];
  const muted = { fontSize: 9, color: '#555555' };
  if (s.pilihan) {
    for (const [i, teks] of s.pilihan.pilihan.entries()) {
      const kunci = i === s.pilihan.kunci;
      body.push({ text: [{ text: `${hurufPilihan(i)}. `, bold: true }, teks, ...(kunci ? [{ text: '  (Kunci)', bold: true, color: '#0a7a4f' }] : [])], margin: [12, 1, 0, 1], ...(kunci ? { bold: true } : {}) });
      const g = s.pilihan.gambar[i] ? await image(s.pilihan.gambar[i]!) : null;
      if (g) body.push({ image: g, fit: [200, 120], margin: [24, 2, 0, 4] });
    }
  }
  if (s.benar_salah) {
    const { pilihan, kunci } = s.benar_salah;
    body.push({ text: [{ text: 'Kunci: ', bold: true }, { text: kunci === 'benar' ? pilihan.benar : pilihan.salah, bold: true, color: '#0a7a4f' }], margin: [12, 2, 0, 2] });
  }
  if (s.esay) {
    body.push({ text: [{ text: 'Jenis jawaban: ', bold: true }, s.esay.jenis_file_diterima.map((j) => JENIS_FILE_JAWABAN_LABEL[j]).join(', ')], ...muted, margin: [12, 2, 0, 2] });
    body.push({ text: [{ text: 'Kunci jawaban: ', bold: true }, s.esay.kunci || '-'], margin: [12, 2, 0, 2] });
    if (s.esay.kunci_files.length) body.push({ text: `Lampiran kunci: ${s.esay.kunci_files.map((f) => f.name).join(', ')}`, ...muted, margin: [12, 0, 0, 2] });
  }
  for (const f of s.soal_files) {
    const g = IMAGE_MIME[f.extension] ? await image(f.url) : null;
    if (g) body.push({ image: g, fit: [300, 200], margin: [12, 2, 0, 2] });
  }
  const lain = s.soal_files.filter((f) => !IMAGE_MIME[f.extension]);
  if (lain.length) body.push({ text: `Lampiran: ${lain.map((f) => f.name).join(', ')}`, ...muted, margin: [12, 0, 0, 2] });
  return [{ columns: [{ width: 24, text: `${s.nomor}.`, bold: true }, { width: '*', stack: body }], margin: [0, 6, 0, 6], unbreakable: false }];
}

export async function buildBankSoalPdf(deps: Deps, bank: BankSoalDetail, actor: Actor): Promise<Buffer> {
  const image = imageLoader(deps, actor);
  const content: PdfNode[] = [
    { text: bank.judul, fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
    { text: bank.deskripsi, margin: [0, 0, 0, 4] },
    { text: `${bank.mata_kuliah.kode} - ${bank.mata_kuliah.nama} · ${bank.dosen.nama} · ${bank.jumlah_soal} soal`, fontSize: 9, color: '#555555', margin: [0, 0, 0, 10] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 8.5 * INCH - 2 * INCH, y2: 0, lineWidth: 0.5, lineColor: '#999999' }], margin: [0, 0, 0, 8] },
  ];
  for (const s of bank.list_soal) content.push(...(await soalContent(s, image)));
  return renderPdf(content, `Bank Soal - ${bank.judul}`);
}

/** GET /v2/lms/bank_soal/{id}/unduh: whoever may see the bank; 422 'Belum ada soal' for an empty bank. */
export async function unduhBankSoal(deps: Deps, actor: Actor, id: number) {
  const bank = await getBankSoal(deps, actor, id);
  if (bank.list_soal.length === 0) throw unprocessable(PESAN_BANK_SOAL.belumAdaSoal);
  return { filename: `Bank Soal - ${bank.judul}.pdf`, buffer: await buildBankSoalPdf(deps, bank, actor) };
}

/** A one-page text PDF (demo attachments). */
export const teksPdf = (judul: string, paragraf: string[]) =>
  renderPdf([{ text: judul, fontSize: 16, bold: true, margin: [0, 0, 0, 8] }, ...paragraf.map((p) => ({ text: p, margin: [0, 0, 0, 6] }))], judul);

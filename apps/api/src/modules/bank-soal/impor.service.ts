import ExcelJS from 'exceljs';
import {
  ERROR_CODES,
  IMPOR_MAX_BARIS,
  IMPOR_SHEET,
  JENIS_SOAL,
  JENIS_SOAL_LABEL,
  KOLOM_IMPOR,
  MAX_SOAL_PER_BANK,
  PESAN_BANK_SOAL,
  fileExtension,
  pesanTipeFileTidakDiizinkan,
  validasiBarisImpor,
  type BarisDitolak,
  type BarisImpor,
  type ImporSoalResult,
  type JenisSoal,
  type SoalImpor,
} from '@lms/shared';
import type { SoalData } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { BerkasTidakTerbaca, bacaTabelTerbatas } from '../../lib/arsip/pool';
import type { Sel } from '../../lib/arsip/xlsx';
import { awalZip } from '../../lib/arsip/zip';
import { AppError, fieldError, notFound, unprocessable } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import type { FormData } from './bank-soal.multipart';
import { countSoal, insertSoal, lockBank } from './bank-soal.repo';
import { loadBank } from './bank-soal.service';
import { sanitizePertanyaan } from '../../lib/soal/soal-html';

/** 'Impor Soal': templates per type and POST .../soal/import_excel (all rows or none). */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F0FA' } };

export async function buildTemplate(jenis: JenisSoal): Promise<{ filename: string; buffer: Buffer }> {
  const kolom = KOLOM_IMPOR[jenis];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LMS';
  const ws = wb.addWorksheet(IMPOR_SHEET);
  ws.columns = kolom.map((k) => ({ header: k.header, key: k.header, width: k.header === 'Pertanyaan' ? 60 : k.header === 'No' ? 6 : 24, style: { numFmt: '@' } }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).eachCell((c) => (c.fill = HEADER_FILL));
  ws.addRow(kolom.map((k) => k.contoh));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  const help = wb.addWorksheet('Petunjuk');
  help.columns = [
    { header: 'Kolom', key: 'kolom', width: 24 },
    { header: 'Petunjuk', key: 'petunjuk', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const k of kolom) help.addRow({ kolom: k.header, petunjuk: k.petunjuk });
  help.addRow({});
  help.addRow({ kolom: 'Catatan', petunjuk: `Isi soal pada sheet "${IMPOR_SHEET}" mulai baris 2 (ganti contoh). Maksimal ${MAX_SOAL_PER_BANK} soal per bank soal.` });
  help.addRow({ kolom: '', petunjuk: 'Bila ada baris yang salah, tidak ada soal yang disimpan; perbaiki baris yang disebut lalu impor ulang.' });
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return { filename: `Template Impor Soal ${JENIS_SOAL_LABEL[jenis].replace('/', '-')}.xlsx`, buffer };
}

/** Text of a cell as exceljs gave it before: numbers as written, booleans as Benar/Salah, dates as YYYY-MM-DD. */
function cellText(v: Sel): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'Benar' : 'Salah';
  return v.toISOString().slice(0, 10);
}

const isCfb = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
const BUKAN_WORKBOOK = 'File bukan workbook Excel yang valid';

/**
 * The data rows of the sheet 'Soal' (or the first sheet), keyed by the header row that holds 'Pertanyaan'. Both
 * .xlsx (OOXML) and legacy .xls (Excel 97-2003 BIFF8) are accepted, whatever the extension says, by their content.
 * The file is parsed off the event loop with its sizes and rows bounded (lib/arsip): past a limit it is refused
 * with 413 naming the limit.
 */
export async function readRows(filename: string, buffer: Buffer): Promise<BarisImpor[]> {
  const ext = fileExtension(filename);
  if (ext !== 'xlsx' && ext !== 'xls') throw new AppError(415, ERROR_CODES.unsupportedMedia, pesanTipeFileTidakDiizinkan(ext || 'tanpa-ekstensi'));
  const jenis = isCfb(buffer) ? 'xls' : awalZip(buffer) ? 'xlsx' : null;
  if (!jenis) throw fieldError('file', BUKAN_WORKBOOK);
  let tabel: Awaited<ReturnType<typeof bacaTabelTerbatas>>;
  try {
    tabel = await bacaTabelTerbatas(buffer, { jenis, lembar: IMPOR_SHEET, maksBarisData: IMPOR_MAX_BARIS });
  } catch (err) {
    if (err instanceof BerkasTidakTerbaca) throw fieldError('file', BUKAN_WORKBOOK);
    throw err;
  }
  const table = tabel.baris.map((r) => ({ n: r.n, cells: Array.from(r.sel, (v) => cellText(v ?? null)) }));
  const head = table.findIndex((r) => r.cells.some((c) => c.trim().toLowerCase() === 'pertanyaan'));
  if (head < 0) throw fieldError('file', 'Kolom "Pertanyaan" tidak ditemukan; gunakan template impor soal');
  const headers = table[head]!.cells.map((h) => h.trim());
  const canon = (h: string) => h.toLowerCase().replace(/\s+/g, ' ');
  const rows: BarisImpor[] = [];
  for (const r of table.slice(head + 1)) {
    if (r.cells.every((c) => c.trim() === '')) continue;
    const nilai: Record<string, string> = {};
    headers.forEach((h, i) => {
      if (!h) return;
      // Header case and spacing are forgiven ('pilihan  a' -> 'Pilihan A').
      nilai[canon(h).replace(/(^|\s)\S/g, (m) => m.toUpperCase())] = r.cells[i] ?? '';
    });
    rows.push({ baris: r.n, nilai });
  }
  return rows;
}

const dataOf = (s: SoalImpor): SoalData =>
  s.jenis === 'pilihan' ? { pilihan: s.pilihan } : s.jenis === 'benar_salah' ? { benar_salah: s.benar_salah } : { esay: { ...s.esay, kunci_files: [] } };

/**
 * POST /v2/lms/bank_soal/{id}/soal/import_excel (multipart file, jenis_soal). Every row is validated; when any is
 * refused — or the bank would pass MAX_SOAL_PER_BANK — nothing is saved and the answer (422) lists the rejected rows
 * with their reasons. Otherwise all rows are appended in one transaction.
 */
export async function imporSoal(deps: Deps, actor: Actor, idBank: number, formOf: () => Promise<FormData>): Promise<{ result: ImporSoalResult; message: string }> {
  await loadBank(deps.db, actor, idBank, 'write');
  const form = await formOf();
  const jenis = form.fields.jenis_soal?.[0];
  if (!jenis || !(JENIS_SOAL as readonly string[]).includes(jenis)) throw fieldError('jenis_soal', PESAN_BANK_SOAL.jenisSoalWajib);
  const file = form.files.find((f) => f.field === 'file');
  if (!file) throw fieldError('file', PESAN_BANK_SOAL.fileBelumDipilih);
  const rows = await readRows(file.name, file.buffer!);
  if (rows.length === 0) throw fieldError('file', 'File tidak berisi soal');

  const ditolak: BarisDitolak[] = [];
  const soal: SoalImpor[] = [];
  for (const r of rows) {
    const v = validasiBarisImpor(jenis as JenisSoal, r);
    if (v.ok) soal.push(v.soal);
    else ditolak.push({ baris: r.baris, alasan: v.alasan });
  }
  const gagal = (message: string) =>
    unprocessable(message, { detail: message, jumlah_baris: rows.length, jumlah_diimpor: 0, ditolak } satisfies ImporSoalResult & { detail: string });
  if (ditolak.length) throw gagal(PESAN_BANK_SOAL.gagalImpor(ditolak.length));

  await deps.db.transaction(async (tx) => {
    if (!(await lockBank(tx, actor.college.id, idBank))) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
    const n = await countSoal(tx, idBank);
    if (n + soal.length > MAX_SOAL_PER_BANK) throw gagal(PESAN_BANK_SOAL.importMelebihiBatas(n, soal.length));
    const values = soal.map((s) => ({ jenis: s.jenis, pertanyaan: sanitizePertanyaan(s.pertanyaan), data: dataOf(s), soalFiles: [] }));
    await insertSoal(tx, actor.college.id, idBank, actor.userId || null, values, n + 1);
    await recordAktivitas(tx, actor, 'impor_soal_bank_soal', `Mengimpor ${soal.length} soal ${JENIS_SOAL_LABEL[jenis as JenisSoal]} ke bank soal #${idBank}`);
  });
  return { result: { jumlah_baris: rows.length, jumlah_diimpor: soal.length, ditolak: [] }, message: PESAN_BANK_SOAL.berhasilImpor(soal.length) };
}

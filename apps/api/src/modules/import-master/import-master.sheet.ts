import ExcelJS from 'exceljs';
import { IMPORT_MAX_BARIS, IMPORT_PASSWORD_AWAL, JENIS_IMPORT_LABEL, KOLOM_IMPORT, type JenisImport } from '@lms/shared';
import { bacaTabelTerbatas } from '../../lib/arsip/pool';
import type { Sel } from '../../lib/arsip/xlsx';

export type SheetRow = { baris: number; cells: string[] };
export type Sheet = { headers: string[]; rows: SheetRow[] };

/** Text of a cell as exceljs gave it before: whole numbers without exponent, booleans TRUE/FALSE, dates YYYY-MM-DD. */
function cellText(v: Sel): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return v.toISOString().slice(0, 10);
}

/**
 * The header row and the data rows with their spreadsheet row numbers (the sheet 'Data' of an .xlsx, else its first
 * sheet; a .csv's row numbers count from its first line). Rows whose cells are all blank are skipped. The file is
 * parsed off the event loop with its sizes and rows bounded (lib/arsip): past a limit the AppError (413) names it;
 * a file that cannot be read throws BerkasTidakTerbaca.
 */
export async function readSheet(buffer: Buffer, ext: 'xlsx' | 'csv'): Promise<Sheet> {
  const tabel = await bacaTabelTerbatas(buffer, { jenis: ext, lembar: 'Data', maksBarisData: IMPORT_MAX_BARIS });
  const [head, ...rows] = tabel.baris
    .map((r) => ({ baris: r.n, cells: Array.from(r.sel, (v) => cellText(v ?? null)) }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!head) return { headers: [], rows: [] };
  return { headers: head.cells.map((h) => h.trim()), rows };
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F0FA' } };

/** The import template: sheet 'Data' (headers as text columns + one example row) and sheet 'Petunjuk'. */
export async function buildTemplate(jenis: JenisImport): Promise<Buffer> {
  const kolom = KOLOM_IMPORT[jenis];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LMS';
  const ws = wb.addWorksheet('Data');
  ws.columns = kolom.map((k) => ({ header: k.key, key: k.key, width: Math.max(14, Math.min(60, k.contoh.length + 4)), style: { numFmt: '@' } }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).eachCell((c) => (c.fill = HEADER_FILL));
  ws.addRow(kolom.map((k) => k.contoh));
  ws.views = [{ state: 'frozen', ySplit: 1 }];

  const help = wb.addWorksheet('Petunjuk');
  help.columns = [
    { header: 'Kolom', key: 'kolom', width: 24 },
    { header: 'Wajib', key: 'wajib', width: 8 },
    { header: 'Keterangan', key: 'keterangan', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const k of kolom) help.addRow({ kolom: k.key, wajib: k.wajib ? 'Ya' : 'Tidak', keterangan: k.keterangan });
  help.addRow({});
  const notes = [
    `Import ${JENIS_IMPORT_LABEL[jenis]}: isi sheet 'Data' mulai baris 2, satu baris per data. Baris contoh boleh diganti atau dihapus.`,
    'Format file: .xlsx atau .csv (UTF-8, pemisah koma atau titik koma), maksimal 5 MB dan 10.000 baris.',
    'Setiap baris diperiksa. Jika ada satu baris saja yang ditolak, tidak ada data yang diubah; laporan berisi baris yang ditolak beserta alasannya.',
    'Data yang sudah ada (kode/NIDN/NIM sama) diperbarui; kolom opsional yang dikosongkan tidak mengubah nilai yang sudah ada.',
    IMPORT_PASSWORD_AWAL,
  ];
  for (const n of notes) help.addRow({ kolom: 'Catatan', keterangan: n });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export type ReportRow = { baris: number; cells: Record<string, string>; status: string; alasan: string };

/** The report: one row per reported row with the file's values, 'Status' and 'Alasan'; plus a summary sheet. */
export async function buildReport(
  jenis: JenisImport,
  keys: string[],
  rows: ReportRow[],
  ringkasan: { namaFile: string; status: string; total: number; diterima: number; ditolak: number },
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LMS';
  const ws = wb.addWorksheet('Laporan');
  ws.columns = [
    { header: 'Baris', key: '__baris', width: 8 },
    ...keys.map((k) => ({ header: k, key: k, width: 18, style: { numFmt: '@' } })),
    { header: 'Status', key: '__status', width: 14 },
    { header: 'Alasan', key: '__alasan', width: 80 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow({ __baris: r.baris, ...r.cells, __status: r.status, __alasan: r.alasan });
  ws.views = [{ state: 'frozen', ySplit: 1 }];

  const sum = wb.addWorksheet('Ringkasan');
  sum.columns = [
    { header: 'Keterangan', key: 'k', width: 22 },
    { header: 'Nilai', key: 'v', width: 60 },
  ];
  sum.getRow(1).font = { bold: true };
  sum.addRows([
    { k: 'Jenis data', v: JENIS_IMPORT_LABEL[jenis] },
    { k: 'Nama file', v: ringkasan.namaFile },
    { k: 'Status', v: ringkasan.status === 'completed' ? 'Berhasil diterapkan' : 'Dibatalkan (tidak ada data yang diubah)' },
    { k: 'Total baris', v: ringkasan.total },
    { k: 'Baris diterima', v: ringkasan.diterima },
    { k: 'Baris ditolak', v: ringkasan.ditolak },
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

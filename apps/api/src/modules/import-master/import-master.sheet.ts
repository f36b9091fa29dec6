import ExcelJS from 'exceljs';
import { IMPORT_PASSWORD_AWAL, JENIS_IMPORT_LABEL, KOLOM_IMPORT, type JenisImport } from '@lms/shared';
import { parseCsv } from './import-master.rules';

export type SheetRow = { baris: number; cells: string[] };
export type Sheet = { headers: string[]; rows: SheetRow[] };

/** Text of an exceljs cell value: rich text joined, formulas by their result, dates as YYYY-MM-DD. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('formula' in v || 'sharedFormula' in v) return cellText((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in v) return String((v as { text: unknown }).text ?? '');
    if ('error' in v) return '';
  }
  return String(v);
}

/** The sheet named 'Data' (the template's), else the first one: cell texts with their spreadsheet row numbers. */
async function readXlsx(buffer: Buffer): Promise<{ table: string[][]; numbers: number[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Data') ?? wb.worksheets[0];
  const table: string[][] = [];
  const numbers: number[] = [];
  ws?.eachRow({ includeEmpty: false }, (row, n) => {
    // row.values is 1-based and sparse: Array.from turns holes into ''.
    table.push(Array.from((row.values as ExcelJS.CellValue[]).slice(1), (v) => cellText(v ?? null)));
    numbers.push(n);
  });
  return { table, numbers };
}

/**
 * The header row and the data rows with their spreadsheet row numbers (header = row 1 for csv; the real row
 * number for xlsx). Rows whose cells are all blank are skipped. Throws when an .xlsx cannot be read.
 */
export async function readSheet(buffer: Buffer, ext: 'xlsx' | 'csv'): Promise<Sheet> {
  let table: string[][];
  let numbers: number[];
  if (ext === 'xlsx') {
    ({ table, numbers } = await readXlsx(buffer));
  } else {
    table = parseCsv(buffer.toString('utf8'));
    numbers = table.map((_, i) => i + 1);
  }
  const first = table.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (first < 0) return { headers: [], rows: [] };
  const headers = table[first]!.map((h) => h.trim());
  const rows: SheetRow[] = [];
  for (let i = first + 1; i < table.length; i++) {
    const cells = table[i]!;
    if (cells.every((c) => c.trim() === '')) continue;
    rows.push({ baris: numbers[i]!, cells });
  }
  return { headers, rows };
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

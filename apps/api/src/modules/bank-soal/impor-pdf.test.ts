import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, loginHeaders, type TestContext } from '../../../test/helpers';
import { bankBody, countRows, createBank, idMakul, multipart, type Headers } from './bank-soal.fixtures';

/**
 * Import (template, all-or-nothing, rejected-row report, LibreOffice files) and the PDF download.
 * fixtures/impor-pilihan-libreoffice.xlsx is the choice template with ten questions, opened and saved by
 * LibreOffice Calc 7.4 (docProps/app.xml names it), so the import is proven on a file Calc wrote;
 * fixtures/impor-pilihan-libreoffice.xls is the same saved by Calc as Excel 97-2003 (BIFF8).
 */
let t: TestContext;
let h: Awaited<ReturnType<typeof demoHeaders>>;
let dewi: Headers;
let bank: number;
const FIX = path.join(import.meta.dirname, 'fixtures');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createTestApp();
  h = await demoHeaders(t.app);
  dewi = await loginHeaders(t.app, 'dewi.lestari', 'dosen123');
  bank = (await createBank(t, h.dosen, bankBody(await idMakul(t, 'TIF201'), { judul: 'Bank Impor' }))).id;
});
afterAll(async () => t?.close());

const impor = (headers: Headers, fields: Record<string, string>, file?: { name: string; data: Buffer }, b = bank) => {
  const m = multipart(fields, file ? [{ field: 'file', name: file.name, type: XLSX, data: file.data }] : []);
  return t.app.inject({ method: 'POST', url: `/api/v2/lms/bank_soal/${b}/soal/import_excel`, headers: { ...headers, ...m.headers }, payload: m.payload });
};

async function template(jenis: string, headers: Headers = h.dosen) {
  const res = await t.app.inject({ url: `/api/v2/lms/bank_soal/template_import?jenis_soal=${jenis}`, headers });
  return res;
}

async function workbook(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
}

describe('template download', () => {
  it('gives an .xlsx per type with the headers of that type; students are refused', async () => {
    const res = await template('esay');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain('Template Impor Soal Esay.xlsx');
    const ws = (await workbook(res.rawPayload)).getWorksheet('Soal')!;
    expect((ws.getRow(1).values as string[]).slice(1)).toEqual(['No', 'Pertanyaan', 'Kunci Jawaban', 'Jenis File Diterima']);
    const pil = (await workbook((await template('pilihan')).rawPayload)).getWorksheet('Soal')!;
    expect((pil.getRow(1).values as string[]).slice(1)).toEqual(['No', 'Pertanyaan', 'Pilihan A', 'Pilihan B', 'Pilihan C', 'Pilihan D', 'Pilihan E', 'Kunci']);
    expect((await template('pilihan', h.mahasiswa)).statusCode).toBe(403);
    expect((await template('isian')).statusCode).toBe(400);
  });
});

describe('POST .../soal/import_excel', () => {
  it('refuses unauthenticated, students, another lecturer and another college before reading anything', async () => {
    const file = { name: 'x.xlsx', data: fs.readFileSync(path.join(FIX, 'impor-pilihan-libreoffice.xlsx')) };
    expect((await impor({ 'college-id': '1' }, { jenis_soal: 'pilihan' }, file)).statusCode).toBe(401);
    expect((await impor(h.mahasiswa, { jenis_soal: 'pilihan' }, file)).statusCode).toBe(403);
    expect((await impor(dewi, { jenis_soal: 'pilihan' }, file)).statusCode).toBe(403);
    expect((await impor(h.operator2, { jenis_soal: 'pilihan' }, file)).statusCode).toBe(404);
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [bank])).toBe(0);
  });

  it("names the missing file and type ('File belum dipilih')", async () => {
    const noFile = await impor(h.dosen, { jenis_soal: 'pilihan' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().status.message).toBe('Data tidak valid: file — File belum dipilih');
    const noType = await impor(h.dosen, {}, { name: 'a.xlsx', data: (await template('pilihan')).rawPayload });
    expect(noType.json().status.message).toBe('Data tidak valid: jenis_soal — Jenis soal wajib dipilih');
  });

  it('imports the ten questions of a template filled and saved by LibreOffice Calc', async () => {
    const res = await impor(h.dosen, { jenis_soal: 'pilihan' }, { name: 'impor.xlsx', data: fs.readFileSync(path.join(FIX, 'impor-pilihan-libreoffice.xlsx')) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: { code: 'success', message: 'Berhasil mengimpor 10 soal' }, data: { jumlah_baris: 10, jumlah_diimpor: 10, ditolak: [] } });
    const d = (await t.app.inject({ url: `/api/v2/lms/bank_soal/${bank}`, headers: h.dosen })).json().data;
    expect(d.jumlah_soal).toBe(10);
    expect(d.list_soal[0]).toMatchObject({ nomor: 1, jenis: 'pilihan', pertanyaan: '<p>Struktur data yang bekerja dengan prinsip LIFO adalah ...</p>', pilihan: { pilihan: ['Queue', 'Stack', 'Tree', 'Graph'], kunci: 1 } });
    // Numbers typed in cells, a lower-case key, five options and a two-line question survive the round trip.
    expect(d.list_soal[2].pilihan).toMatchObject({ pilihan: ['10', '11', '12', '13'], kunci: 2 });
    expect(d.list_soal[1].pilihan.kunci).toBe(1);
    expect(d.list_soal[4].pilihan.pilihan).toHaveLength(5);
    expect(d.list_soal[8].pertanyaan).toBe('<p>Rekursi memerlukan ...</p><p>Pilih jawaban yang paling tepat.</p>');
    const log = await t.database.query<{ n: number }>(`select count(*)::int n from log_aktivitas where jenis_aktivitas = 'impor_soal_bank_soal'`);
    expect(log.rows[0]!.n).toBe(1);
  });

  it('imports the same template saved by LibreOffice Calc as Excel 97-2003 (.xls)', async () => {
    const b = (await createBank(t, h.dosen, bankBody(await idMakul(t, 'TIF201'), { judul: 'Bank Impor XLS' }))).id;
    const res = await impor(h.dosen, { jenis_soal: 'pilihan' }, { name: 'impor.xls', data: fs.readFileSync(path.join(FIX, 'impor-pilihan-libreoffice.xls')) }, b);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ jumlah_baris: 10, jumlah_diimpor: 10, ditolak: [] });
    const d = (await t.app.inject({ url: `/api/v2/lms/bank_soal/${b}`, headers: h.dosen })).json().data;
    expect(d.list_soal[2].pilihan).toMatchObject({ pilihan: ['10', '11', '12', '13'], kunci: 2 });
    expect(d.list_soal[8].pertanyaan).toBe('<p>Rekursi memerlukan ...</p><p>Pilih jawaban yang paling tepat.</p>');
    // A compound file that is not a workbook is refused by name.
    const broken = Buffer.concat([fs.readFileSync(path.join(FIX, 'impor-pilihan-libreoffice.xls')).subarray(0, 600), Buffer.alloc(600)]);
    const bad = await impor(h.dosen, { jenis_soal: 'pilihan' }, { name: 'rusak.xls', data: broken }, b);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('Data tidak valid: file — File bukan workbook Excel yang valid');
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [b])).toBe(10);
  });

  it('applies nothing when one row is wrong, and reports every rejected row with its reasons', async () => {
    const before = await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [bank]);
    const wb = await workbook((await template('benar_salah')).rawPayload);
    const ws = wb.getWorksheet('Soal')!;
    ws.spliceRows(2, 1);
    ws.addRow([1, 'Air mendidih pada 100 derajat Celsius di permukaan laut.', 'Benar']);
    ws.addRow([2, '', 'Salah']);
    ws.addRow([3, 'Bulan adalah planet.', 'Mungkin']);
    const res = await impor(h.dosen, { jenis_soal: 'benar_salah' }, { name: 'bs.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) });
    expect(res.statusCode).toBe(422);
    expect(res.json().status.message).toBe('Impor gagal: 2 baris ditolak. Tidak ada soal yang disimpan.');
    expect(res.json().detail.ditolak).toEqual([
      { baris: 3, alasan: ['Pertanyaan wajib diisi'] },
      { baris: 4, alasan: ['Kunci "Mungkin" harus Benar atau Salah'] },
    ]);
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [bank])).toBe(before);
  });

  it('respects the 100 cap as a whole: 95 + 10 is refused, nothing written', async () => {
    const b = (await createBank(t, h.dosen, bankBody(await idMakul(t, 'TIF201'), { judul: 'Hampir Penuh' }))).id;
    const values = Array.from({ length: 95 }, (_, i) => `(1, ${b}, ${i + 1}, 'benar_salah', 'S${i}', '{"benar_salah":{"pilihan":{"benar":"Benar","salah":"Salah"},"kunci":"benar"}}')`);
    await t.database.query(`insert into bank_soal_soal (college_id, id_bank_soal, urutan, jenis, pertanyaan, data) values ${values.join(',')}`);
    const res = await impor(h.dosen, { jenis_soal: 'pilihan' }, { name: 'impor.xlsx', data: fs.readFileSync(path.join(FIX, 'impor-pilihan-libreoffice.xlsx')) }, b);
    expect(res.statusCode).toBe(422);
    expect(res.json().status.message).toBe('Impor 10 soal akan membuat bank soal berisi 105 soal. Maksimal 100 soal per bank soal.');
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [b])).toBe(95);
  });

  it('refuses other file types', async () => {
    const res = await impor(h.dosen, { jenis_soal: 'pilihan' }, { name: 'soal.csv', data: Buffer.from('a,b\n') });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /v2/lms/bank_soal/{id}/unduh', () => {
  it("renders 'Bank Soal - {judul}.pdf' on letter paper with extractable text", async () => {
    const res = await t.app.inject({ url: `/api/v2/lms/bank_soal/${bank}/unduh`, headers: h.dosen });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Bank Soal - Bank Impor.pdf');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(res.rawPayload), useSystemFonts: false }).promise;
    const page = await doc.getPage(1);
    const [, , w, hgt] = page.view;
    expect([w, hgt]).toEqual([612, 792]);
    let text = '';
    for (let i = 1; i <= doc.numPages; i++) {
      const c = await (await doc.getPage(i)).getTextContent();
      text += c.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n';
    }
    expect(text).toContain('Bank Impor');
    expect(text).toContain('Struktur data yang bekerja dengan prinsip LIFO');
    expect(text).toMatch(/B\.\s*Stack\s*\(Kunci\)/);
    expect(text).toContain('10.');
    // Fonts are embedded (no reliance on the reader's fonts).
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it("refuses an empty bank with 'Belum ada soal', students and hidden banks of others", async () => {
    const empty = (await createBank(t, h.dosen, bankBody(await idMakul(t, 'TIF201'), { judul: 'Kosong', dibagikan: false }))).id;
    const res = await t.app.inject({ url: `/api/v2/lms/bank_soal/${empty}/unduh`, headers: h.dosen });
    expect(res.statusCode).toBe(422);
    expect(res.json().status.message).toBe('Belum ada soal');
    expect((await t.app.inject({ url: `/api/v2/lms/bank_soal/${bank}/unduh`, headers: h.mahasiswa })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v2/lms/bank_soal/${empty}/unduh`, headers: dewi })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v2/lms/bank_soal/${bank}/unduh`, headers: { 'college-id': '1' } })).statusCode).toBe(401);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { BATAS_ARSIP, PESAN_ARSIP } from '@lms/shared';
import { AppError } from '../errors';
import { PelanggaranArsip, type Pelanggaran } from './batas';
import { bomXlsx, zip } from './bom.fixtures';
import { bacaCsv } from './csv';
import { bacaDurasiMedia } from './media';
import { BerkasTidakTerbaca, bacaTabelTerbatas } from './pool';
import { readXls } from './xls';
import { bacaXlsx, type BatasTabel } from './xlsx';
import { bacaDirektori } from './zip';

const BATAS: BatasTabel = { maksEntri: 100, maksTerurai: 25_000_000, maksBaris: 1_001, maksKolom: 200 };

async function pelanggaran(p: Promise<unknown> | (() => unknown)): Promise<Pelanggaran> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (err) {
    if (err instanceof PelanggaranArsip) return err.pelanggaran;
    throw err;
  }
  throw new Error('tidak ditolak');
}

describe('bounded zip', () => {
  it('refuses a bomb by its directory before inflating anything', async () => {
    const { buku, ukuranLembar } = bomXlsx();
    expect(ukuranLembar).toBeGreaterThan(200_000_000);
    expect(buku.length).toBeLessThan(1_500_000);
    const mulai = performance.now();
    expect(await pelanggaran(() => bacaDirektori(buku, BATAS))).toEqual({ jenis: 'terurai', batas: BATAS.maksTerurai });
    expect(performance.now() - mulai).toBeLessThan(50);
  });

  it('stops inflating at the limit when the directory lies about the size', async () => {
    const { buku } = bomXlsx({ jujur: false });
    expect(() => bacaDirektori(buku, BATAS)).not.toThrow();
    // Rows are counted while the sheet streams: refused at row 1,002 of 800,000.
    expect(await pelanggaran(bacaXlsx(buku, BATAS))).toEqual({ jenis: 'baris', batas: 1_001 });
    // With rows allowed, the byte limit stops it: a few megabytes inflated, not 245.
    const mulai = performance.now();
    expect(await pelanggaran(bacaXlsx(buku, { ...BATAS, maksBaris: 1_000_000, maksTerurai: 3_000_000 }))).toEqual({ jenis: 'terurai', batas: 3_000_000 });
    expect(performance.now() - mulai).toBeLessThan(2_000);
  });

  it('refuses too many entries, a zip64 size and encrypted or unknown entries', async () => {
    const isi = Buffer.from('x');
    const banyak = zip(Array.from({ length: 5 }, (_, i) => ({ nama: `e${i}`, isi })));
    expect(await pelanggaran(() => bacaDirektori(banyak, { ...BATAS, maksEntri: 4 }))).toEqual({ jenis: 'entri', batas: 4 });
    const { buku } = bomXlsx({ baris: 10 });
    const zip64 = Buffer.from(buku);
    const cd = zip64.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    zip64.writeUInt32LE(0xffffffff, cd + 24);
    expect((await pelanggaran(() => bacaDirektori(zip64, BATAS))).jenis).toBe('terurai');
    const terkunci = Buffer.from(buku);
    terkunci.writeUInt16LE(1, cd + 8);
    expect((await pelanggaran(() => bacaDirektori(terkunci, BATAS))).jenis).toBe('rusak');
    expect((await pelanggaran(() => bacaDirektori(Buffer.from('bukan zip sama sekali, hanya teks biasa'), BATAS))).jenis).toBe('rusak');
  });

  it('refuses a cell longer than Excel allows while it streams', async () => {
    const besar = bomXlsx({ baris: 1, header: ['a'.repeat(40_000)] }).buku;
    expect(await pelanggaran(bacaXlsx(besar, BATAS))).toMatchObject({ jenis: 'rusak' });
  });
});

describe('xlsx values as exceljs read them', () => {
  it('shared, rich and inline text, numbers, booleans, dates by format, formula results; the named sheet; row numbers', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Petunjuk').addRow(['bukan ini']);
    const ws = wb.addWorksheet('Data');
    ws.getCell('A1').value = 'nim';
    ws.getCell('B1').value = { richText: [{ text: 'na', font: { bold: true } }, { text: 'ma' }] };
    ws.getCell('C1').value = 'lahir';
    ws.getCell('A3').value = 2_021_010_100_011;
    ws.getCell('B3').value = 'Budi & "Ani" <x>';
    ws.getCell('C3').value = new Date(Date.UTC(2003, 0, 31));
    ws.getCell('D3').value = true;
    ws.getCell('E3').value = { formula: 'A3*2', result: 42 };
    ws.getCell('F3').value = 1.5;
    const buf = Buffer.from(await wb.xlsx.writeBuffer());

    const tabel = await bacaXlsx(buf, BATAS, 'Data');
    expect(tabel.baris).toEqual([
      { n: 1, sel: ['nim', 'nama', 'lahir'] },
      { n: 3, sel: [2_021_010_100_011, 'Budi & "Ani" <x>', new Date(Date.UTC(2003, 0, 31)), true, 42, 1.5] },
    ]);
    expect((await bacaXlsx(buf, BATAS, 'Tidak Ada')).baris).toEqual([{ n: 1, sel: ['bukan ini'] }]);
  });

  it('reads the LibreOffice fixture of the question import', async () => {
    const buf = fs.readFileSync(path.join(import.meta.dirname, '../../modules/bank-soal/fixtures/impor-pilihan-libreoffice.xlsx'));
    const tabel = await bacaXlsx(buf, BATAS, 'Soal');
    expect(tabel.baris[0]!.sel).toEqual(['No', 'Pertanyaan', 'Pilihan A', 'Pilihan B', 'Pilihan C', 'Pilihan D', 'Pilihan E', 'Kunci']);
    expect(tabel.baris).toHaveLength(11);
  });
});

describe('csv and xls', () => {
  it('counts only rows with a value against the limit, numbers rows as lines, drops columns past the limit', () => {
    const teks = `a,b\n${'\n'.repeat(100_000)}1,2\n3,4\n`;
    expect(bacaCsv(teks, { maksBaris: 3, maksKolom: 5 })).toEqual([
      { n: 1, sel: ['a', 'b'] },
      { n: 100_002, sel: ['1', '2'] },
      { n: 100_003, sel: ['3', '4'] },
    ]);
    expect(() => bacaCsv(teks, { maksBaris: 2, maksKolom: 5 })).toThrow(PelanggaranArsip);
    expect(bacaCsv(`x,y${','.repeat(1_000_000)}z`, { maksBaris: 1, maksKolom: 3 })).toEqual([{ n: 1, sel: ['x', 'y', ''] }]);
  });

  it('refuses a compound file whose sector chain loops, without growing', () => {
    const xls = Buffer.from(fs.readFileSync(path.join(import.meta.dirname, '../../modules/bank-soal/fixtures/impor-pilihan-libreoffice.xls')));
    expect(readXls(xls).find((s) => s.name === 'Soal')?.rows).toHaveLength(11);
    // The directory's first sector points at itself in the FAT.
    const dirStart = xls.readUInt32LE(48);
    const fat0 = xls.readUInt32LE(76);
    xls.writeUInt32LE(dirStart, 512 + fat0 * 512 + dirStart * 4);
    const mulai = performance.now();
    expect(() => readXls(xls)).toThrow(/berulang/);
    expect(performance.now() - mulai).toBeLessThan(200);
  });
});

describe('the parser pool', () => {
  it('answers a limit with 413 naming it, and an unreadable file with BerkasTidakTerbaca', async () => {
    const { buku } = bomXlsx({ jujur: false });
    const err = await bacaTabelTerbatas(buku, { jenis: 'xlsx', maksBarisData: 1_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(413);
    expect((err as AppError).message).toBe(PESAN_ARSIP.baris(1_000));
    const jujur = await bacaTabelTerbatas(bomXlsx().buku, { jenis: 'xlsx', maksBarisData: 1_000 }).catch((e: unknown) => e);
    expect((jujur as AppError).message).toBe(PESAN_ARSIP.terurai(BATAS_ARSIP.maksTerurai));
    expect(PESAN_ARSIP.terurai(BATAS_ARSIP.maksTerurai)).toBe('Isi file setelah diekstrak melebihi batas 25 MB');
    await expect(bacaTabelTerbatas(Buffer.from('PK\u0003\u0004 rusak'), { jenis: 'xlsx', maksBarisData: 10 })).rejects.toBeInstanceOf(BerkasTidakTerbaca);
    const csv = await bacaTabelTerbatas(Buffer.from('kode;nama\n1;"A; B"\n'), { jenis: 'csv', maksBarisData: 10 });
    expect(csv.baris).toEqual([
      { n: 1, sel: ['kode', 'nama'] },
      { n: 2, sel: ['1', 'A; B'] },
    ]);
  });
});

describe('media length in the parser pool', () => {
  const aset = (nama: string) => fs.readFileSync(path.join(import.meta.dirname, '../../db/seed/assets', nama));

  it('reads what music-metadata reads, streamed to the thread in chunks; null for bytes that are no media', async () => {
    for (const [nama, mime] of [
      ['materi-demo.mp3', 'audio/mpeg'],
      ['materi-demo.mp4', 'video/mp4'],
    ] as const) {
      const buf = aset(nama);
      const langsung = (await parseBuffer(buf, { mimeType: mime, size: buf.length }, { skipCovers: true, skipPostHeaders: true })).format.duration!;
      // Small chunks: the thread asks for each one.
      const stream = Readable.from(Array.from({ length: Math.ceil(buf.length / 4096) }, (_, i) => buf.subarray(i * 4096, (i + 1) * 4096)));
      expect(await bacaDurasiMedia(stream, { mime, size: buf.length })).toBe(Math.round(langsung * 1000) / 1000);
    }
    expect(await bacaDurasiMedia(Readable.from([Buffer.from('bukan media')]), { mime: 'audio/mpeg', size: 11 })).toBeNull();
  });
});

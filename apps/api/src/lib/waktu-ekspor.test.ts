import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bacaSelWaktu, formatSelWaktu, labelZonaKolom, selWaktu, teksWaktuCsv } from './waktu-ekspor';

describe('waktu ekspor', () => {
  it('gives an xlsx cell the wall clock of the college zone', () => {
    expect(bacaSelWaktu(selWaktu('2026-11-27T13:13:45Z', 'Asia/Jakarta'))).toBe('2026-11-27 20:13:45');
    expect(bacaSelWaktu(selWaktu('2026-11-27T13:13:45Z', 'Asia/Makassar'))).toBe('2026-11-27 21:13:45');
    expect(bacaSelWaktu(selWaktu('2026-11-27T20:00:00Z', 'Asia/Jayapura'))).toBe('2026-11-28 05:00:00');
    expect(selWaktu(null, 'Asia/Jakarta')).toBeNull();
    expect(selWaktu('0001-01-01T00:00:00Z', 'Asia/Jakarta')).toBeNull();
  });

  it('survives an xlsx round trip as a date cell with a date format', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('x');
    const cell = ws.getCell('A1');
    cell.value = selWaktu('2026-11-27T13:13:45Z', 'Asia/Jakarta');
    formatSelWaktu(cell);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await wb.xlsx.writeBuffer());
    const read = back.worksheets[0].getCell('A1');
    expect(read.value).toBeInstanceOf(Date);
    expect(read.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(bacaSelWaktu(read.value)).toBe('2026-11-27 20:13:45');
  });

  it('writes CSV times as local text and names the zone in the header', () => {
    expect(teksWaktuCsv('2026-11-27T13:13:45Z', 'Asia/Jakarta')).toBe('2026-11-27 20:13:45');
    expect(teksWaktuCsv(null, 'Asia/Jakarta')).toBe('');
    expect(labelZonaKolom('Waktu Pengumpulan', 'Asia/Makassar')).toBe('Waktu Pengumpulan (WITA)');
  });
});

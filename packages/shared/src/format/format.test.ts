import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  HARI,
  NILAI_TIDAK_MENGUMPULKAN,
  TIMEZONES,
  ZERO_DATE,
  capitalize,
  dateFilterRange,
  fileExtension,
  formatAngka,
  formatHariTanggal,
  formatJam,
  formatNilai,
  formatPersen,
  formatRupiah,
  formatTanggal,
  formatTanggalWaktu,
  formatTanggalWaktuZona,
  formatUkuranFile,
  hariIni,
  isEmptyDate,
  judulHalaman,
  kbToBytes,
  mbToBytes,
  namaHari,
  namaLengkapDosen,
  parseDate,
  pesanTipeFileTidakDiizinkan,
  pesanUkuranFileMaks,
  pesanUkuranFileMaksimal,
  resolveTimeZone,
  roundNilai,
  timeZoneLabel,
  titleCase,
  toUtcIso,
  truncateFileName,
  truncateMiddle,
  zonedToUtcIso,
} from './index';

const WIB = 'Asia/Jakarta';
const WITA = 'Asia/Makassar';
const WIT = 'Asia/Jayapura';

describe('empty dates', () => {
  it.each([null, undefined, '', '   ', ZERO_DATE, '0001-01-01T00:00:00.000Z', '0001-01-01 00:00:00', new Date(ZERO_DATE)])(
    '%s is empty',
    (v) => {
      expect(isEmptyDate(v)).toBe(true);
      expect(formatTanggal(v)).toBe('-');
      expect(formatTanggalWaktu(v)).toBe('-');
      expect(formatJam(v)).toBe('-');
      expect(formatHariTanggal(v)).toBe('-');
      expect(toUtcIso(v)).toBeNull();
    },
  );
  it('a real date is not empty, epoch 0 included', () => {
    expect(isEmptyDate('2026-11-21T00:00:00Z')).toBe(false);
    expect(isEmptyDate(0)).toBe(false);
    expect(isEmptyDate(new Date('1970-01-01T00:00:00Z'))).toBe(false);
  });
  it("invalid dates are not 'empty' but still render '-'", () => {
    expect(isEmptyDate('bukan tanggal')).toBe(false);
    expect(parseDate('bukan tanggal')).toBeNull();
    expect(formatTanggal('bukan tanggal')).toBe('-');
    expect(toUtcIso('2026-13-45T00:00:00Z')).toBeNull();
  });
});

describe('time zones', () => {
  it('labels WIB / WITA / WIT, WIB for unknown', () => {
    expect(TIMEZONES.map((z) => timeZoneLabel(z.id))).toEqual(['WIB', 'WITA', 'WIT']);
    expect(timeZoneLabel('Europe/Berlin')).toBe('WIB');
    expect(timeZoneLabel(undefined)).toBe('WIB');
    expect(DEFAULT_TIME_ZONE).toBe(WIB);
  });
  it('unknown or invalid zones fall back to Asia/Jakarta; other real zones are kept', () => {
    expect(resolveTimeZone('Mars/Olympus')).toBe(WIB);
    expect(resolveTimeZone('')).toBe(WIB);
    expect(resolveTimeZone('UTC')).toBe('UTC');
    expect(formatJam('2026-11-21T00:00:00Z', 'Mars/Olympus')).toBe('07:00:00');
  });
});

describe('date formats across midnight', () => {
  // 16:30 UTC on the 20th is 23:30 WIB (still the 20th), 00:30 WITA and 01:30 WIT (the 21st)
  const t = '2026-11-20T16:30:05Z';
  it('formatTanggal in Indonesian', () => {
    expect(formatTanggal(t, WIB)).toBe('20 November 2026');
    expect(formatTanggal(t, WITA)).toBe('21 November 2026');
    expect(formatTanggal(t, WIT)).toBe('21 November 2026');
    expect(formatTanggal('2026-08-17T03:00:00Z')).toBe('17 Agustus 2026');
  });
  it('formatTanggalWaktu DD/MM/YYYY, HH:mm in 24-hour time', () => {
    expect(formatTanggalWaktu(t, WIB)).toBe('20/11/2026, 23:30');
    expect(formatTanggalWaktu(t, WITA)).toBe('21/11/2026, 00:30');
    expect(formatTanggalWaktu(t, WIT)).toBe('21/11/2026, 01:30');
    expect(formatTanggalWaktuZona(t, WIT)).toBe('21/11/2026, 01:30 WIT');
    expect(formatTanggalWaktuZona(null, WIT)).toBe('-');
  });
  it('formatJam HH:mm:ss', () => {
    expect(formatJam(t, WIB)).toBe('23:30:05');
    expect(formatJam(t, WITA)).toBe('00:30:05');
    expect(formatJam(t, WIT)).toBe('01:30:05');
  });
  it('formatHariTanggal with Indonesian day names', () => {
    expect(formatHariTanggal(t, WIB)).toBe('Jumat, 20 November 2026');
    expect(formatHariTanggal(t, WIT)).toBe('Sabtu, 21 November 2026');
  });
  it('accepts Date, epoch ms, dayjs and offset strings for the same instant', () => {
    const ms = Date.parse(t);
    for (const v of [new Date(ms), ms, dayjs(ms), '2026-11-20T23:30:05+07:00']) expect(formatTanggalWaktu(v, WITA)).toBe('21/11/2026, 00:30');
  });
  it('reads strings without an offset as UTC, whatever the machine zone', () => {
    expect(formatJam('2026-11-20 16:30:05', WIB)).toBe('23:30:05');
    expect(formatTanggal('2026-11-21', WIT)).toBe('21 November 2026');
  });
});

describe('HARI', () => {
  it('is Sunday first and matches dayjs id locale', () => {
    expect(HARI).toEqual(['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']);
    // 2026-11-22 is a Sunday
    for (let i = 0; i < 7; i++) expect(formatHariTanggal(`2026-11-${22 + i}T05:00:00Z`).split(',')[0]).toBe(HARI[i]);
    expect(namaHari(1)).toBe('Senin');
    expect(namaHari(7)).toBe('-');
    expect(namaHari(-1)).toBe('-');
  });
});

describe('hariIni', () => {
  it('is the date in the zone, not in UTC', () => {
    const now = '2026-11-20T16:30:00Z';
    expect(hariIni(WIB, now)).toBe('2026-11-20');
    expect(hariIni(WITA, now)).toBe('2026-11-21');
    expect(hariIni(WIT, now)).toBe('2026-11-21');
    // 15:00 UTC is exactly midnight WIT
    expect(hariIni(WIT, '2026-11-20T14:59:59Z')).toBe('2026-11-20');
    expect(hariIni(WIT, '2026-11-20T15:00:00Z')).toBe('2026-11-21');
  });
  it('defaults to now', () => {
    expect(hariIni(WIB)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('UTC conversion', () => {
  it('toUtcIso drops milliseconds and ends with Z', () => {
    expect(toUtcIso('2026-11-21T08:15:30.987+07:00')).toBe('2026-11-21T01:15:30Z');
    expect(toUtcIso(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05Z');
  });
  it('zonedToUtcIso reads wall time in the college zone', () => {
    expect(zonedToUtcIso('2026-11-21 08:00', WIB)).toBe('2026-11-21T01:00:00Z');
    expect(zonedToUtcIso('2026-11-21T08:00:00', WITA)).toBe('2026-11-21T00:00:00Z');
    expect(zonedToUtcIso('2026-11-21 07:30', WIT)).toBe('2026-11-20T22:30:00Z');
    expect(zonedToUtcIso('2026-11-21', WIT)).toBe('2026-11-20T15:00:00Z');
  });
  it('zonedToUtcIso rejects impossible or empty input', () => {
    expect(zonedToUtcIso('2026-13-40 08:00', WIB)).toBeNull();
    expect(zonedToUtcIso('08:00', WIB)).toBeNull();
    expect(zonedToUtcIso('', WIB)).toBeNull();
    expect(zonedToUtcIso(ZERO_DATE, WIB)).toBeNull();
  });
});

describe('dateFilterRange', () => {
  it('moves the end to 23:59:59 of that day (in the zone) when start and end are the same instant', () => {
    const day = zonedToUtcIso('2026-11-21 00:00', WIB);
    expect(dateFilterRange(day, day, WIB)).toEqual({ start: '2026-11-20T17:00:00Z', end: '2026-11-21T16:59:59Z' });
    const dayWit = zonedToUtcIso('2026-11-21 00:00', WIT);
    expect(dateFilterRange(dayWit, dayWit, WIT)).toEqual({ start: '2026-11-20T15:00:00Z', end: '2026-11-21T14:59:59Z' });
  });
  it('same instant given in different forms still counts as the same', () => {
    expect(dateFilterRange('2026-11-21T00:00:00+07:00', new Date('2026-11-20T17:00:00Z')).end).toBe('2026-11-21T16:59:59Z');
  });
  it('leaves distinct instants alone, one second apart included', () => {
    expect(dateFilterRange('2026-11-20T17:00:00Z', '2026-11-20T17:00:01Z')).toEqual({
      start: '2026-11-20T17:00:00Z',
      end: '2026-11-20T17:00:01Z',
    });
  });
  it('empty ends stay null', () => {
    expect(dateFilterRange(null, '2026-11-21T00:00:00Z')).toEqual({ start: null, end: '2026-11-21T00:00:00Z' });
    expect(dateFilterRange(ZERO_DATE, ZERO_DATE)).toEqual({ start: null, end: null });
  });
});

describe('numbers', () => {
  it('formatAngka uses dot thousands and decimal comma', () => {
    expect(formatAngka(1250000)).toBe('1.250.000');
    expect(formatAngka(999)).toBe('999');
    expect(formatAngka(1000)).toBe('1.000');
    expect(formatAngka(-1234.5, { decimals: 2 })).toBe('-1.234,50');
    expect(formatAngka(1.005, { decimals: 2 })).toBe('1,01');
    expect(formatAngka(-0.001, { decimals: 2 })).toBe('0,00');
    expect(formatAngka(NaN)).toBe('-');
  });
  it("formatRupiah: 'Rp', one space, dot thousands, whole rupiah", () => {
    expect(formatRupiah(1250000)).toBe('Rp 1.250.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999.5)).toBe('Rp 1.000');
    expect(formatRupiah(-50000)).toBe('-Rp 50.000');
    expect(formatRupiah(Infinity)).toBe('-');
    expect(formatRupiah(null)).toBe('-');
    expect(formatRupiah(1000)).not.toContain('\u00a0');
  });
  it('formatPersen: one decimal with a comma', () => {
    expect(formatPersen(87.5)).toBe('87,5%');
    expect(formatPersen(100)).toBe('100,0%');
    expect(formatPersen(0)).toBe('0,0%');
    expect(formatPersen(66.666)).toBe('66,7%');
    expect(formatPersen(33.34)).toBe('33,3%');
    expect(formatPersen(undefined)).toBe('-');
  });
});

describe('formatNilai', () => {
  it('zero or empty shows 0', () => {
    for (const v of [0, -0, null, undefined, '', '0', NaN]) expect(formatNilai(v)).toBe('0');
  });
  it('whole numbers as they are, others with exactly 2 decimals', () => {
    expect(formatNilai(85)).toBe('85');
    expect(formatNilai(100)).toBe('100');
    expect(formatNilai(85.5)).toBe('85,50');
    expect(formatNilai(72.345)).toBe('72,35');
    expect(formatNilai('90.125')).toBe('90,13');
    expect(formatNilai(-2.5)).toBe('-2,50');
  });
  it("the no-submission marker shows '-'", () => {
    expect(formatNilai(NILAI_TIDAK_MENGUMPULKAN)).toBe('-');
    expect(formatNilai(-1.618)).toBe('-');
    expect(formatNilai('-1.618')).toBe('-');
    expect(formatNilai(-1.62)).toBe('-1,62');
  });
  it('roundNilai rounds to 2 decimals', () => {
    expect(roundNilai(1.005)).toBe(1.01);
    expect(roundNilai(72.344)).toBe(72.34);
    expect(roundNilai(80)).toBe(80);
  });
});

describe('file sizes at 1000 steps', () => {
  it('picks B / KB / MB / GB at each 1000 boundary', () => {
    expect(formatUkuranFile(0)).toBe('0 B');
    expect(formatUkuranFile(999)).toBe('999 B');
    expect(formatUkuranFile(1000)).toBe('1 KB');
    expect(formatUkuranFile(1500)).toBe('1,5 KB');
    expect(formatUkuranFile(901090)).toBe('901,09 KB');
    expect(formatUkuranFile(1_000_000)).toBe('1 MB');
    expect(formatUkuranFile(10_485_760)).toBe('10,49 MB');
    expect(formatUkuranFile(1_000_000_000)).toBe('1 GB');
    expect(formatUkuranFile(2_500_000_000_000)).toBe('2.500 GB');
  });
  it('a value that rounds to 1000 moves up a unit', () => {
    expect(formatUkuranFile(999_999)).toBe('1 MB');
    expect(formatUkuranFile(999_994)).toBe('999,99 KB');
  });
  it("reproduces the spec's unspaced example on request", () => {
    expect(formatUkuranFile(901090, { spasi: false })).toBe('901,09KB');
  });
  it("'-' for invalid sizes", () => {
    expect(formatUkuranFile(-1)).toBe('-');
    expect(formatUkuranFile(NaN)).toBe('-');
    expect(formatUkuranFile(undefined)).toBe('-');
  });
  it('conversions and messages', () => {
    expect(mbToBytes(10)).toBe(10_000_000);
    expect(mbToBytes(0.5)).toBe(500_000);
    expect(kbToBytes(10240)).toBe(10_240_000);
    expect(pesanUkuranFileMaks(mbToBytes(10))).toBe('Ukuran file tidak boleh lebih dari 10MB.');
    expect(pesanUkuranFileMaks(10_485_760)).toBe('Ukuran file tidak boleh lebih dari 10,49MB.');
    expect(pesanUkuranFileMaks(2_500_000)).toBe('Ukuran file tidak boleh lebih dari 2,5MB.');
    expect(pesanUkuranFileMaksimal(5_000_000)).toBe('Maximum file size is 5 MB');
    expect(pesanTipeFileTidakDiizinkan('exe')).toBe('File type .exe is not allowed');
    expect(pesanTipeFileTidakDiizinkan('.exe')).toBe('File type .exe is not allowed');
  });
});

describe('namaLengkapDosen', () => {
  it('joins front title, name and academic titles', () => {
    expect(namaLengkapDosen({ gelar_depan: 'Dr.', nama: 'Budi Santoso', gelar_akademik: 'S.Kom., M.Kom.' })).toBe(
      'Dr. Budi Santoso, S.Kom., M.Kom.',
    );
  });
  it('leaves no stray comma or space for empty parts', () => {
    expect(namaLengkapDosen({ gelar_depan: '', nama: 'Budi Santoso', gelar_akademik: 'M.Kom.' })).toBe('Budi Santoso, M.Kom.');
    expect(namaLengkapDosen({ gelar_depan: 'Dr.', nama: 'Budi Santoso', gelar_akademik: '' })).toBe('Dr. Budi Santoso');
    expect(namaLengkapDosen({ gelar_depan: null, nama: ' Budi  Santoso ', gelar_akademik: null })).toBe('Budi Santoso');
    expect(namaLengkapDosen({ nama: 'Budi', gelar_akademik: ', M.Kom.,' })).toBe('Budi, M.Kom.');
  });
  it('accepts nama_pengajar; no name gives -', () => {
    expect(namaLengkapDosen({ gelar_depan: 'Prof.', nama_pengajar: 'Sari', gelar_akademik: 'Ph.D.' })).toBe('Prof. Sari, Ph.D.');
    expect(namaLengkapDosen({ gelar_depan: 'Dr.', nama: '', gelar_akademik: 'M.T.' })).toBe('-');
    expect(namaLengkapDosen(null)).toBe('-');
  });
});

describe('text', () => {
  it('titleCase', () => {
    expect(titleCase('kehadiran-peserta')).toBe('Kehadiran Peserta');
    expect(titleCase('DATA  sistem')).toBe('Data Sistem');
    expect(titleCase('bank_soal')).toBe('Bank Soal');
    expect(titleCase('')).toBe('');
    expect(titleCase(null)).toBe('');
  });
  it('capitalize lower-cases then capitalises', () => {
    expect(capitalize('NETWORK ERROR')).toBe('Network error');
    expect(capitalize('')).toBe('');
  });
  it('fileExtension', () => {
    expect(fileExtension('Laporan.Akhir.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('arsip.')).toBe('');
  });
  it('truncateFileName keeps names up to the limit and the extension when cutting', () => {
    expect(truncateFileName('laporan.pdf')).toBe('laporan.pdf');
    expect(truncateFileName('abcdefghijklmno.pdf')).toBe('abcdefghijklmno.pdf'); // base exactly 15
    expect(truncateFileName('abcdefghijklmnop.pdf')).toBe('abcdefghijklmno...pdf'); // base 16
    expect(truncateFileName('laporan-praktikum-akhir.pdf')).toBe('laporan-praktik...pdf');
    expect(truncateFileName('tanpa-ekstensi-panjang-sekali')).toBe('tanpa-ekstensi-...');
    expect(truncateFileName('laporan-praktikum-akhir.docx', 20)).toBe('laporan-praktikum-ak...docx');
    expect(truncateFileName(undefined)).toBe('');
  });
  it('truncateMiddle keeps 12 + 8 characters around ...', () => {
    expect(truncateMiddle('laporan-praktikum-akhir-2026.pdf')).toBe('laporan-prak...2026.pdf');
    const edge = 'a'.repeat(23); // 12 + 8 + 3: cutting would not shorten it
    expect(truncateMiddle(edge)).toBe(edge);
    expect(truncateMiddle('a'.repeat(24))).toBe(`${'a'.repeat(12)}...${'a'.repeat(8)}`);
    expect(truncateMiddle('abcdefghij', 2, 2)).toBe('ab...ij');
  });
  it('judulHalaman', () => {
    expect(judulHalaman('/')).toBe('LMS Operator');
    expect(judulHalaman('')).toBe('LMS Operator');
    expect(judulHalaman('/beranda')).toBe('Beranda - LMS Operator');
    expect(judulHalaman('/kehadiran-peserta/12/34')).toBe('Kehadiran Peserta - LMS Operator');
    expect(judulHalaman('/pengumuman?index=2')).toBe('Pengumuman - LMS Operator');
    expect(judulHalaman('/bank-soal/', 'LMS Dosen')).toBe('Bank Soal - LMS Dosen');
    expect(judulHalaman('/%E0%A4%A')).toBe('%e0%a4%a - LMS Operator');
  });
});

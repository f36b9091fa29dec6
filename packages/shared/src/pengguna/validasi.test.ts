import { describe, expect, it } from 'vitest';
import { isTanggalValid } from '../beranda';
import {
  PESAN_VALIDASI,
  USIA_MIN_MAHASISWA,
  USIA_MIN_ORANG_TUA,
  cekTanggalLahir,
  cekUsiaMinimal,
  emailOpsionalSchema,
  isEmailValid,
  isNikValid,
  isTeleponValid,
  tanggalLahirPalingLambat,
  tanggalOpsionalSchema,
  teleponOpsionalSchema,
} from './validasi';

describe('phone (spec 1 §5: starts with 0, digits, at least 9 more, no //)', () => {
  it('accepts 0 followed by 9 to 14 digits', () => {
    for (const v of ['0812345678', '02172500110', '081234567890123']) expect(isTeleponValid(v), v).toBe(true);
  });
  it('refuses a missing leading 0, too few or too many digits, and anything not a digit', () => {
    for (const v of ['812345678', '081234567', '0812345678901234', '+62812345678', '0812-3456-789', '0812 3456789', '08//12345678', '']) {
      expect(isTeleponValid(v), v).toBe(false);
    }
  });
  it('the optional schema keeps empty and trims', () => {
    expect(teleponOpsionalSchema.parse(' 0812345678 ')).toBe('0812345678');
    expect(teleponOpsionalSchema.parse('')).toBe('');
    expect(teleponOpsionalSchema.parse(undefined)).toBe('');
    const r = teleponOpsionalSchema.safeParse('12345');
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(PESAN_VALIDASI.telepon);
  });
});

describe('email and NIK', () => {
  it('email is name@domain.tld without spaces', () => {
    expect(isEmailValid('rina@unm.ac.id')).toBe(true);
    for (const v of ['rina', 'rina@unm', 'ri na@unm.ac.id', '@unm.ac.id', 'rina@@unm.ac.id']) expect(isEmailValid(v), v).toBe(false);
    expect(emailOpsionalSchema.parse('')).toBe('');
    expect(emailOpsionalSchema.safeParse('bukan-email').success).toBe(false);
  });
  it('NIK needs at least 16 digits', () => {
    expect(isNikValid('3171012345678901')).toBe(true);
    expect(isNikValid('317101234567890')).toBe(false);
    expect(isNikValid('31710123456789AB')).toBe(false);
    expect(isNikValid('317101234567890123456')).toBe(false);
  });
});

describe('minimum ages (student 15, parent 30): today minus the years', () => {
  it('gives the latest allowed birth date', () => {
    expect(tanggalLahirPalingLambat('2026-11-21', USIA_MIN_MAHASISWA)).toBe('2011-11-21');
    expect(tanggalLahirPalingLambat('2026-11-21', USIA_MIN_ORANG_TUA)).toBe('1996-11-21');
    // 29 February in a year whose counterpart has none.
    expect(tanggalLahirPalingLambat('2028-02-29', USIA_MIN_MAHASISWA)).toBe('2013-02-28');
  });
  it('accepts the boundary day and refuses one day later, naming the limit', () => {
    expect(cekUsiaMinimal('2011-11-21', '2026-11-21', 15)).toBeNull();
    expect(cekUsiaMinimal('2011-11-22', '2026-11-21', 15)).toBe(PESAN_VALIDASI.usiaMinimal(15, '2011-11-21'));
    expect(cekUsiaMinimal('1996-11-22', '2026-11-21', 30)).toContain('30 tahun');
  });
  it('without a minimum age a birth date only may not be after today; empty is not checked', () => {
    expect(cekTanggalLahir('2026-11-21', '2026-11-21')).toBeNull();
    expect(cekTanggalLahir('2026-11-22', '2026-11-21')).toBe(PESAN_VALIDASI.setelahHariIni);
    expect(cekTanggalLahir(null, '2026-11-21', 15)).toBeNull();
    expect(cekTanggalLahir('2012-01-01', '2026-11-21', 15)).toContain('15 tahun');
  });
  it('dates must be real calendar days', () => {
    expect(isTanggalValid('2024-02-29')).toBe(true);
    for (const v of ['2026-02-29', '2026-13-01', '2026-1-1', '21-11-2026']) expect(isTanggalValid(v), v).toBe(false);
    expect(tanggalOpsionalSchema.parse('')).toBeNull();
    expect(tanggalOpsionalSchema.parse(null)).toBeNull();
    expect(tanggalOpsionalSchema.parse('2005-01-31')).toBe('2005-01-31');
    expect(tanggalOpsionalSchema.safeParse('2005-02-31').success).toBe(false);
  });
});

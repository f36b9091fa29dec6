import { describe, expect, it } from 'vitest';
import { ZERO_DATE } from '../format/dates';
import {
  PRESENSI,
  REKAP_KEHADIRAN_LEGEND,
  SYSTEM_USERNAME,
  applyPresensi,
  isPertemuanOnline,
  kehadiranDosenColor,
  kehadiranDosenLabel,
  presensiLabel,
  presensiOptions,
  progressBarColor,
  rekapKehadiranIcon,
  selectAllPresensi,
  setKehadiranDosen,
  validateKehadiranDosen,
} from './index';

const jenis = (izin: boolean, sakit: boolean) => ({
  izin: { id: 3, nama: 'Izin', is_active: izin },
  sakit: { id: 4, nama: 'Sakit', is_active: sakit },
});

describe('presensiOptions', () => {
  it('always offers H and A; I and S only when their type is active', () => {
    expect(presensiOptions(jenis(false, false))).toEqual(['H', 'A']);
    expect(presensiOptions(jenis(true, false))).toEqual(['H', 'A', 'I']);
    expect(presensiOptions(jenis(false, true))).toEqual(['H', 'A', 'S']);
    expect(presensiOptions(jenis(true, true))).toEqual(['H', 'A', 'I', 'S']);
  });
  it('treats a missing map or missing entries as inactive', () => {
    expect(presensiOptions()).toEqual(['H', 'A']);
    expect(presensiOptions(null)).toEqual(['H', 'A']);
    expect(presensiOptions({ izin: null, sakit: {} })).toEqual(['H', 'A']);
  });
});

describe('presensiLabel', () => {
  it('resolves codes', () => {
    expect(presensiLabel('H')).toBe('Hadir');
    expect(presensiLabel('A')).toBe('Tidak Hadir');
    expect(presensiLabel('I')).toBe('Izin');
    expect(presensiLabel('S')).toBe('Sakit');
    expect(presensiLabel('h')).toBe('Hadir');
  });
  it('resolves a presence-type id to the college name, as number or string', () => {
    const map = { izin: { id: 3, nama: 'Izin Resmi', is_active: true }, sakit: { id: 4, nama: 'Sakit', is_active: false } };
    expect(presensiLabel(3, map)).toBe('Izin Resmi');
    expect(presensiLabel('4', map)).toBe('Sakit');
  });
  it("is 'Unknown' for anything else", () => {
    expect(presensiLabel('X')).toBe('Unknown');
    expect(presensiLabel(9, jenis(true, true))).toBe('Unknown');
    expect(presensiLabel(null)).toBe('Unknown');
    expect(presensiLabel('')).toBe('Unknown');
  });
});

describe('applyPresensi / selectAllPresensi', () => {
  const rows = [
    { mahasiswa: { nim: '1' }, presensi: null, ada_presensi: false },
    { mahasiswa: { nim: '2' }, presensi: 'H', ada_presensi: true },
  ];
  it('sets the code and marks ada_presensi without mutating the row', () => {
    const out = applyPresensi(rows[0], PRESENSI.IZIN);
    expect(out).toEqual({ mahasiswa: { nim: '1' }, presensi: 'I', ada_presensi: true });
    expect(rows[0]).toEqual({ mahasiswa: { nim: '1' }, presensi: null, ada_presensi: false });
  });
  it('sets every row to the chosen code', () => {
    expect(selectAllPresensi(rows, 'H').map((r) => [r.presensi, r.ada_presensi])).toEqual([
      ['H', true],
      ['H', true],
    ]);
  });
  it("defaults to 'A' when the choice is cleared", () => {
    expect(selectAllPresensi(rows, null).map((r) => r.presensi)).toEqual(['A', 'A']);
    expect(selectAllPresensi(rows, undefined).every((r) => r.ada_presensi)).toBe(true);
  });
});

describe('progressBarColor', () => {
  const base = { ada_presensi: true, updated_by_username: SYSTEM_USERNAME, minimal: 75 };
  it('none without presence', () => {
    expect(progressBarColor({ ...base, ada_presensi: false, overall: 10 })).toBeNull();
  });
  it('none when a lecturer (non-system user) set the status', () => {
    expect(progressBarColor({ ...base, updated_by_username: 'dosen', overall: 10 })).toBeNull();
  });
  it('danger below the minimum, success at and above it', () => {
    expect(progressBarColor({ ...base, overall: 74.9 })).toBe('danger');
    expect(progressBarColor({ ...base, overall: 75 })).toBe('success');
    expect(progressBarColor({ ...base, overall: 100 })).toBe('success');
  });
  it('a row never updated counts as system-computed; missing overall counts as 0', () => {
    expect(progressBarColor({ ada_presensi: true, updated_by_username: null, overall: 80, minimal: 75 })).toBe('success');
    expect(progressBarColor({ ada_presensi: true, overall: null, minimal: 75 })).toBe('danger');
  });
});

describe('lecturer attendance tag', () => {
  it('follows spec 1 §4', () => {
    expect(kehadiranDosenColor({ ada_presensi: false, is_hadir: true, jenis: 'online' })).toBe('gray');
    expect(kehadiranDosenColor({ ada_presensi: true, is_hadir: true, is_valid: false, perlu_validasi: true, jenis: 'online' })).toBe('warning');
    expect(kehadiranDosenColor({ ada_presensi: true, is_hadir: true, is_valid: false, perlu_validasi: false, jenis: 'online' })).toBe('success');
    expect(kehadiranDosenColor({ ada_presensi: true, is_hadir: true, jenis: 'offline' })).toBe('primary');
    expect(kehadiranDosenColor({ ada_presensi: true, is_hadir: true, jenis: 'campuran' })).toBe('success');
    expect(kehadiranDosenColor({ ada_presensi: true, is_hadir: false, jenis: 'online' })).toBe('danger');
  });
  it('labels', () => {
    expect(kehadiranDosenLabel({ ada_presensi: false })).toBe('Belum Ada Presensi');
    expect(kehadiranDosenLabel({ ada_presensi: true, is_hadir: true })).toBe('Hadir');
    expect(kehadiranDosenLabel({ ada_presensi: true, is_hadir: false })).toBe('Tidak Hadir');
  });
  it('online rules apply to online and campuran only', () => {
    expect(['online', 'campuran', 'offline', '', null].map(isPertemuanOnline)).toEqual([true, true, false, false, false]);
  });
});

describe('rekapKehadiranIcon', () => {
  it('no record or no presence: gray minus', () => {
    expect(rekapKehadiranIcon(null)).toEqual({ icon: 'minus', color: 'gray' });
    expect(rekapKehadiranIcon({ ada_presensi: false, is_hadir: true, jenis: 'online' })).toEqual({ icon: 'minus', color: 'gray' });
  });
  it('present: check, success online and primary offline', () => {
    expect(rekapKehadiranIcon({ ada_presensi: true, is_hadir: true, jenis: 'online' })).toEqual({ icon: 'check', color: 'success' });
    expect(rekapKehadiranIcon({ ada_presensi: true, is_hadir: true, jenis: 'offline' })).toEqual({ icon: 'check', color: 'primary' });
  });
  it('absent: close, danger online and plain offline', () => {
    expect(rekapKehadiranIcon({ ada_presensi: true, is_hadir: false, jenis: 'online' })).toEqual({ icon: 'close', color: 'danger' });
    expect(rekapKehadiranIcon({ ada_presensi: true, is_hadir: false, jenis: 'offline' })).toEqual({ icon: 'close', color: 'plain' });
  });
  it('invalid: warning colour on the same icon', () => {
    expect(rekapKehadiranIcon({ ada_presensi: true, is_hadir: true, is_valid: false, jenis: 'online' })).toEqual({ icon: 'check', color: 'warning' });
    expect(rekapKehadiranIcon({ ada_presensi: true, is_hadir: false, is_valid: false, jenis: 'offline' })).toEqual({ icon: 'close', color: 'warning' });
  });
  it('the legend lists five distinct meanings', () => {
    expect(REKAP_KEHADIRAN_LEGEND).toHaveLength(5);
    expect(new Set(REKAP_KEHADIRAN_LEGEND.map((l) => `${l.icon}/${l.color}`)).size).toBe(5);
  });
});

describe('validateKehadiranDosen', () => {
  const row = (name: string, is_hadir: boolean, mulai: string | null, selesai: string | null) => ({
    pengajar: { name, id_dosen: 1 },
    is_hadir,
    mulai_kuliah: mulai,
    selesai_kuliah: selesai,
  });
  it('passes when every present lecturer has both times and ignores absent ones', () => {
    expect(
      validateKehadiranDosen([row('Budi', true, '2026-11-21T01:00:00Z', '2026-11-21T02:40:00Z'), row('Sari', false, null, null)]),
    ).toEqual([]);
  });
  it('names the lecturer, start before end, in row order; the zero date is empty', () => {
    expect(
      validateKehadiranDosen([
        row('Dr. Budi Santoso, M.Kom.', true, null, '2026-11-21T02:40:00Z'),
        row('Sari', true, ZERO_DATE, ''),
      ]),
    ).toEqual([
      'Memulai kuliah dosen Dr. Budi Santoso, M.Kom. wajib diisi',
      'Memulai kuliah dosen Sari wajib diisi',
      'Mengakhiri kuliah dosen Sari wajib diisi',
    ]);
  });
  it('switching a lecturer to absent clears both times; back to present keeps what is there', () => {
    const r = row('Budi', true, '2026-11-21T01:00:00Z', '2026-11-21T02:40:00Z');
    const absent = setKehadiranDosen(r, false);
    expect(absent).toMatchObject({ is_hadir: false, mulai_kuliah: null, selesai_kuliah: null });
    expect(r.mulai_kuliah).toBe('2026-11-21T01:00:00Z');
    const present = setKehadiranDosen(absent, true);
    expect(present.is_hadir).toBe(true);
    expect(validateKehadiranDosen([present])).toHaveLength(2);
  });
});

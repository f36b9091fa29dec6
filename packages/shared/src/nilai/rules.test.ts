import { describe, expect, it } from 'vitest';
import {
  JEDA_MULAI_ENTRI_DOSEN_MS,
  PESAN_NILAI,
  dalamWaktuEntriDosen,
  isPelakuIntegrasi,
  keNilaiApi,
  keputusanKirim,
  kunciIdempotensiNilai,
  rataRataNilai,
  skalaNilai,
  filterKomponenBawaan,
} from './rules';

const start = new Date('2026-06-01T00:00:00Z');
const end = new Date('2026-06-10T16:59:59Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('lecturer entry window', () => {
  it('opens at start + 24h 59m 59s and closes after end, inclusive on both sides', () => {
    expect(dalamWaktuEntriDosen(at(JEDA_MULAI_ENTRI_DOSEN_MS - 1), start, end)).toBe(false);
    expect(dalamWaktuEntriDosen(at(JEDA_MULAI_ENTRI_DOSEN_MS), start, end)).toBe(true);
    expect(dalamWaktuEntriDosen(end, start, end)).toBe(true);
    expect(dalamWaktuEntriDosen(new Date(end.getTime() + 1), start, end)).toBe(false);
    expect(dalamWaktuEntriDosen(at(JEDA_MULAI_ENTRI_DOSEN_MS), null, end)).toBe(false);
  });
});

describe('keputusanKirim', () => {
  const inside = at(JEDA_MULAI_ENTRI_DOSEN_MS + 1000);
  const outside = new Date(end.getTime() + 1000);
  it('gives each of the four spec texts', () => {
    expect(keputusanKirim('operator', outside, true, start, end)).toEqual({ boleh: false, pesan: PESAN_NILAI.operatorDikunci });
    expect(keputusanKirim('dosen', inside, true, start, end).pesan).toBe(PESAN_NILAI.dosenDibukaDikunci);
    expect(keputusanKirim('dosen', outside, true, start, end).pesan).toBe(PESAN_NILAI.dosenDiluarDikunci);
    expect(keputusanKirim('dosen', outside, false, start, end).pesan).toBe(PESAN_NILAI.dosenDiluar);
  });
  it('lets operators send any time when not locked, lecturers only inside', () => {
    expect(keputusanKirim('operator', outside, false, null, null).boleh).toBe(true);
    expect(keputusanKirim('dosen', inside, false, start, end).boleh).toBe(true);
  });
});

describe('scores', () => {
  it('scales to 100 with 2 decimals and keeps null', () => {
    expect(skalaNilai(45, 50)).toBe(90);
    expect(skalaNilai(1, 3)).toBe(33.33);
    expect(skalaNilai(null, 100)).toBeNull();
  });
  it('averages with no submission as 0', () => {
    expect(rataRataNilai([80, null, 90])).toBe(56.67);
    expect(rataRataNilai([])).toBe(0);
    expect(keNilaiApi(null)).toBe(-1.618);
  });
  it('pelaku and defaults', () => {
    expect(isPelakuIntegrasi('dosen_operator', 'dosen')).toBe(true);
    expect(isPelakuIntegrasi('operator', 'dosen')).toBe(false);
    expect(filterKomponenBawaan(0)).toBe(false);
    expect(kunciIdempotensiNilai('k', 1, 2, 3)).toBe('k:1:2:3');
  });
});

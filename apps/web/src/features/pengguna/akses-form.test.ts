import { describe, expect, it } from 'vitest';
import { AREA_AKSES, PESAN_AKSES_FORM, normalizeHakAkses, ubahAksesOperatorBody } from '@lms/shared';
import { aturLevel, aturSemua, cekAkses, nilaiAwalAkses, toAksesBody } from './akses-form';

describe('access form (spec 1 §3, §4)', () => {
  it('a missing permission shows as no_access; is_active as stored', () => {
    const v = nilaiAwalAkses({ is_active: false, hakAkses: { laporan: 'read' } as never });
    expect(v).toEqual({ is_active: false, hakAkses: normalizeHakAkses({ laporan: 'read' }) });
  });

  it('bantuan never gets write, one by one or all at once', () => {
    const v = nilaiAwalAkses(null);
    expect(aturLevel(v, 'bantuan', 'write')).toBe(v);
    expect(aturLevel(v, 'kelas_kuliah', 'write').hakAkses.kelas_kuliah).toBe('write');
    const semua = aturSemua(v, 'write');
    expect(AREA_AKSES.filter((a) => semua.hakAkses[a] !== 'write')).toEqual(['bantuan']);
    expect(semua.hakAkses.bantuan).toBe('read');
    expect(AREA_AKSES.every((a) => aturSemua(semua, 'read').hakAkses[a] === 'read')).toBe(true);
  });

  it("blocks saving away the operator's own right, not another operator's", () => {
    const penuh = aturSemua(nilaiAwalAkses(null), 'write');
    expect(cekAkses(penuh, 7, 7)).toBeNull();
    expect(cekAkses(aturLevel(penuh, 'data_master', 'read'), 7, 7)).toBe(PESAN_AKSES_FORM.cabutAksesSendiri);
    expect(cekAkses({ ...penuh, is_active: false }, 7, 7)).toBe(PESAN_AKSES_FORM.nonaktifkanDiriSendiri);
    expect(cekAkses(aturLevel(penuh, 'data_master', 'no_access'), 7, 8)).toBeNull();
  });

  it('sends what the API accepts', () => {
    expect(ubahAksesOperatorBody.parse(toAksesBody(aturSemua(nilaiAwalAkses(null), 'read')))).toEqual({ is_active: true, hakAkses: normalizeHakAkses(Object.fromEntries(AREA_AKSES.map((a) => [a, 'read']))) });
  });
});

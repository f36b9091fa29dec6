import { describe, expect, it } from 'vitest';
import { normalizeHakAkses } from '../akses/permission';
import { bantuanBody, bantuanQuery, bolehKelolaBantuan, tsQueryPrefiks, untukPeran } from './index';

describe('tsQueryPrefiks', () => {
  it('turns words into required prefixes', () => {
    expect(tsQueryPrefiks('Absen  dosen')).toBe('absen:* & dosen:*');
  });
  it('drops everything that is not a letter or digit, so the query syntax cannot be broken', () => {
    expect(tsQueryPrefiks("ujian' & | ! (:*) <-> uts")).toBe('ujian:* & uts:*');
    expect(tsQueryPrefiks(' !!! ')).toBeNull();
    expect(tsQueryPrefiks(undefined)).toBeNull();
  });
  it('keeps letters outside ASCII and caps the number of words', () => {
    expect(tsQueryPrefiks('kuliah-daring')).toBe('kuliah:* & daring:*');
    expect(tsQueryPrefiks(Array.from({ length: 20 }, (_, i) => `k${i}`).join(' '))!.split(' & ')).toHaveLength(10);
  });
});

describe('bolehKelolaBantuan', () => {
  it('needs bantuan read and pengumuman write', () => {
    expect(bolehKelolaBantuan(normalizeHakAkses({ bantuan: 'read', pengumuman: 'write' }))).toBe(true);
    expect(bolehKelolaBantuan(normalizeHakAkses({ bantuan: 'read', pengumuman: 'read' }))).toBe(false);
    expect(bolehKelolaBantuan(normalizeHakAkses({ bantuan: 'no_access', pengumuman: 'write' }))).toBe(false);
    expect(bolehKelolaBantuan(null)).toBe(false);
  });
});

describe('contracts', () => {
  it('names the field of a bad topic and trims the title', () => {
    const bad = bantuanBody.safeParse({ topik: 'x', judul: 'a', isi: 'b' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['topik']);
    expect(bantuanBody.parse({ topik: 'kelas', judul: '  Judul ', isi: '<p>x</p>', peran: ['ROLE_DOSEN', 'ROLE_DOSEN'] })).toEqual({
      topik: 'kelas',
      judul: 'Judul',
      isi: '<p>x</p>',
      peran: ['ROLE_DOSEN'],
    });
  });
  it('treats empty filters as absent', () => {
    expect(bantuanQuery.parse({ search: ' ', topik: '' })).toMatchObject({ search: undefined, topik: undefined, page: 1, per_page: 10 });
  });
  it('untukPeran: empty means everyone', () => {
    expect(untukPeran([], 'ROLE_MAHASISWA')).toBe(true);
    expect(untukPeran(['ROLE_DOSEN'], 'ROLE_MAHASISWA')).toBe(false);
  });
});

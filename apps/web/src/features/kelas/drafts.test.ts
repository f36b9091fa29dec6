import { describe, expect, it } from 'vitest';
import { jabatanChanges, setJabatan } from './jabatan-draft';
import { applyJabatan, jabatanInDraft, ketuaChanges } from './ketua-draft';

describe('Ubah Ketua Kelas draft', () => {
  it('one leader at a time: picking a new one replaces the old', () => {
    let draft = applyJabatan('A', 'B', 'ketua_kelas');
    expect(draft).toBe('B');
    expect(jabatanInDraft('A', draft)).toBe('peserta');
    expect(jabatanInDraft('B', draft)).toBe('ketua_kelas');
    draft = applyJabatan(draft, 'A', 'peserta');
    expect(draft).toBe('B');
    draft = applyJabatan(draft, 'B', 'peserta');
    expect(draft).toBeNull();
  });

  it('turns the difference into the PUT calls', () => {
    expect(ketuaChanges('A', 'A')).toEqual([]);
    expect(ketuaChanges(null, null)).toEqual([]);
    expect(ketuaChanges('A', 'B')).toEqual([{ nim: 'B', jabatan: 'ketua_kelas' }]);
    expect(ketuaChanges(null, 'B')).toEqual([{ nim: 'B', jabatan: 'ketua_kelas' }]);
    expect(ketuaChanges('A', null)).toEqual([{ nim: 'A', jabatan: 'peserta' }]);
  });
});

describe('Ubah Jabatan Pengajar draft', () => {
  const original = { 1: 'dosen_koordinator', 2: 'dosen', 3: 'asisten' };

  it('a new coordinator demotes the previous one to Dosen, like the server', () => {
    const draft = setJabatan(original, 2, 'dosen_koordinator');
    expect(draft).toEqual({ 1: 'dosen', 2: 'dosen_koordinator', 3: 'asisten' });
    expect(Object.values(draft).filter((j) => j === 'dosen_koordinator')).toHaveLength(1);
  });

  it('lists only the teachers whose position changed', () => {
    expect(jabatanChanges(original, original)).toEqual([]);
    const draft = setJabatan(setJabatan(original, 2, 'dosen_koordinator'), 3, 'dosen');
    expect(jabatanChanges(original, draft)).toEqual([
      { idDosen: 1, jabatan: 'dosen' },
      { idDosen: 2, jabatan: 'dosen_koordinator' },
      { idDosen: 3, jabatan: 'dosen' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { fixNidn, normalizeHeader, parseCsv, parseIntIn, parseJadwalList, parseJenjang, parseLingkup, parsePengajarList, parsePeriodeKode } from './import-master.rules';

describe('import rules', () => {
  it('normalizes headers', () => {
    expect(normalizeHeader(' Kode Prodi ')).toBe('kode_prodi');
    expect(normalizeHeader('NIM-Ketua Kelas*')).toBe('nim_ketua_kelas');
  });

  it('parses numbers, codes and enums strictly', () => {
    expect(parseIntIn('3', 1, 24)).toBe(3);
    expect(parseIntIn('3.0', 1, 24)).toBe(3);
    expect(parseIntIn('3,5', 1, 24)).toBeNull();
    expect(parseIntIn('25', 1, 24)).toBeNull();
    expect(parsePeriodeKode('20261')).toBe(20261);
    expect(parsePeriodeKode('20265')).toBeNull();
    expect(parseJenjang('s1')).toBe('S1');
    expect(parseJenjang('PROFESI')).toBe('Profesi');
    expect(parseJenjang('S4')).toBeNull();
    expect(parseLingkup('')).toBe('');
    expect(parseLingkup('Eksternal')).toBe('Eksternal');
    expect(parseLingkup('luar')).toBeNull();
    expect(fixNidn('412078501')).toBe('0412078501');
    expect(fixNidn('0412078501')).toBe('0412078501');
  });

  it('parses teacher lists with exactly one coordinator', () => {
    expect(parsePengajarList('0412078501:dosen_koordinator; 0421099003; 0003036802:Asisten')).toEqual({
      ok: true,
      value: [
        { nidn: '0412078501', jabatan: 'dosen_koordinator' },
        { nidn: '0421099003', jabatan: 'dosen' },
        { nidn: '0003036802', jabatan: 'asisten' },
      ],
    });
    expect(parsePengajarList('0412078501:dosen').ok).toBe(false);
    expect(parsePengajarList('0412078501:dosen_koordinator;0412078501:dosen').ok).toBe(false);
    expect(parsePengajarList('12:dosen_koordinator').ok).toBe(false);
    expect(parsePengajarList('0412078501:rektor').ok).toBe(false);
  });

  it('parses schedules (Sunday = 0) and refuses bad days or times', () => {
    expect(parseJadwalList("Senin 07:30-10:00 Gedung A Ruang 301; Jum'at 13.00 - 14.40")).toEqual({
      ok: true,
      value: [
        { hari: 1, jamMulai: '07:30:00', jamSelesai: '10:00:00', ruangan: 'Gedung A Ruang 301' },
        { hari: 5, jamMulai: '13:00:00', jamSelesai: '14:40:00', ruangan: '' },
      ],
    });
    expect(parseJadwalList('Minggu 8:00-9:00').ok).toBe(true);
    expect(parseJadwalList('Senen 07:00-09:00').ok).toBe(false);
    expect(parseJadwalList('Senin 10:00-09:00').ok).toBe(false);
    expect(parseJadwalList('Senin 24:00-25:00').ok).toBe(false);
  });

  it('parses RFC 4180 csv with either delimiter', () => {
    expect(parseCsv('a,b\r\n"x, y","he said ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'he said "hi"'],
    ]);
    expect(parseCsv('\uFEFFa;b\n1;"multi\nline"')).toEqual([
      ['a', 'b'],
      ['1', 'multi\nline'],
    ]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

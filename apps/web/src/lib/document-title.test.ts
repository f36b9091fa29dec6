import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it("is 'LMS Operator' only for operators, with the same first-segment prefix for every role", () => {
    expect(documentTitle('/beranda', 'ROLE_OPERATOR')).toBe('Beranda - LMS Operator');
    expect(documentTitle('/kelas/abc/12', 'ROLE_DOSEN')).toBe('Kelas - LMS Dosen');
    expect(documentTitle('/pertemuan', 'ROLE_MAHASISWA')).toBe('Pertemuan - LMS Mahasiswa');
    expect(documentTitle('/', undefined)).toBe('LMS');
  });
});

import { describe, expect, it } from 'vitest';
import { nilaiAwalMataKuliah, periksaMataKuliah } from './mata-kuliah-form';

describe('course form', () => {
  it('takes the stored course and sends numbers', () => {
    const v = nilaiAwalMataKuliah({ nama: 'Basis Data', nama_inggris: 'Databases', sks: 3, id_prodi: 4 });
    expect(periksaMataKuliah(v)).toEqual({ ok: true, body: { nama: 'Basis Data', nama_inggris: 'Databases', sks: 3, id_prodi: 4 } });
    expect(periksaMataKuliah({ ...v, id_prodi: null })).toMatchObject({ ok: true, body: { id_prodi: null } });
  });
  it('names sks and nama', () => {
    const r = periksaMataKuliah({ nama: '', nama_inggris: '', sks: '25', id_prodi: null });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.galat).sort()).toEqual(['nama', 'sks']);
  });
});

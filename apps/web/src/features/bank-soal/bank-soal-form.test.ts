import { describe, expect, it } from 'vitest';
import { nilaiAwalBank, toBankBody, validasiBank } from './bank-soal-form';

const ok = { judul: 'Latihan', deskripsi: 'Soal latihan', id_dosen: '3', id_mata_kuliah: '7', tampilan: 'ditampilkan' as const };

describe('bank modal rules', () => {
  it('names every missing field in the spec words', () => {
    expect(validasiBank({ judul: ' ', deskripsi: '', id_dosen: null, id_mata_kuliah: null, tampilan: 'ditampilkan' }, true)).toEqual({
      judul: 'Judul wajib diisi',
      deskripsi: 'Deskripsi wajib diisi',
      id_dosen: 'Dosen wajib diisi',
      id_mata_kuliah: 'Mata Kuliah wajib diisi',
    });
  });

  it('limits judul to 100 and deskripsi to 300 characters; the lecturer is needed only when picked', () => {
    expect(validasiBank({ ...ok, judul: 'x'.repeat(101), deskripsi: 'y'.repeat(301) }, false)).toEqual({
      judul: 'Judul maksimal 100 karakter',
      deskripsi: 'Deskripsi maksimal 300 karakter',
    });
    expect(validasiBank({ ...ok, judul: 'x'.repeat(100), deskripsi: 'y'.repeat(300), id_dosen: null }, false)).toEqual({});
  });

  it('builds the body: Tampilan to dibagikan, id_dosen only when the operator picks it', () => {
    expect(toBankBody({ ...ok, tampilan: 'disembunyikan' }, true)).toEqual({ judul: 'Latihan', deskripsi: 'Soal latihan', id_dosen: 3, id_mata_kuliah: 7, dibagikan: false });
    expect(toBankBody(ok, false)).not.toHaveProperty('id_dosen');
  });

  it('starts a duplicate as a named copy of the source', () => {
    const v = nilaiAwalBank({ judul: 'Kuis 1', deskripsi: 'd', id_dosen: 1, id_mata_kuliah: 2, ditampilkan: false }, 'duplikat');
    expect(v).toEqual({ judul: 'Salinan Kuis 1', deskripsi: 'd', id_dosen: '1', id_mata_kuliah: '2', tampilan: 'disembunyikan' });
  });
});

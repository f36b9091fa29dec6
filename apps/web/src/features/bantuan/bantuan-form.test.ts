import { describe, expect, it } from 'vitest';
import { PESAN_FORM_BANTUAN, nilaiAwalBantuan, toBantuanBody, toBantuanFormValues, validateBantuanForm } from './bantuan-form';

describe('validateBantuanForm', () => {
  it('needs a topic, a title within the limit and a body', () => {
    expect(validateBantuanForm(nilaiAwalBantuan())).toEqual({
      topik: PESAN_FORM_BANTUAN.topikWajib,
      judul: PESAN_FORM_BANTUAN.judulWajib,
      isi: PESAN_FORM_BANTUAN.isiWajib,
    });
    expect(validateBantuanForm({ topik: 'kelas', judul: 'x'.repeat(201), isi: 'a', peran: [] }).judul).toBe(PESAN_FORM_BANTUAN.judulMaks);
    expect(validateBantuanForm({ topik: 'kelas', judul: 'Judul', isi: '<p>  </p>', peran: [] }).isi).toBe(PESAN_FORM_BANTUAN.isiWajib);
  });
  it('accepts a complete entry', () => {
    expect(validateBantuanForm({ topik: 'lainnya', judul: 'Kontak', isi: 'Hubungi kami.', peran: ['ROLE_DOSEN'] })).toEqual({});
  });
});

describe('toBantuanBody and back', () => {
  it('trims the title and writes the editor text as HTML', () => {
    expect(toBantuanBody({ topik: 'lainnya', judul: ' Kontak ', isi: 'Baris satu\n\nBaris dua', peran: [] })).toEqual({
      topik: 'lainnya',
      judul: 'Kontak',
      isi: '<p>Baris satu</p><p>Baris dua</p>',
      peran: [],
    });
  });
  it('reads a stored article into the form', () => {
    const v = toBantuanFormValues({ id: 1, topik: 'kelas', judul: 'A', isi: '<p>B</p>', peran: ['ROLE_MAHASISWA'], sumber: 'kampus', diubah_pada: '2026-11-21T00:00:00Z' });
    expect(v).toEqual({ topik: 'kelas', judul: 'A', isi: 'B', peran: ['ROLE_MAHASISWA'] });
  });
});

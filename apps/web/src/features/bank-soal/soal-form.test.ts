import { describe, expect, it } from 'vitest';
import type { SoalItem } from '@lms/shared';
import { adaError, hapusLampiran, hapusOpsi, judulKartuSoal, nilaiAwalSoal, toSoalFormData, validasiSoal } from './soal-form';

const item: SoalItem = {
  id: 4,
  nomor: 2,
  jenis: 'pilihan',
  pertanyaan: '<p>Berapa <strong>2+2</strong>?</p>',
  soal_files: [{ name: 'a.pdf', url: '/api/v2/storager/files/x/a.pdf', content_length: 10, extension: 'pdf' }],
  created_by: null,
  pilihan: { pilihan: ['3', '4', '5', '6'], kunci: 1, gambar: [null, null, null, null] },
  created_at: '2026-11-22T00:00:00Z',
  updated_at: '2026-11-22T00:00:00Z',
};

describe('question card', () => {
  it('is titled by its mode', () => {
    expect(judulKartuSoal(null)).toBe('Tambah Soal Baru');
    expect(judulKartuSoal(3)).toBe('Ubah Soal Nomor 3');
  });

  it('a new choice question needs its text, every option and a key', () => {
    const e = validasiSoal(nilaiAwalSoal('pilihan'));
    expect(e).toEqual({ pertanyaan: 'Pertanyaan wajib diisi', pilihan: ['Pilihan jawaban wajib diisi', 'Pilihan jawaban wajib diisi', 'Pilihan jawaban wajib diisi'], kunci: 'Kunci jawaban wajib dipilih' });
    expect(adaError(e)).toBe(true);
    expect(validasiSoal({ ...nilaiAwalSoal('esay'), pertanyaan: 'x', jenisFile: [] })).toEqual({ jenisFile: 'Jenis file jawaban wajib dipilih' });
    expect(adaError(validasiSoal(nilaiAwalSoal('pilihan', item)))).toBe(false);
  });

  it('deleting an option keeps 3 and moves the key', () => {
    const v = nilaiAwalSoal('pilihan', item);
    const r = hapusOpsi(v, 0);
    expect('values' in r && r.values.pilihan).toEqual({ pilihan: ['4', '5', '6'], gambar: [null, null, null], kunci: 0 });
    expect('values' in r && hapusOpsi(r.values, 1)).toEqual({ message: 'Pilihan jawaban tidak dapat dihapus: minimal 3 pilihan' });
  });

  it('sends jenis, HTML text, the block as JSON, new files and removed URLs', () => {
    let v = nilaiAwalSoal('pilihan', item);
    v = hapusLampiran(v, item.soal_files[0]!.url);
    v = { ...v, filesBaru: [new File(['x'], 'baru.png', { type: 'image/png' })] };
    const fd = toSoalFormData(v);
    expect(fd.get('jenis')).toBe('pilihan');
    expect(fd.get('pertanyaan')).toBe('<p>Berapa <strong>2+2</strong>?</p>');
    expect(JSON.parse(fd.get('pilihan') as string)).toEqual({ pilihan: ['3', '4', '5', '6'], kunci: 1, gambar: [null, null, null, null] });
    expect(fd.getAll('soal_files_delete')).toEqual([item.soal_files[0]!.url]);
    expect((fd.get('files') as File).name).toBe('baru.png');
    expect(fd.has('files_kunci')).toBe(false);
  });
});

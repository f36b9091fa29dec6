import { describe, expect, it } from 'vitest';
import { teksKeHtml, validasiBarisImpor } from './impor';

const row = (nilai: Record<string, string>) => ({ baris: 2, nilai });

describe('import rows', () => {
  it('reads a choice row: options from A, trailing blanks dropped, key by letter', () => {
    const r = validasiBarisImpor('pilihan', row({ Pertanyaan: 'Ibukota?', 'Pilihan A': 'Bandung', 'Pilihan B': 'Jakarta', 'Pilihan C': 'Medan', 'Pilihan D': '', Kunci: 'b' }));
    expect(r).toEqual({ ok: true, soal: { jenis: 'pilihan', pertanyaan: '<p>Ibukota?</p>', pilihan: { pilihan: ['Bandung', 'Jakarta', 'Medan'], kunci: 1, gambar: [null, null, null] } } });
  });

  it('gives every reason of a bad choice row', () => {
    const r = validasiBarisImpor('pilihan', row({ Pertanyaan: '', 'Pilihan A': 'a', 'Pilihan B': '', 'Pilihan C': 'c', Kunci: 'E' }));
    expect(r).toEqual({
      ok: false,
      alasan: ['Pertanyaan wajib diisi', 'Pilihan B kosong, padahal pilihan sesudahnya terisi', 'Kunci "E" bukan huruf pilihan yang terisi'],
    });
    expect(validasiBarisImpor('pilihan', row({ Pertanyaan: 'x', 'Pilihan A': 'a', 'Pilihan B': 'b', Kunci: 'A' }))).toMatchObject({ ok: false, alasan: [expect.stringContaining('Minimal 3')] });
  });

  it('reads true/false and essay rows', () => {
    expect(validasiBarisImpor('benar_salah', row({ Pertanyaan: 'x', Kunci: 'SALAH' }))).toMatchObject({ ok: true, soal: { benar_salah: { kunci: 'salah' } } });
    expect(validasiBarisImpor('benar_salah', row({ Pertanyaan: 'x', Kunci: 'mungkin' }))).toEqual({ ok: false, alasan: ['Kunci "mungkin" harus Benar atau Salah'] });
    expect(validasiBarisImpor('esay', row({ Pertanyaan: 'x', 'Kunci Jawaban': 'k', 'Jenis File Diterima': 'PDF, gambar' }))).toMatchObject({ ok: true, soal: { esay: { jenis_file_diterima: ['image', 'pdf'], kunci: 'k' } } });
    expect(validasiBarisImpor('esay', row({ Pertanyaan: 'x', 'Jenis File Diterima': 'semua' }))).toMatchObject({ ok: true, soal: { esay: { jenis_file_diterima: ['text', 'image', 'pdf', 'docs', 'compressed'] } } });
    expect(validasiBarisImpor('esay', row({ Pertanyaan: 'x' }))).toMatchObject({ ok: true, soal: { esay: { jenis_file_diterima: ['text'] } } });
    expect(validasiBarisImpor('esay', row({ Pertanyaan: 'x', 'Jenis File Diterima': 'video' }))).toMatchObject({ ok: false });
  });

  it('turns lines into paragraphs and shows markup as text', () => {
    expect(teksKeHtml('a <b>\n\n c & d')).toBe('<p>a &lt;b&gt;</p><p>c &amp; d</p>');
  });
});

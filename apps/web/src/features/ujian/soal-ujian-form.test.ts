import { describe, expect, it, vi } from 'vitest';
import { bodyDariForm } from './soal-ujian-form';

const file = (url: string) => ({ name: url, content_length: 1, url, extension: 'pdf' });

describe('bodyDariForm', () => {
  it('keeps stored files minus removed ones, uploads new ones with the right kind, and passes the type block', async () => {
    const fd = new FormData();
    fd.append('jenis', 'esay');
    fd.append('pertanyaan', '<p>Jelaskan</p>');
    fd.append('esay', JSON.stringify({ jenis_file_diterima: ['text'], kunci: 'k' }));
    fd.append('soal_files_delete', '/a');
    fd.append('files', new File(['x'], 'baru.pdf'));
    fd.append('files_kunci', new File(['y'], 'kunci.pdf'));
    const unggah = vi.fn(async (f: File, kind: string) => file(`/${kind}/${f.name}`));
    const body = await bodyDariForm(fd, { soal_files: [file('/a'), file('/b')], esay: { jenis_file_diterima: ['text'], kunci: '', kunci_files: [file('/k0')] }, bobot: 2 }, unggah);
    expect(body).toEqual({
      jenis: 'esay',
      pertanyaan: '<p>Jelaskan</p>',
      esay: { jenis_file_diterima: ['text'], kunci: 'k' },
      soal_files: [file('/b'), file('/soal_ujian/baru.pdf')],
      kunci_files: [file('/k0'), file('/kunci_ujian/kunci.pdf')],
      bobot: 2,
    });
  });

  it('a new multiple-choice question', async () => {
    const fd = new FormData();
    fd.append('jenis', 'pilihan');
    fd.append('pertanyaan', '<p>2+2</p>');
    fd.append('pilihan', JSON.stringify({ pilihan: ['3', '4', '5'], kunci: 1, gambar: [null, null, null] }));
    const body = await bodyDariForm(fd, null, vi.fn());
    expect(body).toMatchObject({ jenis: 'pilihan', pilihan: { kunci: 1 }, soal_files: [], kunci_files: [], bobot: 1 });
  });
});

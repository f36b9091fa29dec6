import { describe, expect, it } from 'vitest';
import { allowedExtensionsForKind, fileIdFromUrl, maxUploadBytes, storagerFileUrl, uploadGroupOf } from './index';

describe('maxUploadBytes', () => {
  const setting = { banner: 2, silabus: 5, ujian: { lampiran_soal: 8, lampiran_kunci: 3, lampiran_jawaban_esai: 4 }, materi: { ebook: 20, video: 100, audio: 15, archive: 50 } };

  it('reads the MB setting of each kind (1000 steps)', () => {
    expect(maxUploadBytes(setting, 'banner_kelas')).toBe(2_000_000);
    expect(maxUploadBytes(setting, 'silabus')).toBe(5_000_000);
    expect(maxUploadBytes(setting, 'soal_ujian')).toBe(8_000_000);
    expect(maxUploadBytes(setting, 'kunci_ujian')).toBe(3_000_000);
    expect(maxUploadBytes(setting, 'jawaban_ujian')).toBe(4_000_000);
  });

  it('picks the material limit by media type', () => {
    expect(maxUploadBytes(setting, 'materi', 'kuliah.mp4')).toBe(100_000_000);
    expect(maxUploadBytes(setting, 'materi', 'rekaman.MP3')).toBe(15_000_000);
    expect(maxUploadBytes(setting, 'materi', 'kode.zip')).toBe(50_000_000);
    expect(maxUploadBytes(setting, 'materi', 'bab1.pdf')).toBe(20_000_000);
  });

  it('falls back to 10240 KB when the setting is missing or invalid', () => {
    expect(maxUploadBytes({}, 'banner_kelas')).toBe(10_240_000);
    expect(maxUploadBytes(null, 'materi', 'a.pdf')).toBe(10_240_000);
    expect(maxUploadBytes({ banner: -1 }, 'banner_kelas')).toBe(10_240_000);
    expect(maxUploadBytes({ banner: 'abc' }, 'banner_kelas')).toBe(10_240_000);
    expect(maxUploadBytes(setting, 'lampiran_tugas')).toBe(10_240_000);
  });
});

describe('kinds and urls', () => {
  it('a banner accepts images only; other kinds every allowed group', () => {
    expect(allowedExtensionsForKind('banner_kelas')).toEqual(['.jpg', '.jpeg', '.png']);
    expect(allowedExtensionsForKind('materi')).toEqual(expect.arrayContaining(['.pdf', '.mp4', '.docx', '.zip']));
    expect(uploadGroupOf('a.WEBM')).toBe('video');
    expect(uploadGroupOf('a.exe')).toBeNull();
  });

  it('storager urls round-trip to the file id', () => {
    const id = '0b5c3f0e-8d3c-4c39-9a43-2f1e6f3c9a10';
    const url = storagerFileUrl(id, 'Bab 1 – Pengantar.pdf');
    expect(url).toBe(`/api/v2/storager/files/${id}/Bab%201%20%E2%80%93%20Pengantar.pdf`);
    expect(fileIdFromUrl(url)).toBe(id);
    expect(fileIdFromUrl(`https://lms.kampus.ac.id${url}?inline=1`)).toBe(id);
    expect(fileIdFromUrl(`/api/v2/storager/files/${id.toUpperCase()}`)).toBe(id);
    expect(fileIdFromUrl('https://contoh.id/berkas.pdf')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  ATURAN_JENIS_FILE,
  UPLOAD_KINDS,
  allowedExtensionsForKind,
  fileIdFromUrl,
  maxUploadBytes,
  normalizeFileName,
  parseRange,
  storagerFileUrl,
  uploadGroupOf,
} from './index';

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

  it('falls back to the kind default when the setting is missing or invalid', () => {
    expect(maxUploadBytes({}, 'banner_kelas')).toBe(2_000_000);
    expect(maxUploadBytes(null, 'materi', 'a.pdf')).toBe(20_000_000);
    expect(maxUploadBytes(null, 'materi', 'kuliah.mp4')).toBe(100_000_000);
    expect(maxUploadBytes({ banner: -1 }, 'banner_kelas')).toBe(2_000_000);
    expect(maxUploadBytes({ banner: 'abc' }, 'banner_kelas')).toBe(2_000_000);
    expect(maxUploadBytes({ banner: '3' }, 'banner_kelas')).toBe(3_000_000);
    expect(maxUploadBytes(setting, 'lampiran_tugas')).toBe(10_240_000);
    expect(maxUploadBytes({ tugas: { lampiran_jawaban: 4 } }, 'pengumpulan_tugas')).toBe(4_000_000);
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

describe('kind rules', () => {
  it('students never upload answer keys; only students hand in submissions and answers (reads: the API policy)', () => {
    expect(ATURAN_JENIS_FILE.kunci_ujian.unggah).not.toContain('peserta');
    expect(ATURAN_JENIS_FILE.pengumpulan_tugas.unggah).toEqual(['peserta']);
    expect(ATURAN_JENIS_FILE.jawaban_ujian.unggah).toEqual(['peserta']);
  });

  it('server-made kinds cannot be uploaded', () => {
    expect(UPLOAD_KINDS).not.toContain('laporan_import');
    expect(UPLOAD_KINDS).toContain('pengumpulan_tugas');
  });
});

describe('normalizeFileName', () => {
  it('keeps a safe display name: last segment, NFC, no control, bidi or reserved characters', () => {
    expect(normalizeFileName('../../etc/passwd')).toBe('passwd');
    expect(normalizeFileName('C:\\Users\\x\\Tugas 1.pdf')).toBe('Tugas 1.pdf');
    expect(normalizeFileName('a\u0000b"<>.pdf')).toBe('ab.pdf');
    expect(normalizeFileName('laporan\u202Efdp.exe')).toBe('laporanfdp.exe');
    expect(normalizeFileName('\u2066x\u2069\u200b.pdf')).toBe('x.pdf');
    expect(normalizeFileName('Pe\u0301kan.pdf')).toBe('P\u00e9kan.pdf');
    expect(normalizeFileName('a\ud800b.pdf')).toBe('ab.pdf');
    expect(normalizeFileName('...')).toBe('file');
    expect(normalizeFileName(undefined)).toBe('file');
    const long = normalizeFileName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(180);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(() => encodeURIComponent(long)).not.toThrow();
  });
});

describe('parseRange', () => {
  it('reads the single-range forms against the size', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('unsatisfiable when it starts at or past the end; ignored when malformed or multiple', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=5-1', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=-', 1000)).toBeNull();
  });
});

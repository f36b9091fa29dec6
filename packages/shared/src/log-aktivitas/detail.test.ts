import { describe, expect, it } from 'vitest';
import { DETAIL_LOG_KELAS, DETAIL_LOG_PERTEMUAN, namaKelasLog } from './detail';

describe('activity-log details of meetings and classes', () => {
  it('names a class by course and label, skipping what is empty', () => {
    expect(namaKelasLog('Struktur Data', 'A')).toBe('Struktur Data A');
    expect(namaKelasLog('Struktur Data', ' ')).toBe('Struktur Data');
    expect(namaKelasLog(null, undefined)).toBe('-');
  });

  it('lists what a meeting edit changed, and nothing when the list is empty', () => {
    expect(DETAIL_LOG_PERTEMUAN.ubah(3, 'Struktur Data A', ['judul', 'jadwal'])).toBe('Mengubah pertemuan 3 kelas Struktur Data A: judul, jadwal');
    expect(DETAIL_LOG_PERTEMUAN.ubah(3, 'Struktur Data A', [])).toBe('Mengubah pertemuan 3 kelas Struktur Data A');
  });

  it('counts the syllabus attachments added and removed', () => {
    expect(DETAIL_LOG_KELAS.silabus('Basis Data B', 2, 1)).toBe('Mengubah silabus kelas Basis Data B (2 lampiran ditambahkan, 1 lampiran dihapus)');
    expect(DETAIL_LOG_KELAS.silabus('Basis Data B', 0, 1)).toBe('Mengubah silabus kelas Basis Data B (1 lampiran dihapus)');
    expect(DETAIL_LOG_KELAS.silabus('Basis Data B', 0, 0)).toBe('Mengubah silabus kelas Basis Data B');
  });
});

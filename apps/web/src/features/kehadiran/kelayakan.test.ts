import { describe, expect, it } from 'vitest';
import type { KelayakanUjianItem } from '@lms/shared';
import { kelasBerisiko } from './kelayakan';

const item = (id: string, status: KelayakanUjianItem['status'], persentase: number, pengecualian = false): KelayakanUjianItem => ({
  id_kelas_kuliah: id,
  mata_kuliah: { kode: 'MK', nama: id },
  kelas: { nama: 'A' },
  jumlah_pertemuan: 14,
  pertemuan_berlalu: 4,
  jumlah_hadir: 2,
  persentase,
  minimal: 75,
  status,
  pengecualian,
  pesan: null,
});

describe('kelasBerisiko', () => {
  it('keeps classes below the minimum without an exception, out of reach first', () => {
    const r = kelasBerisiko([item('a', 'aman', 90), item('b', 'berisiko', 60), item('c', 'tidak_memenuhi', 20), item('d', 'berisiko', 50, true), item('e', 'berisiko', 40)]);
    expect(r.map((k) => k.id_kelas_kuliah)).toEqual(['c', 'e', 'b']);
  });
  it('is empty without data', () => {
    expect(kelasBerisiko(undefined)).toEqual([]);
  });
});

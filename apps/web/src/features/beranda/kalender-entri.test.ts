import { describe, expect, it } from 'vitest';
import { entriPerHari, JENIS_ENTRI, kelasEntri, tempatPertemuan } from './kalender-entri';
import type { EntriKalender } from '@lms/shared';

const e = (tanggal: string, jenis: EntriKalender['jenis'], waktu_mulai: string, waktu_selesai: string | null = null) =>
  ({ tanggal, jenis, waktu_mulai, waktu_selesai }) as unknown as EntriKalender;

describe('kalender entries', () => {
  it('groups by day, each day by the instant each entry is listed at', () => {
    const m = entriPerHari([
      e('2026-11-23', 'pertemuan', '2026-11-23T06:00:00Z'),
      e('2026-11-24', 'pertemuan', '2026-11-24T01:00:00Z'),
      // Due 03:00 (started a week before): after the 00:30 meeting, before the 06:00 one.
      e('2026-11-23', 'tugas', '2026-11-16T14:00:00Z', '2026-11-23T03:00:00Z'),
      e('2026-11-23', 'pertemuan', '2026-11-23T00:30:00Z'),
    ]);
    expect([...m.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(m.get('2026-11-23')!.map((x) => x.jenis)).toEqual(['pertemuan', 'tugas', 'pertemuan']);
  });

  it("names the place: the room, 'Online', or both for a mixed meeting", () => {
    expect(tempatPertemuan({ mode: 'offline', ruangan: 'R 301' })).toBe('R 301');
    expect(tempatPertemuan({ mode: 'online', ruangan: 'R 301' })).toBe('Online');
    expect(tempatPertemuan({ mode: 'campuran', ruangan: 'R 301' })).toBe('R 301 / Online');
  });

  it('names an activity by its kind and title and a class with its type; an activity has no place', () => {
    const t = { jenis: 'tugas', judul: 'Ringkasan Materi', nomor_pertemuan: 11, kelas_kuliah: { mata_kuliah: { kode: 'X', nama: 'Pemrograman Web' }, kelas: { nama: 'A', jenis: { nama: 'Karyawan' } } } } as unknown as EntriKalender;
    expect(JENIS_ENTRI.tugas.judul(t)).toBe('Tugas: Ringkasan Materi');
    expect(JENIS_ENTRI.pertemuan.judul(t)).toBe('Pertemuan 11');
    expect(JENIS_ENTRI.tugas.tempat(t)).toBeNull();
    expect(kelasEntri(t)).toBe('Pemrograman Web A (Karyawan)');
  });
});

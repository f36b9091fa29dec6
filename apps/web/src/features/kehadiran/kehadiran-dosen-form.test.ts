import { describe, expect, it } from 'vitest';
import { bodiesDosen, jamLokal, nilaiAwalDosen, PESAN_SYARAT_DOSEN_KOSONG, syaratDosenList, tanggalLokal, toggleHadir } from './kehadiran-dosen-form';

const tz = 'Asia/Jakarta';

describe('lecturer attendance form', () => {
  it('reads times on the college clock, empty for the zero date and for absent lecturers', () => {
    expect(jamLokal('2026-11-22T01:05:00Z', tz)).toBe('08:05');
    expect(jamLokal('0001-01-01T00:00:00Z', tz)).toBe('');
    expect(tanggalLokal('2026-11-22T18:00:00Z', tz)).toBe('2026-11-23');
    const rows = nilaiAwalDosen(
      [
        { pengajar: { id_dosen: 1, name: 'Budi' }, is_hadir: true, mulai_kuliah: '2026-11-22T01:00:00Z', selesai_kuliah: '2026-11-22T03:00:00Z' },
        { pengajar: { id_dosen: 2, name: 'Sari' }, is_hadir: false, mulai_kuliah: '2026-11-22T01:00:00Z' },
      ],
      tz,
    );
    expect(rows).toEqual([
      { id_dosen: 1, nama: 'Budi', is_hadir: true, jam_mulai: '08:00', jam_selesai: '10:00' },
      { id_dosen: 2, nama: 'Sari', is_hadir: false, jam_mulai: '', jam_selesai: '' },
    ]);
  });

  it('switching to absent clears the times', () => {
    expect(toggleHadir({ id_dosen: 1, nama: 'Budi', is_hadir: true, jam_mulai: '08:00', jam_selesai: '10:00' }, false)).toEqual({
      id_dosen: 1,
      nama: 'Budi',
      is_hadir: false,
      jam_mulai: '',
      jam_selesai: '',
    });
    expect(toggleHadir({ id_dosen: 1, nama: 'Budi', is_hadir: false, jam_mulai: '', jam_selesai: '' }, true).is_hadir).toBe(true);
  });

  it('refuses a present lecturer without start or end, with the spec texts', () => {
    const r = bodiesDosen(
      [
        { id_dosen: 1, nama: 'Budi', is_hadir: true, jam_mulai: '08:00', jam_selesai: '' },
        { id_dosen: 2, nama: 'Sari', is_hadir: true, jam_mulai: '', jam_selesai: '' },
        { id_dosen: 3, nama: 'Tono', is_hadir: false, jam_mulai: '', jam_selesai: '' },
      ],
      '2026-11-22',
      tz,
    );
    expect(r).toEqual({
      ok: false,
      pesan: ['Mengakhiri kuliah dosen Budi wajib diisi', 'Memulai kuliah dosen Sari wajib diisi', 'Mengakhiri kuliah dosen Sari wajib diisi'],
    });
  });

  it('builds one body per lecturer with UTC times', () => {
    const r = bodiesDosen(
      [
        { id_dosen: 1, nama: 'Budi', is_hadir: true, jam_mulai: '08:00', jam_selesai: '9:30' },
        { id_dosen: 3, nama: 'Tono', is_hadir: false, jam_mulai: '', jam_selesai: '' },
      ],
      '2026-11-22',
      tz,
    );
    expect(r).toEqual({
      ok: true,
      bodies: [
        { id_dosen: 1, body: { is_hadir: true, mulai_kuliah: '2026-11-22T01:00:00Z', selesai_kuliah: '2026-11-22T02:30:00Z' } },
        { id_dosen: 3, body: { is_hadir: false, mulai_kuliah: null, selesai_kuliah: null } },
      ],
    });
  });
});

describe('syaratDosenList', () => {
  it('lists the configured requirements, none when unset', () => {
    expect(syaratDosenList({ mulai_kuliah: true, akhiri_kuliah: false, presentase_kehadiran_kelas: true, presentase_kehadiran_kelas_persen: 60, aktivitas_kuliah: true })).toEqual([
      'Memulai kuliah',
      'Kehadiran peserta kelas minimal 60%',
      'Membuat aktivitas kuliah',
    ]);
    expect(syaratDosenList(null)).toEqual([]);
    expect(PESAN_SYARAT_DOSEN_KOSONG).toBe('Konfigurasi syarat kehadiran pengajar belum diatur oleh operator');
  });
});

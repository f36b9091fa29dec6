import { describe, expect, it } from 'vitest';
import type { TugasItem } from '@lms/shared';
import { ekstensiTugas, parseNilai, validatePengumpulan } from './pengumpulan-form';
import { nilaiAwalTugas, toTugasBody, validateTugasForm, waktuUtc } from './tugas-form';

const TZ = 'Asia/Jakarta';
const now = Date.parse('2026-11-20T03:02:00Z'); // 10:02 WIB

describe('tugas form', () => {
  it('starts a new task now (next 5 minutes) due a week later at 23:59 local, from the meeting given', () => {
    const v = nilaiAwalTugas({ idPertemuan: 7, now, tz: TZ });
    expect(v).toMatchObject({ id_pertemuan: '7', tanggal_mulai: '2026-11-20', jam_mulai: '10:05', tanggal_selesai: '2026-11-27', jam_selesai: '23:59', jenis: 'individu' });
  });

  it('checks one rule at a time in field order', () => {
    const v = nilaiAwalTugas({ idPertemuan: null, now, tz: TZ });
    expect(validateTugasForm(v, { pilihPertemuan: true, tz: TZ })).toEqual({ field: 'id_pertemuan', message: 'Pertemuan wajib diisi' });
    const w = { ...v, id_pertemuan: '3' };
    expect(validateTugasForm(w, { pilihPertemuan: true, tz: TZ })?.message).toBe('Judul wajib diisi');
    const x = { ...w, judul: 'Tugas 1' };
    expect(validateTugasForm(x, { pilihPertemuan: true, tz: TZ })).toBeNull();
    expect(validateTugasForm({ ...x, jam_selesai: '' }, { pilihPertemuan: true, tz: TZ })).toEqual({ field: 'jam_selesai', message: 'Waktu selesai wajib diisi' });
    expect(validateTugasForm({ ...x, tanggal_selesai: '2026-11-19' }, { pilihPertemuan: true, tz: TZ })?.message).toBe('Waktu selesai tidak boleh kurang dari waktu mulai');
    expect(validateTugasForm({ ...x, izinkan_terlambat: true, tanggal_terlambat: '2026-11-26', jam_terlambat: '10:00' }, { pilihPertemuan: true, tz: TZ })?.field).toBe('jam_terlambat');
    expect(validateTugasForm({ ...x, pengumpulan_teks: false, pengumpulan_file: false }, { pilihPertemuan: true, tz: TZ })?.field).toBe('pengumpulan_file');
    expect(validateTugasForm({ ...x, ukuran_maks_mb: '50' }, { pilihPertemuan: true, tz: TZ, batasKampusMb: 10.24 })?.message).toContain('10.24 MB');
  });

  it('sends UTC instants and keeps an untouched stored time to the second', () => {
    const v = { ...nilaiAwalTugas({ idPertemuan: 3, now, tz: TZ }), judul: ' Tugas ', deskripsi: 'Baris satu', ukuran_maks_mb: '2,5' };
    const b = toTugasBody(v, { tz: TZ });
    expect(b).toMatchObject({ id_pertemuan: 3, judul: 'Tugas', deskripsi: '<p>Baris satu</p>', waktu_mulai: '2026-11-20T03:05:00Z', waktu_selesai: '2026-11-27T16:59:00Z', ukuran_maks_mb: 2.5, batas_terlambat: null });
    const stored = { waktu_mulai: '2026-11-20T03:05:42Z', waktu_selesai: '2026-11-27T16:59:30Z', batas_terlambat: null } as TugasItem;
    const e = toTugasBody({ ...v, jam_selesai: '23:59' }, { tz: TZ, tugas: stored });
    expect(e.waktu_mulai).toBe('2026-11-20T03:05:42Z');
    expect(e.waktu_selesai).toBe('2026-11-27T16:59:30Z');
    expect(waktuUtc('2026-11-20', 'x', TZ)).toBeNull();
  });
});

describe('pengumpulan form', () => {
  const t = { pengumpulan_teks: true, pengumpulan_file: true, maks_file: 2, ukuran_maks_byte: 1000, jenis_file_diterima: ['pdf'] } as unknown as TugasItem;
  it('limits types to the task choice', () => {
    expect(ekstensiTugas(t)).toEqual(['.pdf']);
    expect(ekstensiTugas({ jenis_file_diterima: [] }).length).toBeGreaterThan(5);
  });
  it('needs something to hand in and respects count, type and size', () => {
    expect(validatePengumpulan(t, { teks: '  ', files: [], tetap: 0 })).toBe('Isi jawaban teks atau unggah minimal satu file');
    expect(validatePengumpulan(t, { teks: 'jawaban', files: [], tetap: 0 })).toBeNull();
    expect(validatePengumpulan(t, { teks: '', files: [{ name: 'a.pdf', size: 10 }, { name: 'b.pdf', size: 10 }], tetap: 1 })).toBe('Paling banyak 2 file per pengumpulan');
    expect(validatePengumpulan(t, { teks: '', files: [{ name: 'a.png', size: 10 }], tetap: 0 })).toContain('a.png');
    expect(validatePengumpulan(t, { teks: '', files: [{ name: 'a.pdf', size: 5000 }], tetap: 0 })).toContain('a.pdf');
    expect(validatePengumpulan({ ...t, pengumpulan_file: false }, { teks: 'x', files: [{ name: 'a.pdf', size: 1 }], tetap: 0 })).toBe('Tugas ini tidak menerima unggahan file');
  });
  it('parses scores with a decimal comma, rounded to 2 decimals, within the maximum', () => {
    expect(parseNilai('85,456', 100)).toEqual({ nilai: 85.46 });
    expect(parseNilai('', 100)).toEqual({ nilai: null });
    expect(parseNilai('101', 100)).toEqual({ error: 'Nilai harus antara 0 dan 100' });
    expect(parseNilai('A', 100)).toEqual({ error: 'Nilai harus berupa angka' });
  });
});

import { describe, expect, it } from 'vitest';
import type { PengumumanKelolaItem } from '@lms/shared';
import { PESAN_FORM_PENGUMUMAN, jadwalUtc, nilaiAwal, toBody, toFormValues, validatePengumumanForm, type PengumumanFormValues } from './pengumuman-form';

const TZ = 'Asia/Jakarta';
// 2026-11-21 10:20 WIB
const now = new Date('2026-11-21T03:20:00Z');

const valid = (over: Partial<PengumumanFormValues> = {}): PengumumanFormValues => ({ ...nilaiAwal(now, TZ), judul: 'Libur', isi: 'Kuliah libur.', ...over });

describe('nilaiAwal', () => {
  it('publishes now for everyone, with the schedule fields at the next full hour on the college clock', () => {
    expect(nilaiAwal(now, TZ)).toMatchObject({ waktu: 'sekarang', tanggal: '2026-11-21', jam: '11:00', target_role: [], target_prodi: [], draf: false });
    expect(nilaiAwal(now, 'Asia/Jayapura')).toMatchObject({ tanggal: '2026-11-21', jam: '13:00' });
  });
});

describe('validatePengumumanForm', () => {
  it('accepts a complete form', () => {
    expect(validatePengumumanForm(valid(), { now, tz: TZ })).toEqual({});
  });
  it('needs a title within the limit and a body that shows something', () => {
    const e = validatePengumumanForm(valid({ judul: '  ', isi: '<p> </p>' }), { now, tz: TZ });
    expect(e).toEqual({ judul: PESAN_FORM_PENGUMUMAN.judulWajib, isi: PESAN_FORM_PENGUMUMAN.isiWajib });
    expect(validatePengumumanForm(valid({ judul: 'x'.repeat(201) }), { now, tz: TZ }).judul).toBe(PESAN_FORM_PENGUMUMAN.judulMaks);
  });
  it('needs a date and a time later than now when scheduling', () => {
    expect(validatePengumumanForm(valid({ waktu: 'jadwal', tanggal: null, jam: '' }), { now, tz: TZ })).toEqual({ tanggal: 'Harap isi bidang ini', jam: 'Harap isi bidang ini' });
    expect(validatePengumumanForm(valid({ waktu: 'jadwal', tanggal: '2026-11-21', jam: '10:20' }), { now, tz: TZ }).jam).toBe(PESAN_FORM_PENGUMUMAN.jadwalLampau);
    expect(validatePengumumanForm(valid({ waktu: 'jadwal', tanggal: '2026-11-21', jam: '10:21' }), { now, tz: TZ })).toEqual({});
  });
  it('does not check the schedule fields when publishing now or keeping the time', () => {
    expect(validatePengumumanForm(valid({ waktu: 'tetap', tanggal: '2020-01-01', jam: '00:00' }), { now, tz: TZ })).toEqual({});
  });
});

describe('toBody', () => {
  it('converts the college wall clock to UTC and the programmes to numbers', () => {
    const body = toBody(valid({ waktu: 'jadwal', tanggal: '2026-11-22', jam: '07:30', target_role: ['ROLE_MAHASISWA'], target_prodi: ['3', '5'] }), { now, tz: TZ, baru: true });
    expect(body).toEqual({
      judul: 'Libur',
      isi: '<p>Kuliah libur.</p>',
      tanggalPublish: '2026-11-22T00:30:00Z',
      target_role: ['ROLE_MAHASISWA'],
      target_prodi: [3, 5],
      is_published: true,
    });
    expect(jadwalUtc({ tanggal: '2026-11-22', jam: '07:30' }, 'Asia/Makassar')).toBe('2026-11-21T23:30:00Z');
  });
  it('leaves the time to the server for a new one published now, sends now when an edit publishes now, and keeps it otherwise', () => {
    expect(toBody(valid(), { now, tz: TZ, baru: true }).tanggalPublish).toBeUndefined();
    expect(toBody(valid(), { now, tz: TZ, baru: false }).tanggalPublish).toBe('2026-11-21T03:20:00Z');
    expect(toBody(valid({ waktu: 'tetap' }), { now, tz: TZ, baru: false }).tanggalPublish).toBeUndefined();
  });
  it('saves a draft as not published', () => {
    expect(toBody(valid({ draf: true }), { now, tz: TZ, baru: true }).is_published).toBe(false);
  });
});

describe('toFormValues', () => {
  it('shows the stored time on the college clock and keeps it by default', () => {
    const item = {
      id: 1,
      judul: 'A',
      isi: '<p>B</p>',
      tanggalPublish: '2026-11-20T17:00:00Z',
      lampiran: [],
      is_published: false,
      status: 'draf',
      target_role: ['ROLE_DOSEN'],
      target_prodi: [{ id: 4, nama: 'Informatika', jenjang: 'S1' }],
      dibuat_oleh: null,
      diubah_pada: '2026-11-20T17:00:00Z',
    } satisfies PengumumanKelolaItem;
    expect(toFormValues(item, TZ)).toEqual({ judul: 'A', isi: 'B', waktu: 'tetap', tanggal: '2026-11-21', jam: '00:00', target_role: ['ROLE_DOSEN'], target_prodi: ['4'], draf: true });
  });
});

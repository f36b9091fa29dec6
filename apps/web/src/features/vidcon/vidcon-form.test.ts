import { describe, expect, it } from 'vitest';
import { PESAN_VIDCON, type VidconItem } from '@lms/shared';
import { kunciForm, nilaiAwal, selesaiDariMulai, tanggalMinimum, toVidconBody, validateVidconForm, type VidconFormValues } from './vidcon-form';

const TZ = 'Asia/Jakarta';
// 2026-11-21 08:02 WIB
const NOW = Date.parse('2026-11-21T01:02:00Z');

const item = (over: Partial<VidconItem> = {}): VidconItem =>
  ({
    id: 9,
    id_kelas_kuliah: 'K',
    id_pertemuan: 3,
    judul: 'Kuliah',
    aplikasi: 'zoom',
    link: 'https://zoom.us/j/1',
    catatan: '',
    status: 'berlangsung',
    waktu_mulai: '2026-11-21T00:30:17Z',
    waktu_selesai: '2026-11-21T01:30:17Z',
    jumlah_peserta: 0,
    jumlah_peserta_kelas: 30,
    is_syarat_hadir: true,
    batas_terlambat: '2026-11-21T00:45:17Z',
    join_data: null,
    pertemuan: { id: 3, nomor: 1, judul: '', jenis: 'online' },
    kelas_kuliah: { id: 'K', periode: 20261, mata_kuliah: { kode: 'X', nama: 'X' }, kelas: { nama: 'A', jenis: { nama: 'Reguler' } } },
    created_at: '2026-11-20T00:00:00Z',
    created_by: null,
    updated_at: '2026-11-20T00:00:00Z',
    updated_by: null,
    can: { edit: true, delete: true, join: true, lihat_peserta: true },
    ...over,
  }) as VidconItem;

const valid = (over: Partial<VidconFormValues> = {}): VidconFormValues => ({
  ...nilaiAwal({ idPertemuan: 3, now: NOW, tz: TZ }),
  judul: 'Kuliah daring',
  aplikasi: 'gmeet',
  link: 'meet.google.com/abc-defg-hij',
  ...over,
});

describe('nilaiAwal', () => {
  it('starts a new vidcon at the next 5 minutes and ends it an hour later, on the college clock', () => {
    expect(nilaiAwal({ idPertemuan: 3, now: NOW, tz: TZ })).toMatchObject({
      id_pertemuan: '3',
      tanggal_mulai: '2026-11-21',
      jam_mulai: '08:05',
      tanggal_selesai: '2026-11-21',
      jam_selesai: '09:05',
    });
  });

  it('edits from the row', () => {
    expect(nilaiAwal({ vidcon: item(), now: NOW, tz: TZ })).toMatchObject({ judul: 'Kuliah', jam_mulai: '07:30', jam_selesai: '08:30', id_pertemuan: '3' });
  });
});

describe('selesaiDariMulai', () => {
  it('sets the end to start plus one hour, across midnight', () => {
    expect(selesaiDariMulai({ tanggal_mulai: '2026-11-21', jam_mulai: '23:30' }, TZ)).toEqual({ tanggal_selesai: '2026-11-22', jam_selesai: '00:30' });
    expect(selesaiDariMulai({ tanggal_mulai: null, jam_mulai: '10:00' }, TZ)).toBeNull();
  });
});

describe('validateVidconForm', () => {
  const opts = { pilihPertemuan: true, tz: TZ, now: NOW };
  it("reports the spec's messages in order", () => {
    const empty: VidconFormValues = { ...valid(), id_pertemuan: null, judul: ' ', aplikasi: null, link: '', tanggal_mulai: null, tanggal_selesai: null };
    const steps: [Partial<VidconFormValues>, string][] = [
      [{}, PESAN_VIDCON.pertemuanWajib],
      [{ id_pertemuan: '3' }, PESAN_VIDCON.judulWajib],
      [{ id_pertemuan: '3', judul: 'A' }, PESAN_VIDCON.aplikasiWajib],
      [{ id_pertemuan: '3', judul: 'A', aplikasi: 'zoom' }, PESAN_VIDCON.linkWajib],
      [{ id_pertemuan: '3', judul: 'A', aplikasi: 'zoom', link: 'zoom.us/j/1' }, PESAN_VIDCON.waktuMulaiWajib],
      [{ id_pertemuan: '3', judul: 'A', aplikasi: 'zoom', link: 'zoom.us/j/1', tanggal_mulai: '2026-11-21' }, PESAN_VIDCON.waktuSelesaiWajib],
    ];
    for (const [patch, message] of steps) expect(validateVidconForm({ ...empty, ...patch }, opts)?.message).toBe(message);
    expect(validateVidconForm(valid({ jam_selesai: '08:05' }), opts)?.message).toBe(PESAN_VIDCON.waktuSelesaiKurang);
    // the 24-hour pickers answer 'HH:mm:ss'
    expect(validateVidconForm(valid({ jam_mulai: '08:05:00', jam_selesai: '09:05:00' }), opts)).toBeNull();
    expect(validateVidconForm(valid(), opts)).toBeNull();
  });

  it('asks for the meeting only when the form offers it', () => {
    expect(validateVidconForm(valid({ id_pertemuan: null }), { ...opts, pilihPertemuan: false })).toBeNull();
  });

  it('refuses a javascript: link and a start before yesterday', () => {
    expect(validateVidconForm(valid({ link: 'javascript:alert(1)' }), opts)?.message).toBe(PESAN_VIDCON.linkTidakValid);
    expect(validateVidconForm(valid({ tanggal_mulai: '2026-11-19', tanggal_selesai: '2026-11-19' }), opts)?.message).toBe(PESAN_VIDCON.waktuMulaiKemarin);
    expect(validateVidconForm(valid({ tanggal_mulai: '2026-11-20', tanggal_selesai: '2026-11-20' }), opts)).toBeNull();
  });

  it('with participants the end may not move earlier', () => {
    const v = item({ jumlah_peserta: 2 });
    const values = nilaiAwal({ vidcon: v, now: NOW, tz: TZ });
    expect(validateVidconForm({ ...values, jam_selesai: '08:20' }, { ...opts, vidcon: v })?.message).toBe(PESAN_VIDCON.waktuSelesaiDimajukan);
    expect(validateVidconForm({ ...values, jam_selesai: '09:00' }, { ...opts, vidcon: v })).toBeNull();
  });
});

describe('toVidconBody', () => {
  it('sends UTC ISO and keeps an untouched stored instant to the second', () => {
    const v = item();
    const body = toVidconBody({ ...nilaiAwal({ vidcon: v, now: NOW, tz: TZ }), judul: ' Baru ' }, { tz: TZ, vidcon: v });
    expect(body).toMatchObject({ id_pertemuan: 3, judul: 'Baru', waktu_mulai: v.waktu_mulai, waktu_selesai: v.waktu_selesai });
    const moved = toVidconBody({ ...nilaiAwal({ vidcon: v, now: NOW, tz: TZ }), jam_selesai: '09:00' }, { tz: TZ, vidcon: v });
    expect(moved.waktu_selesai).toBe('2026-11-21T02:00:00Z');
  });
});

describe('kunciForm and tanggalMinimum', () => {
  it('locks by server time and participants', () => {
    expect(kunciForm(null, NOW)).toEqual({ tanggal: false, jam: false });
    expect(kunciForm(item({ jumlah_peserta: 1 }), NOW)).toEqual({ tanggal: true, jam: true });
    expect(kunciForm(item(), Date.parse('2026-11-21T03:00:00Z'))).toEqual({ tanggal: false, jam: true });
  });

  it('lets the date picker start yesterday', () => {
    expect(tanggalMinimum(NOW, TZ)).toBe('2026-11-20');
  });
});

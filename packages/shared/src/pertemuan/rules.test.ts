import { describe, expect, it } from 'vitest';
import { PESAN_PERTEMUAN, bolehUbahJadwal, transisiPertemuan, waktuBertumpuk } from './index';

describe('transisiPertemuan', () => {
  it('allows belum_dimulai -> berlangsung -> selesai only', () => {
    expect(transisiPertemuan('belum_dimulai', 'start')).toEqual({ ok: true, dari: 'belum_dimulai', ke: 'berlangsung' });
    expect(transisiPertemuan('berlangsung', 'end')).toEqual({ ok: true, dari: 'berlangsung', ke: 'selesai' });
  });
  it('refuses every other move with the reason', () => {
    expect(transisiPertemuan('berlangsung', 'start')).toEqual({ ok: false, pesan: PESAN_PERTEMUAN.sudahDimulai });
    expect(transisiPertemuan('selesai', 'start')).toEqual({ ok: false, pesan: PESAN_PERTEMUAN.sudahBerakhir });
    expect(transisiPertemuan('belum_dimulai', 'end')).toEqual({ ok: false, pesan: PESAN_PERTEMUAN.belumDimulai });
    expect(transisiPertemuan('selesai', 'end')).toEqual({ ok: false, pesan: PESAN_PERTEMUAN.sudahBerakhir });
  });
});

describe('bolehUbahJadwal', () => {
  const setting = (online: boolean, offline: boolean) => ({ ubah_jadwal_pertemuan: { online: { is_allowed: online }, offline: { is_allowed: offline } } });
  it('reads the flag of the meeting jenis', () => {
    expect(bolehUbahJadwal(setting(true, false), 'online')).toBe(true);
    expect(bolehUbahJadwal(setting(true, false), 'offline')).toBe(false);
    expect(bolehUbahJadwal(setting(false, true), 'offline')).toBe(true);
  });
  it('needs both flags for campuran', () => {
    expect(bolehUbahJadwal(setting(true, false), 'campuran')).toBe(false);
    expect(bolehUbahJadwal(setting(false, true), 'campuran')).toBe(false);
    expect(bolehUbahJadwal(setting(true, true), 'campuran')).toBe(true);
  });
  it('treats a missing or malformed setting as not allowed', () => {
    expect(bolehUbahJadwal({}, 'online')).toBe(false);
    expect(bolehUbahJadwal(null, 'online')).toBe(false);
    expect(bolehUbahJadwal({ ubah_jadwal_pertemuan: { online: { is_allowed: 'true' } } }, 'online')).toBe(false);
    expect(bolehUbahJadwal(setting(true, true), 'lainnya')).toBe(false);
  });
});

describe('waktuBertumpuk', () => {
  it('is start < other.end AND end > other.start', () => {
    expect(waktuBertumpuk(1, 5, 4, 8)).toBe(true);
    expect(waktuBertumpuk(4, 8, 1, 5)).toBe(true);
    expect(waktuBertumpuk(2, 3, 1, 5)).toBe(true);
    expect(waktuBertumpuk(1, 5, 5, 8)).toBe(false);
    expect(waktuBertumpuk(5, 8, 1, 5)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { PESAN_FORUM, batasAwalWaktuMulai, capaiMinimal, skorKeaktifan, statusForum, validasiWaktuForum } from './rules';

describe('statusForum', () => {
  const mulai = '2026-11-21T01:00:00Z';
  const selesai = '2026-11-21T03:00:00Z';
  it('follows server time: started at the start, ended only after the end', () => {
    expect(statusForum(mulai, selesai, Date.parse('2026-11-21T00:59:59Z'))).toBe('belum_dimulai');
    expect(statusForum(mulai, selesai, Date.parse(mulai))).toBe('berlangsung');
    expect(statusForum(mulai, selesai, Date.parse(selesai))).toBe('berlangsung');
    expect(statusForum(mulai, selesai, Date.parse(selesai) + 1)).toBe('selesai');
  });
});

describe('batasAwalWaktuMulai', () => {
  it('is 00:00 of yesterday in the college zone', () => {
    // 2026-11-21 06:30 WIB = 2026-11-20 23:30 UTC
    expect(batasAwalWaktuMulai(Date.parse('2026-11-20T23:30:00Z'), 'Asia/Jakarta').toISOString()).toBe('2026-11-19T17:00:00.000Z');
    expect(batasAwalWaktuMulai(Date.parse('2026-11-20T23:30:00Z'), 'Asia/Jayapura').toISOString()).toBe('2026-11-19T15:00:00.000Z');
  });
});

describe('validasiWaktuForum', () => {
  const k = { now: Date.parse('2026-11-21T03:00:00Z'), timeZone: 'Asia/Jakarta' };
  const ok = { waktuMulai: new Date('2026-11-21T01:00:00Z'), waktuSelesai: new Date('2026-11-22T01:00:00Z'), minimalPost: 1 };
  it('passes a valid window and reports each rule by field', () => {
    expect(validasiWaktuForum(ok, k)).toEqual([]);
    expect(validasiWaktuForum({ ...ok, waktuSelesai: ok.waktuMulai }, k)).toEqual([{ field: 'waktu_selesai', message: PESAN_FORUM.waktuSelesaiSebelumMulai }]);
    expect(validasiWaktuForum({ ...ok, waktuMulai: new Date('2026-11-19T16:59:00Z') }, k)[0]).toEqual({ field: 'waktu_mulai', message: PESAN_FORUM.waktuMulaiTerlaluAwal });
    expect(validasiWaktuForum({ ...ok, minimalPost: 0 }, k)[0]!.message).toBe(PESAN_FORUM.minimalPostMin);
  });
  it('locks a changed start once participants joined, not an unchanged one', () => {
    const lama = ok.waktuMulai;
    expect(validasiWaktuForum(ok, { ...k, waktuMulaiLama: lama, sudahAdaPeserta: true })).toEqual([]);
    expect(validasiWaktuForum({ ...ok, waktuMulai: new Date('2026-11-21T02:00:00Z') }, { ...k, waktuMulaiLama: lama, sudahAdaPeserta: true })[0]!.message).toBe(
      PESAN_FORUM.waktuMulaiTerkunci,
    );
  });
});

describe('skorKeaktifan', () => {
  it('is 100 at or above the minimum, proportional below, null without comments', () => {
    expect(skorKeaktifan(0, 3)).toBeNull();
    expect(skorKeaktifan(1, 3)).toBe(33.33);
    expect(skorKeaktifan(2, 3)).toBe(66.67);
    expect(skorKeaktifan(3, 3)).toBe(100);
    expect(skorKeaktifan(9, 3)).toBe(100);
    expect(capaiMinimal(2, 2)).toBe(true);
    expect(capaiMinimal(1, 2)).toBe(false);
  });
});

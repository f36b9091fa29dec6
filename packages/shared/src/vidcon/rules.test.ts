import { describe, expect, it } from 'vitest';
import { vidconCreateBody, vidconUpdateBody, PESAN_VIDCON } from './index';
import {
  aplikasiDariFilter,
  awalKemarin,
  batasTerlambat,
  isJoinTerlambat,
  kunciWaktuVidcon,
  normalizeLinkVidcon,
  statusVidcon,
  waktuSelesaiBawaan,
} from './rules';

const T0 = Date.parse('2026-11-21T01:00:00Z');
const MIN = 60_000;

describe('statusVidcon', () => {
  it('is belum_dimulai before the start, berlangsung from the start through the end, selesai after', () => {
    const end = T0 + 60 * MIN;
    expect(statusVidcon(T0, end, T0 - 1)).toBe('belum_dimulai');
    expect(statusVidcon(T0, end, T0)).toBe('berlangsung');
    expect(statusVidcon(T0, end, end)).toBe('berlangsung');
    expect(statusVidcon(T0, end, end + 1)).toBe('selesai');
    expect(statusVidcon(new Date(T0).toISOString(), new Date(end), new Date(T0 + MIN))).toBe('berlangsung');
  });
});

describe('lateness', () => {
  it('limits a join to start + terlambat_vidcon_menit, inclusive', () => {
    expect(batasTerlambat(T0, 15).getTime()).toBe(T0 + 15 * MIN);
    expect(isJoinTerlambat(T0 + 15 * MIN, T0, 15)).toBe(false);
    expect(isJoinTerlambat(T0 + 15 * MIN + 1000, T0, 15)).toBe(true);
    expect(isJoinTerlambat(T0 + MIN, T0, 0)).toBe(true);
    expect(isJoinTerlambat(T0 - MIN, T0, 0)).toBe(false);
  });

  it('defaults the end to start plus one hour', () => {
    expect(waktuSelesaiBawaan(T0).getTime()).toBe(T0 + 60 * MIN);
  });
});

describe('normalizeLinkVidcon', () => {
  it.each([
    ['zoom.us/j/123456?pwd=abc', 'http://zoom.us/j/123456?pwd=abc'],
    ['  https://meet.google.com/abc-defg-hij ', 'https://meet.google.com/abc-defg-hij'],
    ['HTTP://Teams.Microsoft.com/l/meetup-join/19%3a', 'HTTP://Teams.Microsoft.com/l/meetup-join/19%3a'],
    ['localhost:8080/room', 'http://localhost:8080/room'],
    ['http://[::1]:9000/x', 'http://[::1]:9000/x'],
  ])('accepts %s', (raw, out) => expect(normalizeLinkVidcon(raw)).toBe(out));

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.c', 'ftp://x.y', 'http://', 'zoom us/j/1', 'http://-bad-.com'])(
    'refuses %j',
    (raw) => expect(normalizeLinkVidcon(raw)).toBeNull(),
  );
});

describe('kunciWaktuVidcon (spec 2 §5)', () => {
  it('locks the date once participants exist, the times for a finished vidcon or a running one with participants', () => {
    expect(kunciWaktuVidcon({ status: 'belum_dimulai', jumlahPeserta: 0 })).toEqual({ tanggal: false, jam: false });
    expect(kunciWaktuVidcon({ status: 'berlangsung', jumlahPeserta: 0 })).toEqual({ tanggal: false, jam: false });
    expect(kunciWaktuVidcon({ status: 'berlangsung', jumlahPeserta: 2 })).toEqual({ tanggal: true, jam: true });
    expect(kunciWaktuVidcon({ status: 'selesai', jumlahPeserta: 0 })).toEqual({ tanggal: false, jam: true });
    expect(kunciWaktuVidcon({ status: 'selesai', jumlahPeserta: 1 })).toEqual({ tanggal: true, jam: true });
  });
});

describe('awalKemarin', () => {
  it('is 00:00 of the previous day on the college clock', () => {
    // 2026-11-21 08:00 WIB -> yesterday 2026-11-20 00:00 WIB = 2026-11-19T17:00Z
    expect(awalKemarin(Date.parse('2026-11-21T01:00:00Z'), 'Asia/Jakarta').toISOString()).toBe('2026-11-19T17:00:00.000Z');
    // 2026-11-21 00:30 WIT (UTC+9) -> 2026-11-20 00:00 WIT = 2026-11-19T15:00Z
    expect(awalKemarin(Date.parse('2026-11-20T15:30:00Z'), 'Asia/Jayapura').toISOString()).toBe('2026-11-19T15:00:00.000Z');
  });
});

describe('filters', () => {
  it("maps the filter value 'teams' to msteams", () => {
    expect(aplikasiDariFilter('teams')).toBe('msteams');
    expect(aplikasiDariFilter('zoom')).toBe('zoom');
  });
});

describe('vidconCreateBody', () => {
  const ok = {
    id_pertemuan: 3,
    judul: 'Kuliah daring',
    aplikasi: 'zoom',
    link: 'zoom.us/j/1',
    waktu_mulai: '2026-11-21T01:00:00Z',
    waktu_selesai: '2026-11-21T02:00:00Z',
  };
  const firstMessage = (body: object) => {
    const r = vidconCreateBody.safeParse(body);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('reports missing fields in the form order with the spec texts', () => {
    expect(firstMessage({})).toBe(PESAN_VIDCON.pertemuanWajib);
    expect(firstMessage({ id_pertemuan: 3 })).toBe(PESAN_VIDCON.judulWajib);
    expect(firstMessage({ id_pertemuan: 3, judul: '  ' })).toBe(PESAN_VIDCON.judulWajib);
    expect(firstMessage({ ...ok, aplikasi: undefined })).toBe(PESAN_VIDCON.aplikasiWajib);
    expect(firstMessage({ ...ok, aplikasi: 'skype' })).toBe(PESAN_VIDCON.aplikasiTidakValid);
    expect(firstMessage({ ...ok, link: '' })).toBe(PESAN_VIDCON.linkWajib);
    expect(firstMessage({ ...ok, waktu_mulai: undefined })).toBe(PESAN_VIDCON.waktuMulaiWajib);
    expect(firstMessage({ ...ok, waktu_selesai: '' })).toBe(PESAN_VIDCON.waktuSelesaiWajib);
    expect(firstMessage({ ...ok, waktu_selesai: ok.waktu_mulai })).toBe(PESAN_VIDCON.waktuSelesaiKurang);
    expect(firstMessage({ ...ok, waktu_selesai: '2026-11-21T00:00:00Z' })).toBe(PESAN_VIDCON.waktuSelesaiKurang);
    expect(firstMessage(ok)).toBeNull();
  });

  it('accepts a partial update but still orders the times', () => {
    expect(vidconUpdateBody.safeParse({ judul: 'x' }).success).toBe(true);
    expect(vidconUpdateBody.safeParse({ waktu_mulai: ok.waktu_selesai, waktu_selesai: ok.waktu_mulai }).success).toBe(false);
  });
});

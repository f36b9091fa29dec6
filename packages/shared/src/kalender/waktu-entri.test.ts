import { describe, expect, it } from 'vitest';
import { teksWaktuEntri, waktuTercantum, type WaktuEntri } from './waktu-entri';

const JKT = 'Asia/Jakarta';
// 2026-11-20 21:00 WIB (a task's start) and 2026-11-27 17:00 WIB (its due time, the day it is listed on).
const MULAI = '2026-11-20T14:00:00Z';
const TENGGAT = '2026-11-27T10:00:00Z';
const e = (jenis: WaktuEntri['jenis'], waktu_mulai: string, waktu_selesai: string | null): WaktuEntri => ({ jenis, waktu_mulai, waktu_selesai });

describe('teksWaktuEntri (the time of a calendar entry in Keterangan)', () => {
  it('shows a deadline as one instant, never as a span from a start on another day', () => {
    expect(teksWaktuEntri(e('tugas', MULAI, TENGGAT), JKT)).toBe('Tenggat 17:00');
    // A required material: shown from 07:30 a week before, due 07:30.
    expect(teksWaktuEntri(e('materi', '2026-11-20T00:30:00Z', '2026-11-27T00:30:00Z'), JKT)).toBe('Tenggat 07:30');
  });

  it('lists a task without a due time at its start', () => {
    expect(teksWaktuEntri(e('tugas', MULAI, null), JKT)).toBe('Mulai 21:00');
  });

  it('shows meetings, exams, forums and vidcons as a span from their start', () => {
    expect(teksWaktuEntri(e('pertemuan', '2026-11-27T00:30:00Z', '2026-11-27T03:00:00Z'), JKT)).toBe('07:30 - 10:00');
    expect(teksWaktuEntri(e('vidcon', '2026-11-27T12:00:00Z', '2026-11-27T13:00:00Z'), JKT)).toBe('19:00 - 20:00');
    expect(teksWaktuEntri(e('ujian', '2026-11-27T01:00:00Z', '2026-11-27T02:40:00Z'), 'Asia/Jayapura')).toBe('10:00 - 11:40');
  });

  it('dates an end that falls on a later day in the college zone', () => {
    expect(teksWaktuEntri(e('forum', '2026-11-27T01:00:00Z', '2026-12-03T16:59:00Z'), JKT)).toBe('08:00 - 3 Des 23:59');
    // 23:00 WIB to 00:30 WIB the next day crosses midnight there (not in UTC).
    expect(teksWaktuEntri(e('ujian', '2026-11-27T16:00:00Z', '2026-11-27T17:30:00Z'), JKT)).toBe('23:00 - 28 Nov 00:30');
  });

  it('shows only the start when there is no end after it', () => {
    expect(teksWaktuEntri(e('pertemuan', '2026-11-27T00:30:00Z', null), JKT)).toBe('07:30');
    expect(teksWaktuEntri(e('ujian', '2026-11-27T00:30:00Z', '2026-11-27T00:30:00Z'), JKT)).toBe('07:30');
  });
});

describe('waktuTercantum (the instant an entry is listed and ordered at)', () => {
  it('is the deadline of a material or a task with one, else the start', () => {
    expect(waktuTercantum(e('tugas', MULAI, TENGGAT))).toBe(TENGGAT);
    expect(waktuTercantum(e('materi', MULAI, TENGGAT))).toBe(TENGGAT);
    expect(waktuTercantum(e('tugas', MULAI, null))).toBe(MULAI);
    expect(waktuTercantum(e('vidcon', MULAI, TENGGAT))).toBe(MULAI);
    expect(waktuTercantum(e('pertemuan', MULAI, TENGGAT))).toBe(MULAI);
  });
});

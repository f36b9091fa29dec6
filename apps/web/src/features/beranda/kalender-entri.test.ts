import { describe, expect, it } from 'vitest';
import { entriPerHari, jamEntri, tempatPertemuan } from './kalender-entri';
import type { EntriKalender } from '@lms/shared';

const e = (tanggal: string, waktu_mulai: string) => ({ tanggal, waktu_mulai, waktu_selesai: null }) as unknown as EntriKalender;

describe('kalender entries', () => {
  it('groups by day in time order', () => {
    const m = entriPerHari([e('2026-11-23', '2026-11-23T06:00:00Z'), e('2026-11-24', '2026-11-24T01:00:00Z'), e('2026-11-23', '2026-11-23T00:30:00Z')]);
    expect([...m.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(m.get('2026-11-23')!.map((x) => x.waktu_mulai)).toEqual(['2026-11-23T00:30:00Z', '2026-11-23T06:00:00Z']);
  });

  it("names the place: the room, 'Online', or both for a mixed meeting", () => {
    expect(tempatPertemuan({ mode: 'offline', ruangan: 'R 301' })).toBe('R 301');
    expect(tempatPertemuan({ mode: 'online', ruangan: 'R 301' })).toBe('Online');
    expect(tempatPertemuan({ mode: 'campuran', ruangan: 'R 301' })).toBe('R 301 / Online');
  });

  it('shows the time in the college zone', () => {
    const x = { waktu_mulai: '2026-11-23T00:30:00Z', waktu_selesai: '2026-11-23T02:10:00Z' };
    expect(jamEntri(x, 'Asia/Jakarta')).toBe('07:30 - 09:10');
    expect(jamEntri(x, 'Asia/Jayapura')).toBe('09:30 - 11:10');
  });
});

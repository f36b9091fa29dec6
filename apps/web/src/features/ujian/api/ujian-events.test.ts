import { describe, expect, it } from 'vitest';
import { ujianTimeChangedEvent } from '@lms/shared';
import { waktuBaruDari } from './ujian-events';

describe('waktuBaruDari (time_changed)', () => {
  it('takes the new window the event carries', () => {
    const e = ujianTimeChangedEvent.parse({
      id_ujian: 3,
      id_kelas_kuliah: 'K1',
      waktu_mulai: '2026-11-21T03:00:00.000Z',
      waktu_selesai: '2026-11-21T05:00:00.000Z',
      durasi: 60,
      gunakan_batas_waktu: true,
    });
    expect(waktuBaruDari(e)).toEqual({ waktu_mulai: '2026-11-21T03:00:00.000Z', waktu_selesai: '2026-11-21T05:00:00.000Z', durasi: 60, gunakan_batas_waktu: true });
  });

  it('is null for an event with the ids only, so the page reloads at once', () => {
    expect(waktuBaruDari(ujianTimeChangedEvent.parse({ id_ujian: 3, id_kelas_kuliah: 'K1' }))).toBeNull();
  });
});

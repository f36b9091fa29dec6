import { describe, expect, it } from 'vitest';
import { PARAMETER_KEHADIRAN_KEYS } from '../pertemuan/schemas';
import {
  JENIS_AKTIVITAS_DEF,
  JENIS_AKTIVITAS_KELAS,
  hitunganAktivitasKosong,
  isJenisAktivitasKelas,
  isSyaratKehadiran,
  statusAktivitas,
  waktuKalenderAktivitas,
} from './index';

describe('activity kinds', () => {
  it('map each attendance flag to exactly one kind', () => {
    const flags = JENIS_AKTIVITAS_KELAS.map((j) => JENIS_AKTIVITAS_DEF[j].parameterKehadiran).filter((f) => f !== null);
    expect([...flags].sort()).toEqual([...PARAMETER_KEHADIRAN_KEYS].sort());
  });

  it('recognise kinds and start every count at zero', () => {
    expect(isJenisAktivitasKelas('materi')).toBe(true);
    expect(isJenisAktivitasKelas('kuis')).toBe(false);
    expect(isJenisAktivitasKelas(1)).toBe(false);
    expect(Object.keys(hitunganAktivitasKosong()).sort()).toEqual([...JENIS_AKTIVITAS_KELAS].sort());
    expect(Object.values(hitunganAktivitasKosong()).every((n) => n === 0)).toBe(true);
  });
});

describe('isSyaratKehadiran', () => {
  it('needs both the activity flag and the meeting parameter of its kind', () => {
    expect(isSyaratKehadiran('materi', true, { unduh_materi: true })).toBe(true);
    expect(isSyaratKehadiran('materi', false, { unduh_materi: true })).toBe(false);
    expect(isSyaratKehadiran('materi', true, { unduh_materi: false, kerjakan_tugas: true })).toBe(false);
    expect(isSyaratKehadiran('tugas', true, { kerjakan_tugas: true })).toBe(true);
    expect(isSyaratKehadiran('vidcon', true, null)).toBe(false);
  });

  it('never counts text activities', () => {
    expect(isSyaratKehadiran('teks', true, { unduh_materi: true, hadir_vidcon: true, kerjakan_tugas: true, posting_forum: true, kerjakan_kuis_ujian: true })).toBe(false);
  });
});

describe('calendar date and status of an activity', () => {
  const a = new Date('2026-11-20T01:00:00Z');
  const b = new Date('2026-11-27T16:59:00Z');
  it('dates deadlines by their end and events by their start', () => {
    expect(waktuKalenderAktivitas('tugas', a, b)).toEqual(b);
    expect(waktuKalenderAktivitas('tugas', a, null)).toEqual(a);
    expect(waktuKalenderAktivitas('materi', a, b)).toEqual(b);
    expect(waktuKalenderAktivitas('materi', a, null)).toBeNull();
    expect(waktuKalenderAktivitas('vidcon', a, b)).toEqual(a);
    expect(waktuKalenderAktivitas('ujian', null, b)).toEqual(b);
    expect(waktuKalenderAktivitas('teks', a, b)).toBeNull();
  });
  it('is open between start and end, the end excluded', () => {
    expect(statusAktivitas(a, b, new Date('2026-11-19T00:00:00Z'))).toBe('belum_dimulai');
    expect(statusAktivitas(a, b, a)).toBe('berlangsung');
    expect(statusAktivitas(a, b, b)).toBe('selesai');
    expect(statusAktivitas(null, null, b)).toBe('berlangsung');
  });
});

import { describe, expect, it } from 'vitest';
import { PARAMETER_KEHADIRAN_KEYS, type ParameterKehadiranKey } from '@lms/shared';
import { hitungKehadiran, keputusanSistem, type AktivitasRegistry, type FaktaSelesai } from './kehadiran.engine';

const JENIS_OF: Record<ParameterKehadiranKey, string> = {
  unduh_materi: 'materi',
  kerjakan_tugas: 'tugas',
  kerjakan_kuis_ujian: 'ujian',
  posting_forum: 'forum',
  hadir_vidcon: 'vidcon',
};
const BATAS = new Date('2026-11-20T16:59:00Z');
const SEBELUM = new Date('2026-11-20T10:00:00Z');
const SESUDAH = new Date('2026-11-21T10:00:00Z');

const aktivitas: AktivitasRegistry[] = PARAMETER_KEHADIRAN_KEYS.map((k, i) => ({ id: i + 1, jenis: JENIS_OF[k], judul: `${JENIS_OF[k]} 1`, syaratHadir: true }));
const TUGAS = aktivitas.find((a) => a.jenis === 'tugas')!.id;
const flagsOf = (mask: number) => Object.fromEntries(PARAMETER_KEHADIRAN_KEYS.map((k, i) => [k, (mask & (1 << i)) !== 0]));
const fakta = (ids: number[], waktu = SEBELUM, sumber = 'kumpul'): FaktaSelesai[] => ids.map((idAktivitas) => ({ idAktivitas, waktu, sumber }));
const run = (o: Partial<Parameters<typeof hitungKehadiran>[0]>) =>
  hitungKehadiran({ jenisPertemuan: 'online', parameter: flagsOf(31), aktivitas, fakta: [], batas: BATAS, minimal: 70, ...o });

describe('hitungKehadiran over every parameter combination', () => {
  for (let flags = 0; flags < 32; flags++) {
    it(`flags ${flags.toString(2).padStart(5, '0')}: overall is the share of enabled parameters done, for every set of activities done`, () => {
      const enabled = PARAMETER_KEHADIRAN_KEYS.map((_, i) => i).filter((i) => flags & (1 << i));
      for (let done = 0; done < 32; done++) {
        const ids = PARAMETER_KEHADIRAN_KEYS.map((_, i) => i).filter((i) => done & (1 << i)).map((i) => i + 1);
        const h = run({ parameter: flagsOf(flags), fakta: fakta(ids) });
        if (enabled.length === 0) {
          expect(h).toMatchObject({ menentukan: false, overall: 0, isHadir: false, detail: [] });
          continue;
        }
        const hit = enabled.filter((i) => done & (1 << i)).length;
        const expected = Math.round((hit / enabled.length) * 1000) / 10;
        expect(h.menentukan).toBe(true);
        expect(h.overall).toBeCloseTo(expected, 5);
        expect(h.isHadir).toBe(expected >= 70);
        expect(h.detail.map((d) => d.parameter)).toEqual(enabled.map((i) => PARAMETER_KEHADIRAN_KEYS[i]));
        for (const d of h.detail) expect(d.is_hadir).toBe(ids.includes(d.id_aktivitas!));
      }
    });
  }
});

describe('hitungKehadiran rules', () => {
  it('decides nothing for an offline meeting', () => {
    expect(run({ jenisPertemuan: 'offline', fakta: fakta([1, 2, 3, 4, 5]) })).toMatchObject({ menentukan: false, overall: 0, detail: [] });
  });

  it('campuran follows the online rule', () => {
    expect(run({ jenisPertemuan: 'campuran', fakta: fakta([1, 2, 3, 4, 5]) })).toMatchObject({ menentukan: true, overall: 100, isHadir: true });
  });

  it('lists an enabled parameter without activities as empty_activity with weight 0, not counted', () => {
    const h = run({ parameter: { kerjakan_tugas: true, posting_forum: true }, aktivitas: aktivitas.filter((a) => a.jenis === 'tugas'), fakta: fakta([TUGAS]) });
    const forum = h.detail.find((d) => d.parameter === 'posting_forum')!;
    expect(forum).toMatchObject({ empty_activity: true, weight: 0, is_hadir: false, id_aktivitas: null, alasan: 'tidak_ada_aktivitas' });
    expect(h).toMatchObject({ overall: 100, isHadir: true, menentukan: true });
  });

  it('decides nothing when no enabled parameter has an activity', () => {
    const h = run({ parameter: { posting_forum: true }, aktivitas: aktivitas.filter((a) => a.jenis === 'tugas') });
    expect(h.menentukan).toBe(false);
    expect(h.detail).toHaveLength(1);
  });

  it('splits a parameter\'s weight among its activities', () => {
    const list: AktivitasRegistry[] = [
      { id: 10, jenis: 'materi', judul: 'Modul 1', syaratHadir: true },
      { id: 11, jenis: 'materi', judul: 'Modul 2', syaratHadir: true },
      { id: 12, jenis: 'tugas', judul: 'Tugas 1', syaratHadir: true },
    ];
    const h = run({ parameter: { unduh_materi: true, kerjakan_tugas: true }, aktivitas: list, fakta: fakta([10], SEBELUM, 'unduh') });
    expect(h.overall).toBe(25);
    const by = (id: number) => h.detail.find((d) => d.id_aktivitas === id)!;
    expect([by(10).weight, by(11).weight, by(12).weight]).toEqual([25, 25, 50]);
    expect(by(10)).toMatchObject({ is_hadir: true, sumber: 'unduh', sumber_label: 'Mengunduh materi', alasan: 'terpenuhi', waktu_selesai: '2026-11-20T10:00:00Z' });
    expect(by(12)).toMatchObject({ is_hadir: false, alasan: 'belum_dikerjakan', sumber: null });
  });

  it('rounds the overall to one decimal', () => {
    const list: AktivitasRegistry[] = [1, 2, 3].map((id) => ({ id, jenis: 'tugas', judul: `T${id}`, syaratHadir: true }));
    expect(run({ parameter: { kerjakan_tugas: true }, aktivitas: list, fakta: fakta([1]) }).overall).toBe(33.3);
    expect(run({ parameter: { kerjakan_tugas: true }, aktivitas: list, fakta: fakta([1, 2]) }).overall).toBe(66.7);
  });

  it('counts a fact at the deadline, not one after it (lewat_batas)', () => {
    const list = aktivitas.filter((a) => a.jenis === 'tugas');
    expect(run({ parameter: { kerjakan_tugas: true }, aktivitas: list, fakta: fakta([TUGAS], BATAS) }).overall).toBe(100);
    const late = run({ parameter: { kerjakan_tugas: true }, aktivitas: list, fakta: fakta([TUGAS], SESUDAH) });
    expect(late.overall).toBe(0);
    expect(late.detail[0]).toMatchObject({ is_hadir: false, alasan: 'lewat_batas', sumber: 'kumpul' });
    // Without a deadline any fact counts.
    expect(run({ parameter: { kerjakan_tugas: true }, aktivitas: list, fakta: fakta([TUGAS], SESUDAH), batas: null }).overall).toBe(100);
  });

  it('ignores activities not required for attendance and kinds without a flag', () => {
    const list: AktivitasRegistry[] = [
      { id: 1, jenis: 'tugas', judul: 'Wajib', syaratHadir: true },
      { id: 2, jenis: 'tugas', judul: 'Latihan', syaratHadir: false },
      { id: 3, jenis: 'teks', judul: 'Catatan', syaratHadir: true },
    ];
    const h = run({ parameter: { kerjakan_tugas: true }, aktivitas: list, fakta: fakta([1]) });
    expect(h.detail.map((d) => d.id_aktivitas)).toEqual([1]);
    expect(h.overall).toBe(100);
  });

  it('Hadir exactly at the minimum, not below it', () => {
    const list: AktivitasRegistry[] = [1, 2, 3, 4].map((id) => ({ id, jenis: 'materi', judul: `M${id}`, syaratHadir: true }));
    const h = run({ parameter: { unduh_materi: true }, aktivitas: list, fakta: fakta([1, 2, 3]), minimal: 75 });
    expect(h).toMatchObject({ overall: 75, isHadir: true });
    expect(run({ parameter: { unduh_materi: true }, aktivitas: list, fakta: fakta([1, 2, 3]), minimal: 76 }).isHadir).toBe(false);
  });
});

describe('keputusanSistem', () => {
  const hadir = run({ fakta: fakta([1, 2, 3, 4, 5]) });
  const kurang = run({ fakta: fakta([1]) });
  const kosong = run({ parameter: {} });
  it('marks H as soon as the rule says so', () => expect(keputusanSistem(hadir, BATAS, SEBELUM)).toEqual({ presensi: 'H' }));
  it('leaves a student below the rule without presence before the deadline', () => expect(keputusanSistem(kurang, BATAS, SEBELUM)).toEqual({ presensi: null }));
  it('settles a student below the rule as A at the deadline', () => {
    expect(keputusanSistem(kurang, BATAS, BATAS)).toEqual({ presensi: 'A' });
    expect(keputusanSistem(kurang, BATAS, SESUDAH)).toEqual({ presensi: 'A' });
  });
  it('decides nothing when nothing is required', () => expect(keputusanSistem(kosong, BATAS, SESUDAH)).toEqual({ presensi: null }));
});

import { describe, expect, it } from 'vitest';
import {
  PESAN_UJIAN,
  awalKemarinUjian,
  batasWaktuPengerjaan,
  bolehMengikuti,
  formatSisaWaktu,
  hashSeed,
  jawabanValue,
  periksaUjian,
  statusPengerjaan,
  statusUjian,
  terapkanWaktuBaru,
  undiSoal,
  type UjianFormInput,
} from './index';
import { isoUtc } from '../pertemuan/waktu';

const MIN = 60_000;
const now = Date.parse('2026-11-21T03:00:00Z'); // 10:00 WIB

describe('exam and attempt status', () => {
  const u = { waktu_mulai: '2026-11-21T03:00:00Z', waktu_selesai: '2026-11-21T04:00:00Z' };
  it('starts at waktu_mulai, ends after waktu_selesai', () => {
    expect(statusUjian(u, now - 1)).toBe('belum_dimulai');
    expect(statusUjian(u, now)).toBe('berlangsung');
    expect(statusUjian(u, Date.parse(u.waktu_selesai))).toBe('berlangsung');
    expect(statusUjian(u, Date.parse(u.waktu_selesai) + 1)).toBe('selesai');
  });
  it('an attempt is open until it is closed or its deadline passes', () => {
    expect(statusPengerjaan(null, now)).toBe('belum_dimulai');
    const p = { waktu_selesai: null, batas_waktu: new Date(now + MIN) };
    expect(statusPengerjaan(p, now)).toBe('sedang_berlangsung');
    expect(statusPengerjaan(p, now + MIN)).toBe('selesai');
    expect(statusPengerjaan({ ...p, waktu_selesai: new Date(now) }, now)).toBe('selesai');
  });
});

describe('batasWaktuPengerjaan', () => {
  const akhir = now + 60 * MIN;
  it('is the start plus durasi, but never after the exam ends', () => {
    expect(batasWaktuPengerjaan({ mulai: now, gunakanBatasWaktu: true, durasi: 30, waktuSelesaiUjian: akhir }).getTime()).toBe(now + 30 * MIN);
    expect(batasWaktuPengerjaan({ mulai: now + 45 * MIN, gunakanBatasWaktu: true, durasi: 30, waktuSelesaiUjian: akhir }).getTime()).toBe(akhir);
  });
  it('without a time limit it is the exam end; an accommodation adds its minutes past it', () => {
    expect(batasWaktuPengerjaan({ mulai: now, gunakanBatasWaktu: false, durasi: 30, waktuSelesaiUjian: akhir }).getTime()).toBe(akhir);
    expect(batasWaktuPengerjaan({ mulai: now + 45 * MIN, gunakanBatasWaktu: true, durasi: 30, waktuSelesaiUjian: akhir, tambahanMenit: 15 }).getTime()).toBe(
      akhir + 15 * MIN,
    );
  });
  it('counts down as HH:MM:SS', () => {
    expect(formatSisaWaktu(65_000)).toBe('01:05');
    expect(formatSisaWaktu(3_725_000)).toBe('01:02:05');
    expect(formatSisaWaktu(-5)).toBe('00:00');
  });
});

describe('terapkanWaktuBaru (time_changed)', () => {
  const iso = (t: number) => isoUtc(t);
  const me = (p: { waktu_selesai?: string | null; tambahan_menit?: number } | null) => ({
    status: 'sedang_berlangsung' as const,
    pengerjaan: p && { waktu_mulai: iso(now), waktu_selesai: p.waktu_selesai ?? null, batas_waktu: iso(now + 30 * MIN), tambahan_menit: p.tambahan_menit ?? 0 },
  });
  const diperpanjang = { waktu_mulai: iso(now - 10 * MIN), waktu_selesai: iso(now + 90 * MIN), durasi: 45, gunakan_batas_waktu: true };

  it("moves an open attempt's deadline as the server recomputes it, with the student's extra minutes", () => {
    expect(terapkanWaktuBaru(me({}), diperpanjang).pengerjaan!.batas_waktu).toBe(iso(now + 45 * MIN));
    expect(terapkanWaktuBaru(me({ tambahan_menit: 10 }), diperpanjang).pengerjaan!.batas_waktu).toBe(iso(now + 55 * MIN));
    // Shortened below the attempt's own duration: the exam's end bounds it.
    expect(terapkanWaktuBaru(me({}), { ...diperpanjang, waktu_selesai: iso(now + 20 * MIN) }).pengerjaan!.batas_waktu).toBe(iso(now + 20 * MIN));
    // Time limit switched off: the exam's end.
    expect(terapkanWaktuBaru(me({}), { ...diperpanjang, gunakan_batas_waktu: false }).pengerjaan!.batas_waktu).toBe(iso(now + 90 * MIN));
  });

  it('leaves a closed attempt, or none, as it is', () => {
    const closed = me({ waktu_selesai: iso(now + 5 * MIN) });
    expect(terapkanWaktuBaru(closed, diperpanjang)).toBe(closed);
    const none = me(null);
    expect(terapkanWaktuBaru(none, diperpanjang)).toBe(none);
  });
});

describe('periksaUjian (spec 2 §5)', () => {
  const ctx = { now, timeZone: 'Asia/Jakarta', perluPertemuan: false };
  const ok: UjianFormInput = {
    id_pertemuan: 1,
    jenis: 'kuis',
    judul: 'Kuis 1',
    deskripsiTeks: 'Kerjakan',
    gunakan_batas_waktu: true,
    durasi: 30,
    waktu_mulai: '2026-11-21T03:00:00Z',
    waktu_selesai: '2026-11-21T04:00:00Z',
  };
  const msgs = (v: Partial<UjianFormInput>, c: Partial<typeof ctx & { waktuMulaiLama: string }> = {}) =>
    periksaUjian({ ...ok, ...v }, { ...ctx, ...c }).map((m) => m.message);

  it('accepts a complete form', () => expect(msgs({})).toEqual([]));
  it('an operator must choose a meeting', () => expect(msgs({ id_pertemuan: null }, { perluPertemuan: true })).toEqual([PESAN_UJIAN.pertemuanWajib]));
  it('durasi is required and at least 5 minutes when the time limit is on', () => {
    expect(msgs({ durasi: null })).toEqual([PESAN_UJIAN.durasiWajib]);
    expect(msgs({ durasi: 4 })).toEqual([PESAN_UJIAN.durasiMin]);
    expect(msgs({ durasi: null, gunakan_batas_waktu: false })).toEqual([]);
  });
  it('jenis, judul and deskripsi are required; a remedial needs its main exam and participants', () => {
    expect(msgs({ jenis: null, judul: ' ', deskripsiTeks: '' })).toEqual([PESAN_UJIAN.jenisWajib, PESAN_UJIAN.judulWajib, PESAN_UJIAN.deskripsiWajib]);
    expect(msgs({ jenis: 'remedial' })).toEqual([PESAN_UJIAN.ujianUtamaWajib, PESAN_UJIAN.pesertaRemedialWajib]);
    expect(msgs({ jenis: 'remedial', id_ujian_utama: 3, peserta_remedial: ['2101'] })).toEqual([]);
  });
  it('window rules of the alternate edit form', () => {
    expect(msgs({ waktu_mulai: null, waktu_selesai: null })).toEqual([PESAN_UJIAN.waktuMulaiWajib, PESAN_UJIAN.waktuSelesaiWajib]);
    expect(msgs({ waktu_selesai: '2026-11-21T02:00:00Z' })).toEqual([PESAN_UJIAN.selesaiSebelumMulai]);
    expect(msgs({ waktu_selesai: '2026-11-21T03:04:00Z', gunakan_batas_waktu: false })).toEqual([PESAN_UJIAN.rentangMin]);
    expect(msgs({ waktu_selesai: '2026-11-21T03:20:00Z' })).toEqual([PESAN_UJIAN.rentangKurangDurasi]);
  });
  it('the start may not be before yesterday in the college zone, unless it is the stored start', () => {
    // 00:00 WIB yesterday = 2026-11-19T17:00Z
    expect(awalKemarinUjian(now, 'Asia/Jakarta').toISOString()).toBe('2026-11-19T17:00:00.000Z');
    expect(msgs({ waktu_mulai: '2026-11-19T16:59:00Z' })).toEqual([PESAN_UJIAN.mulaiSebelumKemarin]);
    expect(msgs({ waktu_mulai: '2026-11-19T17:00:00Z', waktu_selesai: '2026-11-19T18:00:00Z' })).toEqual([]);
    expect(msgs({ waktu_mulai: '2026-11-01T03:00:00Z' }, { waktuMulaiLama: '2026-11-01T03:00:00Z' })).toEqual([]);
  });
  it('a shown key needs its time, not before the exam ends', () => {
    expect(msgs({ tampilkan_kunci_jawaban: true })).toEqual([PESAN_UJIAN.waktuTampilKunciWajib]);
    expect(msgs({ tampilkan_kunci_jawaban: true, waktu_tampil_kunci: '2026-11-21T03:30:00Z' })).toEqual([PESAN_UJIAN.waktuTampilKunciSebelumSelesai]);
    expect(msgs({ tampilkan_kunci_jawaban: true, waktu_tampil_kunci: '2026-11-21T05:00:00Z' })).toEqual([]);
  });
});

describe('undiSoal', () => {
  const kelompok = [
    { id: 1, aturan: 'semua' as const, jumlah_wajib_dijawab: null, soal: [11, 12, 13] },
    { id: 2, aturan: 'random' as const, jumlah_wajib_dijawab: 2, soal: [21, 22, 23, 24, 25] },
  ];
  it('is deterministic per seed and draws k of n from a random group', () => {
    const a = undiSoal(kelompok, { acakSoal: false, seed: hashSeed('7:42') });
    expect(undiSoal(kelompok, { acakSoal: false, seed: hashSeed('7:42') })).toEqual(a);
    expect(a[0]).toEqual({ id_kelompok: 1, soal: [11, 12, 13] });
    expect(a[1]!.soal).toHaveLength(2);
    expect(a[1]!.soal.every((id) => [21, 22, 23, 24, 25].includes(id))).toBe(true);
  });
  it('different students get different draws; shuffling keeps every question', () => {
    const draws = new Set(Array.from({ length: 20 }, (_, i) => undiSoal(kelompok, { acakSoal: false, seed: hashSeed(`7:${i}`) })[1]!.soal.join()));
    expect(draws.size).toBeGreaterThan(3);
    const s = undiSoal(kelompok, { acakSoal: true, seed: 99 });
    expect([...s[0]!.soal].sort()).toEqual([11, 12, 13]);
  });
  it('k larger than the group gives the whole group', () => {
    expect(undiSoal([{ id: 3, aturan: 'random', jumlah_wajib_dijawab: 9, soal: [1, 2] }], { acakSoal: false, seed: 1 })[0]!.soal).toEqual([1, 2]);
  });
});

describe('answers and takers', () => {
  it('accepts one answer shape at a time', () => {
    expect(jawabanValue.safeParse({ pilihan: 2 }).success).toBe(true);
    expect(jawabanValue.safeParse({ benar_salah: 'salah' }).success).toBe(true);
    expect(jawabanValue.parse({ esay: { teks: 'x' } })).toEqual({ esay: { teks: 'x', files: [] } });
    expect(jawabanValue.safeParse({ pilihan: 1, benar_salah: 'benar' }).success).toBe(false);
    expect(jawabanValue.safeParse({ pilihan: -1 }).success).toBe(false);
  });
  it('a remedial is open to its listed students only', () => {
    expect(bolehMengikuti({ jenis: 'kuis', peserta_remedial: [] }, '1')).toBe(true);
    expect(bolehMengikuti({ jenis: 'remedial', peserta_remedial: ['1'] }, '1')).toBe(true);
    expect(bolehMengikuti({ jenis: 'remedial', peserta_remedial: ['1'] }, '2')).toBe(false);
  });
});

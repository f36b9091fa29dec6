import dayjs from 'dayjs';
import { resolveTimeZone } from '../format/dates';
import { isoUtc } from '../pertemuan/waktu';
import {
  MAX_DURASI_MENIT,
  MIN_DURASI_MENIT,
  MIN_RENTANG_MENIT,
  PESAN_UJIAN,
  type AturanKelompok,
  type JenisUjian,
  type StatusPengerjaan,
  type StatusUjian,
} from './model';

const MENIT = 60_000;
const ms = (d: Date | string | number) => (d instanceof Date ? d.getTime() : typeof d === 'number' ? d : Date.parse(d));

/** spec 2 §4: started when now is at or after waktu_mulai and not ended; ended when now is after waktu_selesai. */
export function statusUjian(u: { waktu_mulai: Date | string; waktu_selesai: Date | string }, now: Date | number): StatusUjian {
  const t = ms(now);
  if (t > ms(u.waktu_selesai)) return 'selesai';
  if (t >= ms(u.waktu_mulai)) return 'berlangsung';
  return 'belum_dimulai';
}

/**
 * The deadline of an attempt: min(its start + durasi when the exam has a time limit, the exam's end), plus the
 * student's extra minutes (accommodation), which also run past the exam's end.
 */
export function batasWaktuPengerjaan(a: {
  mulai: Date | string | number;
  gunakanBatasWaktu: boolean;
  durasi: number | null;
  waktuSelesaiUjian: Date | string | number;
  tambahanMenit?: number;
}): Date {
  const akhir = ms(a.waktuSelesaiUjian);
  const batas = a.gunakanBatasWaktu && a.durasi ? Math.min(ms(a.mulai) + a.durasi * MENIT, akhir) : akhir;
  return new Date(batas + (a.tambahanMenit ?? 0) * MENIT);
}

/**
 * Every taker of an exam gets `time_changed` in the same second. The countdown moves at once from the window the
 * event carries; the refetch of the exam (its derived status) is spread at random over this long (web, bench:ujian).
 */
export const JEDA_MUAT_ULANG_MAKS_MS = 60_000;

/** The window a `time_changed` event carries. */
export type WaktuUjianBaru = { waktu_mulai: string; waktu_selesai: string; durasi: number | null; gunakan_batas_waktu: boolean };

/**
 * The student's attempt after the exam's window changed: an open attempt's deadline recomputed as the server does
 * (batasWaktuPengerjaan with the student's extra minutes), so the countdown moves the moment the event arrives.
 * A closed attempt, or none, is returned as it is.
 */
export function terapkanWaktuBaru<
  M extends { pengerjaan: { waktu_mulai: string; waktu_selesai: string | null; batas_waktu: string; tambahan_menit: number } | null },
>(me: M, w: WaktuUjianBaru): M {
  const p = me.pengerjaan;
  if (!p || p.waktu_selesai) return me;
  const batas = batasWaktuPengerjaan({
    mulai: p.waktu_mulai,
    gunakanBatasWaktu: w.gunakan_batas_waktu,
    durasi: w.durasi,
    waktuSelesaiUjian: w.waktu_selesai,
    tambahanMenit: p.tambahan_menit,
  });
  return { ...me, pengerjaan: { ...p, batas_waktu: isoUtc(batas) } };
}

/** spec 2 §4: belum_dimulai without an attempt, sedang_berlangsung while open and before its deadline, else selesai. */
export function statusPengerjaan(
  p: { waktu_selesai: Date | string | null; batas_waktu: Date | string } | null | undefined,
  now: Date | number,
): StatusPengerjaan {
  if (!p) return 'belum_dimulai';
  if (p.waktu_selesai || ms(now) >= ms(p.batas_waktu)) return 'selesai';
  return 'sedang_berlangsung';
}

/** Milliseconds left on the server clock (never negative). */
export const sisaWaktuMs = (batas: Date | string | number, serverNow: number) => Math.max(0, ms(batas) - serverNow);

/** 'HH:MM:SS' (or 'MM:SS' under an hour) for the countdown. */
export function formatSisaWaktu(sisaMs: number): string {
  const s = Math.floor(Math.max(0, sisaMs) / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const d = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${two(h)}:${two(m)}:${two(d)}` : `${two(m)}:${two(d)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The exam form (spec 2 §5), for the API and the modal alike

export type UjianFormInput = {
  id_pertemuan?: number | null;
  jenis?: JenisUjian | null;
  judul?: string | null;
  /** Plain text of the description (blank HTML counts as empty). */
  deskripsiTeks?: string | null;
  gunakan_batas_waktu?: boolean;
  durasi?: number | null;
  waktu_mulai?: string | null;
  waktu_selesai?: string | null;
  tampilkan_kunci_jawaban?: boolean;
  waktu_tampil_kunci?: string | null;
  id_ujian_utama?: number | null;
  peserta_remedial?: readonly string[] | null;
};

export type UjianFormContext = {
  now: Date | number;
  timeZone: string;
  /** An operator creates outside a meeting and must pick one (spec 2 §6). */
  perluPertemuan: boolean;
  /** The stored start on edit: the 'not before yesterday' rule only applies to a start that changes. */
  waktuMulaiLama?: string | null;
};

export type MasalahForm = { field: string; message: string };

/** Start of yesterday in the college's zone: the earliest start the form accepts (spec 2 §5). */
export function awalKemarinUjian(now: Date | number, timeZone: string): Date {
  return dayjs(ms(now)).tz(resolveTimeZone(timeZone)).startOf('day').subtract(1, 'day').toDate();
}

/**
 * Every problem of an exam form, in the order the spec lists its messages. The API answers the first one (400
 * naming the field); the modal shows them as toasts.
 */
export function periksaUjian(v: UjianFormInput, ctx: UjianFormContext): MasalahForm[] {
  const out: MasalahForm[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  if (ctx.perluPertemuan && !v.id_pertemuan) add('id_pertemuan', PESAN_UJIAN.pertemuanWajib);
  if (v.gunakan_batas_waktu) {
    if (v.durasi === null || v.durasi === undefined || Number.isNaN(v.durasi)) add('durasi', PESAN_UJIAN.durasiWajib);
    else if (v.durasi < MIN_DURASI_MENIT) add('durasi', PESAN_UJIAN.durasiMin);
    else if (v.durasi > MAX_DURASI_MENIT) add('durasi', PESAN_UJIAN.durasiMaks);
  }
  if (!v.jenis) add('jenis', PESAN_UJIAN.jenisWajib);
  if (v.jenis === 'remedial') {
    if (!v.id_ujian_utama) add('id_ujian_utama', PESAN_UJIAN.ujianUtamaWajib);
    if (!v.peserta_remedial || v.peserta_remedial.length === 0) add('peserta_remedial', PESAN_UJIAN.pesertaRemedialWajib);
  }
  if (!v.judul || !v.judul.trim()) add('judul', PESAN_UJIAN.judulWajib);
  if (!v.deskripsiTeks || !v.deskripsiTeks.trim()) add('deskripsi', PESAN_UJIAN.deskripsiWajib);

  const mulai = v.waktu_mulai ? ms(v.waktu_mulai) : NaN;
  const selesai = v.waktu_selesai ? ms(v.waktu_selesai) : NaN;
  if (Number.isNaN(mulai)) add('waktu_mulai', PESAN_UJIAN.waktuMulaiWajib);
  if (Number.isNaN(selesai)) add('waktu_selesai', PESAN_UJIAN.waktuSelesaiWajib);
  if (!Number.isNaN(mulai)) {
    const berubah = !ctx.waktuMulaiLama || ms(ctx.waktuMulaiLama) !== mulai;
    if (berubah && mulai < awalKemarinUjian(ctx.now, ctx.timeZone).getTime()) add('waktu_mulai', PESAN_UJIAN.mulaiSebelumKemarin);
  }
  if (!Number.isNaN(mulai) && !Number.isNaN(selesai)) {
    if (selesai < mulai) add('waktu_selesai', PESAN_UJIAN.selesaiSebelumMulai);
    else if (selesai - mulai < MIN_RENTANG_MENIT * MENIT) add('waktu_selesai', PESAN_UJIAN.rentangMin);
    else if (v.gunakan_batas_waktu && v.durasi && v.durasi >= MIN_DURASI_MENIT && selesai - mulai < v.durasi * MENIT) {
      add('waktu_selesai', PESAN_UJIAN.rentangKurangDurasi);
    }
  }
  if (v.tampilkan_kunci_jawaban) {
    const kunci = v.waktu_tampil_kunci ? ms(v.waktu_tampil_kunci) : NaN;
    if (Number.isNaN(kunci)) add('waktu_tampil_kunci', PESAN_UJIAN.waktuTampilKunciWajib);
    else if (!Number.isNaN(selesai) && kunci < selesai) add('waktu_tampil_kunci', PESAN_UJIAN.waktuTampilKunciSebelumSelesai);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The draw: which questions a student gets, in which order, fixed at start

export type KelompokUndian = { id: number; aturan: AturanKelompok; jumlah_wajib_dijawab: number | null; soal: readonly number[] };
export type Susunan = { id_kelompok: number; soal: number[] }[];

/** A 32-bit FNV-1a hash of a string: the seed of a student's draw. */
export function hashSeed(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function acak<T>(list: readonly T[], rnd: () => number): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * A student's questions: groups in their order; a `random` group gives k of its n questions (k =
 * jumlah_wajib_dijawab, at most n), drawn per student; with acak_soal the questions of each group are shuffled.
 * The same (seed, groups) always gives the same result, so the draw can be explained and re-checked.
 */
export function undiSoal(kelompok: readonly KelompokUndian[], opts: { acakSoal: boolean; seed: number }): Susunan {
  const rnd = prng(opts.seed);
  return kelompok.map((k) => {
    let soal = [...k.soal];
    if (k.aturan === 'random') {
      const n = Math.min(Math.max(k.jumlah_wajib_dijawab ?? soal.length, 0), soal.length);
      const picked = new Set(acak(soal, rnd).slice(0, n));
      soal = soal.filter((id) => picked.has(id));
    }
    if (opts.acakSoal) soal = acak(soal, rnd);
    return { id_kelompok: k.id, soal };
  });
}

/** A remedial is open to the listed students only; other exams to every participant. */
export function bolehMengikuti(u: { jenis: string; peserta_remedial: readonly string[] }, nim: string | null): boolean {
  return u.jenis !== 'remedial' || (nim !== null && u.peserta_remedial.includes(nim));
}

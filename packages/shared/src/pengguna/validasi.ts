import { z } from 'zod';
import { isTanggalValid } from '../beranda';

/**
 * The input rules of spec 1 §5 for people and institutions: phone, email, NIK and minimum ages. One definition,
 * read by the API's schemas and services and by the web's forms (and the master-data import's cell checks).
 */

/** Phone (spec 1 §5): starts with 0, digits only, at least 9 more after the 0; 15 digits at most (E.164's length). */
export const TELEPON_MIN_DIGIT = 10;
export const TELEPON_MAX_DIGIT = 15;
export const TELEPON_RE = /^0\d{9,14}$/;
/** Email (spec 1 §5 'standard {email}'): something@domain.tld without spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 200;
/** NIK (spec 1 §5): at least 16 characters; the population number is made of digits. */
export const NIK_MIN = 16;
export const NIK_MAX = 20;
export const NIK_RE = /^\d{16,20}$/;
/** Minimum ages (spec 1 §5): the latest allowed birth date is today minus this many years. */
export const USIA_MIN_MAHASISWA = 15;
export const USIA_MIN_ORANG_TUA = 30;

export const PESAN_VALIDASI = {
  wajib: 'wajib diisi',
  bilanganBulat: 'harus bilangan bulat',
  telepon: `harus diawali 0 dan hanya berisi angka, ${TELEPON_MIN_DIGIT}-${TELEPON_MAX_DIGIT} digit`,
  email: 'format email tidak valid',
  nik: `minimal ${NIK_MIN} karakter angka (maksimal ${NIK_MAX})`,
  tanggal: 'harus berupa tanggal YYYY-MM-DD yang valid',
  usiaMinimal: (usia: number, paling: string) => `usia minimal ${usia} tahun (tanggal lahir paling lambat ${paling})`,
  maks: (n: number) => `maksimal ${n} karakter`,
  setelahHariIni: 'tidak boleh setelah hari ini',
} as const;

export function isTeleponValid(v: string): boolean {
  return TELEPON_RE.test(v) && !v.includes('//');
}

export function isEmailValid(v: string): boolean {
  return v.length <= EMAIL_MAX && EMAIL_RE.test(v);
}

export function isNikValid(v: string): boolean {
  return NIK_RE.test(v);
}

const TANGGAL_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The latest birth date allowed for a minimum age: today minus `usia` years, both 'YYYY-MM-DD' in the college's
 * zone. A 29 February today gives 28 February in a non-leap year.
 */
export function tanggalLahirPalingLambat(hariIni: string, usia: number): string {
  const m = TANGGAL_RE.exec(hariIni);
  if (!m) throw new Error(`tanggal tidak valid: ${hariIni}`);
  const y = Number(m[1]) - usia;
  const mo = Number(m[2]);
  let d = Number(m[3]);
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > last) d = last;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The age rule's message for a birth date, or null when it is old enough ('YYYY-MM-DD' compare as strings). */
export function cekUsiaMinimal(tanggalLahir: string, hariIni: string, usia: number): string | null {
  const paling = tanggalLahirPalingLambat(hariIni, usia);
  return tanggalLahir <= paling ? null : PESAN_VALIDASI.usiaMinimal(usia, paling);
}

/**
 * The birth-date rule of one field: at least `usia` years old (students 15, parents 30), or, without a minimum, not
 * after today. Returns the message, or null.
 */
export function cekTanggalLahir(tanggalLahir: string | null | undefined, hariIni: string, usia?: number): string | null {
  if (!tanggalLahir) return null;
  if (usia !== undefined) return cekUsiaMinimal(tanggalLahir, hariIni, usia);
  return tanggalLahir <= hariIni ? null : PESAN_VALIDASI.setelahHariIni;
}

/** Optional text: empty means not filled; trimmed. */
export const teksOpsional = (max: number) => z.string().trim().max(max, PESAN_VALIDASI.maks(max)).default('');

/** Phone, required. */
export const teleponSchema = z.string().trim().refine(isTeleponValid, PESAN_VALIDASI.telepon);
/** Phone, or empty. */
export const teleponOpsionalSchema = z.string().trim().refine((v) => v === '' || isTeleponValid(v), PESAN_VALIDASI.telepon).default('');
/** Email, required. */
export const emailSchema = z.string().trim().min(1, PESAN_VALIDASI.wajib).refine(isEmailValid, PESAN_VALIDASI.email);
/** Email, or empty. */
export const emailOpsionalSchema = z.string().trim().refine((v) => v === '' || isEmailValid(v), PESAN_VALIDASI.email).default('');
/** NIK, or empty. */
export const nikOpsionalSchema = z.string().trim().refine((v) => v === '' || isNikValid(v), PESAN_VALIDASI.nik).default('');
/** A date 'YYYY-MM-DD', or null / empty (not filled). The minimum age needs today in the college's zone: services check it. */
export const tanggalOpsionalSchema = z
  .union([z.string().trim(), z.null()])
  .refine((v) => v === null || v === '' || isTanggalValid(v), PESAN_VALIDASI.tanggal)
  .transform((v) => (v ? v : null))
  .default(null);

import { EMAIL_RE, JABATAN_PENGAJAR, MODE_KULIAH, NIDN_RE, NIM_RE, USERNAME_RE, parsePeriode } from '@lms/shared';

/**
 * Pure rules of the master-data import: header matching and the format of each cell. Every check returns an
 * Indonesian message (or null) so the row report can say exactly what to fix.
 */

/** 'Kode Prodi ' / 'kode-prodi' / 'KODE_PRODI' -> 'kode_prodi'. */
export function normalizeHeader(h: string): string {
  return h
    .trim()
    .toLowerCase()
    .replace(/\*+$/, '')
    .replace(/[\s-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

export const RE = {
  kodeProdi: /^[A-Za-z0-9.-]{1,20}$/,
  kodeMakul: /^[A-Za-z0-9.-]{2,20}$/,
  // People's identifiers and email: the rules of the user screens (spec 1 §5), defined once in @lms/shared.
  nidn: NIDN_RE,
  nim: NIM_RE,
  email: EMAIL_RE,
  username: USERNAME_RE,
};

export const JENJANG = ['D1', 'D2', 'D3', 'D4', 'S1', 'S2', 'S3', 'Profesi'] as const;

/** The canonical jenjang ('s1' -> 'S1', 'PROFESI' -> 'Profesi') or null. */
export function parseJenjang(v: string): string | null {
  return JENJANG.find((j) => j.toLowerCase() === v.trim().toLowerCase()) ?? null;
}

/** A whole number within [min, max] written without decimals ('3', '3.0' from spreadsheets), or null. */
export function parseIntIn(v: string, min: number, max: number): number | null {
  const s = v.trim();
  if (!/^\d+(\.0+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** Spreadsheets drop the leading zero of a NIDN typed as a number: a 9-digit value gets it back. */
export function fixNidn(v: string): string {
  const s = v.trim();
  return /^\d{9}$/.test(s) ? `0${s}` : s;
}

export function parsePeriodeKode(v: string): number | null {
  const n = parseIntIn(v, 10_000, 99_999);
  return n !== null && parsePeriode(n) ? n : null;
}

export function parseMode(v: string): (typeof MODE_KULIAH)[number] | null {
  const s = v.trim().toLowerCase();
  return (MODE_KULIAH as readonly string[]).includes(s) ? (s as (typeof MODE_KULIAH)[number]) : null;
}

/** lingkup: empty or 'Internal' -> '' (the spec shows empty as Internal), 'Eksternal' -> 'Eksternal'. */
export function parseLingkup(v: string): string | null {
  const s = v.trim().toLowerCase();
  if (s === '' || s === 'internal') return '';
  if (s === 'eksternal') return 'Eksternal';
  return null;
}

/** 'a; b ;;c' -> ['a', 'b', 'c'] (commas are accepted too, since csv cells are often written that way). */
export function splitList(v: string): string[] {
  return v
    .split(/[;,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export type PengajarEntry = { nidn: string; jabatan: (typeof JABATAN_PENGAJAR)[number] };

/** '0412078501:dosen_koordinator; 0421099003' -> entries (jabatan defaults to dosen) or the first error. */
export function parsePengajarList(v: string): { ok: true; value: PengajarEntry[] } | { ok: false; pesan: string } {
  const out: PengajarEntry[] = [];
  for (const item of splitList(v)) {
    const [rawNidn = '', rawJabatan = 'dosen', ...rest] = item.split(':').map((s) => s.trim());
    const nidn = fixNidn(rawNidn);
    if (rest.length || !RE.nidn.test(nidn)) return { ok: false, pesan: `Format pengajar '${item}' tidak valid (NIDN 10 digit, opsional :jabatan)` };
    const jabatan = rawJabatan.toLowerCase().replace(/\s+/g, '_');
    if (!(JABATAN_PENGAJAR as readonly string[]).includes(jabatan)) {
      return { ok: false, pesan: `Jabatan '${rawJabatan}' tidak valid (dosen_koordinator, dosen atau asisten)` };
    }
    if (out.some((p) => p.nidn === nidn)) return { ok: false, pesan: `NIDN ${nidn} tercantum lebih dari sekali` };
    out.push({ nidn, jabatan: jabatan as PengajarEntry['jabatan'] });
  }
  if (!out.length) return { ok: false, pesan: 'Minimal satu pengajar' };
  const koordinator = out.filter((p) => p.jabatan === 'dosen_koordinator').length;
  if (koordinator !== 1) return { ok: false, pesan: `Harus ada tepat satu dosen_koordinator (tercantum ${koordinator})` };
  return { ok: true, value: out };
}

const HARI: Record<string, number> = { minggu: 0, senin: 1, selasa: 2, rabu: 3, kamis: 4, jumat: 5, "jum'at": 5, sabtu: 6 };
export const NAMA_HARI = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

export type JadwalEntry = { hari: number; jamMulai: string; jamSelesai: string; ruangan: string };

function jam(v: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(v);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** 'Senin 07:30-10:00 Gedung A Ruang 301; Kamis 13.00 - 14.40' -> entries (hari 0-6, Sunday first) or the first error. */
export function parseJadwalList(v: string): { ok: true; value: JadwalEntry[] } | { ok: false; pesan: string } {
  const out: JadwalEntry[] = [];
  for (const item of v.split(/[;\n]/).map((s) => s.trim()).filter(Boolean)) {
    const m = /^([A-Za-z']+)\s+(\d{1,2}[:.]\d{2})\s*-\s*(\d{1,2}[:.]\d{2})(?:\s+(.+))?$/.exec(item);
    const hari = m ? HARI[m[1]!.toLowerCase()] : undefined;
    const mulai = m ? jam(m[2]!) : null;
    const selesai = m ? jam(m[3]!) : null;
    if (!m || hari === undefined || !mulai || !selesai) {
      return { ok: false, pesan: `Format jadwal '${item}' tidak valid (contoh: Senin 07:30-10:00 Ruang 301)` };
    }
    if (mulai >= selesai) return { ok: false, pesan: `Jam selesai harus setelah jam mulai pada jadwal '${item}'` };
    const ruangan = (m[4] ?? '').trim();
    if (ruangan.length > 100) return { ok: false, pesan: 'Nama ruangan maksimal 100 karakter' };
    out.push({ hari, jamMulai: `${mulai}:00`, jamSelesai: `${selesai}:00`, ruangan });
  }
  return { ok: true, value: out };
}

/** RFC 4180 CSV (quotes, doubled quotes, CRLF, newlines inside quotes): the bounded reader of uploads reads it. */
export { parseCsv } from '../../lib/arsip/csv';

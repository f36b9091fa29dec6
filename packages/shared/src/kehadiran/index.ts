/**
 * Attendance (kehadiran): presence rules of the screens (this file), the endpoint contract with the list of every
 * call (./schemas.ts), operator reports (./laporan.ts), exam eligibility (./kelayakan.ts) and THE attendance
 * percentage of a student in a class (./persentase.ts).
 */
import { isEmptyDate } from '../format/dates';

/** Presence codes (spec 1 §4): H present, A absent, I permit, S sick. */
export const PRESENSI = { HADIR: 'H', TIDAK_HADIR: 'A', IZIN: 'I', SAKIT: 'S' } as const;
export const PRESENSI_KODE = ['H', 'A', 'I', 'S'] as const;
export type KodePresensi = (typeof PRESENSI_KODE)[number];
/** 'A' is labelled 'Tidak Hadir' (alpa) as the opposite of 'Hadir' in the attendance radios. */
export const PRESENSI_LABEL = { H: 'Hadir', A: 'Tidak Hadir', I: 'Izin', S: 'Sakit' } as const satisfies Record<KodePresensi, string>;
/** Value the select-all radio falls back to when cleared. */
export const PRESENSI_DEFAULT: KodePresensi = 'A';

export function isKodePresensi(v: unknown): v is KodePresensi {
  return typeof v === 'string' && (PRESENSI_KODE as readonly string[]).includes(v);
}

/** One attendance type of GET /kehadiran_mahasiswa/jenis_presensi (spec 1 §3). */
export interface JenisPresensiItem {
  id?: number | string;
  nama?: string;
  is_active?: boolean;
}
/** The attendance-type map: includes izin and sakit, possibly more. */
export type JenisPresensi = Partial<Record<string, JenisPresensiItem | null>>;

/** Codes a row may be set to: H and A always, I only with izin active, S only with sakit active. */
export function presensiOptions(jenisPresensi?: JenisPresensi | null): KodePresensi[] {
  const out: KodePresensi[] = ['H', 'A'];
  if (jenisPresensi?.izin?.is_active === true) out.push('I');
  if (jenisPresensi?.sakit?.is_active === true) out.push('S');
  return out;
}

/**
 * Name of a row's presensi (spec 1 §3): a presence-type id from the jenis_presensi map resolves to that type's
 * name (the college may rename it), a code to its label; anything else is 'Unknown'.
 */
export function presensiLabel(value: string | number | null | undefined, jenisPresensi?: JenisPresensi | null): string {
  if (value === null || value === undefined || value === '') return 'Unknown';
  if (jenisPresensi) {
    for (const item of Object.values(jenisPresensi)) {
      if (item && item.id !== undefined && item.nama && String(item.id) === String(value)) return item.nama;
    }
  }
  const code = String(value).trim().toUpperCase();
  return isKodePresensi(code) ? PRESENSI_LABEL[code] : 'Unknown';
}

export interface PresensiRow {
  presensi?: string | number | null;
  ada_presensi?: boolean;
}

/** Sets a row's presence; this also marks ada_presensi (spec 1 §4). Returns a new row (rows are React state). */
export function applyPresensi<T extends PresensiRow>(row: T, code: KodePresensi): T {
  return { ...row, presensi: code, ada_presensi: true };
}

/** The select-all radio: every row gets the code, 'A' when the choice was cleared (null/undefined). */
export function selectAllPresensi<T extends PresensiRow>(rows: readonly T[], code: KodePresensi | null | undefined): T[] {
  const c = code ?? PRESENSI_DEFAULT;
  return rows.map((r) => applyPresensi(r, c));
}

/** The system account whose updates leave the progress colour on; any other updater is a lecturer override. */
export const SYSTEM_USERNAME = 'LMS:SYSTEM';

export type ProgressColor = 'danger' | 'success';

/**
 * Colour of a participant's progress bar (spec 1 §4): none without presence; none when a non-system user
 * (a lecturer) set the status; danger below the minimum percentage; success otherwise. A row never updated
 * (no username) counts as system-computed. A missing overall counts as 0.
 */
export function progressBarColor(input: {
  ada_presensi?: boolean | null;
  updated_by_username?: string | null;
  overall?: number | null;
  minimal?: number | null;
}): ProgressColor | null {
  if (!input.ada_presensi) return null;
  if (input.updated_by_username && input.updated_by_username !== SYSTEM_USERNAME) return null;
  const overall = typeof input.overall === 'number' && Number.isFinite(input.overall) ? input.overall : 0;
  const minimal = typeof input.minimal === 'number' && Number.isFinite(input.minimal) ? input.minimal : 0;
  return overall < minimal ? 'danger' : 'success';
}

/**
 * Whether a meeting follows the online rules (progress, online colours). campuran counts as online because it
 * has an online part whose activity is tracked; only 'offline' is offline.
 */
export function isPertemuanOnline(jenis: string | null | undefined): boolean {
  return jenis === 'online' || jenis === 'campuran';
}

/** Colour names follow the original's theme tags; the web maps them to Mantine colours. */
export type KehadiranColor = 'gray' | 'warning' | 'primary' | 'success' | 'danger' | 'plain';

export interface KehadiranDosenTagInput {
  ada_presensi?: boolean | null;
  is_hadir?: boolean | null;
  is_valid?: boolean | null;
  /** Meeting jenis: online, offline or campuran. */
  jenis?: string | null;
  /** validasi_kehadiran_dosen is on for the college. */
  perlu_validasi?: boolean | null;
}

/**
 * Lecturer attendance tag (spec 1 §4): no presence gray; validation required and not valid warning;
 * present offline primary; present online success; absent online danger. The spec is silent on absent
 * offline: we use danger too, an absent lecturer is worth flagging whatever the mode.
 */
export function kehadiranDosenColor(input: KehadiranDosenTagInput): KehadiranColor {
  if (!input.ada_presensi) return 'gray';
  if (input.perlu_validasi && input.is_valid !== true) return 'warning';
  if (input.is_hadir) return isPertemuanOnline(input.jenis) ? 'success' : 'primary';
  return 'danger';
}

/** 'Hadir' / 'Tidak Hadir' / 'Belum Ada Presensi' for the lecturer tag text. */
export function kehadiranDosenLabel(input: { ada_presensi?: boolean | null; is_hadir?: boolean | null }): string {
  if (!input.ada_presensi) return 'Belum Ada Presensi';
  return input.is_hadir ? PRESENSI_LABEL.H : PRESENSI_LABEL.A;
}

export type RekapIcon = 'minus' | 'check' | 'close';

export interface RekapKehadiranInput {
  ada_presensi?: boolean | null;
  is_hadir?: boolean | null;
  is_valid?: boolean | null;
  jenis?: string | null;
}

/**
 * Icon of one cell of the class recap (spec 1 §4): no record or no presence: gray minus; present: check
 * (success online, primary offline); absent: close (danger online, plain offline); invalid (is_valid false):
 * the warning colour on the same icon.
 */
export function rekapKehadiranIcon(cell: RekapKehadiranInput | null | undefined): { icon: RekapIcon; color: KehadiranColor } {
  if (!cell || !cell.ada_presensi) return { icon: 'minus', color: 'gray' };
  const online = isPertemuanOnline(cell.jenis);
  const icon: RekapIcon = cell.is_hadir ? 'check' : 'close';
  if (cell.is_valid === false) return { icon, color: 'warning' };
  if (cell.is_hadir) return { icon, color: online ? 'success' : 'primary' };
  return { icon, color: online ? 'danger' : 'plain' };
}

/** The recap's 'Keterangan' legend: five icon meanings (spec 1 §2.9), in the spec's order. */
export const REKAP_KEHADIRAN_LEGEND = [
  { label: 'Hadir (Online)', ...rekapKehadiranIcon({ ada_presensi: true, is_hadir: true, jenis: 'online' }) },
  { label: 'Hadir (Offline)', ...rekapKehadiranIcon({ ada_presensi: true, is_hadir: true, jenis: 'offline' }) },
  { label: 'Tidak Hadir (Online)', ...rekapKehadiranIcon({ ada_presensi: true, is_hadir: false, jenis: 'online' }) },
  { label: 'Tidak Hadir (Offline)', ...rekapKehadiranIcon({ ada_presensi: true, is_hadir: false, jenis: 'offline' }) },
  { label: 'Belum Ada Rekap Kehadiran', ...rekapKehadiranIcon(null) },
] as const;

export interface KehadiranDosenRow {
  pengajar: { name?: string | null; id_dosen?: number | string };
  is_hadir?: boolean | null;
  mulai_kuliah?: string | null;
  selesai_kuliah?: string | null;
}

export const pesanMulaiKuliahWajib = (nama: string): string => `Memulai kuliah dosen ${nama} wajib diisi`;
export const pesanAkhiriKuliahWajib = (nama: string): string => `Mengakhiri kuliah dosen ${nama} wajib diisi`;

/**
 * Lecturer attendance before saving (spec 1 §5): a present lecturer needs both times (the zero date counts as
 * empty). Returns the messages in row order, start before end; empty means the save may go ahead.
 */
export function validateKehadiranDosen(rows: readonly KehadiranDosenRow[]): string[] {
  const pesan: string[] = [];
  for (const row of rows) {
    if (!row.is_hadir) continue;
    const nama = row.pengajar?.name?.trim() || '-';
    if (isEmptyDate(row.mulai_kuliah)) pesan.push(pesanMulaiKuliahWajib(nama));
    if (isEmptyDate(row.selesai_kuliah)) pesan.push(pesanAkhiriKuliahWajib(nama));
  }
  return pesan;
}

/** Lecturer toggle (spec 1 §4): switching to absent clears both times; switching to present keeps them. */
export function setKehadiranDosen<T extends KehadiranDosenRow>(row: T, isHadir: boolean): T {
  return isHadir ? { ...row, is_hadir: true } : { ...row, is_hadir: false, mulai_kuliah: null, selesai_kuliah: null };
}

export * from './schemas';
export * from './laporan';
export * from './kelayakan';
export * from './persentase';

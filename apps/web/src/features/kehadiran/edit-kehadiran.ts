import { applyPresensi, isEmptyDate, isKodePresensi, isPertemuanOnline, parseDate, presensiOptions, selectAllPresensi, type KodePresensi, type ParameterKehadiran } from '@lms/shared';

/**
 * Pure rules of the per-meeting attendance screen (spec 1 §4 edit mode, §6 attendance editing, progress column).
 */

export type PageType = 'dosen' | 'dosen-kelas' | 'operator' | 'operator-kelas';

export interface EditAksesInput {
  /** The caller is a teacher of the class (page types dosen / dosen-kelas). */
  isDosen: boolean;
  /** Operator with write on kelas_kuliah (the spec's canWrite flag; no access record counts as write). */
  operatorCanWrite: boolean;
  /** Scheduled start of the meeting (UTC ISO). */
  waktuMulai: string | null | undefined;
  /** Actual start of the lecture, when it was started by the lecturer. */
  mulaiKuliah?: string | null;
  /** tampil_tombol_presensi_dosen.mulai: minutes after the start before a lecturer may update. */
  menitTampilDosen: number | null | undefined;
  now: Date | number;
}

/** Start of the meeting: the actual start of the lecture when it was started, else the schedule. */
function startOf(input: Pick<EditAksesInput, 'waktuMulai' | 'mulaiKuliah'>): number | null {
  const d = !isEmptyDate(input.mulaiKuliah) ? parseDate(input.mulaiKuliah) : parseDate(input.waktuMulai);
  return d ? d.valueOf() : null;
}

/**
 * Whether attendance may be edited now (spec 1 §6): a lecturer always may write, an operator only with write on
 * kelas_kuliah; in both cases only after the meeting started, and a lecturer only after start plus the configured
 * minutes. Returns the reason when not, for the button's tooltip.
 */
export function editAkses(input: EditAksesInput): { boleh: true } | { boleh: false; alasan: string } {
  if (!input.isDosen && !input.operatorCanWrite) return { boleh: false, alasan: 'Anda tidak memiliki akses ubah kelas kuliah' };
  const start = startOf(input);
  const now = typeof input.now === 'number' ? input.now : input.now.valueOf();
  if (start === null || now < start) return { boleh: false, alasan: 'Kehadiran dapat diubah setelah pertemuan dimulai' };
  if (input.isDosen) {
    const menit = Math.max(0, input.menitTampilDosen ?? 0);
    if (now < start + menit * 60_000) return { boleh: false, alasan: `Kehadiran dapat diubah ${menit} menit setelah pertemuan dimulai` };
  }
  return { boleh: true };
}

/**
 * The progress column and 'Update Progres' (spec 1 §6): only for online meetings with at least one attendance
 * parameter enabled, and only when editing is allowed.
 */
export function tampilProgress(jenis: string | null | undefined, parameter: Partial<ParameterKehadiran> | null | undefined, bolehEdit: boolean): boolean {
  if (!bolehEdit || !isPertemuanOnline(jenis)) return false;
  return Object.values(parameter ?? {}).some((v) => v === true);
}

export interface BarisPresensi {
  mahasiswa: { nim: string; nama: string };
  presensi: string | number | null;
  ada_presensi: boolean;
}

/** Edit mode (spec 1 §4): the rows being edited and the copy taken on entering it. */
export interface EditState<T extends BarisPresensi> {
  editing: boolean;
  rows: T[];
  salinan: T[];
  /** The select-all radio's current choice (null when cleared). */
  semua: KodePresensi | null;
}

export const initialEdit = <T extends BarisPresensi>(rows: T[]): EditState<T> => ({ editing: false, rows, salinan: rows, semua: null });

export type EditAction<T extends BarisPresensi> =
  | { type: 'mulai'; rows: T[] }
  | { type: 'set'; nim: string; code: KodePresensi }
  | { type: 'semua'; code: KodePresensi | null }
  | { type: 'batal' }
  | { type: 'selesai' };

export function editReducer<T extends BarisPresensi>(state: EditState<T>, action: EditAction<T>): EditState<T> {
  switch (action.type) {
    case 'mulai':
      // Entering edit mode keeps a copy of the original rows.
      return { editing: true, rows: action.rows, salinan: action.rows, semua: null };
    case 'set':
      return { ...state, rows: state.rows.map((r) => (r.mahasiswa.nim === action.nim ? applyPresensi(r, action.code) : r)) };
    case 'semua':
      // The select-all radio sets every row, to A when cleared.
      return { ...state, semua: action.code, rows: selectAllPresensi(state.rows, action.code) };
    case 'batal':
      // 'Batal' restores the copy and leaves edit mode.
      return { ...state, editing: false, rows: state.salinan, semua: null };
    case 'selesai':
      return { ...state, editing: false, salinan: state.rows, semua: null };
  }
}

/** A row's presence as a code, or null without one. */
const kodeOf = (r: BarisPresensi): KodePresensi | null => {
  const c = r.ada_presensi && r.presensi !== null && r.presensi !== '' ? String(r.presensi).toUpperCase() : null;
  return c !== null && isKodePresensi(c) ? c : null;
};

/**
 * Body of PUT /kehadiran_mahasiswa/pertemuan/{id} (spec 1 §7): the given rows (the edited ones, barisBerubah) as
 * {nim, presensi, ada_presensi}, each with `presensi_awal` — its presence in the copy taken when editing started —
 * so the server refuses (409) a row someone else changed meanwhile instead of overwriting it.
 */
export function payloadPresensi(
  rows: readonly BarisPresensi[],
  salinan: readonly BarisPresensi[] = [],
): { data: { nim: string; presensi: KodePresensi; ada_presensi: boolean; presensi_awal?: KodePresensi | null }[] } {
  const awal = new Map(salinan.map((r) => [r.mahasiswa.nim, r]));
  return {
    data: rows.flatMap((r) => {
      const kode = kodeOf(r);
      if (kode === null) return [];
      const a = awal.get(r.mahasiswa.nim);
      return [{ nim: r.mahasiswa.nim, presensi: kode, ada_presensi: true, ...(a ? { presensi_awal: kodeOf(a) } : {}) }];
    }),
  };
}

/** Rows whose presence differs from the copy (nothing to save when empty). */
export function barisBerubah<T extends BarisPresensi>(state: EditState<T>): T[] {
  const awal = new Map(state.salinan.map((r) => [r.mahasiswa.nim, r]));
  return state.rows.filter((r) => {
    const a = awal.get(r.mahasiswa.nim);
    return !a || String(a.presensi ?? '') !== String(r.presensi ?? '') || a.ada_presensi !== r.ada_presensi;
  });
}

/** Codes the radios offer: H and A, I and S only when active in GET jenis_presensi (spec 1 §4). */
export function opsiPresensi(jenis: Record<string, { is_active?: boolean | null } | null> | null | undefined): KodePresensi[] {
  if (!jenis) return presensiOptions(null);
  return presensiOptions(Object.fromEntries(Object.entries(jenis).map(([k, v]) => [k, v ? { is_active: v.is_active === true } : null])));
}

/**
 * What 'Simpan' sends: only the rows the user changed, each with the presence it had when editing started. Null
 * when nothing changed (no request). A row the user did not touch is never sent, so it keeps whatever it is now.
 */
export function bodySimpan<T extends BarisPresensi>(state: EditState<T>): ReturnType<typeof payloadPresensi> | null {
  const body = payloadPresensi(barisBerubah(state), state.salinan);
  return body.data.length > 0 ? body : null;
}

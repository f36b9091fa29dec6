import type { KategoriPertemuan } from '../akademik/schemas';
import type { JABATAN_PENGAJAR, MODE_KULIAH, STATUS_KELAS } from '../kelas/schemas';

/**
 * Status labels and colours (spec 1 §4, spec 2 §4). Colours of class/meeting tags are Mantine colour names
 * (gray, green, blue); score-status colours are the spec's exact hex values.
 */
export interface StatusMeta<C extends string = string> {
  label: string;
  color: C;
}

/** Label, or '-' for an unknown / empty value (the spec's fallback everywhere). */
function labelOf(map: Readonly<Record<string, { label: string } | string>>, value: string | null | undefined): string {
  if (typeof value !== 'string' || !Object.hasOwn(map, value)) return '-';
  const v = map[value];
  return typeof v === 'string' ? v : v.label;
}

export type StatusKelas = (typeof STATUS_KELAS)[number];
export const STATUS_KELAS_META = {
  akan_dimulai: { label: 'Akan Dimulai', color: 'gray' },
  berlangsung: { label: 'Sedang Berlangsung', color: 'green' },
  selesai: { label: 'Telah Berakhir', color: 'blue' },
} as const satisfies Record<StatusKelas, StatusMeta>;

export function statusKelasLabel(status: string | null | undefined): string {
  return labelOf(STATUS_KELAS_META, status);
}
/** Mantine colour of the class status tag; gray for unknown values. */
export function statusKelasColor(status: string | null | undefined): string {
  return status && Object.hasOwn(STATUS_KELAS_META, status) ? STATUS_KELAS_META[status as StatusKelas].color : 'gray';
}

export const STATUS_PERTEMUAN = ['belum_dimulai', 'berlangsung', 'selesai'] as const;
export type StatusPertemuan = (typeof STATUS_PERTEMUAN)[number];
export const STATUS_PERTEMUAN_META = {
  belum_dimulai: { label: 'Belum Dimulai', color: 'gray' },
  berlangsung: { label: 'Sedang Berlangsung', color: 'green' },
  selesai: { label: 'Telah Berakhir', color: 'blue' },
} as const satisfies Record<StatusPertemuan, StatusMeta>;

export function statusPertemuanLabel(status: string | null | undefined): string {
  return labelOf(STATUS_PERTEMUAN_META, status);
}
export function statusPertemuanColor(status: string | null | undefined): string {
  return status && Object.hasOwn(STATUS_PERTEMUAN_META, status) ? STATUS_PERTEMUAN_META[status as StatusPertemuan].color : 'gray';
}

/** Score status of a grade column (spec 2 §4 status_nilai). */
export const STATUS_NILAI = ['sudah_dinilai', 'belum_dinilai', 'tidak_ada_pengerjaan', 'belum_berakhir'] as const;
export type StatusNilai = (typeof STATUS_NILAI)[number];
export const STATUS_NILAI_META = {
  sudah_dinilai: { label: 'Sudah Dinilai', color: '#00BF8E' },
  belum_dinilai: { label: 'Belum Dinilai', color: '#D93C3C' },
  tidak_ada_pengerjaan: { label: 'Tidak Ada Pengerjaan', color: '#FEAE37' },
  belum_berakhir: { label: 'Belum Berakhir', color: '#747A8B' },
} as const satisfies Record<StatusNilai, StatusMeta>;

export function statusNilaiLabel(status: string | null | undefined): string {
  return labelOf(STATUS_NILAI_META, status);
}
/** Hex colour; the grey of belum_berakhir for unknown values. */
export function statusNilaiColor(status: string | null | undefined): string {
  return status && Object.hasOwn(STATUS_NILAI_META, status)
    ? STATUS_NILAI_META[status as StatusNilai].color
    : STATUS_NILAI_META.belum_berakhir.color;
}

export type ModeKuliah = (typeof MODE_KULIAH)[number];
export const MODE_KULIAH_LABEL = { online: 'Online', offline: 'Offline', campuran: 'Campuran' } as const satisfies Record<ModeKuliah, string>;
/** 'Online' / 'Offline' / 'Campuran', else '-' (spec 2 §3 grade data mode). */
export function modeKuliahLabel(mode: string | null | undefined): string {
  return labelOf(MODE_KULIAH_LABEL, mode);
}

export type JabatanPengajar = (typeof JABATAN_PENGAJAR)[number];
export const JABATAN_PENGAJAR_LABEL = {
  dosen_koordinator: 'Dosen Koordinator',
  dosen: 'Dosen',
  asisten: 'Asisten',
} as const satisfies Record<JabatanPengajar, string>;
export function jabatanPengajarLabel(jabatan: string | null | undefined): string {
  return labelOf(JABATAN_PENGAJAR_LABEL, jabatan);
}

export const JABATAN_PESERTA = ['ketua_kelas', 'peserta'] as const;
export type JabatanPeserta = (typeof JABATAN_PESERTA)[number];
export const JABATAN_PESERTA_LABEL = { ketua_kelas: 'Ketua Kelas', peserta: 'Peserta' } as const satisfies Record<JabatanPeserta, string>;
export function jabatanPesertaLabel(jabatan: string | null | undefined): string {
  return labelOf(JABATAN_PESERTA_LABEL, jabatan);
}

/**
 * Meeting category (spec 1 §3 Meeting.kategori): a plain tuple like STATUS_KELAS so it feeds z.enum().
 * Declared once in akademik/schemas.ts (the semester plan uses it) and re-exported here with its labels.
 */
export { KATEGORI_PERTEMUAN, type KategoriPertemuan } from '../akademik/schemas';
export const KATEGORI_PERTEMUAN_LABEL = { kuliah: 'Kuliah', uts: 'UTS', uas: 'UAS' } as const satisfies Record<KategoriPertemuan, string>;
export function kategoriPertemuanLabel(kategori: string | null | undefined): string {
  return labelOf(KATEGORI_PERTEMUAN_LABEL, kategori);
}

/** Class scope: an empty lingkup means Internal (spec 1 §3 Class). */
export function lingkupLabel(lingkup: string | null | undefined): string {
  return typeof lingkup === 'string' && lingkup.trim() !== '' ? lingkup : 'Internal';
}

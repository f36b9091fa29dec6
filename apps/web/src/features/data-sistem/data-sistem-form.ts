import type { z } from 'zod';
import {
  SEMESTER_OPSI,
  jenisKelasBody,
  jenisPresensiBody,
  kampusBody,
  labelKelasBody,
  ruanganBody,
  sesiKuliahBody,
  tambahPeriodeBody,
  ubahPeriodeBody,
  type JenisPresensiDataItem,
  type KampusItem,
  type NamaItem,
  type PeriodeItem,
  type RuanganItem,
  type SesiKuliahItem,
  type TabDataSistem,
} from '@lms/shared';

/**
 * The forms of /data-sistem: each tab's fields, the values as inputs hold them (strings), and the body the API
 * takes. Validation is the API's own zod schema from @lms/shared, read field by field, so both sides agree.
 */
export type JenisBidang = 'teks' | 'angka' | 'jam' | 'tanggal' | 'pilihan' | 'saklar';
export type Bidang = { key: string; label: string; jenis: JenisBidang; wajib?: boolean; opsi?: { value: string; label: string }[]; hanyaBaru?: boolean };
export type Nilai = Record<string, string>;
export type Galat = Record<string, string>;

export type FormTab = {
  bidang: Bidang[];
  /** Values of a row (edit) or empty (add). */
  nilaiAwal: (row?: unknown) => Nilai;
  /** The request body the values make (still unvalidated). */
  body: (v: Nilai, baru: boolean) => unknown;
  schema: (baru: boolean) => z.ZodType;
};

const angka = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));
/** 'HH:MM:SS' from the database -> 'HH:MM' for a time input. */
export const jamPendek = (jam: string | undefined | null) => (jam ? jam.slice(0, 5) : '');
/** '2026-08-31' -> '31/08/2026' (spec 1 §9 date format). */
export const tampilTanggal = (t: string | null | undefined) => (t ? t.split('-').reverse().join('/') : '-');

const formNama = (schema: z.ZodType): FormTab => ({
  bidang: [{ key: 'nama', label: 'Nama', jenis: 'teks', wajib: true }],
  nilaiAwal: (row) => ({ nama: (row as NamaItem | undefined)?.nama ?? '' }),
  body: (v) => ({ nama: v.nama ?? '' }),
  schema: () => schema,
});

export const FORM_TAB: Record<TabDataSistem, FormTab> = {
  periode: {
    bidang: [
      { key: 'tahun', label: 'Tahun mulai tahun ajaran', jenis: 'angka', wajib: true, hanyaBaru: true },
      { key: 'semester', label: 'Semester', jenis: 'pilihan', wajib: true, hanyaBaru: true, opsi: SEMESTER_OPSI.map((o) => ({ value: String(o.value), label: o.label })) },
      { key: 'tanggal_mulai', label: 'Tanggal mulai', jenis: 'tanggal', wajib: true },
      { key: 'tanggal_selesai', label: 'Tanggal selesai', jenis: 'tanggal', wajib: true },
    ],
    nilaiAwal: (row) => {
      const p = row as PeriodeItem | undefined;
      return { tahun: p ? String(p.tahun) : '', semester: p ? String(p.semester) : '', tanggal_mulai: p?.tanggal_mulai ?? '', tanggal_selesai: p?.tanggal_selesai ?? '' };
    },
    body: (v, baru) =>
      baru
        ? { tahun: angka(v.tahun), semester: angka(v.semester), tanggal_mulai: v.tanggal_mulai ?? '', tanggal_selesai: v.tanggal_selesai ?? '' }
        : { tanggal_mulai: v.tanggal_mulai ?? '', tanggal_selesai: v.tanggal_selesai ?? '' },
    schema: (baru) => (baru ? tambahPeriodeBody : ubahPeriodeBody),
  },
  sesi_kuliah: {
    bidang: [
      { key: 'nama', label: 'Nama sesi', jenis: 'teks', wajib: true },
      { key: 'jam_mulai', label: 'Jam mulai', jenis: 'jam', wajib: true },
      { key: 'jam_selesai', label: 'Jam selesai', jenis: 'jam', wajib: true },
    ],
    nilaiAwal: (row) => {
      const s = row as SesiKuliahItem | undefined;
      return { nama: s?.nama ?? '', jam_mulai: jamPendek(s?.jam_mulai), jam_selesai: jamPendek(s?.jam_selesai) };
    },
    body: (v) => ({ nama: v.nama ?? '', jam_mulai: v.jam_mulai ?? '', jam_selesai: v.jam_selesai ?? '' }),
    schema: () => sesiKuliahBody,
  },
  ruangan: {
    bidang: [
      { key: 'kode', label: 'Kode', jenis: 'teks', wajib: true },
      { key: 'nama', label: 'Nama', jenis: 'teks', wajib: true },
      { key: 'gedung', label: 'Gedung', jenis: 'teks' },
      { key: 'kapasitas', label: 'Kapasitas', jenis: 'angka', wajib: true },
    ],
    nilaiAwal: (row) => {
      const r = row as RuanganItem | undefined;
      return { kode: r?.kode ?? '', nama: r?.nama ?? '', gedung: r?.gedung ?? '', kapasitas: r ? String(r.kapasitas) : '' };
    },
    body: (v) => ({ kode: v.kode ?? '', nama: v.nama ?? '', gedung: v.gedung ?? '', kapasitas: angka(v.kapasitas) }),
    schema: () => ruanganBody,
  },
  jenis_presensi: {
    bidang: [
      { key: 'nama', label: 'Nama', jenis: 'teks', wajib: true },
      { key: 'is_active', label: 'Aktif (dapat dipilih saat mengisi kehadiran)', jenis: 'saklar' },
    ],
    nilaiAwal: (row) => {
      const j = row as JenisPresensiDataItem | undefined;
      return { nama: j?.nama ?? '', is_active: j?.is_active === false ? 'false' : 'true' };
    },
    body: (v) => ({ nama: v.nama ?? '', is_active: v.is_active === 'true' }),
    schema: () => jenisPresensiBody,
  },
  jenis_kelas: formNama(jenisKelasBody),
  label_kelas: formNama(labelKelasBody),
  kampus: {
    bidang: [
      { key: 'nama', label: 'Nama kampus', jenis: 'teks', wajib: true },
      { key: 'alamat', label: 'Alamat', jenis: 'teks' },
    ],
    nilaiAwal: (row) => {
      const k = row as KampusItem | undefined;
      return { nama: k?.nama ?? '', alamat: k?.alamat ?? '' };
    },
    body: (v) => ({ nama: v.nama ?? '', alamat: v.alamat ?? '' }),
    schema: () => kampusBody,
  },
};

/** The body when valid, else the first message per field (in the schema's words). */
export function periksaForm(tab: TabDataSistem, v: Nilai, baru: boolean): { ok: true; body: unknown } | { ok: false; galat: Galat } {
  const f = FORM_TAB[tab];
  const r = f.schema(baru).safeParse(f.body(v, baru));
  if (r.success) return { ok: true, body: r.data };
  const galat: Galat = {};
  for (const issue of r.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !galat[key]) galat[key] = issue.message;
  }
  return { ok: false, galat };
}

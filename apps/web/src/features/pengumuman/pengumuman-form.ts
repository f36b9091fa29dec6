import {
  PENGUMUMAN_JUDUL_MAKS,
  PESAN,
  parseDate,
  resolveTimeZone,
  toUtcIso,
  waktuLokal,
  zonedToUtcIso,
  type PengumumanKelolaItem,
  type PengumumanTulisBody,
  type Role,
} from '@lms/shared';
import { editorTextToHtml, htmlToEditorText, isBlankEditorText } from '@/components/html-editor-text';

/**
 * The announcement form (create and edit). The publication time is a wall-clock date and time in the college's
 * zone; it becomes UTC ISO only in the request body.
 * - 'sekarang': published now (when editing: the publication time moves to now);
 * - 'jadwal': published at the chosen date and time, which must be later than now;
 * - 'tetap' (editing only): the stored time stays.
 */
export type WaktuTerbit = 'sekarang' | 'jadwal' | 'tetap';

export type PengumumanFormValues = {
  judul: string;
  /** Editor text (see html-editor-text). */
  isi: string;
  waktu: WaktuTerbit;
  /** 'YYYY-MM-DD' in the college's zone. */
  tanggal: string | null;
  /** 'HH:mm', 24-hour. */
  jam: string;
  target_role: Role[];
  /** Study programme ids as the select's strings. */
  target_prodi: string[];
  /** Saved without publishing (a draft). */
  draf: boolean;
};

export type PengumumanFormErrors = Partial<Record<keyof PengumumanFormValues, string>>;

export const PESAN_FORM_PENGUMUMAN = {
  judulWajib: 'Judul pengumuman wajib diisi',
  judulMaks: `Judul maksimal ${PENGUMUMAN_JUDUL_MAKS} karakter`,
  isiWajib: 'Isi pengumuman wajib diisi',
  jadwalLampau: 'Waktu terbit terjadwal harus setelah waktu sekarang',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Date and time of an instant on the college's wall clock. */
export function bagianLokal(instant: Date | string | number, tz: string): { tanggal: string; jam: string } {
  const d = parseDate(instant)!;
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return { tanggal: `${w.tahun}-${pad(w.bulan)}-${pad(w.tanggal)}`, jam: `${pad(w.jam)}:${pad(w.menit)}` };
}

/** A new announcement: published now, for everyone; the schedule fields start at the next full hour. */
export function nilaiAwal(now: Date, tz: string): PengumumanFormValues {
  const jamBerikut = new Date(Math.floor(now.getTime() / 3_600_000 + 1) * 3_600_000);
  const l = bagianLokal(jamBerikut, tz);
  return { judul: '', isi: '', waktu: 'sekarang', tanggal: l.tanggal, jam: l.jam, target_role: [], target_prodi: [], draf: false };
}

/** An existing announcement in the form: its time is kept unless the operator chooses otherwise. */
export function toFormValues(p: PengumumanKelolaItem, tz: string): PengumumanFormValues {
  const l = bagianLokal(p.tanggalPublish, tz);
  return {
    judul: p.judul,
    isi: htmlToEditorText(p.isi),
    waktu: 'tetap',
    tanggal: l.tanggal,
    jam: l.jam,
    target_role: [...p.target_role],
    target_prodi: p.target_prodi.map((x) => String(x.id)),
    draf: !p.is_published,
  };
}

/** The scheduled instant in UTC, or null when the date or time is missing or unreadable. */
export function jadwalUtc(v: Pick<PengumumanFormValues, 'tanggal' | 'jam'>, tz: string): string | null {
  if (!v.tanggal || !v.jam) return null;
  return zonedToUtcIso(`${v.tanggal} ${v.jam}`, tz);
}

export function validatePengumumanForm(v: PengumumanFormValues, opts: { now: Date; tz: string }): PengumumanFormErrors {
  const errors: PengumumanFormErrors = {};
  const judul = v.judul.trim();
  if (!judul) errors.judul = PESAN_FORM_PENGUMUMAN.judulWajib;
  else if (judul.length > PENGUMUMAN_JUDUL_MAKS) errors.judul = PESAN_FORM_PENGUMUMAN.judulMaks;
  if (isBlankEditorText(v.isi)) errors.isi = PESAN_FORM_PENGUMUMAN.isiWajib;
  if (v.waktu === 'jadwal') {
    if (!v.tanggal) errors.tanggal = PESAN.harapIsi;
    if (!v.jam) errors.jam = PESAN.harapIsi;
    const at = jadwalUtc(v, opts.tz);
    if (at && Date.parse(at) <= opts.now.getTime()) errors.jam = PESAN_FORM_PENGUMUMAN.jadwalLampau;
  }
  return errors;
}

/** The request body; `tanggalPublish` is left out when the stored time stays (or, for a new one, when it is now). */
export function toBody(v: PengumumanFormValues, opts: { now: Date; tz: string; baru: boolean }): PengumumanTulisBody {
  const body: PengumumanTulisBody = {
    judul: v.judul.trim(),
    isi: editorTextToHtml(v.isi),
    target_role: v.target_role,
    target_prodi: v.target_prodi.map(Number),
    is_published: !v.draf,
  };
  if (v.waktu === 'jadwal') body.tanggalPublish = jadwalUtc(v, opts.tz) ?? undefined;
  else if (v.waktu === 'sekarang' && !opts.baru) body.tanggalPublish = toUtcIso(opts.now) ?? undefined;
  return body;
}

import {
  PESAN_MATERI,
  deadlineBawaan,
  parseDate,
  resolveTimeZone,
  syaratHadirBawaan,
  validasiFormMateri,
  validasiSyarat,
  validasiTampil,
  waktuLokal,
  zonedToUtcIso,
  type FormMateri,
  type GalatMateri,
  type JenisMateri,
  type MateriItem,
  type MateriSalinBody,
  type TipeFileMateri,
} from '@lms/shared';

/**
 * The material form (spec 2 §5 'Material save') and the copy tab's settings. Dates and times are wall-clock values
 * in the college's zone ('YYYY-MM-DD', 'HH:mm'); they become UTC ISO only in the request. The rules are the shared
 * validasiFormMateri the server runs too.
 */

/** The meeting as the form needs it (kind, status, default deadline). */
export type PertemuanMateri = { id: number; jenis: string; status: string; default_deadline_materi: string | null };

export type TampilSyaratValues = {
  tampil: 'sekarang' | 'nanti';
  tanggal_tampil: string | null;
  jam_tampil: string;
  /** 'ya' / 'tidak', or null on an offline meeting (radios disabled). */
  syarat: 'ya' | 'tidak' | null;
  tanggal_deadline: string | null;
  jam_deadline: string;
};

export type MateriFormValues = TampilSyaratValues & {
  id_pertemuan: string | null;
  judul: string;
  deskripsi: string;
  tipe_file: TipeFileMateri | null;
  jenis_materi: JenisMateri | null;
  /** A newly chosen file. */
  file: File | null;
  /** The stored file's name (edit), kept unless replaced. */
  nama_file_lama: string | null;
  file_url: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:mm' of an instant on the college's clock. */
export function bagianLokal(instant: string | number | Date | null | undefined, tz: string): { tanggal: string | null; jam: string } {
  const d = instant === null || instant === undefined ? null : parseDate(instant);
  if (!d) return { tanggal: null, jam: '' };
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return { tanggal: `${w.tahun}-${pad(w.bulan)}-${pad(w.tanggal)}`, jam: `${pad(w.jam)}:${pad(w.menit)}` };
}

/** UTC ISO of a local date and time; null when either is missing or unreadable. */
export function waktuUtc(tanggal: string | null, jam: string, tz: string): string | null {
  if (!tanggal || !/^\d{1,2}:\d{2}$/.test(jam.trim())) return null;
  return zonedToUtcIso(`${tanggal} ${jam.trim()}`, tz);
}

/** Display and attendance fields to start with: shown now; the meeting's default deadline while it has not started. */
export function tampilSyaratAwal(pertemuan: PertemuanMateri | null, tz: string, materi?: MateriItem | null): TampilSyaratValues {
  if (materi) {
    const t = bagianLokal(materi.waktu_mulai_tampil, tz);
    const d = bagianLokal(materi.deadline, tz);
    return {
      tampil: materi.is_tampil ? 'sekarang' : 'nanti',
      tanggal_tampil: t.tanggal,
      jam_tampil: t.jam,
      syarat: materi.is_syarat_hadir === null ? null : materi.is_syarat_hadir ? 'ya' : 'tidak',
      tanggal_deadline: d.tanggal,
      jam_deadline: d.jam,
    };
  }
  const bawaan = syaratHadirBawaan(pertemuan?.jenis ?? 'online');
  const d = bagianLokal(pertemuan ? deadlineBawaan(pertemuan) : null, tz);
  return { tampil: 'sekarang', tanggal_tampil: null, jam_tampil: '', syarat: bawaan === null ? null : 'tidak', tanggal_deadline: d.tanggal, jam_deadline: d.jam };
}

/** A new meeting was chosen (operators): offline meetings take no requirement; others start with their default deadline. */
export function sesuaikanPertemuan(v: TampilSyaratValues, pertemuan: PertemuanMateri, tz: string): TampilSyaratValues {
  if (pertemuan.jenis === 'offline') return { ...v, syarat: null };
  const d = bagianLokal(deadlineBawaan(pertemuan), tz);
  return { ...v, syarat: v.syarat ?? 'tidak', tanggal_deadline: v.tanggal_deadline ?? d.tanggal, jam_deadline: v.jam_deadline || d.jam };
}

export function nilaiAwalMateri(opts: { materi?: MateriItem | null; pertemuan: PertemuanMateri | null; idPertemuan: number | null; tz: string }): MateriFormValues {
  const m = opts.materi;
  return {
    ...tampilSyaratAwal(opts.pertemuan, opts.tz, m),
    id_pertemuan: m ? String(m.id_pertemuan) : opts.idPertemuan === null ? null : String(opts.idPertemuan),
    judul: m?.judul ?? '',
    deskripsi: m?.deskripsi ?? '',
    tipe_file: m?.tipe_file ?? null,
    jenis_materi: m?.jenis_materi ?? null,
    file: null,
    nama_file_lama: m?.file?.name ?? null,
    file_url: m?.file_url ?? '',
  };
}

const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

function bacaTampilSyarat(v: TampilSyaratValues, tz: string) {
  return {
    tampil_sekarang: v.tampil === 'sekarang',
    waktu_mulai_tampil: v.tampil === 'nanti' ? toDate(waktuUtc(v.tanggal_tampil, v.jam_tampil, tz)) : null,
    is_syarat_hadir: v.syarat === null ? null : v.syarat === 'ya',
    deadline: v.syarat === 'ya' ? toDate(waktuUtc(v.tanggal_deadline, v.jam_deadline, tz)) : null,
  };
}

/** The form as the shared rule reads it. */
export function keFormMateri(v: MateriFormValues, tz: string): FormMateri {
  const namaFile = v.file?.name ?? (v.tipe_file !== 'url' ? v.nama_file_lama : null);
  return {
    id_pertemuan: v.id_pertemuan ? Number(v.id_pertemuan) : null,
    judul: v.judul,
    deskripsi: v.deskripsi,
    tipe_file: v.tipe_file,
    jenis_materi: v.jenis_materi,
    nama_file: namaFile,
    file_url: v.file_url,
    ...bacaTampilSyarat(v, tz),
  };
}

/** Where the form's display fields put their message (the date field of a date-and-time pair). */
const FIELD_FORM: Record<string, string> = { waktu_mulai_tampil: 'tanggal_tampil', deadline: 'tanggal_deadline', is_syarat_hadir: 'syarat' };
export const fieldForm = (field: string) => FIELD_FORM[field] ?? field;

/** Every problem, by the form's field names; `lengkap` false when a required field is empty ('Pengisian Data Belum Lengkap!'). */
export function periksaMateri(
  v: MateriFormValues,
  ctx: { tz: string; now: number; perluPertemuan: boolean; pertemuanOffline: boolean; materi?: MateriItem | null },
): { errors: Record<string, string>; lengkap: boolean; pertama: GalatMateri | null } {
  const galat = validasiFormMateri(keFormMateri(v, ctx.tz), {
    now: new Date(ctx.now),
    pertemuanOffline: ctx.pertemuanOffline,
    perluPertemuan: ctx.perluPertemuan,
    waktuTampilTersimpan: ctx.materi ? new Date(ctx.materi.waktu_mulai_tampil) : null,
    deadlineTersimpan: ctx.materi?.deadline ? new Date(ctx.materi.deadline) : null,
  });
  const errors: Record<string, string> = {};
  for (const g of galat) errors[fieldForm(g.field)] ??= g.message;
  const wajib = new Set<string>([
    PESAN_MATERI.pertemuanWajib,
    PESAN_MATERI.judulWajib,
    PESAN_MATERI.deskripsiWajib,
    PESAN_MATERI.tipeWajib,
    PESAN_MATERI.jenisWajib,
    PESAN_MATERI.waktuTampilWajib,
    PESAN_MATERI.materiWajib,
    PESAN_MATERI.deadlineWajib,
    PESAN_MATERI.urlWajib,
  ]);
  return { errors, lengkap: !galat.some((g) => wajib.has(g.message)), pertama: galat[0] ?? null };
}

/** The multipart body: text fields first (so the server checks type and limit before the bytes), then the file. */
export function toMateriFormData(v: MateriFormValues, tz: string, opts: { kirimPertemuan: boolean }): FormData {
  const f = keFormMateri(v, tz);
  const fd = new FormData();
  if (opts.kirimPertemuan && f.id_pertemuan) fd.append('id_pertemuan', String(f.id_pertemuan));
  fd.append('tipe_file', v.tipe_file ?? '');
  fd.append('judul', v.judul.trim());
  fd.append('deskripsi', v.deskripsi.trim());
  fd.append('jenis_materi', v.jenis_materi ?? '');
  fd.append('tampil_sekarang', String(f.tampil_sekarang));
  if (f.waktu_mulai_tampil) fd.append('waktu_mulai_tampil', f.waktu_mulai_tampil.toISOString());
  fd.append('is_syarat_hadir', f.is_syarat_hadir === null ? 'null' : String(f.is_syarat_hadir));
  if (f.deadline) fd.append('deadline', f.deadline.toISOString());
  if (v.tipe_file === 'url') fd.append('file_url', v.file_url.trim());
  else if (v.file) fd.append('file', v.file, v.file.name);
  return fd;
}

/** The copy tab's problems (selection, display, requirement), by form field. */
export function periksaSalin(
  v: TampilSyaratValues & { id_pertemuan: string | null; list_id: number[] },
  ctx: { tz: string; now: number; perluPertemuan: boolean; pertemuanOffline: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (ctx.perluPertemuan && !v.id_pertemuan) errors.id_pertemuan = PESAN_MATERI.pertemuanWajib;
  if (v.list_id.length === 0) errors.list_id = PESAN_MATERI.materiWajib;
  const t = bacaTampilSyarat(v, ctx.tz);
  const k = { now: new Date(ctx.now), pertemuanOffline: ctx.pertemuanOffline };
  for (const g of [...validasiTampil(t, k), ...validasiSyarat(t, k)]) errors[fieldForm(g.field)] ??= g.message;
  return errors;
}

export function toSalinBody(v: TampilSyaratValues & { id_pertemuan: string | null; list_id: number[] }, tz: string): MateriSalinBody {
  const t = bacaTampilSyarat(v, tz);
  return {
    type: 'salin',
    id_pertemuan: Number(v.id_pertemuan),
    list_id: v.list_id,
    is_syarat_hadir: t.is_syarat_hadir,
    tampil_sekarang: t.tampil_sekarang,
    waktu_mulai_tampil: t.waktu_mulai_tampil?.toISOString() ?? null,
    deadline: t.deadline?.toISOString() ?? null,
  };
}

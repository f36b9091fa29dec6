import { maxUploadBytes } from '../storager/kinds';
import { PESAN_MATERI } from './messages';
import { EKSTENSI_MATERI, ekstensiCocok, type JenisMateri, type TipeBerkasMateri, type TipeFileMateri } from './tipe';

/** Pure rules of the materials area (spec 2 §4 'Material display', 'E-book', §5 'Material save'), for API and web. */

/** Spec 2 §9: a required material's deadline is at least 5 minutes after it is displayed. */
export const MATERI_DEADLINE_MIN_MENIT = 5;
/** A display time picked "now" reaches the server a little later: this much in the past still counts as now. */
export const MATERI_TOLERANSI_LAMPAU_MS = 60_000;
/** Page size of the meeting's material list and of the copy table (spec 1 §2.7, spec 2 §9). */
export const MATERI_PER_HALAMAN = 10;
/** At most this many materials in one 'Salin Materi Kelas Lain'. */
export const MATERI_SALIN_MAKS = 50;
export const MATERI_JUDUL_MAX = 200;
export const MATERI_DESKRIPSI_MAX = 5000;
export const MATERI_URL_MAX = 2000;

/** A player reports what it played every this many seconds (and on pause, seek and end). */
export const MATERI_HEARTBEAT_DETIK = 5;
/** Fastest playback the server credits: a report may cover at most this many media seconds per real second. */
export const MATERI_MAKS_KECEPATAN_PUTAR = 2;
/** Network slack added to every report's allowance, in seconds. */
export const MATERI_TOLERANSI_HEARTBEAT_DETIK = 2;
/** Network slack of the e-book countdown, in seconds. */
export const MATERI_TOLERANSI_BACA_DETIK = 1;

/** http(s)://[user@]host[:port][/path?query#hash], host of letters, digits, dots and dashes (or [IPv6]). */
const HTTP_URL = /^https?:\/\/(?:[^\s/?#@]+@)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A link gets http:// when it has no scheme (spec 2 §5); null when it is not an http(s) URL with a host. */
export function normalisasiUrl(raw: string | null | undefined): string | null {
  const s = (raw ?? '').trim();
  if (!s) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? s : `http://${s}`;
  return HTTP_URL.test(withScheme) ? withScheme : null;
}

/**
 * The upload limit of a material of the chosen type (ukuran_max_file.materi.<type>, MB at 1000 steps, else the
 * default): the storager's one rule, asked with a name of that type.
 */
export function batasUkuranMateri(ukuranMaxFile: Record<string, unknown> | null | undefined, tipe: TipeBerkasMateri): number {
  return maxUploadBytes(ukuranMaxFile, 'materi', `materi${EKSTENSI_MATERI[tipe][0]}`);
}

export type GalatMateri = { field: string; message: string };

/** The material form as both sides see it: dates as Date, the file as "one is chosen (or kept) and fits the type". */
export type FormMateri = {
  id_pertemuan: number | null;
  judul: string;
  deskripsi: string;
  tipe_file: TipeFileMateri | '' | null;
  jenis_materi: JenisMateri | '' | null;
  /** Name of the chosen (or kept) file; null when none. */
  nama_file: string | null;
  file_url: string | null;
  tampil_sekarang: boolean;
  waktu_mulai_tampil: Date | null;
  is_syarat_hadir: boolean | null;
  deadline: Date | null;
};

export type KonteksFormMateri = {
  now: Date;
  /** The meeting of the material is offline: attendance cannot be required (null, radios disabled). */
  pertemuanOffline: boolean;
  /** Stored values on an update: an unchanged past time is not "in the past" again. */
  waktuTampilTersimpan?: Date | null;
  deadlineTersimpan?: Date | null;
};

const sama = (a: Date | null | undefined, b: Date | null | undefined) => !!a && !!b && a.getTime() === b.getTime();

/** When the material shows: now, or the chosen time. */
export const waktuTampilEfektif = (f: Pick<FormMateri, 'tampil_sekarang' | 'waktu_mulai_tampil'>, now: Date) =>
  f.tampil_sekarang ? now : f.waktu_mulai_tampil;

/** 'Tanggal & Jam Mulai Tampil' when not shown now: required, and not in the past unless it is the stored one. */
export function validasiTampil(f: Pick<FormMateri, 'tampil_sekarang' | 'waktu_mulai_tampil'>, ctx: KonteksFormMateri): GalatMateri[] {
  if (f.tampil_sekarang) return [];
  if (!f.waktu_mulai_tampil) return [{ field: 'waktu_mulai_tampil', message: PESAN_MATERI.waktuTampilWajib }];
  if (!sama(f.waktu_mulai_tampil, ctx.waktuTampilTersimpan) && f.waktu_mulai_tampil.getTime() < ctx.now.getTime() - MATERI_TOLERANSI_LAMPAU_MS) {
    return [{ field: 'waktu_mulai_tampil', message: PESAN_MATERI.waktuTampilLampau }];
  }
  return [];
}

/**
 * The attendance requirement: never on an offline meeting; when required, a deadline that is not in the past and at
 * least MATERI_DEADLINE_MIN_MENIT after the display time.
 */
export function validasiSyarat(
  f: Pick<FormMateri, 'tampil_sekarang' | 'waktu_mulai_tampil' | 'is_syarat_hadir' | 'deadline'>,
  ctx: KonteksFormMateri,
): GalatMateri[] {
  if (ctx.pertemuanOffline) return f.is_syarat_hadir === true ? [{ field: 'is_syarat_hadir', message: PESAN_MATERI.offlineTanpaSyarat }] : [];
  if (f.is_syarat_hadir !== true) return [];
  if (!f.deadline) return [{ field: 'deadline', message: PESAN_MATERI.deadlineWajib }];
  if (!sama(f.deadline, ctx.deadlineTersimpan) && f.deadline.getTime() < ctx.now.getTime() - MATERI_TOLERANSI_LAMPAU_MS) {
    return [{ field: 'deadline', message: PESAN_MATERI.deadlineLampau }];
  }
  const tampil = waktuTampilEfektif(f, ctx.now);
  if (tampil && f.deadline.getTime() < tampil.getTime() + MATERI_DEADLINE_MIN_MENIT * 60_000) {
    return [{ field: 'deadline', message: PESAN_MATERI.deadlineSetelahTampil(MATERI_DEADLINE_MIN_MENIT) }];
  }
  return [];
}

/**
 * Every problem of the 'Upload Materi Baru' form, in the order of spec 2 §5's messages. `perluPertemuan`: the
 * operator's meeting select is part of the form.
 */
export function validasiFormMateri(f: FormMateri, ctx: KonteksFormMateri & { perluPertemuan: boolean }): GalatMateri[] {
  const out: GalatMateri[] = [];
  if (ctx.perluPertemuan && !f.id_pertemuan) out.push({ field: 'id_pertemuan', message: PESAN_MATERI.pertemuanWajib });
  if (!f.judul.trim()) out.push({ field: 'judul', message: PESAN_MATERI.judulWajib });
  if (!f.deskripsi.trim()) out.push({ field: 'deskripsi', message: PESAN_MATERI.deskripsiWajib });
  if (!f.tipe_file) out.push({ field: 'tipe_file', message: PESAN_MATERI.tipeWajib });
  if (!f.jenis_materi) out.push({ field: 'jenis_materi', message: PESAN_MATERI.jenisWajib });
  out.push(...validasiTampil(f, ctx));
  if (f.tipe_file === 'url') {
    if (!f.file_url?.trim()) out.push({ field: 'file_url', message: PESAN_MATERI.urlWajib });
    else if (!normalisasiUrl(f.file_url)) out.push({ field: 'file_url', message: PESAN_MATERI.urlTidakValid });
  } else if (f.tipe_file) {
    if (!f.nama_file) out.push({ field: 'file', message: PESAN_MATERI.materiWajib });
    else if (!ekstensiCocok(f.tipe_file, f.nama_file)) {
      out.push({ field: 'file', message: PESAN_MATERI.tipeTidakDiizinkan(ekstensiDari(f.nama_file)) });
    }
  }
  out.push(...validasiSyarat(f, ctx));
  return out;
}

export function ekstensiDari(name: string): string {
  const i = name.lastIndexOf('.');
  return i >= 0 ? name.slice(i + 1).toLowerCase() : '';
}

/**
 * The deadline the form starts with: the meeting's default_deadline_materi while the meeting has not started
 * (spec 2 §4), else none.
 */
export function deadlineBawaan(p: { status: string; default_deadline_materi: string | null }): string | null {
  return p.status === 'belum_dimulai' ? p.default_deadline_materi : null;
}

/** Attendance requirement the form starts with: offline meetings cannot require it (null), others 'Tidak'. */
export const syaratHadirBawaan = (jenisPertemuan: string): boolean | null => (jenisPertemuan === 'offline' ? null : false);

// ---------------------------------------------------------------------------------------------------------------
// E-book countdown

/** Whole seconds left of the reading time since the card was opened (0 when reached). */
export function sisaDetikBaca(waktuBuka: Date, now: Date, ebookDetik: number): number {
  const lewat = (now.getTime() - waktuBuka.getTime()) / 1000;
  return Math.max(0, Math.ceil(ebookDetik - lewat));
}

/** Whether the server accepts 'Sudah Baca' (a second of network slack). */
export const bacaCukup = (waktuBuka: Date, now: Date, ebookDetik: number) =>
  sisaDetikBaca(waktuBuka, now, Math.max(0, ebookDetik - MATERI_TOLERANSI_BACA_DETIK)) === 0;

// ---------------------------------------------------------------------------------------------------------------
// Watched / listened segments

/** A played stretch of the media, in seconds [from, to). */
export type Segmen = [number, number];

/** Sorted, non-overlapping union of the stored segments and a new one. */
export function gabungSegmen(segmen: readonly Segmen[], baru: Segmen): Segmen[] {
  const all = [...segmen, baru].filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && b > a).sort((x, y) => x[0] - y[0]);
  const out: Segmen[] = [];
  for (const [a, b] of all) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const panjangSegmen = (segmen: readonly Segmen[]) => segmen.reduce((s, [a, b]) => s + (b - a), 0);

/** Percentage of the media covered, one decimal, at most 100. */
export function persenSegmen(segmen: readonly Segmen[], durasi: number | null): number {
  if (!durasi || durasi <= 0) return 0;
  return Math.min(100, Math.floor((panjangSegmen(segmen) / durasi) * 1000) / 10);
}

/**
 * What the server credits of one report: the reported stretch inside the media, cut to what could really have
 * played since the previous report (`lewatMs` of server time) at the fastest credited speed. Skipping ahead is
 * not playing: a seek starts a new stretch, so the skipped part is never reported.
 */
export function batasiSegmen(dari: number, sampai: number, lewatMs: number, durasi: number | null): Segmen | null {
  const awal = Math.max(0, dari);
  let akhir = durasi && durasi > 0 ? Math.min(sampai, durasi) : sampai;
  const maks = Math.max(0, lewatMs / 1000) * MATERI_MAKS_KECEPATAN_PUTAR + MATERI_TOLERANSI_HEARTBEAT_DETIK;
  akhir = Math.min(akhir, awal + maks);
  return akhir > awal ? [awal, akhir] : null;
}

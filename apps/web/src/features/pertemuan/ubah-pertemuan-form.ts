import {
  JUDUL_PERTEMUAN_MAX,
  PESAN,
  PESAN_PERTEMUAN,
  normalizeParameterKehadiran,
  parseDate,
  resolveTimeZone,
  toUtcIso,
  waktuLokal,
  zonedToUtcIso,
  type ParameterKehadiran,
  type PertemuanDetail,
  type PertemuanUpdateBody,
} from '@lms/shared';
import { editorTextToHtml, htmlToEditorText } from '@/components/html-editor-text';

/** Required date and time pickers (spec 1 §5). */
export const HARAP_ISI = PESAN.harapIsi;

/**
 * The 'Ubah Pertemuan' form. Times are wall-clock values in the college's zone ('YYYY-MM-DD', 'HH:mm',
 * 'YYYY-MM-DD HH:mm:ss'); they become UTC ISO only in the request body.
 */
export type UbahPertemuanValues = {
  judul: string;
  /** Editor text (see html-editor-text). */
  deskripsi: string;
  jenis: string;
  tanggal: string | null;
  jam_mulai: string;
  jam_selesai: string;
  id_sesi: string | null;
  id_ruangan: string | null;
  parameter_kehadiran: ParameterKehadiran;
  waktu_batas_aktivitas: string | null;
  default_deadline_materi: string | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:mm' of an instant on the college's wall clock; null when empty. */
function localParts(iso: string | null | undefined, tz: string): { tanggal: string; jam: string; detik: string } | null {
  const d = parseDate(iso);
  if (!d) return null;
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return { tanggal: `${w.tahun}-${pad(w.bulan)}-${pad(w.tanggal)}`, jam: `${pad(w.jam)}:${pad(w.menit)}`, detik: pad(w.detik) };
}

export function toFormValues(p: PertemuanDetail, tz: string): UbahPertemuanValues {
  const mulai = localParts(p.waktu_mulai, tz);
  const selesai = localParts(p.waktu_selesai, tz);
  const local = (iso: string | null) => {
    const l = localParts(iso, tz);
    return l ? `${l.tanggal} ${l.jam}:${l.detik}` : null;
  };
  return {
    judul: p.judul,
    deskripsi: htmlToEditorText(p.deskripsi),
    jenis: p.jenis,
    tanggal: mulai?.tanggal ?? null,
    jam_mulai: mulai?.jam ?? '',
    jam_selesai: selesai?.jam ?? '',
    id_sesi: p.id_sesi === null ? null : String(p.id_sesi),
    id_ruangan: p.id_ruangan === null ? null : String(p.id_ruangan),
    parameter_kehadiran: normalizeParameterKehadiran(p.parameter_kehadiran),
    waktu_batas_aktivitas: local(p.waktu_batas_aktivitas),
    default_deadline_materi: local(p.default_deadline_materi),
  };
}

/** waktu_mulai / waktu_selesai in UTC, or null when the date or a time is missing or unreadable. */
export function jadwalUtc(v: Pick<UbahPertemuanValues, 'tanggal' | 'jam_mulai' | 'jam_selesai'>, tz: string) {
  if (!v.tanggal || !v.jam_mulai || !v.jam_selesai) return null;
  const waktu_mulai = zonedToUtcIso(`${v.tanggal} ${v.jam_mulai}`, tz);
  const waktu_selesai = zonedToUtcIso(`${v.tanggal} ${v.jam_selesai}`, tz);
  return waktu_mulai && waktu_selesai ? { waktu_mulai, waktu_selesai } : null;
}

export type UbahPertemuanErrors = Partial<Record<keyof UbahPertemuanValues, string>>;

/** Field errors; the schedule fields are checked only when the schedule may change. */
export function validateUbahPertemuan(v: UbahPertemuanValues, opts: { ubahJadwal: boolean; tz: string }): UbahPertemuanErrors {
  const errors: UbahPertemuanErrors = {};
  const judul = v.judul.trim();
  if (!judul) errors.judul = HARAP_ISI;
  else if (judul.length > JUDUL_PERTEMUAN_MAX) errors.judul = `Judul maksimal ${JUDUL_PERTEMUAN_MAX} karakter`;
  if (!v.jenis) errors.jenis = HARAP_ISI;
  if (opts.ubahJadwal) {
    if (!v.tanggal) errors.tanggal = HARAP_ISI;
    if (!v.jam_mulai) errors.jam_mulai = HARAP_ISI;
    if (!v.jam_selesai) errors.jam_selesai = HARAP_ISI;
    const jadwal = jadwalUtc(v, opts.tz);
    if (jadwal && Date.parse(jadwal.waktu_selesai) <= Date.parse(jadwal.waktu_mulai)) {
      errors.jam_selesai = PESAN_PERTEMUAN.waktuSelesaiSebelumMulai;
    }
  }
  return errors;
}

const localToUtc = (local: string | null, tz: string) => (local ? zonedToUtcIso(local, tz) : null);
const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
const idOrNull = (v: string | null) => (v ? Number(v) : null);

/**
 * PUT body with only what changed. Schedule fields (waktu_mulai, waktu_selesai, id_sesi, id_ruangan) go only
 * when the schedule may change: the server refuses a schedule change otherwise (422).
 */
export function toUpdateBody(v: UbahPertemuanValues, p: PertemuanDetail, opts: { ubahJadwal: boolean; tz: string }): PertemuanUpdateBody {
  const body: PertemuanUpdateBody = {};
  const judul = v.judul.trim();
  if (judul !== p.judul) body.judul = judul;
  // Compared as editor text: an untouched description is not re-sent in a slightly different HTML spelling.
  if (v.deskripsi !== htmlToEditorText(p.deskripsi)) body.deskripsi = editorTextToHtml(v.deskripsi);
  if (v.jenis !== p.jenis) body.jenis = v.jenis as PertemuanUpdateBody['jenis'];

  const param = normalizeParameterKehadiran(p.parameter_kehadiran);
  const changed = (Object.keys(v.parameter_kehadiran) as (keyof ParameterKehadiran)[]).filter((k) => v.parameter_kehadiran[k] !== param[k]);
  if (changed.length) body.parameter_kehadiran = { ...v.parameter_kehadiran };

  const batas = localToUtc(v.waktu_batas_aktivitas, opts.tz);
  if (!sameInstant(batas, toUtcIso(p.waktu_batas_aktivitas))) body.waktu_batas_aktivitas = batas;
  const deadline = localToUtc(v.default_deadline_materi, opts.tz);
  if (!sameInstant(deadline, toUtcIso(p.default_deadline_materi))) body.default_deadline_materi = deadline;

  if (opts.ubahJadwal) {
    const jadwal = jadwalUtc(v, opts.tz);
    if (jadwal && (!sameInstant(jadwal.waktu_mulai, p.waktu_mulai) || !sameInstant(jadwal.waktu_selesai, p.waktu_selesai))) {
      body.waktu_mulai = jadwal.waktu_mulai;
      body.waktu_selesai = jadwal.waktu_selesai;
    }
    const sesi = idOrNull(v.id_sesi);
    if (sesi !== p.id_sesi) body.id_sesi = sesi;
    const ruangan = idOrNull(v.id_ruangan);
    if (ruangan !== p.id_ruangan) body.id_ruangan = ruangan;
  }
  return body;
}

/** A session's 'HH:MM:SS' as the form's 'HH:mm'. */
export const jamSesi = (jam: string) => jam.slice(0, 5);

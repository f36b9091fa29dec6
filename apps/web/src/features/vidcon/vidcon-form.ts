import {
  JUDUL_VIDCON_MAX,
  PESAN_VIDCON,
  awalKemarin,
  kunciWaktuVidcon,
  normalizeLinkVidcon,
  parseDate,
  resolveTimeZone,
  statusVidcon,
  waktuLokal,
  waktuSelesaiBawaan,
  zonedToUtcIso,
  type AplikasiVidcon,
  type VidconCreateBody,
  type VidconItem,
} from '@lms/shared';

/**
 * The vidcon form (spec 2 §5). Dates and times are wall-clock values in the college's zone ('YYYY-MM-DD', 'HH:mm');
 * they become UTC ISO only in the request body. Errors come one at a time, in the spec's order (one toast).
 */
export type VidconFormValues = {
  id_pertemuan: string | null;
  judul: string;
  aplikasi: string | null;
  link: string;
  catatan: string;
  tanggal_mulai: string | null;
  jam_mulai: string;
  tanggal_selesai: string | null;
  jam_selesai: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:mm' of an instant on the college's clock. */
export function bagianLokal(instant: string | number | Date, tz: string) {
  const d = parseDate(instant);
  if (!d) return { tanggal: null, jam: '' };
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return { tanggal: `${w.tahun}-${pad(w.bulan)}-${pad(w.tanggal)}`, jam: `${pad(w.jam)}:${pad(w.menit)}` };
}

/** UTC ISO of a local date and time; null when either is missing or unreadable. */
export function waktuUtc(tanggal: string | null, jam: string, tz: string): string | null {
  const m = /^(\d{1,2}:\d{2})(:\d{2})?$/.exec(jam.trim());
  if (!tanggal || !m) return null;
  return zonedToUtcIso(`${tanggal} ${m[1]}`, tz);
}

/** 'HH:mm' of a picker value ('HH:mm' or 'HH:mm:ss'). */
const jamMenit = (jam: string) => jam.trim().slice(0, 5);

const LIMA_MENIT = 5 * 60_000;

/** A new vidcon starts at the next whole 5 minutes of server time and ends an hour later; an edit starts from the row. */
export function nilaiAwal(opts: { vidcon?: VidconItem | null; idPertemuan?: number | null; now: number; tz: string }): VidconFormValues {
  const v = opts.vidcon;
  const mulai = v ? v.waktu_mulai : Math.ceil(opts.now / LIMA_MENIT) * LIMA_MENIT;
  const selesai = v ? v.waktu_selesai : waktuSelesaiBawaan(mulai);
  const m = bagianLokal(mulai, opts.tz);
  const s = bagianLokal(selesai, opts.tz);
  const idPertemuan = v?.id_pertemuan ?? opts.idPertemuan ?? null;
  return {
    id_pertemuan: idPertemuan === null ? null : String(idPertemuan),
    judul: v?.judul ?? '',
    aplikasi: v?.aplikasi ?? null,
    link: v?.link ?? '',
    catatan: v?.catatan ?? '',
    tanggal_mulai: m.tanggal,
    jam_mulai: m.jam,
    tanggal_selesai: s.tanggal,
    jam_selesai: s.jam,
  };
}

/** spec 2 §5: choosing a start sets the end to start plus one hour. Null when the start is incomplete. */
export function selesaiDariMulai(v: Pick<VidconFormValues, 'tanggal_mulai' | 'jam_mulai'>, tz: string) {
  const mulai = waktuUtc(v.tanggal_mulai, v.jam_mulai, tz);
  if (!mulai) return null;
  const s = bagianLokal(waktuSelesaiBawaan(mulai), tz);
  return { tanggal_selesai: s.tanggal, jam_selesai: s.jam };
}

/** Which inputs the edit form locks (spec 2 §5), by server time; nothing when adding. */
export function kunciForm(v: VidconItem | null | undefined, now: number) {
  if (!v) return { tanggal: false, jam: false };
  return kunciWaktuVidcon({ status: statusVidcon(v.waktu_mulai, v.waktu_selesai, now), jumlahPeserta: v.jumlah_peserta });
}

/**
 * The times to send: an untouched start or end keeps the stored instant (seconds included), so an edit of the title
 * never looks like a move of a locked time.
 */
function waktuBody(v: VidconFormValues, tz: string, asal: VidconItem | null | undefined) {
  const pilih = (tanggal: string | null, jam: string, stored: string | undefined) => {
    if (stored) {
      const l = bagianLokal(stored, tz);
      if (l.tanggal === tanggal && l.jam === jamMenit(jam)) return stored;
    }
    return waktuUtc(tanggal, jam, tz);
  };
  return { mulai: pilih(v.tanggal_mulai, v.jam_mulai, asal?.waktu_mulai), selesai: pilih(v.tanggal_selesai, v.jam_selesai, asal?.waktu_selesai) };
}

export type VidconFormError = { field: keyof VidconFormValues; message: string };

/** The first failing rule in the spec's order; 'Pertemuan wajib diisi' only when the form asks for the meeting. */
export function validateVidconForm(
  v: VidconFormValues,
  opts: { pilihPertemuan: boolean; vidcon?: VidconItem | null; tz: string; now: number },
): VidconFormError | null {
  if (opts.pilihPertemuan && !v.id_pertemuan) return { field: 'id_pertemuan', message: PESAN_VIDCON.pertemuanWajib };
  const judul = v.judul.trim();
  if (!judul) return { field: 'judul', message: PESAN_VIDCON.judulWajib };
  if (judul.length > JUDUL_VIDCON_MAX) return { field: 'judul', message: PESAN_VIDCON.judulMaks };
  if (!v.aplikasi) return { field: 'aplikasi', message: PESAN_VIDCON.aplikasiWajib };
  if (!v.link.trim()) return { field: 'link', message: PESAN_VIDCON.linkWajib };
  if (!normalizeLinkVidcon(v.link)) return { field: 'link', message: PESAN_VIDCON.linkTidakValid };
  const { mulai, selesai } = waktuBody(v, opts.tz, opts.vidcon);
  if (!mulai) return { field: v.tanggal_mulai ? 'jam_mulai' : 'tanggal_mulai', message: PESAN_VIDCON.waktuMulaiWajib };
  if (!selesai) return { field: v.tanggal_selesai ? 'jam_selesai' : 'tanggal_selesai', message: PESAN_VIDCON.waktuSelesaiWajib };
  if (Date.parse(selesai) <= Date.parse(mulai)) return { field: 'jam_selesai', message: PESAN_VIDCON.waktuSelesaiKurang };
  const asal = opts.vidcon;
  if (asal && asal.jumlah_peserta > 0 && Date.parse(selesai) < Date.parse(asal.waktu_selesai)) {
    return { field: 'jam_selesai', message: PESAN_VIDCON.waktuSelesaiDimajukan };
  }
  const mulaiBerubah = !asal || Date.parse(mulai) !== Date.parse(asal.waktu_mulai);
  if (mulaiBerubah && Date.parse(mulai) < awalKemarin(opts.now, opts.tz).getTime()) return { field: 'tanggal_mulai', message: PESAN_VIDCON.waktuMulaiKemarin };
  return null;
}

/** The request body (valid values: call validateVidconForm first). */
export function toVidconBody(v: VidconFormValues, opts: { tz: string; vidcon?: VidconItem | null }): VidconCreateBody {
  const { mulai, selesai } = waktuBody(v, opts.tz, opts.vidcon);
  return {
    id_pertemuan: Number(v.id_pertemuan),
    judul: v.judul.trim(),
    aplikasi: v.aplikasi as AplikasiVidcon,
    link: v.link.trim(),
    catatan: v.catatan.trim(),
    waktu_mulai: mulai!,
    waktu_selesai: selesai!,
  };
}

/** Minimum of the date pickers: yesterday on the college's clock. */
export const tanggalMinimum = (now: number, tz: string) => bagianLokal(awalKemarin(now, tz), tz).tanggal!;

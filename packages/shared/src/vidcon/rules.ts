import { lokalKeUtc, tambahHari, waktuLokal } from '../pertemuan/waktu';

/**
 * Pure rules of video conferences (spec 2 §3 Vidcon, §4 status and join, §5 vidcon form, §9). Both the API and the
 * form use them, so the server refuses exactly what the form prevents.
 */

export const APLIKASI_VIDCON = ['zoom', 'gmeet', 'msteams', 'lainnya'] as const;
export type AplikasiVidcon = (typeof APLIKASI_VIDCON)[number];
export const APLIKASI_VIDCON_LABEL = {
  zoom: 'Zoom',
  gmeet: 'Google Meet',
  msteams: 'Microsoft Teams',
  lainnya: 'Lainnya',
} as const satisfies Record<AplikasiVidcon, string>;

/** The filter vocabulary of /vidcon (spec 2 §9: msteams is 'teams' in filters). */
export const FILTER_APLIKASI_VIDCON = ['zoom', 'gmeet', 'teams', 'lainnya'] as const;
export type FilterAplikasiVidcon = (typeof FILTER_APLIKASI_VIDCON)[number];
export const aplikasiDariFilter = (f: FilterAplikasiVidcon): AplikasiVidcon => (f === 'teams' ? 'msteams' : f);
export const aplikasiVidconLabel = (a: string | null | undefined): string =>
  a && Object.hasOwn(APLIKASI_VIDCON_LABEL, a) ? APLIKASI_VIDCON_LABEL[a as AplikasiVidcon] : '-';

export const STATUS_VIDCON = ['belum_dimulai', 'berlangsung', 'selesai'] as const;
export type StatusVidcon = (typeof STATUS_VIDCON)[number];
export const STATUS_VIDCON_META = {
  belum_dimulai: { label: 'Belum Dimulai', color: 'gray' },
  berlangsung: { label: 'Sedang Berlangsung', color: 'green' },
  selesai: { label: 'Selesai', color: 'blue' },
} as const satisfies Record<StatusVidcon, { label: string; color: string }>;
export const statusVidconLabel = (s: string | null | undefined): string =>
  s && Object.hasOwn(STATUS_VIDCON_META, s) ? STATUS_VIDCON_META[s as StatusVidcon].label : '-';
export const statusVidconColor = (s: string | null | undefined): string =>
  s && Object.hasOwn(STATUS_VIDCON_META, s) ? STATUS_VIDCON_META[s as StatusVidcon].color : 'gray';

/** spec 2 §9: the end defaults to the start plus one hour. */
export const DURASI_VIDCON_BAWAAN_MS = 60 * 60_000;
export const JUDUL_VIDCON_MAX = 200;
export const LINK_VIDCON_MAX = 2000;
export const CATATAN_VIDCON_MAX = 5000;

const ms = (d: Date | number | string) => (d instanceof Date ? d.getTime() : typeof d === 'number' ? d : Date.parse(d));

/** Status by (server) time: belum_dimulai before the start, berlangsung up to and including the end, then selesai. */
export function statusVidcon(waktuMulai: Date | number | string, waktuSelesai: Date | number | string, now: Date | number | string): StatusVidcon {
  const n = ms(now);
  if (n < ms(waktuMulai)) return 'belum_dimulai';
  if (n <= ms(waktuSelesai)) return 'berlangsung';
  return 'selesai';
}

/** Default end for a chosen start (spec 2 §5: choosing a start sets the end to start plus one hour). */
export const waktuSelesaiBawaan = (waktuMulai: Date | number | string) => new Date(ms(waktuMulai) + DURASI_VIDCON_BAWAAN_MS);

/** The late limit of a join: start plus the class lateness setting (terlambat_vidcon_menit). */
export const batasTerlambat = (waktuMulai: Date | number | string, terlambatMenit: number) => new Date(ms(waktuMulai) + terlambatMenit * 60_000);

/** A join strictly after the late limit is late. */
export const isJoinTerlambat = (waktuJoin: Date | number | string, waktuMulai: Date | number | string, terlambatMenit: number) =>
  ms(waktuJoin) > batasTerlambat(waktuMulai, terlambatMenit).getTime();

const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i;
/** An http(s) address with a host name or IP literal, optional user, port, path, query and fragment; no spaces. */
const LINK_RE =
  /^https?:\/\/(?:[^\s/?#@]+@)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * The link as it is opened: 'http://' added when it has no scheme (spec 2 §4). Null when it is not an http(s)
 * address with a host: a `javascript:`, `data:` or `mailto:` link is never stored, nor opened.
 */
export function normalizeLinkVidcon(raw: string): string | null {
  const s = raw.trim();
  if (!s) return null;
  const scheme = SCHEME_RE.exec(s);
  // 'host:8080/path' has no scheme: what precedes the colon is a host followed by a port.
  const hasScheme = scheme !== null && !/^\d/.test(s.slice(scheme[0].length));
  const link = hasScheme ? s : `http://${s}`;
  return LINK_RE.test(link) ? link : null;
}

/**
 * Which time inputs a vidcon's form locks (spec 2 §5): the dates once participants exist; the times for a finished
 * vidcon or a running one with participants.
 */
export function kunciWaktuVidcon(v: { status: StatusVidcon; jumlahPeserta: number }) {
  return {
    tanggal: v.jumlahPeserta > 0,
    jam: v.status === 'selesai' || (v.status === 'berlangsung' && v.jumlahPeserta > 0),
  };
}

/** Start of yesterday in the zone: the earliest start a new or moved vidcon may have (date picker minimum). */
export function awalKemarin(now: Date | number, timeZone: string): Date {
  const w = waktuLokal(now, timeZone);
  const kemarin = tambahHari(w, -1);
  return lokalKeUtc({ ...kemarin, jam: 0, menit: 0, detik: 0 }, timeZone);
}

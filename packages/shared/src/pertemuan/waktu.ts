/**
 * Wall-clock arithmetic in a college's IANA zone without a date library: meetings are generated from local
 * schedule times (07:30 WIB) and stored in UTC. Correct for zones with DST too (two-pass offset lookup).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface TanggalLokal {
  tahun: number;
  bulan: number; // 1-12
  tanggal: number; // 1-31
}

export interface WaktuLokal extends TanggalLokal {
  jam: number;
  menit: number;
  detik: number;
}

/** The wall-clock reading of an instant in the zone. */
export function waktuLokal(instant: Date | number, timeZone: string): WaktuLokal {
  const parts = formatter(timeZone).formatToParts(typeof instant === 'number' ? instant : instant.getTime());
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { tahun: get('year'), bulan: get('month'), tanggal: get('day'), jam: get('hour'), menit: get('minute'), detik: get('second') };
}

/** Offset of the zone at that instant in milliseconds (local minus UTC): +7 h for WIB. */
export function offsetZonaMs(instant: number, timeZone: string): number {
  const l = waktuLokal(instant, timeZone);
  const asUtc = Date.UTC(l.tahun, l.bulan - 1, l.tanggal, l.jam, l.menit, l.detik);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's clock shows this local date and time. */
export function lokalKeUtc(w: WaktuLokal, timeZone: string): Date {
  const naive = Date.UTC(w.tahun, w.bulan - 1, w.tanggal, w.jam, w.menit, w.detik);
  let utc = naive - offsetZonaMs(naive, timeZone);
  // A second pass settles instants next to an offset change.
  utc = naive - offsetZonaMs(utc, timeZone);
  return new Date(utc);
}

/** Day of the week of a local date, 0 = Sunday (jadwal.hari). */
export function hariDari(t: TanggalLokal): number {
  return new Date(Date.UTC(t.tahun, t.bulan - 1, t.tanggal)).getUTCDay();
}

/** The local date `n` days later (calendar arithmetic, independent of the zone). */
export function tambahHari(t: TanggalLokal, n: number): TanggalLokal {
  const d = new Date(Date.UTC(t.tahun, t.bulan - 1, t.tanggal + n));
  return { tahun: d.getUTCFullYear(), bulan: d.getUTCMonth() + 1, tanggal: d.getUTCDate() };
}

/** 'HH:MM' or 'HH:MM:SS' (as PostgreSQL returns time) to seconds since midnight; null when malformed. */
export function parseJam(jam: string | null | undefined): number | null {
  if (typeof jam !== 'string') return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(jam.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  const s = Number(m[3] ?? 0);
  if (h > 23 || mi > 59 || s > 59) return null;
  return h * 3600 + mi * 60 + s;
}

/** 'YYYY-MM-DDTHH:mm:ssZ' (UTC, no milliseconds): the API's date format (spec 1 §7). */
export function isoUtc(d: Date | number): string {
  return new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

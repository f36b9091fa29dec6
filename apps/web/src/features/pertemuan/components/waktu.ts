import { formatTanggalWaktu, resolveTimeZone, timeZoneLabel } from '@lms/shared';

/**
 * '21/11/2026, 07:30 - 10:00 WIB' for a meeting within one day, otherwise both ends in full
 * ('DD/MM/YYYY, HH:mm', spec 1 §9), in the college's zone; '-' when the start is empty.
 */
export function formatRentangWaktu(mulai: string | null, selesai: string | null, tz: string): string {
  const zone = resolveTimeZone(tz);
  const a = formatTanggalWaktu(mulai, zone);
  if (a === '-') return '-';
  const label = timeZoneLabel(zone);
  const b = formatTanggalWaktu(selesai, zone);
  if (b === '-') return `${a} ${label}`;
  // 'DD/MM/YYYY, HH:mm': the first 10 characters are the day, the last 5 the time.
  const end = a.slice(0, 10) === b.slice(0, 10) ? b.slice(-5) : b;
  return `${a} - ${end} ${label}`;
}


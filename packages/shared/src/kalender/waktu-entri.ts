import { JENIS_AKTIVITAS_DEF } from '../aktivitas';
import { formatIn, hariIni } from '../format/dates';
import type { JenisEntriKalender } from './jenis-entri';

/** The fields of a calendar entry its time text depends on (EntriKalender). */
export type WaktuEntri = { jenis: JenisEntriKalender; waktu_mulai: string; waktu_selesai: string | null };

export const TEKS_WAKTU_KALENDER = {
  tenggat: (jam: string) => `Tenggat ${jam}`,
  mulai: (jam: string) => `Mulai ${jam}`,
} as const;

/**
 * Whether the entry is listed at its deadline: a material or a task with a due time (JENIS_AKTIVITAS_DEF.kalender
 * 'selesai'). A task without one is listed at its start; meetings, exams, forums and vidcons at their start.
 */
export function isTenggatKalender(e: Pick<WaktuEntri, 'jenis' | 'waktu_selesai'>): boolean {
  return e.jenis !== 'pertemuan' && JENIS_AKTIVITAS_DEF[e.jenis].kalender === 'selesai' && e.waktu_selesai !== null;
}

/** The instant the entry is listed at (its day is the entry's `tanggal`): what the day's list is ordered by. */
export function waktuTercantum(e: WaktuEntri): string {
  return isTenggatKalender(e) ? e.waktu_selesai! : e.waktu_mulai;
}

const jam = (iso: string, tz: string) => formatIn(iso, tz, 'HH:mm');

/**
 * The time of an entry in the day list ('Keterangan'), in the college's zone:
 * - a deadline is one instant: 'Tenggat 17:00' (material, task); a task without a due time: 'Mulai 21:00';
 * - a span from its start: '07:30 - 10:00' (meeting, exam, forum, vidcon); an end on a later day carries its date,
 *   '08:00 - 28 Nov 23:59'; no end (or none after the start): '08:00'.
 */
export function teksWaktuEntri(e: WaktuEntri, timeZone: string): string {
  if (isTenggatKalender(e)) return TEKS_WAKTU_KALENDER.tenggat(jam(e.waktu_selesai!, timeZone));
  if (e.jenis !== 'pertemuan' && JENIS_AKTIVITAS_DEF[e.jenis].kalender === 'selesai') return TEKS_WAKTU_KALENDER.mulai(jam(e.waktu_mulai, timeZone));
  const mulai = jam(e.waktu_mulai, timeZone);
  if (!e.waktu_selesai || Date.parse(e.waktu_selesai) <= Date.parse(e.waktu_mulai)) return mulai;
  const hariSama = hariIni(timeZone, e.waktu_selesai) === hariIni(timeZone, e.waktu_mulai);
  return `${mulai} - ${hariSama ? jam(e.waktu_selesai, timeZone) : formatIn(e.waktu_selesai, timeZone, 'D MMM HH:mm')}`;
}

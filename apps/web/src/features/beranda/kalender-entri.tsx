import type { ComponentType } from 'react';
import { IconBook2, IconBrandHipchat, IconCalendarEvent, IconClipboardCheck, IconClipboardList, IconVideo, type IconProps } from '@tabler/icons-react';
import { formatJam, modeKuliahLabel, statusPertemuanLabel, type EntriKalender, type JenisEntriKalender } from '@lms/shared';
import { paths } from '@/config/paths';

/**
 * How the calendar's day list shows each kind of entry: meetings, and the activities the server dates from the
 * activity registry (material and task deadlines, exam, forum and vidcon starts).
 */
export type JenisEntriView = {
  label: string;
  icon: ComponentType<IconProps>;
  /** The page the entry opens. */
  href: (e: EntriKalender) => string;
  /** Where it happens: the room or 'Online' for a meeting. */
  tempat: (e: EntriKalender) => string | null;
  status: (e: EntriKalender) => string;
};

const meetingHref = (e: EntriKalender) => paths.kelas.pertemuan.getHref(e.id_kelas_kuliah, e.id_pertemuan);

/** A meeting's place: its room when it has one; 'Online' for an online meeting (spec 1 §3 jenis). */
export function tempatPertemuan(e: Pick<EntriKalender, 'mode' | 'ruangan'>): string {
  if (e.mode === 'online') return 'Online';
  if (e.ruangan) return e.mode === 'campuran' ? `${e.ruangan} / Online` : e.ruangan;
  return e.mode ? modeKuliahLabel(e.mode) : '-';
}

export const JENIS_ENTRI: Record<JenisEntriKalender, JenisEntriView> = {
  pertemuan: { label: 'Pertemuan', icon: IconCalendarEvent, href: meetingHref, tempat: tempatPertemuan, status: (e) => statusPertemuanLabel(e.status) },
  // Activities open in their meeting's page; their status is their window's (belum dimulai / berlangsung / selesai).
  materi: { label: 'Batas Materi', icon: IconBook2, href: meetingHref, tempat: () => null, status: (e) => statusPertemuanLabel(e.status) },
  tugas: { label: 'Batas Tugas', icon: IconClipboardList, href: meetingHref, tempat: () => null, status: (e) => statusPertemuanLabel(e.status) },
  ujian: { label: 'Ujian', icon: IconClipboardCheck, href: meetingHref, tempat: () => null, status: (e) => statusPertemuanLabel(e.status) },
  forum: { label: 'Forum', icon: IconBrandHipchat, href: meetingHref, tempat: () => null, status: (e) => statusPertemuanLabel(e.status) },
  vidcon: { label: 'Vidcon', icon: IconVideo, href: meetingHref, tempat: () => null, status: (e) => statusPertemuanLabel(e.status) },
};

/** Entries grouped by their day ('YYYY-MM-DD' in the college's zone), each day in time order. */
export function entriPerHari(entri: readonly EntriKalender[]): Map<string, EntriKalender[]> {
  const out = new Map<string, EntriKalender[]>();
  for (const e of entri) {
    const list = out.get(e.tanggal) ?? [];
    list.push(e);
    out.set(e.tanggal, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.waktu_mulai.localeCompare(b.waktu_mulai));
  return out;
}

/** '07:30 - 10:00' in the college's zone; the start only when there is no end. */
export function jamEntri(e: Pick<EntriKalender, 'waktu_mulai' | 'waktu_selesai'>, timeZone: string): string {
  const mulai = formatJam(e.waktu_mulai, timeZone).slice(0, 5);
  return e.waktu_selesai ? `${mulai} - ${formatJam(e.waktu_selesai, timeZone).slice(0, 5)}` : mulai;
}

import type { ComponentType } from 'react';
import { IconBook2, IconBrandHipchat, IconCalendarEvent, IconClipboardCheck, IconClipboardList, IconVideo, type IconProps } from '@tabler/icons-react';
import { JENIS_AKTIVITAS_DEF, modeKuliahLabel, statusPertemuanLabel, waktuTercantum, type EntriKalender, type JenisEntriKalender } from '@lms/shared';
import { paths } from '@/config/paths';

/**
 * How the calendar's day list shows each kind of entry: meetings, and the activities the server dates from the
 * activity registry (material and task deadlines, exam, forum and vidcon starts). Its time text is the shared
 * teksWaktuEntri.
 */
export type JenisEntriView = {
  label: string;
  icon: ComponentType<IconProps>;
  /** What it is: 'Pertemuan 3', or the kind and the activity's own title ('Tugas: Ringkasan Materi'). */
  judul: (e: EntriKalender) => string;
  /** The page the entry opens. */
  href: (e: EntriKalender) => string;
  /** Where it happens: the room or 'Online' for a meeting; null for an activity (it has no place). */
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

/**
 * The class of an entry with its type: two classes of one course and label ('Pemrograman Web A', Reguler and
 * Karyawan) carry the same task on the same day, and without the type their rows read the same.
 */
export const kelasEntri = (e: Pick<EntriKalender, 'kelas_kuliah'>) =>
  `${e.kelas_kuliah.mata_kuliah.nama} ${e.kelas_kuliah.kelas.nama} (${e.kelas_kuliah.kelas.jenis.nama})`;

const statusEntri = (e: EntriKalender) => statusPertemuanLabel(e.status);

// Activities open in their meeting's page; their status is their window's (belum dimulai / berlangsung / selesai).
// A meeting's materials often share one deadline, so an activity row is named by its own title.
const aktivitas = (jenis: Exclude<JenisEntriKalender, 'pertemuan'>, icon: ComponentType<IconProps>): JenisEntriView => ({
  label: JENIS_AKTIVITAS_DEF[jenis].label,
  icon,
  judul: (e) => `${JENIS_AKTIVITAS_DEF[jenis].label}: ${e.judul}`,
  href: meetingHref,
  tempat: () => null,
  status: statusEntri,
});

export const JENIS_ENTRI: Record<JenisEntriKalender, JenisEntriView> = {
  pertemuan: { label: 'Pertemuan', icon: IconCalendarEvent, judul: (e) => `Pertemuan ${e.nomor_pertemuan}`, href: meetingHref, tempat: tempatPertemuan, status: statusEntri },
  materi: aktivitas('materi', IconBook2),
  tugas: aktivitas('tugas', IconClipboardList),
  ujian: aktivitas('ujian', IconClipboardCheck),
  forum: aktivitas('forum', IconBrandHipchat),
  vidcon: aktivitas('vidcon', IconVideo),
};

/** Entries grouped by their day ('YYYY-MM-DD' in the college's zone), each day by the instant each is listed at. */
export function entriPerHari(entri: readonly EntriKalender[]): Map<string, EntriKalender[]> {
  const out = new Map<string, EntriKalender[]>();
  for (const e of entri) {
    const list = out.get(e.tanggal) ?? [];
    list.push(e);
    out.set(e.tanggal, list);
  }
  for (const list of out.values()) list.sort((a, b) => waktuTercantum(a).localeCompare(waktuTercantum(b)));
  return out;
}

import { formatTanggal, resolveTimeZone, timeZoneLabel } from '@lms/shared';
import type { Crumb } from '@/lib/breadcrumbs';
import { paths } from '@/config/paths';
import type { PageType } from './edit-kehadiran';

/**
 * The page type of the per-meeting attendance screen (spec 1 §2.8): lecturers and operators, from the attendance
 * menu or from inside the class (?dari=kelas, the meeting page's 'Kehadiran Kelas'). Students: null (nothing).
 */
export function pageTypeOf(role: string | undefined, dariKelas: boolean): PageType | null {
  if (role === 'ROLE_DOSEN') return dariKelas ? 'dosen-kelas' : 'dosen';
  if (role === 'ROLE_OPERATOR') return dariKelas ? 'operator-kelas' : 'operator';
  return null;
}

export interface CrumbInput {
  idKelas: string;
  idPertemuan: number;
  /** 'Mata Kuliah - Kelas' once loaded. */
  kelas?: string | null;
  nomor?: number | null;
}

/**
 * Breadcrumbs of spec 1 §2.8. dosen: Kehadiran > Kehadiran Peserta (tab 1) > class > meeting. dosen-kelas (and
 * operator-kelas): Kelas > class (with a pertemuan query) > Pertemuan n > Kehadiran Kelas. operator: Kehadiran
 * Peserta > class > Pertemuan n.
 */
export function crumbsKehadiran(type: PageType, c: CrumbInput): Crumb[] {
  const kelas = c.kelas || 'Kelas';
  const pertemuan = c.nomor ? `Pertemuan ${c.nomor}` : 'Pertemuan';
  switch (type) {
    case 'dosen':
      return [
        { label: 'Kehadiran', href: paths.kehadiranPeserta.list.getHref() },
        { label: 'Kehadiran Peserta', href: `${paths.kehadiranPeserta.list.getHref()}?tab=1` },
        { label: kelas, href: paths.kehadiranPeserta.kelas.getHref(c.idKelas) },
        { label: pertemuan },
      ];
    case 'operator':
      return [
        { label: 'Kehadiran Peserta', href: paths.kehadiranPeserta.list.getHref() },
        { label: kelas, href: paths.kehadiranPeserta.kelas.getHref(c.idKelas) },
        { label: pertemuan },
      ];
    case 'dosen-kelas':
    case 'operator-kelas':
      return [
        { label: 'Kelas', href: paths.kelas.list.getHref() },
        { label: kelas, href: `${paths.kelas.detail.getHref(c.idKelas)}?pertemuan=${c.idPertemuan}` },
        { label: pertemuan, href: paths.kelas.pertemuan.getHref(c.idKelas, c.idPertemuan) },
        { label: 'Kehadiran Kelas' },
      ];
  }
}

/** Link from the meeting page to its attendance screen, as the class's page type. */
export const kehadiranKelasHref = (idKelas: string, idPertemuan: number) => `${paths.kehadiranPeserta.pertemuan.getHref(idKelas, idPertemuan)}?dari=kelas`;

/** The token of a scanned QR or a pasted link/token (the QR encodes /presensi-qr?token=...); null when none. */
export function tokenDariTeks(teks: string | null | undefined): string | null {
  const t = (teks ?? '').trim();
  if (!t) return null;
  try {
    const u = new URL(t, 'http://x.invalid');
    const q = u.searchParams.get('token');
    if (q) return q.trim() || null;
    if (/^https?:/i.test(t) || t.startsWith('/')) return null;
  } catch {
    // not a URL: a bare token
  }
  return /\s/.test(t) ? null : t;
}

/** The automatic settling time (spec 1 §9): shown as 23:59 on the update date, in the college's zone. */
export function teksUpdateOtomatis(iso: string | null | undefined, tz: string): string | null {
  const tanggal = formatTanggal(iso, tz);
  return tanggal === '-' ? null : `${tanggal} 23:59 ${timeZoneLabel(resolveTimeZone(tz))}`;
}

import type { ComponentType } from 'react';
import {
  IconBooks,
  IconChalkboard,
  IconCalendarTime,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconDatabase,
  IconFileAnalytics,
  IconHelpCircle,
  IconHome,
  IconMessages,
  IconSchool,
  IconServer,
  IconSettings,
  IconUserCheck,
  IconVideo,
  type IconProps,
} from '@tabler/icons-react';
import type { AreaAkses, HakAkses, Role } from '@lms/shared';
import { paths } from '@/config/paths';
import { canOpen } from '../route-access';

export type MenuLink = { kind: 'link'; label: string; href: string; icon: ComponentType<IconProps>; area?: AreaAkses };
export type MenuGroup = { kind: 'group'; label: string; icon: ComponentType<IconProps>; area: AreaAkses; children: Omit<MenuLink, 'kind' | 'icon'>[] };
export type MenuEntry = MenuLink | MenuGroup;

/** Operator side menu of spec 1 §2.4, in its order; items carry their permission area. */
export const OPERATOR_MENU: MenuEntry[] = [
  { kind: 'link', label: 'Beranda', href: paths.beranda.getHref(), icon: IconHome },
  {
    kind: 'group',
    label: 'Data Master',
    icon: IconDatabase,
    area: 'data_master',
    children: [
      { label: 'Profil PT', href: paths.profilPt.getHref(), area: 'data_master' },
      { label: 'Mata Kuliah', href: paths.mataKuliah.getHref(), area: 'data_master' },
      { label: 'Pengguna', href: paths.pengguna.getHref(), area: 'data_master' },
    ],
  },
  { kind: 'link', label: 'Kelas', href: paths.kelas.list.getHref(), icon: IconChalkboard, area: 'kelas_kuliah' },
  { kind: 'link', label: 'Pertemuan', href: paths.pertemuan.list.getHref(), icon: IconCalendarTime, area: 'kelas_kuliah' },
  { kind: 'link', label: 'Bank Soal', href: paths.bankSoal.list.getHref(), icon: IconBooks, area: 'bank_soal' },
  { kind: 'link', label: 'Data Sistem', href: paths.dataSistem.getHref(), icon: IconServer, area: 'data_sistem' },
  {
    kind: 'group',
    label: 'Laporan',
    icon: IconFileAnalytics,
    area: 'laporan',
    children: [
      { label: 'Kehadiran Peserta', href: paths.kehadiranPeserta.list.getHref(), area: 'laporan' },
      { label: 'Kehadiran Pengajar', href: paths.kehadiranPengajar.list.getHref(), area: 'laporan' },
      { label: 'Keaktifan Pengajar', href: paths.keaktifanPengajar.getHref(), area: 'laporan' },
      { label: 'Nilai', href: paths.nilai.list.getHref(), area: 'laporan' },
      { label: 'Log Aktivitas', href: paths.logAktivitas.getHref(), area: 'laporan' },
    ],
  },
  { kind: 'link', label: 'Konfigurasi', href: paths.konfigurasi.getHref(), icon: IconSettings, area: 'konfigurasi' },
  { kind: 'link', label: 'Bantuan', href: paths.bantuan.getHref(), icon: IconHelpCircle, area: 'bantuan' },
];

const AKADEMIK_MENU: MenuEntry[] = [
  { kind: 'link', label: 'Beranda', href: paths.beranda.getHref(), icon: IconHome },
  { kind: 'link', label: 'Kelas', href: paths.kelas.list.getHref(), icon: IconSchool },
  { kind: 'link', label: 'Pertemuan', href: paths.pertemuan.list.getHref(), icon: IconCalendarTime },
  { kind: 'link', label: 'Tugas', href: paths.tugas.getHref(), icon: IconClipboardList },
  { kind: 'link', label: 'Ujian', href: paths.ujian.list.getHref(), icon: IconClipboardCheck },
  { kind: 'link', label: 'Forum', href: paths.forum.list.getHref(), icon: IconMessages },
  { kind: 'link', label: 'Vidcon', href: paths.vidcon.getHref(), icon: IconVideo },
  { kind: 'link', label: 'Nilai', href: paths.nilai.list.getHref(), icon: IconChartBar },
  { kind: 'link', label: 'Kehadiran', href: paths.kehadiranPeserta.list.getHref(), icon: IconUserCheck },
  { kind: 'link', label: 'Bantuan', href: paths.bantuan.getHref(), icon: IconHelpCircle },
];

/**
 * The menu for a role: an item shows exactly when the route guard table lets the user open its page (operators:
 * at least read on its area; /beranda always); a group shows when any child is visible.
 */
export function buildMenu(role: Role | undefined, hakAkses: Partial<HakAkses> | null | undefined): MenuEntry[] {
  if (!role) return [];
  const out: MenuEntry[] = [];
  for (const entry of role === 'ROLE_OPERATOR' ? OPERATOR_MENU : AKADEMIK_MENU) {
    if (entry.kind === 'link') {
      if (canOpen(entry.href, role, hakAkses)) out.push(entry);
      continue;
    }
    const children = entry.children.filter((c) => canOpen(c.href, role, hakAkses));
    if (children.length > 0) out.push({ ...entry, children });
  }
  return out;
}

/** Whether the path is the item's page or below it ('/kelas/abc' is under '/kelas'). */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Groups auto-expand when the current route belongs to them. */
export function groupContainsPath(group: MenuGroup, pathname: string): boolean {
  return group.children.some((c) => isActivePath(pathname, c.href));
}

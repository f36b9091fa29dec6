import { describe, expect, it } from 'vitest';
import { normalizeHakAkses } from '@lms/shared';
import { buildMenu, groupContainsPath, isActivePath, OPERATOR_MENU, type MenuGroup } from './menu';

const labels = (entries: ReturnType<typeof buildMenu>) =>
  entries.map((e) => (e.kind === 'group' ? `${e.label}[${e.children.map((c) => c.label).join(',')}]` : e.label));

describe('buildMenu', () => {
  it('shows the whole operator menu of spec 1 §2.4 with write everywhere', () => {
    const all = normalizeHakAkses(Object.fromEntries(['data_master', 'kelas_kuliah', 'bank_soal', 'data_sistem', 'konfigurasi', 'pengumuman', 'bantuan', 'laporan'].map((a) => [a, 'write'])));
    expect(labels(buildMenu('ROLE_OPERATOR', all))).toEqual([
      'Beranda',
      'Data Master[Profil PT,Mata Kuliah,Pengguna]',
      'Kelas',
      'Pertemuan',
      'Bank Soal',
      'Data Sistem',
      'Laporan[Kehadiran Peserta,Kehadiran Pengajar,Keaktifan Pengajar,Nilai,Log Aktivitas]',
      'Konfigurasi',
      'Bantuan',
    ]);
  });

  it('keeps only Beranda and the Laporan group for read on laporan only', () => {
    const laporan = normalizeHakAkses({ laporan: 'read' });
    expect(labels(buildMenu('ROLE_OPERATOR', laporan))).toEqual(['Beranda', 'Laporan[Kehadiran Peserta,Kehadiran Pengajar,Keaktifan Pengajar,Nilai,Log Aktivitas]']);
  });

  it('shows only Beranda while the rights are unknown', () => {
    expect(labels(buildMenu('ROLE_OPERATOR', null))).toEqual(['Beranda']);
  });

  it('gives lecturers and students the academic menu with Kehadiran to /kehadiran-peserta, then Bantuan', () => {
    for (const role of ['ROLE_DOSEN', 'ROLE_MAHASISWA'] as const) {
      const menu = buildMenu(role, null);
      expect(labels(menu)).toEqual(['Beranda', 'Kelas', 'Pertemuan', 'Tugas', 'Ujian', 'Forum', 'Vidcon', 'Nilai', 'Kehadiran', 'Bantuan']);
      expect(menu.at(-2)).toMatchObject({ href: '/kehadiran-peserta' });
      expect(menu.at(-1)).toMatchObject({ href: '/bantuan' });
    }
  });
});

describe('active paths and groups', () => {
  const laporan = OPERATOR_MENU.find((e) => e.label === 'Laporan') as MenuGroup;

  it('matches the page and its sub-pages only', () => {
    expect(isActivePath('/kelas', '/kelas')).toBe(true);
    expect(isActivePath('/kelas/abc', '/kelas')).toBe(true);
    expect(isActivePath('/kelasx', '/kelas')).toBe(false);
  });

  it('auto-expands a group on its routes', () => {
    expect(groupContainsPath(laporan, '/kehadiran-peserta/20261_A_1')).toBe(true);
    expect(groupContainsPath(laporan, '/beranda')).toBe(false);
  });
});

describe('menu and guard agree', () => {
  it('lists exactly the pages the route guard table lets the user open', async () => {
    const { canOpen } = await import('../route-access');
    const hrefs = (entries: ReturnType<typeof buildMenu>) => entries.flatMap((e) => (e.kind === 'group' ? e.children.map((c) => c.href) : [e.href]));
    const every = (entries: typeof OPERATOR_MENU) => entries.flatMap((e) => (e.kind === 'group' ? e.children.map((c) => c.href) : [e.href]));
    const cases = [
      ['ROLE_OPERATOR', normalizeHakAkses({ laporan: 'read' })],
      ['ROLE_OPERATOR', normalizeHakAkses({ kelas_kuliah: 'read', data_master: 'write' })],
      ['ROLE_DOSEN', null],
      ['ROLE_MAHASISWA', null],
    ] as const;
    for (const [role, hak] of cases) {
      const shown = new Set(hrefs(buildMenu(role, hak)));
      if (role === 'ROLE_OPERATOR') for (const href of every(OPERATOR_MENU)) expect(shown.has(href), `${role} ${href}`).toBe(canOpen(href, role, hak));
      for (const href of shown) expect(canOpen(href, role, hak), `${role} ${href}`).toBe(true);
    }
  });
});

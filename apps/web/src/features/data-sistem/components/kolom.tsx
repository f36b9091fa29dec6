import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { JenisPresensiDataItem, KampusItem, NamaItem, PeriodeItem, RuanganItem, SesiKuliahItem, TabDataSistem } from '@lms/shared';
import { jamPendek, tampilTanggal } from '../data-sistem-form';

/** Columns of each tab: the first is the card's title under 768 px, the rest its lines. */
export type Kolom = { label: string; render: (row: never) => ReactNode; w?: number };

const k = <T,>(label: string, render: (row: T) => ReactNode, w?: number): Kolom => ({ label, render: render as (row: never) => ReactNode, w });

export const KOLOM_TAB: Record<TabDataSistem, Kolom[]> = {
  periode: [
    k<PeriodeItem>('Periode', (p) => p.nama),
    k<PeriodeItem>('Kode', (p) => p.periode, 90),
    k<PeriodeItem>('Tanggal Mulai', (p) => tampilTanggal(p.tanggal_mulai), 130),
    k<PeriodeItem>('Tanggal Selesai', (p) => tampilTanggal(p.tanggal_selesai), 130),
    k<PeriodeItem>(
      'Status',
      (p) =>
        p.is_current ? (
          <Badge color="green" variant="light" data-testid="periode-berjalan">
            Semester Berjalan
          </Badge>
        ) : (
          '-'
        ),
      160,
    ),
  ],
  sesi_kuliah: [
    k<SesiKuliahItem>('Nama Sesi', (s) => s.nama),
    k<SesiKuliahItem>('Jam Mulai', (s) => jamPendek(s.jam_mulai), 110),
    k<SesiKuliahItem>('Jam Selesai', (s) => jamPendek(s.jam_selesai), 110),
  ],
  ruangan: [
    k<RuanganItem>('Kode', (r) => r.kode, 130),
    k<RuanganItem>('Nama', (r) => r.nama),
    k<RuanganItem>('Gedung', (r) => r.gedung || '-'),
    k<RuanganItem>('Kapasitas', (r) => r.kapasitas, 100),
  ],
  jenis_presensi: [
    k<JenisPresensiDataItem>('Nama', (j) => j.nama),
    k<JenisPresensiDataItem>('Kode', (j) => (j.kode === 'izin' ? 'I' : 'S'), 80),
    k<JenisPresensiDataItem>(
      'Status',
      (j) => (
        <Badge color={j.is_active ? 'green' : 'gray'} variant="light">
          {j.is_active ? 'Aktif' : 'Tidak Aktif'}
        </Badge>
      ),
      130,
    ),
  ],
  jenis_kelas: [k<NamaItem>('Nama', (n) => n.nama)],
  label_kelas: [k<NamaItem>('Nama', (n) => n.nama)],
  kampus: [k<KampusItem>('Nama Kampus', (x) => x.nama), k<KampusItem>('Alamat', (x) => x.alamat || '-')],
};

/** The id a row is changed and deleted by: a period by its code, an attendance type by izin / sakit. */
export function idBaris(tab: TabDataSistem, row: unknown): number | string {
  if (tab === 'periode') return (row as PeriodeItem).periode;
  if (tab === 'jenis_presensi') return (row as JenisPresensiDataItem).kode;
  return (row as { id: number }).id;
}

/** A short name of the row for confirmations and labels. */
export function namaBaris(tab: TabDataSistem, row: unknown): string {
  if (tab === 'periode') return (row as PeriodeItem).nama;
  if (tab === 'ruangan') return `${(row as RuanganItem).kode} (${(row as RuanganItem).nama})`;
  return (row as { nama: string }).nama;
}

import { namaHari } from '@lms/shared';

type Prodi = { jenjang: string; nama: string };

/** A class named one way everywhere it is a name (breadcrumbs, page titles): 'Pemrograman Web A'. */
export function namaKelas(k: { mata_kuliah: { nama: string }; kelas: { nama: string } }): string {
  return `${k.mata_kuliah.nama} ${k.kelas.nama}`;
}

/** Empty displays of spec 1 §8. */
export const PRODI_BELUM_DITENTUKAN = 'Prodi belum ditentukan';
export const PRODI_KELAS_BELUM_DITENTUKAN = 'Prodi Kelas Belum ditentukan';
export const BELUM_ADA_PENGAJAR = 'Belum ada Pengajar';

/** 'S1 Teknik Informatika'. */
export function prodiLabel(prodi: Prodi | null | undefined): string {
  if (!prodi || !prodi.nama.trim()) return PRODI_BELUM_DITENTUKAN;
  return [prodi.jenjang, prodi.nama].filter((s) => s && s.trim()).join(' ');
}

/** The class's study programmes, comma-separated; 'Prodi Kelas Belum ditentukan' when there are none. */
export function prodiKelasLabel(list: Prodi[] | null | undefined): string {
  const names = (list ?? []).filter((p) => p.nama.trim()).map((p) => prodiLabel(p));
  return names.length ? names.join(', ') : PRODI_KELAS_BELUM_DITENTUKAN;
}

/** 'Senin, 07:30 - 10:00' per schedule row; '-' without a schedule. */
export function jadwalLabel(jadwal: { hari: number; jam_mulai: string; jam_selesai: string }[] | null | undefined): string[] {
  if (!jadwal?.length) return ['-'];
  return jadwal.map((j) => `${namaHari(j.hari)}, ${formatJamJadwal(j.jam_mulai)} - ${formatJamJadwal(j.jam_selesai)}`);
}

/** 'HH:MM:SS' -> 'HH:MM' (schedule times are 24-hour, spec 1 §3). */
export function formatJamJadwal(jam: string | null | undefined): string {
  if (!jam) return '-';
  const m = /^(\d{1,2}):(\d{2})/.exec(jam);
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : jam;
}

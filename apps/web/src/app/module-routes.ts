import { paths } from '@/config/paths';

/**
 * Routes of spec 1 §2.1 whose modules are not released yet. Each renders the generic module frame
 * (PageHeader + 'Modul belum tersedia'); a module replaces its entries here with its own pages.
 */
export type ModuleRoute = { path: string; modul: string; layout: 'default' | 'context' };

const d = (path: string, modul: string): ModuleRoute => ({ path, modul, layout: 'default' });
const c = (path: string, modul: string): ModuleRoute => ({ path, modul, layout: 'context' });

export const MODULE_ROUTES: ModuleRoute[] = [
  // Question banks: /bank-soal and /bank-soal/:id are real routes (router.tsx).
  d(paths.bantuan.path, 'Bantuan'),
  d(paths.dataSistem.path, 'Data Sistem'),
  d(paths.dev.path, 'Dev'),
  d(paths.forum.list.path, 'Forum'),
  d(paths.forum.keaktifan.path, 'Forum'),
  d(paths.keaktifanPengajar.path, 'Keaktifan Pengajar'),
  d(paths.kehadiranPengajar.list.path, 'Kehadiran Pengajar'),
  d(paths.kehadiranPengajar.ubah.path, 'Kehadiran Pengajar'),
  d(paths.kehadiranPeserta.list.path, 'Kehadiran Peserta'),
  d(paths.kehadiranPeserta.kelas.path, 'Kehadiran Peserta'),
  d(paths.kehadiranPeserta.pertemuan.path, 'Kehadiran Peserta'),
  // Classes: /kelas, /kelas/:id and /kelas/:id/:idPertemuan are real routes (router.tsx).
  c(paths.kelas.tugas.path, 'Tugas'),
  c('/kelas/:id/tugas/:idTugas?/penilaian', 'Penilaian Tugas'),
  c(paths.kelas.ujian.path, 'Ujian'),
  d(paths.nilai.list.path, 'Nilai'),
  d(paths.nilai.detail.path, 'Nilai'),
  d(paths.pengguna.path, 'Pengguna'),
  d(paths.sso.path, 'SSO'),
  d(paths.tugas.path, 'Tugas'),
  d(paths.ujian.list.path, 'Ujian'),
  c(paths.ujian.soal.path, 'Ujian'),
  d(paths.vidcon.path, 'Vidcon'),
];

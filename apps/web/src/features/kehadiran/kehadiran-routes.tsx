import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The attendance module's routes (default layout, guarded by the caller's group). */
export function kehadiranRoutes(): RouteObject[] {
  return [
    { path: paths.kehadiranPeserta.list.path, lazy: () => import('./pages/kehadiran-peserta-page').then((m) => ({ Component: m.KehadiranPesertaPage })) },
    { path: paths.kehadiranPeserta.kelas.path, lazy: () => import('./pages/rekap-kehadiran-page').then((m) => ({ Component: m.RekapKehadiranPage })) },
    { path: paths.kehadiranPeserta.pertemuan.path, lazy: () => import('./pages/kehadiran-pertemuan-page').then((m) => ({ Component: m.KehadiranPertemuanPage })) },
    { path: paths.kehadiranPengajar.list.path, lazy: () => import('./pages/kehadiran-pengajar-page').then((m) => ({ Component: m.KehadiranPengajarPage })) },
    { path: paths.kehadiranPengajar.ubah.path, lazy: () => import('./pages/kehadiran-pengajar-page').then((m) => ({ Component: m.UbahKehadiranPengajarPage })) },
    { path: paths.keaktifanPengajar.path, lazy: () => import('./pages/keaktifan-pengajar-page').then((m) => ({ Component: m.KeaktifanPengajarPage })) },
    { path: paths.presensiQr.scan.path, lazy: () => import('./pages/presensi-qr-scan-page').then((m) => ({ Component: m.PresensiQrScanPage })) },
    { path: paths.presensiQr.tampil.path, lazy: () => import('./pages/presensi-qr-tampil-page').then((m) => ({ Component: m.PresensiQrTampilPage })) },
  ];
}

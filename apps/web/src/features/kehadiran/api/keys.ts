import type { QueryClient } from '@tanstack/react-query';
import { pertemuanKeys } from '@/features/pertemuan';

export const kehadiranKeys = {
  all: ['kehadiran'] as const,
  pertemuan: (idPertemuan: number) => ['kehadiran', 'pertemuan', idPertemuan] as const,
  dosen: (idPertemuan: number) => ['kehadiran', 'dosen', idPertemuan] as const,
  jenisPresensi: () => ['kehadiran', 'jenis-presensi'] as const,
  rekap: (idKelas: string) => ['kehadiran', 'rekap', idKelas] as const,
  saya: (idKelas: string, idPertemuan: number) => ['kehadiran', 'saya', idKelas, idPertemuan] as const,
  nim: (idKelas: string, idPertemuan: number, nim: string) => ['kehadiran', 'nim', idKelas, idPertemuan, nim] as const,
  list: () => ['kehadiran', 'list'] as const,
  aturanQr: () => ['kehadiran', 'aturan-qr'] as const,
  qr: (idPertemuan: number) => ['kehadiran', 'qr', idPertemuan] as const,
  laporan: (jenis: 'peserta' | 'pengajar' | 'keaktifan') => ['kehadiran', 'laporan', jenis] as const,
  kelayakanSaya: () => ['kehadiran', 'kelayakan', 'me'] as const,
  pengecualian: () => ['kehadiran', 'pengecualian'] as const,
};

/**
 * After attendance changed (a save, a recalculation, a QR scan, the calc-percentage event): every attendance view
 * of the meeting and of its class reloads; the meeting page shows present count and progress too.
 */
export function refreshKehadiranViews(qc: QueryClient, t: { idPertemuan?: number; idKelas?: string }) {
  if (t.idPertemuan !== undefined) {
    void qc.invalidateQueries({ queryKey: kehadiranKeys.pertemuan(t.idPertemuan) });
    void qc.invalidateQueries({ queryKey: kehadiranKeys.dosen(t.idPertemuan) });
    void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(t.idPertemuan) });
  }
  if (t.idKelas !== undefined) void qc.invalidateQueries({ queryKey: kehadiranKeys.rekap(t.idKelas) });
  void qc.invalidateQueries({ queryKey: ['kehadiran', 'saya'] });
  void qc.invalidateQueries({ queryKey: ['kehadiran', 'nim'] });
  void qc.invalidateQueries({ queryKey: kehadiranKeys.list() });
  void qc.invalidateQueries({ queryKey: ['kehadiran', 'laporan'] });
  void qc.invalidateQueries({ queryKey: kehadiranKeys.kelayakanSaya() });
}

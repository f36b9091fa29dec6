import { z } from 'zod';
import { formatAngka } from '../format/numbers';

/**
 * Operations: health and readiness for load balancers (GET /api/health, GET /api/ready), and the texts of the
 * backup and restore commands (`npm run backup`, `npm run restore`) an operator reads.
 */

/** The checks of GET /api/ready, in the order they are reported. */
export const PEMERIKSAAN_KESIAPAN = ['database', 'migrations', 'storage', 'worker'] as const;
export type PemeriksaanKesiapan = (typeof PEMERIKSAAN_KESIAPAN)[number];

export const hasilPemeriksaanSchema = z.object({
  ok: z.boolean(),
  /** Milliseconds the check took (0 when answered from the last result or not run). */
  ms: z.number(),
  /** What failed, in Indonesian; absent when ok (a check left out by configuration says so). */
  pesan: z.string().optional(),
});
export type HasilPemeriksaan = z.infer<typeof hasilPemeriksaanSchema>;

export const kesiapanSchema = z.object({
  ready: z.boolean(),
  checks: z.record(z.enum(PEMERIKSAAN_KESIAPAN), hasilPemeriksaanSchema),
});
export type Kesiapan = z.infer<typeof kesiapanSchema>;

export const kesehatanSchema = z.object({
  status: z.literal('ok'),
  uptime_s: z.number(),
  version: z.string(),
});

export const PESAN_OPS = {
  hidup: 'Proses berjalan',
  siap: 'Layanan siap',
  belumSiap: (gagal: readonly string[]) => `Layanan belum siap: ${gagal.join(', ')}`,
  sedangBerhenti: 'Server sedang berhenti',
  tidakMenjawab: (ms: number) => `Tidak menjawab dalam ${formatAngka(ms)} ms`,
  basisDataGagal: (alasan: string) => `Basis data tidak dapat dijangkau: ${alasan}`,
  migrasiKurang: (tags: readonly string[]) => `${formatAngka(tags.length)} migrasi belum diterapkan: ${tags.join(', ')}`,
  penyimpananGagal: (alasan: string) => `Penyimpanan berkas tidak dapat ditulis dan dibaca kembali: ${alasan}`,
  penyimpananBerbeda: 'isi yang dibaca kembali berbeda',
  workerBelumAda: 'Belum ada worker yang mengirim detak',
  workerTerlambat: (detik: number) => `Detak worker terakhir ${formatAngka(detik)} detik yang lalu`,
  tidakDiperiksa: 'Tidak diperiksa (WORKER_HEARTBEAT_MAX_AGE_S=0)',

  // npm run backup / npm run restore
  pemakaianCli: 'Pemakaian: npm run backup -- <berkas.tar>  |  npm run restore -- <berkas.tar>',
  berkasSudahAda: (file: string) => `Berkas ${file} sudah ada; pilih nama lain (mis. dengan tanggal).`,
  berkasTidakAda: (file: string) => `Berkas ${file} tidak ditemukan.`,
  dataDirDipakai: (pid: number, peran: string, host: string) =>
    `Direktori data sedang dipakai oleh proses ${pid} (${peran}) di ${host}. Hentikan proses itu dulu.`,
  serverTidakMenjawab: (pid: number, url: string) =>
    `Server (proses ${pid}) memegang direktori data tetapi tidak menjawab di ${url}. Pastikan server berjalan, atau hentikan proses itu.`,
  basisDataBelumAda: (dir: string) => `Tidak ada basis data di ${dir}.`,
  cadanganSedangBerjalan: 'Cadangan lain sedang dibuat oleh server ini; tunggu sampai selesai.',
  cadanganGagal: (alasan: string) => `Cadangan gagal: ${alasan}`,
  cadanganSelesai: (file: string, tabel: number, baris: number, berkas: number, mb: number, detik: number) =>
    `Cadangan tersimpan di ${file}: ${formatAngka(tabel)} tabel, ${formatAngka(baris)} baris, ${formatAngka(berkas)} berkas, ` +
    `${formatAngka(mb, { decimals: 1 })} MB, ${formatAngka(detik, { decimals: 1 })} detik.`,
  berkasHilang: (n: number) => `${formatAngka(n)} berkas tercatat di basis data tetapi tidak ada di penyimpanan (lihat files_missing di manifest).`,
  arsipTidakValid: (alasan: string) => `Arsip cadangan tidak valid: ${alasan}`,
  arsipVersiBaru: (tag: string) =>
    `Cadangan ini dibuat oleh versi aplikasi yang lebih baru (migrasi ${tag} tidak dikenal). Pulihkan dengan versi itu atau yang lebih baru.`,
  tujuanDbTidakKosong: (n: number) =>
    `Basis data tujuan tidak kosong (${formatAngka(n)} relasi di skema public). Pemulihan hanya ke basis data kosong: buat basis data baru lalu ulangi.`,
  tujuanDataDirTidakKosong: (dir: string) => `Direktori data tujuan tidak kosong: ${dir}. Pemulihan hanya ke direktori data kosong.`,
  tujuanPenyimpananTidakKosong: 'Penyimpanan berkas tujuan tidak kosong. Pemulihan hanya ke penyimpanan berkas kosong.',
  pemulihanGagal: (alasan: string) =>
    `Pemulihan gagal: ${alasan}. Tujuan mungkin terisi sebagian: hapus basis data dan berkas tujuan, lalu ulangi ke tujuan kosong.`,
  pemulihanSelesai: (tabel: number, baris: number, berkas: number, detik: number) =>
    `Pemulihan selesai: ${formatAngka(tabel)} tabel, ${formatAngka(baris)} baris, ${formatAngka(berkas)} berkas, ${formatAngka(detik, { decimals: 1 })} detik.`,
  /** job_status.pesan of a job that was running when the backup was taken (its queue entry is not in the archive). */
  jobTerhentiPemulihan: 'Dihentikan: data dipulihkan dari cadangan yang dibuat saat pekerjaan ini berjalan. Jalankan ulang.',
} as const;

import { z } from 'zod';
import type { AreaAkses } from '../akses/permission';
import { JOB_STATUSES } from '../events/catalog';

/**
 * Background jobs with a status row (ARCHITECTURE.md "jobs"): every long job writes processing → completed / failed
 * with a progress percentage, publishes each change as event `job` (stream `job`) and is readable again by
 * GET /v2/lms/jobs/{id}. Each job kind names the operator area whose read level may see any job of the kind;
 * the user who started a job always sees it.
 */
export const JENIS_JOB = {
  /** Removes stored bytes that no live file row points at (older than a day). */
  sapu_file: { area: 'data_sistem' as AreaAkses, label: 'Pembersihan file yatim' },
  /** One zip of every submission of a task (files and texts), for the teacher who asked. */
  unduh_pengumpulan_tugas: { area: 'kelas_kuliah' as AreaAkses, label: 'Unduh semua pengumpulan tugas' },
  /** Recalculates the attendance of one class or of a whole period (event calc-percentage per class). */
  hitung_persentase_kehadiran: { area: 'kelas_kuliah' as AreaAkses, label: 'Hitung persentase kehadiran' },
  /** Rescores every closed attempt of an exam after a key or weight was corrected. */
  hitung_nilai_ujian: { area: 'kelas_kuliah' as AreaAkses, label: 'Hitung ulang nilai kuis/ujian' },
  /** 'Unduh Semua BAP': one zip of the BAP PDF of every class of a period (and the class list's filters). */
  unduh_bap: { area: 'kelas_kuliah' as AreaAkses, label: 'Unduh semua BAP' },
  /** Sends one Siakad grade component of a class (idempotent per class, component, student and send). */
  kirim_nilai_sikad: { area: 'laporan' as AreaAkses, label: 'Kirim nilai ke Siakad' },
} as const;
export type JenisJob = keyof typeof JENIS_JOB;
export const JENIS_JOB_LIST = Object.keys(JENIS_JOB) as JenisJob[];

export const jobIdParams = z.object({ id: z.uuid('id job harus UUID') });

/** GET /v2/lms/jobs/{id}, and the answer of a route that starts a job. */
export const jobStatusResponse = z.object({
  id: z.string(),
  jenis: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
  /** What the job names as its resource (a class id, a college id …). */
  jenis_sumber: z.string(),
  id_sumber: z.string(),
  id_kelas_kuliah: z.string().nullable(),
  /** The job's own summary when completed (counts, a file URL …). */
  hasil: z.record(z.string(), z.unknown()).nullable(),
  /** Indonesian reason when failed. */
  pesan: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type JobStatusResponse = z.infer<typeof jobStatusResponse>;

/** What the orphan-file sweep reports. */
export const hasilSapuFile = z.object({
  diperiksa: z.number().int(),
  dihapus: z.number().int(),
  byte_dihapus: z.number().int(),
});
export type HasilSapuFile = z.infer<typeof hasilSapuFile>;

export const PESAN_JOB = {
  tidakDitemukan: 'Job tidak ditemukan',
  dimulai: 'Job dimulai',
  sudahBerjalan: 'Job yang sama sedang berjalan',
  berhasil: 'Berhasil mengambil status job',
  gagalUmum: 'Job gagal dijalankan; silakan coba lagi',
} as const;

import { z } from 'zod';
import { TIMEZONES, type TimeZoneId } from '../format/dates';

/**
 * The college's settings (spec 1 §3 'Settings', §9 'Configuration keys'; spec 2 §3 'Grade settings'): one typed
 * document, read by every module through the API's settings service and edited on /konfigurasi. Each section
 * is replaced whole by PUT /v2/lms/pengaturan; a section left out stays as it is.
 */

const TIME_ZONE_IDS = TIMEZONES.map((t) => t.id) as [TimeZoneId, ...TimeZoneId[]];

/** Upload limits are in MB (1000 steps, spec 1 §9); 2 GB is the most any backend is asked to stream. */
export const UKURAN_MAX_FILE_MAKS_MB = 2000;
const mb = (field: string) =>
  z
    .number({ error: `${field} harus berupa angka (MB)` })
    .positive(`${field} harus lebih dari 0 MB`)
    .max(UKURAN_MAX_FILE_MAKS_MB, `${field} paling besar ${UKURAN_MAX_FILE_MAKS_MB} MB`);
const persen = (field: string) =>
  z.number({ error: `${field} harus berupa angka` }).int(`${field} harus bilangan bulat`).min(0, `${field} paling kecil 0`).max(100, `${field} paling besar 100`);
const bulat = (field: string, max: number) =>
  z.number({ error: `${field} harus berupa angka` }).int(`${field} harus bilangan bulat`).min(0, `${field} paling kecil 0`).max(max, `${field} paling besar ${max}`);
const flag = (field: string) => z.boolean({ error: `${field} harus true atau false` });

export const ukuranMaxFile = z.object({
  banner: mb('banner'),
  silabus: mb('silabus'),
  ujian: z.object({ lampiran_soal: mb('ujian.lampiran_soal'), lampiran_kunci: mb('ujian.lampiran_kunci'), lampiran_jawaban_esai: mb('ujian.lampiran_jawaban_esai') }),
  materi: z.object({ ebook: mb('materi.ebook'), video: mb('materi.video'), audio: mb('materi.audio'), archive: mb('materi.archive') }),
  tugas: z.object({ lampiran_soal: mb('tugas.lampiran_soal'), lampiran_jawaban: mb('tugas.lampiran_jawaban') }),
  bank_soal: z.object({ lampiran_soal: mb('bank_soal.lampiran_soal'), lampiran_kunci: mb('bank_soal.lampiran_kunci') }),
});
export type UkuranMaxFile = z.infer<typeof ukuranMaxFile>;

export const pengaturanSistem = z.object({
  time_zone: z.enum(TIME_ZONE_IDS, { error: `time_zone harus salah satu dari: ${TIME_ZONE_IDS.join(', ')}` }),
  sapaan: z.string({ error: 'sapaan harus berupa teks' }).trim().max(200, 'sapaan paling panjang 200 karakter'),
  ukuran_max_file: ukuranMaxFile,
});
export type PengaturanSistem = z.infer<typeof pengaturanSistem>;

const syaratDosen = (p: string) =>
  z.object({
    mulai_kuliah: flag(`${p}.mulai_kuliah`),
    akhiri_kuliah: flag(`${p}.akhiri_kuliah`),
    presentase_kehadiran_kelas: flag(`${p}.presentase_kehadiran_kelas`),
    aktivitas_kuliah: flag(`${p}.aktivitas_kuliah`),
    presentase_kehadiran_kelas_persen: persen(`${p}.presentase_kehadiran_kelas_persen`),
  });

export const pengaturanKelas = z.object({
  /** The five values a student's online attendance needs (spec 1 §3). */
  syarat_kehadiran_online_mahasiswa: z.object({
    presentase_progress_minimal_persen: persen('syarat_kehadiran_online_mahasiswa.presentase_progress_minimal_persen'),
    terlambat_vidcon_menit: bulat('syarat_kehadiran_online_mahasiswa.terlambat_vidcon_menit', 600),
    video_persen: persen('syarat_kehadiran_online_mahasiswa.video_persen'),
    audio_persen: persen('syarat_kehadiran_online_mahasiswa.audio_persen'),
    ebook_detik: bulat('syarat_kehadiran_online_mahasiswa.ebook_detik', 86_400),
  }),
  syarat_kehadiran_online_dosen: syaratDosen('syarat_kehadiran_online_dosen'),
  syarat_kehadiran_offline_dosen: syaratDosen('syarat_kehadiran_offline_dosen'),
  validasi_kehadiran_dosen: flag('validasi_kehadiran_dosen'),
  /** Minutes before the schedule the lecturer's attendance button shows. */
  tampil_tombol_presensi_dosen: z.object({ mulai: bulat('tampil_tombol_presensi_dosen.mulai', 1440) }),
  ubah_jadwal_pertemuan: z.object({
    online: z.object({ is_allowed: flag('ubah_jadwal_pertemuan.online.is_allowed') }),
    offline: z.object({ is_allowed: flag('ubah_jadwal_pertemuan.offline.is_allowed') }),
  }),
  akses_resume_ujian: z.object({ tampilkan_soal: flag('akses_resume_ujian.tampilkan_soal') }),
  presensi_qr: z.object({ is_active: flag('presensi_qr.is_active') }),
  /** Minimum attendance (percent) before a UAS (issue 16); absent in older documents: the default applies. */
  minimal_kehadiran_ujian: z
    .object({ is_active: flag('minimal_kehadiran_ujian.is_active'), persen: persen('minimal_kehadiran_ujian.persen') })
    .optional(),
});
export type PengaturanKelas = z.infer<typeof pengaturanKelas>;

/** Pages where grades are sent to Siakad, and who may send them there (spec 2 'pelaku_integrasi_nilai'). */
export const HALAMAN_INTEGRASI_NILAI = ['kelas_kuliah', 'rekap_nilai'] as const;
export const PELAKU_INTEGRASI_NILAI = ['dosen', 'operator', 'dosen_operator'] as const;
export const PELAKU_INTEGRASI_LABEL: Record<(typeof PELAKU_INTEGRASI_NILAI)[number], string> = {
  dosen: 'Dosen',
  operator: 'Operator',
  dosen_operator: 'Dosen dan Operator',
};
const pelaku = (field: string) => z.enum(PELAKU_INTEGRASI_NILAI, { error: `${field} harus salah satu dari: ${PELAKU_INTEGRASI_NILAI.join(', ')}` });
export const pelakuIntegrasiNilai = z.object({
  kelas_kuliah: pelaku('pelaku_integrasi_nilai.kelas_kuliah'),
  rekap_nilai: pelaku('pelaku_integrasi_nilai.rekap_nilai'),
});
export type PelakuIntegrasiNilai = z.infer<typeof pelakuIntegrasiNilai>;

/** Grade weights (percent) of one period; they add up to 100. */
export const KOMPONEN_NILAI = ['forum', 'kuis', 'tugas', 'uts', 'uas'] as const;
export const pengaturanNilaiPeriode = z
  .object({
    periode: z.number({ error: 'pengaturan_nilai.periode harus berupa kode periode' }).int().min(19001, 'pengaturan_nilai.periode tidak valid').max(99992, 'pengaturan_nilai.periode tidak valid'),
    forum: persen('pengaturan_nilai.forum'),
    kuis: persen('pengaturan_nilai.kuis'),
    tugas: persen('pengaturan_nilai.tugas'),
    uts: persen('pengaturan_nilai.uts'),
    uas: persen('pengaturan_nilai.uas'),
  })
  .refine((n) => KOMPONEN_NILAI.reduce((s, k) => s + n[k], 0) === 100, {
    message: 'pengaturan_nilai: jumlah bobot forum, kuis, tugas, uts dan uas harus 100',
  });
export type PengaturanNilaiPeriode = z.infer<typeof pengaturanNilaiPeriode>;
export const pengaturanNilai = z
  .array(pengaturanNilaiPeriode)
  .max(100, 'pengaturan_nilai paling banyak 100 periode')
  .refine((a) => new Set(a.map((n) => n.periode)).size === a.length, { message: 'pengaturan_nilai: satu periode hanya boleh muncul sekali' });

/** The configuration keys of spec 1 §9 (GET /v1/configuration). */
export const konfigurasi = z.object({
  /** Minutes before the schedule a lecturer may start the lecture. */
  start_lecture: bulat('konfigurasi.start_lecture', 1440),
  /** Minutes after the schedule's end the lecture may still be ended. */
  end_lecture: bulat('konfigurasi.end_lecture', 1440),
  /** Minimal class attendance (percent) for a lecturer's attendance. */
  attendance_percentage: persen('konfigurasi.attendance_percentage'),
  /** Whether a lecture needs at least one activity to count. */
  lecture_activity: flag('konfigurasi.lecture_activity'),
  /** Default deadline of a required material, in days after the meeting. */
  deadline: bulat('konfigurasi.deadline', 365),
});
export type Konfigurasi = z.infer<typeof konfigurasi>;
export const KONFIGURASI_KEYS = Object.keys(konfigurasi.shape) as (keyof Konfigurasi)[];

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const COLOR_MODES = ['light', 'dark'] as const;
export const multisiteSetting = z.object({
  copyright: z.string({ error: 'multisite.copyright harus berupa teks' }).trim().max(200, 'multisite.copyright paling panjang 200 karakter'),
  url_sikad_legacy: z
    .string()
    .trim()
    .max(500, 'multisite.url_sikad_legacy paling panjang 500 karakter')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'multisite.url_sikad_legacy harus berupa URL http(s)'),
  color_mode: z.enum(COLOR_MODES, { error: 'multisite.color_mode harus light atau dark' }),
  hostnames: z
    .array(z.string().trim().toLowerCase().regex(HOSTNAME, 'multisite.hostnames berisi nama host yang tidak valid'))
    .min(1, 'multisite.hostnames minimal satu nama host')
    .max(20, 'multisite.hostnames paling banyak 20')
    .refine((a) => new Set(a).size === a.length, { message: 'multisite.hostnames tidak boleh ada yang sama' }),
});
export type MultisiteSetting = z.infer<typeof multisiteSetting>;

export const pengaturan = z.object({
  pengaturan_sistem: pengaturanSistem,
  pengaturan_kelas: pengaturanKelas,
  pelaku_integrasi_nilai: pelakuIntegrasiNilai,
  pengaturan_nilai: pengaturanNilai,
  konfigurasi,
  multisite: multisiteSetting,
});
export type Pengaturan = z.infer<typeof pengaturan>;
export type BagianPengaturan = keyof Pengaturan;
export const BAGIAN_PENGATURAN = Object.keys(pengaturan.shape) as BagianPengaturan[];
export const BAGIAN_PENGATURAN_LABEL: Record<BagianPengaturan, string> = {
  pengaturan_sistem: 'Pengaturan Sistem',
  pengaturan_kelas: 'Pengaturan Kelas',
  pelaku_integrasi_nilai: 'Pelaku Integrasi Nilai',
  pengaturan_nilai: 'Pengaturan Nilai',
  konfigurasi: 'Konfigurasi Perkuliahan',
  multisite: 'Multisite',
};

/** PUT /v2/lms/pengaturan: the sections to replace (at least one). */
export const ubahPengaturanBody = pengaturan
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'kirim minimal satu bagian pengaturan' });
export type UbahPengaturanBody = z.infer<typeof ubahPengaturanBody>;

/** Defaults of a college that never saved a section (the product's documented behaviour). */
export const PENGATURAN_KELAS_BAWAAN: PengaturanKelas = {
  syarat_kehadiran_online_mahasiswa: { presentase_progress_minimal_persen: 80, terlambat_vidcon_menit: 15, video_persen: 80, audio_persen: 80, ebook_detik: 60 },
  syarat_kehadiran_online_dosen: { mulai_kuliah: true, akhiri_kuliah: true, presentase_kehadiran_kelas: false, aktivitas_kuliah: true, presentase_kehadiran_kelas_persen: 50 },
  syarat_kehadiran_offline_dosen: { mulai_kuliah: true, akhiri_kuliah: true, presentase_kehadiran_kelas: false, aktivitas_kuliah: false, presentase_kehadiran_kelas_persen: 50 },
  validasi_kehadiran_dosen: false,
  tampil_tombol_presensi_dosen: { mulai: 15 },
  ubah_jadwal_pertemuan: { online: { is_allowed: true }, offline: { is_allowed: true } },
  akses_resume_ujian: { tampilkan_soal: true },
  presensi_qr: { is_active: false },
  minimal_kehadiran_ujian: { is_active: true, persen: 75 },
};
export const PELAKU_INTEGRASI_NILAI_BAWAAN: PelakuIntegrasiNilai = { kelas_kuliah: 'dosen', rekap_nilai: 'operator' };
export const KONFIGURASI_BAWAAN: Konfigurasi = { start_lecture: 15, end_lecture: 30, attendance_percentage: 50, lecture_activity: true, deadline: 7 };

/** GET /v1/configuration?key=...: the configuration keys as key/value rows. */
export const configurationQuery = z.object({
  key: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z.array(z.enum(KONFIGURASI_KEYS as [keyof Konfigurasi, ...(keyof Konfigurasi)[]], { error: `key harus salah satu dari: ${KONFIGURASI_KEYS.join(', ')}` })).optional(),
  ),
});
export const configurationItem = z.object({ key: z.string(), value: z.union([z.number(), z.boolean()]) });
export type ConfigurationItem = z.infer<typeof configurationItem>;

export const integrasiNilaiParams = z.object({
  id: z.enum(HALAMAN_INTEGRASI_NILAI, { error: `id harus salah satu dari: ${HALAMAN_INTEGRASI_NILAI.join(', ')}` }),
});
export const integrasiNilaiItem = z.object({ halaman: z.string(), pelaku: z.enum(PELAKU_INTEGRASI_NILAI), label: z.string() });

export const PESAN_PENGATURAN = {
  disimpan: 'Pengaturan berhasil disimpan',
  hostnameDipakai: (h: string) => `nama host ${h} sudah dipakai perguruan tinggi lain`,
} as const;

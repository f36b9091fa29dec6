import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import { JOB_STATUSES } from '../events/catalog';
import { formatPersen } from '../format/numbers';

/**
 * Contract of the attendance area (issue 16; spec 1 §2.8, §2.9, §3, §4, §6, §7; spec 2 §4, §7). Dates are UTC ISO
 * with Z. Every path below is under the API base; every answer is the usual envelope `{ status, data, meta }`.
 *
 * Participants (kehadiran_mahasiswa)
 *   GET  /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}                 -> kehadiranPertemuanResponse
 *   PUT  /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}                 body updateKehadiranPertemuanBody -> kehadiranPertemuanResponse
 *   PUT  /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/mahasiswa/{id}  (id = nim) body updateKehadiranMahasiswaBody -> kehadiranPesertaRow
 *   GET  /v2/lms/kehadiran_mahasiswa/jenis_presensi                          -> jenisPresensiResponse
 *   POST /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/hitung_ulang    (no body) -> kehadiranPertemuanResponse
 *   POST /v2/lms/kehadiran_mahasiswa/hitung_persentase                       body hitungPersentaseBody -> hitungPersentaseResponse
 *        progress on the event stream /v2/lms/events/kehadiran_mahasiswa, event `calc-percentage`
 *   GET  /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}                       query rekapKehadiranQuery -> rekapKehadiranKelas
 *   GET  /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/export_excel          -> xlsx blob (content-disposition filename)
 *   GET  /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/pertemuan/{idPertemuan}/me         -> kehadiranPesertaDetail
 *   GET  /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/pertemuan/{idPertemuan}/nim/{nim}  -> kehadiranPesertaDetail
 *   GET  /v2/lms/kehadiran_mahasiswa                                         query kehadiranListQuery -> list of kehadiranListItem (paged)
 * QR attendance
 *   GET  /v0/aturan/qr-code                                                  -> aturanQrCode
 *   GET  /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/qr_code         (lecturer of the class) -> qrCodeToken
 *   POST /v2/lms/kehadiran_mahasiswa/qr_code/scan                            body scanQrBody -> scanQrResponse
 * Lecturers (kehadiran_dosen)
 *   GET  /v2/lms/kehadiran_dosen/{idPertemuan}                               -> kehadiranDosenPertemuan
 *   GET  /v2/lms/kehadiran_dosen/{idPertemuan}/me                            -> kehadiranDosenRow
 *   GET  /v2/lms/kehadiran_dosen/{idPertemuan}/{lecturerId}                  (id_dosen) -> kehadiranDosenRow
 *   PUT  /v2/lms/kehadiran_dosen/{idPertemuan}/dosen/{id_dosen}              body updateKehadiranDosenBody -> kehadiranDosenRow
 * Operator reports (Laporan; read with laporan read) — see ./laporan.ts
 *   GET  /v2/lms/laporan/kehadiran_peserta[/export_excel]    GET /v2/lms/laporan/kehadiran_pengajar[/export_excel]
 *   GET  /v2/lms/laporan/keaktifan_pengajar[/export_excel]
 * Exam eligibility — see ./kelayakan.ts
 *   GET  /v2/lms/kehadiran_mahasiswa/kelayakan_ujian/me                      -> list of kelayakanUjianItem (dashboard warning)
 *   GET  /v2/lms/kehadiran_mahasiswa/pengecualian_ujian                      query pengecualianListQuery -> list of pengecualianUjianItem
 *   POST /v2/lms/kehadiran_mahasiswa/pengecualian_ujian                      body pengecualianUjianBody -> pengecualianUjianItem
 *   DELETE /v2/lms/kehadiran_mahasiswa/pengecualian_ujian/{id}               -> { id }
 */

export const PESAN_KEHADIRAN = {
  berhasilUpdate: 'Berhasil update kehadiran',
  berhasilUbahDosen: 'Berhasil mengubah kehadiran dosen',
  berhasilHitungPersentase: 'Berhasil mengirimkan permintaan update persentase kehadiran',
  berhasilHitungUlang: 'Berhasil update progres kehadiran',
  sedangProses: 'Sedang ada proses update',
  syaratDosenBelumDiatur: 'Konfigurasi syarat kehadiran pengajar belum diatur oleh operator',
  mulaiKuliahWajib: (nama: string) => `Memulai kuliah dosen ${nama} wajib diisi`,
  akhiriKuliahWajib: (nama: string) => `Mengakhiri kuliah dosen ${nama} wajib diisi`,
  selesaiSebelumMulai: 'Waktu mengakhiri kuliah tidak boleh kurang dari waktu memulai kuliah',
  pertemuanTidakDitemukan: 'Pertemuan tidak ditemukan',
  kelasTidakDitemukan: 'Kelas kuliah tidak ditemukan',
  kehadiranTidakDitemukan: 'Data kehadiran tidak ditemukan',
  belumDimulai: 'Kehadiran hanya dapat diubah setelah pertemuan dimulai',
  belumWaktunyaDosen: (menit: number) => `Kehadiran dapat diubah ${menit} menit setelah pertemuan dimulai`,
  tidakBolehUbah: 'Anda tidak memiliki akses untuk mengubah kehadiran pertemuan ini',
  hanyaOperatorUbahDosen: 'Hanya operator yang dapat mengubah kehadiran pengajar',
  dosenBukanPengajar: 'Dosen bukan pengajar kelas ini',
  dosenBerubah: (nama: string) => `Kehadiran dosen ${nama} sudah diubah sejak formulir dibuka. Muat ulang lalu ulangi perubahan.`,
  bukanPeserta: 'Mahasiswa bukan peserta kelas ini',
  nimBukanPeserta: (nim: string) => `NIM ${nim} bukan peserta kelas ini`,
  nimGanda: (nim: string) => `NIM ${nim} dikirim lebih dari sekali`,
  dataWajib: 'data wajib diisi',
  presensiTidakAktif: (kode: string) => `Jenis presensi ${kode} tidak aktif`,
  presensiTidakValid: 'presensi harus salah satu dari H, A, I, S',
  hitungUlangHanyaOnline: 'Progres kehadiran hanya dihitung untuk pertemuan online atau campuran',
  // QR
  qrTidakAktif: 'Presensi QR code tidak aktif',
  qrHanyaOffline: 'Presensi QR code hanya untuk pertemuan offline',
  qrHanyaDosen: 'Hanya dosen pengajar yang dapat menampilkan QR code presensi',
  qrTidakValid: 'QR code tidak valid',
  qrKedaluwarsa: 'QR code sudah kedaluwarsa, pindai QR code yang sedang tampil',
  qrPertemuanTidakBerlangsung: 'Pertemuan tidak sedang berlangsung',
  qrHanyaMahasiswa: 'Hanya mahasiswa peserta kelas yang dapat melakukan presensi QR code',
  qrBerhasil: 'Berhasil presensi, Anda tercatat Hadir',
  qrSudahHadir: 'Anda sudah tercatat Hadir pada pertemuan ini',
  // Eligibility
  pembatasanUjian: (persen: number | null, minimal: number) =>
    `Kehadiran Anda ${formatPersen(persen)} kurang dari batas minimal ${formatPersen(minimal, 0)} untuk mengikuti UAS`,
  berhasilPengecualian: 'Berhasil memberikan pengecualian ujian',
  berhasilHapusPengecualian: 'Berhasil menghapus pengecualian ujian',
  pengecualianTidakDitemukan: 'Pengecualian ujian tidak ditemukan',
  pengecualianSudahAda: 'Mahasiswa ini sudah memiliki pengecualian ujian di kelas ini',
  alasanWajib: 'Alasan wajib diisi',
  nimWajib: 'NIM wajib diisi',
  kelasWajib: 'id_kelas_kuliah wajib diisi',
  peringatanKehadiran: (persen: number | null, minimal: number) =>
    `Kehadiran Anda ${formatPersen(persen)} di bawah batas minimal ${formatPersen(minimal, 0)} untuk mengikuti UAS`,
  /** What the percentage means, printed beside it in the recap xlsx and the BAP. */
  keteranganPersentase:
    'Kehadiran = jumlah Hadir dibagi jumlah pertemuan kuliah yang sudah dimulai; Izin, Sakit, Tidak Hadir dan pertemuan tanpa presensi tidak dihitung hadir; UTS, UAS dan pertemuan yang belum dimulai tidak dihitung',
  belumDimulaiLabel: 'Belum dimulai',
  /** PUT of several rows: one of them changed since the form read it (409, nothing written). */
  barisSudahBerubah: (nim: string, nama: string) =>
    `Kehadiran ${nama} (${nim}) sudah diubah pengguna lain sejak data dibuka. Muat ulang halaman, lalu ulangi perubahan Anda.`,
} as const;

const idRef = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647);
const idKelas = z.string().trim().min(1).max(200);
const nimParam = z.string().trim().min(1).max(50);
const isoDate = z.iso.datetime({ offset: true, error: 'harus berupa tanggal ISO 8601, mis. 2026-11-21T01:00:00Z' });

// ---------------------------------------------------------------------------------------------------------------
// Params

export const kehadiranPertemuanParams = z.object({ idPertemuan: idRef });
export const kehadiranMahasiswaParams = z.object({ idPertemuan: idRef, id: nimParam });
export const kehadiranKelasParams = z.object({ id: idKelas });
export const kehadiranKelasPertemuanParams = z.object({ id: idKelas, idPertemuan: idRef });
export const kehadiranKelasPertemuanNimParams = z.object({ id: idKelas, idPertemuan: idRef, nim: nimParam });
export const kehadiranDosenParams = z.object({ idPertemuan: idRef });
export const kehadiranDosenLecturerParams = z.object({ idPertemuan: idRef, lecturerId: idRef });
export const kehadiranDosenUbahParams = z.object({ idPertemuan: idRef, id_dosen: idRef });

// ---------------------------------------------------------------------------------------------------------------
// Participant rows and the "why"

/** Why an activity is (not) fulfilled for a student: shown in the detail modal. */
export const ALASAN_DETAIL = ['terpenuhi', 'belum_dikerjakan', 'lewat_batas', 'tidak_ada_aktivitas'] as const;
export type AlasanDetail = (typeof ALASAN_DETAIL)[number];
export const ALASAN_DETAIL_LABEL = {
  terpenuhi: 'Terpenuhi',
  belum_dikerjakan: 'Belum dikerjakan',
  lewat_batas: 'Dikerjakan setelah batas waktu aktivitas',
  tidak_ada_aktivitas: 'Tidak ada aktivitas wajib untuk parameter ini',
} as const satisfies Record<AlasanDetail, string>;

/**
 * One required activity of the meeting for one student (spec 1 §3 'Participant detail'). An enabled
 * parameter_kehadiran flag without any required activity of its kind shows as one entry with empty_activity true
 * (id_aktivitas null) and counts as fulfilled.
 */
export const kehadiranDetailItem = z.object({
  id_aktivitas: z.number().int().nullable(),
  /** materi | tugas | vidcon | ujian | forum */
  jenis: z.string(),
  /** The parameter_kehadiran flag it answers to. */
  parameter: z.string(),
  judul: z.string(),
  /** Share of the progress (percent, one decimal); the weights of a row add up to 100. */
  weight: z.number(),
  is_hadir: z.boolean(),
  empty_activity: z.boolean(),
  /** When the student fulfilled it (the fact's time), null when not. */
  waktu_selesai: z.string().nullable(),
  /** How (SUMBER_AKTIVITAS_SELESAI: unduh, kumpul, join …) and its label; null when not fulfilled. */
  sumber: z.string().nullable(),
  sumber_label: z.string().nullable(),
  alasan: z.enum(ALASAN_DETAIL),
  keterangan: z.string(),
});
export type KehadiranDetailItem = z.infer<typeof kehadiranDetailItem>;

export const updatedBy = z.object({ username: z.string(), name: z.string() });

/** Participant attendance row (spec 1 §3). */
export const kehadiranPesertaRow = z.object({
  mahasiswa: z.object({ nama: z.string(), nim: z.string(), id_user: z.number().int().nullable(), avatar_url: z.string().nullable() }),
  /** H, A, I, S or null when no presence yet. */
  presensi: z.string().nullable(),
  presensi_label: z.string(),
  ada_presensi: z.boolean(),
  is_hadir: z.boolean(),
  is_qr_code: z.boolean(),
  is_valid: z.boolean(),
  /** overall: percent with one decimal (online / campuran meetings; 0 otherwise). */
  progress: z.object({ overall: z.number() }),
  detail: z.array(kehadiranDetailItem),
  updated_by: updatedBy.nullable(),
  updated_at: z.string().nullable(),
  /** True when a lecturer or operator set the status (the system never overwrites it). */
  is_manual: z.boolean(),
});
export type KehadiranPesertaRow = z.infer<typeof kehadiranPesertaRow>;

/** The meeting as the attendance screens show it (info box). */
export const kehadiranPertemuanInfo = z.object({
  id: z.number().int(),
  nomor: z.number().int(),
  judul: z.string(),
  kategori: z.string(),
  jenis: z.string(),
  status: z.string(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  mulai_kuliah: z.string().nullable(),
  selesai_kuliah: z.string().nullable(),
  parameter_kehadiran: z.record(z.string(), z.boolean()),
  waktu_batas_aktivitas: z.string().nullable(),
  waktu_terakhir_update_kehadiran: z.string().nullable(),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mode_kuliah: z.string(),
    mata_kuliah: z.object({ id: z.number().int(), kode: z.string(), nama: z.string() }),
    kelas: z.object({ id: z.number().int(), nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  }),
});
export type KehadiranPertemuanInfo = z.infer<typeof kehadiranPertemuanInfo>;

/** What the caller may do on the per-meeting screen (computed by the server, spec 1 §6). */
export const kehadiranCan = z.object({
  /** Edit participant attendance now (role, kelas_kuliah write, started, lecturer delay). */
  edit: z.boolean(),
  /** Show the progress column and 'Update Progres' (online/campuran, ≥1 parameter enabled, edit). */
  update_progres: z.boolean(),
  /** Operator may change lecturer attendance. */
  ubah_dosen: z.boolean(),
  /** Lecturer may show the QR code (offline meeting, QR setting on). */
  qr_code: z.boolean(),
  /** When a lecturer may start editing (start + tampil_tombol_presensi_dosen.mulai), null for operators. */
  edit_mulai: z.string().nullable(),
  /** Why editing is not possible yet for a caller who may edit later (e.g. belumWaktunyaDosen); null otherwise. */
  alasan_edit: z.string().nullable(),
});
export type KehadiranCan = z.infer<typeof kehadiranCan>;

/** GET /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}. */
export const kehadiranPertemuanResponse = z.object({
  pertemuan: kehadiranPertemuanInfo,
  /** False while the meeting has not started: no row carries a presence and the present count shows '-'. */
  dimulai: z.boolean(),
  /** presentase_progress_minimal_persen of the college (online only meaningful). */
  minimal_progress: z.number(),
  jumlah_hadir: z.number().int(),
  jumlah_peserta: z.number().int(),
  /** Average progress.overall of the participants (one decimal; online/campuran). */
  rata_rata_progress: z.number(),
  /** The system settles the meeting at this instant (shown as 23:59 of that date); null: no deadline. */
  waktu_update_otomatis: z.string().nullable(),
  can: kehadiranCan,
  peserta: z.array(kehadiranPesertaRow),
});
export type KehadiranPertemuanResponse = z.infer<typeof kehadiranPertemuanResponse>;

export const PRESENSI_BODY_KODE = ['H', 'A', 'I', 'S'] as const;

/**
 * PUT /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}: the edited rows only (a row not sent keeps its value).
 * `presensi_awal` is the row's presence as the form read it (a code, or null for no presence): when the stored row
 * differs, the whole save is refused with 409 and nothing is written. Without it the row is not checked.
 */
export const updateKehadiranPertemuanBody = z.object({
  data: z
    .array(
      z.object({
        nim: z.string({ error: PESAN_KEHADIRAN.nimWajib }).trim().min(1, PESAN_KEHADIRAN.nimWajib).max(50),
        presensi: z.enum(PRESENSI_BODY_KODE, { error: PESAN_KEHADIRAN.presensiTidakValid }),
        ada_presensi: z.boolean().optional().default(true),
        presensi_awal: z.enum(PRESENSI_BODY_KODE, { error: PESAN_KEHADIRAN.presensiTidakValid }).nullable().optional(),
      }),
      { error: PESAN_KEHADIRAN.dataWajib },
    )
    .min(1, PESAN_KEHADIRAN.dataWajib)
    .max(2000),
});
export type UpdateKehadiranPertemuanBody = z.input<typeof updateKehadiranPertemuanBody>;

/** PUT /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/mahasiswa/{nim}: H when true, A when false. */
export const updateKehadiranMahasiswaBody = z.object({
  is_hadir: z.boolean({ error: 'is_hadir harus true atau false' }),
});
export type UpdateKehadiranMahasiswaBody = z.infer<typeof updateKehadiranMahasiswaBody>;

/** GET /v2/lms/kehadiran_mahasiswa/jenis_presensi: map with izin and sakit (and any other type of the college). */
export const jenisPresensiResponse = z.record(
  z.string(),
  z.object({ id: z.union([z.number(), z.string()]).nullable(), kode: z.string(), nama: z.string(), is_active: z.boolean() }).nullable(),
);
export type JenisPresensiResponse = z.infer<typeof jenisPresensiResponse>;

/**
 * POST /v2/lms/kehadiran_mahasiswa/hitung_persentase: with id_kelas_kuliah one class (its teachers, or an operator
 * with kelas_kuliah write); without it every class of the period (operators with kelas_kuliah write; periode
 * defaults to the current one). Runs as a job; progress as event calc-percentage.
 */
export const hitungPersentaseBody = z
  .object({
    id_kelas_kuliah: idKelas.optional(),
    periode: z.coerce.number({ error: 'periode harus berupa angka' }).int().min(19001).max(99992).optional(),
  })
  .optional()
  .default({});
export type HitungPersentaseBody = z.input<typeof hitungPersentaseBody>;

export const hitungPersentaseResponse = z.object({
  id_job: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int(),
  id_kelas_kuliah: z.string().nullable(),
});
export type HitungPersentaseResponse = z.infer<typeof hitungPersentaseResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Detail of one student in one meeting

/** GET .../kelas_kuliah/{id}/pertemuan/{idPertemuan}/me and .../nim/{nim} (spec 1 §3 'Participant detail'). */
export const kehadiranPesertaDetail = kehadiranPesertaRow.extend({
  pertemuan: kehadiranPertemuanInfo,
  minimal_progress: z.number(),
});
export type KehadiranPesertaDetail = z.infer<typeof kehadiranPesertaDetail>;

// ---------------------------------------------------------------------------------------------------------------
// Class recap

export const rekapKehadiranQuery = z.object({
  /** Narrow to one student (a student always sees only their own row). */
  nim: z.string().trim().max(50).optional(),
  search: z.string().trim().max(100).optional(),
});
export type RekapKehadiranQuery = z.infer<typeof rekapKehadiranQuery>;

export const rekapPertemuanKolom = z.object({
  id: z.number().int(),
  nomor: z.number().int(),
  jenis: z.string(),
  kategori: z.string(),
  status: z.string(),
  waktu_mulai: z.string(),
  /** Started (status past belum_dimulai or start passed): only these carry presence and count. */
  dimulai: z.boolean(),
});

/** One cell of the recap (null in `sel` = no record for that meeting, or a meeting that has not started). */
export const rekapSel = z.object({
  id_pertemuan: z.number().int(),
  presensi: z.string().nullable(),
  ada_presensi: z.boolean(),
  is_hadir: z.boolean(),
  is_valid: z.boolean(),
  is_qr_code: z.boolean(),
  jenis: z.string(),
  progress: z.object({ overall: z.number() }),
});
export type RekapSel = z.infer<typeof rekapSel>;

export const rekapPesertaRow = z.object({
  mahasiswa: z.object({ nama: z.string(), nim: z.string(), id_user: z.number().int().nullable() }),
  /** One entry per column of `pertemuan`, same order; null = no record. */
  sel: z.array(rekapSel.nullable()),
  /** Codes over the counted meetings (kuliah, started): the one rule of ./persentase.ts. */
  jumlah: z.object({ H: z.number().int(), A: z.number().int(), I: z.number().int(), S: z.number().int() }),
  /** The denominator: kuliah meetings that have started. */
  pertemuan_berlalu: z.number().int(),
  /** H over pertemuan_berlalu, one decimal; null while none started. Shown with formatPersen ('35,7%'). */
  persentase: z.number().nullable(),
});
export type RekapPesertaRow = z.infer<typeof rekapPesertaRow>;

/** GET /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}. */
export const rekapKehadiranKelas = z.object({
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mode_kuliah: z.string(),
    mata_kuliah: z.object({ id: z.number().int(), kode: z.string(), nama: z.string() }),
    kelas: z.object({ id: z.number().int(), nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  }),
  pertemuan: z.array(rekapPertemuanKolom),
  peserta: z.array(rekapPesertaRow),
});
export type RekapKehadiranKelas = z.infer<typeof rekapKehadiranKelas>;

/** GET /v2/lms/kehadiran_mahasiswa (paged): rows across meetings; a student gets only their own. */
export const kehadiranListQuery = paginationQuery.extend({
  id_kelas_kuliah: repeatedQuery(idKelas),
  id_pertemuan: repeatedQuery(idRef),
  periode: repeatedQuery(z.coerce.number({ error: 'harus berupa angka' }).int()),
  nim: z.string().trim().max(50).optional(),
  presensi: repeatedQuery(z.enum(PRESENSI_BODY_KODE)),
  is_valid: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true').optional(),
  waktu_awal: isoDate.optional(),
  waktu_akhir: isoDate.optional(),
});
export type KehadiranListQuery = z.input<typeof kehadiranListQuery>;

export const kehadiranListItem = z.object({
  id: z.number().int(),
  mahasiswa: z.object({ nama: z.string(), nim: z.string(), id_user: z.number().int().nullable() }),
  pertemuan: z.object({ id: z.number().int(), nomor: z.number().int(), jenis: z.string(), waktu_mulai: z.string() }),
  kelas_kuliah: z.object({ id: z.string(), mata_kuliah: z.object({ kode: z.string(), nama: z.string() }), kelas: z.object({ nama: z.string() }) }),
  presensi: z.string().nullable(),
  presensi_label: z.string(),
  ada_presensi: z.boolean(),
  is_hadir: z.boolean(),
  is_qr_code: z.boolean(),
  is_valid: z.boolean(),
  progress: z.object({ overall: z.number() }),
  updated_by: updatedBy.nullable(),
  updated_at: z.string().nullable(),
});
export type KehadiranListItem = z.infer<typeof kehadiranListItem>;

// ---------------------------------------------------------------------------------------------------------------
// QR

/** GET /v0/aturan/qr-code: the college's QR attendance setting (pengaturan_kelas.presensi_qr). */
export const aturanQrCode = z.object({ is_active: z.boolean(), status: z.boolean(), interval_detik: z.number().int() });
export type AturanQrCode = z.infer<typeof aturanQrCode>;

/** Seconds one QR token stays valid; the projector page refetches every QR_ROTASI_DETIK. */
export const QR_ROTASI_DETIK = 10;
export const QR_BERLAKU_DETIK = 20;

/** GET /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/qr_code: a fresh signed token. */
export const qrCodeToken = z.object({
  id_pertemuan: z.number().int(),
  token: z.string(),
  /** Web path the QR encodes: /presensi-qr?token=... (a phone camera opens it). */
  url: z.string(),
  berlaku_sampai: z.string(),
  interval_detik: z.number().int(),
  waktu_server: z.string(),
  jumlah_hadir_qr: z.number().int(),
});
export type QrCodeToken = z.infer<typeof qrCodeToken>;

export const scanQrBody = z.object({ token: z.string({ error: PESAN_KEHADIRAN.qrTidakValid }).trim().min(1, PESAN_KEHADIRAN.qrTidakValid).max(1000) });
export type ScanQrBody = z.infer<typeof scanQrBody>;

export const scanQrResponse = z.object({
  id_pertemuan: z.number().int(),
  id_kelas_kuliah: z.string(),
  nomor: z.number().int(),
  mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
  presensi: z.literal('H'),
  is_qr_code: z.literal(true),
  waktu: z.string(),
});
export type ScanQrResponse = z.infer<typeof scanQrResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Lecturer attendance

export const kehadiranDosenRowSchema = z.object({
  pengajar: z.object({ id_dosen: z.number().int(), id_user: z.number().int().nullable(), avatar_url: z.string().nullable(), name: z.string() }),
  ada_presensi: z.boolean(),
  is_hadir: z.boolean(),
  is_valid: z.boolean(),
  mulai_kuliah: z.string().nullable(),
  selesai_kuliah: z.string().nullable(),
  /** Activities of the meeting this lecturer created (registry count). */
  aktivitas: z.number().int(),
  /** Requirement checks of the college's syarat_kehadiran_*_dosen: each enabled one, met or not. */
  syarat: z.array(z.object({ kode: z.string(), label: z.string(), terpenuhi: z.boolean() })),
  updated_by: updatedBy.nullable(),
  updated_at: z.string().nullable(),
  /** The row's state as read (stored or derived); sent back on a change so a row changed since is refused (409). */
  versi: z.string(),
});
export type KehadiranDosenRowData = z.infer<typeof kehadiranDosenRowSchema>;

export const syaratKehadiranDosen = z.object({
  mulai_kuliah: z.boolean(),
  akhiri_kuliah: z.boolean(),
  presentase_kehadiran_kelas: z.boolean(),
  aktivitas_kuliah: z.boolean(),
  presentase_kehadiran_kelas_persen: z.number(),
});

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}. */
export const kehadiranDosenPertemuan = z.object({
  id_pertemuan: z.number().int(),
  jenis: z.string(),
  /** The requirements for this meeting's jenis; null (tooltip syaratDosenBelumDiatur) when none is enabled. */
  syarat: syaratKehadiranDosen.nullable(),
  perlu_validasi: z.boolean(),
  can_ubah: z.boolean(),
  data: z.array(kehadiranDosenRowSchema),
});
export type KehadiranDosenPertemuan = z.infer<typeof kehadiranDosenPertemuan>;

const waktuKuliah = z.iso.datetime({ offset: true, error: 'harus berformat YYYY-MM-DDTHH:mm:ssZ' }).nullable().optional();

/** PUT /v2/lms/kehadiran_dosen/{idPertemuan}/dosen/{id_dosen} (operators only; one call per lecturer). */
export const updateKehadiranDosenBody = z.object({
  is_hadir: z.boolean({ error: 'is_hadir harus true atau false' }),
  mulai_kuliah: waktuKuliah,
  selesai_kuliah: waktuKuliah,
  /** Operator validation (validasi_kehadiran_dosen); left out keeps the current value. */
  is_valid: z.boolean().optional(),
  /** The row's versi as the form read it: a row changed since is refused with 409 and nothing is written. */
  versi: z.string().max(64).optional(),
});
export type UpdateKehadiranDosenBody = z.infer<typeof updateKehadiranDosenBody>;

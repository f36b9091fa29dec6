import { z } from 'zod';
import { periodeKodeSchema } from '../akademik/schemas';
import { isTanggalValid } from '../beranda';
import { PESAN_VALIDASI, teksOpsional } from '../pengguna/validasi';
import { parseJam } from '../pertemuan/waktu';
import { SEMESTER_LABEL } from '../periode';

/**
 * /data-sistem (spec 1 §2.1, data_sistem area): the college's reference data, one tab each. Every tab lists with
 * search and pages, adds, changes and deletes; a row still in use is never deleted (409).
 */
export const TAB_DATA_SISTEM = ['periode', 'sesi_kuliah', 'ruangan', 'jenis_presensi', 'jenis_kelas', 'label_kelas', 'kampus'] as const;
export type TabDataSistem = (typeof TAB_DATA_SISTEM)[number];
export const TAB_DATA_SISTEM_LABEL: Record<TabDataSistem, string> = {
  periode: 'Periode',
  sesi_kuliah: 'Sesi Kuliah',
  ruangan: 'Ruangan',
  jenis_presensi: 'Jenis Presensi',
  jenis_kelas: 'Jenis Kelas',
  label_kelas: 'Label Kelas',
  kampus: 'Kampus',
};

/** Attendance types with an on/off switch (spec 1 §3, §4: I only if izin is active, S only if sakit is active). */
export const KODE_JENIS_PRESENSI = ['izin', 'sakit'] as const;
export type KodeJenisPresensi = (typeof KODE_JENIS_PRESENSI)[number];
export const JENIS_PRESENSI_BAWAAN: Record<KodeJenisPresensi, { nama: string; is_active: boolean }> = {
  izin: { nama: 'Izin', is_active: true },
  sakit: { nama: 'Sakit', is_active: true },
};

export const TAHUN_PERIODE_MIN = 2000;
export const TAHUN_PERIODE_MAX = 2100;
export const KAPASITAS_RUANGAN_MAX = 10_000;

export const PESAN_DATA_SISTEM = {
  disimpan: (label: string) => `${label} berhasil disimpan`,
  ditambah: (label: string) => `${label} berhasil ditambahkan`,
  dihapus: (label: string) => `${label} berhasil dihapus`,
  tidakDitemukan: (label: string) => `${label} tidak ditemukan`,
  dipakai: (label: string, oleh: string) => `${label} tidak dapat dihapus karena masih dipakai oleh ${oleh}`,
  namaDipakai: (label: string, nama: string) => `${label} '${nama}' sudah ada`,
  kodeDipakai: (label: string, kode: string) => `${label} dengan kode '${kode}' sudah ada`,
  periodeBerjalanDihapus: 'Periode berjalan tidak dapat dihapus; tetapkan periode berjalan lain terlebih dahulu',
  periodeBerjalanDiatur: (nama: string) => `${nama} ditetapkan sebagai semester berjalan`,
  jam: 'harus berupa jam HH:MM (24 jam)',
  jamSelesai: 'harus setelah jam mulai',
  tanggalSelesai: 'tidak boleh sebelum tanggal mulai',
} as const;

const nama = (max: number) => z.string({ error: PESAN_VALIDASI.wajib }).trim().min(1, PESAN_VALIDASI.wajib).max(max, PESAN_VALIDASI.maks(max));
const tanggal = z.string({ error: PESAN_VALIDASI.wajib }).trim().refine(isTanggalValid, PESAN_VALIDASI.tanggal);
const jam = z
  .string({ error: PESAN_VALIDASI.wajib })
  .trim()
  .refine((v) => /^\d{2}:\d{2}$/.test(v) && parseJam(v) !== null, PESAN_DATA_SISTEM.jam);

export const dataSistemListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
});
export type DataSistemListQuery = z.infer<typeof dataSistemListQuery>;
export const dataSistemIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// --- periods -----------------------------------------------------------------------------------------------------

/** Dates of a period are days of the college's calendar ('YYYY-MM-DD'): the first day starts, the last day ends it. */
export const periodeItem = z.object({
  periode: z.number().int(),
  nama: z.string(),
  tahun: z.number().int(),
  semester: z.number().int(),
  tanggal_mulai: z.string().nullable(),
  tanggal_selesai: z.string().nullable(),
  is_current: z.boolean(),
});
export type PeriodeItem = z.infer<typeof periodeItem>;

const rentangTanggal = <T extends { tanggal_mulai: string; tanggal_selesai: string }>(v: T) => v.tanggal_selesai >= v.tanggal_mulai;

export const ubahPeriodeBody = z
  .object({ tanggal_mulai: tanggal, tanggal_selesai: tanggal })
  .refine(rentangTanggal, { path: ['tanggal_selesai'], message: PESAN_DATA_SISTEM.tanggalSelesai });
export type UbahPeriodeBody = z.infer<typeof ubahPeriodeBody>;

export const tambahPeriodeBody = z
  .object({
    tahun: z.number({ error: PESAN_VALIDASI.wajib }).int(PESAN_VALIDASI.bilanganBulat).min(TAHUN_PERIODE_MIN, `minimal ${TAHUN_PERIODE_MIN}`).max(TAHUN_PERIODE_MAX, `maksimal ${TAHUN_PERIODE_MAX}`),
    semester: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'harus 1 (Ganjil), 2 (Genap), 3 (SP Ganjil) atau 4 (SP Genap)' }),
    tanggal_mulai: tanggal,
    tanggal_selesai: tanggal,
  })
  .refine(rentangTanggal, { path: ['tanggal_selesai'], message: PESAN_DATA_SISTEM.tanggalSelesai });
export type TambahPeriodeBody = z.infer<typeof tambahPeriodeBody>;

export const periodeKodeParams = z.object({ kode: periodeKodeSchema });
export const SEMESTER_OPSI = (Object.entries(SEMESTER_LABEL) as [string, string][]).map(([value, label]) => ({ value: Number(value), label }));

// --- sessions, rooms ---------------------------------------------------------------------------------------------

export const sesiKuliahBody = z
  .object({ nama: nama(50), jam_mulai: jam, jam_selesai: jam })
  .refine((v) => (parseJam(v.jam_selesai) ?? 0) > (parseJam(v.jam_mulai) ?? 0), { path: ['jam_selesai'], message: PESAN_DATA_SISTEM.jamSelesai });
export type SesiKuliahBody = z.infer<typeof sesiKuliahBody>;

export const ruanganBody = z.object({
  kode: z
    .string({ error: PESAN_VALIDASI.wajib })
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,30}$/, 'hanya huruf, angka, titik, garis bawah atau tanda hubung, 1-30 karakter'),
  nama: nama(100),
  gedung: teksOpsional(100),
  kapasitas: z.number({ error: PESAN_VALIDASI.wajib }).int(PESAN_VALIDASI.bilanganBulat).min(1, 'minimal 1').max(KAPASITAS_RUANGAN_MAX, `maksimal ${KAPASITAS_RUANGAN_MAX}`),
});
export type RuanganBody = z.infer<typeof ruanganBody>;

// --- attendance types ----------------------------------------------------------------------------------------------

export const jenisPresensiItem = z.object({
  id: z.number().int().nullable(),
  kode: z.enum(KODE_JENIS_PRESENSI),
  nama: z.string(),
  is_active: z.boolean(),
});
export type JenisPresensiDataItem = z.infer<typeof jenisPresensiItem>;
export const jenisPresensiBody = z.object({ nama: nama(50), is_active: z.boolean({ error: 'is_active harus true atau false' }) });
export type JenisPresensiBody = z.infer<typeof jenisPresensiBody>;
export const jenisPresensiKodeParams = z.object({ kode: z.enum(KODE_JENIS_PRESENSI, { error: 'kode harus izin atau sakit' }) });

// --- class types and labels, campuses ------------------------------------------------------------------------------

export const namaItem = z.object({ id: z.number().int(), nama: z.string() });
export type NamaItem = z.infer<typeof namaItem>;
export const jenisKelasBody = z.object({ nama: nama(50) });
export const labelKelasBody = z.object({ nama: nama(20) });
export type NamaBody = { nama: string };

export const kampusItem = z.object({ id: z.number().int(), nama: z.string(), alamat: z.string() });
export type KampusItem = z.infer<typeof kampusItem>;
export const kampusBody = z.object({ nama: nama(150), alamat: teksOpsional(300) });
export type KampusBody = z.infer<typeof kampusBody>;

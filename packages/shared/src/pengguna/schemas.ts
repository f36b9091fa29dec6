import { z } from 'zod';
import { AREA_AKSES, LEVEL_AKSES, normalizeHakAkses } from '../akses/permission';
import type { Role } from '../auth/schemas';
import { repeatedQuery } from '../common/envelope';
import { hakAksesInput } from './akses-form';
import {
  PESAN_VALIDASI,
  emailOpsionalSchema,
  nikOpsionalSchema,
  tanggalOpsionalSchema,
  teksOpsional,
  teleponOpsionalSchema,
} from './validasi';

/** The user screens (/pengguna): the college's students, lecturers and operators. */

export const PERAN_PENGGUNA = ['mahasiswa', 'dosen', 'operator'] as const;
export type PeranPengguna = (typeof PERAN_PENGGUNA)[number];
export const ROLE_PERAN: Record<PeranPengguna, Role> = { mahasiswa: 'ROLE_MAHASISWA', dosen: 'ROLE_DOSEN', operator: 'ROLE_OPERATOR' };
export const PERAN_LABEL: Record<PeranPengguna, string> = { mahasiswa: 'Mahasiswa', dosen: 'Dosen', operator: 'Operator' };
export const peranDariRole = (role: Role): PeranPengguna =>
  (Object.entries(ROLE_PERAN) as [PeranPengguna, Role][]).find(([, r]) => r === role)![0];

/** Identifier formats (the master-data import reads the same ones). */
export const USERNAME_RE = /^[A-Za-z0-9._-]{3,50}$/;
export const NIDN_RE = /^\d{10}$/;
export const NIM_RE = /^[A-Za-z0-9.]{4,20}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const NAMA_MAX = 150;
export const GELAR_MAX = 50;
export const ANGKATAN_MIN = 1950;
export const ANGKATAN_MAX = 2100;
export const PENGGUNA_MAX_PER_PAGE = 100;

export const PESAN_PENGGUNA = {
  ditambah: 'Pengguna berhasil ditambahkan',
  diubah: 'Data pengguna berhasil diubah',
  diaktifkan: 'Pengguna berhasil diaktifkan',
  dinonaktifkan: 'Pengguna berhasil dinonaktifkan',
  passwordDireset: 'Password pengguna berhasil direset. Semua sesi login pengguna tersebut telah diakhiri',
  aksesDisimpan: 'Hak akses operator berhasil disimpan',
  tidakDitemukan: 'Pengguna tidak ditemukan',
  operatorTidakDitemukan: 'Operator tidak ditemukan',
  usernameDipakai: (u: string) => `Username '${u}' sudah dipakai pengguna lain`,
  nimDipakai: (nim: string) => `NIM '${nim}' sudah terdaftar`,
  nidnDipakai: (nidn: string) => `NIDN '${nidn}' sudah terdaftar`,
  prodiTidakDitemukan: 'program studi tidak ditemukan',
  roleTidakSesuai: (peran: string) => `tidak dapat diubah (pengguna ini ${peran})`,
  username: 'hanya huruf, angka, titik, garis bawah atau tanda hubung, 3-50 karakter',
  nidn: 'harus 10 digit angka',
  nim: 'hanya huruf, angka atau titik, 4-20 karakter',
  password: `minimal ${PASSWORD_MIN} karakter`,
} as const;

const nama = z.string().trim().min(1, PESAN_VALIDASI.wajib).max(NAMA_MAX, PESAN_VALIDASI.maks(NAMA_MAX));
const username = z.string().trim().regex(USERNAME_RE, PESAN_PENGGUNA.username);
const idProdi = z.number({ error: 'wajib dipilih' }).int().positive().max(2_147_483_647);
const angkatan = z.number({ error: PESAN_VALIDASI.wajib }).int(PESAN_VALIDASI.bilanganBulat).min(ANGKATAN_MIN, `minimal ${ANGKATAN_MIN}`).max(ANGKATAN_MAX, `maksimal ${ANGKATAN_MAX}`);
export const passwordBaru = z.string().min(PASSWORD_MIN, PESAN_PENGGUNA.password).max(PASSWORD_MAX, PESAN_VALIDASI.maks(PASSWORD_MAX));

/** Fields every person has (spec 1 §5 rules for email, phone and NIK). */
const umum = { nama, email: emailOpsionalSchema, telepon: teleponOpsionalSchema, nik: nikOpsionalSchema };

/** Editable fields per role; NIM, NIDN and usernames are identities and stay as created. */
const mahasiswaFields = {
  ...umum,
  id_prodi: idProdi,
  angkatan,
  tanggal_lahir: tanggalOpsionalSchema,
  nama_orang_tua: teksOpsional(NAMA_MAX),
  tanggal_lahir_orang_tua: tanggalOpsionalSchema,
};
const dosenFields = {
  ...umum,
  gelar_depan: teksOpsional(GELAR_MAX),
  gelar_akademik: teksOpsional(GELAR_MAX),
  id_prodi: idProdi.nullable().default(null),
  tanggal_lahir: tanggalOpsionalSchema,
};
const operatorFields = { ...umum };

/** POST /v2/lms/pengguna: a student (username = NIM), a lecturer (username default NIDN) or an operator. */
export const tambahPenggunaBody = z.discriminatedUnion(
  'role',
  [
    z.object({ role: z.literal('mahasiswa'), nim: z.string().trim().regex(NIM_RE, PESAN_PENGGUNA.nim), password: passwordBaru, ...mahasiswaFields }),
    z.object({
      role: z.literal('dosen'),
      nidn: z.string().trim().regex(NIDN_RE, PESAN_PENGGUNA.nidn),
      username: z.union([username, z.literal('')]).default(''),
      password: passwordBaru,
      ...dosenFields,
    }),
    z.object({ role: z.literal('operator'), username, password: passwordBaru, hak_akses: hakAksesInput.default(() => normalizeHakAkses({})), ...operatorFields }),
  ],
  { error: 'role harus mahasiswa, dosen atau operator' },
);
export type TambahPenggunaBody = z.infer<typeof tambahPenggunaBody>;
export type TambahPenggunaInput = z.input<typeof tambahPenggunaBody>;

/** PUT /v2/lms/pengguna/{id}: the role names which fields apply and must be the user's own role. */
export const ubahPenggunaBody = z.discriminatedUnion(
  'role',
  [
    z.object({ role: z.literal('mahasiswa'), ...mahasiswaFields }),
    z.object({ role: z.literal('dosen'), ...dosenFields }),
    z.object({ role: z.literal('operator'), ...operatorFields }),
  ],
  { error: 'role harus mahasiswa, dosen atau operator' },
);
export type UbahPenggunaBody = z.infer<typeof ubahPenggunaBody>;
export type UbahPenggunaInput = z.input<typeof ubahPenggunaBody>;

export const statusPenggunaBody = z.object({ is_active: z.boolean({ error: 'is_active harus true atau false' }) });
export const resetPasswordBody = z.object({ password: passwordBaru });

/** PUT /v1/operator/{id}: the access form (the same names as GET /v1/operator/{id}). */
export const ubahAksesOperatorBody = z.object({
  is_active: z.boolean({ error: 'is_active harus true atau false' }),
  hakAkses: hakAksesInput,
});
export type UbahAksesOperatorBody = z.infer<typeof ubahAksesOperatorBody>;

export const penggunaIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /v2/lms/pengguna: one role at a time; search over name, username, email and NIM/NIDN. */
export const penggunaListQuery = z.object({
  role: z.enum(PERAN_PENGGUNA, { error: 'role harus mahasiswa, dosen atau operator' }),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PENGGUNA_MAX_PER_PAGE).default(10),
  search: z.string().trim().max(100).optional(),
  id_prodi: repeatedQuery(z.coerce.number().int().positive().max(2_147_483_647)),
  angkatan: repeatedQuery(z.coerce.number().int().min(1900).max(9999)),
  is_active: z.enum(['true', 'false'], { error: 'is_active harus true atau false' }).transform((v) => v === 'true').optional(),
});
export type PenggunaListQuery = z.infer<typeof penggunaListQuery>;

export const penggunaItem = z.object({
  id: z.number().int(),
  role: z.enum(PERAN_PENGGUNA),
  username: z.string(),
  nama: z.string(),
  gelar_depan: z.string(),
  gelar_akademik: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  /** NIM (students) or NIDN (lecturers); null for operators. */
  nomor_induk: z.string().nullable(),
  prodi: z.object({ id: z.number().int(), nama: z.string(), jenjang: z.string() }).nullable(),
  angkatan: z.number().int().nullable(),
  telepon: z.string(),
  nik: z.string(),
  tanggal_lahir: z.string().nullable(),
  nama_orang_tua: z.string(),
  tanggal_lahir_orang_tua: z.string().nullable(),
  /** Operators only: the stored access map (all 8 areas). */
  hak_akses: z.record(z.enum(AREA_AKSES), z.enum(LEVEL_AKSES)).nullable(),
  last_active_at: z.string().nullable(),
  /** Until when the login is locked after too many failed attempts (UTC ISO), null when it is not. */
  login_terkunci_sampai: z.string().nullable(),
  created_at: z.string(),
});
export type PenggunaItem = z.infer<typeof penggunaItem>;

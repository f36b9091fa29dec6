import { z } from 'zod';
import { parsePeriode } from '../periode';
import { repeatedQuery } from '../common/envelope';

/** Reference lists are fetched whole by the client (itemsPerPage=999999, spec 1 §7 and §9). */
export const REF_MAX_PER_PAGE = 999_999;
export const REF_DEFAULT_PER_PAGE = 10;

const idList = repeatedQuery(z.coerce.number().int().positive().max(2_147_483_647));

/** A period code such as 20261 (10 × start year + semester 1-4). */
export const periodeKodeSchema = z.coerce
  .number({ error: 'Periode wajib berupa kode angka, mis. 20261' })
  .int()
  .refine((n) => parsePeriode(n) !== null, 'Periode tidak valid (contoh: 20261 untuk 2026/2027 Ganjil)');

/**
 * Paging of the Siakad reference lists: `itemsPerPage` (the spec's name, up to 999999) or our `per_page`;
 * default 10. `search` matches code and name, case-insensitive.
 */
export const refQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(REF_MAX_PER_PAGE).optional(),
  per_page: z.coerce.number().int().min(1).max(REF_MAX_PER_PAGE).optional(),
  search: z.string().trim().max(100).optional(),
});
export type RefQuery = z.infer<typeof refQuery>;

export const makulRefQuery = refQuery.extend({ id_prodi: idList, periode: periodeKodeSchema.optional() });
export const prodiRefQuery = refQuery.extend({ periode: periodeKodeSchema.optional() });
export const labelKelasRefQuery = refQuery.extend({ periode: periodeKodeSchema.optional() });
export const jenisKelasRefQuery = refQuery.extend({ periode: periodeKodeSchema.optional() });
export const dosenRefQuery = refQuery.extend({ id_prodi: idList, periode: periodeKodeSchema.optional() });
/** periode is required: the list is "students taking part in classes of this period". */
export const mahasiswaAktifQuery = refQuery.extend({
  periode: periodeKodeSchema,
  id_prodi: idList,
  angkatan: repeatedQuery(z.coerce.number().int().min(1900).max(9999)),
});

export const makulRef = z.object({ idMakul: z.number().int(), kodeMakul: z.string(), nama: z.string(), sks: z.number().int(), idProdi: z.number().int().nullable() });
export type MakulRef = z.infer<typeof makulRef>;
export const prodiRef = z.object({ idProdi: z.number().int(), tingkat: z.string(), nama: z.string() });
export type ProdiRef = z.infer<typeof prodiRef>;
export const labelKelasRef = z.object({ idLabelKelas: z.number().int(), nama: z.string() });
export type LabelKelasRef = z.infer<typeof labelKelasRef>;
export const jenisKelasRef = z.object({ idJenisKelas: z.number().int(), nama: z.string() });
export type JenisKelasRef = z.infer<typeof jenisKelasRef>;
/** nama carries the titles: 'Dr. Budi Santoso, S.Kom., M.Kom.'. */
export const dosenRef = z.object({ idDosen: z.number().int(), nama: z.string(), nidn: z.string() });
export type DosenRef = z.infer<typeof dosenRef>;
export const mahasiswaAktifItem = z.object({
  idMahasiswa: z.number().int(),
  nim: z.string(),
  nama: z.string(),
  idProdi: z.number().int().nullable(),
  angkatan: z.number().int(),
});
export type MahasiswaAktifItem = z.infer<typeof mahasiswaAktifItem>;

export const courseIdParams = z.object({ courseId: z.coerce.number().int().positive().max(2_147_483_647) });

export const KATEGORI_PERTEMUAN = ['kuliah', 'uts', 'uas'] as const;
export type KategoriPertemuan = (typeof KATEGORI_PERTEMUAN)[number];

/** Semester plan row (spec 2 §3): id_pertemuan is the meeting number. */
export const rencanaPembelajaranRow = z.object({
  id_pertemuan: z.number().int(),
  materi: z.string(),
  materi_inggris: z.string(),
  kategori: z.enum(KATEGORI_PERTEMUAN),
});
export type RencanaPembelajaranRow = z.infer<typeof rencanaPembelajaranRow>;

/** Evaluation plan row (spec 2 §3): weight in percent. */
export const rencanaEvaluasiRow = z.object({
  komponen_nilai: z.object({ id: z.number().int(), nama: z.string() }),
  bobot: z.number(),
});
export type RencanaEvaluasiRow = z.infer<typeof rencanaEvaluasiRow>;

/** Course info (spec 2 §3 'course info'): coordinator and RPS developer with their full names. */
export const mataKuliahInfo = z.object({
  id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  nama_inggris: z.string(),
  sks: z.number().int(),
  id_prodi: z.number().int().nullable(),
  id_dosen_koordinator: z.number().int().nullable(),
  nama_dosen_koordinator: z.string().nullable(),
  id_dosen_pengembang_rps: z.number().int().nullable(),
  nama_dosen_pengembang_rps: z.string().nullable(),
});
export type MataKuliahInfo = z.infer<typeof mataKuliahInfo>;

export const configKeywordParams = z.object({
  keyword: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Keyword hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung'),
});
export const configValue = z.object({ keyword: z.string(), value: z.string() });
export type ConfigValue = z.infer<typeof configValue>;

/** Configuration keywords the LMS reads from the academic system (GET /v1/config/{keyword}). */
export const CONFIG_KEYWORD = {
  urlDosenNew: 'url_dosen_new',
  urlMahasiswaNew: 'url_mahasiswa_new',
  urlOperatorNew: 'url_operator_new',
  urlRps: 'url_rps',
} as const;

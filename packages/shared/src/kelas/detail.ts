import { z } from 'zod';
import { paginationQuery } from '../common/envelope';
import { DEFAULT_BANNER_COUNT } from '../common/limits';
import { allowedExtensionsForKind, maxUploadBytes } from '../storager/kinds';
import { JABATAN_PESERTA } from '../status';
import { JABATAN_PENGAJAR, kelasListItem, pengajarRingkas } from './schemas';

/**
 * Class detail and its members, banner, class leader, teacher positions and syllabus
 * (spec 1 §2.5 Data Kelas/Peserta/Pengajar, §2.7, §3 Class/Participant/Teacher; spec 2 §2 syllabus modal, §3 Other).
 */

/** Syllabus notes are plain text (shown as text, never as HTML). */
export const SILABUS_TEKS_MAX = 5000;
/** Attachments a syllabus may hold in total, and new ones per request. */
export const SILABUS_MAX_FILES = 20;
export const SILABUS_MAX_FILES_PER_REQUEST = 10;
/** Syllabus attachments: documents, spreadsheets, slides, archives and images (checked by content on the server). */
export const SILABUS_UPLOAD_EXTENSIONS = allowedExtensionsForKind('silabus');

/** Max banner size in bytes: the banner_kelas limit of storage/kinds.ts (ukuran_max_file.banner MB, default 2). */
export const maxBannerBytes = (ukuranMaxFile: Record<string, unknown> | null | undefined) => maxUploadBytes(ukuranMaxFile, 'banner_kelas');
/** Max size of one syllabus attachment in bytes: the silabus limit of storage/kinds.ts (default 10 MB). */
export const maxSilabusBytes = (ukuranMaxFile: Record<string, unknown> | null | undefined) => maxUploadBytes(ukuranMaxFile, 'silabus');

export const kelasIdParams = z.object({ id: z.string().trim().min(1).max(100) });

export const silabusFile = z.object({ name: z.string(), url: z.string(), content_length: z.number().int() });
export type SilabusFile = z.infer<typeof silabusFile>;
export const silabusIsi = z.object({ teks: z.string(), files: z.array(silabusFile) });

/** What the caller may do on the class page (UI gating; the API enforces the same rules). */
export const aksesKelas = z.object({
  /** Banner / default banner (Pengaturan Kelas, Ubah Data Profil Kelas): operator write or a teacher of the class. */
  ubah_kelas: z.boolean(),
  /** Ubah Ketua Kelas: operator write or a teacher of the class. */
  ubah_ketua: z.boolean(),
  /** Ubah Jabatan Pengajar: operator write only. */
  ubah_jabatan: z.boolean(),
  /** Ubah Data Silabus: operator write, the class's dosen_koordinator or the course coordinator. */
  ubah_silabus: z.boolean(),
  /** Data Silabus (syllabus, RPS, evaluation, RPS team): everyone who may open the class. */
  lihat_silabus: z.boolean(),
  /** 'Ubah Data RPS': the course's coordinator or RPS-developer lecturer. */
  ubah_rps: z.boolean(),
});
export type AksesKelas = z.infer<typeof aksesKelas>;

export const ketuaKelas = z.object({ nim: z.string(), nama: z.string() });

/** GET /v2/lms/kelas_kuliah/{id}: a class list item plus syllabus, course team, class leader and the caller's rights. */
export const kelasDetail = kelasListItem.extend({
  mata_kuliah: kelasListItem.shape.mata_kuliah.extend({
    pendahuluan: z.object({ silabus: silabusIsi }),
    id_dosen_koordinator: z.number().int().nullable(),
    id_dosen_pengembang_rps: z.number().int().nullable(),
  }),
  ketua_kelas: ketuaKelas.nullable(),
  akses: aksesKelas,
});
export type KelasDetail = z.infer<typeof kelasDetail>;

const prodiRingkas = z.object({ jenjang: z.string(), nama: z.string() });

/** GET .../peserta: paged, search in nim or nama, the class leader first then by name. */
export const pesertaKelasQuery = paginationQuery.extend({ search: z.string().trim().max(100).optional() });
export type PesertaKelasQuery = z.infer<typeof pesertaKelasQuery>;

/** Participant (spec 1 §3). */
export const pesertaKelasItem = z.object({
  nim: z.string(),
  nama: z.string(),
  prodi: prodiRingkas.nullable(),
  angkatan: z.number().int(),
  jabatan: z.string(),
  avatar_url: z.string().nullable(),
});
export type PesertaKelasItem = z.infer<typeof pesertaKelasItem>;

/** Teacher (spec 1 §3): the class list's teacher plus the lecturer's study programme. */
export const pengajarKelasItem = pengajarRingkas.extend({ prodi: prodiRingkas.nullable() });
export type PengajarKelasItem = z.infer<typeof pengajarKelasItem>;

/** Student list item (spec 2 §3 Other, GET .../peserta/nim_nama). */
export const nimNamaItem = z.object({ nim: z.string(), nama: z.string() });
export type NimNamaItem = z.infer<typeof nimNamaItem>;

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], "harus 'true' atau 'false'")])
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * PUT /v2/lms/kelas_kuliah/{id} text fields (multipart beside `file_banner`, or JSON without a file):
 * banner_color_idx picks a default banner 0-6, hapus_banner=true goes back to the default banner.
 */
export const ubahKelasFields = z.object({
  banner_color_idx: z.coerce
    .number('banner_color_idx harus berupa angka')
    .int('banner_color_idx harus bilangan bulat')
    .min(0, `banner_color_idx harus 0 sampai ${DEFAULT_BANNER_COUNT - 1}`)
    .max(DEFAULT_BANNER_COUNT - 1, `banner_color_idx harus 0 sampai ${DEFAULT_BANNER_COUNT - 1}`)
    .optional(),
  hapus_banner: booleanish.optional(),
});
export type UbahKelasFields = z.infer<typeof ubahKelasFields>;

/** PUT .../ketua: {nim} makes that participant the class leader; {nim, jabatan:'peserta'} demotes. */
export const ubahKetuaBody = z.object({
  nim: z.string('NIM wajib diisi').trim().min(1, 'NIM wajib diisi').max(30),
  jabatan: z.enum(JABATAN_PESERTA, "jabatan harus 'ketua_kelas' atau 'peserta'").default('ketua_kelas'),
});
export type UbahKetuaBody = z.infer<typeof ubahKetuaBody>;
export const ubahKetuaResult = z.object({ ketua_kelas: ketuaKelas.nullable() });

export const pengajarJabatanParams = kelasIdParams.extend({
  idDosen: z.coerce.number().int().positive().max(2_147_483_647),
});
export const ubahJabatanBody = z.object({
  jabatan: z.enum(JABATAN_PENGAJAR, "jabatan harus 'dosen_koordinator', 'dosen' atau 'asisten'"),
});
export type UbahJabatanBody = z.infer<typeof ubahJabatanBody>;

/** Syllabus notes: control characters other than tab/newline removed, CRLF -> LF, trimmed, at most 5000 characters. */
export const silabusTeks = z
  .string('teks harus berupa teks')
  // eslint-disable-next-line no-control-regex
  .transform((s) => s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim())
  .pipe(z.string().max(SILABUS_TEKS_MAX, `teks paling banyak ${SILABUS_TEKS_MAX} karakter`));

/**
 * PUT .../silabus text part (JSON, or multipart fields beside files[]): teks omitted keeps the notes;
 * hapus_files lists attachment URLs to remove.
 */
export const ubahSilabusFields = z.object({
  teks: silabusTeks.optional(),
  hapus_files: z.array(z.string().trim().min(1).max(2000)).max(SILABUS_MAX_FILES).default([]),
});
export type UbahSilabusFields = z.infer<typeof ubahSilabusFields>;

/** GET .../silabus: syllabus data (spec 2 §3 Other) for the Data Silabus view and the edit modal. */
export const silabusKelas = z.object({
  id: z.string(),
  periode: z.number().int(),
  mata_kuliah: z.object({ id: z.number().int(), kode: z.string(), nama: z.string(), sks: z.number().int() }),
  kelas: z.object({ nama_kelas: z.string(), jenis_kelas: z.string() }),
  jumlah_pertemuan: z.number().int(),
  prodi_kelas: z.array(z.object({ nama: z.string(), jenjang: z.string() })),
  pengajar: z.array(
    z.object({
      id_dosen: z.number().int(),
      gelar_depan: z.string(),
      nama_pengajar: z.string(),
      gelar_akademik: z.string(),
      jabatan: z.string(),
    }),
  ),
  silabus: silabusIsi,
});
export type SilabusKelas = z.infer<typeof silabusKelas>;

export const PESAN_KELAS = {
  kelasTidakDitemukan: 'Kelas kuliah tidak ditemukan',
  bukanAnggota: 'Anda bukan pengajar atau peserta kelas ini',
  bukanPengajar: 'Hanya pengajar kelas ini atau operator dengan akses tulis kelas kuliah yang dapat melakukan tindakan ini',
  hanyaOperator: 'Hanya operator dengan akses tulis kelas kuliah yang dapat mengubah jabatan pengajar',
  bukanKoordinator: 'Hanya dosen koordinator kelas, koordinator mata kuliah atau operator dengan akses tulis kelas kuliah yang dapat mengubah silabus',
  bukanPeserta: (nim: string) => `Mahasiswa dengan NIM ${nim} bukan peserta kelas ini`,
  bukanPengajarKelas: 'Dosen tersebut bukan pengajar kelas ini',
  berhasilUbahKelas: 'Berhasil mengubah data kelas',
  berhasilUbahKetua: 'Berhasil mengubah ketua kelas',
  berhasilUbahJabatan: 'Berhasil mengubah jabatan pengajar',
  berhasilUbahSilabus: 'Berhasil mengubah silabus',
} as const;

import { z } from 'zod';
import { INT4_MAX, idInt4 } from '../common/batas-input';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import { PESAN } from '../common/messages';
import { JENIS_SOAL, soalItem } from '../soal/model';

/** Question banks (spec 2 §2 'Question bank', §3, §5, §9; spec 1 §2.5 board). */

export const MAX_SOAL_PER_BANK = 100;
export const MAX_JUDUL_BANK = 100;
export const MAX_DESKRIPSI_BANK = 300;
/** Cards per page on /bank-soal and the dashboard board. */
export const BANK_SOAL_PER_PAGE = 9;

export const PESAN_BANK_SOAL = {
  judulWajib: 'Judul wajib diisi',
  judulMaks: `Judul maksimal ${MAX_JUDUL_BANK} karakter`,
  deskripsiWajib: 'Deskripsi wajib diisi',
  deskripsiMaks: `Deskripsi maksimal ${MAX_DESKRIPSI_BANK} karakter`,
  dosenWajib: 'Dosen wajib diisi',
  mataKuliahWajib: 'Mata Kuliah wajib diisi',
  tampilanWajib: 'Tampilan wajib dipilih',
  dosenTidakDitemukan: 'Dosen tidak ditemukan',
  mataKuliahTidakDiajar: 'Mata Kuliah tidak diampu oleh dosen yang dipilih',
  bankTidakDitemukan: 'Bank soal tidak ditemukan',
  soalTidakDitemukan: 'Soal tidak ditemukan',
  soalPenuh: `Bank soal sudah berisi ${MAX_SOAL_PER_BANK} soal. Maksimal ${MAX_SOAL_PER_BANK} soal per bank soal.`,
  importMelebihiBatas: (ada: number, baru: number) =>
    `Impor ${baru} soal akan membuat bank soal berisi ${ada + baru} soal. Maksimal ${MAX_SOAL_PER_BANK} soal per bank soal.`,
  berhasilTambah: 'Berhasil menambah bank soal',
  berhasilUbah: 'Berhasil mengubah bank soal',
  berhasilDuplikat: 'Berhasil menduplikat bank soal',
  berhasilHapus: 'Berhasil menghapus bank soal',
  berhasilTambahSoal: 'Berhasil menambah soal',
  berhasilUbahSoal: 'Berhasil mengubah soal',
  berhasilHapusSoal: 'Berhasil menghapus soal',
  berhasilImpor: (n: number) => `Berhasil mengimpor ${n} soal`,
  gagalImpor: (n: number) => `Impor gagal: ${n} baris ditolak. Tidak ada soal yang disimpan.`,
  fileBelumDipilih: 'File belum dipilih',
  jenisSoalWajib: 'Jenis soal wajib dipilih',
  belumAdaSoal: 'Belum ada soal',
  kosongJudul: 'Ups! Data Kosong',
  kosongDeskripsi: 'Belum ada soal yang tersedia pada bank soal ini.',
  hapusBankKonfirmasi: 'Anda yakin ingin menghapus bank soal ini?',
  ditampilkan: 'Ditampilkan',
  disembunyikan: 'Disembunyikan',
} as const;

const judul = z
  .string(PESAN_BANK_SOAL.judulWajib)
  .trim()
  .min(1, PESAN_BANK_SOAL.judulWajib)
  .max(MAX_JUDUL_BANK, PESAN_BANK_SOAL.judulMaks);
const deskripsi = z
  .string(PESAN_BANK_SOAL.deskripsiWajib)
  .trim()
  .min(1, PESAN_BANK_SOAL.deskripsiWajib)
  .max(MAX_DESKRIPSI_BANK, PESAN_BANK_SOAL.deskripsiMaks);
const idPositif = (pesan: string) => z.coerce.number(pesan).int(pesan).positive(pesan).max(INT4_MAX, PESAN.angkaDiLuarJangkauan);

/**
 * Bank modal (create, update, duplicate): Judul, Deskripsi, Dosen, Mata Kuliah, Tampilan (`dibagikan`:
 * true = Ditampilkan). A lecturer's own dosen id is used whatever id_dosen says.
 */
export const bankSoalBody = z.object({
  judul,
  deskripsi,
  id_dosen: idPositif(PESAN_BANK_SOAL.dosenWajib).optional(),
  id_mata_kuliah: idPositif(PESAN_BANK_SOAL.mataKuliahWajib),
  dibagikan: z.boolean(PESAN_BANK_SOAL.tampilanWajib),
});
export type BankSoalBody = z.infer<typeof bankSoalBody>;

export const bankSoalIdParams = z.object({ id: idInt4() });
export const soalIdParams = z.object({ id: idInt4(), idSoal: idInt4() });

/** GET /v2/lms/bank_soal: search (title or creator), Mata Kuliah, Prodi Matkul, pages. */
export const bankSoalListQuery = paginationQuery.extend({
  per_page: z.coerce.number().int().min(1).max(1000).default(BANK_SOAL_PER_PAGE),
  search: z.string().trim().max(200).optional(),
  id_mata_kuliah: repeatedQuery(idInt4()),
  id_prodi: repeatedQuery(idInt4()),
});
export type BankSoalListQuery = z.infer<typeof bankSoalListQuery>;

const dosenRingkas = z.object({ id: z.number().int(), id_user: z.number().int(), nama: z.string() });
const mataKuliahRingkas = z.object({ id: z.number().int(), kode: z.string(), nama: z.string() });

/** What the viewer may do with a bank (buttons of the card and the detail page). */
export const bankSoalAkses = z.object({
  can_write: z.boolean(),
  can_duplicate: z.boolean(),
  can_delete: z.boolean(),
});

export const bankSoalListItem = z.object({
  id: z.number().int(),
  judul: z.string(),
  deskripsi: z.string(),
  id_dosen: z.number().int(),
  dosen: dosenRingkas,
  id_mata_kuliah: z.number().int(),
  mata_kuliah: mataKuliahRingkas,
  id_prodi_mata_kuliah: z.number().int().nullable(),
  prodi_mata_kuliah: z.string().nullable(),
  ditampilkan: z.boolean(),
  jumlah_soal: z.number().int(),
  created_at: z.string(),
  akses: bankSoalAkses,
});
export type BankSoalListItem = z.infer<typeof bankSoalListItem>;

export const bankSoalDetail = bankSoalListItem.extend({ list_soal: z.array(soalItem) });
export type BankSoalDetail = z.infer<typeof bankSoalDetail>;

/** GET /v2/lms/mata_kuliah/ref?id_dosen&ignore_default_pagination=true (id, kode, nama). */
export const mataKuliahRefQuery = paginationQuery.extend({
  id_dosen: idInt4().optional(),
  search: z.string().trim().max(200).optional(),
});
export const mataKuliahRefItem = mataKuliahRingkas.extend({ id_prodi: z.number().int().nullable(), prodi: z.string().nullable() });
export type MataKuliahRefItem = z.infer<typeof mataKuliahRefItem>;

/** GET /v1/dosen/{id}/periode_mengajar: periods in which the lecturer teaches, newest first. */
export const dosenIdParams = z.object({ id: idInt4() });
export const periodeMengajarItem = z.object({ periode: z.number().int(), is_current: z.boolean() });

/** Lecturers a bank may belong to (the operator picks one in the bank dialog). */
export const dosenBankRefItem = dosenRingkas.extend({ nidn: z.string() });

export const soalCreated = z.object({ id: z.number().int() });
export const JENIS_SOAL_IMPOR = JENIS_SOAL;
export const imporSoalQuery = z.object({ jenis_soal: z.enum(JENIS_SOAL, PESAN_BANK_SOAL.jenisSoalWajib) });

/** One rejected spreadsheet row of an import and why. */
export const barisDitolak = z.object({ baris: z.number().int(), alasan: z.array(z.string()) });
export type BarisDitolak = z.infer<typeof barisDitolak>;
export const imporSoalResult = z.object({
  jumlah_baris: z.number().int(),
  jumlah_diimpor: z.number().int(),
  ditolak: z.array(barisDitolak),
});
export type ImporSoalResult = z.infer<typeof imporSoalResult>;

import { z } from 'zod';
import { parsePeriode } from '../periode';
import { kelasListQuery } from '../kelas/query';

/**
 * BAP (Berita Acara Perkuliahan, spec 1 §2.5/§2.6, spec 2 §2 'BAP download modal', §3 'Program signatory', §7 'BAP'):
 * - GET  /v2/lms/kelas_kuliah/{id}/bap/unduh        one class's PDF (default name BAP.pdf)
 * - POST /v2/lms/kelas_kuliah/bap/unduh             starts the period zip (a job with progress)
 * - GET  /v2/lms/kelas_kuliah/bap/unduh?id_job=…     the finished zip (default name 'BAP - {periode}.zip')
 * - GET  /v1/penandatangan_prodi/{id}, PUT (multipart: nama, nip, jabatan, file) the programme's signatory
 * - GET/PUT/DELETE /v2/lms/profil/tanda_tangan      the caller's own signature (png 240x120 with transparency)
 * - GET/PUT/DELETE /v2/lms/bap/template             the college's BAP template (HTML with placeholders)
 * - GET  /v2/lms/bap/verifikasi/{kode}              public: what a printed BAP's seal stands for
 */

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Signature images are exactly this size (spec 2 §2: 240x120). */
export const TANDA_TANGAN_LEBAR = 240;
export const TANDA_TANGAN_TINGGI = 120;
/** A 240x120 PNG is a few KB; anything far bigger is not a signature. */
export const TANDA_TANGAN_MAX_BYTES = 200 * 1024;
/** The college's template: an HTML file an operator edits. */
export const TEMPLATE_BAP_MAX_BYTES = 200 * 1024;

export const PESAN_BAP = {
  berhasil: 'Berhasil mengunduh BAP',
  pilihLaporan: 'Pilih minimal satu laporan (laporan kelas atau laporan detail pertemuan)',
  pilihSalahSatu: 'Pilih salah satu: id_pengajar atau laporan_saya',
  laporanSayaDosen: "'Laporan Saya' hanya untuk dosen pengajar kelas ini",
  pengajarBukanKelas: 'Pengajar tidak mengajar kelas ini',
  belumAdaPengajar: 'Belum ada Pengajar',
  zipDimulai: 'Permintaan unduh semua BAP sedang diproses',
  zipSudahBerjalan: 'Unduh semua BAP untuk periode ini sedang diproses',
  zipBelumSelesai: 'Berkas BAP belum selesai dibuat',
  zipTidakDitemukan: 'Berkas BAP tidak ditemukan',
  tidakAdaKelas: 'Tidak ada kelas kuliah pada periode dan filter ini',
  tandaTanganDisimpan: 'Berhasil menyimpan tanda tangan',
  tandaTanganDihapus: 'Berhasil menghapus tanda tangan',
  tandaTanganTidakAda: 'Tanda tangan belum diunggah',
  tandaTanganWajib: 'Berkas tanda tangan wajib diunggah',
  tandaTanganFormat: `Tanda tangan harus berupa gambar PNG transparan berukuran ${TANDA_TANGAN_LEBAR}x${TANDA_TANGAN_TINGGI} piksel`,
  tandaTanganPeran: 'Tanda tangan hanya dapat diunggah oleh dosen',
  penandatanganDisimpan: 'Berhasil menyimpan penandatangan prodi',
  prodiTidakDitemukan: 'Program studi tidak ditemukan',
  templateDisimpan: 'Berhasil menyimpan template BAP',
  templateDireset: 'Template BAP dikembalikan ke bawaan',
  templateKosong: 'Isi template wajib diisi',
  templateTerlaluBesar: `Template BAP maksimal ${TEMPLATE_BAP_MAX_BYTES / 1024} KB`,
  segelTidakDikenal: 'Kode verifikasi tidak dikenal: dokumen ini tidak diterbitkan oleh sistem',
  segelBerlaku: 'Dokumen asli dan merupakan versi terbaru',
  segelDiganti: 'Dokumen asli, tetapi sudah ada versi yang lebih baru',
} as const;

/** Tooltips of the 'Sertakan tanda tangan' option (spec 2 §2: own report versus the main lecturer). */
export const TOOLTIP_TANDA_TANGAN = {
  laporanSaya: 'Tanda tangan Anda (unggah di Profil) dan tanda tangan penandatangan prodi dicetak pada BAP',
  pengajarUtama: 'Tanda tangan pengajar utama kelas (atau pengajar yang dipilih) dan penandatangan prodi dicetak pada BAP',
} as const;

const flags = {
  include_laporan_kelas: booleanish.default(true),
  include_laporan_pertemuan_detail: booleanish.default(true),
  include_tanda_tangan: booleanish.default(false),
  laporan_saya: booleanish.default(false),
};

const adaLaporan = (q: { include_laporan_kelas: boolean; include_laporan_pertemuan_detail: boolean }) => q.include_laporan_kelas || q.include_laporan_pertemuan_detail;

/** GET /v2/lms/kelas_kuliah/{id}/bap/unduh. */
export const bapUnduhQuery = z
  .object({ ...flags, id_pengajar: z.coerce.number().int().positive().max(2_147_483_647).optional() })
  .refine(adaLaporan, { message: PESAN_BAP.pilihLaporan, path: ['include_laporan_kelas'] })
  .refine((q) => !(q.laporan_saya && q.id_pengajar !== undefined), { message: PESAN_BAP.pilihSalahSatu, path: ['id_pengajar'] });
export type BapUnduhQuery = z.infer<typeof bapUnduhQuery>;

/** POST /v2/lms/kelas_kuliah/bap/unduh: one period (required) plus the class list's filters. */
export const bapZipQuery = kelasListQuery
  .omit({ page: true, per_page: true, ignore_default_pagination: true, periode: true })
  .extend({
    ...flags,
    periode: z.coerce
      .number({ error: 'Periode wajib diisi' })
      .int()
      .refine((n) => parsePeriode(n) !== null, 'Periode tidak valid (contoh: 20261 untuk 2026/2027 Ganjil)'),
  })
  .refine(adaLaporan, { message: PESAN_BAP.pilihLaporan, path: ['include_laporan_kelas'] });
export type BapZipQuery = z.infer<typeof bapZipQuery>;

/** GET /v2/lms/kelas_kuliah/bap/unduh: the finished zip of a job. */
export const bapZipUnduhQuery = z.object({ id_job: z.uuid('id_job harus UUID') });

/** What the zip job reports when completed. */
export const hasilUnduhBap = z.object({
  periode: z.number().int(),
  jumlah_kelas: z.number().int(),
  nama: z.string(),
  ukuran: z.number().int(),
});
export type HasilUnduhBap = z.infer<typeof hasilUnduhBap>;

export const idProdiParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /v1/penandatangan_prodi/{id}. */
export const penandatanganProdi = z.object({
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  jenjang: z.string(),
  penandatangan: z.string().nullable(),
  nip: z.string(),
  jabatan: z.string(),
  ada_tanda_tangan: z.boolean(),
  updated_at: z.string().nullable(),
});
export type PenandatanganProdi = z.infer<typeof penandatanganProdi>;

/** The text fields of PUT /v1/penandatangan_prodi/{id} (multipart, with an optional `file` and `hapus_tanda_tangan`). */
export const penandatanganProdiBody = z.object({
  penandatangan: z.string().trim().min(1, 'Nama penandatangan wajib diisi').max(200, 'Nama penandatangan maksimal 200 karakter'),
  nip: z.string().trim().max(50, 'NIP maksimal 50 karakter').default(''),
  jabatan: z.string().trim().max(100, 'Jabatan maksimal 100 karakter').default('Ketua Program Studi'),
  hapus_tanda_tangan: booleanish.default(false),
});
export type PenandatanganProdiBody = z.infer<typeof penandatanganProdiBody>;

/** GET /v2/lms/profil/tanda_tangan. */
export const tandaTanganSaya = z.object({ ada: z.boolean(), updated_at: z.string().nullable() });
export type TandaTanganSaya = z.infer<typeof tandaTanganSaya>;

/** GET /v2/lms/bap/template. */
export const templateBap = z.object({
  isi: z.string(),
  /** True while the college uses the built-in template. */
  bawaan: z.boolean(),
  updated_at: z.string().nullable(),
  /** The placeholders a template may use (for the editor's help text). */
  placeholder: z.array(z.string()),
});
export type TemplateBap = z.infer<typeof templateBap>;

export const templateBapBody = z.object({
  isi: z.string().trim().min(1, PESAN_BAP.templateKosong).max(TEMPLATE_BAP_MAX_BYTES, PESAN_BAP.templateTerlaluBesar),
});

/** Seal codes: 12 characters of Crockford base32 shown as XXXX-XXXX-XXXX; case and dashes do not matter. */
export const KODE_SEGEL_ALFABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function normalisasiKodeSegel(input: string): string | null {
  const s = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (s.length !== 12 || [...s].some((c) => !KODE_SEGEL_ALFABET.includes(c))) return null;
  return s;
}
export const formatKodeSegel = (kode: string) => kode.replace(/(.{4})(?=.)/g, '$1-');

export const kodeSegelParams = z.object({ kode: z.string().max(40) });

/** GET /v2/lms/bap/verifikasi/{kode}: only what the public page shows. */
export const verifikasiBap = z.object({
  kode: z.string(),
  status: z.enum(['berlaku', 'diganti']),
  pesan: z.string(),
  hash_sha256: z.string(),
  perguruan_tinggi: z.string(),
  periode: z.number().int(),
  mata_kuliah: z.string(),
  kelas: z.string(),
  pengajar: z.string(),
  dibuat_pada: z.string(),
  /** The current seal of the same report when this one was superseded. */
  terbaru: z.object({ kode: z.string(), dibuat_pada: z.string() }).nullable(),
});
export type VerifikasiBap = z.infer<typeof verifikasiBap>;

export const bapKelasParams = z.object({ id: z.string().min(1).max(200) });

import { z } from 'zod';
import { paginationQuery } from '../common/envelope';
import { JENIS_AKTIVITAS_KELAS, JENIS_NILAI } from '../aktivitas';
import { STATUS_NILAI } from '../status';
import { JENIS_KOMPONEN_SIKAD, PESAN_NILAI } from './rules';

export * from './rules';
export * from './halaman';

/**
 * Contracts of the gradebook (spec 2 §2-§3 'Class grade data', §7 Grades) and of sending scores to Siakad: components,
 * entry windows, locks, the dry-run diff and the send ledger. Paths live under /v2/lms/nilai/kelas_kuliah/{id}.
 */

export const nilaiKelasParams = z.object({ id: z.string().min(1, 'id wajib diisi').max(200, 'id terlalu panjang') });
export const komponenParams = nilaiKelasParams.extend({
  komponenId: z.coerce.number({ error: 'komponenId harus berupa angka' }).int('komponenId harus bilangan bulat').positive('komponenId tidak valid'),
});

const aktivitasRef = z.object({ id: z.string(), jenis: z.enum(JENIS_NILAI), jenis_aktivitas: z.enum(JENIS_AKTIVITAS_KELAS), label: z.string() });
export type AktivitasNilaiRef = z.infer<typeof aktivitasRef>;

export const komponenSikad = z.object({
  id: z.number(),
  jenis: z.enum(JENIS_KOMPONEN_SIKAD),
  label: z.string(),
  bobot: z.number(),
  aktivitas: z.array(aktivitasRef),
  waktu_entri_nilai_start: z.string().nullable(),
  waktu_entri_nilai_end: z.string().nullable(),
});
export type KomponenSikad = z.infer<typeof komponenSikad>;

export const aksesNilai = z.object({
  peran: z.enum(['dosen', 'operator']),
  /** May open the class pages (header links, spec 2 §2). */
  baca_kelas: z.boolean(),
  boleh_ubah_komponen: z.boolean(),
  boleh_kirim: z.boolean(),
  /** The spec 2 §8 refusal text when sending is refused; null when allowed. */
  pesan_kirim: z.string().nullable(),
  /** Some component's entry window is open now for this viewer's role (a lecturer's opens 24h 59m 59s late). */
  waktu_entri_dibuka: z.boolean(),
  /** May act as the built-in Siakad (lock, windows, marks): operators with write when the Siakad is built in. */
  kelola_siakad: z.boolean(),
  /** May write (operators: laporan write): without it the page offers no action. */
  tulis: z.boolean(),
  /** Is the grade-integration party of this page type. */
  pelaku: z.boolean(),
  /** The page state of keadaanHalamanNilai (halaman.ts), which the web computes again from this answer. */
  banner_entri: z.boolean(),
  pesan_ubah_komponen: z.string().nullable(),
  kirim_komponen: z.array(z.object({ id: z.number(), boleh: z.boolean(), pesan: z.string().nullable() })),
});
export type AksesNilai = z.infer<typeof aksesNilai>;

export const nilaiKelasKuliah = z.object({
  kelas: z.object({
    id: z.string(),
    periode: z.number(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ id: z.number(), nama: z.string() }) }),
    kampus: z.object({ nama: z.string() }),
    mode: z.string(),
    is_nilai_dikunci: z.boolean(),
  }),
  header_aktivitas: z.array(
    z.object({ aktivitas: aktivitasRef, label_pertemuan: z.string(), status_nilai: z.enum(STATUS_NILAI), sedang_dihitung: z.boolean() }),
  ),
  header_rerata: z.array(z.object({ jenis: z.enum(JENIS_NILAI), label: z.string() })),
  header_sikad: z.array(komponenSikad),
  waktu_entri_nilai: z.array(z.object({ jenis: z.string(), waktu_entri_nilai_start: z.string(), waktu_entri_nilai_end: z.string() })),
  nilai_mahasiswa: z.array(
    z.object({
      mahasiswa: z.object({ id_user: z.number(), nama: z.string(), nim: z.string() }),
      nilai_pertemuan: z.array(z.object({ aktivitas: z.object({ id: z.string(), jenis: z.enum(JENIS_NILAI) }), nilai: z.number() })),
      rata_rata_lms: z.array(z.object({ jenis: z.enum(JENIS_NILAI), rata_rata: z.number() })),
      nilai_sikad: z.array(
        z.object({
          komponen: z.object({ id: z.number(), bobot: z.number() }),
          /** The LMS value a send would write (null: no activity chosen). */
          nilai: z.number().nullable(),
          /** The value Siakad holds now. */
          nilai_di_sikad: z.number().nullable(),
          update_by_sikad: z.boolean(),
        }),
      ),
    }),
  ),
  akses: aksesNilai,
});
export type NilaiKelasKuliah = z.infer<typeof nilaiKelasKuliah>;

/** GET …/aktivitas: the class's graded activities (the component modal's choices). */
export const aktivitasNilaiItem = aktivitasRef.extend({ label_pertemuan: z.string(), status_nilai: z.enum(STATUS_NILAI) });
export type AktivitasNilaiItem = z.infer<typeof aktivitasNilaiItem>;

export const NILAI_LIST_AKTIVITAS_MAX = 200;
const daftarAktivitas = (field: string) =>
  z
    .array(
      z.object({
        jenis_aktivitas: z.enum(JENIS_AKTIVITAS_KELAS, { error: `${field}.jenis_aktivitas harus salah satu dari: ${JENIS_AKTIVITAS_KELAS.join(', ')}` }),
        id: z.string().min(1, `${field}.id wajib diisi`).max(100, `${field}.id terlalu panjang`),
      }),
      { error: `${field} wajib berupa daftar` },
    )
    .max(NILAI_LIST_AKTIVITAS_MAX, `${field} paling banyak ${NILAI_LIST_AKTIVITAS_MAX}`);

/**
 * PUT …/komponen/{komponenId}: either the whole list (`list_aktivitas`, spec 2 §7: replaces what feeds the component)
 * or only what the user changed (`tambah`, `hapus`: applied to the list as it is now, so a choice another user made
 * in between stays). The page's modal sends the changes.
 */
export const ubahKomponenBody = z
  .object({
    list_aktivitas: daftarAktivitas('list_aktivitas').optional(),
    tambah: daftarAktivitas('tambah').optional(),
    hapus: daftarAktivitas('hapus').optional(),
  })
  .superRefine((b, ctx) => {
    const perubahan = b.tambah !== undefined || b.hapus !== undefined;
    if (b.list_aktivitas === undefined && !perubahan) ctx.addIssue({ code: 'custom', path: ['list_aktivitas'], message: PESAN_NILAI.komponenPerluSalahSatu });
    else if (b.list_aktivitas !== undefined && perubahan) ctx.addIssue({ code: 'custom', path: ['list_aktivitas'], message: PESAN_NILAI.komponenBukanKeduanya });
  });
export type UbahKomponenBody = z.infer<typeof ubahKomponenBody>;

/** The dry-run diff of one component: per student the value in Siakad now and the value a send would write. */
export const pratinjauKirim = z.object({
  komponen: komponenSikad,
  boleh_kirim: z.boolean(),
  pesan_kirim: z.string().nullable(),
  /** Some score of the component was updated in Siakad: sending needs the overwrite confirmation. */
  perlu_konfirmasi_timpa: z.boolean(),
  /** Rows a send writes now (berubah), which is what the ledger will record; 0: nothing to send. */
  jumlah_berubah: z.number(),
  /** Names this dry-run's changes; a send carrying it (versi_pratinjau) is refused with 409 once they differ. */
  versi: z.string(),
  /** The component's activities not ended yet: a missing score counts as 0 in the value sent. */
  aktivitas_belum_berakhir: z.array(aktivitasRef.extend({ waktu_selesai: z.string().nullable() })),
  /** PESAN_NILAI.belumBerakhir for those activities; null when every activity has ended. */
  peringatan: z.string().nullable(),
  baris: z.array(
    z.object({
      mahasiswa: z.object({ id_user: z.number(), nama: z.string(), nim: z.string() }),
      nilai_sikad: z.number().nullable(),
      nilai_baru: z.number(),
      update_by_sikad: z.boolean(),
      berubah: z.boolean(),
    }),
  ),
});
export type PratinjauKirim = z.infer<typeof pratinjauKirim>;

export const kirimNilaiBody = z.object({
  konfirmasi_timpa: z.boolean().optional().default(false),
  /** The `versi` of the dry-run the user confirmed: the send writes exactly those changes or answers 409. */
  versi_pratinjau: z.string().max(200, 'versi_pratinjau terlalu panjang').optional(),
});

export const HASIL_KIRIM = ['menunggu', 'terkirim', 'gagal'] as const;
export const HASIL_KIRIM_LABEL = { menunggu: 'Menunggu', terkirim: 'Terkirim', gagal: 'Gagal' } as const;

export const riwayatKirimQuery = paginationQuery.extend({ id_komponen: z.coerce.number().int().positive().optional() });
export const riwayatKirimItem = z.object({
  id: z.number(),
  id_kirim: z.number(),
  komponen: z.object({ id: z.number(), label: z.string() }),
  mahasiswa: z.object({ id_user: z.number(), nama: z.string(), nim: z.string() }),
  nilai_lama: z.number().nullable(),
  nilai_baru: z.number(),
  hasil: z.enum(HASIL_KIRIM),
  pesan: z.string().nullable(),
  kunci: z.string(),
  dikirim_oleh: z.string(),
  dibuat_pada: z.string(),
  dikirim_pada: z.string().nullable(),
});
export type RiwayatKirimItem = z.infer<typeof riwayatKirimItem>;

/** Built-in Siakad (operators): lock a class, open an entry window, mark a score as updated in Siakad. */
export const kunciNilaiBody = z.object({ is_nilai_dikunci: z.boolean({ error: 'is_nilai_dikunci wajib berupa boolean' }) });
export const waktuEntriBody = z.object({
  jenis: z.enum(JENIS_KOMPONEN_SIKAD, { error: `jenis harus salah satu dari: ${JENIS_KOMPONEN_SIKAD.join(', ')}` }),
  waktu_entri_nilai_start: z.iso.datetime({ error: 'waktu_entri_nilai_start harus tanggal ISO' }),
  waktu_entri_nilai_end: z.iso.datetime({ error: 'waktu_entri_nilai_end harus tanggal ISO' }),
});
export const updateBySikadParams = komponenParams.extend({ idUser: z.coerce.number().int().positive('idUser tidak valid') });
export const updateBySikadBody = z.object({
  nilai: z.number({ error: 'nilai wajib berupa angka' }).min(0, 'nilai minimal 0').max(100, 'nilai maksimal 100'),
});

/** GET /v2/lms/nilai/kelas_kuliah: the classes whose grades the user may open (/nilai). */
export const nilaiKelasListQuery = paginationQuery.extend({
  search: z.string().max(100, 'search paling banyak 100 karakter').optional(),
  periode: z.coerce.number({ error: 'periode harus berupa angka' }).int().optional(),
});
export const nilaiKelasListItem = z.object({
  id: z.string(),
  periode: z.number(),
  mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
  kelas: z.object({ nama: z.string(), jenis: z.object({ id: z.number(), nama: z.string() }) }),
  mode: z.string(),
});
export type NilaiKelasListItem = z.infer<typeof nilaiKelasListItem>;

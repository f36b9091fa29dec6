import { z } from 'zod';

export const STATUS_KELAS = ['akan_dimulai', 'berlangsung', 'selesai'] as const;
export const MODE_KULIAH = ['online', 'offline', 'campuran'] as const;
export const JABATAN_PENGAJAR = ['dosen_koordinator', 'dosen', 'asisten'] as const;

export const pengajarRingkas = z.object({
  id_dosen: z.number().int(),
  id_user: z.number().int(),
  nidn: z.string(),
  jabatan: z.string(),
  avatar_url: z.string().nullable(),
  gelar_depan: z.string(),
  nama_pengajar: z.string(),
  gelar_akademik: z.string(),
});
export type PengajarRingkas = z.infer<typeof pengajarRingkas>;

/** Class list item (GET /v2/lms/kelas_kuliah), fields of spec 1 §3 'Class'. */
export const kelasListItem = z.object({
  id: z.string(),
  status: z.string(),
  banner_url: z.string().nullable(),
  banner_color_idx: z.number().int(),
  periode: z.number().int(),
  mata_kuliah: z.object({
    id: z.number().int(),
    kode: z.string(),
    nama: z.string(),
    sks: z.number().int(),
    prodi: z.object({ nama: z.string(), jenjang: z.string() }).nullable(),
  }),
  kelas: z.object({
    id_kelas: z.number().int(),
    nama: z.string(),
    jenis: z.object({ nama: z.string() }),
    jenis_kelas: z.number().int(),
  }),
  pengajar: z.array(pengajarRingkas),
  mode_kuliah: z.string(),
  prodi_kelas: z.array(z.object({ nama: z.string(), jenjang: z.string() })),
  lingkup: z.string(),
  kapasitas: z.number().int(),
  kampus: z.object({ nama: z.string() }),
  jumlah_pertemuan: z.number().int(),
  jumlah_peserta: z.number().int(),
  jadwal: z.array(z.object({ hari: z.number().int(), jam_mulai: z.string(), jam_selesai: z.string() })),
});
export type KelasListItem = z.infer<typeof kelasListItem>;

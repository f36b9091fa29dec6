import { JENIS_IMPORT_LABEL, type JenisImport } from '../akademik/import-master';
import { formatPersen } from '../format/numbers';
import { JABATAN_PENGAJAR_LABEL, type JabatanPengajar } from '../status';

/**
 * Detail texts of the activity-log entries of meetings, classes, master-data imports and files (what 'Riwayat
 * Aktivitas' and the operator's log show). `kelas` is the class as people name it: '<mata kuliah> <label>'.
 */

export const namaKelasLog = (mkNama: string | null | undefined, labelNama: string | null | undefined) =>
  [mkNama, labelNama].filter((s) => s && s.trim()).join(' ') || '-';

const daftar = (bagian: readonly string[]) => (bagian.length ? `: ${bagian.join(', ')}` : '');

export const DETAIL_LOG_PERTEMUAN = {
  buat: (jumlah: number, kelas: string, ulang: boolean) => `${ulang ? 'Membuat ulang' : 'Membuat'} ${jumlah} pertemuan kelas ${kelas} dari jadwal`,
  /** `bagian`: what changed, e.g. ['judul', 'jadwal']. */
  ubah: (nomor: number, kelas: string, bagian: readonly string[]) => `Mengubah pertemuan ${nomor} kelas ${kelas}${daftar(bagian)}`,
  mulai: (nomor: number, kelas: string) => `Memulai pertemuan ${nomor} kelas ${kelas}`,
  akhiri: (nomor: number, kelas: string) => `Mengakhiri pertemuan ${nomor} kelas ${kelas}`,
  tambahTeks: (judul: string, nomor: number, kelas: string) => `Menambahkan teks "${judul}" pada pertemuan ${nomor} kelas ${kelas}`,
  ubahTeks: (judul: string, nomor: number, kelas: string) => `Mengubah teks "${judul}" pada pertemuan ${nomor} kelas ${kelas}`,
  hapusTeks: (judul: string, nomor: number, kelas: string) => `Menghapus teks "${judul}" dari pertemuan ${nomor} kelas ${kelas}`,
} as const;

/** Names of the meeting fields an edit may change, as the log lists them. */
export const BAGIAN_PERTEMUAN_LABEL = {
  judul: 'judul',
  deskripsi: 'deskripsi',
  jenis: 'jenis pertemuan',
  parameter_kehadiran: 'parameter kehadiran',
  waktu_batas_aktivitas: 'batas waktu aktivitas',
  default_deadline_materi: 'deadline materi',
  jadwal: 'jadwal',
} as const;

export const DETAIL_LOG_KELAS = {
  banner: (kelas: string, bawaan: boolean) => (bawaan ? `Memakai banner bawaan untuk kelas ${kelas}` : `Mengganti banner kelas ${kelas}`),
  ketua: (nim: string, nama: string, kelas: string, jadiKetua: boolean) =>
    jadiKetua ? `Menjadikan ${nama} (${nim}) ketua kelas ${kelas}` : `Mengembalikan ${nama} (${nim}) menjadi peserta kelas ${kelas}`,
  jabatan: (nama: string, jabatan: JabatanPengajar, kelas: string) => `Mengubah jabatan ${nama} menjadi ${JABATAN_PENGAJAR_LABEL[jabatan]} di kelas ${kelas}`,
  silabus: (kelas: string, ditambah: number, dihapus: number) => {
    const file = [ditambah ? `${ditambah} lampiran ditambahkan` : '', dihapus ? `${dihapus} lampiran dihapus` : ''].filter(Boolean);
    return `Mengubah silabus kelas ${kelas}${file.length ? ` (${file.join(', ')})` : ''}`;
  },
} as const;

export const DETAIL_LOG_IMPOR = {
  berhasil: (jenis: JenisImport, namaFile: string, total: number) => `Import ${JENIS_IMPORT_LABEL[jenis]} dari ${namaFile}: ${total} baris diterapkan`,
  ditolak: (jenis: JenisImport, namaFile: string, ditolak: number, total: number) =>
    `Import ${JENIS_IMPORT_LABEL[jenis]} dari ${namaFile} dibatalkan: ${ditolak} dari ${total} baris ditolak`,
} as const;

export const DETAIL_LOG_FILE = {
  unggah: (nama: string) => `Mengunggah file ${nama}`,
  hapus: (nama: string) => `Menghapus file ${nama}`,
  bersihkan: 'Menjalankan pembersihan file tak terpakai',
} as const;

/** A video or audio material played up to the share its attendance requires (`persen`: the share reached). */
export const DETAIL_LOG_MATERI_PUTAR = {
  video: (judul: string, persen: number) => `Menonton materi "${judul}" sampai ${formatPersen(persen)}`,
  audio: (judul: string, persen: number) => `Mendengarkan materi "${judul}" sampai ${formatPersen(persen)}`,
} as const;

export const DETAIL_LOG_TUGAS_UNDUH = (judul: string) => `Meminta unduh semua pengumpulan tugas "${judul}"`;

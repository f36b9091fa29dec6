import { formatUkuranFile, pesanTipeFileTidakDiizinkan } from '../format/numbers';

/** Texts of the materials area: spec 2 §5 ('Material save', upload control), §8, and our own where the spec is silent. */
export const PESAN_MATERI = {
  // spec 2 §5, exactly
  belumLengkap: 'Pengisian Data Belum Lengkap!',
  pertemuanWajib: 'Pertemuan wajib dipilih!',
  judulWajib: 'Judul wajib diisi!',
  deskripsiWajib: 'Deskripsi wajib diisi!',
  tipeWajib: 'Tipe wajib dipilih!',
  jenisWajib: 'Jenis wajib dipilih!',
  waktuTampilWajib: 'Tanggal & Jam Mulai Tampil wajib dipilih!',
  materiWajib: 'Materi wajib dipilih!',
  urlTidakDapatDiunduh: 'URL tidak dapat didownload!',
  tipeTidakDiizinkan: pesanTipeFileTidakDiizinkan,
  ukuranMaksimal: (maxBytes: number) => `Ukuran maksimal ${formatUkuranFile(maxBytes)}`,
  // spec 2 §8 / spec 1 §8
  berhasilCopyId: 'Berhasil Copy ID',
  copied: 'Copied',
  cannotCopy: 'Cannot copy',
  // the rules of spec 2 §4 'Material display', in the same voice
  deadlineWajib: 'Deadline wajib dipilih!',
  urlWajib: 'URL materi wajib diisi!',
  urlTidakValid: 'URL materi tidak valid!',
  waktuTampilLampau: 'Tanggal & Jam Mulai Tampil tidak boleh sebelum waktu sekarang!',
  deadlineSetelahTampil: (menit: number) => `Deadline minimal ${menit} menit setelah waktu mulai tampil!`,
  deadlineLampau: 'Deadline tidak boleh sebelum waktu sekarang!',
  offlineTanpaSyarat: 'Pertemuan offline tidak dapat mensyaratkan kehadiran',
  pertemuanLainKelas: 'Materi hanya dapat dipindah ke pertemuan lain pada kelas yang sama',
  salinTerlaluBanyak: (n: number) => `Paling banyak ${n} materi sekali salin`,
  salinKelasSama: 'Materi dari kelas ini tidak perlu disalin',
  tidakDitemukan: 'Materi tidak ditemukan',
  berhasilTambah: 'Berhasil menambahkan materi',
  berhasilUbah: 'Berhasil mengubah materi',
  berhasilHapus: 'Berhasil menghapus materi',
  berhasilSalin: (n: number) => `Berhasil menyalin ${n} materi`,
  // proof of use
  hanyaPeserta: 'Hanya peserta kelas yang kehadirannya dicatat dari materi',
  bukanEbook: 'Materi ini bukan e-book',
  bukanMedia: 'Materi ini bukan video atau audio',
  bukanUrl: 'Materi ini bukan tautan (URL)',
  bukaDulu: 'Buka materi terlebih dahulu',
  bacaBelumCukup: (sisaDetik: number) => `Waktu baca belum terpenuhi, tunggu ${sisaDetik} detik lagi`,
  berhasilBaca: 'Materi sudah dibaca',
  tiketTidakBerlaku: 'Tautan pemutaran tidak berlaku lagi, buka ulang materi',
  syaratKehadiran: 'Materi ini menjadi syarat kehadiran',
  sudahTerpenuhi: 'Syarat kehadiran terpenuhi',
  belumTerpenuhi: 'Syarat kehadiran belum terpenuhi',
} as const;

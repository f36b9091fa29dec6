/**
 * Exams (spec 2 §2 exam screens, §3 'Exam', 'Student attempt', §4, §5 'Exam form', §8, §9): the vocabulary, limits
 * and Indonesian texts both sides use.
 */

export const JENIS_UJIAN = ['kuis', 'uts', 'uas', 'remedial'] as const;
export type JenisUjian = (typeof JENIS_UJIAN)[number];
export const JENIS_UJIAN_LABEL: Record<JenisUjian, string> = { kuis: 'Kuis', uts: 'UTS', uas: 'UAS', remedial: 'Remedial' };

export const SIFAT_UJIAN = ['close', 'open'] as const;
export type SifatUjian = (typeof SIFAT_UJIAN)[number];
export const SIFAT_UJIAN_LABEL: Record<SifatUjian, string> = { close: 'Tutup Buku', open: 'Buku Terbuka' };

/** Exam window state (spec 2 §4); 'berlangsung' is shown 'sedang berlangsung'. */
export const STATUS_UJIAN = ['belum_dimulai', 'berlangsung', 'selesai'] as const;
export type StatusUjian = (typeof STATUS_UJIAN)[number];
export const STATUS_UJIAN_META: Record<StatusUjian, { label: string; color: string }> = {
  belum_dimulai: { label: 'Belum Dimulai', color: 'gray' },
  berlangsung: { label: 'Sedang Berlangsung', color: 'green' },
  selesai: { label: 'Selesai', color: 'blue' },
};

/** A student's attempt state (spec 2 §4). */
export const STATUS_PENGERJAAN = ['belum_dimulai', 'sedang_berlangsung', 'selesai'] as const;
export type StatusPengerjaan = (typeof STATUS_PENGERJAAN)[number];

/** How an attempt was closed: by the student, by the server at the deadline, by a teacher. */
export const CARA_SELESAI = ['kirim', 'waktu_habis', 'paksa'] as const;
export type CaraSelesai = (typeof CARA_SELESAI)[number];
export const CARA_SELESAI_LABEL: Record<CaraSelesai, string> = {
  kirim: 'Dikirim peserta',
  waktu_habis: 'Ditutup otomatis saat waktu habis',
  paksa: 'Diakhiri oleh pengajar',
};

/** Question-group rules: every question, k drawn at random per student, or every question shown and k to answer. */
export const ATURAN_KELOMPOK = ['semua', 'random', 'sebagian'] as const;
export type AturanKelompok = (typeof ATURAN_KELOMPOK)[number];
export const ATURAN_KELOMPOK_LABEL: Record<AturanKelompok, string> = {
  semua: 'Semua soal',
  random: 'Acak sebagian soal per peserta',
  sebagian: 'Peserta menjawab sebagian soal',
};

/** Closed-book violations (spec 2 §4) and the fullscreen failure the page logs. */
export const JENIS_PELANGGARAN = ['keluar_halaman', 'buka_tab', 'keluar_fullscreen', 'fullscreen_tidak_didukung'] as const;
export type JenisPelanggaran = (typeof JENIS_PELANGGARAN)[number];
export const JENIS_PELANGGARAN_LABEL: Record<JenisPelanggaran, string> = {
  keluar_halaman: 'Keluar dari halaman ujian',
  buka_tab: 'Membuka tab atau aplikasi lain',
  keluar_fullscreen: 'Keluar dari fullscreen',
  fullscreen_tidak_didukung: 'Fullscreen API is not supported.',
};

/** spec 2 §9: minimum duration and minimum window, minutes. */
export const MIN_DURASI_MENIT = 5;
export const MIN_RENTANG_MENIT = 5;
export const MAX_DURASI_MENIT = 24 * 60;
export const MAX_JUDUL_UJIAN = 200;
export const MAX_DESKRIPSI_UJIAN = 20_000;
export const MAX_NAMA_KELOMPOK = 100;
export const MAX_KELOMPOK_PER_UJIAN = 20;
export const MAX_SOAL_PER_UJIAN = 200;
export const MAX_PESERTA_REMEDIAL = 2_000;
export const MAX_TEKS_JAWABAN = 50_000;
export const MAX_FILE_JAWABAN = 5;
export const MAX_ISI_PENGUMUMAN = 1_000;
export const MAX_TAMBAHAN_MENIT = 240;
/** Copy dialogs: 10 per page (spec 2 §9). */
export const UJIAN_SALIN_PER_PAGE = 10;
/** A save that left the browser before the deadline may land a moment after it. */
export const TOLERANSI_SIMPAN_MS = 2_000;
/** The page pings when it has not saved for this long; the monitor calls a taker 'terputus' after twice that. */
export const INTERVAL_PING_MS = 30_000;
/** Exam toasts last 5 seconds (spec 2 §8). */
export const DURASI_TOAST_UJIAN_MS = 5_000;

export const PESAN_UJIAN = {
  // exam form (spec 2 §5)
  pertemuanWajib: 'Pertemuan wajib diisi',
  durasiWajib: 'Durasi wajib diisi',
  durasiMin: `Durasi tidak boleh kurang dari ${MIN_DURASI_MENIT} menit`,
  durasiMaks: `Durasi maksimal ${MAX_DURASI_MENIT} menit`,
  pilihUjian: 'Pilih ujian terlebih dahulu',
  jenisWajib: 'Jenis wajib diisi',
  ujianUtamaWajib: 'Ujian utama wajib diisi',
  judulWajib: 'Judul wajib diisi',
  judulMaks: `Judul maksimal ${MAX_JUDUL_UJIAN} karakter`,
  deskripsiWajib: 'Deskripsi wajib diisi',
  deskripsiMaks: `Deskripsi maksimal ${MAX_DESKRIPSI_UJIAN} karakter`,
  waktuMulaiWajib: 'Waktu mulai wajib diisi',
  waktuSelesaiWajib: 'Waktu selesai wajib diisi',
  rentangMin: `Rentang waktu tidak boleh kurang dari ${MIN_RENTANG_MENIT} menit`,
  rentangKurangDurasi: 'Rentang waktu tidak boleh kurang dari durasi',
  selesaiSebelumMulai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  mulaiSebelumKemarin: 'Waktu mulai tidak boleh sebelum kemarin',
  waktuTampilKunciWajib: 'Waktu tampil kunci wajib diisi',
  waktuTampilKunciSebelumSelesai: 'Waktu tampil kunci tidak boleh kurang dari waktu selesai',
  pesertaRemedialWajib: 'Peserta remedial wajib diisi',
  pesertaRemedialBukanPeserta: (nim: string) => `NIM ${nim} bukan peserta kelas ini`,
  ujianUtamaTidakValid: 'Ujian utama harus kuis, UTS atau UAS pada kelas yang sama',
  ujianPunyaRemedial: 'Kuis/ujian yang memiliki remedial tidak dapat diubah menjadi remedial',
  pertemuanLainKelas: 'Pertemuan harus pada kelas yang sama',
  // delete confirmations (spec 2 §8)
  hapusDenganRemedial:
    'Kuis/Ujian ini sudah dikerjakan peserta dan memiliki ujian remedial. Apakah Anda yakin untuk menghapus semua data pengerjaan kuis/ujian dan ujian remedialnya?',
  hapusDenganPengerjaan: 'Ujian ini sudah berisi pengerjaan ujian dari peserta kelas. Apakah Anda yakin menghapus semua data ujian ini? Setelah klik Ya, ujian terhapus.',
  hapusKonfirmasi: 'Anda yakin ingin menghapus kuis/ujian ini?',
  // question groups and questions
  namaKelompokWajib: 'Nama kelompok soal wajib diisi',
  jumlahWajibDijawabWajib: 'Jumlah soal wajib dijawab wajib diisi',
  jumlahWajibDijawabMin: 'Jumlah soal wajib dijawab minimal 1',
  kelompokMaks: `Maksimal ${MAX_KELOMPOK_PER_UJIAN} kelompok soal per kuis/ujian`,
  soalMaks: `Maksimal ${MAX_SOAL_PER_UJIAN} soal per kuis/ujian`,
  soalTerkunci: 'Soal tidak dapat ditambah atau dihapus karena kuis/ujian sudah dikerjakan peserta',
  jenisSoalTetap: 'Jenis soal tidak dapat diubah',
  jumlahPilihanTetap: 'Jumlah pilihan jawaban tidak dapat diubah karena kuis/ujian sudah dikerjakan peserta',
  tidakAdaSoalDipilih: 'Tidak ada soal yang dipilih',
  kelompokTidakDitemukan: 'Kelompok soal tidak ditemukan',
  soalTidakDitemukan: 'Soal tidak ditemukan',
  // taking
  ujianTidakDitemukan: 'Kuis/ujian tidak ditemukan',
  belumDimulai: 'Kuis/ujian belum dimulai',
  sudahBerakhir: 'Waktu pengerjaan kuis/ujian telah berakhir',
  sudahSelesai: 'Anda sudah menyelesaikan kuis/ujian ini',
  belumMulai: 'Anda belum memulai kuis/ujian ini',
  bukanPesertaRemedial: 'Anda bukan peserta ujian remedial ini',
  belumAdaSoal: 'Kuis/ujian belum memiliki soal',
  soalBukanPengerjaan: 'Soal tidak termasuk dalam pengerjaan Anda',
  jawabanTidakSesuai: 'Jawaban tidak sesuai dengan jenis soal',
  fileTidakValid: 'File jawaban harus diunggah untuk soal ini oleh Anda',
  jenisFileDitolak: 'Jenis file tidak diterima untuk soal ini',
  teksTidakDiterima: 'Soal ini tidak menerima jawaban teks',
  pengerjaanTidakDitemukan: 'Pengerjaan tidak ditemukan',
  // the Informasi modal (spec 2 §2)
  informasiJudul: 'Informasi',
  informasiCatatan: [
    'Pastikan koneksi internet Anda stabil selama mengerjakan kuis/ujian.',
    'Siapkan perangkat dan penyedia internet cadangan bila terjadi gangguan.',
    'Baca setiap soal dengan teliti sebelum menjawab.',
    'Perhatikan sisa waktu pengerjaan yang ditampilkan.',
  ],
  informasiSetuju: 'Saya sudah membaca dan memahami informasi di atas dan siap memulai pengerjaan kuis/ujian',
  mulaiUjian: 'Mulai Ujian',
  lanjutkanUjian: 'Lanjutkan Ujian',
  // tabs and picker (spec 2 §2)
  tabBuat: 'Buat Kuis/Ujian Baru',
  tabSalin: 'Salin Kuis/Ujian Lain',
  // success
  berhasilTambah: 'Berhasil menambah kuis/ujian',
  berhasilUbah: 'Berhasil mengubah kuis/ujian',
  berhasilHapus: 'Berhasil menghapus kuis/ujian',
  berhasilSalin: 'Berhasil menyalin kuis/ujian',
  berhasilMulai: 'Pengerjaan kuis/ujian dimulai',
  berhasilKirim: 'Jawaban kuis/ujian berhasil dikirim',
  berhasilTambahKelompok: 'Berhasil menambah kelompok soal',
  berhasilUbahKelompok: 'Berhasil mengubah kelompok soal',
  berhasilHapusKelompok: 'Berhasil menghapus kelompok soal',
  berhasilTambahSoal: 'Berhasil menambah soal',
  berhasilUbahSoal: 'Berhasil mengubah soal',
  berhasilHapusSoal: 'Berhasil menghapus soal',
  berhasilSalinSoal: (n: number) => `Berhasil menyalin ${n} soal`,
  berhasilPengumuman: 'Pengumuman terkirim ke semua peserta',
  berhasilPaksaSelesai: 'Pengerjaan peserta diakhiri',
  berhasilAkomodasi: 'Berhasil menyimpan tambahan waktu',
  // live
  isiPengumumanWajib: 'Isi pengumuman wajib diisi',
  isiPengumumanMaks: `Isi pengumuman maksimal ${MAX_ISI_PENGUMUMAN} karakter`,
  tambahanMenitTidakValid: `Tambahan waktu harus 0 sampai ${MAX_TAMBAHAN_MENIT} menit`,
} as const;

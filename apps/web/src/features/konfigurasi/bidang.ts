import { COLOR_MODES, PELAKU_INTEGRASI_LABEL, PELAKU_INTEGRASI_NILAI, TIMEZONES, type BagianPengaturan } from '@lms/shared';

/**
 * The fields of each settings section as the form shows them: `path` inside the section, Indonesian label,
 * control and unit. Pure data, so the form stays one generic component.
 */
export type Bidang =
  | { path: string; label: string; jenis: 'angka'; satuan?: string; min?: number; max?: number; desimal?: boolean }
  | { path: string; label: string; jenis: 'saklar' }
  | { path: string; label: string; jenis: 'teks' }
  | { path: string; label: string; jenis: 'pilihan'; opsi: { value: string; label: string }[] }
  | { path: string; label: string; jenis: 'daftar' };
export type Kelompok = { judul: string; bidang: Bidang[] };

const mb = (path: string, label: string): Bidang => ({ path, label, jenis: 'angka', satuan: 'MB', min: 0.01, max: 2000, desimal: true });
const persen = (path: string, label: string): Bidang => ({ path, label, jenis: 'angka', satuan: '%', min: 0, max: 100 });
const menit = (path: string, label: string, max = 1440): Bidang => ({ path, label, jenis: 'angka', satuan: 'menit', min: 0, max });
const saklar = (path: string, label: string): Bidang => ({ path, label, jenis: 'saklar' });

const syaratDosen = (p: string, judul: string): Kelompok => ({
  judul,
  bidang: [
    saklar(`${p}.mulai_kuliah`, 'Wajib memulai kuliah'),
    saklar(`${p}.akhiri_kuliah`, 'Wajib mengakhiri kuliah'),
    saklar(`${p}.aktivitas_kuliah`, 'Wajib ada aktivitas kuliah'),
    saklar(`${p}.presentase_kehadiran_kelas`, 'Wajib memenuhi persentase kehadiran kelas'),
    persen(`${p}.presentase_kehadiran_kelas_persen`, 'Persentase kehadiran kelas minimal'),
  ],
});

export const BIDANG_PENGATURAN: Record<Exclude<BagianPengaturan, 'pengaturan_nilai'>, Kelompok[]> = {
  pengaturan_sistem: [
    {
      judul: 'Umum',
      bidang: [
        { path: 'time_zone', label: 'Zona waktu', jenis: 'pilihan', opsi: TIMEZONES.map((t) => ({ value: t.id, label: `${t.label} (${t.id})` })) },
        { path: 'sapaan', label: 'Sapaan di beranda', jenis: 'teks' },
      ],
    },
    {
      judul: 'Ukuran maksimal file',
      bidang: [
        mb('ukuran_max_file.banner', 'Banner kelas'),
        mb('ukuran_max_file.silabus', 'Silabus'),
        mb('ukuran_max_file.materi.ebook', 'Materi e-book / dokumen'),
        mb('ukuran_max_file.materi.video', 'Materi video'),
        mb('ukuran_max_file.materi.audio', 'Materi audio'),
        mb('ukuran_max_file.materi.archive', 'Materi arsip'),
        mb('ukuran_max_file.tugas.lampiran_soal', 'Lampiran soal tugas'),
        mb('ukuran_max_file.tugas.lampiran_jawaban', 'Lampiran jawaban tugas'),
        mb('ukuran_max_file.ujian.lampiran_soal', 'Lampiran soal ujian'),
        mb('ukuran_max_file.ujian.lampiran_kunci', 'Lampiran kunci ujian'),
        mb('ukuran_max_file.ujian.lampiran_jawaban_esai', 'Lampiran jawaban esai'),
        mb('ukuran_max_file.bank_soal.lampiran_soal', 'Lampiran soal bank soal'),
        mb('ukuran_max_file.bank_soal.lampiran_kunci', 'Lampiran kunci bank soal'),
      ],
    },
  ],
  pengaturan_kelas: [
    {
      judul: 'Syarat kehadiran online mahasiswa',
      bidang: [
        persen('syarat_kehadiran_online_mahasiswa.presentase_progress_minimal_persen', 'Progres minimal'),
        menit('syarat_kehadiran_online_mahasiswa.terlambat_vidcon_menit', 'Batas terlambat vidcon', 600),
        persen('syarat_kehadiran_online_mahasiswa.video_persen', 'Video ditonton minimal'),
        persen('syarat_kehadiran_online_mahasiswa.audio_persen', 'Audio didengar minimal'),
        { path: 'syarat_kehadiran_online_mahasiswa.ebook_detik', label: 'E-book dibaca minimal', jenis: 'angka', satuan: 'detik', min: 0, max: 86400 },
      ],
    },
    syaratDosen('syarat_kehadiran_online_dosen', 'Syarat kehadiran online dosen'),
    syaratDosen('syarat_kehadiran_offline_dosen', 'Syarat kehadiran offline dosen'),
    {
      judul: 'Pertemuan dan ujian',
      bidang: [
        saklar('validasi_kehadiran_dosen', 'Kehadiran dosen perlu validasi'),
        // The API opens a lecturer's attendance editing this many minutes after the meeting started (aturanEdit).
        menit('tampil_tombol_presensi_dosen.mulai', 'Dosen dapat mengubah kehadiran setelah pertemuan dimulai'),
        saklar('ubah_jadwal_pertemuan.online.is_allowed', 'Dosen boleh mengubah jadwal pertemuan online'),
        saklar('ubah_jadwal_pertemuan.offline.is_allowed', 'Dosen boleh mengubah jadwal pertemuan offline'),
        saklar('akses_resume_ujian.tampilkan_soal', 'Tampilkan soal pada resume ujian'),
        saklar('presensi_qr.is_active', 'Presensi dengan kode QR aktif'),
        saklar('minimal_kehadiran_ujian.is_active', 'Batasi UAS dengan kehadiran minimal'),
        persen('minimal_kehadiran_ujian.persen', 'Kehadiran minimal sebelum UAS'),
      ],
    },
  ],
  pelaku_integrasi_nilai: [
    {
      judul: 'Pelaku integrasi nilai ke SIAKAD',
      bidang: (['kelas_kuliah', 'rekap_nilai'] as const).map((h) => ({
        path: h,
        label: h === 'kelas_kuliah' ? 'Halaman nilai kelas kuliah' : 'Halaman rekap nilai',
        jenis: 'pilihan' as const,
        opsi: PELAKU_INTEGRASI_NILAI.map((p) => ({ value: p, label: PELAKU_INTEGRASI_LABEL[p] })),
      })),
    },
  ],
  konfigurasi: [
    {
      judul: 'Konfigurasi perkuliahan',
      bidang: [
        menit('start_lecture', 'Kuliah boleh dimulai sebelum jadwal'),
        menit('end_lecture', 'Kuliah boleh diakhiri setelah jadwal'),
        persen('attendance_percentage', 'Persentase kehadiran kelas'),
        saklar('lecture_activity', 'Kuliah wajib memiliki aktivitas'),
        { path: 'deadline', label: 'Batas waktu materi wajib', jenis: 'angka', satuan: 'hari', min: 0, max: 365 },
      ],
    },
  ],
  multisite: [
    {
      judul: 'Tampilan dan alamat',
      bidang: [
        { path: 'copyright', label: 'Teks hak cipta', jenis: 'teks' },
        { path: 'url_sikad_legacy', label: 'URL SIAKAD lama', jenis: 'teks' },
        { path: 'color_mode', label: 'Mode warna', jenis: 'pilihan', opsi: COLOR_MODES.map((m) => ({ value: m, label: m === 'light' ? 'Terang' : 'Gelap' })) },
        { path: 'hostnames', label: 'Nama host', jenis: 'daftar' },
      ],
    },
  ],
};

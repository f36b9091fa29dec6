import { NILAI_TIDAK_MENGUMPULKAN, roundNilai } from '../format/numbers';

/**
 * Pure rules of the gradebook and of Siakad score entry (spec 2 §4-§6, §8). Scores reach here already scaled to
 * 0..100; null = no submission (the -1.618 marker is only made at the API edge).
 */

/** Siakad component types (spec 2 §3 grade settings: forum, kuis, tugas, uts, uas). */
export const JENIS_KOMPONEN_SIKAD = ['tugas', 'kuis', 'forum', 'uts', 'uas'] as const;
export type JenisKomponenSikad = (typeof JENIS_KOMPONEN_SIKAD)[number];

/** A lecturer may send from the window's start plus 24h 59m 59s through its end, inclusive (spec 2 §6). */
export const JEDA_MULAI_ENTRI_DOSEN_MS = (24 * 3600 + 59 * 60 + 59) * 1000;

export const PESAN_NILAI = {
  tidakDitemukan: 'Kelas kuliah tidak ditemukan',
  komponenTidakDitemukan: 'Komponen nilai tidak ditemukan',
  aktivitasTidakDikenal: 'Aktivitas tidak ditemukan di kelas ini',
  bukanPelaku: 'Anda bukan pelaku integrasi nilai untuk halaman ini',
  bannerDibuka: 'Waktu entri nilai sedang dibuka. Anda dapat mengirim nilai LMS ke Siakad',
  operatorDikunci:
    'Nilai kelas kuliah ini telah dikunci. Untuk mengirim nilai kelas ini ke Siakad, silakan buka kunci terlebih dahulu di Siakad.',
  dosenDibukaDikunci: 'Waktu entri nilai sedang dibuka. Nilai kelas kuliah ini telah dikunci. Anda tidak dapat mengirim nilai LMS ke Siakad.',
  dosenDiluarDikunci: 'Anda berada di luar rentang waktu entri nilai. Nilai kelas kuliah ini telah dikunci. Anda tidak dapat mengirim nilai LMS ke Siakad',
  dosenDiluar: 'Anda berada di luar rentang waktu entri nilai. Anda tidak dapat mengirim nilai LMS ke Siakad.',
  konfirmasiTimpa: 'Nilai telah diupdate di sikad. Update nilai akan mengganti nilai di sikad. Apakah Anda tetap ingin melanjutkan?',
  dikunciUbahKomponen: 'Nilai kelas kuliah ini telah dikunci. Komponen nilai tidak dapat diubah.',
  sedangDihitung: 'Sedang proses perhitungan nilai',
  noData: 'NO DATA',
  legendaStrip: 'Nilai - : Peserta tidak mengumpulkan',
  legendaNol: 'Nilai 0 : Belum dinilai atau diberi nilai 0',
  berhasilSimpanKomponen: 'Berhasil menyimpan komponen nilai',
  berhasilKirim: 'Permintaan kirim nilai ke Siakad diproses',
  siakadBawaanSaja: 'Pengaturan ini hanya tersedia untuk Siakad bawaan',
  gagalKirim: 'Gagal mengirim nilai ke Siakad',
  gagalSimpanKomponen: 'Gagal menyimpan komponen nilai',
  /** SIKAD save failure (spec 2 §8): '{error message}! {server status message}'. */
  pesanGagal: (pesan: string, server: string) => `${pesan}! ${server}`,
  komponenKosong: 'Belum ada aktivitas yang dipilih untuk komponen nilai ini',
  perluKonfirmasiTimpa: 'Nilai telah diupdate di sikad. Kirim ulang dengan konfirmasi untuk mengganti nilai di sikad.',
  waktuEntriTidakValid: 'waktu_entri_nilai_end tidak boleh kurang dari waktu_entri_nilai_start',
  /** The dry-run's count: what the send will write, and so what the ledger will record. */
  pratinjauBerubah: (berubah: number, total: number) => `${berubah} dari ${total} nilai akan berubah di Siakad.`,
  tidakAdaPerubahan: 'Tidak ada nilai yang berubah. Tidak ada yang perlu dikirim ke Siakad.',
  pratinjauKedaluwarsa: 'Nilai telah berubah sejak pratinjau dibuka. Periksa pratinjau yang baru, lalu kirim lagi.',
  /** Activities of the component not ended yet: their missing scores count as 0 in the value sent. */
  belumBerakhir: (n: number, total: number, judul: readonly string[]) =>
    `${n} dari ${total} aktivitas belum berakhir dan dihitung 0 bagi yang belum memiliki nilai: ${judul.join(', ')}`,
  komponenPerluSalahSatu: 'isi list_aktivitas, atau tambah dan hapus',
  komponenBukanKeduanya: 'list_aktivitas tidak boleh dikirim bersama tambah atau hapus',
  tambahHapusSama: 'aktivitas yang sama tidak boleh ada di tambah dan hapus',
} as const;

/** Whether a lecturer is inside the entry window at `now` (instants; the zone only matters for display). */
export function dalamWaktuEntriDosen(now: Date, start: Date | null, end: Date | null): boolean {
  if (!start || !end) return false;
  const t = now.getTime();
  return t >= start.getTime() + JEDA_MULAI_ENTRI_DOSEN_MS && t <= end.getTime();
}

/** Whether the window is open at all (the banner): from its start through its end. */
export function waktuEntriDibuka(now: Date, start: Date | null, end: Date | null): boolean {
  if (!start || !end) return false;
  const t = now.getTime();
  return t >= start.getTime() && t <= end.getTime();
}

export type KeputusanKirim = { boleh: boolean; pesan: string | null };

/**
 * Who may send a component to Siakad now (spec 2 §5, §6, §8): an operator whenever the class is not locked; a lecturer
 * only inside the lecturer window and not locked. The refusal text is one of the four of spec 2 §8.
 */
export function keputusanKirim(peran: 'dosen' | 'operator', now: Date, dikunci: boolean, start: Date | null, end: Date | null): KeputusanKirim {
  return keputusanKirimDalam(peran, peran === 'dosen' && dalamWaktuEntriDosen(now, start, end), dikunci);
}

/** The same decision once it is known whether the lecturer is inside the window (`dalam`; ignored for operators). */
export function keputusanKirimDalam(peran: 'dosen' | 'operator', dalam: boolean, dikunci: boolean): KeputusanKirim {
  if (peran === 'operator') return dikunci ? { boleh: false, pesan: PESAN_NILAI.operatorDikunci } : { boleh: true, pesan: null };
  if (dikunci) return { boleh: false, pesan: dalam ? PESAN_NILAI.dosenDibukaDikunci : PESAN_NILAI.dosenDiluarDikunci };
  return dalam ? { boleh: true, pesan: null } : { boleh: false, pesan: PESAN_NILAI.dosenDiluar };
}

/**
 * Whether a send writes this student's score: Siakad has none yet, or a different one (both at 2 decimals). The
 * dry-run counts these rows and the send records exactly these in the ledger, so the two cannot disagree.
 */
export function nilaiBerubah(lama: number | null, baru: number): boolean {
  return lama === null || roundNilai(lama) !== roundNilai(baru);
}

/** Whether a page actor may integrate grades under the setting pelaku_integrasi_nilai (dosen, operator, dosen_operator). */
export function isPelakuIntegrasi(pelaku: string, peran: 'dosen' | 'operator'): boolean {
  return pelaku === 'dosen_operator' || pelaku === peran;
}

/** A raw score scaled to 0..100 by the activity's maximum, 2 decimals; null stays null (no submission). */
export function skalaNilai(nilai: number | null, nilaiMaks: number): number | null {
  if (nilai === null) return null;
  const maks = nilaiMaks > 0 ? nilaiMaks : 100;
  return roundNilai((nilai / maks) * 100);
}

/**
 * Mean of several activities' scores, 2 decimals: no submission counts as 0 (the student did not do the work); no
 * activity at all gives 0.
 */
export function rataRataNilai(nilai: (number | null)[]): number {
  if (nilai.length === 0) return 0;
  return roundNilai(nilai.reduce<number>((s, n) => s + (n ?? 0), 0) / nilai.length);
}

/** The API edge: null becomes the -1.618 'no submission' marker. */
export const keNilaiApi = (n: number | null): number => (n === null ? NILAI_TIDAK_MENGUMPULKAN : n);

/** Idempotency key of one score write: per class, component, student and send version (the send's id). */
export const kunciIdempotensiNilai = (idKelas: string, idKomponen: number, idMahasiswa: number, versi: number) =>
  `${idKelas}:${idKomponen}:${idMahasiswa}:${versi}`;

/** Display filters on by default (spec 2 §2): these activity types, and Siakad components weighing above 0%. */
export const FILTER_JENIS_BAWAAN = ['tugas', 'kuis', 'forum', 'uts', 'uas'] as const;
export const filterKomponenBawaan = (bobot: number) => bobot > 0;

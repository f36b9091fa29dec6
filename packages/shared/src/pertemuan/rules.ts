import type { StatusPertemuan } from '../status';

/** Indonesian messages of the meetings area (API errors and web notices). */
export const PESAN_PERTEMUAN = {
  tidakDitemukan: 'Pertemuan tidak ditemukan',
  kelasTidakDitemukan: 'Kelas kuliah tidak ditemukan',
  teksTidakDitemukan: 'Teks pertemuan tidak ditemukan',
  sudahDimulai: 'Pertemuan sudah dimulai',
  belumDimulai: 'Pertemuan belum dimulai',
  sudahBerakhir: 'Pertemuan sudah berakhir',
  berhasilDimulai: 'Pertemuan berhasil dimulai',
  berhasilDiakhiri: 'Pertemuan berhasil diakhiri',
  berhasilDiubah: 'Pertemuan berhasil diubah',
  waktuSelesaiSebelumMulai: 'Waktu selesai harus setelah waktu mulai',
  durasiTerlaluPanjang: 'Durasi pertemuan paling lama 24 jam',
  ruanganTidakDitemukan: 'Ruangan tidak ditemukan',
  sesiTidakDitemukan: 'Sesi kuliah tidak ditemukan',
  ubahJadwalTidakDiizinkan: (jenis: string) =>
    `Perubahan jadwal pertemuan ${jenis} tidak diizinkan oleh pengaturan kelas`,
  ubahJadwalSudahDimulai: 'Jadwal tidak dapat diubah karena pertemuan sudah dimulai atau berakhir',
  jadwalBentrok: (n: number) => `Jadwal bentrok dengan ${n} jadwal lain`,
  sudahDibuat: 'Pertemuan kelas ini sudah dibuat. Gunakan ulang=true untuk membuat ulang',
  tidakBisaDibuatUlang: 'Pertemuan tidak dapat dibuat ulang karena sudah ada pertemuan yang dimulai',
  periodeBelumDiatur: 'Tanggal mulai periode kelas ini belum diatur',
  berhasilDibuat: (n: number) => `Berhasil membuat ${n} pertemuan`,
  teksWajib: 'Isi teks wajib diisi',
  cekBentrokBukanPengajar: 'Anda hanya dapat memeriksa jadwal kelas yang Anda ajar',
  pertemuanBukanKelasIni: 'Pertemuan bukan milik kelas ini',
} as const;

export type AksiStatus = 'start' | 'end';

/** belum_dimulai -> berlangsung (start) -> selesai (end); anything else is refused with the reason. */
export function transisiPertemuan(
  status: string,
  aksi: AksiStatus,
): { ok: true; dari: StatusPertemuan; ke: StatusPertemuan } | { ok: false; pesan: string } {
  if (aksi === 'start') {
    if (status === 'belum_dimulai') return { ok: true, dari: 'belum_dimulai', ke: 'berlangsung' };
    return { ok: false, pesan: status === 'berlangsung' ? PESAN_PERTEMUAN.sudahDimulai : PESAN_PERTEMUAN.sudahBerakhir };
  }
  if (status === 'berlangsung') return { ok: true, dari: 'berlangsung', ke: 'selesai' };
  return { ok: false, pesan: status === 'belum_dimulai' ? PESAN_PERTEMUAN.belumDimulai : PESAN_PERTEMUAN.sudahBerakhir };
}

/**
 * pengaturan_kelas.ubah_jadwal_pertemuan.{online|offline}.is_allowed for a meeting's jenis. A campuran meeting is
 * held both ways, so both must allow it. A missing setting means not allowed.
 */
export function bolehUbahJadwal(pengaturanKelas: unknown, jenis: string): boolean {
  const u = (pengaturanKelas as { ubah_jadwal_pertemuan?: Record<string, { is_allowed?: unknown } | undefined> } | null)
    ?.ubah_jadwal_pertemuan;
  const allowed = (k: 'online' | 'offline') => u?.[k]?.is_allowed === true;
  if (jenis === 'online') return allowed('online');
  if (jenis === 'offline') return allowed('offline');
  if (jenis === 'campuran') return allowed('online') && allowed('offline');
  return false;
}

/** Two time ranges clash when each starts before the other ends (touching ends do not clash). */
export function waktuBertumpuk(aMulai: number | Date, aSelesai: number | Date, bMulai: number | Date, bSelesai: number | Date): boolean {
  return +aMulai < +bSelesai && +aSelesai > +bMulai;
}

/** Longest allowed meeting; also bounds the clash search so it stays on the time indexes. */
export const DURASI_PERTEMUAN_MAX_MS = 24 * 3600 * 1000;

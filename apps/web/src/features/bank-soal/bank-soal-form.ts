import { MAX_DESKRIPSI_BANK, MAX_JUDUL_BANK, PESAN_BANK_SOAL, type BankSoalBody, type BankSoalDetail, type BankSoalListItem } from '@lms/shared';

/** The bank modal '{Tambah|Ubah|Duplikat} Data' (spec 2 §2, §5): values, rules and the request body. */
export type ModeBank = 'tambah' | 'ubah' | 'duplikat';
export const JUDUL_MODAL: Record<ModeBank, string> = { tambah: 'Tambah Data', ubah: 'Ubah Data', duplikat: 'Duplikat Data' };
export const SUBJUDUL_MODAL: Record<ModeBank, string> = {
  tambah: 'Tambah Data Bank Soal',
  ubah: 'Ubah Data Bank Soal',
  duplikat: 'Duplikat Data Bank Soal',
};

export type BankSoalValues = {
  judul: string;
  deskripsi: string;
  /** Select values are strings; null while none is picked. */
  id_dosen: string | null;
  id_mata_kuliah: string | null;
  /** 'ditampilkan' | 'disembunyikan' (Tampilan radio). */
  tampilan: 'ditampilkan' | 'disembunyikan';
};

export const TAMPILAN_OPSI = [
  { value: 'ditampilkan', label: PESAN_BANK_SOAL.ditampilkan },
  { value: 'disembunyikan', label: PESAN_BANK_SOAL.disembunyikan },
] as const;

export function nilaiAwalBank(bank?: Pick<BankSoalListItem, 'judul' | 'deskripsi' | 'id_dosen' | 'id_mata_kuliah' | 'ditampilkan'> | BankSoalDetail | null, mode: ModeBank = 'tambah'): BankSoalValues {
  if (!bank) return { judul: '', deskripsi: '', id_dosen: null, id_mata_kuliah: null, tampilan: 'ditampilkan' };
  return {
    judul: mode === 'duplikat' ? `Salinan ${bank.judul}`.slice(0, MAX_JUDUL_BANK) : bank.judul,
    deskripsi: bank.deskripsi,
    id_dosen: String(bank.id_dosen),
    id_mata_kuliah: String(bank.id_mata_kuliah),
    tampilan: bank.ditampilkan ? 'ditampilkan' : 'disembunyikan',
  };
}

/** Field errors in the spec's words; `pilihDosen` only when the operator picks the lecturer. */
export function validasiBank(v: BankSoalValues, pilihDosen: boolean): Partial<Record<keyof BankSoalValues, string>> {
  const e: Partial<Record<keyof BankSoalValues, string>> = {};
  const judul = v.judul.trim();
  if (!judul) e.judul = PESAN_BANK_SOAL.judulWajib;
  else if (judul.length > MAX_JUDUL_BANK) e.judul = PESAN_BANK_SOAL.judulMaks;
  const deskripsi = v.deskripsi.trim();
  if (!deskripsi) e.deskripsi = PESAN_BANK_SOAL.deskripsiWajib;
  else if (deskripsi.length > MAX_DESKRIPSI_BANK) e.deskripsi = PESAN_BANK_SOAL.deskripsiMaks;
  if (pilihDosen && !v.id_dosen) e.id_dosen = PESAN_BANK_SOAL.dosenWajib;
  if (!v.id_mata_kuliah) e.id_mata_kuliah = PESAN_BANK_SOAL.mataKuliahWajib;
  return e;
}

export function toBankBody(v: BankSoalValues, pilihDosen: boolean): BankSoalBody {
  return {
    judul: v.judul.trim(),
    deskripsi: v.deskripsi.trim(),
    ...(pilihDosen && v.id_dosen ? { id_dosen: Number(v.id_dosen) } : {}),
    id_mata_kuliah: Number(v.id_mata_kuliah),
    dibagikan: v.tampilan === 'ditampilkan',
  };
}

import {
  GELAR_MAX,
  NAMA_MAX,
  NIDN_RE,
  NIM_RE,
  PASSWORD_MIN,
  PESAN_PENGGUNA,
  PESAN_VALIDASI,
  USERNAME_RE,
  USIA_MIN_MAHASISWA,
  USIA_MIN_ORANG_TUA,
  ANGKATAN_MAX,
  ANGKATAN_MIN,
  cekTanggalLahir,
  isEmailValid,
  isNikValid,
  isTanggalValid,
  isTeleponValid,
  normalizeHakAkses,
  type PenggunaItem,
  type PeranPengguna,
  type TambahPenggunaInput,
  type UbahPenggunaInput,
} from '@lms/shared';

/**
 * The user modal 'Tambah Pengguna' / 'Ubah Pengguna': values as the inputs hold them, the rules of spec 1 §5 (from
 * @lms/shared, the same the API applies) and the request body. Identities (NIM, NIDN, username) are set once.
 */
export type PenggunaValues = {
  nama: string;
  email: string;
  telepon: string;
  nik: string;
  /** Students: NIM (also the username). Lecturers: NIDN. */
  nomor_induk: string;
  /** Lecturers (optional, default NIDN) and operators. */
  username: string;
  password: string;
  gelar_depan: string;
  gelar_akademik: string;
  /** Select value; null while none is picked. */
  id_prodi: string | null;
  angkatan: string;
  tanggal_lahir: string;
  nama_orang_tua: string;
  tanggal_lahir_orang_tua: string;
};

export type PenggunaErrors = Partial<Record<keyof PenggunaValues, string>>;

export function nilaiAwalPengguna(item?: PenggunaItem | null): PenggunaValues {
  return {
    nama: item?.nama ?? '',
    email: item?.email ?? '',
    telepon: item?.telepon ?? '',
    nik: item?.nik ?? '',
    nomor_induk: item?.nomor_induk ?? '',
    username: item?.username ?? '',
    password: '',
    gelar_depan: item?.gelar_depan ?? '',
    gelar_akademik: item?.gelar_akademik ?? '',
    id_prodi: item?.prodi ? String(item.prodi.id) : null,
    angkatan: item?.angkatan ? String(item.angkatan) : '',
    tanggal_lahir: item?.tanggal_lahir ?? '',
    nama_orang_tua: item?.nama_orang_tua ?? '',
    tanggal_lahir_orang_tua: item?.tanggal_lahir_orang_tua ?? '',
  };
}

const wajib = (v: string) => v.trim() !== '';

/** Field errors for the role; `baru` when creating (identities and the password are asked then); `hariIni` YYYY-MM-DD. */
export function validasiPengguna(v: PenggunaValues, peran: PeranPengguna, baru: boolean, hariIni: string): PenggunaErrors {
  const e: PenggunaErrors = {};
  const nama = v.nama.trim();
  if (!nama) e.nama = PESAN_VALIDASI.wajib;
  else if (nama.length > NAMA_MAX) e.nama = PESAN_VALIDASI.maks(NAMA_MAX);
  if (wajib(v.email) && !isEmailValid(v.email.trim())) e.email = PESAN_VALIDASI.email;
  if (wajib(v.telepon) && !isTeleponValid(v.telepon.trim())) e.telepon = PESAN_VALIDASI.telepon;
  if (wajib(v.nik) && !isNikValid(v.nik.trim())) e.nik = PESAN_VALIDASI.nik;
  if (baru) {
    if (peran === 'mahasiswa' && !NIM_RE.test(v.nomor_induk.trim())) e.nomor_induk = PESAN_PENGGUNA.nim;
    if (peran === 'dosen' && !NIDN_RE.test(v.nomor_induk.trim())) e.nomor_induk = PESAN_PENGGUNA.nidn;
    const perluUsername = peran === 'operator' || (peran === 'dosen' && wajib(v.username));
    if (perluUsername && !USERNAME_RE.test(v.username.trim())) e.username = PESAN_PENGGUNA.username;
    if (v.password.length < PASSWORD_MIN) e.password = PESAN_PENGGUNA.password;
  }
  if (peran === 'mahasiswa') {
    if (!v.id_prodi) e.id_prodi = 'wajib dipilih';
    const angkatan = Number(v.angkatan);
    if (!wajib(v.angkatan)) e.angkatan = PESAN_VALIDASI.wajib;
    else if (!Number.isInteger(angkatan) || angkatan < ANGKATAN_MIN || angkatan > ANGKATAN_MAX) e.angkatan = `harus tahun ${ANGKATAN_MIN}-${ANGKATAN_MAX}`;
  }
  if (peran === 'dosen') {
    if (v.gelar_depan.trim().length > GELAR_MAX) e.gelar_depan = PESAN_VALIDASI.maks(GELAR_MAX);
    if (v.gelar_akademik.trim().length > GELAR_MAX) e.gelar_akademik = PESAN_VALIDASI.maks(GELAR_MAX);
  }
  if (peran !== 'operator') {
    const tanggal: [keyof PenggunaValues, string, number | undefined][] = [['tanggal_lahir', v.tanggal_lahir, peran === 'mahasiswa' ? USIA_MIN_MAHASISWA : undefined]];
    if (peran === 'mahasiswa') tanggal.push(['tanggal_lahir_orang_tua', v.tanggal_lahir_orang_tua, USIA_MIN_ORANG_TUA]);
    for (const [field, value, usia] of tanggal) {
      if (!value) continue;
      const pesan = isTanggalValid(value) ? cekTanggalLahir(value, hariIni, usia) : PESAN_VALIDASI.tanggal;
      if (pesan) e[field] = pesan;
    }
  }
  return e;
}

const teks = (v: string) => v.trim();
const tanggalAtauNull = (v: string) => (v ? v : null);

const umum = (v: PenggunaValues) => ({ nama: teks(v.nama), email: teks(v.email), telepon: teks(v.telepon), nik: teks(v.nik) });
const dataMahasiswa = (v: PenggunaValues) => ({
  ...umum(v),
  id_prodi: Number(v.id_prodi),
  angkatan: Number(v.angkatan),
  tanggal_lahir: tanggalAtauNull(v.tanggal_lahir),
  nama_orang_tua: teks(v.nama_orang_tua),
  tanggal_lahir_orang_tua: tanggalAtauNull(v.tanggal_lahir_orang_tua),
});
const dataDosen = (v: PenggunaValues) => ({
  ...umum(v),
  gelar_depan: teks(v.gelar_depan),
  gelar_akademik: teks(v.gelar_akademik),
  id_prodi: v.id_prodi ? Number(v.id_prodi) : null,
  tanggal_lahir: tanggalAtauNull(v.tanggal_lahir),
});

/** POST /v2/lms/pengguna; a new operator starts with no access (the access form follows). */
export function toTambahBody(v: PenggunaValues, peran: PeranPengguna): TambahPenggunaInput {
  if (peran === 'mahasiswa') return { role: 'mahasiswa', nim: teks(v.nomor_induk), password: v.password, ...dataMahasiswa(v) };
  if (peran === 'dosen') return { role: 'dosen', nidn: teks(v.nomor_induk), username: teks(v.username), password: v.password, ...dataDosen(v) };
  return { role: 'operator', username: teks(v.username), password: v.password, hak_akses: normalizeHakAkses({}), ...umum(v) };
}

/** PUT /v2/lms/pengguna/{id}. */
export function toUbahBody(v: PenggunaValues, peran: PeranPengguna): UbahPenggunaInput {
  if (peran === 'mahasiswa') return { role: 'mahasiswa', ...dataMahasiswa(v) };
  if (peran === 'dosen') return { role: 'dosen', ...dataDosen(v) };
  return { role: 'operator', ...umum(v) };
}

/** A random password for 'Buat password' (letters and digits, no look-alikes). */
export function buatPasswordAcak(panjang = 12, random: (n: number) => number = (n) => Math.floor(Math.random() * n)): string {
  const huruf = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let out = '';
  while (out.length < panjang) out += huruf[random(huruf.length)];
  // At least one digit, so it reads as a password to people who expect one.
  return /\d/.test(out) ? out : `${out.slice(0, -1)}7`;
}

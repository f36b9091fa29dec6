import { describe, expect, it } from 'vitest';
import { PESAN_PENGGUNA, PESAN_VALIDASI, normalizeHakAkses, tambahPenggunaBody, ubahPenggunaBody, type PenggunaItem } from '@lms/shared';
import { buatPasswordAcak, nilaiAwalPengguna, toTambahBody, toUbahBody, validasiPengguna, type PenggunaValues } from './pengguna-form';

const TODAY = '2026-11-21';
const mhs = (patch: Partial<PenggunaValues> = {}): PenggunaValues => ({
  ...nilaiAwalPengguna(null),
  nama: 'Dimas Saputra',
  nomor_induk: '2025101001',
  password: 'rahasia123',
  id_prodi: '3',
  angkatan: '2025',
  ...patch,
});

describe('user form rules (spec 1 §5, the rules of @lms/shared)', () => {
  it('a complete student passes and makes a body the API schema accepts', () => {
    expect(validasiPengguna(mhs(), 'mahasiswa', true, TODAY)).toEqual({});
    const body = toTambahBody(mhs({ telepon: ' 081234567890 ', tanggal_lahir: '2007-01-01' }), 'mahasiswa');
    expect(tambahPenggunaBody.parse(body)).toMatchObject({ role: 'mahasiswa', nim: '2025101001', id_prodi: 3, angkatan: 2025, telepon: '081234567890', tanggal_lahir: '2007-01-01' });
  });

  it('names each broken rule on its field', () => {
    const e = validasiPengguna(
      mhs({ nama: ' ', email: 'x@', telepon: '12345', nik: '123', nomor_induk: '!', password: 'abc', id_prodi: null, angkatan: '20x5', tanggal_lahir: '2012-01-01', tanggal_lahir_orang_tua: '2000-01-01' }),
      'mahasiswa',
      true,
      TODAY,
    );
    expect(e).toEqual({
      nama: PESAN_VALIDASI.wajib,
      email: PESAN_VALIDASI.email,
      telepon: PESAN_VALIDASI.telepon,
      nik: PESAN_VALIDASI.nik,
      nomor_induk: PESAN_PENGGUNA.nim,
      password: PESAN_PENGGUNA.password,
      id_prodi: 'wajib dipilih',
      angkatan: 'harus tahun 1950-2100',
      tanggal_lahir: PESAN_VALIDASI.usiaMinimal(15, '2011-11-21'),
      tanggal_lahir_orang_tua: PESAN_VALIDASI.usiaMinimal(30, '1996-11-21'),
    });
  });

  it('asks identities and the password only when adding; a lecturer may leave the username empty', () => {
    expect(validasiPengguna(mhs({ nomor_induk: '', password: '' }), 'mahasiswa', false, TODAY)).toEqual({});
    const dosen = { ...nilaiAwalPengguna(null), nama: 'Rina', nomor_induk: '0101019901', password: 'rahasia123' };
    expect(validasiPengguna(dosen, 'dosen', true, TODAY)).toEqual({});
    expect(validasiPengguna({ ...dosen, nomor_induk: '123' }, 'dosen', true, TODAY).nomor_induk).toBe(PESAN_PENGGUNA.nidn);
    expect(validasiPengguna({ ...dosen, tanggal_lahir: '2026-11-22' }, 'dosen', true, TODAY).tanggal_lahir).toBe(PESAN_VALIDASI.setelahHariIni);
    expect(validasiPengguna({ ...nilaiAwalPengguna(null), nama: 'Op', password: 'rahasia123' }, 'operator', true, TODAY).username).toBe(PESAN_PENGGUNA.username);
  });

  it('a new operator starts with no access; an edit sends the role and personal data only', () => {
    const op = toTambahBody({ ...nilaiAwalPengguna(null), nama: 'Op', username: 'op.baru', password: 'rahasia123' }, 'operator');
    expect(op).toMatchObject({ role: 'operator', username: 'op.baru', hak_akses: normalizeHakAkses({}) });
    const item = { nama: 'Budi', email: '', telepon: '', nik: '', nomor_induk: '0412078501', username: 'dosen', gelar_depan: 'Dr.', gelar_akademik: 'M.Kom.', prodi: null, angkatan: null, tanggal_lahir: null, nama_orang_tua: '', tanggal_lahir_orang_tua: null } as unknown as PenggunaItem;
    const body = toUbahBody(nilaiAwalPengguna(item), 'dosen');
    expect(ubahPenggunaBody.parse(body)).toEqual({ role: 'dosen', nama: 'Budi', email: '', telepon: '', nik: '', gelar_depan: 'Dr.', gelar_akademik: 'M.Kom.', id_prodi: null, tanggal_lahir: null });
  });

  it('a random password is long enough and has a digit', () => {
    const p = buatPasswordAcak(12, () => 0);
    expect(p).toHaveLength(12);
    expect(p).toMatch(/\d/);
  });
});

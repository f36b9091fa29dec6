import { describe, expect, it } from 'vitest';
import { JABATAN_PENGAJAR, MODE_KULIAH, STATUS_KELAS } from '../kelas/schemas';
import {
  JABATAN_PENGAJAR_LABEL,
  JABATAN_PESERTA_LABEL,
  KATEGORI_PERTEMUAN,
  KATEGORI_PERTEMUAN_LABEL,
  MODE_KULIAH_LABEL,
  STATUS_KELAS_META,
  STATUS_NILAI,
  STATUS_NILAI_META,
  jabatanPengajarLabel,
  jabatanPesertaLabel,
  kategoriPertemuanLabel,
  lingkupLabel,
  modeKuliahLabel,
  statusKelasColor,
  statusKelasLabel,
  statusNilaiColor,
  statusNilaiLabel,
  statusPertemuanColor,
  statusPertemuanLabel,
} from './index';

describe('class status', () => {
  it('labels and colours of spec 1 §4', () => {
    expect(STATUS_KELAS.map((s) => [statusKelasLabel(s), statusKelasColor(s)])).toEqual([
      ['Akan Dimulai', 'gray'],
      ['Sedang Berlangsung', 'green'],
      ['Telah Berakhir', 'blue'],
    ]);
  });
  it("shows '-' for any other value, including inherited object keys", () => {
    for (const v of ['', 'SELESAI', 'dibatalkan', 'toString', 'constructor', null, undefined]) {
      expect(statusKelasLabel(v)).toBe('-');
      expect(statusKelasColor(v)).toBe('gray');
    }
  });
  it('covers every status of the class contract', () => {
    expect(Object.keys(STATUS_KELAS_META).sort()).toEqual([...STATUS_KELAS].sort());
  });
});

describe('meeting status', () => {
  it('labels and colours', () => {
    expect(statusPertemuanLabel('belum_dimulai')).toBe('Belum Dimulai');
    expect(statusPertemuanLabel('berlangsung')).toBe('Sedang Berlangsung');
    expect(statusPertemuanLabel('selesai')).toBe('Telah Berakhir');
    expect(['belum_dimulai', 'berlangsung', 'selesai'].map(statusPertemuanColor)).toEqual(['gray', 'green', 'blue']);
  });
  it("'-' otherwise (a class status is not a meeting status)", () => {
    expect(statusPertemuanLabel('akan_dimulai')).toBe('-');
    expect(statusPertemuanLabel(null)).toBe('-');
  });
});

describe('score status', () => {
  it('uses the exact colours of spec 2 §4', () => {
    expect(STATUS_NILAI.map(statusNilaiColor)).toEqual(['#00BF8E', '#D93C3C', '#FEAE37', '#747A8B']);
    expect(STATUS_NILAI.map(statusNilaiLabel)).toEqual(['Sudah Dinilai', 'Belum Dinilai', 'Tidak Ada Pengerjaan', 'Belum Berakhir']);
    expect(Object.keys(STATUS_NILAI_META)).toEqual([...STATUS_NILAI]);
  });
  it('unknown values: label -, neutral grey', () => {
    expect(statusNilaiLabel('x')).toBe('-');
    expect(statusNilaiColor('x')).toBe('#747A8B');
  });
});

describe('other labels', () => {
  it('class mode', () => {
    expect(MODE_KULIAH.map(modeKuliahLabel)).toEqual(['Online', 'Offline', 'Campuran']);
    expect(modeKuliahLabel('hybrid')).toBe('-');
    expect(Object.keys(MODE_KULIAH_LABEL)).toEqual([...MODE_KULIAH]);
  });
  it('teacher and participant positions', () => {
    expect(JABATAN_PENGAJAR.map(jabatanPengajarLabel)).toEqual(['Dosen Koordinator', 'Dosen', 'Asisten']);
    expect(Object.keys(JABATAN_PENGAJAR_LABEL)).toEqual([...JABATAN_PENGAJAR]);
    expect(jabatanPesertaLabel('ketua_kelas')).toBe('Ketua Kelas');
    expect(jabatanPesertaLabel('peserta')).toBe('Peserta');
    expect(jabatanPesertaLabel('dosen')).toBe('-');
    expect(Object.values(JABATAN_PESERTA_LABEL)).toEqual(['Ketua Kelas', 'Peserta']);
  });
  it('meeting category', () => {
    expect(KATEGORI_PERTEMUAN.map(kategoriPertemuanLabel)).toEqual(['Kuliah', 'UTS', 'UAS']);
    expect(Object.keys(KATEGORI_PERTEMUAN_LABEL)).toEqual([...KATEGORI_PERTEMUAN]);
    expect(kategoriPertemuanLabel('kuis')).toBe('-');
  });
  it('empty lingkup means Internal', () => {
    expect(lingkupLabel('')).toBe('Internal');
    expect(lingkupLabel('  ')).toBe('Internal');
    expect(lingkupLabel(null)).toBe('Internal');
    expect(lingkupLabel('Eksternal')).toBe('Eksternal');
  });
});

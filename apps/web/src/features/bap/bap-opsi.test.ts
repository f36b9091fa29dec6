import { describe, expect, it } from 'vitest';
import { PESAN_BAP, TOOLTIP_TANDA_TANGAN } from '@lms/shared';
import { kesalahanOpsi, opsiAwal, posisiTandaTangan, queryBap, tooltipTandaTangan } from './bap-opsi';

describe('BAP download options', () => {
  it('defaults to both reports with signatures; lecturers start with their own report', () => {
    expect(opsiAwal(true)).toEqual({ laporanKelas: true, detail: true, tandaTangan: true, laporanSaya: true, idPengajar: null });
    expect(opsiAwal(false).laporanSaya).toBe(false);
  });

  it('needs at least one report', () => {
    expect(kesalahanOpsi({ ...opsiAwal(true), laporanKelas: false, detail: false })).toBe(PESAN_BAP.pilihLaporan);
    expect(kesalahanOpsi({ ...opsiAwal(true), laporanKelas: false })).toBeNull();
  });

  it('sends laporan_saya or id_pengajar, never both', () => {
    expect(queryBap(opsiAwal(true))).toEqual({ include_laporan_kelas: 'true', include_laporan_pertemuan_detail: 'true', include_tanda_tangan: 'true', laporan_saya: 'true' });
    expect(queryBap({ ...opsiAwal(true), idPengajar: 7 })).not.toHaveProperty('id_pengajar');
    expect(queryBap({ ...opsiAwal(false), idPengajar: 7, tandaTangan: false })).toEqual({
      include_laporan_kelas: 'true',
      include_laporan_pertemuan_detail: 'true',
      include_tanda_tangan: 'false',
      id_pengajar: '7',
    });
    expect(queryBap(opsiAwal(false))).not.toHaveProperty('id_pengajar');
  });

  it('words the signature tooltip for the own report and for the main lecturer', () => {
    expect(tooltipTandaTangan({ laporanSaya: true })).toBe(TOOLTIP_TANDA_TANGAN.laporanSaya);
    expect(tooltipTandaTangan({ laporanSaya: false })).toBe(TOOLTIP_TANDA_TANGAN.pengajarUtama);
  });
});

describe('posisiTandaTangan', () => {
  it('fits an image into 240x120, centred, keeping its proportions', () => {
    expect(posisiTandaTangan(480, 120)).toEqual({ x: 0, y: 30, w: 240, h: 60 });
    expect(posisiTandaTangan(100, 200)).toEqual({ x: 90, y: 0, w: 60, h: 120 });
    expect(posisiTandaTangan(240, 120)).toEqual({ x: 0, y: 0, w: 240, h: 120 });
    expect(posisiTandaTangan(0, 10)).toEqual({ x: 0, y: 0, w: 0, h: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { PESAN_DATA_SISTEM, PESAN_VALIDASI } from '@lms/shared';
import { FORM_TAB, jamPendek, periksaForm, tampilTanggal } from './data-sistem-form';

describe('/data-sistem forms, checked by the API schemas', () => {
  it('a new period needs year, semester and dates in order; an edit only the dates', () => {
    const ok = periksaForm('periode', { tahun: '2027', semester: '2', tanggal_mulai: '2028-02-14', tanggal_selesai: '2028-07-07' }, true);
    expect(ok).toEqual({ ok: true, body: { tahun: 2027, semester: 2, tanggal_mulai: '2028-02-14', tanggal_selesai: '2028-07-07' } });
    const bad = periksaForm('periode', { tahun: '', semester: '', tanggal_mulai: '2028-02-14', tanggal_selesai: '2028-07-07' }, true);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.galat.tahun).toBe(PESAN_VALIDASI.wajib);
      expect(bad.galat.semester).toBeTruthy();
    }
    const urutan = periksaForm('periode', { tahun: '2027', semester: '2', tanggal_mulai: '2028-02-14', tanggal_selesai: '2028-01-01' }, true);
    expect(!urutan.ok && urutan.galat.tanggal_selesai).toBe(PESAN_DATA_SISTEM.tanggalSelesai);
    expect(FORM_TAB.periode.bidang.filter((b) => !b.hanyaBaru).map((b) => b.key)).toEqual(['tanggal_mulai', 'tanggal_selesai']);
    expect(periksaForm('periode', { tanggal_mulai: '2028-02-14', tanggal_selesai: '2028-07-07' }, false).ok).toBe(true);
  });

  it('sessions: 24-hour times, the end after the start', () => {
    expect(periksaForm('sesi_kuliah', { nama: 'Sesi 1', jam_mulai: '07:30', jam_selesai: '09:10' }, true).ok).toBe(true);
    const r = periksaForm('sesi_kuliah', { nama: 'Sesi 1', jam_mulai: '09:10', jam_selesai: '07:30' }, true);
    expect(!r.ok && r.galat.jam_selesai).toBe(PESAN_DATA_SISTEM.jamSelesai);
    const j = periksaForm('sesi_kuliah', { nama: 'Sesi 1', jam_mulai: '7.30', jam_selesai: '09:00' }, true);
    expect(!j.ok && j.galat.jam_mulai).toBe(PESAN_DATA_SISTEM.jam);
  });

  it('rooms: a code, a whole capacity; attendance types: name and switch', () => {
    const r = periksaForm('ruangan', { kode: 'A 301', nama: 'Ruang', gedung: '', kapasitas: '2.5' }, true);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.galat).sort()).toEqual(['kapasitas', 'kode']);
    expect(periksaForm('jenis_presensi', { nama: 'Sakit', is_active: 'false' }, false)).toEqual({ ok: true, body: { nama: 'Sakit', is_active: false } });
  });

  it('shows rows as the inputs need them', () => {
    expect(FORM_TAB.sesi_kuliah.nilaiAwal({ id: 1, nama: 'Sesi 1', jam_mulai: '07:30:00', jam_selesai: '09:10:00' })).toEqual({ nama: 'Sesi 1', jam_mulai: '07:30', jam_selesai: '09:10' });
    expect(jamPendek(null)).toBe('');
    expect(tampilTanggal('2026-08-31')).toBe('31/08/2026');
    expect(tampilTanggal(null)).toBe('-');
  });
});

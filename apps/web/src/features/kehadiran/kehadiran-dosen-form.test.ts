import { describe, expect, it } from 'vitest';
import {
  bodiesDosen,
  dosenDiubah,
  gabungDataBaru,
  jamLokal,
  labelHadir,
  nilaiAwalDosen,
  PESAN_SYARAT_DOSEN_KOSONG,
  syaratDosenList,
  tanggalLokal,
  tandaiTerkirim,
  toggleHadir,
  type DosenFormRow,
} from './kehadiran-dosen-form';

const tz = 'Asia/Jakarta';

/** Budi started the lecture (no presence yet, his start time known); Sari has nothing; Tono is present. */
const server = [
  { pengajar: { id_dosen: 1, name: 'Budi' }, ada_presensi: false, is_hadir: false, mulai_kuliah: '2026-11-22T01:00:00Z', selesai_kuliah: null, versi: 'vb' },
  { pengajar: { id_dosen: 2, name: 'Sari' }, ada_presensi: false, is_hadir: false, mulai_kuliah: null, selesai_kuliah: null, versi: 'vs' },
  { pengajar: { id_dosen: 3, name: 'Tono' }, ada_presensi: true, is_hadir: true, mulai_kuliah: '2026-11-22T01:10:00Z', selesai_kuliah: '2026-11-22T03:00:00Z', versi: 'vt' },
];
const set = (rows: DosenFormRow[], id: number, patch: (r: DosenFormRow) => DosenFormRow) => rows.map((r) => (r.id_dosen === id ? patch(r) : r));

describe('lecturer attendance form', () => {
  it('reads times on the college clock, empty for the zero date', () => {
    expect(jamLokal('2026-11-22T01:05:00Z', tz)).toBe('08:05');
    expect(jamLokal('0001-01-01T00:00:00Z', tz)).toBe('');
    expect(tanggalLokal('2026-11-22T18:00:00Z', tz)).toBe('2026-11-23');
  });

  it('pre-fills each lecturer as he stands: the one who started keeps his start time, not marked absent', () => {
    const rows = nilaiAwalDosen(server, tz);
    expect(rows.map((r) => [r.nama, labelHadir(r), r.jam_mulai, r.jam_selesai, r.versi])).toEqual([
      ['Budi', 'Belum Ada Presensi', '08:00', '', 'vb'],
      ['Sari', 'Belum Ada Presensi', '', '', 'vs'],
      ['Tono', 'Hadir', '08:10', '10:00', 'vt'],
    ]);
    expect(rows.some(dosenDiubah)).toBe(false);
  });

  it('sends only the lecturers the operator changed, each with the versi it read', () => {
    let rows = nilaiAwalDosen(server, tz);
    rows = set(rows, 2, (r) => ({ ...toggleHadir(r, true), jam_mulai: '08:05', jam_selesai: '09:40' }));
    expect(bodiesDosen(rows, '2026-11-22', tz)).toEqual({
      ok: true,
      bodies: [{ id_dosen: 2, body: { is_hadir: true, mulai_kuliah: '2026-11-22T01:05:00Z', selesai_kuliah: '2026-11-22T02:40:00Z', versi: 'vs' } }],
    });
    // Nothing changed: nothing to send.
    expect(bodiesDosen(nilaiAwalDosen(server, tz), '2026-11-22', tz)).toEqual({ ok: true, bodies: [] });
  });

  it('switching absent clears the times; back to present restores the times read, which is no change', () => {
    const tono = nilaiAwalDosen(server, tz)[2]!;
    const absen = toggleHadir(tono, false);
    expect(absen).toMatchObject({ is_hadir: false, jam_mulai: '', jam_selesai: '' });
    expect(labelHadir(absen)).toBe('Tidak Hadir');
    expect(dosenDiubah(absen)).toBe(true);
    const lagi = toggleHadir(absen, true);
    expect(lagi).toMatchObject({ is_hadir: true, jam_mulai: '08:10', jam_selesai: '10:00' });
    expect(dosenDiubah(lagi)).toBe(false);
    // A lecturer without presence switched on and off is now explicitly absent: that is a change.
    const sari = nilaiAwalDosen(server, tz)[1]!;
    expect(dosenDiubah(toggleHadir(toggleHadir(sari, true), false))).toBe(true);
  });

  it('refuses an edited present lecturer without start or end (spec texts); an untouched row is not checked', () => {
    let rows = nilaiAwalDosen(server, tz);
    rows = set(rows, 1, (r) => toggleHadir(r, true)); // Budi: start known, end missing
    rows = set(rows, 2, (r) => toggleHadir(r, true));
    expect(bodiesDosen(rows, '2026-11-22', tz)).toEqual({
      ok: false,
      pesan: ['Mengakhiri kuliah dosen Budi wajib diisi', 'Memulai kuliah dosen Sari wajib diisi', 'Mengakhiri kuliah dosen Sari wajib diisi'],
    });
    // Present without an end time as read (derived from requirements without times): not the operator's to fix now.
    const tanpaSelesai = nilaiAwalDosen([{ ...server[2]!, selesai_kuliah: null }, server[1]!], tz);
    expect(bodiesDosen(set(tanpaSelesai, 2, (r) => toggleHadir(r, false)), '2026-11-22', tz)).toEqual({
      ok: true,
      bodies: [{ id_dosen: 2, body: { is_hadir: false, mulai_kuliah: null, selesai_kuliah: null, versi: 'vs' } }],
    });
  });

  it('fresh data replaces untouched rows and keeps edited ones; sent rows take the server state next', () => {
    let rows = set(nilaiAwalDosen(server, tz), 2, (r) => toggleHadir(r, true));
    const baru = nilaiAwalDosen(
      server.map((d) => (d.pengajar.id_dosen === 1 ? { ...d, ada_presensi: true, is_hadir: true, selesai_kuliah: '2026-11-22T03:00:00Z', versi: 'vb2' } : d)),
      tz,
    );
    rows = gabungDataBaru(rows, baru);
    expect(rows[0]).toMatchObject({ jam_selesai: '10:00', versi: 'vb2' });
    expect(rows[1]).toMatchObject({ is_hadir: true, versi: 'vs' });
    rows = rows.map((r) => (r.id_dosen === 2 ? tandaiTerkirim(r) : r));
    rows = gabungDataBaru(rows, baru);
    expect(rows[1]).toMatchObject({ is_hadir: false, ada_presensi: false, versi: 'vs' });
  });
});

describe('syaratDosenList', () => {
  it('lists the configured requirements, none when unset', () => {
    expect(syaratDosenList({ mulai_kuliah: true, akhiri_kuliah: false, presentase_kehadiran_kelas: true, presentase_kehadiran_kelas_persen: 60, aktivitas_kuliah: true })).toEqual([
      'Memulai kuliah',
      'Kehadiran peserta kelas minimal 60%',
      'Membuat aktivitas kuliah',
    ]);
    expect(syaratDosenList(null)).toEqual([]);
    expect(PESAN_SYARAT_DOSEN_KOSONG).toBe('Konfigurasi syarat kehadiran pengajar belum diatur oleh operator');
  });
});

import { describe, expect, it } from 'vitest';
import { barisBerubah, bodySimpan, editAkses, editReducer, initialEdit, opsiPresensi, payloadPresensi, tampilProgress, type BarisPresensi } from './edit-kehadiran';

const mulai = '2026-11-22T01:00:00Z';
const t = (iso: string) => new Date(iso);

describe('editAkses (spec 1 §6)', () => {
  const base = { waktuMulai: mulai, menitTampilDosen: 15 };
  it('refuses an operator without write on kelas_kuliah', () => {
    expect(editAkses({ ...base, isDosen: false, operatorCanWrite: false, now: t('2026-11-22T03:00:00Z') })).toMatchObject({ boleh: false });
  });
  it('refuses everyone before the meeting starts', () => {
    expect(editAkses({ ...base, isDosen: false, operatorCanWrite: true, now: t('2026-11-22T00:59:00Z') })).toEqual({
      boleh: false,
      alasan: 'Kehadiran dapat diubah setelah pertemuan dimulai',
    });
  });
  it('lets an operator with write edit as soon as it started', () => {
    expect(editAkses({ ...base, isDosen: false, operatorCanWrite: true, now: t(mulai) })).toEqual({ boleh: true });
  });
  it('lets a lecturer edit only after start plus the configured minutes', () => {
    expect(editAkses({ ...base, isDosen: true, operatorCanWrite: false, now: t('2026-11-22T01:14:59Z') })).toEqual({
      boleh: false,
      alasan: 'Kehadiran dapat diubah 15 menit setelah pertemuan dimulai',
    });
    expect(editAkses({ ...base, isDosen: true, operatorCanWrite: false, now: t('2026-11-22T01:15:00Z') })).toEqual({ boleh: true });
  });
  it('counts from the actual start of the lecture when there is one', () => {
    const r = editAkses({ ...base, mulaiKuliah: '2026-11-22T02:00:00Z', isDosen: true, operatorCanWrite: false, now: t('2026-11-22T02:10:00Z') });
    expect(r.boleh).toBe(false);
    // The zero date is empty: the schedule counts.
    expect(editAkses({ ...base, mulaiKuliah: '0001-01-01T00:00:00Z', isDosen: true, operatorCanWrite: false, now: t('2026-11-22T01:20:00Z') }).boleh).toBe(true);
  });
});

describe('tampilProgress', () => {
  const p = { hadir_vidcon: false, kerjakan_kuis_ujian: false, kerjakan_tugas: true, posting_forum: false, unduh_materi: false };
  it('needs an online (or campuran) meeting, a parameter and edit access', () => {
    expect(tampilProgress('online', p, true)).toBe(true);
    expect(tampilProgress('campuran', p, true)).toBe(true);
    expect(tampilProgress('offline', p, true)).toBe(false);
    expect(tampilProgress('online', { ...p, kerjakan_tugas: false }, true)).toBe(false);
    expect(tampilProgress('online', p, false)).toBe(false);
  });
});

describe('edit mode (spec 1 §4)', () => {
  const rows: BarisPresensi[] = [
    { mahasiswa: { nim: '1', nama: 'A' }, presensi: 'H', ada_presensi: true },
    { mahasiswa: { nim: '2', nama: 'B' }, presensi: null, ada_presensi: false },
  ];
  it('keeps a copy, sets a row (marking ada_presensi) and Batal restores it', () => {
    let s = editReducer(initialEdit(rows), { type: 'mulai', rows });
    expect(s.editing).toBe(true);
    s = editReducer(s, { type: 'set', nim: '2', code: 'I' });
    expect(s.rows[1]).toMatchObject({ presensi: 'I', ada_presensi: true });
    expect(barisBerubah(s).map((r) => r.mahasiswa.nim)).toEqual(['2']);
    s = editReducer(s, { type: 'batal' });
    expect(s.editing).toBe(false);
    expect(s.rows).toEqual(rows);
  });
  it('select-all sets every row, A when cleared', () => {
    let s = editReducer(initialEdit(rows), { type: 'mulai', rows });
    s = editReducer(s, { type: 'semua', code: 'H' });
    expect(s.rows.map((r) => r.presensi)).toEqual(['H', 'H']);
    s = editReducer(s, { type: 'semua', code: null });
    expect(s.rows.map((r) => r.presensi)).toEqual(['A', 'A']);
    expect(s.rows.every((r) => r.ada_presensi)).toBe(true);
  });
  it('builds the PUT body from rows with a presence', () => {
    expect(payloadPresensi(rows)).toEqual({ data: [{ nim: '1', presensi: 'H', ada_presensi: true }] });
    const s = editReducer(editReducer(initialEdit(rows), { type: 'mulai', rows }), { type: 'semua', code: 'S' });
    expect(payloadPresensi(s.rows).data).toHaveLength(2);
  });
});

describe('bodySimpan: only what the user changed (issue 30)', () => {
  const awal: BarisPresensi[] = [
    { mahasiswa: { nim: '1', nama: 'A' }, presensi: 'H', ada_presensi: true },
    { mahasiswa: { nim: '2', nama: 'B' }, presensi: null, ada_presensi: false },
    { mahasiswa: { nim: '3', nama: 'C' }, presensi: 'A', ada_presensi: true },
  ];
  const mulai = () => editReducer(initialEdit(awal), { type: 'mulai', rows: awal });

  it('sends nothing when nothing changed', () => {
    expect(bodySimpan(mulai())).toBeNull();
  });

  it('sends only the edited rows, each with the presence it had when editing started', () => {
    let s = editReducer(mulai(), { type: 'set', nim: '3', code: 'I' });
    s = editReducer(s, { type: 'set', nim: '2', code: 'H' });
    expect(bodySimpan(s)).toEqual({
      data: [
        { nim: '2', presensi: 'H', ada_presensi: true, presensi_awal: null },
        { nim: '3', presensi: 'I', ada_presensi: true, presensi_awal: 'A' },
      ],
    });
    // Set back to what it was: no longer sent, so a change someone else makes to it meanwhile stays.
    s = editReducer(s, { type: 'set', nim: '3', code: 'A' });
    expect(bodySimpan(s)!.data.map((d) => d.nim)).toEqual(['2']);
  });

  it('select-all sends the rows it changed, not the ones already at that code', () => {
    const s = editReducer(mulai(), { type: 'semua', code: 'H' });
    expect(bodySimpan(s)!.data).toEqual([
      { nim: '2', presensi: 'H', ada_presensi: true, presensi_awal: null },
      { nim: '3', presensi: 'H', ada_presensi: true, presensi_awal: 'A' },
    ]);
  });
});

describe('opsiPresensi', () => {
  it('offers I and S only when active', () => {
    expect(opsiPresensi(null)).toEqual(['H', 'A']);
    expect(opsiPresensi({ izin: { is_active: true }, sakit: { is_active: false } })).toEqual(['H', 'A', 'I']);
    expect(opsiPresensi({ izin: { is_active: true }, sakit: { is_active: true }, dispensasi: null })).toEqual(['H', 'A', 'I', 'S']);
  });
});

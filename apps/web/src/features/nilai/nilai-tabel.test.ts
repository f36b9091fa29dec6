import { describe, expect, it } from 'vitest';
import { filterBawaan, jendelaBaris, kolomTampil, linkKolom } from './nilai-tabel';

const sikad = (bobot: number, id: number) => ({ id, jenis: 'tugas' as const, label: 'Tugas', bobot, aktivitas: [], waktu_entri_nilai_start: null, waktu_entri_nilai_end: null });

describe('gradebook table rules', () => {
  it('turns on the five types and components above 0%', () => {
    const f = filterBawaan({ header_sikad: [sikad(20, 1), sikad(0, 2)] });
    expect([...f.jenis].sort()).toEqual(['forum', 'kuis', 'tugas', 'uas', 'uts']);
    expect([...f.komponen]).toEqual([1]);
  });

  it('shows only the filtered activity types (remedial off by default)', () => {
    const h = (jenis: 'tugas' | 'remedial') => ({ aktivitas: { id: '1', jenis, jenis_aktivitas: 'tugas' as const, label: 'x' }, label_pertemuan: '-', status_nilai: 'sudah_dinilai' as const, sedang_dihitung: false });
    const f = filterBawaan({ header_sikad: [] });
    expect(kolomTampil({ header_aktivitas: [h('tugas'), h('remedial'), h('tugas')] }, f)).toEqual([0, 2]);
  });

  it('links headers per spec 2 §2 only for class readers', () => {
    expect(linkKolom('K1', { id: '5', jenis: 'uts' }, 'dosen', true)).toBe('/kelas/K1/ujian/5?tab=hasil&from=nilai');
    expect(linkKolom('K1', { id: '5', jenis: 'tugas' }, 'dosen', true)).toBe('/kelas/K1/tugas/5?tab=submission&ref=nilai');
    expect(linkKolom('K1', { id: '5', jenis: 'forum' }, 'operator', true)).toBe('/kelas/K1?back=forum');
    expect(linkKolom('K1', { id: '5', jenis: 'forum' }, 'dosen', true)).toBe('/forum?groupId=K1&forumId=FORUM__5&ref=nilai');
    expect(linkKolom('K1', { id: '5', jenis: 'tugas' }, 'operator', false)).toBeNull();
  });

  it('windows 200 rows to what is visible plus overscan', () => {
    expect(jendelaBaris(200, 40, 0, 400)).toEqual({ start: 0, end: 16 });
    expect(jendelaBaris(200, 40, 4000, 400)).toEqual({ start: 94, end: 116 });
    expect(jendelaBaris(200, 40, 7600, 400)).toEqual({ start: 184, end: 200 });
    expect(jendelaBaris(200, 40, 99_999, 400)).toEqual({ start: 200, end: 200 });
    expect(jendelaBaris(0, 40, 0, 400)).toEqual({ start: 0, end: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { NilaiKelasKuliah } from '@lms/shared';
import { renderWithProviders } from '@/testing/render';
import { filterBawaan } from '../nilai-tabel';
import { TabelNilai } from './tabel-nilai';

/** A class of `n` students × `m` task columns; every third score is 'no submission'. */
function besar(n: number, m: number): NilaiKelasKuliah {
  const header_aktivitas = Array.from({ length: m }, (_, i) => ({
    aktivitas: { id: String(i + 1), jenis: 'tugas' as const, jenis_aktivitas: 'tugas' as const, label: `Tugas ${i + 1}` },
    label_pertemuan: `Pertemuan ${i + 1}`,
    status_nilai: (['sudah_dinilai', 'belum_dinilai', 'tidak_ada_pengerjaan', 'belum_berakhir'] as const)[i % 4]!,
    sedang_dihitung: i === 0,
  }));
  return {
    kelas: { id: 'K1', periode: 20261, mata_kuliah: { kode: 'TIF201', nama: 'Algoritma' }, kelas: { nama: 'A', jenis: { id: 1, nama: 'Reguler' } }, kampus: { nama: '' }, mode: 'offline', is_nilai_dikunci: false },
    header_aktivitas,
    header_rerata: [{ jenis: 'tugas', label: 'Rata-rata Tugas' }],
    header_sikad: [
      { id: 1, jenis: 'tugas', label: 'Tugas', bobot: 20, aktivitas: [], waktu_entri_nilai_start: null, waktu_entri_nilai_end: null },
      { id: 2, jenis: 'forum', label: 'Forum', bobot: 0, aktivitas: [], waktu_entri_nilai_start: null, waktu_entri_nilai_end: null },
    ],
    waktu_entri_nilai: [],
    nilai_mahasiswa: Array.from({ length: n }, (_, s) => ({
      mahasiswa: { id_user: s + 1, nama: `Mahasiswa ${s + 1}`, nim: String(2026000 + s) },
      nilai_pertemuan: header_aktivitas.map((h, i) => ({ aktivitas: { id: h.aktivitas.id, jenis: 'tugas' as const }, nilai: (s + i) % 3 === 0 ? -1.618 : 80.5 })),
      rata_rata_lms: [{ jenis: 'tugas', rata_rata: 53.67 }],
      nilai_sikad: [
        { komponen: { id: 1, bobot: 20 }, nilai: 53.67, nilai_di_sikad: 60, update_by_sikad: s === 0 },
        { komponen: { id: 2, bobot: 0 }, nilai: null, nilai_di_sikad: null, update_by_sikad: false },
      ],
    })),
    akses: {
      peran: 'dosen',
      baca_kelas: true,
      boleh_ubah_komponen: true,
      boleh_kirim: true,
      pesan_kirim: null,
      waktu_entri_dibuka: true,
      kelola_siakad: false,
      tulis: true,
      pelaku: true,
      banner_entri: true,
      pesan_ubah_komponen: null,
      kirim_komponen: [],
    },
  };
}

describe('TabelNilai', () => {
  it('renders 200 students × 40 activities as a window of rows, with every column header', () => {
    const data = besar(200, 40);
    renderWithProviders(<TabelNilai data={data} filter={filterBawaan(data)} />);
    expect(screen.getAllByTestId('kolom-aktivitas')).toHaveLength(40);
    const rows = screen.getAllByTestId('baris-nilai');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    // '-' for no submission, 2 decimals with a comma otherwise; the 0% component is filtered out by default.
    expect(rows[0]!.textContent).toContain('-');
    expect(rows[0]!.textContent).toContain('80,50');
    expect(screen.getAllByTestId('kolom-sikad')).toHaveLength(1);
    expect(screen.getAllByTestId('update-by-sikad')).toHaveLength(1);
    expect(screen.getAllByTestId('ikon-sedang-dihitung')).toHaveLength(1);
    expect(screen.getAllByTestId('kolom-aktivitas')[1]!.getAttribute('data-status')).toBe('belum_dinilai');
    expect(screen.getByRole('link', { name: 'TUGAS Tugas 1' }).getAttribute('href')).toBe('/kelas/K1/tugas/1?tab=submission&ref=nilai');
  });
});

import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SoalPilihTable, type SoalPilihItem } from './soal-pilih-table';

const soal: SoalPilihItem[] = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, nomor: i + 1, pertanyaan: `<p>Soal ke-${i + 1}</p>`, created_by: { name: 'Dosen A' } }));

function Harness({ pilihSemua = false }: { pilihSemua?: boolean }) {
  const [dipilih, setDipilih] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  return (
    <>
      <SoalPilihTable soal={soal} page={page} perPage={10} onPageChange={setPage} dipilih={dipilih} onDipilihChange={setDipilih} pilihSemua={pilihSemua} jenis={() => 'Pilihan Ganda'} label="Soal" minWidth={500} data-testid="t" />
      <output>{dipilih.join(',')}</output>
    </>
  );
}

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;

describe('SoalPilihTable', () => {
  it('shows one page of questions (text, kind, author) and ticks and unticks them', () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Soal ke-1')).toBeTruthy();
    expect(screen.queryByText('Soal ke-11')).toBeNull();
    fireEvent.click(box('Pilih soal nomor 2'));
    fireEvent.click(box('Pilih soal nomor 5'));
    expect(screen.getByRole('status').textContent).toBe('101,104');
    fireEvent.click(box('Pilih soal nomor 2'));
    expect(screen.getByRole('status').textContent).toBe('104');
    expect(box('Pilih soal nomor 5').checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Pilih semua soal' })).toBeNull();
  });

  it("'Pilih semua soal' selects every question of every page, then none", () => {
    renderWithProviders(<Harness pilihSemua />);
    fireEvent.click(box('Pilih semua soal'));
    expect(screen.getByRole('status').textContent).toBe(soal.map((s) => s.id).join(','));
    fireEvent.click(box('Pilih semua soal'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps the selection across pages', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(box('Pilih soal nomor 1'));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getByText('Soal ke-11')).toBeTruthy();
    fireEvent.click(box('Pilih soal nomor 12'));
    expect(screen.getByRole('status').textContent).toBe('100,111');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PaginationRow } from './pagination-row';

describe('PaginationRow', () => {
  it("shows 'Tampilkan', the per-page choice and 'Total n data'", () => {
    renderWithProviders(<PaginationRow page={1} perPage={10} total={24} onPageChange={() => {}} onPerPageChange={() => {}} />);
    expect(screen.getByText('Tampilkan')).toBeTruthy();
    expect(screen.getByDisplayValue('10 per halaman')).toBeTruthy();
    expect(screen.getByText('Total 24 data')).toBeTruthy();
    // 24 items at 10 per page: pages 1-3
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
  });

  it('reports a page click', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<PaginationRow page={1} perPage={5} total={12} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('PaginationRow with a button cap (class list)', () => {
  it('shows at most 3 page buttons around the current page', () => {
    renderWithProviders(
      <PaginationRow page={5} perPage={5} total={50} onPageChange={() => {}} onPerPageChange={() => {}} perPageOptions={[5, 10, 15, 20]} maxPageButtons={3} />,
    );
    const pages = screen.getAllByRole('button').filter((b) => /^\d+$/.test(b.textContent ?? ''));
    expect(pages.map((b) => b.textContent)).toEqual(['4', '5', '6']);
    expect(screen.getByDisplayValue('5 per halaman')).toBeTruthy();
    expect(screen.getByText('Total 50 data')).toBeTruthy();
  });

  it('moves with next/previous', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<PaginationRow page={1} perPage={5} total={30} onPageChange={onPageChange} maxPageButtons={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

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

import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Table } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { filterAwal } from '../laporan-filter';
import { LaporanTabel } from './laporan-tabel';

type Row = { id: number; nama: string };
const client = new QueryClient();

function view(data: Row[] | undefined, { page = 1, error }: { page?: number; error?: Error } = {}) {
  const query = { isPending: !data && !error, isError: Boolean(error), error: error ?? null, data: data ? { data, meta: { total_items: 23 } } : undefined };
  return renderWithProviders(
    // The toolbar's period list is a query (idle here: nothing answers it).
    <QueryClientProvider client={client}>
      <LaporanTabel<Row>
        titleId="uji-title"
        title="Laporan Uji"
        toolbar={{ value: filterAwal(null), onChange: () => {}, placeholder: 'Cari nama', exporting: false, onExport: () => {} }}
        query={query}
        emptyDescription="Tidak ada data yang sesuai."
        page={page}
        perPage={10}
        setPage={() => {}}
        setPerPage={() => {}}
        table={{ label: 'Tabel uji', minWidth: 600, testId: 'uji-table', rowTestId: 'uji-row' }}
        head={(items) => (
          <>
            <Table.Th>No</Table.Th>
            <Table.Th>{`Nama (${items.length})`}</Table.Th>
          </>
        )}
        rowKey={(r) => r.id}
        row={(r, no) => (
          <>
            <Table.Td>{no}</Table.Td>
            <Table.Td>{r.nama}</Table.Td>
          </>
        )}
        cards={{ label: 'Daftar uji', testId: 'uji-card' }}
        card={(r) => r.nama}
      />
    </QueryClientProvider>,
  );
}

describe('LaporanTabel', () => {
  it('labels the section by its heading and shows the toolbar with Export Excel', () => {
    view([]);
    expect(screen.getByRole('region', { name: 'Laporan Uji' })).toBeTruthy();
    expect(screen.getByTestId('laporan-export').textContent).toContain('Export Excel');
    expect(screen.getByTestId('empty-state').textContent).toContain('Tidak ada data yang sesuai.');
  });

  it('numbers the rows across pages, in the table and as cards', () => {
    view([{ id: 1, nama: 'Ani' }, { id: 2, nama: 'Budi' }], { page: 3 });
    const rows = within(screen.getByTestId('uji-table')).getAllByTestId('uji-row');
    expect(rows.map((r) => r.textContent)).toEqual(['21Ani', '22Budi']);
    expect(screen.getByText('Nama (2)')).toBeTruthy();
    expect(screen.getAllByTestId('uji-card').map((c) => c.textContent)).toEqual(['Ani', 'Budi']);
    expect(screen.getByText(/Total 23/)).toBeTruthy();
  });

  it("shows the error's message", () => {
    view(undefined, { error: new Error('Laporan tidak dapat dimuat') });
    expect(screen.getByText('Laporan tidak dapat dimuat')).toBeTruthy();
  });
});

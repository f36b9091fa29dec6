import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportHistoryItem } from '@lms/shared';
import { okList, renderRoute, stubApi } from '@/testing/test-helpers';
import { ImportHistoryTable } from './import-history-table';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const LAPORAN = '/api/v2/storager/files/0b1f/laporan.xlsx';

const item = (over: Partial<ImportHistoryItem>): ImportHistoryItem => ({
  id: 'imp-1',
  jenis: 'mata_kuliah',
  nama_file: 'mata-kuliah-2026.xlsx',
  status: 'failed',
  total_baris: 12,
  baris_diterima: 9,
  baris_ditolak: 3,
  url_laporan: LAPORAN,
  created_by: { id: 1, nama: 'Operator Kampus' },
  created_at: '2026-03-02T03:15:00Z',
  ...over,
});

describe('ImportHistoryTable', () => {
  it('shows each import as a card with every column of the table and the report download as a button', async () => {
    const { calls } = stubApi({
      'GET /api/v2/lms/import_master': okList([item({}), item({ id: 'imp-2', status: 'completed', nama_file: 'prodi.xlsx', baris_ditolak: 0, url_laporan: null, created_by: null })]),
      [`GET ${LAPORAN}`]: { body: 'PK' },
    });
    URL.createObjectURL = vi.fn(() => 'blob:laporan');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute(<ImportHistoryTable />, { route: '/', path: '/' });

    const [gagal, berhasil] = await screen.findAllByTestId('import-history-card');
    const text = gagal!.textContent;
    for (const part of ['Waktu', 'Jenis', 'Mata Kuliah', 'Berkas', 'mata-kuliah-2026.xlsx', 'Status', 'Gagal', 'Total', '12', 'Diterima', '9', 'Ditolak', '3', 'Oleh', 'Operator Kampus']) {
      expect(text).toContain(part);
    }
    expect(berhasil!.textContent).toContain('Berhasil');
    // No report: the card says so in the Laporan field and offers no button.
    expect(berhasil!.textContent).toContain('Laporan-');
    expect(within(berhasil!).queryByRole('button')).toBeNull();
    // The same rows are the table from tablet up.
    expect(screen.getAllByTestId('import-history-row')).toHaveLength(2);

    const unduh = within(gagal!).getByRole('button', { name: 'Unduh laporan mata-kuliah-2026.xlsx' });
    expect(unduh.textContent).toBe('Unduh Laporan');
    fireEvent.click(unduh);
    await waitFor(() => expect(calls.some((c) => c.url === LAPORAN)).toBe(true));
  });

  it('shows the same empty state for cards and table when nothing was imported', async () => {
    stubApi({ 'GET /api/v2/lms/import_master': okList([]) });
    renderRoute(<ImportHistoryTable />, { route: '/', path: '/' });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Belum ada impor data master.');
    expect(screen.queryByTestId('import-history-card')).toBeNull();
    expect(screen.queryByTestId('import-history-table')).toBeNull();
  });
});

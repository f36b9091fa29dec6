import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ImportResult } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { ImporDataMaster } from './impor-data-master';

const xlsx = () => new File(['PK'], 'mata-kuliah.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const result = (over: Partial<ImportResult>): ImportResult => ({
  id: 'imp-1',
  status: 'completed',
  total_baris: 3,
  baris_diterima: 3,
  baris_ditolak: 0,
  url_laporan: null,
  errors: [],
  ...over,
});

describe('ImporDataMaster', () => {
  it("sends the file for the chosen kind and shows 'Impor Berhasil' with the counts", async () => {
    const { calls } = stubApi({ 'POST /api/v2/lms/import_master/mata_kuliah': ok(result({}), 'Import berhasil: 3 baris diterapkan') });
    renderRoute(<ImporDataMaster />, { route: '/', path: '/' });
    expect((screen.getByTestId('import-proses') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [xlsx()] } });
    fireEvent.click(screen.getByTestId('import-proses'));

    expect((await screen.findByTestId('import-hasil-judul')).textContent).toBe('Impor Berhasil');
    expect(screen.getByTestId('import-diterima').textContent).toBe('3');
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('mata-kuliah.xlsx');

    fireEvent.click(screen.getByTestId('import-ulang'));
    expect(screen.getByTestId('import-form')).toBeTruthy();
  });

  it("shows 'Impor Gagal' with the server message, the row errors and 'Unduh Laporan' on 422", async () => {
    const rejected = result({
      status: 'failed',
      baris_diterima: 1,
      baris_ditolak: 2,
      url_laporan: '/api/v2/storager/files/0b1f/laporan.xlsx',
      errors: [
        { baris: 2, kolom: 'sks', pesan: 'SKS harus bilangan bulat 1-24' },
        { baris: 3, kolom: 'kode', pesan: 'Kode wajib diisi' },
      ],
    });
    const message = 'Import dibatalkan: 2 dari 3 baris ditolak. Tidak ada data yang diubah; perbaiki baris pada laporan lalu unggah ulang.';
    stubApi({
      'POST /api/v2/lms/import_master/mata_kuliah': { status: 422, body: { status: { code: 'validation_error', message }, data: rejected, detail: { detail: message } } },
    });
    renderRoute(<ImporDataMaster />, { route: '/', path: '/' });
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [xlsx()] } });
    fireEvent.click(screen.getByTestId('import-proses'));

    expect((await screen.findByTestId('import-hasil-judul')).textContent).toBe('Impor Gagal');
    expect(screen.getByTestId('import-hasil-pesan').textContent).toBe(message);
    const rows = screen.getByTestId('import-errors').querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent)).toEqual(['2sksSKS harus bilangan bulat 1-24', '3kodeKode wajib diisi']);
    expect(screen.getByTestId('import-laporan')).toBeTruthy();
  });

  it('refuses a file of another type before sending it', () => {
    const { calls } = stubApi({});
    renderRoute(<ImporDataMaster />, { route: '/', path: '/' });
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [new File(['x'], 'data.pdf')] } });
    expect(screen.getByRole('alert').textContent).toBe('File type .pdf is not allowed');
    expect((screen.getByTestId('import-proses') as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KelasDetail, PesertaKelasItem } from '@lms/shared';
import { ok, okList, renderRoute, stubApi } from '@/testing/test-helpers';
import { UbahKetuaKelasModal } from './ubah-ketua-kelas-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view when it opens.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});

const KELAS = { id: '20261_1_2_1_1', ketua_kelas: { nim: '2201001', nama: 'Andi Wijaya' } } as KelasDetail;
const peserta = (nim: string, nama: string, over: Partial<PesertaKelasItem> = {}): PesertaKelasItem => ({
  nim,
  nama,
  prodi: { jenjang: 'S1', nama: 'Informatika' },
  angkatan: 2022,
  jabatan: 'peserta',
  avatar_url: null,
  ...over,
});

describe('UbahKetuaKelasModal', () => {
  it('shows each participant as a card with every column and its Jabatan choice, which saves like the table', async () => {
    const { calls } = stubApi({
      [`GET /api/v2/lms/kelas_kuliah/${KELAS.id}/peserta`]: okList([
        peserta('2201001', 'Andi Wijaya', { jabatan: 'ketua_kelas' }),
        peserta('2301002', 'Siti Aminah', { prodi: null, angkatan: 2023 }),
      ]),
      [`PUT /api/v2/lms/kelas_kuliah/${KELAS.id}/ketua`]: ok({ ketua_kelas: { nim: '2301002', nama: 'Siti Aminah' } }),
    });
    renderRoute(<UbahKetuaKelasModal kelas={KELAS} opened onClose={() => {}} />, { route: '/', path: '/' });

    const [andi, siti] = await screen.findAllByTestId('ketua-card');
    for (const part of ['NIM2201001', 'NamaAndi Wijaya', 'ProdiS1 Informatika', 'Angkatan2022']) expect(andi!.textContent).toContain(part);
    expect(siti!.textContent).toContain('ProdiProdi belum ditentukan');
    expect(siti!.textContent).toContain('Angkatan2023');
    // The table from tablet up has the same participants.
    expect(screen.getAllByTestId('ketua-row')).toHaveLength(2);

    const pilih = within(siti!).getByRole('combobox', { name: 'Jabatan Siti Aminah' });
    expect((pilih as HTMLInputElement).value).toBe('Peserta');
    expect(within(siti!).getByText('Jabatan').tagName).toBe('LABEL');
    expect((screen.getByTestId('ubah-ketua-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pilih);
    await waitFor(() => expect(pilih.getAttribute('aria-controls')).toBeTruthy());
    // The dropdown of this choice (jsdom cannot tell that its opening transition made it visible).
    const daftar = document.getElementById(pilih.getAttribute('aria-controls')!)!;
    fireEvent.click(within(daftar).getByRole('option', { name: 'Ketua Kelas', hidden: true }));

    // One draft behind both layouts: the table row follows the card, and the previous leader becomes Peserta.
    await waitFor(() => expect((screen.getByTestId('ketua-select-2301002') as HTMLInputElement).value).toBe('Ketua Kelas'));
    expect((screen.getByTestId('ketua-card-select-2201001') as HTMLInputElement).value).toBe('Peserta');
    fireEvent.click(screen.getByTestId('ubah-ketua-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ nim: '2301002', jabatan: 'ketua_kelas' }));
  });

  it('shows the same empty state for cards and table', async () => {
    stubApi({ [`GET /api/v2/lms/kelas_kuliah/${KELAS.id}/peserta`]: okList([]) });
    renderRoute(<UbahKetuaKelasModal kelas={KELAS} opened onClose={() => {}} />, { route: '/', path: '/' });
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByTestId('ketua-card')).toBeNull();
    expect(screen.queryByTestId('ketua-table')).toBeNull();
  });
});

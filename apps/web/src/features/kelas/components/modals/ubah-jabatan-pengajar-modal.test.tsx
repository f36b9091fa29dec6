import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KelasDetail, PengajarKelasItem } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { BELUM_ADA_PENGAJAR } from '@/lib/format-kelas';
import { UbahJabatanPengajarModal } from './ubah-jabatan-pengajar-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view when it opens.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});

const KELAS = { id: '20261_1_2_1_1' } as KelasDetail;
const URL_PENGAJAR = `/api/v2/lms/kelas_kuliah/${KELAS.id}/pengajar`;
const pengajar = (id: number, nama: string, over: Partial<PengajarKelasItem> = {}): PengajarKelasItem => ({
  id_dosen: id,
  id_user: id + 100,
  nidn: `04${id}`,
  jabatan: 'dosen',
  avatar_url: null,
  gelar_depan: 'Dr.',
  nama_pengajar: nama,
  gelar_akademik: 'M.Kom.',
  prodi: { jenjang: 'S1', nama: 'Informatika' },
  ...over,
});

describe('UbahJabatanPengajarModal', () => {
  it('shows each teacher as a card with every column and its Jabatan choice, which saves like the table', async () => {
    const { calls } = stubApi({
      [`GET ${URL_PENGAJAR}`]: ok([pengajar(1, 'Budi Santoso', { jabatan: 'dosen_koordinator' }), pengajar(2, 'Rina Lestari', { nidn: '', prodi: null })]),
      [`PUT ${URL_PENGAJAR}/2/jabatan`]: ok([]),
    });
    renderRoute(<UbahJabatanPengajarModal kelas={KELAS} opened onClose={() => {}} />, { route: '/', path: '/' });

    const [budi, rina] = await screen.findAllByTestId('jabatan-card');
    for (const part of ['Nama PengajarDr. Budi Santoso, M.Kom.', 'NIDN041', 'ProdiS1 Informatika']) expect(budi!.textContent).toContain(part);
    expect(rina!.textContent).toContain('NIDN-');
    expect(rina!.textContent).toContain('ProdiProdi belum ditentukan');
    // The table from tablet up has the same teachers.
    expect(screen.getAllByTestId('jabatan-row')).toHaveLength(2);

    const pilih = within(rina!).getByRole('combobox', { name: 'Jabatan Dr. Rina Lestari, M.Kom.' });
    expect((pilih as HTMLInputElement).value).toBe('Dosen');
    expect(within(rina!).getByText('Jabatan').tagName).toBe('LABEL');
    expect((screen.getByTestId('ubah-jabatan-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pilih);
    await waitFor(() => expect(pilih.getAttribute('aria-controls')).toBeTruthy());
    // The dropdown of this choice (jsdom cannot tell that its opening transition made it visible).
    const daftar = document.getElementById(pilih.getAttribute('aria-controls')!)!;
    fireEvent.click(within(daftar).getByRole('option', { name: 'Dosen Koordinator', hidden: true }));

    // One draft behind both layouts: the table row follows the card, and the previous coordinator becomes Dosen.
    await waitFor(() => expect((screen.getByTestId('jabatan-select-2') as HTMLInputElement).value).toBe('Dosen Koordinator'));
    expect((screen.getByTestId('jabatan-card-select-1') as HTMLInputElement).value).toBe('Dosen');
    fireEvent.click(screen.getByTestId('ubah-jabatan-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && c.url.endsWith('/2/jabatan'))?.body).toEqual({ jabatan: 'dosen_koordinator' }));
  });

  it('shows the no-teacher text instead of cards and table', async () => {
    stubApi({ [`GET ${URL_PENGAJAR}`]: ok([]) });
    renderRoute(<UbahJabatanPengajarModal kelas={KELAS} opened onClose={() => {}} />, { route: '/', path: '/' });
    expect(await screen.findByText(BELUM_ADA_PENGAJAR)).toBeTruthy();
    expect(screen.queryByTestId('jabatan-card')).toBeNull();
    expect(screen.queryByTestId('jabatan-table')).toBeNull();
  });
});

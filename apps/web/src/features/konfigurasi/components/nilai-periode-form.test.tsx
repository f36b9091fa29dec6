import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { KOMPONEN_NILAI, periodeLabel, type PengaturanNilaiPeriode } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { NilaiPeriodeForm } from './nilai-periode-form';

const GANJIL: PengaturanNilaiPeriode = { periode: 20261, forum: 10, kuis: 20, tugas: 20, uts: 20, uas: 30 };
const nilaiInput = (root: HTMLElement, label: string) => within(root).getByRole('textbox', { name: label }) as HTMLInputElement;

describe('NilaiPeriodeForm', () => {
  it('shows each period as a card with its code, five weights, sum and a Hapus button, editing the same form as the table', async () => {
    const { calls } = stubApi({ 'PUT /api/v2/lms/pengaturan': ok({ pengaturan_nilai: [{ ...GANJIL, uas: 25, forum: 15 }] }) });
    renderRoute(<NilaiPeriodeForm nilai={[GANJIL]} periodeBerjalan={20261} bolehUbah />, { route: '/', path: '/' });
    const label = periodeLabel(20261);

    const card = screen.getByTestId('nilai-periode-card');
    expect(nilaiInput(card, 'Kode periode baris 1').value).toBe('20261');
    expect(card.textContent).toContain(label);
    for (const k of KOMPONEN_NILAI) {
      expect(within(card).getByText(k.toUpperCase()).tagName).toBe('LABEL');
      expect(nilaiInput(card, `${k} ${label}`).value).toBe(String(GANJIL[k]));
    }
    expect(within(card).getByTestId('nilai-periode-jumlah').textContent).toBe('100');

    // A weight typed in the card is the table's value too, and both sums follow.
    fireEvent.change(nilaiInput(card, `uas ${label}`), { target: { value: '25' } });
    await waitFor(() => expect(within(card).getByTestId('nilai-periode-jumlah').textContent).toBe('95'));
    const tabel = screen.getByRole('region', { name: 'Bobot nilai per periode' });
    expect(nilaiInput(tabel, `uas ${label}`).value).toBe('25');
    expect(tabel.querySelector('tbody tr')!.textContent).toContain('95');
    fireEvent.change(nilaiInput(tabel, `forum ${label}`), { target: { value: '15' } });
    await waitFor(() => expect(nilaiInput(card, `forum ${label}`).value).toBe('15'));

    fireEvent.click(screen.getByTestId('simpan-pengaturan_nilai'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ pengaturan_nilai: [{ ...GANJIL, uas: 25, forum: 15 }] }));

    const hapus = within(card).getByRole('button', { name: `Hapus periode ${label}` });
    expect(hapus.textContent).toBe('Hapus');
    fireEvent.click(hapus);
    // The same empty text in the cards and in the table.
    await waitFor(() => expect(screen.queryByTestId('nilai-periode-card')).toBeNull());
    expect(within(screen.getByTestId('nilai-periode-cards')).getByText('Belum ada bobot nilai per periode.')).toBeTruthy();
    expect(within(tabel).getByText('Belum ada bobot nilai per periode.')).toBeTruthy();
  });

  it('shows a read-only operator the weights without Hapus', () => {
    stubApi({});
    renderRoute(<NilaiPeriodeForm nilai={[GANJIL]} periodeBerjalan={20261} bolehUbah={false} />, { route: '/', path: '/' });
    const card = screen.getByTestId('nilai-periode-card');
    expect(nilaiInput(card, `uas ${periodeLabel(20261)}`).disabled).toBe(true);
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

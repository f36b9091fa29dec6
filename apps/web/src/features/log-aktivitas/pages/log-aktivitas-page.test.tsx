import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatTanggalWaktu, PESAN, type LogAktivitasOperatorItem } from '@lms/shared';
import { okList, renderRoute, stubApi } from '@/testing/test-helpers';
import { LogAktivitasPage } from './log-aktivitas-page';

const entri: LogAktivitasOperatorItem = {
  id: 7,
  jenis_aktivitas: 'ubah_pengaturan',
  jenis_aktivitas_label: 'Ubah Pengaturan',
  detail: 'Mengubah Konfigurasi Perkuliahan',
  waktu: '2026-03-02T03:15:00Z',
  ip_address: '10.0.0.8',
  role: 'ROLE_MAHASISWA',
  operator: 'operator',
  user: { id: 12, username: 'mahasiswa', nama: 'Siti Aminah' },
};

function renderPage(items: LogAktivitasOperatorItem[]) {
  stubApi({
    'GET /api/v2/lms/log_aktivitas': okList(items),
    'GET /api/v2/lms/log_aktivitas/jenis_aktivitas': okList([]),
  });
  renderRoute(<LogAktivitasPage />, { route: '/log-aktivitas', path: '/log-aktivitas' });
}

describe('LogAktivitasPage', () => {
  it('shows each entry as a card with every column of the table', async () => {
    renderPage([entri, { ...entri, id: 8, operator: null, ip_address: '' }]);
    const [card, tanpaIp] = await screen.findAllByTestId('log-card');
    // Before the server clock is synced, times are in the default college zone.
    const waktu = formatTanggalWaktu(entri.waktu);
    for (const part of [
      `Waktu${waktu}`,
      'PenggunaSiti Aminahmahasiswa',
      'PeranMahasiswa',
      'Jenis AktivitasUbah Pengaturan',
      'Alamat IP10.0.0.8',
      'DetailMengubah Konfigurasi Perkuliahan operator',
    ]) {
      expect(card!.textContent).toContain(part);
    }
    expect(tanpaIp!.textContent).toContain('Alamat IP-');
    expect(tanpaIp!.textContent).not.toContain('Perkuliahan operator');
    // From tablet up the same entries are table rows.
    expect(screen.getByTestId('log-table').querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('shows the one empty text when nothing matches', async () => {
    renderPage([]);
    expect((await screen.findByTestId('log-kosong')).textContent).toBe(PESAN.noData);
    expect(screen.queryByTestId('log-card')).toBeNull();
    expect(screen.queryByTestId('log-table')).toBeNull();
  });
});

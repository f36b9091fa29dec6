import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PESAN_NILAI, type KomponenSikad, type PratinjauKirim } from '@lms/shared';
import { theme } from '@/app/theme';
import { authStore } from '@/lib/auth-store';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';
import { KirimModal } from './kirim-modal';

/** Issue 30 defect 5 on screen: the dry-run's count is what the send records, activities not ended are named, and the send carries the dry-run it confirms. */

const komponen: KomponenSikad = { id: 3, jenis: 'tugas', label: 'Tugas', bobot: 20, aktivitas: [], waktu_entri_nilai_start: null, waktu_entri_nilai_end: null };
const mhs = (n: number) => ({ id_user: n, nama: `M${n}`, nim: String(n) });
const pratinjau: PratinjauKirim = {
  komponen,
  boleh_kirim: true,
  pesan_kirim: null,
  perlu_konfirmasi_timpa: false,
  jumlah_berubah: 1,
  versi: 'v-abc',
  aktivitas_belum_berakhir: [{ id: '9', jenis: 'tugas', jenis_aktivitas: 'tugas', label: 'Tugas 5', waktu_selesai: '2026-12-01T00:00:00Z' }],
  peringatan: PESAN_NILAI.belumBerakhir(1, 2, ['Tugas 5']),
  baris: [
    { mahasiswa: mhs(1), nilai_sikad: 21.07, nilai_baru: 21.07, update_by_sikad: false, berubah: false },
    { mahasiswa: mhs(2), nilai_sikad: 40, nilai_baru: 55.5, update_by_sikad: false, berubah: true },
  ],
};
const job = { id: 'j1', jenis: 'kirim_nilai_sikad', status: 'completed', progress: 100, jenis_sumber: 'komponen_nilai', id_sumber: 'K1:3', id_kelas_kuliah: 'K1', hasil: null, pesan: null, created_at: '2026-11-27T06:00:00Z', updated_at: '2026-11-27T06:00:01Z' };
const okJson = (data: unknown) => new Response(JSON.stringify({ status: { code: 'success', message: 'Berhasil' }, data }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('KirimModal', () => {
  it('shows the count the ledger will record, names activities not ended, and sends the dry-run version', async () => {
    writeJson(STORAGE_KEYS.frontendConfig, { college_id: 1, copyright: '', url_sikad_legacy: '', color_mode: 'light' });
    authStore.set({ access_token: 'A', refresh_token: 'R', expires_in: 3600 });
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (String(url).includes('/pratinjau_kirim')) return okJson(pratinjau);
      if (String(url).endsWith('/kirim')) {
        posted.push(JSON.parse(String(init?.body)));
        return okJson({ job, id_kirim: 5 });
      }
      return String(url).includes('/v2/lms/jobs/') ? okJson(job) : okJson(null);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme}>
          <KirimModal idKelas="K1" komponen={komponen} onClose={() => {}} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('kirim-jumlah')).textContent).toBe(`Pratinjau: ${PESAN_NILAI.pratinjauBerubah(1, 2)}`);
    expect(screen.getByTestId('kirim-peringatan').textContent).toBe('1 dari 2 aktivitas belum berakhir dan dihitung 0 bagi yang belum memiliki nilai: Tugas 5');
    fireEvent.click(screen.getByTestId('kirim-kirim'));
    await waitFor(() => expect(posted).toEqual([{ konfirmasi_timpa: false, versi_pratinjau: 'v-abc' }]));
    await screen.findByTestId('kirim-job');
    client.clear();
    authStore.clear();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PESAN_KEHADIRAN, type KehadiranDosenPertemuan, type KehadiranDosenRowData, type KehadiranPertemuanResponse } from '@lms/shared';
import { fail, ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { KehadiranPesertaSection } from './kehadiran-peserta-section';
import { UbahKehadiranDosenModal } from './ubah-kehadiran-dosen-modal';

vi.mock('@/lib/live-stream', () => ({ useLiveEvent: () => {}, useLiveResync: () => {} }));

/** Issue 30 points 1 and 6: the lecturer-attendance modal and the lecturer's disabled 'Ubah Kehadiran'. */

const dosen = (id: number, name: string, over: Partial<KehadiranDosenRowData> = {}): KehadiranDosenRowData => ({
  pengajar: { id_dosen: id, id_user: id + 100, avatar_url: null, name },
  ada_presensi: false,
  is_hadir: false,
  is_valid: false,
  mulai_kuliah: null,
  selesai_kuliah: null,
  aktivitas: 0,
  syarat: [],
  updated_by: null,
  updated_at: null,
  versi: `v${id}`,
  ...over,
});

const pertemuan = (data: KehadiranDosenRowData[]): KehadiranDosenPertemuan => ({ id_pertemuan: 7, jenis: 'offline', syarat: null, perlu_validasi: false, can_ubah: true, data });

describe('Ubah Kehadiran Pengajar: starts from the current state, sends only the edited lecturers', () => {
  // Budi started the lecture at 08:00 WIB (the card shows 'Mulai 08:00'); Dewi has nothing yet.
  const data = pertemuan([dosen(5, 'Budi Santoso', { mulai_kuliah: '2026-11-21T01:00:00Z' }), dosen(6, 'Dewi Lestari')]);
  const buka = (onClose = vi.fn()) => {
    renderRoute(<UbahKehadiranDosenModal opened onClose={onClose} idPertemuan={7} data={data} timeZone="Asia/Jakarta" waktuMulai="2026-11-21T01:00:00Z" />, { route: '/x', path: '/x' });
    return onClose;
  };
  const baris = () => screen.getAllByTestId('ubah-dosen-row');

  it('shows the lecturer who started with his start time and no presence, then saves Dewi alone', async () => {
    const { calls } = stubApi({ 'PUT /api/v2/lms/kehadiran_dosen/7/dosen/6': ok(dosen(6, 'Dewi Lestari')) });
    const onClose = buka();
    await waitFor(() => expect(baris()).toHaveLength(2));
    const budi = within(baris()[0]!);
    expect((budi.getByTestId('ubah-dosen-mulai') as HTMLInputElement).value).toBe('08:00');
    expect(budi.getByText('Belum Ada Presensi')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Kehadiran Dewi Lestari' }));
    const dewi = within(baris()[1]!);
    fireEvent.change(dewi.getByTestId('ubah-dosen-mulai'), { target: { value: '08:05' } });
    fireEvent.change(dewi.getByTestId('ubah-dosen-selesai'), { target: { value: '09:40' } });
    expect(dewi.getByTestId('ubah-dosen-diubah')).toBeTruthy();
    expect(budi.queryByTestId('ubah-dosen-diubah')).toBeNull();
    fireEvent.click(screen.getByTestId('ubah-dosen-simpan'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.url.split('/api')[1])).toEqual(['/v2/lms/kehadiran_dosen/7/dosen/6']);
    expect(puts[0]!.body).toEqual({ is_hadir: true, mulai_kuliah: '2026-11-21T01:05:00Z', selesai_kuliah: '2026-11-21T02:40:00Z', versi: 'v6' });
  });

  it('a lecturer changed since the modal read him: the refusal is shown and the modal stays open', async () => {
    const pesan = PESAN_KEHADIRAN.dosenBerubah('Dewi Lestari');
    stubApi({ 'PUT /api/v2/lms/kehadiran_dosen/7/dosen/6': fail(409, 'conflict', pesan) });
    const onClose = buka();
    await waitFor(() => expect(baris()).toHaveLength(2));
    fireEvent.click(screen.getByRole('switch', { name: 'Kehadiran Dewi Lestari' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Kehadiran Dewi Lestari' }));
    fireEvent.click(screen.getByTestId('ubah-dosen-simpan'));
    // The client writes server messages lower-cased then capitalised (spec 1 §8).
    expect((await screen.findByTestId('ubah-dosen-pesan')).textContent?.toLowerCase()).toContain(pesan.toLowerCase());
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("the lecturer's 'Ubah Kehadiran' before editing opens", () => {
  const data = (can: Partial<KehadiranPertemuanResponse['can']>): KehadiranPertemuanResponse =>
    ({
      pertemuan: {
        id: 7, nomor: 3, judul: 'Pertemuan 3', kategori: 'kuliah', jenis: 'offline', status: 'berlangsung',
        waktu_mulai: '2026-11-21T01:00:00Z', waktu_selesai: '2026-11-21T03:00:00Z', mulai_kuliah: null, selesai_kuliah: null,
        parameter_kehadiran: {}, waktu_batas_aktivitas: null, waktu_terakhir_update_kehadiran: null,
        kelas_kuliah: { id: 'k1', periode: 20261, mode_kuliah: 'offline', mata_kuliah: { id: 1, kode: 'TIF201', nama: 'Basis Data' }, kelas: { id: 1, nama: 'A', jenis: { nama: 'Reguler' } } },
      },
      dimulai: true,
      minimal_progress: 80,
      jumlah_hadir: 0,
      jumlah_peserta: 1,
      rata_rata_progress: 0,
      waktu_update_otomatis: null,
      can: { edit: false, update_progres: false, ubah_dosen: false, qr_code: false, edit_mulai: '2026-11-21T01:15:00Z', alasan_edit: null, ...can },
      peserta: [
        {
          mahasiswa: { nama: 'Ani', nim: '101', id_user: 1, avatar_url: null }, presensi: null, presensi_label: 'Belum Ada Presensi', ada_presensi: false, is_hadir: false,
          is_qr_code: false, is_valid: true, progress: { overall: 0 }, detail: [], updated_by: null, updated_at: null, is_manual: false,
        },
      ],
    }) as KehadiranPertemuanResponse;

  it('shows the button disabled with the reason as its description (accessible name = its text)', async () => {
    stubApi({ 'GET /api/v2/lms/kehadiran_mahasiswa/jenis_presensi': ok({}) });
    const alasan = PESAN_KEHADIRAN.belumWaktunyaDosen(15);
    renderRoute(<KehadiranPesertaSection data={data({ alasan_edit: alasan })} timeZone="Asia/Jakarta" dosen />, { route: '/x', path: '/x' });
    const tombol = await screen.findByRole('button', { name: 'Ubah Kehadiran' });
    expect(tombol.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(alasan)).toBeTruthy();
    const desc = tombol.getAttribute('aria-describedby');
    expect(desc && document.getElementById(desc)?.textContent).toBe(alasan);
    fireEvent.click(tombol);
    expect(screen.queryByTestId('kehadiran-simpan')).toBeNull();
  });

  it('no reason (no right to edit at all): no button', async () => {
    stubApi({ 'GET /api/v2/lms/kehadiran_mahasiswa/jenis_presensi': ok({}) });
    renderRoute(<KehadiranPesertaSection data={data({})} timeZone="Asia/Jakarta" dosen />, { route: '/x', path: '/x' });
    await screen.findByText('Ani');
    expect(screen.queryByRole('button', { name: /Ubah Kehadiran/ })).toBeNull();
  });
});

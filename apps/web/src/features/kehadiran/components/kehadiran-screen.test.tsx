import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KehadiranDosenPertemuan, KehadiranPertemuanResponse, KehadiranPesertaRow } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { KehadiranPesertaSection } from './kehadiran-peserta-section';
import { UbahKehadiranDosenModal } from './ubah-kehadiran-dosen-modal';

vi.mock('@/lib/live-stream', () => ({ useLiveEvent: () => {}, useLiveResync: () => {} }));

const row = (nim: string, nama: string, over: Partial<KehadiranPesertaRow> = {}): KehadiranPesertaRow => ({
  mahasiswa: { nama, nim, id_user: 1, avatar_url: null },
  presensi: 'H',
  presensi_label: 'Hadir',
  ada_presensi: true,
  is_hadir: true,
  is_qr_code: false,
  is_valid: true,
  progress: { overall: 100 },
  detail: [
    {
      id_aktivitas: 3,
      jenis: 'materi',
      parameter: 'unduh_materi',
      judul: 'Modul Normalisasi',
      weight: 100,
      is_hadir: true,
      empty_activity: false,
      waktu_selesai: '2026-11-21T02:00:00Z',
      sumber: 'unduh',
      sumber_label: 'Mengunduh materi',
      alasan: 'terpenuhi',
      keterangan: '',
    },
  ],
  updated_by: { username: 'LMS:SYSTEM', name: 'Sistem' },
  updated_at: '2026-11-21T02:00:00Z',
  is_manual: false,
  ...over,
});

const data = (over: Partial<KehadiranPertemuanResponse> = {}): KehadiranPertemuanResponse => ({
  pertemuan: {
    id: 7,
    nomor: 3,
    judul: 'Pertemuan 3',
    kategori: 'kuliah',
    jenis: 'online',
    status: 'berlangsung',
    waktu_mulai: '2026-11-21T01:00:00Z',
    waktu_selesai: '2026-11-21T03:00:00Z',
    mulai_kuliah: null,
    selesai_kuliah: null,
    parameter_kehadiran: { unduh_materi: true },
    waktu_batas_aktivitas: null,
    waktu_terakhir_update_kehadiran: null,
    kelas_kuliah: { id: 'k1', periode: 20261, mode_kuliah: 'online', mata_kuliah: { id: 1, kode: 'TIF201', nama: 'Basis Data' }, kelas: { id: 1, nama: 'A', jenis: { nama: 'Reguler' } } },
  },
  dimulai: true,
  minimal_progress: 80,
  jumlah_hadir: 1,
  jumlah_peserta: 2,
  rata_rata_progress: 50,
  waktu_update_otomatis: null,
  can: { edit: true, update_progres: true, ubah_dosen: false, qr_code: false, edit_mulai: null, alasan_edit: null },
  peserta: [row('101', 'Ani'), row('102', 'Budi', { presensi: 'A', presensi_label: 'Tidak Hadir', is_hadir: false, progress: { overall: 0 }, detail: [] })],
  ...over,
});

const jenis = { izin: { id: 1, kode: 'I', nama: 'Izin', is_active: true }, sakit: { id: 2, kode: 'S', nama: 'Sakit', is_active: false } };

describe('participants section', () => {
  it('explains a progress bar, edits with I only when active, Batal restores, Simpan sends the rows', async () => {
    const { calls } = stubApi({
      'GET /api/v2/lms/kehadiran_mahasiswa/jenis_presensi': ok(jenis),
      'PUT /api/v2/lms/kehadiran_mahasiswa/pertemuan/7': ok(data(), 'Berhasil update kehadiran'),
    });
    renderRoute(<KehadiranPesertaSection data={data()} timeZone="Asia/Jakarta" dosen />, { route: '/x', path: '/x' });
    const table = await screen.findByTestId('kehadiran-table');
    // The progress bar opens the detail that explains it.
    fireEvent.click(within(table).getAllByTestId('progress-button')[0]!);
    const detail = await screen.findByTestId('kehadiran-detail');
    expect(detail.textContent).toContain('Modul Normalisasi');
    expect(detail.textContent).toContain('Mengunduh materi');
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));

    fireEvent.click(screen.getByTestId('kehadiran-ubah'));
    await waitFor(() => expect(within(table).getAllByRole('radio', { name: /^Izin/ }).length).toBe(2));
    expect(within(table).queryAllByRole('radio', { name: /^Sakit/ })).toHaveLength(0);
    fireEvent.click(within(table).getByRole('radio', { name: 'Izin Budi' }));
    fireEvent.click(screen.getByTestId('kehadiran-batal'));
    expect(within(table).getAllByTestId('presensi-tag').map((t) => t.getAttribute('data-presensi'))).toEqual(['H', 'A']);

    fireEvent.click(screen.getByTestId('kehadiran-ubah'));
    fireEvent.click(within(table).getByRole('radio', { name: 'Izin Budi' }));
    fireEvent.click(screen.getByTestId('kehadiran-simpan'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      // Only the edited row, with the presence it had when editing started: the untouched one stays as it is.
      data: [{ nim: '102', presensi: 'I', ada_presensi: true, presensi_awal: 'A' }],
    });
  });

  it('hides the progress column and Update Progres when not allowed, shows NO DATA without participants', async () => {
    stubApi({ 'GET /api/v2/lms/kehadiran_mahasiswa/jenis_presensi': ok(jenis) });
    renderRoute(<KehadiranPesertaSection data={data({ can: { edit: false, update_progres: false, ubah_dosen: false, qr_code: false, edit_mulai: null, alasan_edit: null }, peserta: [] })} timeZone="Asia/Jakarta" dosen />, {
      route: '/x',
      path: '/x',
    });
    expect(await screen.findByText('NO DATA')).toBeTruthy();
    expect(screen.queryByTestId('update-progres')).toBeNull();
    expect(screen.queryByTestId('kehadiran-ubah')).toBeNull();
  });
});

describe('Ubah Kehadiran Pengajar', () => {
  const dosen: KehadiranDosenPertemuan = {
    id_pertemuan: 7,
    jenis: 'offline',
    syarat: null,
    perlu_validasi: false,
    can_ubah: true,
    data: [
      {
        pengajar: { id_dosen: 5, id_user: 9, avatar_url: null, name: 'Budi Santoso' },
        ada_presensi: false,
        is_hadir: false,
        is_valid: false,
        mulai_kuliah: null,
        selesai_kuliah: null,
        aktivitas: 0,
        syarat: [],
        updated_by: null,
        updated_at: null,
        versi: 'v1',
      },
    ],
  };
  it('refuses a present lecturer without an end time, then sends one PUT per lecturer', async () => {
    const { calls } = stubApi({ 'PUT /api/v2/lms/kehadiran_dosen/7/dosen/5': ok(dosen.data[0]) });
    const onClose = vi.fn();
    renderRoute(<UbahKehadiranDosenModal opened onClose={onClose} idPertemuan={7} data={dosen} timeZone="Asia/Jakarta" waktuMulai="2026-11-21T01:00:00Z" />, { route: '/x', path: '/x' });
    const mulai = await screen.findByTestId('ubah-dosen-mulai');
    expect((mulai as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Kehadiran Budi Santoso' }));
    fireEvent.change(screen.getByTestId('ubah-dosen-mulai'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByTestId('ubah-dosen-simpan'));
    expect((await screen.findByTestId('ubah-dosen-pesan')).textContent).toContain('Mengakhiri kuliah dosen Budi Santoso wajib diisi');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('ubah-dosen-selesai'), { target: { value: '10:00' } });
    fireEvent.click(screen.getByTestId('ubah-dosen-simpan'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ is_hadir: true, mulai_kuliah: '2026-11-21T01:00:00Z', selesai_kuliah: '2026-11-21T03:00:00Z', versi: 'v1' });
  });
});

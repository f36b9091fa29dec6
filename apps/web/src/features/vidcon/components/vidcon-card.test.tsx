import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PESAN_VIDCON, type VidconItem } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { useServerTime } from '@/lib/server-time';
import { VidconCard } from './vidcon-card';
import { VidconListView } from './vidcon-list-view';

const NOW = Date.parse('2026-11-21T01:40:00Z');
const base: VidconItem = {
  id: 5,
  id_kelas_kuliah: 'k1',
  id_pertemuan: 7,
  judul: 'Kuliah Daring',
  aplikasi: 'gmeet',
  link: 'https://meet.google.com/abc-defg-hij',
  catatan: 'Aktifkan kamera',
  status: 'berlangsung',
  waktu_mulai: '2026-11-21T01:00:00Z',
  waktu_selesai: '2026-11-21T02:00:00Z',
  jumlah_peserta: 3,
  jumlah_peserta_kelas: 30,
  is_syarat_hadir: true,
  batas_terlambat: '2026-11-21T01:15:00Z',
  join_data: null,
  pertemuan: { id: 7, nomor: 3, judul: '', jenis: 'online' },
  kelas_kuliah: { id: 'k1', periode: 20261, mata_kuliah: { kode: 'TIF202', nama: 'Basis Data' }, kelas: { nama: 'A', jenis: { nama: 'Reguler' } } },
  created_at: '2026-11-20T00:00:00Z',
  created_by: { id: 1, nama: 'Budi', username: 'dosen' },
  updated_at: '2026-11-20T00:00:00Z',
  updated_by: null,
  can: { edit: true, delete: true, join: true, lihat_peserta: true },
};
const mahasiswa: VidconItem = { ...base, link: null, can: { edit: false, delete: false, join: true, lihat_peserta: false } };

const render = (v: VidconItem, onJoin = vi.fn(), now = NOW) =>
  renderRoute(<VidconCard vidcon={v} timeZone="Asia/Jakarta" now={now} onJoin={onJoin} onEdit={vi.fn()} onDelete={vi.fn()} />, { route: '/', path: '/' });

describe('VidconCard', () => {
  it("shows a lecturer the link, 'x/y Peserta', edit and 'Buka Link'; the join list opens on demand", async () => {
    stubApi({
      'GET /api/v2/lms/vidcon/5': ok({
        ...base,
        daftar_join_detail: [{ id_user: 9, role: 'ROLE_MAHASISWA', username: 'm1', nama: 'Sari', nim: '2101', waktu_join: '2026-11-21T01:20:00Z', waktu_join_terakhir: '2026-11-21T01:20:00Z', jumlah_join: 1, terlambat: true }],
        daftar_peserta: [],
      }),
    });
    const onJoin = vi.fn();
    render(base, onJoin);
    expect(screen.getByTestId('vidcon-link').textContent).toContain(base.link);
    expect(screen.getByTestId('vidcon-jumlah-peserta').textContent).toBe('3/30 Peserta');
    expect(screen.getByTestId('vidcon-status').textContent).toBe('Sedang Berlangsung');
    expect(screen.getByTestId('vidcon-ubah')).toBeTruthy();
    fireEvent.click(screen.getByTestId('vidcon-gabung'));
    expect(onJoin).toHaveBeenCalledWith(base);
    fireEvent.click(screen.getByTestId('vidcon-jumlah-peserta'));
    expect((await screen.findByTestId('vidcon-join-item')).textContent).toContain('Terlambat');
  }, 20_000);

  it('lets a student join only while it runs, and never shows the link', () => {
    const onJoin = vi.fn();
    render(mahasiswa, onJoin, Date.parse('2026-11-21T00:50:00Z'));
    expect(screen.queryByTestId('vidcon-link')).toBeNull();
    expect(screen.queryByTestId('vidcon-jumlah-peserta')).toBeNull();
    expect(screen.getByTestId('vidcon-status').textContent).toBe('Belum Dimulai');
    expect((screen.getByTestId('vidcon-gabung') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('vidcon-batas-terlambat').textContent).toContain('08:15');
  });

  it('flags a late join of a required vidcon', () => {
    render({ ...mahasiswa, join_data: { waktu_join: '2026-11-21T01:30:00Z', jumlah_join: 1, terlambat: true, kehadiran_tercatat: false } });
    expect(screen.getByTestId('vidcon-terlambat').textContent).toBe(PESAN_VIDCON.terlambat);
    expect(screen.getByTestId('vidcon-terlambat-pesan').textContent).toBe(PESAN_VIDCON.joinTerlambat);
    expect(screen.getByTestId('vidcon-gabung').textContent).toBe('Gabung Lagi');
  });

  it('shows an in-time join as attendance recorded', () => {
    render({ ...mahasiswa, join_data: { waktu_join: '2026-11-21T01:05:00Z', jumlah_join: 1, terlambat: false, kehadiran_tercatat: true } });
    expect(screen.getByTestId('vidcon-tepat-waktu').textContent).toBe('Kehadiran tercatat');
    expect(screen.queryByTestId('vidcon-terlambat')).toBeNull();
  });

  it("says the join limit has passed once it has, as the server clock ticks past it (no reload)", () => {
    // 20:09 - 21:09 WIB, join limit 20:24 WIB; the clock starts at 20:23:30 WIB.
    vi.useFakeTimers({ now: Date.parse('2026-11-21T13:23:30Z') });
    const v: VidconItem = { ...mahasiswa, waktu_mulai: '2026-11-21T13:09:00Z', waktu_selesai: '2026-11-21T14:09:00Z', batas_terlambat: '2026-11-21T13:24:00Z' };
    function Lists() {
      const { now } = useServerTime();
      return <VidconListView items={[v]} timeZone="Asia/Jakarta" now={now} onEdit={vi.fn()} />;
    }
    renderRoute(<Lists />, { route: '/', path: '/' });
    const batas = () => screen.getByTestId('vidcon-batas-terlambat').textContent;
    // The clock ticks every second: at 20:23:58 the limit is still ahead.
    act(() => vi.advanceTimersByTime(28_000));
    expect(batas()).toBe(PESAN_VIDCON.batasGabung('20:24'));

    // 20:25: past the limit, while the vidcon still runs.
    act(() => vi.advanceTimersByTime(62_000));
    expect(batas()).toBe(PESAN_VIDCON.batasGabungLewat('20:24'));
    expect(batas()).toBe('Batas bergabung pukul 20:24 sudah lewat; bergabung sekarang tidak lagi memenuhi kehadiran.');
    expect(screen.getByTestId('vidcon-status').textContent).toBe('Sedang Berlangsung');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PertemuanDetail } from '@lms/shared';
import type * as SseModule from '@/lib/sse';
import type { SseOptions } from '@/lib/sse';
import { STORAGE_KEYS, readJson } from '@/lib/storage';
import { fail, ok, okList, renderRoute, stubApi } from '@/testing/test-helpers';
import { PertemuanDetailView } from './pertemuan-detail-view';

// The live stream: capture what the page subscribes with, and push events by hand.
const sse = vi.hoisted(() => ({ opened: [] as SseOptions[], closed: 0 }));
vi.mock('@/lib/sse', async (orig) => ({
  ...(await orig<typeof SseModule>()),
  connectSse: (opts: SseOptions) => {
    sse.opened.push(opts);
    return () => {
      sse.closed += 1;
    };
  },
}));

const detail = (over: Partial<PertemuanDetail> = {}): PertemuanDetail => ({
  id: 7,
  nomor: 3,
  judul: 'Normalisasi Basis Data',
  deskripsi: '',
  kategori: 'kuliah',
  jenis: 'offline',
  status: 'belum_dimulai',
  waktu_mulai: '2026-11-21T00:30:00Z',
  waktu_selesai: '2026-11-21T03:00:00Z',
  mulai_kuliah: null,
  selesai_kuliah: null,
  peserta_hadir: 0,
  progress_peserta: 0,
  parameter_kehadiran: { hadir_vidcon: false, kerjakan_kuis_ujian: false, kerjakan_tugas: false, posting_forum: false, unduh_materi: false },
  waktu_terakhir_update_kehadiran: null,
  waktu_batas_aktivitas: null,
  default_deadline_materi: null,
  id_kampus: null,
  id_sesi: null,
  id_ruangan: 4,
  ruangan: { id: 4, nama: 'Gedung A Ruang 301' },
  periode: 20261,
  id_kelas_kuliah: 'k1',
  kelas_kuliah: { id: 'k1', periode: 20261, mata_kuliah: { id: 1, kode: 'TIF201', nama: 'Basis Data' }, kelas: { id: 1, nama: 'A', jenis: { nama: 'Reguler' } }, mode_kuliah: 'offline' },
  count_activity: { materi: 2, tugas: 1, vidcon: 0, ujian: 0, forum: 0, teks: 1 },
  pengajar_kelas: [{ id: 1, nama: 'Budi Santoso', gelar_depan: 'Dr.', gelar_akademik: 'M.Kom.', avatar_url: null, jabatan: 'dosen_koordinator', is_pengajar: true, is_utama: true }],
  can: { start: true, end: false, edit: true, ubah_jadwal: false },
  ...over,
});

const teks = [
  { id: 1, id_pertemuan: 7, judul: 'Bacaan minggu ini', isi: '<p>Baca <strong>Bab 3</strong></p>', created_by: { id: 1, nama: 'Budi' }, created_at: '2026-11-20T01:00:00Z', updated_at: '2026-11-20T01:00:00Z' },
];

const common = {
  'GET /api/v2/lms/pertemuan/7/teks': okList(teks),
  'GET /api/v2/lms/kelas_kuliah/k1/pertemuan': okList([]),
};

beforeEach(() => {
  sse.opened = [];
  sse.closed = 0;
});
const renderView = () => renderRoute(<PertemuanDetailView id={7} idKelas="k1" />, { route: '/kelas/k1/7', path: '/kelas/:id/:idPertemuan' });

describe('PertemuanDetailView', () => {
  it('shows the meeting with its status, and a lecturer starts it through the confirmation modal', async () => {
    let current = detail();
    const { calls } = stubApi({
      ...common,
      'GET /api/v2/lms/pertemuan/7': () => ok(current),
      'PUT /api/v2/lms/pertemuan/7/start': () => {
        current = detail({ status: 'berlangsung', mulai_kuliah: '2026-11-21T00:35:00Z', can: { start: false, end: true, edit: true, ubah_jadwal: false } });
        return ok(current, 'Pertemuan berhasil dimulai');
      },
    });
    renderView();

    expect((await screen.findAllByTestId('pertemuan-status'))[0]!.textContent).toBe('Belum Dimulai');
    expect(screen.getByTestId('pertemuan-waktu').textContent).toContain('21/11/2026, 07:30 - 10:00 WIB');
    expect(screen.getByText('TIF201 - Basis Data')).toBeTruthy();
    // The class is named in the breadcrumb as on its own page: 'Basis Data A'.
    expect(screen.getByTestId('breadcrumb').textContent).toContain('Basis Data A');
    expect(screen.getByTestId('breadcrumb').textContent).not.toContain('Basis Data - A');
    expect(screen.getByText('Dr. Budi Santoso, M.Kom.')).toBeTruthy();
    expect(screen.getByTestId('count-activity-materi').textContent).toBe('2');
    expect(screen.queryByTestId('pertemuan-akhiri')).toBeNull();

    fireEvent.click(screen.getByTestId('pertemuan-mulai'));
    fireEvent.click(await screen.findByTestId('pertemuan-konfirmasi'));

    await waitFor(() => expect(screen.getAllByTestId('pertemuan-status')[0]!.textContent).toBe('Sedang Berlangsung'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/api/v2/lms/pertemuan/7/start']);
    expect(await screen.findByText('Pertemuan berhasil dimulai')).toBeTruthy();
    expect(screen.getByTestId('pertemuan-akhiri')).toBeTruthy();
    expect(screen.queryByTestId('pertemuan-mulai')).toBeNull();
  });

  it('shows a student no controls', async () => {
    stubApi({ ...common, 'GET /api/v2/lms/pertemuan/7': ok(detail({ can: { start: false, end: false, edit: false, ubah_jadwal: false } })) });
    renderView();
    await screen.findByTestId('pertemuan-info');
    expect(await screen.findByTestId('teks-item')).toBeTruthy();
    for (const id of ['pertemuan-mulai', 'pertemuan-akhiri', 'pertemuan-ubah', 'teks-tambah', 'teks-ubah', 'teks-hapus']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });

  it("refreshes when another user ends the meeting (SSE stream 'pertemuan', event 'status')", async () => {
    let current = detail({ status: 'berlangsung', can: { start: false, end: true, edit: true, ubah_jadwal: false } });
    stubApi({ ...common, 'GET /api/v2/lms/pertemuan/7': () => ok(current) });
    renderView();
    expect((await screen.findAllByTestId('pertemuan-status'))[0]!.textContent).toBe('Sedang Berlangsung');
    expect(sse.opened.map((o) => o.url)).toEqual(['/api/v2/lms/events?stream=pertemuan']);

    current = detail({ status: 'selesai', selesai_kuliah: '2026-11-21T03:00:00Z', can: { start: false, end: false, edit: true, ubah_jadwal: false } });
    // An event of another meeting changes nothing here.
    act(() => sse.opened[0]!.onMessage({ event: 'status', data: JSON.stringify({ id: 99, id_kelas_kuliah: 'k9', nomor: 1, status: 'selesai', mulai_kuliah: null, selesai_kuliah: null }), id: null }));
    expect(screen.getAllByTestId('pertemuan-status')[0]!.textContent).toBe('Sedang Berlangsung');

    act(() =>
      sse.opened[0]!.onMessage({
        event: 'status',
        data: JSON.stringify({ id: 7, id_kelas_kuliah: 'k1', nomor: 3, status: 'selesai', mulai_kuliah: null, selesai_kuliah: '2026-11-21T03:00:00Z' }),
        id: null,
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('pertemuan-status')[0]!.textContent).toBe('Telah Berakhir'));
    await waitFor(() => expect(screen.queryByTestId('pertemuan-akhiri')).toBeNull());
  });

  it("shows 'NO DATA' when the meeting cannot be loaded", async () => {
    stubApi({ ...common, 'GET /api/v2/lms/pertemuan/7': fail(404, 'not_found', 'Pertemuan tidak ditemukan') });
    renderView();
    expect((await screen.findByTestId('pertemuan-no-data')).textContent).toBe('NO DATA');
  });

  it('stores a pembatasan_ujian_kehadiran refusal and goes to /forbidden/{meetingId}', async () => {
    stubApi({ ...common, 'GET /api/v2/lms/pertemuan/7': fail(403, 'pembatasan_ujian_kehadiran', 'Anda belum memenuhi syarat kehadiran ujian') });
    renderView();
    expect((await screen.findByTestId('location')).textContent).toBe('/forbidden/7');
    expect(readJson(STORAGE_KEYS.forbiddenMeeting)).toEqual({ meetingId: '7', message: 'Anda belum memenuhi syarat kehadiran ujian' });
  });

  it("lists the clashes of a refused schedule change in the 'Ubah Pertemuan' modal", async () => {
    const daftar = [
      {
        jenis: 'ruangan',
        id_pertemuan: 50,
        nomor: 2,
        kelas_kuliah: { id: 'k2', mata_kuliah: { nama: 'Jaringan Komputer' }, kelas: { nama: 'B' } },
        waktu_mulai: '2026-11-21T00:30:00Z',
        waktu_selesai: '2026-11-21T03:00:00Z',
        pesan: 'Ruangan Gedung A Ruang 301 dipakai Jaringan Komputer B (Pertemuan 2)',
      },
    ];
    const { calls } = stubApi({
      ...common,
      'GET /api/v2/lms/pertemuan/7': ok(detail({ can: { start: true, end: false, edit: true, ubah_jadwal: true } })),
      'GET /api/v2/lms/sesi_kuliah': okList([{ id: 1, nama: 'Sesi 1', jam_mulai: '07:30:00', jam_selesai: '10:00:00' }]),
      'GET /api/v2/lms/ruangan': okList([{ id: 4, kode: 'A-301', nama: 'Gedung A Ruang 301', gedung: 'Gedung A', kapasitas: 40 }]),
      'PUT /api/v2/lms/pertemuan/7': fail(409, 'conflict', 'Jadwal bentrok dengan 1 jadwal lain', { detail: { detail: 'x', bentrok: true, daftar } }),
    });
    renderView();
    fireEvent.click(await screen.findByTestId('pertemuan-ubah'));
    const judul = await screen.findByTestId('ubah-pertemuan-judul');
    fireEvent.change(judul, { target: { value: 'Normalisasi (revisi)' } });
    fireEvent.click(screen.getByTestId('pertemuan-simpan'));

    expect(await screen.findByTestId('pertemuan-bentrok-list')).toBeTruthy();
    expect(screen.getByText(daftar[0]!.pesan)).toBeTruthy();
    expect(screen.getByTestId('pertemuan-bentrok-list').textContent).toContain('Jadwal bentrok dengan 1 jadwal lain');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ judul: 'Normalisasi (revisi)' });
    // Opening the modal and its pickers renders a lot in jsdom: seconds on a busy machine.
  }, 20_000);
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JENIS_FILE_TUGAS_LABEL, TIPE_FILE_MATERI_LABEL, type PertemuanDetail } from '@lms/shared';
import { ok, okList, renderRoute, stubApi } from '@/testing/test-helpers';
import { MateriModal } from './materi-modal';

const pertemuan = {
  id: 7,
  id_kelas_kuliah: 'k1',
  nomor: 3,
  judul: 'Normalisasi',
  jenis: 'online',
  status: 'belum_dimulai',
  waktu_mulai: '2099-11-21T01:00:00Z',
  waktu_selesai: '2099-11-21T02:40:00Z',
  default_deadline_materi: '2099-11-28T01:00:00Z',
  kelas_kuliah: { mata_kuliah: { kode: 'TIF201', nama: 'Basis Data' }, kelas: { nama: 'A', jenis: { nama: 'Reguler' } } },
} as unknown as PertemuanDetail;

function stub() {
  return stubApi({
    'GET /api/v2/lms/pengaturan/me': ok({}),
    'GET /api/v2/lms/kelas_kuliah/k1/pertemuan': okList([{ id: 7, nomor: 3, judul: 'Normalisasi', jenis: 'online' }]),
  });
}
const tambah = (pilihPertemuan: boolean) =>
  renderRoute(<MateriModal opened onClose={vi.fn()} pertemuan={pertemuan} materi={null} pilihPertemuan={pilihPertemuan} />, { route: '/', path: '/' });

describe("MateriModal 'Tambah Materi'", () => {
  it("asks for no meeting list when the lecturer's meeting is fixed (never GET kelas_kuliah//pertemuan)", async () => {
    const { calls } = stub();
    tambah(false);
    expect(await screen.findByTestId('materi-info-pertemuan')).toBeTruthy();
    // Let queries started on mount reach fetch.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls.filter((c) => c.url.includes('/kelas_kuliah/')).map((c) => c.url)).toEqual([]);
  });

  it("loads the class's meetings once for an operator who picks the meeting", async () => {
    const { calls } = stub();
    tambah(true);
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/kelas_kuliah/')).map((c) => c.url.split('?')[0])).toEqual(['/api/v2/lms/kelas_kuliah/k1/pertemuan']));
  });

  it("names the .zip/.rar type 'Arsip', as the task form does", async () => {
    stub();
    tambah(false);
    const tipe = await screen.findByTestId('materi-tipe');
    fireEvent.click(tipe);
    await waitFor(() => expect(tipe.getAttribute('aria-controls')).toBeTruthy());
    // jsdom cannot tell that the dropdown's opening transition made it visible.
    const daftar = document.getElementById(tipe.getAttribute('aria-controls')!)!;
    const options = within(daftar).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(options).toContain('Arsip');
    expect(options).not.toContain('Archive');
    expect(TIPE_FILE_MATERI_LABEL.archive).toBe('Arsip');
    expect(JENIS_FILE_TUGAS_LABEL.zip.startsWith(`${TIPE_FILE_MATERI_LABEL.archive} (`)).toBe(true);
  });
});

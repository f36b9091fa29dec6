import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PESAN_BAP, TOOLTIP_TANDA_TANGAN, type PengajarRingkas } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { BapModal } from './bap-modal';

afterEach(() => vi.unstubAllGlobals());

const pengajar = (id: number, nama: string): PengajarRingkas => ({ id_dosen: id, id_user: id + 10, nidn: String(id), jabatan: 'dosen', avatar_url: null, gelar_depan: '', nama_pengajar: nama, gelar_akademik: '' });
const KELAS = { jenis: 'kelas' as const, idKelas: '20261_1_2_1_1', judul: 'TIF201 - Algoritma · Kelas A', pengajar: [pengajar(1, 'Budi'), pengajar(2, 'Dewi')] };

function pdfStub(calls: string[]) {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  return vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'content-disposition': 'attachment; filename="BAP - TIF201.pdf"' } });
  });
}

describe('BapModal', () => {
  it("gives an operator the lecturer radio list and sends the chosen lecturer's report", async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', pdfStub(calls));
    renderRoute(<BapModal opened onClose={() => {}} sasaran={KELAS} dosen={false} />, { route: '/', path: '/' });
    expect(screen.queryByTestId('bap-laporan-saya')).toBeNull();
    expect(screen.getAllByTestId('bap-pengajar')).toHaveLength(2);
    expect(screen.getByTestId('bap-tanda-tangan-info').getAttribute('aria-label')).toBe(TOOLTIP_TANDA_TANGAN.pengajarUtama);
    fireEvent.click(screen.getByLabelText('Dewi'));
    fireEvent.click(screen.getByTestId('bap-submit'));
    await waitFor(() => expect(calls).toHaveLength(1));
    const u = new URL(calls[0]!, 'http://x');
    expect(u.pathname).toBe('/api/v2/lms/kelas_kuliah/20261_1_2_1_1/bap/unduh');
    expect(Object.fromEntries(u.searchParams)).toEqual({ include_laporan_kelas: 'true', include_laporan_pertemuan_detail: 'true', include_tanda_tangan: 'true', id_pengajar: '2' });
  });

  it("gives a lecturer 'Laporan Saya' with its own tooltip, and refuses to send without any report", () => {
    renderRoute(<BapModal opened onClose={() => {}} sasaran={KELAS} dosen />, { route: '/', path: '/' });
    expect((screen.getByTestId('bap-laporan-saya') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('bap-pengajar')).toBeNull();
    expect(screen.getByTestId('bap-tanda-tangan-info').getAttribute('aria-label')).toBe(TOOLTIP_TANDA_TANGAN.laporanSaya);
    fireEvent.click(screen.getByTestId('bap-laporan-kelas'));
    fireEvent.click(screen.getByTestId('bap-laporan-detail'));
    expect(screen.getByRole('alert').textContent).toBe(PESAN_BAP.pilihLaporan);
    expect((screen.getByTestId('bap-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts the period zip with the list filters and waits for a period', async () => {
    const { calls } = stubApi({
      'POST /api/v2/lms/kelas_kuliah/bap/unduh': ok({ id: 'j1', jenis: 'unduh_bap', status: 'processing', progress: 0 }, PESAN_BAP.zipDimulai),
      'GET /api/v2/lms/jobs/j1': ok({ id: 'j1', jenis: 'unduh_bap', status: 'processing', progress: 40, hasil: null, pesan: null }),
    });
    const { unmount } = renderRoute(<BapModal opened onClose={() => {}} sasaran={{ jenis: 'zip', filter: null }} dosen={false} />, { route: '/', path: '/' });
    expect(screen.getByTestId('bap-pilih-periode')).toBeTruthy();
    expect((screen.getByTestId('bap-submit') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderRoute(<BapModal opened onClose={() => {}} sasaran={{ jenis: 'zip', filter: { periode: 20261, id_prodi_mata_kuliah: [3] } }} dosen={false} />, { route: '/', path: '/' });
    fireEvent.click(screen.getByTestId('bap-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = new URL(calls.find((c) => c.method === 'POST')!.url, 'http://x');
    expect(post.searchParams.get('periode')).toBe('20261');
    expect(post.searchParams.get('id_prodi_mata_kuliah')).toBe('3');
    expect(post.searchParams.has('id_pengajar')).toBe(false);
    expect(await screen.findByTestId('bap-progress')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { kategoriPertemuanLabel, type KelasDetail, type MataKuliahInfo } from '@lms/shared';
import { ok, okList, renderRoute, stubApi } from '@/testing/test-helpers';
import { DataSilabusModal } from './data-silabus-modal';

const KELAS = {
  id: '20261_1_2_1_1',
  mata_kuliah: { id: 2 },
  akses: { ubah_silabus: false, ubah_rps: false },
} as unknown as KelasDetail;

function renderModal(rps: unknown[]) {
  stubApi({
    'GET /api/v2/academic/makul/2/rencana-pembelajaran': okList(rps),
    'GET /api/v2/academic/makul/2/rencana-evaluasi': ok([
      { komponen_nilai: { id: 1, nama: 'Tugas' }, bobot: 40 },
      { komponen_nilai: { id: 2, nama: 'UAS' }, bobot: 60 },
    ]),
    'GET /api/v2/academic/matakuliah/2': ok({ nama_dosen_koordinator: 'Dr. Budi Santoso', nama_dosen_pengembang_rps: null } as MataKuliahInfo),
  });
  renderRoute(<DataSilabusModal kelas={KELAS} opened onClose={() => {}} onUbahSilabus={() => {}} />, { route: '/', path: '/' });
}

describe('DataSilabusModal', () => {
  it('stacks each meeting of the semester plan with both materials on a phone; the two-column evaluation stays a table', async () => {
    renderModal([
      { id_pertemuan: 1, materi: 'Pengantar basis data', materi_inggris: 'Introduction to databases', kategori: 'kuliah' },
      { id_pertemuan: 8, materi: '', materi_inggris: '', kategori: 'uts' },
    ]);
    const [satu, uts] = await screen.findAllByTestId('rps-card');
    for (const part of ['Pertemuan 1', 'MateriPengantar basis data', 'Materi (Inggris)Introduction to databases']) expect(satu!.textContent).toContain(part);
    expect(uts!.textContent).toContain(`Pertemuan 8${kategoriPertemuanLabel('uts')}`);
    expect(uts!.textContent).toContain('Materi-');
    expect(uts!.textContent).toContain('Materi (Inggris)-');
    // From tablet up the same rows are the three-column table.
    expect(screen.getByTestId('rps-table').querySelectorAll('tbody tr')).toHaveLength(2);

    const evaluasi = within(screen.getByTestId('evaluasi-section'));
    expect(evaluasi.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Komponen Nilai', 'Bobot', 'Total', '100%']);
  });

  it("shows '-' for an empty semester plan, with neither cards nor table", async () => {
    renderModal([]);
    expect(await screen.findByText('Dr. Budi Santoso')).toBeTruthy();
    const rps = screen.getByTestId('rps-section');
    expect(within(rps).getByText('-')).toBeTruthy();
    expect(screen.queryByTestId('rps-card')).toBeNull();
    expect(screen.queryByTestId('rps-table')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { KelasListItem } from '@lms/shared';
import { renderRoute, testQueryClient } from '@/testing/test-helpers';
import { userInfoQueryOptions } from '@/lib/auth';
import { KelasTable } from './kelas-table';

const kelas = (over: Partial<KelasListItem> = {}): KelasListItem => ({
  id: '20261_1_2_1_1',
  status: 'berlangsung',
  banner_url: null,
  banner_color_idx: 0,
  periode: 20261,
  mata_kuliah: { id: 2, kode: 'TIF201', nama: 'Algoritma dan Struktur Data', sks: 3, prodi: { nama: 'Teknik Informatika', jenjang: 'S1' } },
  kelas: { id_kelas: 1, nama: 'A', jenis: { nama: 'Reguler' }, jenis_kelas: 1 },
  pengajar: [{ id_dosen: 1, id_user: 4, nidn: '1', jabatan: 'dosen_koordinator', avatar_url: null, gelar_depan: 'Dr.', nama_pengajar: 'Budi Santoso', gelar_akademik: 'S.Kom., M.Kom.' }],
  mode_kuliah: 'offline',
  prodi_kelas: [{ nama: 'Teknik Informatika', jenjang: 'S1' }],
  lingkup: '',
  kapasitas: 40,
  kampus: { nama: 'Kampus Utama' },
  jumlah_pertemuan: 16,
  jumlah_peserta: 38,
  jadwal: [],
  ...over,
});

/** An operator's session (the route guard leaves the user in the cache): the BAP buttons need it. */
function tampil(items: KelasListItem[], offset: number) {
  const client = testQueryClient();
  client.setQueryData(userInfoQueryOptions().queryKey, { role: 'ROLE_OPERATOR' } as never);
  return renderRoute(<KelasTable items={items} offset={offset} />, { route: '/', path: '/', client });
}

describe('KelasTable (Data Pertemuan, spec 1 §2.6)', () => {
  it('has exactly the ten columns in order, then the actions', () => {
    tampil([kelas()], 0);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['No', 'Periode', 'Mata Kuliah', 'Kelas', 'Pengajar', 'SKS', 'Peserta', 'Pertemuan', 'Prodi Matkul', 'Prodi Kelas', 'Aksi']);
  });

  it('numbers rows across pages and links Lihat to the class page', () => {
    tampil([kelas(), kelas({ id: '20261_1_2_2_1' })], 5);
    const rows = screen.getAllByTestId('kelas-row');
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toBe('6');
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('7');
    expect(within(rows[1]!).getByTestId('kelas-lihat').getAttribute('href')).toBe('/kelas/20261_1_2_2_1');
    expect(within(rows[0]!).getByText('Dr. Budi Santoso, S.Kom., M.Kom.')).toBeTruthy();
  });

  it('shows the empty texts of spec 1 §8 and an enabled Unduh BAP that opens the BAP modal', async () => {
    tampil([kelas({ pengajar: [], prodi_kelas: [], mata_kuliah: { ...kelas().mata_kuliah, prodi: null } })], 0);
    expect(screen.getByText('Belum ada Pengajar')).toBeTruthy();
    expect(screen.getByText('Prodi belum ditentukan')).toBeTruthy();
    expect(screen.getByText('Prodi Kelas Belum ditentukan')).toBeTruthy();
    const unduh = screen.getByTestId('kelas-unduh-bap') as HTMLButtonElement;
    expect(unduh.disabled).toBe(false);
    fireEvent.click(unduh);
    expect(await screen.findByTestId('modal-bap')).toBeTruthy();
  });
});

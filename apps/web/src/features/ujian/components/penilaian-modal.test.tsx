import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PenilaianUjianDetail, UjianDetail } from '@lms/shared';
import { PESAN_NILAI_UJIAN } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { MantineProvider } from '@mantine/core';
import { PenilaianModal } from './penilaian-modal';
import { StatusNilaiBadges } from './status-nilai-badges';

afterEach(() => vi.unstubAllGlobals());

const ujian = { id: 9, akses: { can_edit: true } } as unknown as UjianDetail;
const item = {
  id_pengerjaan: 31,
  mahasiswa: { id: 4, id_user: 40, nim: '2023101001', nama: 'Siti Nurhaliza' },
  status: 'selesai',
  status_penilaian: 'belum_dinilai',
  waktu_mulai: '2026-11-21T01:00:00Z',
  waktu_selesai: '2026-11-21T01:20:00Z',
  cara_selesai: 'kirim',
  jumlah_soal: 2,
  jumlah_soal_dijawab: 2,
  jumlah_esai_belum_dinilai: 1,
  nilai_akhir: 16.67,
  pengurangan_nilai: 0,
  jumlah_pelanggaran: 1,
} as const;
const soal = (over: object) => ({ created_by: null, soal_files: [], created_at: '', updated_at: '', dihitung: true, dijawab: true, ...over });
const detail: PenilaianUjianDetail = {
  pengerjaan: item,
  kelompok: [
    {
      id: 2,
      nama: 'Bagian A',
      aturan: 'semua',
      jumlah_wajib_dijawab: null,
      soal: [
        soal({ id: 11, nomor: 1, id_kelompok: 2, bobot: 1, jenis: 'pilihan', pertanyaan: '<p>2+2?</p>', pilihan: { pilihan: ['3', '4'], kunci: 1, gambar: [null, null] }, jawaban: { pilihan: 1 }, nilai: 1 }),
        soal({ id: 12, nomor: 2, id_kelompok: 2, bobot: 5, jenis: 'esay', pertanyaan: '<p>Jelaskan.</p>', esay: { jenis_file_diterima: ['text'], kunci: 'Kunci esai', kunci_files: [] }, jawaban: { esay: { teks: 'Jawaban saya', files: [] } }, nilai: null }),
      ],
    },
  ] as unknown as PenilaianUjianDetail['kelompok'],
  pelanggaran: [{ jenis: 'buka_tab', waktu: '2026-11-21T01:05:00Z' }],
  berikutnya: { id_mahasiswa: 5, nama: 'Arief' },
};

describe('PenilaianModal', () => {
  it('shows the answer beside the key, refuses a score above the weight, saves an integer score', async () => {
    const { calls } = stubApi({
      'GET /api/v2/lms/ujian/9/pengerjaan/4': ok(detail),
      'PUT /api/v2/lms/ujian/9/pengerjaan/31/kelompok_soal/2/soal/12/nilai': ok({ ...item, nilai_akhir: 83.33 }, PESAN_NILAI_UJIAN.berhasilUpdateNilai),
    });
    const onPindah = vi.fn();
    renderRoute(<PenilaianModal ujian={ujian} idMahasiswa={4} onPindah={onPindah} onClose={() => {}} timeZone="Asia/Jakarta" />, { route: '/', path: '/' });
    expect(await screen.findByText('Jawaban saya')).toBeTruthy();
    expect(screen.getByText('Kunci esai')).toBeTruthy();
    expect(screen.getByText(/Membuka tab atau aplikasi lain/)).toBeTruthy();
    const input = screen.getByTestId('nilai-esai-2');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('simpan-nilai-2'));
    expect(await screen.findByText(PESAN_NILAI_UJIAN.nilaiMaks(5))).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('simpan-nilai-2'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ nilai: 4 }));
    fireEvent.click(screen.getByTestId('penilaian-berikutnya'));
    expect(onPindah).toHaveBeenCalledWith(5);
  }, 20_000);
});

describe('StatusNilaiBadges', () => {
  const base = { status: 'selesai' as const, jumlah_pengerjaan: 3, jumlah_belum_dinilai: 0, jumlah_sudah_dinilai: 3, sedang_dihitung: false };
  const badge = (u: typeof base) => {
    const r = render(
      <MantineProvider>
        <StatusNilaiBadges ujian={u} />
      </MantineProvider>,
    );
    const text = [r.container.querySelector('[data-testid="badge-nilai"]')?.textContent, r.container.querySelector('[data-testid="sedang-dihitung"]')?.textContent].filter(Boolean).join(' | ');
    r.unmount();
    return text;
  };
  it('follows the lecturer badges of a finished exam', () => {
    expect(badge({ ...base, jumlah_pengerjaan: 0, jumlah_sudah_dinilai: 0 })).toBe(PESAN_NILAI_UJIAN.tidakAdaPengerjaan);
    expect(badge({ ...base, jumlah_belum_dinilai: 2, jumlah_sudah_dinilai: 1 })).toBe(`${PESAN_NILAI_UJIAN.belumDinilai} 2`);
    expect(badge(base)).toBe(`${PESAN_NILAI_UJIAN.sudahDinilai} 3`);
    expect(badge({ ...base, status: 'berlangsung' as never })).toBe('');
    expect(badge({ ...base, sedang_dihitung: true })).toContain(PESAN_NILAI_UJIAN.sedangProses);
  });
});

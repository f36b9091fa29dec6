import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hariIni, zonedToUtcIso, type EntriKalender } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/features/pertemuan/test-helpers';
import { KalenderCard } from './kalender-card';

const TZ = 'Asia/Jakarta';
const today = hariIni(TZ);
const bulan = today.slice(0, 7);
// Another day of the same month, with one meeting (moved there).
const lain = `${bulan}-${today.slice(8) === '15' ? '16' : '15'}`;

const entri = (over: Partial<EntriKalender>): EntriKalender => ({
  jenis: 'pertemuan',
  id: 1,
  judul: 'Pertemuan 3',
  tanggal: today,
  waktu_mulai: zonedToUtcIso(`${today} 07:30`, TZ)!,
  waktu_selesai: zonedToUtcIso(`${today} 10:00`, TZ)!,
  status: 'belum_dimulai',
  mode: 'offline',
  ruangan: 'Gedung A Ruang 301',
  id_kelas_kuliah: 'k1',
  id_pertemuan: 1,
  nomor_pertemuan: 3,
  kelas_kuliah: { mata_kuliah: { kode: 'TIF201', nama: 'Basis Data' }, kelas: { nama: 'A', jenis: { nama: 'Reguler' } } },
  ...over,
});

describe('KalenderCard', () => {
  it("marks the days with meetings and lists the chosen day's meetings with time, class, place, status and link", async () => {
    const { calls } = stubApi({
      'GET /api/v2/lms/kalender': ok({
        bulan,
        time_zone: TZ,
        entri: [
          entri({ id: 11, id_pertemuan: 11, status: 'berlangsung' }),
          entri({ id: 12, id_pertemuan: 12, id_kelas_kuliah: 'k2', mode: 'online', ruangan: null, waktu_mulai: zonedToUtcIso(`${today} 13:00`, TZ)!, waktu_selesai: zonedToUtcIso(`${today} 14:40`, TZ)!, kelas_kuliah: { mata_kuliah: { kode: 'TIF305', nama: 'Jaringan Komputer' }, kelas: { nama: 'B', jenis: { nama: 'Reguler' } } } }),
          entri({ id: 13, id_pertemuan: 13, tanggal: lain, waktu_mulai: zonedToUtcIso(`${lain} 08:00`, TZ)!, waktu_selesai: zonedToUtcIso(`${lain} 09:40`, TZ)! }),
        ],
      }),
    });
    renderRoute(<KalenderCard />, { route: '/beranda', path: '/beranda' });

    const items = await screen.findAllByTestId('kalender-entri');
    expect(calls[0]!.url).toContain(`bulan=${bulan}`);
    expect(items.map((i) => i.getAttribute('data-id'))).toEqual(['11', '12']);
    expect(items[0]!.textContent).toContain('Basis Data A');
    expect(items[0]!.textContent).toContain('07:30 - 10:00');
    expect(items[0]!.textContent).toContain('Gedung A Ruang 301');
    expect(items[0]!.textContent).toContain('Sedang Berlangsung');
    expect(items[0]!.getAttribute('href')).toBe('/kelas/k1/11');
    expect(items[1]!.textContent).toContain('13:00 - 14:40 · Online');

    // Days with meetings are marked (and named for screen readers); others are not.
    const marked = document.querySelectorAll('[data-ada-entri="true"]');
    expect(marked.length).toBe(2);
    const other = [...marked].find((d) => d.getAttribute('aria-label')?.startsWith(`${Number(lain.slice(8))},`));
    expect(other?.getAttribute('aria-label')).toBe(`${Number(lain.slice(8))}, 1 kegiatan`);

    // The day a meeting was moved to lists it.
    fireEvent.click(other!);
    await waitFor(() => expect(screen.getAllByTestId('kalender-entri').map((i) => i.getAttribute('data-id'))).toEqual(['13']));
    expect(screen.getByLabelText('Bulan berikutnya')).toBeTruthy();
    expect(screen.getByLabelText('Bulan sebelumnya')).toBeTruthy();
  }, 20_000);

  it('says when the chosen day has no meeting', async () => {
    stubApi({ 'GET /api/v2/lms/kalender': ok({ bulan, time_zone: TZ, entri: [] }) });
    renderRoute(<KalenderCard />, { route: '/beranda', path: '/beranda' });
    expect((await screen.findByTestId('kalender-kosong')).textContent).toBe('Tidak ada pertemuan pada tanggal ini.');
    expect(document.querySelectorAll('[data-ada-entri="true"]').length).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PESAN_KALENDER, hariIni, zonedToUtcIso, type EntriKalender } from '@lms/shared';
import { ok, renderRoute, stubApi } from '@/testing/test-helpers';
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

  it("shows each kind's time in Keterangan (a deadline as one instant), tells apart look-alike rows and never scrolls sideways", async () => {
    const at = (hari: string, jam: string) => zonedToUtcIso(`${hari} ${jam}`, TZ)!;
    const minggulalu = hariIni(TZ, new Date(Date.parse(`${today}T12:00:00Z`) - 7 * 86_400_000));
    const web = (jenis: string) => ({ mata_kuliah: { kode: 'TIF204', nama: 'Pemrograman Web' }, kelas: { nama: 'A', jenis: { nama: jenis } } });
    stubApi({
      'GET /api/v2/lms/kalender': ok({
        bulan,
        time_zone: TZ,
        entri: [
          entri({ id: 11, id_pertemuan: 11 }),
          // Two required materials of one meeting: shown from 07:30 a week before, due 07:30 today.
          entri({ jenis: 'materi', id: 31, judul: 'Modul Pertemuan 9', mode: null, ruangan: null, waktu_mulai: at(minggulalu, '07:30'), waktu_selesai: at(today, '07:30'), status: 'berlangsung' }),
          entri({ jenis: 'materi', id: 32, judul: 'Rekaman Kuliah Pertemuan 9', mode: null, ruangan: null, waktu_mulai: at(minggulalu, '07:30'), waktu_selesai: at(today, '07:30'), status: 'berlangsung' }),
          // One task in two classes of the same course and label (Reguler and Karyawan): opened 21:00 a week ago, due 17:00.
          entri({ jenis: 'tugas', id: 41, judul: 'Ringkasan Materi', id_kelas_kuliah: 'k4', mode: null, ruangan: null, waktu_mulai: at(minggulalu, '21:00'), waktu_selesai: at(today, '17:00'), status: 'berlangsung', kelas_kuliah: web('Reguler') }),
          entri({ jenis: 'tugas', id: 42, judul: 'Ringkasan Materi', id_kelas_kuliah: 'k5', mode: null, ruangan: null, waktu_mulai: at(minggulalu, '21:00'), waktu_selesai: at(today, '17:00'), status: 'berlangsung', kelas_kuliah: web('Karyawan') }),
          entri({ jenis: 'vidcon', id: 51, judul: 'Kuliah Daring', mode: null, ruangan: null, waktu_mulai: at(today, '19:00'), waktu_selesai: at(today, '20:00'), status: 'belum_dimulai' }),
        ],
      }),
    });
    renderRoute(<KalenderCard />, { route: '/beranda', path: '/beranda' });
    const items = await screen.findAllByTestId('kalender-entri');
    const row = (jenis: string, id: number) => items.find((i) => i.getAttribute('data-jenis') === jenis && i.getAttribute('data-id') === String(id))!;
    const waktu = (el: HTMLElement) => el.querySelector('[data-testid="kalender-entri-waktu"]')!.textContent;

    expect(waktu(row('pertemuan', 11))).toBe('07:30 - 10:00 · Gedung A Ruang 301');
    expect(waktu(row('tugas', 41))).toBe('Tenggat 17:00');
    expect(waktu(row('materi', 31))).toBe('Tenggat 07:30');
    expect(waktu(row('vidcon', 51))).toBe('19:00 - 20:00');
    for (const i of items) {
      expect(i.textContent).not.toMatch(/07:30 - 07:30|21:00 - 17:00/);
      expect(i.textContent).not.toContain(' · -');
    }
    // Each row names what it is: the activity's title and the class with its type.
    expect(row('materi', 31).textContent).toContain('Modul Pertemuan 9');
    expect(row('materi', 32).textContent).toContain('Rekaman Kuliah Pertemuan 9');
    expect(row('tugas', 41).textContent).toContain('Reguler');
    expect(row('tugas', 42).textContent).toContain('Karyawan');
    const texts = items.map((i) => i.textContent);
    expect(new Set(texts).size).toBe(texts.length);
    // Listed by the instant each is due or starts: the task due 17:00 after the 07:30 meeting, before the 19:00 vidcon.
    const order = items.map((i) => `${i.getAttribute('data-jenis')}-${i.getAttribute('data-id')}`);
    expect(order.indexOf('tugas-41')).toBeGreaterThan(order.indexOf('pertemuan-11'));
    expect(order.indexOf('tugas-41')).toBeLessThan(order.indexOf('vidcon-51'));
    // The list scrolls only vertically; a row's time and tags wrap instead of widening it.
    expect(screen.getByTestId('kalender-list').closest('[data-scrollbars]')?.getAttribute('data-scrollbars')).toBe('y');
    for (const i of items) expect(i.querySelector('[data-testid="kalender-entri-tag"]')?.getAttribute('style')).toContain('--group-wrap: wrap');
  }, 20_000);

  it('says when the chosen day has nothing', async () => {
    stubApi({ 'GET /api/v2/lms/kalender': ok({ bulan, time_zone: TZ, entri: [] }) });
    renderRoute(<KalenderCard />, { route: '/beranda', path: '/beranda' });
    expect((await screen.findByTestId('kalender-kosong')).textContent).toBe(PESAN_KALENDER.kosong);
    expect(document.querySelectorAll('[data-ada-entri="true"]').length).toBe(0);
  });
});

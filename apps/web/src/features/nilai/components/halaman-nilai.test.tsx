import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PESAN_NILAI, keadaanHalamanNilai, masukanHalamanNilai, type NilaiKelasKuliah } from '@lms/shared';
import { renderWithProviders } from '@/testing/render';
import { BannerEntri } from './banner-entri';
import { DaftarKomponen } from './daftar-komponen';

/** Issue 30 defect 4: the grade page's banner, message and buttons in each state of the one page-state rule. */

const H = 3_600_000;
const now = new Date('2026-11-27T06:00:00Z');
const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
const BUKA = { waktu_entri_nilai_start: iso(-48 * H), waktu_entri_nilai_end: iso(24 * H) };
const TUTUP = { waktu_entri_nilai_start: iso(-72 * H), waktu_entri_nilai_end: iso(-H) };
const akt = { id: '1', jenis: 'tugas' as const, jenis_aktivitas: 'tugas' as const, label: 'Tugas 1' };

function halaman(o: { dikunci?: boolean; peran?: 'dosen' | 'operator'; tulis?: boolean; pelaku?: boolean; tugas?: typeof BUKA; uts?: typeof BUKA; utsKosong?: boolean } = {}): NilaiKelasKuliah {
  return {
    kelas: { id: 'K1', periode: 20261, mata_kuliah: { kode: 'TIF201', nama: 'Algoritma' }, kelas: { nama: 'A', jenis: { id: 1, nama: 'Reguler' } }, kampus: { nama: '' }, mode: 'offline', is_nilai_dikunci: o.dikunci ?? false },
    header_aktivitas: [],
    header_rerata: [],
    header_sikad: [
      { id: 1, jenis: 'tugas', label: 'Tugas', bobot: 20, aktivitas: [akt], ...(o.tugas ?? BUKA) },
      { id: 2, jenis: 'uts', label: 'UTS', bobot: 30, aktivitas: o.utsKosong ? [] : [{ ...akt, id: '2', jenis: 'uts', jenis_aktivitas: 'ujian', label: 'UTS' }], ...(o.uts ?? BUKA) },
    ],
    waktu_entri_nilai: [],
    nilai_mahasiswa: [],
    // Only what the rule reads matters here; the rest mirrors what the API would answer.
    akses: { peran: o.peran ?? 'dosen', baca_kelas: true, boleh_ubah_komponen: false, boleh_kirim: false, pesan_kirim: null, waktu_entri_dibuka: false, kelola_siakad: false, tulis: o.tulis ?? true, pelaku: o.pelaku ?? true, banner_entri: false, pesan_ubah_komponen: null, kirim_komponen: [] },
  };
}

function render(d: NilaiKelasKuliah) {
  const keadaan = keadaanHalamanNilai(masukanHalamanNilai(d, now));
  renderWithProviders(
    <>
      <BannerEntri data={d} keadaan={keadaan} timeZone="Asia/Jakarta" />
      <DaftarKomponen data={d} keadaan={keadaan} timeZone="Asia/Jakarta" onAtur={() => {}} onKirim={() => {}} />
    </>,
  );
}

const kirim = (jenis: string) => screen.getByTestId(`komponen-kirim-${jenis}`) as HTMLButtonElement;
const atur = (jenis: string) => screen.getByTestId(`komponen-atur-${jenis}`) as HTMLButtonElement;
/** The on-screen text a button names as its description (aria-describedby). */
const alasan = (b: HTMLElement) => {
  const id = b.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent ?? null : null;
};

describe('grade page states', () => {
  it('open and unlocked: the banner, no message, every button active', () => {
    render(halaman());
    expect(screen.getByTestId('banner-entri').textContent).toContain(PESAN_NILAI.bannerDibuka);
    expect(screen.queryByTestId('pesan-kirim')).toBeNull();
    for (const j of ['tugas', 'uts']) {
      expect(kirim(j).disabled).toBe(false);
      expect(atur(j).disabled).toBe(false);
    }
  });

  it('locked (lecturer): only the locked message; every send and Atur button disabled, naming a reason on screen', () => {
    render(halaman({ dikunci: true }));
    expect(screen.queryByTestId('banner-entri')).toBeNull();
    expect(screen.getByTestId('pesan-kirim').textContent).toBe(PESAN_NILAI.dosenDibukaDikunci);
    for (const j of ['tugas', 'uts']) {
      expect(kirim(j).disabled).toBe(true);
      expect(alasan(kirim(j))).toBe(PESAN_NILAI.dosenDibukaDikunci);
      expect(atur(j).disabled).toBe(true);
      expect(alasan(atur(j))).toBe(PESAN_NILAI.dikunciUbahKomponen);
    }
    expect(screen.getByTestId('pesan-ubah-komponen').textContent).toBe(PESAN_NILAI.dikunciUbahKomponen);
  });

  it('locked (operator): the operator text, no banner, sends disabled', () => {
    render(halaman({ dikunci: true, peran: 'operator' }));
    expect(screen.queryByTestId('banner-entri')).toBeNull();
    expect(screen.getByTestId('pesan-kirim').textContent).toBe(PESAN_NILAI.operatorDikunci);
    expect(kirim('tugas').disabled).toBe(true);
    expect(alasan(kirim('tugas'))).toBe(PESAN_NILAI.operatorDikunci);
  });

  it("windows closed: no 'sedang dibuka' banner; the out-of-window text; sends disabled with it", () => {
    render(halaman({ tugas: TUTUP, uts: TUTUP }));
    expect(screen.queryByTestId('banner-entri')).toBeNull();
    expect(screen.getByTestId('pesan-kirim').textContent).toBe(PESAN_NILAI.dosenDiluar);
    expect(kirim('tugas').disabled).toBe(true);
    expect(alasan(kirim('uts'))).toBe(PESAN_NILAI.dosenDiluar);
    expect(atur('tugas').disabled).toBe(false);
  });

  it("one type's window closed: the banner, and that button's own reason shown beside it", () => {
    render(halaman({ uts: TUTUP }));
    expect(screen.getByTestId('banner-entri')).toBeTruthy();
    expect(screen.queryByTestId('pesan-kirim')).toBeNull();
    expect(kirim('tugas').disabled).toBe(false);
    expect(kirim('uts').disabled).toBe(true);
    expect(screen.getByTestId('kirim-alasan-uts').textContent).toBe(PESAN_NILAI.dosenDiluar);
    expect(alasan(kirim('uts'))).toBe(PESAN_NILAI.dosenDiluar);
  });

  it('a component with no activity: its button disabled with that reason', () => {
    render(halaman({ utsKosong: true }));
    expect(kirim('uts').disabled).toBe(true);
    expect(screen.getByTestId('kirim-alasan-uts').textContent).toBe(PESAN_NILAI.komponenKosong);
  });

  it('not the integration party: the reason once, every button disabled naming it', () => {
    render(halaman({ pelaku: false }));
    expect(screen.queryByTestId('banner-entri')).toBeNull();
    expect(screen.getByTestId('pesan-kirim').textContent).toBe(PESAN_NILAI.bukanPelaku);
    expect(alasan(kirim('tugas'))).toBe(PESAN_NILAI.bukanPelaku);
    expect(alasan(atur('tugas'))).toBe(PESAN_NILAI.bukanPelaku);
  });

  it('read-only: no banner, no message, no buttons', () => {
    render(halaman({ peran: 'operator', tulis: false }));
    expect(screen.queryByTestId('banner-entri')).toBeNull();
    expect(screen.queryByTestId('pesan-kirim')).toBeNull();
    expect(screen.queryByTestId('komponen-kirim-tugas')).toBeNull();
    expect(screen.getAllByTestId('komponen-baris')).toHaveLength(2);
  });
});

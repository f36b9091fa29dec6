import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JEDA_MULAI_ENTRI_DOSEN_MS, JENIS_KOMPONEN_SIKAD, PESAN_NILAI, keadaanHalamanNilai, masukanHalamanNilai, type NilaiKelasKuliah } from '@lms/shared';
import { setupNilaiFixture, type Headers, type NilaiFixture } from './nilai.fixtures';

/**
 * Issue 30 defect 4: the grade page's state comes from one rule (keadaanHalamanNilai). The answer's `akses` is that
 * rule's result, and the web, computing it again from the answer, gets the same: no banner over the locked message,
 * every send refused with its reason when locked, no 'sedang dibuka' banner when the window is closed.
 */

const DAY = 86_400_000;
let f: NilaiFixture;
beforeAll(async () => {
  f = await setupNilaiFixture();
}, 120_000);
afterAll(async () => f?.t.close());

const halaman = async (h: Headers) => {
  const res = await f.inject('GET', '', h);
  expect(res.statusCode).toBe(200);
  return res.json().data as NilaiKelasKuliah;
};
/** The web's computation from the same answer (the server's clock a moment later: no window turns in between). */
const diWeb = (d: NilaiKelasKuliah) => keadaanHalamanNilai(masukanHalamanNilai(d, new Date()));
const setSemua = async (mulai: Date, selesai: Date) => {
  for (const j of JENIS_KOMPONEN_SIKAD) await f.setWindow(j, mulai, selesai);
};
const terisi = (d: NilaiKelasKuliah) => new Set(d.header_sikad.filter((h) => h.aktivitas.length > 0).map((h) => h.id));

describe('the grade page state', () => {
  it('open and unlocked: the banner, and every component with activities may be sent', async () => {
    const now = Date.now();
    await setSemua(new Date(now - 2 * DAY), new Date(now + 7 * DAY));
    const d = await halaman(f.dosen);
    expect(d.akses).toMatchObject({ banner_entri: true, pesan_kirim: null, boleh_kirim: true });
    const isi = terisi(d);
    expect(isi.size).toBeGreaterThan(0);
    for (const k of d.akses.kirim_komponen) expect(k).toEqual(isi.has(k.id) ? { id: k.id, boleh: true, pesan: null } : { id: k.id, boleh: false, pesan: PESAN_NILAI.komponenKosong });
    const w = diWeb(d);
    expect({ banner: w.banner_entri, pesan: w.pesan, kirim: w.kirim }).toEqual({ banner: d.akses.banner_entri, pesan: d.akses.pesan_kirim, kirim: d.akses.kirim_komponen });
  });

  it('locked: only the locked message; no banner; every send refused with the reason', async () => {
    await f.setKunci(true);
    try {
      for (const [h, pesan] of [
        [f.dosen, PESAN_NILAI.dosenDibukaDikunci],
        [f.operator, PESAN_NILAI.operatorDikunci],
      ] as const) {
        const d = await halaman(h);
        expect(d.akses).toMatchObject({ banner_entri: false, pesan_kirim: pesan, boleh_kirim: false, boleh_ubah_komponen: false, pesan_ubah_komponen: PESAN_NILAI.dikunciUbahKomponen });
        expect(d.akses.kirim_komponen).toHaveLength(d.header_sikad.length);
        expect(d.akses.kirim_komponen.every((k) => !k.boleh && k.pesan === pesan)).toBe(true);
        expect(diWeb(d).kirim).toEqual(d.akses.kirim_komponen);
      }
    } finally {
      await f.setKunci(false);
    }
  });

  it("closed windows: no 'sedang dibuka' banner, the out-of-window text, every lecturer send refused", async () => {
    const now = Date.now();
    await setSemua(new Date(now - 10 * DAY), new Date(now - DAY));
    const d = await halaman(f.dosen);
    expect(d.akses).toMatchObject({ banner_entri: false, waktu_entri_dibuka: false, pesan_kirim: PESAN_NILAI.dosenDiluar, boleh_kirim: false });
    expect(d.akses.kirim_komponen.every((k) => !k.boleh && k.pesan === PESAN_NILAI.dosenDiluar)).toBe(true);
    expect(diWeb(d).banner_entri).toBe(false);
    // The operator may still send, but no banner says a window is open.
    const op = await halaman(f.operator);
    expect(op.akses).toMatchObject({ banner_entri: false, pesan_kirim: null, boleh_kirim: true });
  });

  it("a window opened less than 24h 59m 59s ago is not open for the lecturer: no banner for them, the operator's banner", async () => {
    const now = Date.now();
    await setSemua(new Date(now - JEDA_MULAI_ENTRI_DOSEN_MS + 3_600_000), new Date(now + 7 * DAY));
    const d = await halaman(f.dosen);
    expect(d.akses).toMatchObject({ banner_entri: false, pesan_kirim: PESAN_NILAI.dosenDiluar, boleh_kirim: false });
    expect((await halaman(f.operator)).akses).toMatchObject({ banner_entri: true, pesan_kirim: null });
  });

  it("one type's window closed: the banner for the others, and that type's button refused with its own reason", async () => {
    const now = Date.now();
    await setSemua(new Date(now - 2 * DAY), new Date(now + 7 * DAY));
    await f.setWindow('tugas', new Date(now - 10 * DAY), new Date(now - DAY));
    const d = await halaman(f.dosen);
    expect(d.akses).toMatchObject({ banner_entri: true, pesan_kirim: null });
    const tugas = d.akses.kirim_komponen.find((k) => k.id === f.komponenTugas)!;
    expect(tugas).toEqual({ id: f.komponenTugas, boleh: false, pesan: PESAN_NILAI.dosenDiluar });
    const res = await f.inject('POST', `/komponen/${f.komponenTugas}/kirim`, f.dosen, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().status.message).toBe(tugas.pesan);
  });

  it('a read-only operator is offered no action and no banner', async () => {
    const d = await halaman(f.operatorLaporan);
    expect(d.akses).toMatchObject({ tulis: false, banner_entri: false, pesan_kirim: null, boleh_kirim: false });
    expect(diWeb(d).tampil_aksi).toBe(false);
  });
});

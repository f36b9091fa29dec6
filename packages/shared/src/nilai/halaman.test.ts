import { describe, expect, it } from 'vitest';
import { JEDA_MULAI_ENTRI_DOSEN_MS, PESAN_NILAI } from './rules';
import { keadaanHalamanNilai, masukanHalamanNilai, type MasukanHalamanNilai } from './halaman';

const H = 3_600_000;
const now = new Date('2026-11-27T06:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
/** A window a lecturer is inside now (started two days ago, ends tomorrow). */
const buka = { mulai: at(-48 * H), selesai: at(24 * H) };
/** A window that ended an hour ago. */
const tutup = { mulai: at(-72 * H), selesai: at(-H) };

function masukan(p: Partial<MasukanHalamanNilai> = {}): MasukanHalamanNilai {
  return {
    peran: 'dosen',
    tulis: true,
    pelaku: true,
    dikunci: false,
    now,
    komponen: [
      { id: 1, jenis: 'tugas', jumlahAktivitas: 3, ...buka },
      { id: 2, jenis: 'uts', jumlahAktivitas: 1, ...buka },
    ],
    ...p,
  };
}

describe('keadaanHalamanNilai', () => {
  it('open and unlocked: the banner, every send allowed, no message', () => {
    const k = keadaanHalamanNilai(masukan());
    expect(k).toMatchObject({ banner_entri: true, pesan: null, boleh_kirim: true, boleh_ubah_komponen: true, pesan_ubah_komponen: null });
    expect(k.kirim).toEqual([
      { id: 1, boleh: true, pesan: null },
      { id: 2, boleh: true, pesan: null },
    ]);
  });

  it('locked: only the locked message, no banner, every send and component edit refused with its reason', () => {
    const dosen = keadaanHalamanNilai(masukan({ dikunci: true }));
    expect(dosen.banner_entri).toBe(false);
    expect(dosen.pesan).toBe(PESAN_NILAI.dosenDibukaDikunci);
    expect(dosen.boleh_kirim).toBe(false);
    expect(dosen.kirim.every((x) => !x.boleh && x.pesan === PESAN_NILAI.dosenDibukaDikunci)).toBe(true);
    expect(dosen).toMatchObject({ boleh_ubah_komponen: false, pesan_ubah_komponen: PESAN_NILAI.dikunciUbahKomponen });

    const op = keadaanHalamanNilai(masukan({ peran: 'operator', dikunci: true }));
    expect(op).toMatchObject({ banner_entri: false, pesan: PESAN_NILAI.operatorDikunci, boleh_kirim: false });
    expect(op.kirim.every((x) => x.pesan === PESAN_NILAI.operatorDikunci)).toBe(true);

    const luar = keadaanHalamanNilai(masukan({ dikunci: true, komponen: [{ id: 1, jenis: 'tugas', jumlahAktivitas: 1, ...tutup }] }));
    expect(luar.pesan).toBe(PESAN_NILAI.dosenDiluarDikunci);
  });

  it("a closed window: no 'sedang dibuka' banner; the lecturer's out-of-window text on the page and on the button", () => {
    const k = keadaanHalamanNilai(masukan({ komponen: [{ id: 1, jenis: 'tugas', jumlahAktivitas: 2, ...tutup }] }));
    expect(k).toMatchObject({ banner_entri: false, pesan: PESAN_NILAI.dosenDiluar, boleh_kirim: false });
    expect(k.kirim).toEqual([{ id: 1, boleh: false, pesan: PESAN_NILAI.dosenDiluar }]);
    // The operator may send with no window open, but no banner claims one is open.
    const op = keadaanHalamanNilai(masukan({ peran: 'operator', komponen: [{ id: 1, jenis: 'tugas', jumlahAktivitas: 2, ...tutup }] }));
    expect(op).toMatchObject({ banner_entri: false, pesan: null, boleh_kirim: true });
  });

  it('one window open, another closed: the banner, and only the closed one refused with its own reason', () => {
    const k = keadaanHalamanNilai(masukan({ komponen: [{ id: 1, jenis: 'tugas', jumlahAktivitas: 1, ...buka }, { id: 2, jenis: 'uts', jumlahAktivitas: 1, ...tutup }] }));
    expect(k).toMatchObject({ banner_entri: true, pesan: null, boleh_kirim: true });
    expect(k.kirim).toEqual([
      { id: 1, boleh: true, pesan: null },
      { id: 2, boleh: false, pesan: PESAN_NILAI.dosenDiluar },
    ]);
  });

  it('a lecturer in the first 24h 59m 59s of a window: not yet open for them, so no banner', () => {
    const awal = { mulai: at(-H), selesai: at(48 * H) };
    const k = keadaanHalamanNilai(masukan({ komponen: [{ id: 1, jenis: 'tugas', jumlahAktivitas: 1, ...awal }] }));
    expect(k).toMatchObject({ banner_entri: false, pesan: PESAN_NILAI.dosenDiluar });
    // It changes when the lecturer's part of the window opens.
    expect(k.sampai).toBe(awal.mulai.getTime() + JEDA_MULAI_ENTRI_DOSEN_MS);
  });

  it('a component with no activity cannot be sent and says so', () => {
    const k = keadaanHalamanNilai(masukan({ komponen: [{ id: 1, jenis: 'tugas', jumlahAktivitas: 0, ...buka }] }));
    expect(k.kirim).toEqual([{ id: 1, boleh: false, pesan: PESAN_NILAI.komponenKosong }]);
    expect(k.banner_entri).toBe(true);
  });

  it('write but not the integration party: every action refused with that reason; read-only: nothing offered', () => {
    const k = keadaanHalamanNilai(masukan({ pelaku: false }));
    expect(k).toMatchObject({ banner_entri: false, pesan: PESAN_NILAI.bukanPelaku, boleh_kirim: false, boleh_ubah_komponen: false, pesan_ubah_komponen: PESAN_NILAI.bukanPelaku });
    expect(k.kirim.every((x) => x.pesan === PESAN_NILAI.bukanPelaku)).toBe(true);
    const baca = keadaanHalamanNilai(masukan({ peran: 'operator', tulis: false }));
    expect(baca).toMatchObject({ banner_entri: false, pesan: null, boleh_kirim: false, tampil_aksi: false });
  });

  it('gives the next instant the answer changes (a window end + 1 ms)', () => {
    const k = keadaanHalamanNilai(masukan({ peran: 'operator' }));
    expect(k.sampai).toBe(buka.selesai.getTime() + 1);
    expect(keadaanHalamanNilai(masukan({ peran: 'operator', now: at(25 * H) })).banner_entri).toBe(false);
  });
});

describe('masukanHalamanNilai', () => {
  it('reads the page answer (ISO windows, akses) into the rule, so the web decides as the API did', () => {
    const m = masukanHalamanNilai(
      {
        kelas: { is_nilai_dikunci: true },
        header_sikad: [{ id: 4, jenis: 'kuis', aktivitas: [{}, {}], waktu_entri_nilai_start: buka.mulai.toISOString(), waktu_entri_nilai_end: null }],
        akses: { peran: 'operator', tulis: true, pelaku: false },
      },
      now,
    );
    expect(m).toEqual({ peran: 'operator', tulis: true, pelaku: false, dikunci: true, now, komponen: [{ id: 4, jenis: 'kuis', jumlahAktivitas: 2, mulai: buka.mulai, selesai: null }] });
  });
});

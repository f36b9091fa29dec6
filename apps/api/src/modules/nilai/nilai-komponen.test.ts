import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_NILAI, type AktivitasNilaiItem, type KomponenSikad } from '@lms/shared';
import { setupNilaiFixture, type NilaiFixture } from './nilai.fixtures';

/**
 * The component form ('Pengaturan Nilai {type} SIKAD') writes only what its user changed (issue 30 "edits touch only
 * what the user changed"): `tambah` / `hapus` are applied to the list as it is at the save, so a choice another user
 * made after the form was opened stays.
 */

let f: NilaiFixture;
let akt: AktivitasNilaiItem[];
beforeAll(async () => {
  f = await setupNilaiFixture();
  akt = (await f.inject('GET', '/aktivitas', f.dosen)).json().data;
}, 120_000);
afterAll(async () => f?.t.close());

const ref = (a: { jenis_aktivitas: string; id: string }) => ({ jenis_aktivitas: a.jenis_aktivitas, id: a.id });
const kunci = (a: { jenis_aktivitas: string; id: string }) => `${a.jenis_aktivitas}:${a.id}`;
const pilihan = async () =>
  (await f.q<{ k: string }>(`select jenis_aktivitas || ':' || id_sumber as k from nilai_komponen_aktivitas where id_komponen = $1 order by 1`, [f.komponenTugas])).map((r) => r.k);
const put = (body: object, h = f.dosen) => f.inject('PUT', `/komponen/${f.komponenTugas}`, h, body);

describe('PUT …/komponen/{id} with tambah / hapus', () => {
  it("keeps another user's choice made after the form was read", async () => {
    const awal = (await f.inject('GET', `/komponen/${f.komponenTugas}`, f.dosen)).json().data as KomponenSikad;
    expect(awal.aktivitas.length).toBeGreaterThan(1);
    const dihapus = awal.aktivitas[0]!;
    // Meanwhile the operator adds an activity of another type to the component (a whole-list save of their own).
    const lain = akt.find((a) => a.jenis !== 'tugas')!;
    expect((await put({ list_aktivitas: [...awal.aktivitas.map(ref), ref(lain)] }, f.operator)).statusCode).toBe(200);

    // The lecturer's form, opened before, removes one activity: only that row is written.
    const res = await put({ hapus: [ref(dihapus)] });
    expect(res.statusCode).toBe(200);
    const expected = [...awal.aktivitas.slice(1).map(kunci), kunci(lain)].sort();
    expect(await pilihan()).toEqual(expected);
    expect((res.json().data as KomponenSikad).aktivitas.map(kunci).sort()).toEqual(expected);
    const [log] = await f.q<{ n: number }>(`select count(*)::int as n from log_aktivitas where jenis_aktivitas = 'ubah_komponen_nilai' and detail like '%1 dihapus%'`);
    expect(log!.n).toBe(1);

    // Adding back what is there and removing what is not change nothing else.
    expect((await put({ tambah: [ref(dihapus), ref(lain)], hapus: [ref(akt.find((a) => !expected.includes(kunci(a)) && kunci(a) !== kunci(dihapus))!)] })).statusCode).toBe(200);
    expect(await pilihan()).toEqual([...expected, kunci(dihapus)].sort());
  });

  it('refuses bad changes with the field named, writing nothing', async () => {
    const before = await pilihan();
    const unknown = await put({ tambah: [{ jenis_aktivitas: 'tugas', id: '999999' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status.message).toContain('tambah');
    const none = await put({});
    expect(none.statusCode).toBe(400);
    expect(none.json().status.message).toContain(PESAN_NILAI.komponenPerluSalahSatu);
    const both = await put({ list_aktivitas: [], hapus: [] });
    expect(both.statusCode).toBe(400);
    expect(both.json().status.message).toContain(PESAN_NILAI.komponenBukanKeduanya);
    const sama = await put({ tambah: [ref(akt[0]!)], hapus: [ref(akt[0]!)] });
    expect(sama.statusCode).toBe(400);
    expect(sama.json().status.message).toContain(PESAN_NILAI.tambahHapusSama);
    expect((await put({ hapus: [] }, f.operatorLaporan)).statusCode).toBe(403);
    await f.setKunci(true);
    try {
      const locked = await put({ hapus: [ref(akt[0]!)] });
      expect(locked.statusCode).toBe(403);
      expect(locked.json().status.message).toBe(PESAN_NILAI.dikunciUbahKomponen);
    } finally {
      await f.setKunci(false);
    }
    expect(await pilihan()).toEqual(before);
  });
});

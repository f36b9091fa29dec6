import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NILAI_TIDAK_MENGUMPULKAN, type NilaiKelasKuliah, type PratinjauKirim } from '@lms/shared';
import { bacaBukuNilai, rataRataMahasiswa } from './nilai.service';
import { setupNilaiFixture, type NilaiFixture } from './nilai.fixtures';

/**
 * Averages computed once (issue 30 "one computation per record"): each average of the page answer is the mean of its
 * parts, it is what rataRataMahasiswa gives, the xlsx carries the same numbers, and the Siakad dry-run sends them.
 */

let f: NilaiFixture;
let d: NilaiKelasKuliah;
beforeAll(async () => {
  f = await setupNilaiFixture();
  d = (await f.inject('GET', '', f.dosen)).json().data;
}, 120_000);
afterAll(async () => f?.t.close());

/** The mean of the parts with no submission as 0, rounded half away from zero to 2 decimals, computed here by hand. */
const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((s, x) => s + (x === NILAI_TIDAK_MENGUMPULKAN ? 0 : x), 0) / xs.length) * 100 + 1e-9) / 100 : 0);

describe('a student’s averages', () => {
  it('each average equals the mean of its parts (per type, per Siakad component)', () => {
    let komponenDicek = 0;
    for (const m of d.nilai_mahasiswa) {
      const nilaiOf = (id: string, jenis: string) => m.nilai_pertemuan.find((n) => n.aktivitas.id === id && n.aktivitas.jenis === jenis)!.nilai;
      for (const r of m.rata_rata_lms) expect(r.rata_rata).toBe(mean(m.nilai_pertemuan.filter((n) => n.aktivitas.jenis === r.jenis).map((n) => n.nilai)));
      for (const [i, h] of d.header_sikad.entries()) {
        const v = m.nilai_sikad[i]!;
        expect(v.komponen.id).toBe(h.id);
        if (!h.aktivitas.length) expect(v.nilai).toBeNull();
        else {
          expect(v.nilai).toBe(mean(h.aktivitas.map((a) => nilaiOf(a.id, a.jenis))));
          komponenDicek++;
        }
      }
    }
    expect(komponenDicek).toBeGreaterThan(0);
  });

  it('the page answer is rataRataMahasiswa of the gradebook', async () => {
    const b = await bacaBukuNilai(f.t.app.deps, 1, f.idKelas);
    for (const m of d.nilai_mahasiswa) {
      const r = rataRataMahasiswa(b, m.mahasiswa.id_user);
      expect(r.jenis).toEqual(m.rata_rata_lms);
      expect(r.komponen.map((k) => k.nilai)).toEqual(m.nilai_sikad.map((s) => s.nilai));
      expect(r.komponen.map((k) => k.bobot)).toEqual(d.header_sikad.map((h) => h.bobot));
    }
  });

  it('the xlsx carries the numbers of the API, cell by cell', async () => {
    const res = await f.inject('GET', '/export_excel', f.dosen);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Nilai')!;
    d.nilai_mahasiswa.forEach((m, i) => {
      const cells = (ws.getRow(3 + i).values as unknown[]).slice(1);
      const expected = [
        i + 1,
        m.mahasiswa.nim,
        m.mahasiswa.nama,
        ...m.nilai_pertemuan.map((n) => (n.nilai === NILAI_TIDAK_MENGUMPULKAN ? '-' : n.nilai)),
        ...m.rata_rata_lms.map((r) => r.rata_rata),
        ...m.nilai_sikad.map((s) => s.nilai ?? undefined),
      ];
      expect(cells).toEqual(expected);
    });
  });

  it('the Siakad dry-run sends the component values of the page', async () => {
    const p = (await f.inject('GET', `/komponen/${f.komponenTugas}/pratinjau_kirim`, f.dosen)).json().data as PratinjauKirim;
    const i = d.header_sikad.findIndex((h) => h.id === f.komponenTugas);
    for (const b of p.baris) expect(b.nilai_baru).toBe(d.nilai_mahasiswa.find((m) => m.mahasiswa.id_user === b.mahasiswa.id_user)!.nilai_sikad[i]!.nilai);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_NILAI, type PratinjauKirim } from '@lms/shared';
import { bacaSelWaktu, FORMAT_SEL_WAKTU } from '../../lib/waktu-ekspor';
import { KIRIM_NILAI_QUEUE, runKirimNilai } from './nilai-kirim.service';
import { setupNilaiFixture, type NilaiFixture } from './nilai.fixtures';

/**
 * Issue 30 defect 5: the dry-run and the ledger come from one computation. A send records (and writes to Siakad)
 * exactly the rows the dry-run counted as changing; a send confirmed on an older dry-run is refused; activities not
 * ended yet are named in a warning. Also the ledger's xlsx times (defect 7): date cells in the college's zone.
 */

let f: NilaiFixture;
beforeAll(async () => {
  f = await setupNilaiFixture();
}, 120_000);
afterAll(async () => f?.t.close());

type Baris = PratinjauKirim['baris'][number];
const pratinjau = async (h = f.operator) => {
  const res = await f.inject('GET', `/komponen/${f.komponenTugas}/pratinjau_kirim`, h);
  expect(res.statusCode).toBe(200);
  return res.json().data as PratinjauKirim;
};
const kirim = (body: object, h = f.operator) => f.inject('POST', `/komponen/${f.komponenTugas}/kirim`, h, body);
const jalankan = async (idJob: string, idKirim: number) => {
  try {
    return await runKirimNilai({ db: f.t.app.deps.db, events: f.t.app.deps.events, academic: f.t.app.deps.academic }, { jobId: idJob, collegeId: 1, idKirim });
  } finally {
    await f.q(`delete from pgboss.job where name = '${KIRIM_NILAI_QUEUE}'`);
  }
};
const ledgerOf = (idKirim: number) =>
  f.q<{ user_id: number; nilai_lama: number | null; nilai_baru: number }>(
    'select user_id, nilai_lama::float8 as nilai_lama, nilai_baru::float8 as nilai_baru from nilai_kirim_baris where id_kirim = $1 order by user_id',
    [idKirim],
  );
const ledgerCount = () => f.q<{ n: number }>('select count(*)::int as n from nilai_kirim_baris where id_kelas_kuliah = $1', [f.idKelas]).then((r) => r[0]!.n);
const berubah = (p: PratinjauKirim) =>
  p.baris
    .filter((b: Baris) => b.berubah)
    .map((b) => ({ user_id: b.mahasiswa.id_user, nilai_lama: b.nilai_sikad, nilai_baru: b.nilai_baru }))
    .sort((a, b) => a.user_id - b.user_id);

describe('the send records exactly what the dry-run showed', () => {
  it('a first send: every student changes, and the ledger holds those rows', async () => {
    const p = await pratinjau();
    expect(p.jumlah_berubah).toBe(p.baris.length);
    expect(p.jumlah_berubah).toBeGreaterThan(1);
    const res = await kirim({ versi_pratinjau: p.versi });
    expect(res.statusCode).toBe(202);
    const { job, id_kirim } = res.json().data;
    expect(await ledgerOf(id_kirim)).toEqual(berubah(p));
    await jalankan(job.id, id_kirim);
  });

  it('one score updated in Siakad: the dry-run says 1 changes, the ledger records that 1 row, nothing else', async () => {
    const before = await pratinjau();
    expect(before.jumlah_berubah).toBe(0);
    const target = before.baris[0]!;
    // Siakad staff change one score to a value the LMS will not send (the LMS value plus 1).
    const lain = Math.min(100, target.nilai_baru + 1) === target.nilai_baru ? target.nilai_baru - 1 : Math.min(100, target.nilai_baru + 1);
    expect((await f.inject('PUT', `/siakad/komponen/${f.komponenTugas}/nilai/${target.mahasiswa.id_user}`, f.operator, { nilai: lain })).statusCode).toBe(200);
    const p = await pratinjau();
    expect(p.jumlah_berubah).toBe(1);
    expect(p.baris.filter((b) => b.berubah).map((b) => b.mahasiswa.id_user)).toEqual([target.mahasiswa.id_user]);
    const res = await kirim({ konfirmasi_timpa: true, versi_pratinjau: p.versi });
    expect(res.statusCode).toBe(202);
    const { job, id_kirim } = res.json().data;
    const ledger = await ledgerOf(id_kirim);
    expect(ledger).toEqual(berubah(p));
    expect(ledger).toEqual([{ user_id: target.mahasiswa.id_user, nilai_lama: lain, nilai_baru: target.nilai_baru }]);
    const [siakadSebelum] = await f.q<{ n: number }>('select sum(jumlah_tulis)::int as n from siakad_nilai where id_komponen = $1', [f.komponenTugas]);
    await jalankan(job.id, id_kirim);
    const [siakadSesudah] = await f.q<{ n: number }>('select sum(jumlah_tulis)::int as n from siakad_nilai where id_komponen = $1', [f.komponenTugas]);
    expect(siakadSesudah!.n - siakadSebelum!.n).toBe(1);
    expect((await pratinjau()).jumlah_berubah).toBe(0);
  });

  it('nothing changes: the send is refused with the reason and records nothing', async () => {
    const p = await pratinjau();
    expect(p.jumlah_berubah).toBe(0);
    const n = await ledgerCount();
    const res = await kirim({ versi_pratinjau: p.versi });
    expect(res.statusCode).toBe(422);
    expect(res.json().status.message).toBe(PESAN_NILAI.tidakAdaPerubahan);
    expect(await ledgerCount()).toBe(n);
  });

  it('a send confirmed on an older dry-run is refused with 409 and records nothing', async () => {
    const lama = await pratinjau();
    const target = lama.baris[1]!;
    expect((await f.inject('PUT', `/siakad/komponen/${f.komponenTugas}/nilai/${target.mahasiswa.id_user}`, f.operator, { nilai: target.nilai_baru === 50 ? 51 : 50 })).statusCode).toBe(200);
    const n = await ledgerCount();
    const res = await kirim({ konfirmasi_timpa: true, versi_pratinjau: lama.versi });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(PESAN_NILAI.pratinjauKedaluwarsa);
    expect(await ledgerCount()).toBe(n);
  });

  it('names the activities not ended yet, which count as 0 for students without a score', async () => {
    const p0 = await pratinjau();
    const [akt] = p0.komponen.aktivitas.filter((a) => a.jenis_aktivitas === 'tugas');
    expect(akt).toBeDefined();
    await f.q(`update tugas set waktu_selesai = now() + interval '7 days', batas_terlambat = null where id = $1`, [Number(akt!.id)]);
    const p = await pratinjau();
    expect(p.aktivitas_belum_berakhir.map((a) => a.id)).toContain(akt!.id);
    const d = (await f.inject('GET', '', f.operator)).json().data;
    const belum = d.header_aktivitas.filter((h: { status_nilai: string; aktivitas: { id: string; jenis: string } }) => h.status_nilai === 'belum_berakhir' && p.komponen.aktivitas.some((a) => a.id === h.aktivitas.id && a.jenis === h.aktivitas.jenis));
    expect(p.aktivitas_belum_berakhir).toHaveLength(belum.length);
    expect(p.peringatan).toBe(PESAN_NILAI.belumBerakhir(belum.length, p.komponen.aktivitas.length, p.aktivitas_belum_berakhir.map((a) => a.label)));
  });
});

describe('GET …/riwayat_kirim/export_excel', () => {
  it('writes the send times as date cells of the college wall clock', async () => {
    const items = (await f.inject('GET', '/riwayat_kirim?per_page=1', f.operator)).json().data;
    const x = await f.inject('GET', '/riwayat_kirim/export_excel', f.operator);
    expect(x.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Riwayat Kirim')!;
    expect(ws.getRow(1).getCell(2).value).toBe('Waktu (WIB)');
    const waktu = ws.getRow(2).getCell(2);
    expect(waktu.value).toBeInstanceOf(Date);
    expect(waktu.numFmt).toBe(FORMAT_SEL_WAKTU);
    // Jakarta is UTC+7 with no daylight saving: the wall clock is the instant plus 7 hours.
    const wib = new Date(Date.parse(items[0].dibuat_pada) + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(bacaSelWaktu(waktu.value)).toBe(wib);
    const dikirim = ws.getRow(2).getCell(10);
    expect(dikirim.value).toBeInstanceOf(Date);
    expect(dikirim.numFmt).toBe(FORMAT_SEL_WAKTU);
  });
});

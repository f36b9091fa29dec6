import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JEDA_MULAI_ENTRI_DOSEN_MS, PESAN_NILAI } from '@lms/shared';
import { KIRIM_NILAI_QUEUE, runKirimNilai } from './nilai-kirim.service';
import { setupNilaiFixture, type NilaiFixture } from './nilai.fixtures';

const DAY = 86_400_000;
let f: NilaiFixture;
beforeAll(async () => {
  f = await setupNilaiFixture();
}, 120_000);
afterAll(async () => f?.t.close());

const kirim = (h: Record<string, string> | undefined, body: object = {}) => f.inject('POST', `/komponen/${f.komponenTugas}/kirim`, h, body);
/** Runs the send as the worker would, then drops the queued pg-boss job (no worker runs in these tests). */
const jalankan = async (idJob: string, idKirim: number, academic = f.t.app.deps.academic) => {
  try {
    return await runKirimNilai({ db: f.t.app.deps.db, events: f.t.app.deps.events, academic }, { jobId: idJob, collegeId: 1, idKirim });
  } finally {
    await f.q(`delete from pgboss.job where name = '${KIRIM_NILAI_QUEUE}'`);
  }
};
/** Siakad loses the component's scores (set to none): every student's score changes again on the next send. */
const kosongkanSiakad = () => f.q('update siakad_nilai set nilai = null where id_komponen = $1', [f.komponenTugas]);
const ledger = () => f.q<{ n: number }>('select count(*)::int as n from nilai_kirim_baris where id_kelas_kuliah = $1', [f.idKelas]).then((r) => r[0]!.n);

describe('sending a component to Siakad', () => {
  it('shows the dry-run diff (Siakad now → new) without writing', async () => {
    const res = await f.inject('GET', `/komponen/${f.komponenTugas}/pratinjau_kirim`, f.dosen);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.boleh_kirim).toBe(true);
    expect(d.baris.length).toBeGreaterThan(0);
    expect(d.baris.every((b: { nilai_sikad: number | null; berubah: boolean }) => b.nilai_sikad === null && b.berubah)).toBe(true);
    expect((await f.inject('GET', `/komponen/${f.komponenTugas}/pratinjau_kirim`, f.mahasiswa)).statusCode).toBe(403);
    expect(await ledger()).toBe(0);
  });

  it('refuses no login, wrong roles, other lecturers, other colleges and read-only operators', async () => {
    expect((await kirim({ 'college-id': '1' })).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.dosenLain, f.operatorLaporan]) expect((await kirim(h)).statusCode).toBe(403);
    expect((await kirim(f.operator2)).statusCode).toBe(404);
    expect((await kirim(f.dosen, { konfirmasi_timpa: 'ya' })).statusCode).toBe(400);
    expect(await ledger()).toBe(0);
  });

  it('refuses a lecturer outside the window (before start + 24h 59m 59s) but lets the operator send', async () => {
    const now = Date.now();
    await f.setWindow('tugas', new Date(now - JEDA_MULAI_ENTRI_DOSEN_MS + 60_000), new Date(now + DAY));
    const res = await kirim(f.dosen);
    expect(res.statusCode).toBe(403);
    expect(res.json().status.message).toBe(PESAN_NILAI.dosenDiluar);
    expect(await ledger()).toBe(0);
    const op = await kirim(f.operator);
    expect(op.statusCode).toBe(202);
    const { job, id_kirim } = op.json().data;
    await jalankan(job.id, id_kirim);
    const [siakad] = await f.q<{ n: number; tulis: number }>('select count(*)::int as n, max(jumlah_tulis)::int as tulis from siakad_nilai where id_kelas_kuliah = $1', [f.idKelas]);
    expect(siakad!.n).toBe(await ledger());
    expect(siakad!.tulis).toBe(1);
  });

  it('lets a lecturer send inside the window; a retried job writes nothing twice', async () => {
    const now = Date.now();
    await f.setWindow('tugas', new Date(now - 2 * DAY), new Date(now + DAY));
    await kosongkanSiakad();
    const before = await ledger();
    const res = await kirim(f.dosen);
    expect(res.statusCode).toBe(202);
    const { job, id_kirim } = res.json().data;
    // A lost acknowledgement: the first write of one student lands in Siakad but throws; the retry uses the same key.
    const real = f.t.app.deps.academic;
    let dropped = false;
    const flaky = {
      ...real,
      async tulisNilai(...args: Parameters<typeof real.tulisNilai>) {
        const r = await real.tulisNilai(...args);
        if (!dropped) {
          dropped = true;
          throw new Error('koneksi terputus');
        }
        return r;
      },
    };
    await jalankan(job.id, id_kirim, flaky);
    // pg-boss retrying the whole job: every row is already sent.
    await jalankan(job.id, id_kirim).catch(() => undefined);
    const rows = await f.q<{ hasil: string }>('select hasil from nilai_kirim_baris where id_kirim = $1', [id_kirim]);
    expect(rows.every((r) => r.hasil === 'terkirim')).toBe(true);
    expect(await ledger()).toBe(before + rows.length);
    const [tulis] = await f.q<{ max: number; min: number }>('select max(jumlah_tulis)::int as max, min(jumlah_tulis)::int as min from siakad_nilai where id_kelas_kuliah = $1', [f.idKelas]);
    // Two sends (the operator's and this one): exactly two writes per student, none doubled by the retries.
    expect(tulis).toEqual({ max: 2, min: 2 });
    expect(rows.length).toBeGreaterThan(0);
  });

  it('a second send of the same component while one is queued answers the running job and writes no ledger rows', async () => {
    await kosongkanSiakad();
    const first = await kirim(f.operator);
    expect(first.statusCode).toBe(202);
    const after = await ledger();
    const again = await kirim(f.operator);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id_kirim: null, job: { id: first.json().data.job.id } });
    expect(await ledger()).toBe(after);
    await jalankan(first.json().data.job.id, first.json().data.id_kirim);
  });

  it('asks the overwrite confirmation when Siakad updated a score', async () => {
    const d = (await f.inject('GET', '', f.operator)).json().data;
    const idUser = d.nilai_mahasiswa[0].mahasiswa.id_user;
    expect((await f.inject('PUT', `/siakad/komponen/${f.komponenTugas}/nilai/${idUser}`, f.dosen, { nilai: 77 })).statusCode).toBe(403);
    expect((await f.inject('PUT', `/siakad/komponen/${f.komponenTugas}/nilai/${idUser}`, f.operator, { nilai: 700 })).statusCode).toBe(400);
    expect((await f.inject('PUT', `/siakad/komponen/${f.komponenTugas}/nilai/${idUser}`, f.operator, { nilai: 77 })).statusCode).toBe(200);
    const p = (await f.inject('GET', `/komponen/${f.komponenTugas}/pratinjau_kirim`, f.operator)).json().data;
    expect(p.perlu_konfirmasi_timpa).toBe(true);
    expect(p.baris.find((b: { mahasiswa: { id_user: number } }) => b.mahasiswa.id_user === idUser)).toMatchObject({ nilai_sikad: 77, update_by_sikad: true });
    const before = await ledger();
    expect((await kirim(f.operator)).statusCode).toBe(409);
    expect(await ledger()).toBe(before);
    const ok = await kirim(f.operator, { konfirmasi_timpa: true });
    expect(ok.statusCode).toBe(202);
    await jalankan(ok.json().data.job.id, ok.json().data.id_kirim);
    const [row] = await f.q<{ update_by_sikad: boolean }>('select update_by_sikad from siakad_nilai where id_komponen = $1 and id_mahasiswa = (select id from mahasiswa where user_id = $2)', [f.komponenTugas, idUser]);
    expect(row!.update_by_sikad).toBe(false);
  });

  it('a locked class refuses both with the spec texts', async () => {
    await f.setKunci(true);
    const op = await kirim(f.operator);
    expect(op.statusCode).toBe(403);
    expect(op.json().status.message).toBe(PESAN_NILAI.operatorDikunci);
    const dosen = await kirim(f.dosen);
    expect(dosen.json().status.message).toBe(PESAN_NILAI.dosenDibukaDikunci);
    const d = (await f.inject('GET', '', f.dosen)).json().data;
    expect(d.kelas.is_nilai_dikunci).toBe(true);
    expect(d.akses.pesan_kirim).toBe(PESAN_NILAI.dosenDibukaDikunci);
    await f.setKunci(false);
  });

  it('the ledger lists and exports who, when, old, new and result', async () => {
    expect((await f.inject('GET', '/riwayat_kirim', f.mahasiswa)).statusCode).toBe(403);
    const res = await f.inject('GET', '/riwayat_kirim?per_page=5', f.operatorLaporan);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total_items).toBe(await ledger());
    expect(res.json().data[0]).toMatchObject({ hasil: 'terkirim', dikirim_oleh: 'operator' });
    const x = await f.inject('GET', '/riwayat_kirim/export_excel', f.operatorLaporan);
    expect(x.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet('Riwayat Kirim')!.rowCount).toBe(1 + (await ledger()));
  });

  it('built-in Siakad actions need an operator with write', async () => {
    expect((await f.inject('PUT', '/siakad/kunci', f.dosen, { is_nilai_dikunci: true })).statusCode).toBe(403);
    expect((await f.inject('PUT', '/siakad/kunci', f.operatorLaporan, { is_nilai_dikunci: true })).statusCode).toBe(403);
    expect((await f.inject('PUT', '/siakad/kunci', f.operator, { is_nilai_dikunci: 'ya' })).statusCode).toBe(400);
    const bad = await f.inject('PUT', '/siakad/waktu_entri', f.operator, { jenis: 'tugas', waktu_entri_nilai_start: '2026-02-02T00:00:00Z', waktu_entri_nilai_end: '2026-02-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    const [k] = await f.q<{ n: number }>('select count(*)::int as n from siakad_kunci_nilai where id_kelas_kuliah = $1 and dikunci', [f.idKelas]);
    expect(k!.n).toBe(0);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_NILAI_UJIAN } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { bacaSelWaktu } from '../../lib/waktu-ekspor';
import { runHitungNilai } from './perhitungan.job';
import { buatUjianDenganSoal, setupUjian, soalPilihan, type Headers, type UjianFixture } from './ujian.fixtures';

/**
 * Statistics, export and recalculation on four attempts built so that question 3 discriminates negatively (the
 * weaker students got it right): the answer distribution, facility and discrimination per question, the exam's
 * mean, median, deviation and histogram; the xlsx read back with exceljs; a corrected key queues the recalculation
 * job, which rescores every attempt with progress.
 */
let f: UjianFixture;
let siswa: Headers[];
let u: Awaited<ReturnType<typeof buatUjianDenganSoal>>;

// Answers (option index; key is 1 for every question): S1, S2 strong, S3 weak, S4 middle. Q3 goes the wrong way.
const POLA = [
  [1, 1, 0],
  [1, 1, 0],
  [0, 0, 1],
  [1, 2, 1],
];

beforeAll(async () => {
  f = await setupUjian();
  const lain = await f.q<{ username: string }>(
    `select u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
     where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' and u.is_active order by m.nim limit 3`,
    [f.kelas],
  );
  siswa = [f.mahasiswa, ...(await Promise.all(lain.map((x) => loginHeaders(f.t.app, x.username, 'mahasiswa123'))))];
  u = await buatUjianDenganSoal(f, { judul: 'Kuis Statistik' }, [soalPilihan(), soalPilihan(), soalPilihan()]);
  for (const [i, h] of siswa.entries()) {
    await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, h);
    for (const [n, pilihan] of POLA[i]!.entries()) await f.req('PUT', `/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${u.idSoal[n]}`, h, { seq: 1, jawaban: { pilihan } });
    expect((await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/selesai`, h)).statusCode).toBe(200);
  }
});
afterAll(async () => f?.t.close());

describe('GET …/pengerjaan/jawaban_stats', () => {
  it('answers the distribution, facility and discrimination per question and flags the one that looks wrong', async () => {
    const r = await f.req('GET', `/v2/lms/ujian/${u.id}/pengerjaan/jawaban_stats`, f.dosen);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    // Scores: 66.67, 66.67, 33.33, 66.67.
    expect(d.ringkasan).toMatchObject({ jumlah: 4, median: 66.67, simpangan_baku: 16.67 });
    expect(d.ringkasan.rata_rata).toBeCloseTo(58.33, 1);
    expect(d.histogram).toHaveLength(10);
    expect(d.histogram[3].jumlah).toBe(1);
    expect(d.histogram[6].jumlah).toBe(3);
    const [q1, q2, q3] = d.soal;
    expect(q1.distribusi).toEqual([
      { label: 'A', jumlah: 1, kunci: false },
      { label: 'B', jumlah: 3, kunci: true },
      { label: 'C', jumlah: 0, kunci: false },
      { label: 'Kosong', jumlah: 0, kunci: false },
    ]);
    expect(q1).toMatchObject({ jumlah_peserta: 4, jumlah_menjawab: 4, indeks_kesukaran: 75, mencurigakan: false });
    expect(q2.indeks_kesukaran).toBe(50);
    expect(q3.indeks_kesukaran).toBe(50);
    expect(q3.indeks_daya_beda).toBeLessThan(0);
    expect(q3.mencurigakan).toBe(true);
    // Everyone's rest-of-exam share is the same for question 1: no spread, no index (rather than a made-up 0).
    expect(q1.indeks_daya_beda).toBeNull();
  });
});

describe('GET …/pengerjaan/export_excel', () => {
  it('is an xlsx with one row per participant and every column, read back with exceljs', async () => {
    const r = await f.req('GET', `/v2/lms/ujian/${u.id}/pengerjaan/export_excel`, f.dosen);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['No', 'NIM', 'Nama', 'Waktu Mulai (WIB)', 'Waktu Selesai (WIB)', 'Jumlah Dijawab', 'Soal 1', 'Soal 2', 'Soal 3', 'Pengurangan Nilai', 'Nilai Akhir', 'Jumlah Pelanggaran']);
    expect(rows).toHaveLength(5);
    const nims = await f.q<{ nim: string }>('select m.nim from ujian_pengerjaan p join mahasiswa m on m.id = p.id_mahasiswa where p.id_ujian = $1 order by m.nim', [u.id]);
    expect(rows.slice(1).map((x) => x[1])).toEqual(nims.map((n) => n.nim));
    // Start and end are real date cells showing the college's wall clock (WIB), with a date format.
    const waktu = await f.q<{ nim: string; mulai: Date; selesai: Date }>(
      'select m.nim, p.waktu_mulai as mulai, p.waktu_selesai as selesai from ujian_pengerjaan p join mahasiswa m on m.id = p.id_mahasiswa where p.id_ujian = $1',
      [u.id],
    );
    const wib = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(d));
    const ws = wb.worksheets[0]!;
    for (const [i, row] of rows.slice(1).entries()) {
      const w = waktu.find((x) => x.nim === row[1])!;
      expect([bacaSelWaktu(row[3]), bacaSelWaktu(row[4])]).toEqual([wib(w.mulai), wib(w.selesai)]);
      expect(ws.getRow(i + 2).getCell(4).numFmt).toMatch(/d.*m.*y.*h.*m/i);
      expect(ws.getRow(i + 2).getCell(5).type).toBe(ExcelJS.ValueType.Date);
    }
    for (const row of rows.slice(1)) {
      expect(row[5]).toBe('3/3');
      expect([0, 1]).toContain(row[6]);
      expect(row[9]).toBe(0);
      expect([33.33, 66.67]).toContain(row[10]);
      expect(row[11]).toBe(0);
    }
    expect(await f.q("select 1 from log_aktivitas where jenis_aktivitas = 'export_nilai_ujian'")).toHaveLength(1);
  });
});

describe('recalculation after a key is corrected', () => {
  it('queues one job, shows it as running, and the worker rescores every attempt', async () => {
    const status = () => f.req('GET', `/v2/lms/ujian/${u.id}/perhitungan_nilai`, f.dosen);
    expect((await status()).json().data).toMatchObject({ status: 'idle', id_job: null });
    // Correct question 3's key: option A (index 0).
    const put = await f.req('PUT', `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}/soal/${u.idSoal[2]}`, f.dosen, soalPilihan({ pilihan: { pilihan: ['3', '4', '5'], kunci: 0 } } as never));
    expect(put.statusCode, put.body).toBe(200);
    const s = (await status()).json().data;
    expect(s).toMatchObject({ status: 'processing' });
    expect((await f.req('GET', `/v2/lms/ujian/${u.id}`, f.dosen)).json().data.sedang_dihitung).toBe(true);
    const [p] = await f.q<{ id: number }>('select id from ujian_pengerjaan where id_ujian = $1 order by id limit 1', [u.id]);
    expect((await f.req('GET', `/v2/lms/ujian/${u.id}/pengerjaan/${p!.id}/perhitungan_nilai`, f.dosen)).json().data.status).toBe('processing');
    // Asking again while it is queued answers the same job.
    const again = await f.req('POST', `/v2/lms/ujian/${u.id}/perhitungan_nilai`, f.dosen);
    expect(again.json().status.message).toBe(PESAN_NILAI_UJIAN.berhasilHitung);
    expect(again.json().data.id_job).toBe(s.id_job);
    await runHitungNilai(f.t.app.deps, { jobId: s.id_job, collegeId: 1, idUjian: u.id });
    expect((await status()).json().data).toMatchObject({ status: 'completed', progress: 100 });
    expect((await f.req('GET', `/v2/lms/ujian/${u.id}`, f.dosen)).json().data.sedang_dihitung).toBe(false);
    const nilai = await f.q<{ nilai_akhir: string }>('select nilai_akhir from ujian_pengerjaan where id_ujian = $1 order by id', [u.id]);
    // S1, S2 now 3 of 3; S3 0 of 3; S4 1 of 3.
    expect(nilai.map((n) => Number(n.nilai_akhir))).toEqual([100, 100, 0, 33.33]);
  });
});

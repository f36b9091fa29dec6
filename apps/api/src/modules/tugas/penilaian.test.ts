import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { penilaianItem } from '@lms/shared';
import { bacaEntriZip } from '../../../test/zip';
import { startJobs, type JobsRunner } from '../../jobs';
import { gradeProviderOf } from '../aktivitas/grade-provider';
import { PDF_MINI } from '../storager/multipart.test-helper';
import { HOUR, isoAt, setupTugasFixture, type TugasFixture } from './tugas.fixtures';

let f: TugasFixture;
let jobs: JobsRunner | null = null;
beforeAll(async () => {
  f = await setupTugasFixture();
});
afterAll(async () => {
  await jobs?.stop();
  await f?.t.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  f.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const nilaiRows = async (id: number) => JSON.stringify(await f.q('select * from tugas_nilai where id_tugas = $1 order by id_mahasiswa', [id]));

describe('grading list', () => {
  it('lists every participant with their state; teachers and operators with read only', async () => {
    const t = await f.create();
    await f.submit(t.id, f.mahasiswa, [{ name: 'files', filename: 'a.pdf', content: PDF_MINI }]);
    const url = `/api/v2/lms/tugas/${t.id}/pengumpulan?ignore_default_pagination=true`;
    expect((await inject('GET', url, { 'college-id': '1' })).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.mahasiswaLain, f.dosenLain, f.operatorLaporan]) expect((await inject('GET', url, h)).statusCode).toBe(403);
    expect((await inject('GET', url, f.operator2)).statusCode).toBe(404);
    const res = await inject('GET', url, f.operator);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.map((x: unknown) => penilaianItem.parse(x));
    const [{ n }] = (await f.q<{ n: number }>('select count(*)::int n from kelas_peserta where id_kelas_kuliah = $1', [f.idKelas])) as [{ n: number }];
    expect(rows.length).toBe(n);
    const demo = rows.find((r: { mahasiswa: { id: number } }) => r.mahasiswa.id === f.idMahasiswaDemo);
    expect(demo).toMatchObject({ status_pengumpulan: 'tepat_waktu', nilai: null });
    expect(rows.filter((r: { status_pengumpulan: string }) => r.status_pengumpulan === 'belum_mengumpulkan').length).toBe(n - 1);
    const filtered = await inject('GET', `${url}&status=tepat_waktu`, f.dosen);
    expect(filtered.json().data.map((r: { mahasiswa: { id: number } }) => r.mahasiswa.id)).toEqual([f.idMahasiswaDemo]);
    expect((await inject('GET', `${url}&status=entah`, f.dosen)).statusCode).toBe(400);
  });
});

describe('scores', () => {
  it("'Berhasil update nilai'; refuses students, read-only operators, other colleges, a score above the maximum", async () => {
    const t = await f.create({ nilai_maks: 50 });
    const url = `/api/v2/lms/tugas/${t.id}/nilai/${f.idMahasiswaDemo}`;
    const before = await nilaiRows(t.id);
    expect((await inject('PUT', url, { 'college-id': '1' }, { nilai: 40 })).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) expect((await inject('PUT', url, h, { nilai: 40 })).statusCode).toBe(403);
    expect((await inject('PUT', url, f.operator2, { nilai: 40 })).statusCode).toBe(404);
    const over = await inject('PUT', url, f.dosen, { nilai: 51 });
    expect(over.statusCode).toBe(400);
    expect(over.json().status.message).toContain('nilai');
    expect((await inject('PUT', url, f.dosen, { nilai: -1 })).statusCode).toBe(400);
    expect((await inject('PUT', url, f.dosen, { nilai: 'A' })).statusCode).toBe(400);
    expect(await nilaiRows(t.id)).toBe(before);
    const ok = await inject('PUT', url, f.dosen, { nilai: 42.456, komentar: 'Bagus' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status.message).toBe('Berhasil update nilai');
    expect(ok.json().data).toMatchObject({ nilai: 42.46, komentar: 'Bagus' });
  });

  it('students see their score only once published', async () => {
    const t = await f.create();
    await f.submit(t.id, f.mahasiswa, [{ name: 'teks', value: '<p>x</p>' }]);
    await inject('PUT', `/api/v2/lms/tugas/${t.id}/nilai/${f.idMahasiswaDemo}`, f.dosen, { nilai: 88, komentar: 'Mantap' });
    const me = () => inject('GET', `/api/v2/lms/tugas/${t.id}/pengumpulan/me`, f.mahasiswa);
    expect((await me()).json().data.nilai).toBeNull();
    expect((await inject('GET', `/api/v2/lms/tugas/${t.id}`, f.mahasiswa)).json().data.saya.nilai).toBeNull();
    expect((await inject('PUT', `/api/v2/lms/tugas/${t.id}/nilai_publishing`, f.mahasiswa, { is_tampilkan_nilai: true })).statusCode).toBe(403);
    const pub = await inject('PUT', `/api/v2/lms/tugas/${t.id}/nilai_publishing`, f.dosen, { is_tampilkan_nilai: true });
    expect(pub.json().status.message).toBe('Berhasil publish nilai');
    expect((await me()).json().data.nilai).toEqual({ nilai: 88, komentar: 'Mantap' });
    expect((await inject('GET', `/api/v2/lms/tugas/${t.id}`, f.mahasiswa)).json().data.saya.nilai).toBe(88);
    const unpub = await inject('PUT', `/api/v2/lms/tugas/${t.id}/nilai_publishing`, f.dosen, { is_tampilkan_nilai: false });
    expect(unpub.json().status.message).toBe('Berhasil unpublish nilai');
    expect((await me()).json().data.nilai).toBeNull();
  });

  it('a group score goes to every member and can be adjusted per member', async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const [a] = f.peserta;
    const k = (await inject('POST', `/api/v2/lms/tugas/${t.id}/kelompok`, f.dosen, { nama: 'Kelompok A', anggota: [f.idMahasiswaDemo, a!.idMahasiswa] })).json().data;
    const res = await inject('PUT', `/api/v2/lms/tugas/${t.id}/kelompok/${k.id}/nilai`, f.dosen, { nilai: 75 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { nilai: number }) => r.nilai)).toEqual([75, 75]);
    await inject('PUT', `/api/v2/lms/tugas/${t.id}/nilai/${a!.idMahasiswa}`, f.dosen, { nilai: 80 });
    const rows = await f.q<{ id_mahasiswa: number; nilai: string }>('select id_mahasiswa, nilai from tugas_nilai where id_tugas = $1', [t.id]);
    expect(Object.fromEntries(rows.map((r) => [r.id_mahasiswa, Number(r.nilai)]))).toEqual({ [f.idMahasiswaDemo]: 75, [a!.idMahasiswa]: 80 });
    expect((await inject('PUT', `/api/v2/lms/tugas/${t.id}/kelompok/${k.id}/nilai`, f.mahasiswa, { nilai: 100 })).statusCode).toBe(403);
  });
});

describe('grade provider', () => {
  it('reports status_nilai and scores (null marker left to the grade module: no row for no submission)', async () => {
    const provider = gradeProviderOf('tugas')!;
    const now = Date.now();
    const open = await f.create({ judul: 'Belum berakhir' });
    const none = await f.create({ judul: 'Tanpa pengumpulan', waktu_mulai: isoAt(now - 3 * HOUR), waktu_selesai: isoAt(now - 2 * HOUR) });
    const graded = await f.create({ judul: 'Dinilai', waktu_mulai: isoAt(now - 3 * HOUR), waktu_selesai: isoAt(now + 2000) });
    await f.submit(graded.id, f.mahasiswa, [{ name: 'teks', value: '<p>x</p>' }]);
    await new Promise((r) => setTimeout(r, 2500));
    const list = await provider.listGradedActivities(f.t.database.db, 1, f.idKelas);
    const by = (id: number) => list.find((x) => x.idSumber === String(id))!;
    expect(by(open.id).statusNilai).toBe('belum_berakhir');
    expect(by(none.id).statusNilai).toBe('tidak_ada_pengerjaan');
    expect(by(graded.id)).toMatchObject({ statusNilai: 'belum_dinilai', nilaiMaks: 100, jenis: 'tugas' });
    const userId = await f.userId('mahasiswa');
    expect((await provider.scores(f.t.database.db, 1, String(graded.id))).get(userId)).toBe(0);
    await inject('PUT', `/api/v2/lms/tugas/${graded.id}/nilai/${f.idMahasiswaDemo}`, f.dosen, { nilai: 90 });
    expect((await provider.listGradedActivities(f.t.database.db, 1, f.idKelas)).find((x) => x.idSumber === String(graded.id))!.statusNilai).toBe('sudah_dinilai');
    const scores = await provider.scores(f.t.database.db, 1, String(graded.id));
    expect(scores.get(userId)).toBe(90);
    expect(scores.size).toBe(1);
    // another college's provider call sees nothing of college 1
    expect((await provider.scores(f.t.database.db, 2, String(graded.id))).size).toBe(0);
  });
});

describe('bulk download (zip job)', () => {
  it('queues a job, runs it with progress, and the zip is readable by its teacher only', async () => {
    const t = await f.create({ judul: 'Tugas Zip' });
    await f.submit(t.id, f.mahasiswa, [
      { name: 'teks', value: '<p>jawaban</p>' },
      { name: 'files', filename: 'laporan.pdf', content: PDF_MINI },
    ]);
    const url = `/api/v2/lms/tugas/${t.id}/pengumpulan/unduh`;
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) expect((await inject('POST', url, h)).statusCode).toBe(403);
    const res = await inject('POST', url, f.dosen);
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({ jenis: 'unduh_pengumpulan_tugas', status: 'processing' });
    const dbUrl = process.env.TEST_DATABASE_URL
      ? (() => {
          const u = new URL(process.env.TEST_DATABASE_URL!);
          return u;
        })()
      : null;
    if (dbUrl) dbUrl.pathname = `/${(await f.q<{ name: string }>('select current_database() as name'))[0]!.name}`;
    jobs = await startJobs({
      database: f.t.database,
      databaseUrl: dbUrl?.toString(),
      log: { info: () => {}, error: () => {} },
      deps: { storage: f.t.app.deps.storage, events: f.t.app.deps.events },
      pollingIntervalSeconds: 0.5,
    });
    let state: { status: string; progress: number; hasil: { url: string; jumlah_file: number; jumlah_pengumpulan: number } | null } | undefined;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      state = (await inject('GET', `/api/v2/lms/jobs/${job.id}`, f.dosen)).json().data;
      if (state!.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(state).toMatchObject({ status: 'completed', progress: 100, hasil: { jumlah_file: 1, jumlah_pengumpulan: 1 } });
    const zip = await inject('GET', state!.hasil!.url, f.dosen);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    for (const name of ['daftar-pengumpulan.csv', 'laporan.pdf', 'teks.html']) expect(zip.rawPayload.includes(Buffer.from(name))).toBe(true);
    // The list's times are the college's wall clock with the zone in the header, never UTC text.
    const csv = bacaEntriZip(zip.rawPayload, 'daftar-pengumpulan.csv')!.toString('utf8').replace(/^\ufeff/, '').trim().split('\r\n');
    const header = csv[0]!.split(',');
    expect(header).toEqual(['NIM', 'Nama', 'Kelompok', 'Status', 'Waktu Pengumpulan (WIB)', 'Nilai', 'Komentar']);
    const [kumpul] = await f.q<{ nim: string; waktu: Date }>(
      'select m.nim, p.waktu_update as waktu from tugas_pengumpulan p join mahasiswa m on m.id = p.id_mahasiswa where p.id_tugas = $1',
      [t.id],
    );
    const baris = csv.slice(1).find((l) => l.startsWith(`${kumpul!.nim},`))!.split(',');
    const wib = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta', dateStyle: 'short', timeStyle: 'medium' });
    expect(baris[4]).toBe(wib.format(new Date(kumpul!.waktu)));
    expect(csv.join('\n')).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d|Z\b|UTC/);
    expect((await inject('GET', state!.hasil!.url, f.mahasiswa)).statusCode).toBe(403);
    expect((await inject('GET', `/api/v2/lms/jobs/${job.id}`, f.mahasiswa)).statusCode).toBe(403);
  });
});

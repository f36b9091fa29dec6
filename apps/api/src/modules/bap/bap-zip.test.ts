import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type JobsRunner } from '../../jobs';
import { setupBap, type BapFixture, type Headers } from './bap.fixtures';

let f: BapFixture;
let jobs: JobsRunner | null = null;
beforeAll(async () => {
  f = await setupBap();
}, 180_000);
afterAll(async () => {
  await jobs?.stop();
  await f?.t.close();
});

const inj = (method: 'GET' | 'POST', url: string, headers: Headers) => f.t.app.inject({ method, url, headers });
const lainKampus = (h: Headers) => ({ ...h, 'college-id': '2' });

async function workers() {
  if (jobs) return;
  const u = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : null;
  if (u) u.pathname = `/${(await f.q<{ name: string }>('select current_database() as name'))[0]!.name}`;
  jobs = await startJobs({
    database: f.t.database,
    databaseUrl: u?.toString(),
    log: { info: () => {}, error: () => {} },
    deps: { storage: f.t.app.deps.storage, events: f.t.app.deps.events },
    pollingIntervalSeconds: 0.5,
  });
}

type JobState = { id: string; status: string; progress: number; hasil: { jumlah_kelas: number; nama: string } | null };
async function tunggu(id: string, h: Headers): Promise<JobState> {
  let state: JobState | undefined;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    state = (await inj('GET', `/api/v2/lms/jobs/${id}`, h)).json().data;
    if (state!.status !== 'processing') break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return state!;
}

/** The entries of a zip, from its central directory (names and count). */
function isiZip(buf: Buffer): string[] {
  const names: string[] = [];
  let off = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(off + 10);
  off = buf.readUInt32LE(off + 16);
  for (let i = 0; i < count; i++) {
    const len = buf.readUInt16LE(off + 28);
    names.push(buf.toString('utf8', off + 46, off + 46 + len));
    off += 46 + len + buf.readUInt16LE(off + 30) + buf.readUInt16LE(off + 32);
  }
  return names;
}

describe('period zip (POST then GET /v2/lms/kelas_kuliah/bap/unduh)', () => {
  it('refuses no login, students, operators without kelas_kuliah read, the wrong college, bad input; nothing queued', async () => {
    const before = (await f.q<{ n: number }>("select count(*)::int n from job_status where jenis = 'unduh_bap'"))[0]!.n;
    const u = '/api/v2/lms/kelas_kuliah/bap/unduh?periode=20261';
    expect((await inj('POST', u, { 'college-id': '1' })).statusCode).toBe(401);
    expect((await inj('POST', u, f.mahasiswa)).statusCode).toBe(403);
    expect((await inj('POST', u, f.operatorLaporan)).statusCode).toBe(403);
    expect((await inj('POST', u, lainKampus(f.operator))).statusCode).toBe(403);
    expect((await inj('POST', `${u}&laporan_saya=true`, f.operator)).statusCode).toBe(403);
    const tanpa = await inj('POST', '/api/v2/lms/kelas_kuliah/bap/unduh', f.operator);
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().status.message).toContain('periode');
    expect((await inj('POST', '/api/v2/lms/kelas_kuliah/bap/unduh?periode=20269', f.operator)).statusCode).toBe(400);
    expect((await inj('POST', '/api/v2/lms/kelas_kuliah/bap/unduh?periode=19991', f.operator)).statusCode).toBe(422);
    expect((await f.q<{ n: number }>("select count(*)::int n from job_status where jenis = 'unduh_bap'"))[0]!.n).toBe(before);
    expect((await inj('GET', '/api/v2/lms/kelas_kuliah/bap/unduh?id_job=bukan', f.operator)).statusCode).toBe(400);
    expect((await inj('GET', '/api/v2/lms/kelas_kuliah/bap/unduh?id_job=00000000-0000-4000-8000-000000000000', f.operator)).statusCode).toBe(404);
  });

  it("an operator's zip of one study programme: one sealed PDF per class, progress to 100, only the requester downloads it", async () => {
    const [prodi] = await f.q<{ id: number; n: number }>(
      `select mk.id_prodi id, count(*)::int n from kelas_kuliah k join mata_kuliah mk on mk.id = k.id_mata_kuliah
       where k.college_id = 1 and k.periode = 20261 group by mk.id_prodi order by count(*) asc limit 1`,
    );
    const segelSebelum = (await f.q<{ n: number }>('select count(*)::int n from segel_bap'))[0]!.n;
    const res = await inj('POST', `/api/v2/lms/kelas_kuliah/bap/unduh?periode=20261&id_prodi_mata_kuliah=${prodi!.id}&include_laporan_pertemuan_detail=false`, f.operator);
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({ jenis: 'unduh_bap', status: 'processing' });
    // A second request while it runs answers the same job.
    const lagi = await inj('POST', `/api/v2/lms/kelas_kuliah/bap/unduh?periode=20261&id_prodi_mata_kuliah=${prodi!.id}`, f.operator);
    expect(lagi.statusCode).toBe(200);
    expect(lagi.json().data.id).toBe(job.id);
    expect((await inj('GET', `/api/v2/lms/kelas_kuliah/bap/unduh?id_job=${job.id}`, f.operator)).statusCode).toBe(409);

    await workers();
    const state = await tunggu(job.id, f.operator);
    expect(state).toMatchObject({ status: 'completed', progress: 100, hasil: { jumlah_kelas: prodi!.n, nama: 'BAP - 20261.zip' } });
    const zip = await inj('GET', `/api/v2/lms/kelas_kuliah/bap/unduh?id_job=${job.id}`, f.operator);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('BAP - 20261.zip');
    const names = isiZip(zip.rawPayload);
    expect(names).toHaveLength(prodi!.n);
    expect(names.every((n) => n.endsWith('.pdf') && n.includes('20261'))).toBe(true);
    expect((await f.q<{ n: number }>('select count(*)::int n from segel_bap'))[0]!.n).toBe(segelSebelum + prodi!.n);
    // Another operator (even with every right) and other colleges never get someone else's archive.
    expect((await inj('GET', `/api/v2/lms/kelas_kuliah/bap/unduh?id_job=${job.id}`, f.operatorKelas)).statusCode).toBe(404);
    expect((await inj('GET', `/api/v2/lms/kelas_kuliah/bap/unduh?id_job=${job.id}`, f.operator2)).statusCode).toBe(404);
    expect((await inj('GET', `/api/v2/lms/kelas_kuliah/bap/unduh?id_job=${job.id}`, f.mahasiswa)).statusCode).toBe(403);
  }, 180_000);

  it('names each PDF by course and class: two classes of one course (A Reguler, A Karyawan) are not "…(2).pdf"', async () => {
    const kelas = await f.q<{ id_mk: number; kode: string; nama: string; label: string; jenis: string }>(
      `select mk.id id_mk, mk.kode, mk.nama, lk.nama label, jk.nama jenis from kelas_kuliah k join mata_kuliah mk on mk.id = k.id_mata_kuliah
       join label_kelas lk on lk.id = k.id_label_kelas join jenis_kelas jk on jk.id = k.id_jenis_kelas
       where k.college_id = 1 and k.periode = 20261 and mk.id = (
         select k2.id_mata_kuliah from kelas_kuliah k2 where k2.college_id = 1 and k2.periode = 20261
         group by k2.id_mata_kuliah, k2.id_label_kelas having count(*) > 1 order by k2.id_mata_kuliah limit 1)`,
    );
    // The demo has such a course: one label, two class types.
    expect(kelas.length).toBeGreaterThan(1);
    expect(new Set(kelas.map((k) => k.label)).size).toBeLessThan(kelas.length);
    const res = await inj('POST', `/api/v2/lms/kelas_kuliah/bap/unduh?periode=20261&id_mata_kuliah=${kelas[0]!.id_mk}&include_laporan_pertemuan_detail=false`, f.operator);
    expect(res.statusCode, res.body).toBe(202);
    await workers();
    const state = await tunggu(res.json().data.id, f.operator);
    expect(state.status).toBe('completed');
    const names = isiZip((await inj('GET', `/api/v2/lms/kelas_kuliah/bap/unduh?id_job=${state.id}`, f.operator)).rawPayload);
    expect(names.sort()).toEqual(kelas.map((k) => `BAP - ${k.kode} ${k.nama} - ${k.label} ${k.jenis} - 20261.pdf`).sort());
  }, 180_000);

  it("a lecturer's 'Laporan Saya' zip holds only the classes they teach", async () => {
    const [n] = await f.q<{ n: number }>(
      `select count(*)::int n from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
       join kelas_kuliah k on k.id = kp.id_kelas_kuliah where u.username = 'dosen' and k.periode = 20261`,
    );
    const res = await inj('POST', '/api/v2/lms/kelas_kuliah/bap/unduh?periode=20261&laporan_saya=true&include_tanda_tangan=true', f.dosen);
    expect(res.statusCode, res.body).toBe(202);
    await workers();
    const state = await tunggu(res.json().data.id, f.dosen);
    expect(state.hasil?.jumlah_kelas).toBe(n!.n);
    const zip = await inj('GET', `/api/v2/lms/kelas_kuliah/bap/unduh?id_job=${state.id}`, f.dosen);
    expect(isiZip(zip.rawPayload)).toHaveLength(n!.n);
    expect((await inj('GET', `/api/v2/lms/kelas_kuliah/bap/unduh?id_job=${state.id}`, f.dosenLain)).statusCode).toBe(404);
  }, 180_000);
});

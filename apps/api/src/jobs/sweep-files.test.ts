import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEventInput } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../test/helpers';
import { colleges, files, jobStatus } from '../db/schema';
import { systemActor, type Deps } from '../deps';
import type { StorageBackend } from '../lib/storage/backend';
import type { LocalDiskStorage } from '../lib/storage/local';
import { startS3TestServer } from '../lib/storage/s3-test-server';
import { saveGeneratedFile } from '../modules/storager/storager.service';
import { startJobs, type JobsRunner } from './index';
import { complete, createJob, fail, progress, startJob } from './status';
import { SWEEP_MIN_AGE_MS, SWEEP_QUEUE, sweepOrphanFiles } from './sweep-files';

/** The job-status helper and the orphaned-file sweep, proven end to end through a route, pg-boss and GET. */

let t: TestContext;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let published: LiveEventInput[];
let deps: Pick<Deps, 'db' | 'events' | 'storage'>;
const DAY = 24 * 3600_000;

async function college(id: number) {
  const [c] = await t.database.db.select().from(colleges).where(eq(colleges.id, id));
  return c!;
}

beforeAll(async () => {
  t = await createTestApp();
  s3 = await startS3TestServer();
  published = [];
  const real = t.app.deps.events;
  // The real bus (it validates every event against the catalog), recording what the helper publishes.
  const events = { ...real, publish: async (e: LiveEventInput, o?: { db?: never }) => (published.push(e), real.publish(e, o)) } as Deps['events'];
  deps = { db: t.database.db, events, storage: t.app.deps.storage };
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('job status helper', () => {
  it('processing → progress (never backwards, 0-100) → completed; each change is stored and published', async () => {
    const actor = { ...systemActor(await college(1)), userId: 7, role: 'ROLE_OPERATOR' as const, username: 'operator' };
    published.length = 0;
    const row = await createJob(deps, actor, { jenis: 'sapu_file', jenisSumber: 'college', idSumber: '1' });
    expect(row).toMatchObject({ status: 'processing', progress: 0, createdBy: 7, collegeId: 1 });
    await startJob(deps, row.id);
    expect((await progress(deps, row.id, 40))?.progress).toBe(40);
    expect((await progress(deps, row.id, 25))?.progress).toBe(40);
    expect((await progress(deps, row.id, 250))?.progress).toBe(100);
    const done = await complete(deps, row.id, { dihapus: 3 });
    expect(done).toMatchObject({ status: 'completed', progress: 100, hasil: { dihapus: 3 } });
    expect(done!.finishedAt).toBeInstanceOf(Date);
    // A finished job never changes again.
    expect(await fail(deps, row.id, 'terlambat')).toBeNull();
    expect(await progress(deps, row.id, 10)).toBeNull();

    const mine = published.filter((e) => e.stream === 'job' && (e.data as { id_job: string }).id_job === row.id);
    expect(mine.map((e) => [(e.data as { status: string }).status, (e.data as { progress: number }).progress])).toEqual([
      ['processing', 0],
      ['processing', 0],
      ['processing', 40],
      ['processing', 40],
      ['processing', 100],
      ['completed', 100],
    ]);
    expect(mine[0]).toMatchObject({ event: 'job', collegeId: 1, audience: { kind: 'user', user_id: 7 } });
  });

  it('failed keeps an Indonesian reason; an unexpected error gets the generic one', async () => {
    const actor = systemActor(await college(1));
    const a = await createJob(deps, actor, { jenis: 'sapu_file', jenisSumber: 'college', idSumber: '1' });
    expect(await fail(deps, a.id, 'Penyimpanan tidak dapat dihubungi')).toMatchObject({ status: 'failed', pesan: 'Penyimpanan tidak dapat dihubungi' });
    const b = await createJob(deps, actor, { jenis: 'sapu_file', jenisSumber: 'college', idSumber: '1' });
    expect((await fail(deps, b.id, new Error('ECONNREFUSED 10.0.0.1')))?.pesan).toBe('Job gagal dijalankan; silakan coba lagi');
  });
});

/** Bytes with a live row, bytes whose row was soft-deleted, and bytes with no row at all (kill -9 between the two). */
async function fixture(storage: StorageBackend, collegeId: number, tag: string) {
  const d = { db: t.database.db, storage };
  const live = await saveGeneratedFile(d, { collegeId, kind: 'materi', ownerUserId: null, filename: `${tag}-hidup.pdf`, mime: 'application/pdf', buffer: Buffer.from('%PDF-1.4 hidup') });
  const gone = await saveGeneratedFile(d, { collegeId, kind: 'materi', ownerUserId: null, filename: `${tag}-hapus.pdf`, mime: 'application/pdf', buffer: Buffer.from('%PDF-1.4 hapus') });
  await t.database.db.update(files).set({ deletedAt: new Date() }).where(eq(files.id, gone.id));
  const orphanKey = `${collegeId}/materi/${tag}-0000-4000-8000-yatim.pdf`;
  await storage.put(orphanKey, Buffer.from('bytes tanpa baris'), { contentType: 'application/pdf' });
  const keyOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0]!.storageKey;
  return { liveKey: await keyOf(live.id), goneKey: await keyOf(gone.id), orphanKey };
}

describe.each([
  ['local disk', () => t.app.deps.storage],
  ['S3', () => s3.storage()],
] as const)('sweepOrphanFiles on %s', (_name, storageOf) => {
  it('deletes bytes without a live row once older than a day; keeps live and young bytes and other colleges', async () => {
    const storage = storageOf();
    const d = { db: t.database.db, storage };
    const f1 = await fixture(storage, 1, `a${Date.now()}`);
    const f2 = await fixture(storage, 2, `b${Date.now()}`);
    const actor = systemActor(await college(1));

    // Everything is younger than a day: nothing goes.
    const young = await sweepOrphanFiles(d, actor);
    expect(young.dihapus).toBe(0);
    for (const k of Object.values(f1)) expect(await storage.exists(k)).toBe(true);

    // A day later: the orphan and the soft-deleted row's bytes go, the live file stays; college 2 untouched.
    const reports: number[] = [];
    const later = await sweepOrphanFiles(d, actor, { now: new Date(Date.now() + SWEEP_MIN_AGE_MS + 60_000), onProgress: async (p) => void reports.push(p) });
    expect(later.dihapus).toBe(2);
    expect(later.byte_dihapus).toBe('bytes tanpa baris'.length + '%PDF-1.4 hapus'.length);
    expect(await storage.exists(f1.liveKey)).toBe(true);
    expect(await storage.exists(f1.orphanKey)).toBe(false);
    expect(await storage.exists(f1.goneKey)).toBe(false);
    for (const k of Object.values(f2)) expect(await storage.exists(k)).toBe(true);
    expect(reports.at(-1)).toBe(100);
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
  });

  it('is refused to a user without write on data_sistem', async () => {
    const c = await college(1);
    const mhs = { ...systemActor(c), userId: 1, role: 'ROLE_MAHASISWA' as const, username: 'mahasiswa' };
    await expect(sweepOrphanFiles({ db: t.database.db, storage: storageOf() }, mhs)).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe(`POST /v2/lms/jobs/sapu_file → pg-boss worker → GET /v2/lms/jobs/{id} (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let jobs: JobsRunner | null = null;
  let h: Record<'op' | 'opLaporan' | 'mhs' | 'op2', Record<string, string>>;
  beforeAll(async () => {
    const [op, opLaporan, mhs, op2] = await Promise.all([
      loginHeaders(t.app, 'operator', 'operator123'),
      loginHeaders(t.app, 'operator.laporan', 'operator123'),
      loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
      loginHeaders(t.app, 'operator2', 'operator123', 2),
    ]);
    h = { op, opLaporan, mhs, op2 };
  });
  afterAll(async () => jobs?.stop());

  async function databaseUrl() {
    if (!process.env.TEST_DATABASE_URL) return undefined;
    const { rows } = await t.database.query<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${rows[0]!.name}`;
    return url.toString();
  }

  it('queues one sweep per college, runs it as the system user and reports completed with the counts', async () => {
    const storage = t.app.deps.storage as LocalDiskStorage;
    const f = await fixture(storage, 1, `c${Date.now()}`);
    // A kill -9 during a write leaves the temporary file of the disk backend: bytes, no row, no final name.
    const tmpKey = `1/materi/${Date.now()}.pdf.0b5c3f0e-8d3c-4c39-9a43-2f1e6f3c9a10.tmp`;
    await fs.mkdir(path.join(storage.root, '1/materi'), { recursive: true });
    await fs.writeFile(path.join(storage.root, tmpKey), 'setengah');
    const old = new Date(Date.now() - 2 * DAY);
    for (const k of [f.orphanKey, f.goneKey, f.liveKey, tmpKey]) await fs.utimes(path.join(storage.root, k), old, old);
    const young = `1/materi/${Date.now()}-muda.pdf`;
    await storage.put(young, Buffer.from('baru'), { contentType: 'application/pdf' });

    expect((await t.app.inject({ method: 'POST', url: '/api/v2/lms/jobs/sapu_file', headers: h.opLaporan })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/lms/jobs/sapu_file', headers: h.mhs })).statusCode).toBe(403);

    const res = await t.app.inject({ method: 'POST', url: '/api/v2/lms/jobs/sapu_file', headers: h.op });
    expect(res.statusCode).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({ jenis: 'sapu_file', status: 'processing', progress: 0, id_sumber: '1' });
    // Asked again while queued: the same job, not a second one.
    const again = await t.app.inject({ method: 'POST', url: '/api/v2/lms/jobs/sapu_file', headers: h.op });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(job.id);

    expect((await t.app.inject({ url: `/api/v2/lms/jobs/${job.id}`, headers: h.mhs })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v2/lms/jobs/${job.id}`, headers: h.op2 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v2/lms/jobs/bukan-uuid`, headers: h.op })).statusCode).toBe(400);

    jobs = await startJobs({
      database: t.database,
      databaseUrl: await databaseUrl(),
      log: { info: () => {}, error: () => {} },
      deps: { storage, events: deps.events },
      pollingIntervalSeconds: 0.5,
    });
    let state: { status: string; progress: number; hasil: Record<string, number> | null } | undefined;
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const g = await t.app.inject({ url: `/api/v2/lms/jobs/${job.id}`, headers: h.op });
      expect(g.statusCode).toBe(200);
      state = g.json().data;
      if (state!.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toMatchObject({ status: 'completed', progress: 100 });
    expect(state!.hasil).toMatchObject({ dihapus: 3 });
    expect(await storage.exists(f.orphanKey)).toBe(false);
    expect(await storage.exists(f.goneKey)).toBe(false);
    expect(await storage.exists(tmpKey)).toBe(false);
    expect(await storage.exists(f.liveKey)).toBe(true);
    expect(await storage.exists(young)).toBe(true);
    // The operator who started it got every state on the job stream.
    const statuses = published.filter((e) => (e.data as { id_job?: string }).id_job === job.id).map((e) => (e.data as { status: string }).status);
    expect(statuses[0]).toBe('processing');
    expect(statuses.at(-1)).toBe('completed');
  });

  it('a scheduled run (no payload) sweeps every college with a status row of its own', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(jobStatus).where(eq(jobStatus.jenis, 'sapu_file')))[0]!.n;
    const id = await jobs!.boss.send(SWEEP_QUEUE, {});
    const until = Date.now() + 20_000;
    let state: string | undefined;
    while (Date.now() < until) {
      state = (await jobs!.boss.getJobById(SWEEP_QUEUE, id!))?.state;
      if (state === 'completed' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toBe('completed');
    const rows = await t.database.db.select().from(jobStatus).where(eq(jobStatus.jenis, 'sapu_file'));
    expect(rows.length).toBe(before + 2);
    const scheduled = rows.filter((r) => r.createdBy === null && r.status === 'completed').map((r) => r.collegeId);
    expect(scheduled).toEqual(expect.arrayContaining([1, 2]));
  });
});

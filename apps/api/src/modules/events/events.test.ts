import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pertemuanStatusEvent, RESYNC_EVENT, timeEvent, type LiveEventInput } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { colleges, dosen, kelasPengajar, kelasPeserta, mahasiswa, pertemuan, users } from '../../db/schema';
import { openSse, tokenHeaders, waitUntil, type SseConnection } from './sse-client.test-helper';
import { getPengaturan } from '../pengaturan/pengaturan.service';

let t: TestContext;
let base: string;
let tz1: string;
let tz2: string;
/** A class of college 1 taught by `dosen` with `mahasiswa` among its participants, and a student outside it. */
let kelas: string;
let outsider: string;
const open: SseConnection[] = [];

async function sse(query: string, headers: Record<string, string>, baseUrl = base) {
  const c = await openSse(baseUrl, query, headers);
  open.push(c);
  return c;
}
/**
 * Stream connections only: the settings cache (getPengaturan) subscribes once per college, in process, the first
 * time a request reads the settings (starting a meeting does); it is warmed in beforeAll and left out here.
 */
let inProcess = 0;
const stats = () => {
  const s = t.app.events.stats();
  return { ...s, subscribers: s.subscribers - inProcess };
};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const collegeId of [1, 2]) await getPengaturan(t.app.deps, collegeId);
  inProcess = t.app.events.stats().subscribers;
  const db = t.app.deps.db;
  const rows = await db.select().from(colleges);
  tz1 = rows.find((c) => c.id === 1)!.timeZone;
  tz2 = rows.find((c) => c.id === 2)!.timeZone;
  const [k] = await db
    .select({ id: kelasPeserta.idKelasKuliah })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .innerJoin(kelasPengajar, eq(kelasPengajar.idKelasKuliah, kelasPeserta.idKelasKuliah))
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(and(eq(users.username, 'mahasiswa'), sql`${dosen.userId} = (select id from users where username = 'dosen' and college_id = 1)`))
    .limit(1);
  kelas = k!.id;
  const [o] = await db
    .select({ username: users.username })
    .from(mahasiswa)
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(and(eq(mahasiswa.collegeId, 1), notInArray(mahasiswa.id, db.select({ id: kelasPeserta.idMahasiswa }).from(kelasPeserta).where(eq(kelasPeserta.idKelasKuliah, kelas)))))
    .limit(1);
  outsider = o!.username;
});
afterAll(async () => {
  for (const c of open) c.close();
  await t?.close();
});

const classEvent = (id: number, k = kelas, collegeId = 1): LiveEventInput => ({
  stream: 'pertemuan',
  event: 'status',
  collegeId,
  audience: { kind: 'kelas', id_kelas_kuliah: k },
  data: { id, id_kelas_kuliah: k, nomor: 1, status: 'berlangsung', mulai_kuliah: '2026-11-22T01:00:00.000Z', selesai_kuliah: null },
});
const sentinel = (userId: number, collegeId = 1): LiveEventInput => ({
  stream: 'job',
  event: 'job',
  collegeId,
  audience: { kind: 'user', user_id: userId },
  data: { id_job: `sentinel-${userId}`, jenis: 'uji', status: 'completed', progress: 100 },
});

describe('GET /api/v2/lms/events — refusals', () => {
  it('refuses a request without a token (401)', async () => {
    const res = await t.app.inject({ url: '/api/v2/lms/events?stream=sistem', headers: { 'college-id': '1' } });
    expect(res.statusCode).toBe(401);
    expect(stats().subscribers).toBe(0);
  });

  it('refuses a token of college 1 sent with college-id 2 (403)', async () => {
    const { headers } = await tokenHeaders(t.app, 'operator', 1, 2);
    const res = await t.app.inject({ url: '/api/v2/lms/events?stream=sistem', headers });
    expect(res.statusCode).toBe(403);
    expect(stats().subscribers).toBe(0);
  });

  it('refuses an unknown or missing stream with 400 naming `stream`', async () => {
    const { headers } = await tokenHeaders(t.app, 'mahasiswa', 1);
    for (const url of ['/api/v2/lms/events?stream=cuaca', '/api/v2/lms/events', '/api/v2/lms/events?stream=sistem&stream=cuaca']) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain('stream');
    }
    expect(stats().subscribers).toBe(0);
  });
});

describe('stream=sistem', () => {
  it('sends SSE headers, retry, a resume id and an immediate `time` in the college zone, then no per-second ticks', async () => {
    const { headers } = await tokenHeaders(t.app, 'dosen', 1);
    const c = await sse('stream=sistem', headers);
    expect(c.status).toBe(200);
    expect(c.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(c.headers.get('cache-control')).toBe('no-cache');
    const first = await c.waitFor((m) => m.event === 'time', 900);
    expect(c.raw()).toMatch(/^retry: 3000\n\nid: \S+\n\n/);
    const d = timeEvent.parse(JSON.parse(first.data));
    expect(d.time_zone).toBe(tz1);
    expect(Math.abs(Date.now() - Date.parse(d.server_time))).toBeLessThan(5000);
    // The clock ticks in the browser: the server does not send time every second any more.
    await new Promise((r) => setTimeout(r, 1500));
    expect(c.messages.filter((m) => m.event === 'time')).toHaveLength(1);
    c.close();
    await waitUntil(() => stats().subscribers === 0);
  });

  it('uses the time zone of the caller’s college', async () => {
    const c = await sse('stream=sistem', (await tokenHeaders(t.app, 'operator2', 2)).headers);
    const d = timeEvent.parse(JSON.parse((await c.waitFor((m) => m.event === 'time')).data));
    expect(d.time_zone).toBe(tz2);
    expect(tz2).not.toBe(tz1);
    c.close();
  });
});

describe('class audience (issue 6: events leak)', () => {
  it('delivers a class event to its teacher, its participant and operators with read on kelas_kuliah only', async () => {
    const who = {
      dosen: await tokenHeaders(t.app, 'dosen', 1),
      mahasiswa: await tokenHeaders(t.app, 'mahasiswa', 1),
      operator: await tokenHeaders(t.app, 'operator', 1),
      operatorKelas: await tokenHeaders(t.app, 'operator.kelas', 1),
      outsider: await tokenHeaders(t.app, outsider, 1),
      laporan: await tokenHeaders(t.app, 'operator.laporan', 1),
      otherCollege: await tokenHeaders(t.app, 'operator2', 2),
    };
    const conns = Object.fromEntries(
      await Promise.all(Object.entries(who).map(async ([k, w]) => [k, await sse('stream=sistem&stream=pertemuan&stream=job', w.headers)] as const)),
    ) as Record<keyof typeof who, SseConnection>;
    await waitUntil(() => stats().subscribers === 7);

    await t.app.events.publish(classEvent(101));
    // The same class id under college 2 must not reach college 1's members.
    await t.app.events.publish(classEvent(102, kelas, 2));
    for (const [k, w] of Object.entries(who)) await t.app.events.publish(sentinel(w.userId, k === 'otherCollege' ? 2 : 1));

    for (const c of Object.values(conns)) await c.waitFor((m) => m.event === 'job');
    const statusIds = (c: SseConnection) => c.messages.filter((m) => m.event === 'status').map((m) => pertemuanStatusEvent.parse(JSON.parse(m.data)).id);
    expect(statusIds(conns.dosen)).toEqual([101]);
    expect(statusIds(conns.mahasiswa)).toEqual([101]);
    expect(statusIds(conns.operator)).toEqual([101]);
    expect(statusIds(conns.operatorKelas)).toEqual([101]);
    expect(statusIds(conns.outsider)).toEqual([]);
    expect(statusIds(conns.laporan)).toEqual([]);
    // operator2 reads every class of college 2, so only the college-2 event reaches them.
    expect(statusIds(conns.otherCollege)).toEqual([102]);
    // Every delivered event carries an id to resume from.
    expect(conns.dosen.messages.find((m) => m.event === 'status')!.id).toMatch(/\S/);
    for (const c of Object.values(conns)) c.close();
    await waitUntil(() => stats().subscribers === 0);
  });

  it('starting a meeting reaches its class only (the publish of the pertemuan module)', async () => {
    const [p] = await t.app.deps.db
      .select({ id: pertemuan.id })
      .from(pertemuan)
      .where(and(eq(pertemuan.idKelasKuliah, kelas), eq(pertemuan.status, 'belum_dimulai')))
      .limit(1);
    const member = await sse('stream=pertemuan', (await tokenHeaders(t.app, 'mahasiswa', 1)).headers);
    const out = await tokenHeaders(t.app, outsider, 1);
    const stranger = await sse('stream=pertemuan&stream=job', out.headers);
    await waitUntil(() => stats().subscribers === 2);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v2/lms/pertemuan/${p!.id}/start`, headers: (await tokenHeaders(t.app, 'dosen', 1)).headers });
    expect(res.statusCode).toBe(200);
    const got = pertemuanStatusEvent.parse(JSON.parse((await member.waitFor((m) => m.event === 'status')).data));
    expect(got).toMatchObject({ id: p!.id, id_kelas_kuliah: kelas, status: 'berlangsung' });
    await t.app.events.publish(sentinel(out.userId));
    await stranger.waitFor((m) => m.event === 'job');
    expect(stranger.messages.filter((m) => m.event === 'status')).toEqual([]);
    member.close();
    stranger.close();
    await waitUntil(() => stats().subscribers === 0);
  });
});

describe('reconnect with Last-Event-ID', () => {
  it('replays the missed events of the caller’s audience, or answers resync for an unknown id', async () => {
    const mhs = await tokenHeaders(t.app, 'mahasiswa', 1);
    const a = await sse('stream=pertemuan&stream=job', mhs.headers);
    await waitUntil(() => stats().subscribers === 1);
    await t.app.events.publish(classEvent(201));
    const seen = await a.waitFor((m) => m.event === 'status');
    a.close();
    await waitUntil(() => stats().subscribers === 0);

    await t.app.events.publish(classEvent(202));
    await t.app.events.publish(classEvent(203, 'kelas-lain'));
    await t.app.events.publish(sentinel(mhs.userId));
    const b = await sse('stream=pertemuan&stream=job', { ...mhs.headers, 'last-event-id': seen.id! });
    await b.waitFor((m) => m.event === 'job');
    expect(b.messages.filter((m) => m.event === 'status').map((m) => JSON.parse(m.data).id)).toEqual([202]);
    b.close();

    const c = await sse('stream=pertemuan', { ...mhs.headers, 'last-event-id': 'sudah-lama-sekali' });
    const r = await c.waitFor((m) => m.event === RESYNC_EVENT);
    expect(r.id).toBe(t.app.events.cursor());
    c.close();
  });
});

describe('several API instances on one database', () => {
  let app2: FastifyInstance;
  let db2: Database | null = null;
  let base2: string;

  beforeAll(async () => {
    let database = t.database as Database;
    if (process.env.TEST_DATABASE_URL) {
      // A separate pool and LISTEN connection on the same PostgreSQL database = another API process.
      const { rows } = await t.database.query<{ name: string }>('select current_database() as name');
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${rows[0]!.name}`;
      db2 = await createDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      database = db2;
    }
    const config = { ...loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret', SEED_DEMO: 'false' }), runWorker: false };
    app2 = await buildApp({ config, database });
    base2 = await app2.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app2?.close();
    await db2?.close();
  });

  it('fans an event published on instance 1 out to a member connected to instance 2, after commit only', async () => {
    const { headers } = await tokenHeaders(t.app, 'dosen', 1);
    const c = await sse('stream=pertemuan', headers, base2);
    await waitUntil(() => app2.events.stats().subscribers === 1);
    await t.app.deps.db
      .transaction(async (tx) => {
        await t.app.events.publish(classEvent(301), { db: tx });
        throw new Error('rollback');
      })
      .catch(() => {});
    await t.app.deps.db.transaction(async (tx) => {
      await t.app.events.publish(classEvent(302), { db: tx });
    });
    await c.waitFor((m) => m.event === 'status');
    expect(c.messages.filter((m) => m.event === 'status').map((m) => JSON.parse(m.data).id)).toEqual([302]);
    c.close();
    await waitUntil(() => app2.events.stats().subscribers === 0);
  });

  it('ends open streams when the app closes instead of hanging', async () => {
    const { headers } = await tokenHeaders(t.app, 'dosen', 1);
    const c = await sse('stream=sistem', headers, base2);
    await c.waitFor((m) => m.event === 'time');
    const started = Date.now();
    const closing = app2.close();
    await c.ended;
    expect(Date.now() - started).toBeLessThan(1500);
    await closing;
    expect(app2.events.stats()).toMatchObject({ subscribers: 0, listening: false });
  });
});

describe('OpenAPI', () => {
  it('documents the events route under the `events` tag as text/event-stream', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const op = (t.app.swagger() as any).paths['/api/v2/lms/events'].get;
    expect(op.tags).toEqual(['events']);
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['stream', 'last-event-id']));
  });
});

describe('GET /api/v2/lms/events — ended sessions', () => {
  it('ends an open stream when its session logs out, and leaves another session of the same user open', async () => {
    const { loginHeaders } = await import('../../../test/helpers');
    const a = await loginHeaders(t.app, 'mahasiswa', 'mahasiswa123');
    const b = await loginHeaders(t.app, 'mahasiswa', 'mahasiswa123');
    const streamA = await sse('stream=sistem', a);
    const streamB = await sse('stream=sistem', b);
    expect(streamA.status).toBe(200);
    await streamA.waitFor((m) => m.event === 'time');
    await streamB.waitFor((m) => m.event === 'time');

    const out = await t.app.inject({ method: 'POST', url: '/api/v2/lms/log_aktivitas/logout', headers: a, payload: {} });
    expect(out.statusCode).toBe(200);

    const endedA = await Promise.race([streamA.ended.then(() => true), new Promise((r) => setTimeout(() => r(false), 3000))]);
    expect(endedA).toBe(true);
    const endedB = await Promise.race([streamB.ended.then(() => true), new Promise((r) => setTimeout(() => r(false), 300))]);
    expect(endedB).toBe(false);
  });
});

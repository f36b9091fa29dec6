import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { timeEvent } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { colleges } from '../../db/schema';
import { openSse, tokenHeaders, waitUntil, type SseConnection } from './sse-test-client';

let t: TestContext;
let base: string;
let tz1: string;
let tz2: string;
const open: SseConnection[] = [];

async function sse(query: string, headers: Record<string, string>, baseUrl = base) {
  const c = await openSse(baseUrl, query, headers);
  open.push(c);
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const rows = await t.database.db.select().from(colleges);
  tz1 = rows.find((c) => c.id === 1)!.timeZone;
  tz2 = rows.find((c) => c.id === 2)!.timeZone;
});
afterAll(async () => {
  for (const c of open) c.close();
  await t?.close();
});

const stats = () => t.app.events.stats();

describe('GET /api/v2/lms/events — refusals', () => {
  it('refuses a request without a token (401)', async () => {
    const res = await t.app.inject({ url: '/api/v2/lms/events?stream=sistem', headers: { 'college-id': '1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().status.message).toMatch(/login/i);
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
    for (const url of ['/api/v2/lms/events?stream=cuaca', '/api/v2/lms/events']) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.status.message).toContain('stream');
      expect(body.status.message).toMatch(/tidak valid|harus/);
    }
    expect(stats().subscribers).toBe(0);
  });
});

describe('stream=sistem', () => {
  it('sends SSE headers, retry, an immediate `time` and then one per second in the college time zone', async () => {
    const { headers } = await tokenHeaders(t.app, 'dosen', 1);
    const opened = Date.now();
    const c = await sse('stream=sistem', headers);
    expect(c.status).toBe(200);
    expect(c.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(c.headers.get('cache-control')).toBe('no-cache');
    expect(c.headers.get('x-accel-buffering')).toBe('no');

    const first = await c.waitFor((m) => m.event === 'time', 900);
    expect(Date.now() - opened).toBeLessThan(900);
    expect(c.raw().startsWith('retry: 3000\n\n')).toBe(true);
    const t1 = await c.waitFor((m) => m.event === 'time', 2500);
    const t2 = await c.waitFor((m) => m.event === 'time', 2500);
    const [d0, d1, d2] = [first, t1, t2].map((m) => timeEvent.parse(JSON.parse(m.data)));
    for (const d of [d0, d1, d2]) {
      expect(d.time_zone).toBe(tz1);
      const at = Date.parse(d.server_time);
      expect(Number.isNaN(at)).toBe(false);
      expect(Math.abs(Date.now() - at)).toBeLessThan(5000);
    }
    // Consecutive ticks of the shared ticker are about one second apart.
    const gap = Date.parse(d2!.server_time) - Date.parse(d1!.server_time);
    expect(gap).toBeGreaterThanOrEqual(800);
    expect(gap).toBeLessThanOrEqual(1500);
    c.close();
    await waitUntil(() => stats().subscribers === 0);
  });

  it('uses the time zone of the caller’s college', async () => {
    const { headers } = await tokenHeaders(t.app, 'operator2', 2);
    const c = await sse('stream=sistem', headers);
    const d = timeEvent.parse(JSON.parse((await c.waitFor((m) => m.event === 'time')).data));
    expect(d.time_zone).toBe(tz2);
    expect(tz2).not.toBe(tz1);
    c.close();
    await waitUntil(() => stats().subscribers === 0);
  });

  it('serves two subscribers from ONE ticker and stops it when the last one leaves', async () => {
    await waitUntil(() => !stats().tickerRunning);
    const startsBefore = stats().tickerStarts;
    const a = await sse('stream=sistem', (await tokenHeaders(t.app, 'operator', 1)).headers);
    const b = await sse('stream=sistem', (await tokenHeaders(t.app, 'mahasiswa', 1)).headers);
    await a.waitFor((m) => m.event === 'time');
    await b.waitFor((m) => m.event === 'time');
    expect(stats()).toMatchObject({ tickerSubscribers: 2, tickerRunning: true, tickerStarts: startsBefore + 1 });
    // Both receive ticks after they share the ticker.
    await a.waitFor((m) => m.event === 'time', 2500);
    await b.waitFor((m) => m.event === 'time', 2500);
    expect(stats().tickerStarts).toBe(startsBefore + 1);

    a.close();
    await waitUntil(() => stats().tickerSubscribers === 1);
    expect(stats().tickerRunning).toBe(true);
    b.close();
    await waitUntil(() => stats().tickerSubscribers === 0);
    expect(stats()).toMatchObject({ subscribers: 0, tickerRunning: false, tickerStarts: startsBefore + 1 });
  });
});

describe('stream=kehadiran_mahasiswa', () => {
  it('delivers bus events of the caller’s college (and audience) only, without a ticker', async () => {
    const dosen = await tokenHeaders(t.app, 'dosen', 1);
    const mhs = await tokenHeaders(t.app, 'mahasiswa', 1);
    const c = await sse('stream=kehadiran_mahasiswa', dosen.headers);
    await waitUntil(() => stats().subscribers === 1);
    expect(stats().tickerRunning).toBe(false);

    const publish = (collegeId: number | null, data: unknown, userIds?: number[]) =>
      t.app.events.publish({ stream: 'kehadiran_mahasiswa', collegeId, event: 'calc-percentage', data, audience: userIds ? { userIds } : undefined });
    await publish(2, { id_kelas: 'kampus-2' });
    await publish(1, { id_kelas: 'untuk-mahasiswa' }, [mhs.userId]);
    await t.app.events.publish({ stream: 'sistem', collegeId: 1, event: 'pengumuman', data: { x: 1 } });
    await publish(1, { id_kelas: 'kampus-1' });
    await publish(1, { id_kelas: 'untuk-dosen' }, [dosen.userId]);

    const got = await c.waitFor((m) => m.event === 'calc-percentage' && m.data.includes('untuk-dosen'));
    expect(JSON.parse(got.data)).toEqual({ id_kelas: 'untuk-dosen' });
    expect(c.messages.map((m) => JSON.parse(m.data).id_kelas)).toEqual(['kampus-1', 'untuk-dosen']);
    expect(c.messages.some((m) => m.event === 'time')).toBe(false);
    c.close();
    await waitUntil(() => stats().subscribers === 0);
  });

  it('refuses to publish an event too big for NOTIFY and sends nothing', async () => {
    const c = await sse('stream=kehadiran_mahasiswa', (await tokenHeaders(t.app, 'dosen', 1)).headers);
    await waitUntil(() => stats().subscribers === 1);
    await expect(
      t.app.events.publish({ stream: 'kehadiran_mahasiswa', collegeId: 1, event: 'besar', data: 'x'.repeat(8000) }),
    ).rejects.toThrow(/8000/);
    await t.app.events.publish({ stream: 'kehadiran_mahasiswa', collegeId: 1, event: 'kecil', data: 1 });
    await c.waitFor((m) => m.event === 'kecil');
    expect(c.messages.map((m) => m.event)).toEqual(['kecil']);
    c.close();
    await waitUntil(() => stats().subscribers === 0);
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

  it(`fans an event published on instance 1 out to an SSE subscriber of instance 2 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two connections' : 'PGlite, one Database'})`, async () => {
    const { headers } = await tokenHeaders(t.app, 'dosen', 1);
    const c = await sse('stream=kehadiran_mahasiswa', headers, base2);
    await waitUntil(() => app2.events.stats().subscribers === 1);
    expect(t.app.events.stats().subscribers).toBe(0);
    await t.app.events.publish({ stream: 'kehadiran_mahasiswa', collegeId: 1, event: 'calc-percentage', data: { dari: 'instance-1' } });
    const m = await c.waitFor((x) => x.event === 'calc-percentage');
    expect(JSON.parse(m.data)).toEqual({ dari: 'instance-1' });
    c.close();
    await waitUntil(() => app2.events.stats().subscribers === 0);
  });

  it('delivers an event published inside a transaction only after commit', async () => {
    const { headers } = await tokenHeaders(t.app, 'dosen', 1);
    const c = await sse('stream=kehadiran_mahasiswa', headers, base2);
    await waitUntil(() => app2.events.stats().subscribers === 1);
    await t.app.deps.db
      .transaction(async (tx) => {
        await t.app.events.publish({ stream: 'kehadiran_mahasiswa', collegeId: 1, event: 'batal', data: 1 }, { db: tx });
        throw new Error('rollback');
      })
      .catch(() => {});
    await t.app.deps.db.transaction(async (tx) => {
      await tx.select().from(colleges).where(eq(colleges.id, 1));
      await t.app.events.publish({ stream: 'kehadiran_mahasiswa', collegeId: 1, event: 'jadi', data: 2 }, { db: tx });
    });
    await c.waitFor((m) => m.event === 'jadi');
    expect(c.messages.map((m) => m.event)).toEqual(['jadi']);
    c.close();
  });

  it('ends open streams when the app closes instead of hanging', async () => {
    const { headers } = await tokenHeaders(t.app, 'dosen', 1);
    const c = await sse('stream=sistem', headers, base2);
    await c.waitFor((m) => m.event === 'time');
    const started = Date.now();
    const closing = app2.close();
    await c.ended;
    // The server ends the stream at once (it does not wait for the client to leave).
    expect(Date.now() - started).toBeLessThan(1500);
    await closing;
    expect(app2.events.stats()).toMatchObject({ subscribers: 0, tickerRunning: false, listening: false });
  });
});

describe('OpenAPI', () => {
  it('documents the events route under the `events` tag as text/event-stream', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const op = (t.app.swagger() as any).paths['/api/v2/lms/events'].get;
    expect(op.tags).toEqual(['events']);
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
    expect(op.parameters.map((p: { name: string }) => p.name)).toContain('stream');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, loginHeaders } from '../../test/helpers';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { mulaiDetak } from '../ops/detak';

/** GET /api/metrics: Prometheus text for the holder of the token or an allowed address, 404 for anyone else. */

let database: Database & { drop(): Promise<void> };
let app: FastifyInstance;
let polos: FastifyInstance;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-metrics-'));
const TOKEN = 'rahasia-metrik-uji';

async function appDengan(env: Record<string, string>) {
  const config = { ...loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret', SEED_DEMO: 'false', DATA_DIR: dataDir, ...env }), runWorker: false };
  const a = await buildApp({ config, database });
  await a.ready();
  return a;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await appDengan({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.9.0.0/16, 192.0.2.7' });
  polos = await appDengan({});
});
afterAll(async () => {
  await app?.close();
  await polos?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const scrape = (a: FastifyInstance, headers: Record<string, string> = {}, remoteAddress?: string) => a.inject({ url: '/api/metrics', headers, remoteAddress });

/** The value of one sample line (`name{labels} value`), or undefined. */
function nilai(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who may read GET /api/metrics', () => {
  it('is an unknown path (404, the same answer) when neither a token nor an address is configured', async () => {
    const res = await scrape(polos, { authorization: `Bearer ${TOKEN}` });
    const unknown = await polos.inject({ url: '/api/metrikz' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toEqual({ code: 'not_found', message: 'Endpoint GET /api/metrics tidak ditemukan' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the configured token and the allowed addresses, and 404 to everyone else', async () => {
    for (const [headers, addr] of [
      [{}, '127.0.0.1'],
      [{ authorization: 'Bearer salah' }, '127.0.0.1'],
      [{ authorization: TOKEN }, '127.0.0.1'],
      [{}, '10.8.255.1'],
      [{}, '192.0.2.8'],
    ] as const) {
      const res = await scrape(app, headers, addr);
      expect(res.statusCode, `${JSON.stringify(headers)} ${addr}`).toBe(404);
      expect(res.body).not.toMatch(/http_request_duration/);
    }
    for (const [headers, addr] of [
      [{ authorization: `Bearer ${TOKEN}` }, '203.0.113.5'],
      [{}, '10.9.200.3'],
      [{}, '::ffff:10.9.0.1'],
      [{}, '192.0.2.7'],
    ] as const) {
      const res = await scrape(app, headers, addr);
      expect(res.statusCode, `${JSON.stringify(headers)} ${addr}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    }
  });
});

describe('what GET /api/metrics reports', () => {
  it('request durations by route pattern and status, never by the URL with its ids', async () => {
    const operator = await loginHeaders(app, 'operator', 'operator123');
    const list = (await app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=2', headers: operator })).json().data as { id: string }[];
    for (const k of list) expect((await app.inject({ url: `/api/v2/lms/kelas_kuliah/${k.id}`, headers: operator })).statusCode).toBe(200);
    await app.inject({ url: '/api/v2/lms/kelas_kuliah/tidak-ada-kelas-ini', headers: operator });
    const text = (await scrape(app, { authorization: `Bearer ${TOKEN}` })).body;
    expect(nilai(text, 'http_request_duration_seconds_count{method="GET",route="/api/v2/lms/kelas_kuliah/:id",status_code="200"}')).toBe(list.length);
    expect(nilai(text, 'http_request_duration_seconds_count{method="GET",route="/api/v2/lms/kelas_kuliah/:id",status_code="404"}')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/v2/lms/kelas_kuliah",status_code="200"}');
    for (const k of list) expect(text).not.toContain(k.id);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it('the read cache, open event streams, the database, jobs and the worker heartbeat', async () => {
    const operator = await loginHeaders(app, 'operator', 'operator123');
    const before = (await scrape(app, { authorization: `Bearer ${TOKEN}` })).body;
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=5', headers: operator });
    const unsubscribe = app.deps.events.subscribe({ streams: ['sistem'], collegeId: 1, userId: 1, role: 'ROLE_OPERATOR' }, () => {});
    await app.deps.jobs.enqueue('uji.metrik', { n: 1 });
    const detak = await mulaiDetak(database.db, { error: () => {} });
    try {
      const text = (await scrape(app, { authorization: `Bearer ${TOKEN}` })).body;
      // The class list is cached after its first read: the next two are hits.
      expect(nilai(text, 'lms_read_cache_hits_total')! - nilai(before, 'lms_read_cache_hits_total')!).toBeGreaterThanOrEqual(2);
      expect(nilai(text, 'lms_read_cache_misses_total')).toBeGreaterThan(0);
      expect(nilai(text, 'lms_event_streams_open')).toBe(1);
      expect(nilai(text, 'lms_jobs{queue="uji.metrik",state="created"}')).toBe(1);
      expect(text).not.toContain('__pgboss__');
      expect(nilai(text, 'lms_worker_heartbeat_age_seconds')).toBeLessThan(5);
      expect(nilai(text, 'lms_db_statement_errors_total')).toBe(0);
      if (database.kind === 'postgres') {
        expect(nilai(text, 'lms_db_pool_connections{state="total"}')).toBeGreaterThan(0);
        expect(nilai(text, 'lms_db_pool_waiting')).toBe(0);
      } else {
        expect(nilai(text, 'lms_db_queue_waiting')).toBe(0);
        expect(nilai(text, 'lms_db_requests_in_flight')).toBeGreaterThanOrEqual(0);
        expect(nilai(text, 'lms_db_queue_waits_total')).toBeGreaterThanOrEqual(0);
      }
    } finally {
      unsubscribe();
      await detak.stop();
    }
    expect(nilai((await scrape(app, { authorization: `Bearer ${TOKEN}` })).body, 'lms_event_streams_open')).toBe(0);
  });
});

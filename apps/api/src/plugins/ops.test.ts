import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_OPS } from '@lms/shared';
import { createTestDatabase, loginHeaders } from '../../test/helpers';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { detakWorker } from '../db/schema';
import { mulaiDetak, type Detak } from '../ops/detak';
import { createKesiapan } from '../ops/kesiapan';
import { bacaJurnal } from '../ops/skema-db';

/** GET /api/health and GET /api/ready for load balancers, and the request id of every answer and log line. */

let database: Database & { drop(): Promise<void> };
let app: FastifyInstance;
const lines: string[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-ops-'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const diam = { error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = { ...loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret', SEED_DEMO: 'false', DATA_DIR: dataDir }), runWorker: false };
  app = await buildApp({ config, database, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers without tenant or token, and while the embedded database refuses new requests', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: { code: 'success', message: PESAN_OPS.hidup }, data: { status: 'ok', version: '0.1.0' } });
    const admission = database.admission;
    if (!admission) return;
    // Saturated: an ordinary request is shed with 503, health (and readiness) still answer.
    let admitted = 0;
    while (!admission.enter()) admitted++;
    try {
      expect((await app.inject({ url: '/api/v1/sistem', headers: { 'college-id': '1' } })).statusCode).toBe(503);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      for (let i = 0; i < admitted; i++) admission.leave();
    }
  });
});

describe('GET /api/ready', () => {
  let detak: Detak | null = null;
  afterAll(async () => detak?.stop());

  it('names every check that fails: migrations, storage, worker, database', async () => {
    const newest = bacaJurnal().at(-1)!;
    await database.query('delete from drizzle.__drizzle_migrations where created_at = $1', [newest.when]);
    const storage = app.deps.storage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error('disk penuh');
    };
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.status).toEqual({ code: 'service_unavailable', message: PESAN_OPS.belumSiap(['migrations', 'storage', 'worker']) });
      expect(body.detail.ready).toBe(false);
      expect(body.detail.checks.database.ok).toBe(true);
      expect(body.detail.checks.migrations).toMatchObject({ ok: false, pesan: PESAN_OPS.migrasiKurang([newest.tag]) });
      expect(body.detail.checks.storage).toMatchObject({ ok: false, pesan: PESAN_OPS.penyimpananGagal('disk penuh') });
      expect(body.detail.checks.worker).toMatchObject({ ok: false, pesan: PESAN_OPS.workerBelumAda });
      expect(body.detail.request_id).toBe(res.headers['x-request-id']);
    } finally {
      storage.put = put;
      await database.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', ['uji', newest.when]);
    }

    const query = database.query;
    database.query = async () => {
      throw new Error('koneksi putus');
    };
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail.checks.database).toMatchObject({ ok: false, pesan: PESAN_OPS.basisDataGagal('koneksi putus') });
    } finally {
      database.query = query;
    }
  });

  it('is ready once a worker beats, and fails again when the newest beat is too old', async () => {
    detak = await mulaiDetak(database.db, diam);
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ready: true, checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true }, worker: { ok: true } } });
    // The probe object is gone again.
    for await (const o of app.deps.storage.list('')) expect(o.key).not.toMatch(/^ops\//);

    await database.db.update(detakWorker).set({ detakTerakhir: sql`now() - interval '2 minutes'` });
    const stale = await app.inject({ url: '/api/ready' });
    expect(stale.statusCode).toBe(503);
    expect(stale.json().detail.checks.worker.pesan).toMatch(/^Detak worker terakhir 12\d detik yang lalu$/);
  });

  it('answers 503 as soon as shutdown begins', async () => {
    app.ops.sedangBerhenti = true;
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status.message).toBe(PESAN_OPS.sedangBerhenti);
    } finally {
      app.ops.sedangBerhenti = false;
    }
  });

  it('fails a check that does not answer within its budget instead of hanging', async () => {
    const hung = { ...database, query: () => new Promise<never>(() => {}) } as Database;
    const kesiapan = createKesiapan({ database: hung, storage: app.deps.storage, workerMaxAgeS: 0, batasMs: 50 });
    const t0 = Date.now();
    const hasil = await kesiapan.periksa();
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(hasil.checks.database).toMatchObject({ ok: false, pesan: PESAN_OPS.tidakMenjawab(50) });
    expect(hasil.checks.worker).toMatchObject({ ok: true, pesan: PESAN_OPS.tidakDiperiksa });
  });
});

describe('request id', () => {
  it('takes a sane x-request-id, puts it in the answer, the error detail and every log line of the request', async () => {
    const headers = { 'college-id': '1', 'x-request-id': 'lb-7f3a.91:req/2' };
    const res = await app.inject({ url: '/api/v2/user_info', headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.91:req/2');
    expect(res.json().detail.request_id).toBe('lb-7f3a.91:req/2');
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string }).filter((l) => l.reqId === 'lb-7f3a.91:req/2');
    expect(logged.map((l) => l.msg)).toContain('request completed');
  });

  it('replaces an id that is not sane with a fresh one, and gives every answer one', async () => {
    for (const given of ['dua kata', 'x'.repeat(129), '<script>', '']) {
      const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    const a = await app.inject({ url: '/api/health' });
    const b = await app.inject({ url: '/api/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('is in the detail of every kind of error, beside the fields the envelope already had', async () => {
    const operator = await loginHeaders(app, 'operator', 'operator123');
    const validasi = await app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=0', headers: operator });
    const tidakAda = await app.inject({ url: '/api/v2/tidak-ada', headers: operator });
    const urlRusak = await app.inject({ url: '/api/v2/lms/kelas_kuliah/%E0%A4%A', headers: operator });
    for (const res of [validasi, tidakAda, urlRusak]) {
      const body = res.json();
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(typeof body.status.message).toBe('string');
      expect(body.detail.detail).toBe(body.status.message);
      expect(body.detail.request_id).toBe(res.headers['x-request-id']);
      expect(body.detail.request_id).toMatch(UUID);
    }
    expect(validasi.json().detail.issues[0].field).toBe('per_page');
  });

  it('is in the answer to a request the server could not even parse', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT AN HTTP REQUEST\r\n\r\n'));
      let data = '';
      socket.on('data', (c) => (data += c.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', (e) => (data ? resolve(data) : reject(e)));
    });
    const id = /\r\nx-request-id: ([0-9a-f-]+)\r\n/.exec(raw)?.[1];
    expect(id).toMatch(UUID);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)).detail.request_id).toBe(id);
  });
});

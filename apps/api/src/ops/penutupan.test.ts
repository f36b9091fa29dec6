import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_OPS } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../test/helpers';
import { buildApp } from '../app';
import { startJobs } from '../jobs';
import { DataDirDipakai, bacaPemilik, klaimDataDir } from './pemilik-data';
import { buatPenutupan, waktuJob } from './penutupan';

/**
 * Graceful shutdown in one process (the real SIGTERM on a spawned server is in sigterm.test.ts): a request in flight
 * finishes, event streams get the retry hint and close, the database closes only after, a request that never ends
 * is cut at the deadline, and a job still running when the runner stops is queued again instead of lost.
 */

let t: TestContext;
const log = { info: () => {}, error: () => {} };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A request whose body is sent in two parts, so it is in flight for as long as the test wants. */
function lambat(port: number, pathname: string, headers: Record<string, string>, body: string) {
  const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: pathname, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } });
  const answer = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: data, at: Date.now() }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)), req };
}

function sse(port: number, headers: Record<string, string>) {
  let data = '';
  const ended = new Promise<string>((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path: '/api/v2/lms/events?stream=sistem', headers: { ...headers, accept: 'text/event-stream' } }, (res) => {
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve(data));
      res.on('error', () => resolve(data));
    });
    req.on('error', reject);
  });
  return { ended, seen: () => data };
}

async function until(cond: () => boolean, ms = 5000) {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('shutdown', () => {
  it('finishes the request in flight, sends every event stream a retry hint, then closes the database and exits 0', async () => {
    const app = t.app;
    const mhs = await loginHeaders(app, 'mahasiswa', 'mahasiswa123');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const stream = sse(port, mhs);
    await until(() => stream.seen().includes('event: time'));
    const login = lambat(port, '/api/v2/access_token', { 'college-id': '1' }, JSON.stringify({ username: 'dosen', password: 'dosen123' }));
    await new Promise((r) => setTimeout(r, 50));

    const order: string[] = [];
    let code = -1;
    const tutup = buatPenutupan({
      timeoutMs: 5000,
      log,
      mulai: () => void (app.ops.sedangBerhenti = true),
      langkah: [() => app.close().then(() => order.push('app closed'))],
      akhir: async () => void order.push('database closed'),
      exit: (c) => void (code = c),
    });
    const done = tutup('SIGTERM');
    // A second signal while closing changes nothing.
    expect(tutup('SIGINT')).toBe(done);
    expect(app.ops.sedangBerhenti).toBe(true);
    const text = await stream.ended;
    expect(text.trimEnd().split('\n\n').at(-1)).toBe('retry: 5000');

    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual([]);
    login.finish();
    const res = await login.answer;
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).data.access_token).toBeTruthy();
    expect(await done).toBe(0);
    expect(code).toBe(0);
    expect(order).toEqual(['app closed', 'database closed']);
  });

  it('cuts a request that never ends at the deadline and exits 1', async () => {
    const config = { ...t.app.deps.config };
    const app: FastifyInstance = await buildApp({ config, database: t.database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const hung = lambat(port, '/api/v2/access_token', { 'college-id': '1' }, JSON.stringify({ username: 'dosen', password: 'dosen123' }));
    const cut = hung.answer.then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 50));
    let code = -1;
    const t0 = Date.now();
    const result = await buatPenutupan({
      timeoutMs: 400,
      log,
      langkah: [() => app.close()],
      paksa: () => app.server.closeAllConnections(),
      exit: (c) => void (code = c),
    })('SIGTERM');
    expect(result).toBe(1);
    expect(code).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(390);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(await cut).toBe('cut');
  });

  it('queues a job that is still running when the runner stops again, instead of losing it', async () => {
    let databaseUrl: string | undefined;
    if (t.database.kind === 'postgres') {
      const { rows } = await t.database.query<{ name: string }>('select current_database() as name');
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      databaseUrl = url.toString();
    }
    const jobs = await startJobs({ database: t.database, databaseUrl, log, pollingIntervalSeconds: 0.5 });
    let started = false;
    await jobs.boss.createQueue('uji.penutupan');
    await jobs.boss.work('uji.penutupan', { pollingIntervalSeconds: 0.5 }, async () => {
      started = true;
      await new Promise(() => {});
    });
    const id = (await jobs.boss.send('uji.penutupan', {}))!;
    await until(() => started, 10_000);
    await jobs.stop(waktuJob(1000));
    const { rows } = await t.database.query<{ state: string; output: unknown }>('select state::text as state, output from pgboss.job where id = $1', [id]);
    expect(rows[0]?.state).toBe('retry');
  });
});

describe('who holds the embedded database directory', () => {
  it('refuses a second claimant while the holder lives, and takes over a file its dead holder left', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-pemilik-'));
    try {
      // The test runner's parent process stands for another live process holding the directory.
      fs.writeFileSync(path.join(dir, 'proses.json'), JSON.stringify({ pid: process.ppid, host: os.hostname(), peran: 'server', mulai: '' }));
      expect(bacaPemilik(dir)?.pid).toBe(process.ppid);
      expect(() => klaimDataDir(dir, 'cadangan')).toThrow(new DataDirDipakai({ pid: process.ppid, host: os.hostname(), peran: 'server', mulai: '' }).message);
      expect(PESAN_OPS.dataDirDipakai(process.ppid, 'server', os.hostname())).toContain(String(process.ppid));

      // A pid that no longer runs: the file is stale.
      fs.writeFileSync(path.join(dir, 'proses.json'), JSON.stringify({ pid: 2 ** 22 + 12_345, host: os.hostname(), peran: 'server', mulai: '' }));
      expect(bacaPemilik(dir)).toBeNull();
      const klaim = klaimDataDir(dir, 'pemulihan');
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'proses.json'), 'utf8'))).toMatchObject({ pid: process.pid, peran: 'pemulihan' });
      expect(fs.statSync(path.join(dir, 'proses.json')).mode & 0o777).toBe(0o600);
      klaim.perbarui({ url: 'http://127.0.0.1:1', token: 't' });
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'proses.json'), 'utf8'))).toMatchObject({ url: 'http://127.0.0.1:1', token: 't' });
      klaim.lepas();
      expect(fs.existsSync(path.join(dir, 'proses.json'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

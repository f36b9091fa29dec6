import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { cadangan } from './perintah';
import { periksaArsip } from './pulihkan';

/**
 * The real server (`src/server.ts`, spawned with tsx on the engine of the run) gets SIGTERM while a student's exam
 * answers are being saved, just after `npm run backup` took an archive from it (on the embedded database through
 * the running server itself). It must exit 0 within SHUTDOWN_TIMEOUT_MS, the open event stream must get the
 * retry hint before it closes, and every save the server acknowledged (200) must be in the database afterwards.
 */

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `lms_sigterm_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-sigterm-'));
const SHUTDOWN_TIMEOUT_MS = 8000;
let port = 0;
let server: ChildProcess | null = null;
let stdout = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

function dbUrl() {
  const u = new URL(adminUrl!);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/** The run's seeded snapshot (test/snapshot.ts), so the server starts on the demo campus without seeding it. */
function snapshot(): string | null {
  try {
    const provided = inject('dbSnapshots');
    return provided?.engine === (adminUrl ? 'postgres' : 'pglite') ? provided.snapshots.seeded : null;
  } catch {
    return null;
  }
}

beforeAll(async () => {
  port = await freePort();
  const seeded = snapshot();
  if (adminUrl) {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(seeded ? `CREATE DATABASE ${dbName} TEMPLATE ${seeded}` : `CREATE DATABASE ${dbName}`);
    await a.end();
  } else if (seeded) {
    const db = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([fs.readFileSync(seeded)], { type: 'application/x-gzip' }) });
    await db.waitReady;
    await db.close();
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: adminUrl ? dbUrl() : '',
      JWT_SECRET: 'sigterm-secret-sigterm-secret-sigterm',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  });
  server.stdout!.on('data', (c) => (stdout += c));
  server.stderr!.resume();
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error(`server berhenti: ${stdout.slice(-2000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server tidak siap');
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (adminUrl) {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await a.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function call<T = Record<string, unknown>>(method: string, p: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api${p}`, {
    method,
    headers: { 'college-id': '1', ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status}`);
  return json.data;
}

const login = async (username: string, password: string) => ({
  authorization: `Bearer ${(await call<{ access_token: string }>('POST', '/v2/access_token', {}, { username, password })).access_token}`,
});

describe('SIGTERM', () => {
  it('during exam saves: exits 0 in time, streams get a retry hint, every acknowledged save is stored', async () => {
    const dosen = await login('dosen', 'dosen123');
    const mhs = await login('mahasiswa', 'mahasiswa123');
    const semua = (h: Record<string, string>) => call<{ id: number }[]>('GET', '/v2/lms/pertemuan?per_page=1000&periode=20261', h);
    const milikMhs = new Set((await semua(mhs)).map((m) => m.id));
    const pertemuan = (await semua(dosen)).find((m) => milikMhs.has(m.id));
    const u = await call<{ id: number }>('POST', '/v2/lms/ujian', dosen, {
      id_pertemuan: pertemuan!.id,
      jenis: 'kuis',
      judul: 'Kuis Penutupan',
      deskripsi: '<p>x</p>',
      waktu_mulai: new Date(Date.now() - 60_000).toISOString(),
      waktu_selesai: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const [k] = await call<{ id: number }[]>('POST', `/v2/lms/ujian/${u.id}/kelompok_soal`, dosen, { nama: 'A' });
    for (let i = 0; i < 4; i++) {
      await call('POST', `/v2/lms/ujian/${u.id}/kelompok_soal/${k!.id}/soal`, dosen, { jenis: 'pilihan', pertanyaan: `<p>Soal ${i}</p>`, pilihan: { pilihan: ['a', 'b', 'c'], kunci: 0 } });
    }
    const me = await call<{ kelompok: { soal: { id: number }[] }[] }>('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, mhs);
    const soal = me.kelompok.flatMap((g) => g.soal.map((s) => s.id));

    const stream = await fetch(`http://127.0.0.1:${port}/api/v2/lms/events?stream=sistem`, { headers: { ...mhs, 'college-id': '1', accept: 'text/event-stream' } });
    const streamText = (async () => {
      let text = '';
      const decoder = new TextDecoder();
      try {
        for await (const chunk of stream.body!) text += decoder.decode(chunk as Uint8Array, { stream: true });
      } catch {
        // cut: the assertion below shows what arrived
      }
      return text;
    })();

    const acked = new Map<number, { seq: number; pilihan: number }>();
    const seq = new Map<number, number>();
    let attempts = 0;
    let acks = 0;
    let running = true;
    const writers = Array.from({ length: 6 }, async () => {
      while (running) {
        const id = soal[Math.floor(Math.random() * soal.length)]!;
        const n = (seq.get(id) ?? 0) + 1;
        seq.set(id, n);
        const pilihan = n % 3;
        attempts += 1;
        try {
          const r = await call<{ diterima: boolean }>('PUT', `/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${id}`, mhs, { seq: n, jawaban: { pilihan } });
          acks += 1;
          if (r.diterima && (acked.get(id)?.seq ?? 0) < n) acked.set(id, { seq: n, pilihan });
        } catch {
          // Refused or cut by the shutdown: never acknowledged.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    });

    await new Promise((r) => setTimeout(r, 300));
    const arsip = path.join(dataDir, 'cadangan.tar');
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: adminUrl ? dbUrl() : '' });
    const manifest = await cadangan(config, arsip, { info: () => {}, warn: () => {} });
    const acksBeforeBackupEnd = acks;
    await new Promise((r) => setTimeout(r, 200));

    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server!.once('exit', (code) => resolve({ code, at: Date.now() })));
    const t0 = Date.now();
    server!.kill('SIGTERM');
    const { code, at } = await exited;
    running = false;
    await Promise.all(writers);

    expect(code, stdout.slice(-2000)).toBe(0);
    expect(at - t0).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(stdout).toMatch(/"msg":"shut down"/);
    expect((await streamText).trimEnd().split('\n\n').at(-1)).toBe('retry: 5000');
    expect(fs.existsSync(path.join(dataDir, 'proses.json'))).toBe(false);

    const database = await createDatabase(adminUrl ? { databaseUrl: dbUrl(), poolSize: 1 } : { dataDir });
    try {
      const { rows } = await database.query<{ id_soal: number; seq: string | number; jawaban: { pilihan: number } }>(
        'select j.id_soal, j.seq, j.jawaban from ujian_jawaban j join ujian_pengerjaan p on p.id = j.id_pengerjaan where p.id_ujian = $1',
        [u.id],
      );
      const stored = new Map(rows.map((r) => [r.id_soal, r]));
      for (const [id, a] of acked) {
        const s = stored.get(id);
        expect(s, `soal ${id}`).toBeTruthy();
        expect(Number(s!.seq)).toBeGreaterThanOrEqual(a.seq);
        if (Number(s!.seq) === a.seq) expect(s!.jawaban).toEqual({ pilihan: a.pilihan });
      }
    } finally {
      await database.close();
    }
    // Saves went on before, during and after the backup; the shutdown cut the rest.
    expect(acksBeforeBackupEnd).toBeGreaterThan(0);
    expect(acks).toBeGreaterThan(acksBeforeBackupEnd);
    expect(attempts).toBeGreaterThan(acks);

    // The archive taken from the running server is whole: every member checks out against its manifest.
    const { manifest: dibaca } = await periksaArsip(arsip);
    expect(fs.statSync(arsip).mode & 0o777).toBe(0o600);
    expect(dibaca).toEqual(manifest);
    expect(manifest.engine).toBe(adminUrl ? 'postgres' : 'pglite');
    expect(manifest.tables.find((t) => t.name === 'ujian_jawaban')!.rows).toBeGreaterThan(0);
  }, 120_000);
});

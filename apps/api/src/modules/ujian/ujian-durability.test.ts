import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Durability (issue 'Exams I' point 9): the API process is killed with SIGKILL at random moments while a student's
 * answers are being saved, and started again. Every answer the server acknowledged (200) must be in the database
 * afterwards with its sequence or a newer one; nothing acknowledged is lost, whatever was in flight.
 * Runs the real server (`src/server.ts`) on the engine of the run: PGlite in a data directory, or a database of its
 * own on TEST_DATABASE_URL.
 */
const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `lms_durability_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-durability-'));
let port = 0;
let server: ChildProcess | null = null;

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

async function start() {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: adminUrl ? dbUrl() : '',
      JWT_SECRET: 'durability-secret-durability-secret',
      SEED_DEMO: 'true',
      RUN_WORKER: 'false',
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  });
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server tidak siap');
}

function kill() {
  const s = server!;
  server = null;
  return new Promise<void>((resolve) => {
    s.once('exit', () => resolve());
    s.kill('SIGKILL');
  });
}

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

beforeAll(async () => {
  port = await freePort();
  if (adminUrl) {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`CREATE DATABASE ${dbName}`);
    await a.end();
  }
  await start();
}, 300_000);

afterAll(async () => {
  if (server) await kill();
  if (adminUrl) {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await a.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe('SIGKILL during saves', () => {
  it('keeps every acknowledged answer across three kills and restarts', async () => {
    const dosen = await login('dosen', 'dosen123');
    // The student's access token outlives the restarts (same secret), as a real browser's would.
    const mhs = await login('mahasiswa', 'mahasiswa123');
    // A meeting of a class the lecturer teaches and the student takes.
    const semua = (h: Record<string, string>) => call<{ id: number }[]>('GET', '/v2/lms/pertemuan?per_page=1000&periode=20261', h);
    const milikMhs = new Set((await semua(mhs)).map((m) => m.id));
    const pertemuan = (await semua(dosen)).find((m) => milikMhs.has(m.id));
    const u = await call<{ id: number }>('POST', '/v2/lms/ujian', dosen, {
      id_pertemuan: pertemuan!.id,
      jenis: 'kuis',
      judul: 'Kuis Ketahanan',
      deskripsi: '<p>x</p>',
      waktu_mulai: new Date(Date.now() - 60_000).toISOString(),
      waktu_selesai: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const [k] = await call<{ id: number }[]>('POST', `/v2/lms/ujian/${u.id}/kelompok_soal`, dosen, { nama: 'A' });
    for (let i = 0; i < 5; i++) {
      await call('POST', `/v2/lms/ujian/${u.id}/kelompok_soal/${k!.id}/soal`, dosen, { jenis: 'pilihan', pertanyaan: `<p>Soal ${i}</p>`, pilihan: { pilihan: ['a', 'b', 'c'], kunci: 0 } });
    }
    const me = await call<{ kelompok: { soal: { id: number }[] }[] }>('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, mhs);
    const soal = me.kelompok.flatMap((g) => g.soal.map((s) => s.id));
    const acked = new Map<number, { seq: number; pilihan: number }>();
    const seq = new Map<number, number>();
    let attempts = 0;

    for (let round = 0; round < 3; round++) {
      let running = true;
      const writers = Array.from({ length: 8 }, async () => {
        while (running) {
          const id = soal[Math.floor(Math.random() * soal.length)]!;
          const n = (seq.get(id) ?? 0) + 1;
          seq.set(id, n);
          const pilihan = n % 3;
          attempts += 1;
          try {
            const r = await call<{ seq: number; diterima: boolean }>('PUT', `/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${id}`, mhs, { seq: n, jawaban: { pilihan } });
            if (r.diterima && (acked.get(id)?.seq ?? 0) < n) acked.set(id, { seq: n, pilihan });
          } catch {
            // In flight when the process died: never acknowledged, may or may not be stored.
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      });
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 900));
      await kill();
      running = false;
      await Promise.all(writers);
      await start();
      const after = await call<{ jawaban: { id_soal: number; seq: number; jawaban: { pilihan: number } }[] }>('GET', `/v2/lms/ujian/${u.id}/pengerjaan/me`, mhs);
      const stored = new Map(after.jawaban.map((j) => [j.id_soal, j]));
      for (const [id, a] of acked) {
        const s = stored.get(id);
        expect(s, `soal ${id}`).toBeTruthy();
        expect(s!.seq).toBeGreaterThanOrEqual(a.seq);
        if (s!.seq === a.seq) expect(s!.jawaban).toEqual({ pilihan: a.pilihan });
      }
    }
    expect(acked.size).toBeGreaterThan(0);
    expect(attempts).toBeGreaterThan(acked.size);
  }, 600_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, registerStatic } from './static';

let dir: string;
let app: FastifyInstance;
const JS = 'console.log("lms");'.repeat(200);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>LMS</title>');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  const asset = path.join(dir, 'assets/index-B3xYz9_q.js');
  fs.writeFileSync(asset, JS);
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(JS));
  fs.writeFileSync(`${asset}.gz`, gzipSync(JS));
  app = Fastify();
  expect(await registerStatic(app, dir)).toBe(true);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('registerStatic', () => {
  it('serves the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/index-B3xYz9_q.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(JS.length / 5);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({ url: '/assets/index-B3xYz9_q.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    const plain = await app.inject({ url: '/assets/index-B3xYz9_q.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
    expect(plain.headers['cache-control']).toBe(CACHE_IMMUTABLE);
  });

  it('never lets a browser keep index.html or unhashed files without revalidating', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(CACHE_REVALIDATE);
    }
  });

  it('does nothing when there is no built app', async () => {
    const bare = Fastify();
    expect(await registerStatic(bare, path.join(dir, 'missing'))).toBe(false);
    expect(await registerStatic(bare, undefined)).toBe(false);
    await bare.close();
  });
});

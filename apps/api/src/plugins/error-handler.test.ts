import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../test/helpers';
import { registerErrorHandler } from './error-handler';

let t: TestContext;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginHeaders(t.app, 'operator', 'operator123');
});
afterAll(async () => t?.close());

type Res = { statusCode: number; body: string; json(): { status: { code: string; message: string }; detail: unknown } };

/** The envelope with an Indonesian message and no trace of Fastify's English texts or a stack. */
function expectEnvelope(res: Res, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(typeof body.status.code).toBe('string');
  expect(body.status.message).toContain(message);
  expect(res.body).not.toMatch(/FST_|statusCode|Bad Request|not valid|\n\s+at /);
}

const BOUNDARY = 'b0undary';
const multipart = (parts: string) => ({
  method: 'POST' as const,
  url: '/api/v2/storager',
  headers: { ...operator, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: parts,
});

describe('errors raised by Fastify and its plugins are rendered in the envelope, in Indonesian', () => {
  it('bad URL encoding → 400, a path parameter over the router limit → 414', async () => {
    expectEnvelope(await t.app.inject({ url: '/api/v2/lms/kelas_kuliah/%E0%A4%A', headers: operator }), 400, PESAN.urlTidakValid);
    expectEnvelope(await t.app.inject({ url: `/api/v2/lms/kelas_kuliah/${'9'.repeat(150)}`, headers: operator }), 414, PESAN.parameterUrlTerlaluPanjang);
  });

  it('invalid, empty and oversized JSON bodies, unsupported content types', async () => {
    const login = { method: 'POST' as const, url: '/api/v2/access_token' };
    expectEnvelope(await t.app.inject({ ...login, headers: { 'college-id': '1', 'content-type': 'application/json' }, payload: '{"username": ' }), 400, PESAN.jsonTidakValid);
    expectEnvelope(await t.app.inject({ ...login, headers: { 'college-id': '1', 'content-type': 'application/json' }, payload: '' }), 400, PESAN.jsonKosong);
    expectEnvelope(await t.app.inject({ ...login, headers: { 'college-id': '1', 'content-type': 'application/xml' }, payload: '<a/>' }), 415, PESAN.tipeKontenTidakDidukung);
    const big = JSON.stringify({ username: 'a'.repeat(3 * 1024 * 1024), password: 'x' });
    expectEnvelope(await t.app.inject({ ...login, headers: { 'college-id': '1', 'content-type': 'application/json' }, payload: big }), 413, PESAN.isiTerlaluBesar);
  });

  it('malformed multipart (no boundary, truncated, a file part without filename) is a 4xx, never a crash', async () => {
    const noBoundary = await t.app.inject({ ...multipart('x'), headers: { ...operator, 'content-type': 'multipart/form-data' } });
    const truncated = await t.app.inject(multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`));
    const noFilename = await t.app.inject(
      multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`),
    );
    for (const res of [noBoundary, truncated, noFilename]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status.message).toMatch(/^(Data|File|Berkas)/);
      expect(res.body).not.toMatch(/Boundary|Unexpected end|terminated early|\n\s+at /);
    }
  });

  it('a value the database refuses (SQLSTATE class 22) is a 400 naming the field, not a 500', async () => {
    // A bare app with only the error handler and a route that forgot the integer bound of its column.
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/n', async (request) => (await t.database.query('select $1::int as n', [(request.body as { n: unknown }).n])).rows);
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/n', payload: { n: '2147483648' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe(`${PESAN.dataTidakValid}: n — ${PESAN.angkaDiLuarJangkauan}`);
    const text = await app.inject({ method: 'POST', url: '/n', payload: { n: 'abc' } });
    expect(text.statusCode).toBe(400);
    expect(text.json().status.message).toBe(PESAN.dataTidakValid);
    await app.close();
  });
});

describe('transport errors on a real socket (oversized headers, a garbled request line)', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let data = '';
      socket.on('data', (c) => (data += c.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', (e) => (data ? resolve(data) : reject(e)));
    });

  it('431 for headers over the limit, 400 for a malformed request, both in the envelope', async () => {
    const big = await raw(`GET /api/v1/sistem HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toContain(PESAN.headerTerlaluBesar);
    const garbled = await raw('NOT AN HTTP REQUEST\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(garbled.slice(garbled.indexOf('\r\n\r\n') + 4));
    expect(body.status.message).toBe(PESAN.permintaanTidakValid);
  });
});

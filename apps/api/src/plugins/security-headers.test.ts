import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], frameSrc: ["'self'", 'blob:'] } },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet's own middleware puts on a real response. */
async function helmetOnRealResponse(options: HelmetOptions) {
  const server = http.createServer((req, res) => helmet(options)(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)));
  } finally {
    server.close();
  }
}

describe('security headers computed once', () => {
  it('are the headers helmet sets, on every response (found, not found, error)', async () => {
    const expected = await helmetOnRealResponse(OPTIONS);
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(Object.keys(expected).length).toBeGreaterThan(8);

    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/ok', async () => 'ok');
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/replaced', async (_req, reply) => {
      reply.raw.setHeader('content-security-policy', "default-src 'none'; sandbox");
      return 'ok';
    });
    for (const url of ['/ok', '/missing', '/boom']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    expect((await app.inject({ url: '/replaced' })).headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await app.close();
  });

  it('does not depend on the request', () => {
    expect(helmetHeaders(OPTIONS)).toEqual(helmetHeaders(OPTIONS));
    expect(helmetHeaders(OPTIONS).removed).toContain('x-powered-by');
  });
});

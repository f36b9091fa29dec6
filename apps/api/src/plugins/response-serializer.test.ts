import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, demoHeaders } from '../../test/helpers';
import { createResponseSerializerCompiler, lastStats, responseJsonSchema, serializerModeFromEnv } from './response-serializer';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('which schemas compile', () => {
  it('compiles plain contract shapes and keeps zod where zod would change the answer', () => {
    expect(responseJsonSchema(z.object({ a: z.string(), b: z.number().int().nullable() }))).not.toBeNull();
    expect(responseJsonSchema(z.object({ a: z.string().transform((s) => s.length) }))).toBeNull();
    expect(responseJsonSchema(z.object({ a: z.string().default('x') }))).toBeNull();
    expect(responseJsonSchema(z.object({ a: z.string().trim() }))).toBeNull();
    expect(responseJsonSchema(z.object({ a: z.coerce.number() }))).toBeNull();
    expect(responseJsonSchema(z.object({ a: z.date() }))).toBeNull();
    expect(responseJsonSchema(z.object({ a: z.string().catch('x') }))).toBeNull();
  });

  it('gives the bytes zod gives, extra keys dropped, nullable objects and unions included', () => {
    const schema = z.object({
      id: z.string(),
      prodi: z.object({ nama: z.string(), jenjang: z.string() }).nullable(),
      items: z.array(z.union([z.object({ k: z.literal('a'), n: z.number() }), z.object({ k: z.literal('b'), s: z.string() })])),
      opt: z.string().optional(),
      meta: z.record(z.string(), z.number()),
      required: z.boolean(),
      text: z.string(),
    });
    const data = {
      id: 'x',
      extra: 1,
      prodi: { nama: 'TI', jenjang: 'S1', kode: 'dropped' },
      items: [
        { k: 'a', n: 1.5, more: true },
        { k: 'b', s: 'é"\\\n\u2028' },
      ],
      meta: { a: 1, b: 2 },
      required: true,
      text: 'Tanda "kutip", \\ garis miring, emoji 👍, baris\nbaru',
    };
    const checked = createResponseSerializerCompiler('checked', null)(route(schema));
    const zodOnly = createResponseSerializerCompiler('zod', null)(route(schema));
    expect(checked(data)).toBe(zodOnly(data));
    expect(checked({ ...data, prodi: null, opt: 'ada' })).toBe(zodOnly({ ...data, prodi: null, opt: 'ada' }));
  });

  it('tests run checked (zod and compiled) unless told otherwise; other processes run compiled', () => {
    expect(serializerModeFromEnv({ VITEST: 'true' })).toBe('checked');
    expect(serializerModeFromEnv({})).toBe('compiled');
    expect(serializerModeFromEnv({ VITEST: 'true', RESPONSE_SERIALIZER: 'zod' })).toBe('zod');
  });
});

/**
 * Every GET route of the app, in `checked` mode (zod and the compiled serialiser side by side, a difference is a
 * 500), for the demo accounts: what production serialises is what the contract says.
 */
describe('the compiled serialiser on the real routes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-test-'));
    const config = { ...loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret', SEED_DEMO: 'false', DATA_DIR: dataDir }), runWorker: false };
    app = await buildApp({ config, database, serializer: 'checked' });
    await app.ready();
    close = async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => close?.());

  it('answers every parameterless GET and the class pages identically to zod', async () => {
    expect(lastStats.compiled.length).toBeGreaterThan(100);
    const h = await demoHeaders(app);
    const kelas = (await app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=1', headers: h.mahasiswa })).json().data[0].id as string;
    const urls = new Set<string>();
    for (const name of lastStats.compiled) {
      const [method, url] = name.split(' ') as [string, string];
      if (method !== 'GET' || !url.startsWith('/api/') || url.includes('*')) continue;
      const filled = url.replace('/kelas_kuliah/:id', `/kelas_kuliah/${encodeURIComponent(kelas)}`);
      if (!filled.includes(':')) urls.add(filled);
    }
    expect(urls.size).toBeGreaterThan(30);
    const failures: string[] = [];
    let ok = 0;
    for (const url of urls) {
      for (const who of ['operator', 'dosen', 'mahasiswa'] as const) {
        const res = await app.inject({ url, headers: h[who] });
        // Readiness answers 503 by design here: this app runs no job worker, so no heartbeat is written.
        const belumSiap = url === '/api/ready' && res.statusCode === 503 && res.json().status.code === 'service_unavailable';
        if (res.statusCode >= 500 && !belumSiap) failures.push(`${who} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (res.statusCode === 200) ok++;
      }
    }
    expect(lastStats.differences).toEqual([]);
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(50);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginHeaders, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('application-wide behaviour', () => {
  it('serves the OpenAPI document publicly at /api/docs, generated from the route schemas', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/v2/access_token', '/api/v2/user_info', '/api/v2/lms/kelas_kuliah', '/api/v2/lms/kelas_kuliah/{id}', '/api/v2/lms/pertemuan/{id}/start', '/api/v2/lms/events']) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
    // request schemas become OpenAPI parameters
    const params = doc.paths['/api/v2/lms/kelas_kuliah'].get.parameters.map((x: { name: string }) => x.name);
    expect(params).toEqual(expect.arrayContaining(['periode', 'id_prodi', 'search', 'page', 'per_page']));
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown API endpoints with a JSON 404 in Indonesian', async () => {
    const res = await t.app.inject({ url: '/api/v2/tidak-ada', headers: { 'college-id': '1' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toContain('tidak ditemukan');
  });

  it('marks API GETs as not cacheable and sends security headers', async () => {
    const h = await loginHeaders(t.app, 'dosen', 'dosen123');
    const res = await t.app.inject({ url: '/api/v2/user_info', headers: h });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses malformed JSON with 400 and an Indonesian message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/access_token',
      headers: { 'college-id': '1', 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('Data tidak valid');
  });
});

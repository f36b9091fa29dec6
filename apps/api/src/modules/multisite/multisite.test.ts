import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/multisite-config/frontend-config', () => {
  it('resolves the college from the origin hostname without login or college-id', async () => {
    const res = await t.app.inject({ url: '/api/multisite-config/frontend-config?url=http://localhost:3000&id=operator-lms' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status.code).toBe('success');
    expect(body.data).toMatchObject({ college_id: 1, color_mode: 'light' });
    expect(body.data.copyright).toContain('Nusantara Merdeka');
  });

  it('tells the second college apart by hostname', async () => {
    const res = await t.app.inject({ url: '/api/multisite-config/frontend-config?url=http://kampus2.localhost:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.college_id).toBe(2);
    expect(res.json().data.url_sikad_legacy).toContain('itmr');
  });

  it('answers 404 with an Indonesian message for an unknown hostname', async () => {
    const res = await t.app.inject({ url: '/api/multisite-config/frontend-config?url=https://asing.example.org' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toContain('tidak terdaftar');
  });

  it('rejects a missing or malformed url with 400 naming the field', async () => {
    const missing = await t.app.inject({ url: '/api/multisite-config/frontend-config' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status.message).toContain('url');
    const bad = await t.app.inject({ url: '/api/multisite-config/frontend-config?url=bukan-url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('url');
  });
});

describe('tenancy guard', () => {
  it('refuses an API call without college-id', async () => {
    const res = await t.app.inject({ url: '/api/v2/user_info' });
    expect([400, 404]).toContain(res.statusCode);
  });
});

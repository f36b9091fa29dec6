import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';
import { seedDemoFiles } from '../../db/seed/files';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFiles(t.app.deps);
});
afterAll(async () => t?.close());

describe('DELETE /api/v2/storager of a file a class still uses', () => {
  it('is refused with 409 and the file stays downloadable', async () => {
    const row = (await t.database.query<{ id: string; banner_url: string; silabus_files: { url: string }[] }>(
      `select id, banner_url, silabus_files from kelas_kuliah where banner_url is not null order by id limit 1`,
    )).rows[0]!;
    const op = await loginHeaders(t.app, 'operator', 'operator123');
    for (const url of [row.banner_url, row.silabus_files[0]!.url]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(url)}`, headers: op });
      expect(res.statusCode).toBe(409);
      expect(res.json().status.message).toContain('halaman kelas');
      expect((await t.app.inject({ url, headers: op })).statusCode).toBe(200);
    }
  });
});

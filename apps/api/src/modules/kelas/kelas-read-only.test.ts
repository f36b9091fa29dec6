import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';

/** The demo operator with read-only kelas_kuliah: sees classes, may change nothing (issue 3, point 6). */
let t: TestContext;
let readOnly: Record<string, string>;
let kelasId: string;

beforeAll(async () => {
  t = await createTestApp();
  readOnly = await loginHeaders(t.app, 'operator.kelas', 'operator123');
  kelasId = (await t.database.query<{ id: string }>(`select id from kelas_kuliah where college_id = 1 order by id limit 1`)).rows[0]!.id;
});
afterAll(async () => t?.close());

describe('operator with read on kelas_kuliah only', () => {
  it('reads the class list and the class, with every edit flag off', async () => {
    const list = await t.app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=5', headers: readOnly });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total_items).toBeGreaterThan(0);
    const detail = await t.app.inject({ url: `/api/v2/lms/kelas_kuliah/${kelasId}`, headers: readOnly });
    expect(detail.statusCode).toBe(200);
    const akses = detail.json().data.akses as Record<string, boolean>;
    expect(akses.ubah_kelas).toBe(false);
    expect(akses.ubah_ketua).toBe(false);
    expect(akses.ubah_jabatan).toBe(false);
    expect(akses.ubah_silabus).toBe(false);
    expect(akses.lihat_silabus).toBe(true);
  });

  it('is refused every write with 403 and nothing changes', async () => {
    const before = (await t.database.query(`select banner_color_idx, silabus_teks from kelas_kuliah where id = $1`, [kelasId])).rows[0];
    const nim = (
      await t.database.query<{ nim: string }>(
        `select m.nim from kelas_peserta p join mahasiswa m on m.id = p.id_mahasiswa where p.id_kelas_kuliah = $1 and p.jabatan = 'peserta' limit 1`,
        [kelasId],
      )
    ).rows[0]!.nim;
    const writes = [
      t.app.inject({ method: 'PUT', url: `/api/v2/lms/kelas_kuliah/${kelasId}`, headers: readOnly, payload: { banner_color_idx: 3 } }),
      t.app.inject({ method: 'PUT', url: `/api/v2/lms/kelas_kuliah/${kelasId}/ketua`, headers: readOnly, payload: { nim } }),
      t.app.inject({ method: 'PUT', url: `/api/v2/lms/kelas_kuliah/${kelasId}/silabus`, headers: readOnly, payload: { teks: 'diubah' } }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    const meeting = (await t.database.query<{ id: number }>(`select id from pertemuan where id_kelas_kuliah = $1 and status = 'belum_dimulai' limit 1`, [kelasId])).rows[0];
    if (meeting) {
      const start = await t.app.inject({ method: 'PUT', url: `/api/v2/lms/pertemuan/${meeting.id}/start`, headers: readOnly });
      expect(start.statusCode).toBe(403);
    }
    const after = (await t.database.query(`select banner_color_idx, silabus_teks from kelas_kuliah where id = $1`, [kelasId])).rows[0];
    expect(after).toEqual(before);
    const ketua = await t.database.query(`select count(*)::int n from kelas_peserta where id_kelas_kuliah = $1 and jabatan = 'ketua_kelas'`, [kelasId]);
    expect(ketua.rows[0]).toEqual({ n: 1 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_MATA_KULIAH } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { hitung, masuk, operatorDengan, satu, type Headers } from '../pengguna/pengguna.fixtures';

/** /mata-kuliah: courses change in the LMS only where the built-in academic system owns them (data_master write). */
let t: TestContext;
const h: Record<string, Headers> = {};
let mk: { id: number; kode: string; nama: string; sks: number; id_prodi: number | null };
let prodiLain: number;
let prodiC2: number;

beforeAll(async () => {
  t = await createTestApp();
  h.dosen = await masuk(t, 'dosen', 'dosen123');
  h.laporan = await masuk(t, 'operator.laporan', 'operator123');
  h.operator2 = await masuk(t, 'operator2', 'operator123', 2);
  h.baca = (await operatorDengan(t, 'uji.mk.baca', { data_master: 'read' })).h;
  h.tulis = (await operatorDengan(t, 'uji.mk.tulis', { data_master: 'write' })).h;
  mk = (await satu(t, `select id, kode, nama, sks, id_prodi from mata_kuliah where college_id = 1 and kode = 'TIF201'`))!;
  prodiLain = (await satu<{ id: number }>(t, `select id from prodi where college_id = 1 and id <> $1 order by id limit 1`, [mk.id_prodi]))!.id;
  prodiC2 = (await satu<{ id: number }>(t, `select id from prodi where college_id = 2 order by id limit 1`))!.id;
});
afterAll(async () => t?.close());

const body = { nama: 'Basis Data Lanjut', nama_inggris: 'Advanced Databases', sks: 4, id_prodi: null as number | null };
const put = (id: number, headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v2/lms/mata_kuliah/${id}`, headers, payload });

describe('GET /v2/lms/mata_kuliah/pengelolaan', () => {
  it('tells readers of data_master that the built-in system lets them change courses', async () => {
    expect((await t.app.inject({ url: '/api/v2/lms/mata_kuliah/pengelolaan', headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/lms/mata_kuliah/pengelolaan', headers: h.laporan })).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/v2/lms/mata_kuliah/pengelolaan', headers: h.baca });
    expect(res.json().data).toEqual({ dapat_diubah: true });
  });
});

describe('PUT /v2/lms/mata_kuliah/{id}', () => {
  it('401, 403 for lecturers, readers and a token of another college; 404 for another college or unknown id', async () => {
    expect((await put(mk.id, { 'college-id': '1' }, body)).statusCode).toBe(401);
    for (const k of ['dosen', 'laporan', 'baca']) expect((await put(mk.id, h[k]!, body)).statusCode, k).toBe(403);
    expect((await put(mk.id, { ...h.tulis!, 'college-id': '2' }, body)).statusCode).toBe(403);
    const res = await put(mk.id, h.operator2!, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe(PESAN_MATA_KULIAH.tidakDitemukan);
    expect((await put(2_000_000, h.tulis!, body)).statusCode).toBe(404);
  });

  it('400 naming the field, nothing written', async () => {
    const cases: [object, string][] = [
      [{ ...body, sks: 0 }, 'sks'],
      [{ ...body, sks: 2.5 }, 'sks'],
      [{ ...body, nama: '' }, 'nama'],
      [{ ...body, id_prodi: prodiC2 }, 'id_prodi'],
    ];
    for (const [b, field] of cases) {
      const res = await put(mk.id, h.tulis!, b);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().status.message, field).toContain(`${field} —`);
    }
    expect(await satu(t, `select nama, sks from mata_kuliah where id = $1`, [mk.id])).toEqual({ nama: mk.nama, sks: mk.sks });
  });

  it('changes the course (the code stays), logged; the reference list shows it', async () => {
    const res = await put(mk.id, h.tulis!, { ...body, id_prodi: prodiLain });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mk.id, kode: mk.kode, nama: 'Basis Data Lanjut', nama_inggris: 'Advanced Databases', sks: 4, id_prodi: prodiLain });
    const ref = (await t.app.inject({ url: `/api/v1/makul_ref?search=${mk.kode}`, headers: h.baca })).json().data;
    expect(ref.find((r: { idMakul: number }) => r.idMakul === mk.id)).toMatchObject({ nama: 'Basis Data Lanjut', sks: 4 });
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas = 'ubah_mata_kuliah' and detail like $1`, [`%${mk.kode}%`])).toBe(1);
  });

  it('409 when a campus academic system owns the courses', async () => {
    const academic = t.app.deps.academic;
    (t.app.deps as { academic: unknown }).academic = { ...academic, ownsMasterData: false };
    try {
      const res = await put(mk.id, h.tulis!, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().status.message).toBe(PESAN_MATA_KULIAH.dikelolaSiakad);
      expect((await t.app.inject({ url: '/api/v2/lms/mata_kuliah/pengelolaan', headers: h.baca })).json().data.dapat_diubah).toBe(false);
    } finally {
      (t.app.deps as { academic: unknown }).academic = academic;
    }
  });
});

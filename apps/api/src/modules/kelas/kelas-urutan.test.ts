import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KelasListItem } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';
import { operatorDengan, satu, type Headers } from '../pengguna/pengguna.fixtures';

/**
 * The class list's order comes from the course and label names copied onto kelas_kuliah (mk_nama, label_nama,
 * kept by triggers) and the index on them. The oracle is the order of the source tables themselves: whoever
 * renames a course or a label, moves a class or writes the copies, the list stays in that order.
 */
let t: TestContext;
let operator: Headers;
let mahasiswa: Headers;
let dataMaster: Headers;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, mahasiswa } = await demoHeaders(t.app));
  dataMaster = (await operatorDengan(t, 'uji.urutan.mk', { data_master: 'write', kelas_kuliah: 'read' })).h;
});
afterAll(async () => t?.close());

const URL_KELAS = '/api/v2/lms/kelas_kuliah';

async function list(headers: Headers, query: string) {
  const res = await t.app.inject({ url: `${URL_KELAS}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: KelasListItem[]; meta: { total_items: number } };
}
const all = async (headers: Headers, query = '') => (await list(headers, `ignore_default_pagination=true${query}`)).data;

/** The order of the list as the source tables give it: period desc, course name, label name, id. */
async function expectedOrder(where = 'k.college_id = 1', params: unknown[] = []) {
  const { rows } = await t.database.query<{ id: string }>(
    `select k.id from kelas_kuliah k join mata_kuliah mk on mk.id = k.id_mata_kuliah join label_kelas lk on lk.id = k.id_label_kelas
     where ${where} order by k.periode desc, mk.nama, lk.nama, k.id`,
    params,
  );
  return rows.map((r) => r.id);
}

/** Names of every class of college 1 as the source tables hold them, and as the list reports them. */
async function expectNamesFollowSource() {
  const { rows } = await t.database.query<{ id: string; mk: string; lk: string; mk_nama: string; label_nama: string }>(
    `select k.id, mk.nama mk, lk.nama lk, k.mk_nama, k.label_nama from kelas_kuliah k
     join mata_kuliah mk on mk.id = k.id_mata_kuliah join label_kelas lk on lk.id = k.id_label_kelas`,
  );
  for (const r of rows) expect([r.mk_nama, r.label_nama], r.id).toEqual([r.mk, r.lk]);
  const items = await all(operator);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const i of items) expect([i.mata_kuliah.nama, i.kelas.nama], i.id).toEqual([byId.get(i.id)!.mk, byId.get(i.id)!.lk]);
}

describe('class list order (kelas_kuliah.mk_nama / label_nama)', () => {
  it('is the order of the source tables, pages included', async () => {
    const expected = await expectedOrder();
    expect((await all(operator)).map((i) => i.id)).toEqual(expected);
    const paged: string[] = [];
    for (let page = 1; paged.length < expected.length; page++) {
      const body = await list(operator, `per_page=4&page=${page}`);
      expect(body.meta.total_items).toBe(expected.length);
      paged.push(...body.data.map((i) => i.id));
    }
    expect(paged).toEqual(expected);
  });

  it('follows a course renamed through the API', async () => {
    const first = (await all(operator))[0]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/lms/mata_kuliah/${first.mata_kuliah.id}`,
      headers: dataMaster,
      payload: { nama: 'Zzz Mata Kuliah Terakhir', nama_inggris: '', sks: first.mata_kuliah.sks, id_prodi: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = await all(operator);
    expect(items.map((i) => i.id)).toEqual(await expectedOrder());
    const moved = items.filter((i) => i.periode === first.periode);
    expect(moved.at(-1)!.mata_kuliah.nama).toBe('Zzz Mata Kuliah Terakhir');
    expect(items[0]!.id).not.toBe(first.id);
    await expectNamesFollowSource();
    // The detail and a student's list show the new name too.
    const detail = (await t.app.inject({ url: `${URL_KELAS}/${first.id}`, headers: operator })).json().data as KelasListItem;
    expect(detail.mata_kuliah.nama).toBe('Zzz Mata Kuliah Terakhir');
    const mine = await all(mahasiswa);
    expect(mine.map((i) => i.id)).toEqual(
      await expectedOrder(
        `k.id in (select kp.id_kelas_kuliah from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa
         join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1)`,
      ),
    );
  });

  it('follows a label renamed by any writer (SQL), within each course', async () => {
    const label = (await satu<{ id: number; nama: string }>(
      t,
      `select lk.id, lk.nama from label_kelas lk where lk.college_id = 1
       and exists (select 1 from kelas_kuliah k where k.id_label_kelas = lk.id) order by lk.nama limit 1`,
    ))!;
    await t.database.query(`update label_kelas set nama = 'ZZ' where id = $1`, [label.id]);
    expect((await all(operator)).map((i) => i.id)).toEqual(await expectedOrder());
    await expectNamesFollowSource();
    // A search by the new label name finds exactly its classes, with the total.
    const found = await list(operator, 'search=zz&per_page=100');
    const ids = found.data.map((i) => i.id);
    expect(ids).toEqual(await expectedOrder(`k.college_id = 1 and (mk.nama ilike '%zz%' or lk.nama ilike '%zz%' or mk.kode ilike '%zz%')`));
    expect(found.meta.total_items).toBe(ids.length);
    await t.database.query(`update label_kelas set nama = $2 where id = $1`, [label.id, label.nama]);
    expect((await all(operator)).map((i) => i.id)).toEqual(await expectedOrder());
  });

  it('follows a class moved to another course or label, and corrects a direct write of the copies', async () => {
    const k = (await satu<{ id: string }>(t, `select id from kelas_kuliah where college_id = 1 order by id limit 1`))!;
    const mk = (await satu<{ id: number }>(
      t,
      `select id from mata_kuliah where college_id = 1 and id <> (select id_mata_kuliah from kelas_kuliah where id = $1) order by id limit 1`,
      [k.id],
    ))!;
    const lk = (await satu<{ id: number }>(
      t,
      `select id from label_kelas where college_id = 1 and id <> (select id_label_kelas from kelas_kuliah where id = $1) order by id limit 1`,
      [k.id],
    ))!;
    await t.database.query(`update kelas_kuliah set id_mata_kuliah = $2, id_label_kelas = $3 where id = $1`, [k.id, mk.id, lk.id]);
    await expectNamesFollowSource();
    await t.database.query(`update kelas_kuliah set mk_nama = 'salah', label_nama = 'salah' where id = $1`, [k.id]);
    await expectNamesFollowSource();
    expect((await all(operator)).map((i) => i.id)).toEqual(await expectedOrder());
  });

  it('gives a class inserted without the copies the names of its course and label', async () => {
    const src = (await satu<{ periode: number; id_mata_kuliah: number; id_label_kelas: number; id_jenis_kelas: number }>(
      t,
      `select periode, id_mata_kuliah, id_label_kelas, id_jenis_kelas from kelas_kuliah where college_id = 1 order by id limit 1`,
    ))!;
    const id = `${src.periode}_0_${src.id_mata_kuliah}_${src.id_label_kelas}_99`;
    await t.database.query(
      `insert into kelas_kuliah (id, college_id, periode, id_mata_kuliah, id_label_kelas, id_jenis_kelas) values ($1, 1, $2, $3, $4, $5)`,
      [id, src.periode, src.id_mata_kuliah, src.id_label_kelas, src.id_jenis_kelas],
    );
    await expectNamesFollowSource();
    expect((await all(operator)).map((i) => i.id)).toEqual(await expectedOrder());
    // A missing course is still the foreign key's error, not a NOT NULL one.
    await expect(
      t.database.query(`insert into kelas_kuliah (id, college_id, periode, id_mata_kuliah, id_label_kelas, id_jenis_kelas) values ('x', 1, 20261, 2000000, $1, $2)`, [
        src.id_label_kelas,
        src.id_jenis_kelas,
      ]),
    ).rejects.toThrow(/foreign key/);
  });

  it('reports the total past the last page, with and without a filter that reads the course', async () => {
    const everything = await expectedOrder();
    const past = await list(operator, 'page=999&per_page=10');
    expect(past.data).toEqual([]);
    expect(past.meta.total_items).toBe(everything.length);
    const prodi = (await satu<{ id: number }>(t, `select id_prodi id from mata_kuliah where college_id = 1 and id_prodi is not null order by id limit 1`))!;
    const filtered = await all(operator, `&id_prodi_mata_kuliah=${prodi.id}`);
    expect(filtered.length).toBeGreaterThan(0);
    const pastFiltered = await list(operator, `id_prodi_mata_kuliah=${prodi.id}&page=999&per_page=10`);
    expect(pastFiltered.meta.total_items).toBe(filtered.length);
    const mine = await all(mahasiswa);
    expect((await list(mahasiswa, 'page=999&per_page=10')).meta.total_items).toBe(mine.length);
  });
});

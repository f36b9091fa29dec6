import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NilaiKelasListItem } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { setupNilaiFixture, type Headers, type NilaiFixture } from './nilai.fixtures';
import { expectCachedRead } from '../../../test/read-cache';

/**
 * GET /api/v2/lms/nilai/kelas_kuliah through the read cache: a page is reused per scope (the lecturer's user id, or
 * the whole college for operators) and query while the college's area 'kelas' holds; the caller's role and rights
 * are checked on every request. The gradebook's own cache: nilai-buku-cache.test.ts.
 */

let f: NilaiFixture;
/** A second operator with laporan read (and kelas_kuliah read): the same scope as operator.laporan. */
let operatorKelas: Headers;
beforeAll(async () => {
  f = await setupNilaiFixture();
  operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
}, 120_000);
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => f?.t.close());

const LIST = '/api/v2/lms/nilai/kelas_kuliah';
const stats = () => f.t.app.deps.readCache.stats();

async function baca(headers: Headers, query: string) {
  const res = await f.t.app.inject({ url: `${LIST}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const items = (body: string) => JSON.parse(body).data as NilaiKelasListItem[];
const total = (body: string) => JSON.parse(body).meta.total_items as number;
const cari = (body: string, id: string) => items(body).find((k) => k.id === id);

describe('grade class list: hits', () => {
  it("the benchmark's and other shapes: the second read is a hit, byte for byte the first and a rebuilt one", async () => {
    const shapes: [Headers, string][] = [
      [f.dosen, 'per_page=10'],
      [f.dosen, 'ignore_default_pagination=true'],
      [f.dosen, 'page=2&per_page=3'],
      [f.dosen, 'page=999&per_page=10'],
      [f.dosen, 'search=TIF&periode=20261'],
      [f.operatorLaporan, 'per_page=5&search=TIF201'],
      [f.operatorLaporan, 'per_page=10'],
    ];
    for (const [headers, query] of shapes) await expectCachedRead(f.t.app, () => baca(headers, query), query);
    // A page past the end still says the total (counted apart: no row carries it).
    expect(total(await baca(f.dosen, 'page=999&per_page=10'))).toBe(total(await baca(f.dosen, 'per_page=10')));
  });
});

describe('grade class list: every write of its area shows on the next read', () => {
  it('class label, course code and class type renamed by plain SQL', async () => {
    const query = 'ignore_default_pagination=true';
    const awal = cari(await baca(f.dosen, query), f.idKelas)!;
    expect(awal).toBeDefined();
    await baca(f.dosen, query);
    const [k] = await f.q<{ label: string; lk: number; mk: number; jk: number }>(
      'select label_nama as label, id_label_kelas as lk, id_mata_kuliah as mk, id_jenis_kelas as jk from kelas_kuliah where id = $1',
      [f.idKelas],
    );
    const [mk] = await f.q<{ kode: string }>('select kode from mata_kuliah where id = $1', [k!.mk]);
    const [jk] = await f.q<{ nama: string }>('select nama from jenis_kelas where id = $1', [k!.jk]);
    try {
      // The class keeps a copy of its label's name (kept in step by a trigger on label_kelas).
      await f.q(`update label_kelas set nama = 'Label SQL' where id = $1`, [k!.lk]);
      expect(cari(await baca(f.dosen, query), f.idKelas)!.kelas.nama).toBe('Label SQL');
      await f.q(`update mata_kuliah set kode = 'SQL999' where id = $1`, [k!.mk]);
      expect(cari(await baca(f.dosen, query), f.idKelas)!.mata_kuliah.kode).toBe('SQL999');
      await f.q(`update jenis_kelas set nama = 'Jenis SQL' where id = $1`, [k!.jk]);
      expect(cari(await baca(f.dosen, query), f.idKelas)!.kelas.jenis.nama).toBe('Jenis SQL');
    } finally {
      await f.q('update label_kelas set nama = $2 where id = $1', [k!.lk, k!.label]);
      await f.q('update mata_kuliah set kode = $2 where id = $1', [k!.mk, mk!.kode]);
      await f.q('update jenis_kelas set nama = $2 where id = $1', [k!.jk, jk!.nama]);
    }
    expect(cari(await baca(f.dosen, query), f.idKelas)).toEqual(awal);
  });

  it('a teacher added and removed by plain SQL: the class and the total follow', async () => {
    const query = 'ignore_default_pagination=true';
    const awal = await baca(f.dosen, query);
    const [lain] = await f.q<{ id: string; id_dosen: number }>(
      `select k.id, d.id as id_dosen from kelas_kuliah k, dosen d join users u on u.id = d.user_id
       where k.college_id = 1 and u.username = 'dosen'
         and not exists (select 1 from kelas_pengajar kp where kp.id_kelas_kuliah = k.id and kp.id_dosen = d.id)
       order by k.id limit 1`,
    );
    await f.q(`insert into kelas_pengajar (id_kelas_kuliah, id_dosen, jabatan, urutan) values ($1, $2, 'dosen', 9)`, [lain!.id, lain!.id_dosen]);
    const sesudah = await baca(f.dosen, query);
    expect(total(sesudah)).toBe(total(awal) + 1);
    expect(cari(sesudah, lain!.id)).toBeDefined();
    await f.q('delete from kelas_pengajar where id_kelas_kuliah = $1 and id_dosen = $2', [lain!.id, lain!.id_dosen]);
    expect(await baca(f.dosen, query)).toBe(awal);
  });
});

describe('grade class list: scopes and rights', () => {
  it("another lecturer and the operators never get the lecturer's answer; refusals come before the cache", async () => {
    const query = 'ignore_default_pagination=true';
    const mine = await baca(f.dosen, query);
    expect(cari(mine, f.idKelas)).toBeDefined();

    // Another lecturer: their own classes only, the same answer as one built for them alone.
    const lain = await baca(f.dosenLain, query);
    expect(cari(lain, f.idKelas)).toBeUndefined();
    f.t.app.deps.readCache.clear();
    expect(await baca(f.dosenLain, query)).toBe(lain);
    expect(await baca(f.dosen, query)).toBe(mine);

    // Operators with laporan read share the scope (the whole college) and so the entry.
    const op = await baca(f.operatorLaporan, query);
    expect(total(op)).toBeGreaterThan(total(mine));
    const before = stats();
    expect(await baca(operatorKelas, query)).toBe(op);
    expect(stats().hits).toBe(before.hits + 1);

    // Rights are read on every request: losing laporan read refuses at once, the cached page notwithstanding.
    const [{ id: idOp }] = await f.q<{ id: number }>(`select id from users where username = 'operator.kelas' and college_id = 1`);
    const [{ hak }] = await f.q<{ hak: Record<string, string> }>('select hak_akses as hak from operators where user_id = $1', [idOp]);
    try {
      await f.q('update operators set hak_akses = $2 where user_id = $1', [idOp, JSON.stringify({ ...hak, laporan: 'no_access' })]);
      expect((await f.t.app.inject({ url: `${LIST}?${query}`, headers: operatorKelas })).statusCode).toBe(403);
    } finally {
      await f.q('update operators set hak_akses = $2 where user_id = $1', [idOp, JSON.stringify(hak)]);
    }
    expect(await baca(operatorKelas, query)).toBe(op);

    // Students and another college: refused / their own college's classes, whatever is cached.
    expect((await f.t.app.inject({ url: `${LIST}?${query}`, headers: f.mahasiswa })).statusCode).toBe(403);
    expect(cari(await baca(f.operator2, query), f.idKelas)).toBeUndefined();
  });
});

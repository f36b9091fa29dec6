import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelasDetail, pengajarKelasItem, silabusKelas, type KelasDetail, type SilabusKelas } from '@lms/shared';
import { createTestApp, demoHeaders, loginHeaders, type TestContext } from '../../../test/helpers';
import { LocalDiskStorage } from '../../plugins/storage';
import { multipart, PDF_MINI, PNG_1X1, type Part } from '../storager/multipart.test-helper';

let t: TestContext;
let dir: string;
type Headers = Record<string, string>;
let operator: Headers;
let operatorLaporan: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;
/** `dosen` is its dosen_koordinator, `mahasiswa` attends, and a second teacher is not coordinator. */
let kelasA: string;
/** A college-1 class neither demo account belongs to. */
let kelasLain: string;
/** `dosen` teaches it as plain dosen and does not coordinate its course. */
let kelasDosen: string;
let kelas2: string;

const q = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params)).rows;
const URL = (id: string, rest = '') => `/api/v2/lms/kelas_kuliah/${encodeURIComponent(id)}${rest}`;

function putMultipart(url: string, headers: Headers, parts: Part[]) {
  const mp = multipart(parts);
  return t.app.inject({ method: 'PUT', url, headers: { ...headers, ...mp.headers }, payload: mp.payload });
}
const putJson = (url: string, headers: Headers, payload: unknown) => t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const banner = (filename: string, content: Buffer): Part => ({ name: 'file_banner', filename, content, contentType: 'image/png' });

async function diskFiles() {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await fs.readdir(d, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(d, e.name));
      else out.push(path.join(d, e.name));
    }
  };
  await walk(dir);
  return out.sort();
}

/** Everything the writes of this module may touch, to prove a refused request changed nothing. */
async function snapshot(id: string) {
  const [kelas] = await q(
    'select banner_url, banner_color_idx, silabus_teks, silabus_files from kelas_kuliah where id = $1',
    [id],
  );
  return {
    kelas,
    peserta: await q('select id_mahasiswa, jabatan from kelas_peserta where id_kelas_kuliah = $1 order by id_mahasiswa', [id]),
    pengajar: await q('select id_dosen, jabatan from kelas_pengajar where id_kelas_kuliah = $1 order by id_dosen', [id]),
    files: await q('select id, deleted_at from files order by id'),
    disk: await diskFiles(),
  };
}

async function detail(headers: Headers, id = kelasA) {
  const res = await t.app.inject({ method: 'GET', url: URL(id), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as KelasDetail;
}

beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-kelas-'));
  t.app.deps.storage = new LocalDiskStorage(dir);
  ({ operator, operatorLaporan, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
  const me = `(select d.id from dosen d join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1)`;
  const [a] = await q<{ id: string }>(
    `select kp.id_kelas_kuliah as id from kelas_pengajar kp
      where kp.id_dosen = ${me} and kp.jabatan = 'dosen_koordinator'
        and exists (select 1 from kelas_pengajar o where o.id_kelas_kuliah = kp.id_kelas_kuliah and o.jabatan <> 'dosen_koordinator')
        and exists (select 1 from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa join users mu on mu.id = m.user_id
                     where ps.id_kelas_kuliah = kp.id_kelas_kuliah and mu.username = 'mahasiswa' and mu.college_id = 1)
      order by kp.id_kelas_kuliah limit 1`,
  );
  kelasA = a!.id;
  const [l] = await q<{ id: string }>(
    `select k.id from kelas_kuliah k where k.college_id = 1
        and not exists (select 1 from kelas_pengajar kp where kp.id_kelas_kuliah = k.id and kp.id_dosen = ${me})
        and not exists (select 1 from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa join users u on u.id = m.user_id
                         where ps.id_kelas_kuliah = k.id and u.username = 'mahasiswa')
        and exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = k.id)
        and exists (select 1 from kelas_pengajar kp where kp.id_kelas_kuliah = k.id and kp.jabatan <> 'dosen_koordinator')
      order by k.id limit 1`,
  );
  kelasLain = l!.id;
  const [d] = await q<{ id: string }>(
    `select kp.id_kelas_kuliah as id from kelas_pengajar kp join kelas_kuliah k on k.id = kp.id_kelas_kuliah
       join mata_kuliah m on m.id = k.id_mata_kuliah
      where kp.id_dosen = ${me} and kp.jabatan = 'dosen' and m.id_dosen_koordinator <> ${me}
      order by kp.id_kelas_kuliah limit 1`,
  );
  kelasDosen = d!.id;
  kelas2 = (await q<{ id: string }>('select id from kelas_kuliah where college_id = 2 order by id limit 1'))[0]!.id;
});
afterAll(async () => {
  await t?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** A trigger that makes the class UPDATE fail when the new values mention 'gagal-db' (to prove the cleanup). */
async function withFailingUpdate(work: () => Promise<void>) {
  await q(`create or replace function uji_gagal_kelas() returns trigger language plpgsql as $$
           begin
             if coalesce(new.banner_url, '') like '%gagal-db%' or new.silabus_files::text like '%gagal-db%' then
               raise exception 'uji: update kelas gagal';
             end if;
             return new;
           end $$`);
  await q('create trigger uji_gagal_kelas before update on kelas_kuliah for each row execute function uji_gagal_kelas()');
  try {
    await work();
  } finally {
    await q('drop trigger uji_gagal_kelas on kelas_kuliah');
  }
}

describe('PUT /api/v2/lms/kelas_kuliah/{id} (banner)', () => {
  const put = (headers: Headers, parts: Part[], id = kelasA) => putMultipart(URL(id), headers, parts);

  it('refuses anonymous (401), students (403), lecturers of other classes (403), operator.laporan (403), a foreign header (403)', async () => {
    const before = await snapshot(kelasA);
    expect((await put({ 'college-id': '1' }, [banner('a.png', PNG_1X1)])).statusCode).toBe(401);
    const mhs = await put(mahasiswa, [banner('a.png', PNG_1X1)]);
    expect(mhs.statusCode).toBe(403);
    expect(mhs.json().status.message).toBeTruthy();
    expect((await put(dosen, [banner('a.png', PNG_1X1)], kelasLain)).statusCode).toBe(403);
    expect((await put(operatorLaporan, [banner('a.png', PNG_1X1)])).statusCode).toBe(403);
    expect((await put({ ...operator, 'college-id': '2' }, [banner('a.png', PNG_1X1)], kelas2)).statusCode).toBe(403);
    expect(await snapshot(kelasA)).toEqual(before);
  });

  it("answers 404 for another college's class", async () => {
    const before = await snapshot(kelas2);
    const res = await put(operator, [banner('a.png', PNG_1X1)], kelas2);
    expect(res.statusCode).toBe(404);
    expect(await snapshot(kelas2)).toEqual(before);
    // And the other way round: college 2's operator cannot reach a college-1 class, but edits its own.
    const beforeA = await snapshot(kelasA);
    expect((await put(operator2, [{ name: 'banner_color_idx', value: '1' }], kelasA)).statusCode).toBe(404);
    expect(await snapshot(kelasA)).toEqual(beforeA);
    const own = await put(operator2, [{ name: 'banner_color_idx', value: '6' }], kelas2);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id: kelas2, banner_color_idx: 6, banner_url: null });
  });

  it('rejects bad input and writes nothing', async () => {
    const before = await snapshot(kelasA);
    const renamed = await put(dosen, [banner('banner.png', PDF_MINI)]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().status.message).toContain('.png');
    const gif = await put(dosen, [banner('banner.gif', PNG_1X1)]);
    expect(gif.statusCode).toBe(415);
    expect(gif.json().status.message).toBe('Tipe file .gif tidak diizinkan');
    const big = await put(dosen, [banner('besar.png', Buffer.concat([PNG_1X1, Buffer.alloc(2_000_001 - PNG_1X1.length)]))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().status.message).toBe('Ukuran file tidak boleh lebih dari 2MB.');
    for (const [value, status] of [
      ['9', 400],
      ['-1', 400],
      ['dua', 400],
    ] as const) {
      const res = await put(dosen, [{ name: 'banner_color_idx', value }]);
      expect(res.statusCode).toBe(status);
      expect(res.json().status.message).toContain('banner_color_idx');
    }
    const json = await putJson(URL(kelasA), operator, { banner_color_idx: 7 });
    expect(json.statusCode).toBe(400);
    expect(json.json().status.message).toContain('banner_color_idx');
    const both = await put(dosen, [banner('a.png', PNG_1X1), { name: 'hapus_banner', value: 'true' }]);
    expect(both.statusCode).toBe(400);
    expect(both.json().status.message).toContain('hapus_banner');
    for (const parts of [[{ name: 'lain', value: 'x' }], [{ name: 'hapus_banner', value: 'false' }]]) {
      const nothing = await put(dosen, parts);
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().status.message).toContain('file_banner');
    }
    const badFlag = await put(dosen, [{ name: 'hapus_banner', value: 'ya' }]);
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().status.message).toContain('hapus_banner');
    expect(await snapshot(kelasA)).toEqual(before);
  });

  it('stores a banner, shows it in the detail and serves it with nosniff; a new banner replaces and deletes the old one', async () => {
    const res = await put(dosen, [banner('Banner Kelas.png', PNG_1X1)]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status.message).toBe('Berhasil mengubah data kelas');
    expect(() => kelasDetail.parse(body.data)).not.toThrow();
    const url1 = body.data.banner_url as string;
    expect(url1).toMatch(/^\/api\/v2\/storager\/files\/[0-9a-f-]{36}\//);
    expect((await detail(mahasiswa)).banner_url).toBe(url1);
    const [row] = await q<{ banner_url: string }>('select banner_url from kelas_kuliah where id = $1', [kelasA]);
    expect(row!.banner_url).toBe(url1);
    const id1 = url1.split('/')[5]!;
    const [file] = await q<{ kind: string; id_kelas_kuliah: string; mime: string; size: string }>(
      'select kind, id_kelas_kuliah, mime, size from files where id = $1',
      [id1],
    );
    expect(file).toMatchObject({ kind: 'banner_kelas', id_kelas_kuliah: kelasA, mime: 'image/png' });
    expect(Number(file!.size)).toBe(PNG_1X1.length);

    const dl = await t.app.inject({ method: 'GET', url: url1, headers: mahasiswa });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toContain('Banner Kelas.png');
    expect(dl.rawPayload.equals(PNG_1X1)).toBe(true);
    // Not a member: refused on download too.
    const outsider = await loginHeaders(t.app, (await q<{ u: string }>(
      `select u.username as u from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa join users u on u.id = m.user_id
        where ps.id_kelas_kuliah = $1 and u.username <> 'mahasiswa'
          and not exists (select 1 from kelas_peserta x where x.id_kelas_kuliah = $2 and x.id_mahasiswa = m.id) limit 1`,
      [kelasLain, kelasA],
    ))[0]!.u, 'mahasiswa123');
    expect((await t.app.inject({ method: 'GET', url: url1, headers: outsider })).statusCode).toBe(403);

    const disk1 = await diskFiles();
    const jpg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
    const res2 = await put(operator, [banner('foto.JPG', jpg), { name: 'banner_color_idx', value: '3' }]);
    expect(res2.statusCode, res2.body).toBe(200);
    const url2 = res2.json().data.banner_url as string;
    expect(url2).not.toBe(url1);
    expect(res2.json().data.banner_color_idx).toBe(3);
    const [old] = await q<{ deleted_at: Date | null }>('select deleted_at from files where id = $1', [id1]);
    expect(old!.deleted_at).not.toBeNull();
    const disk2 = await diskFiles();
    expect(disk2).toHaveLength(disk1.length);
    expect(disk2.filter((f) => !disk1.includes(f))).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: url1, headers: operator })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url2, headers: dosen })).statusCode).toBe(200);
  });

  it('picks a default banner (banner_color_idx, multipart or JSON) and hapus_banner goes back to the default', async () => {
    const up = await put(dosen, [banner('b.png', PNG_1X1)]);
    const url = up.json().data.banner_url as string;
    const res = await put(dosen, [{ name: 'banner_color_idx', value: '5' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ banner_url: null, banner_color_idx: 5 });
    const [f] = await q<{ deleted_at: Date | null }>('select deleted_at from files where id = $1', [url.split('/')[5]]);
    expect(f!.deleted_at).not.toBeNull();

    const json = await putJson(URL(kelasA), operator, { banner_color_idx: 2 });
    expect(json.statusCode, json.body).toBe(200);
    expect((await detail(mahasiswa)).banner_color_idx).toBe(2);

    await put(dosen, [banner('c.png', PNG_1X1)]);
    const hapus = await put(dosen, [{ name: 'hapus_banner', value: 'true' }]);
    expect(hapus.statusCode).toBe(200);
    expect(hapus.json().data).toMatchObject({ banner_url: null, banner_color_idx: 2 });
    const live = await q<{ n: number }>(
      `select count(*)::int as n from files where id_kelas_kuliah = $1 and kind = 'banner_kelas' and deleted_at is null`,
      [kelasA],
    );
    expect(live[0]!.n).toBe(0);
  });

  it('removes the new bytes and row when the database write fails', async () => {
    const before = await snapshot(kelasA);
    await withFailingUpdate(async () => {
      const res = await put(dosen, [banner('gagal-db.png', PNG_1X1)]);
      expect(res.statusCode).toBe(500);
    });
    expect(await snapshot(kelasA)).toEqual(before);
  });
});

describe('PUT /api/v2/lms/kelas_kuliah/{id}/ketua', () => {
  const url = (id = kelasA) => URL(id, '/ketua');
  const ketuaDb = (id = kelasA) =>
    q<{ nim: string }>(
      `select m.nim from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa where ps.id_kelas_kuliah = $1 and ps.jabatan = 'ketua_kelas'`,
      [id],
    );
  const pesertaNim = async (id = kelasA) =>
    (await q<{ nim: string }>(
      'select m.nim from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa where ps.id_kelas_kuliah = $1 order by m.nim',
      [id],
    )).map((r) => r.nim);

  it('refuses anonymous (401), students (403), lecturers of other classes (403), operator.laporan (403), a foreign header (403), 404 abroad', async () => {
    const nim = (await pesertaNim())[1]!;
    const before = await snapshot(kelasA);
    expect((await putJson(url(), { 'college-id': '1' }, { nim })).statusCode).toBe(401);
    expect((await putJson(url(), mahasiswa, { nim })).statusCode).toBe(403);
    expect((await putJson(url(kelasLain), dosen, { nim: (await pesertaNim(kelasLain))[0] })).statusCode).toBe(403);
    expect((await putJson(url(), operatorLaporan, { nim })).statusCode).toBe(403);
    expect((await putJson(url(kelas2), { ...operator, 'college-id': '2' }, { nim })).statusCode).toBe(403);
    const abroad = await putJson(url(kelas2), operator, { nim: (await pesertaNim(kelas2))[0] });
    expect(abroad.statusCode).toBe(404);
    expect(await snapshot(kelasA)).toEqual(before);
  });

  it('rejects a nim that is not a participant (404) and bad fields (400), writing nothing', async () => {
    const before = await snapshot(kelasA);
    const [outsider] = await q<{ nim: string }>(
      `select m.nim from mahasiswa m where m.college_id = 1
          and not exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = $1 and ps.id_mahasiswa = m.id) limit 1`,
      [kelasA],
    );
    for (const nim of [outsider!.nim, '0000000000']) {
      const res = await putJson(url(), dosen, { nim });
      expect(res.statusCode).toBe(404);
      expect(res.json().status.message).toBe(`Mahasiswa dengan NIM ${nim} bukan peserta kelas ini`);
    }
    const badJabatan = await putJson(url(), dosen, { nim: (await pesertaNim())[0], jabatan: 'wakil_ketua' });
    expect(badJabatan.statusCode).toBe(400);
    expect(badJabatan.json().status.message).toContain('jabatan');
    const noNim = await putJson(url(), dosen, {});
    expect(noNim.statusCode).toBe(400);
    expect(noNim.json().status.message).toContain('nim');
    expect(await snapshot(kelasA)).toEqual(before);
  });

  it('swaps the class leader leaving exactly one, and demotes', async () => {
    const current = (await ketuaDb())[0]?.nim;
    const nims = (await pesertaNim()).filter((n) => n !== current);
    const res = await putJson(url(), dosen, { nim: nims[0] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe('Berhasil mengubah ketua kelas');
    expect(res.json().data.ketua_kelas.nim).toBe(nims[0]);
    expect(await ketuaDb()).toEqual([{ nim: nims[0] }]);
    expect((await detail(mahasiswa)).ketua_kelas?.nim).toBe(nims[0]);
    const first = await t.app.inject({ method: 'GET', url: URL(kelasA, '/peserta?per_page=1'), headers: mahasiswa });
    expect(first.json().data[0]).toMatchObject({ nim: nims[0], jabatan: 'ketua_kelas' });

    // Two concurrent swaps still leave exactly one leader.
    const [r1, r2] = await Promise.all([
      putJson(url(), operator, { nim: nims[1] }),
      putJson(url(), dosen, { nim: nims[2] }),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const after = await ketuaDb();
    expect(after).toHaveLength(1);
    expect([nims[1], nims[2]]).toContain(after[0]!.nim);
    // Others in the class are untouched besides the jabatan.
    expect(await pesertaNim()).toHaveLength(nims.length + (current ? 1 : 0));

    const demote = await putJson(url(), operator, { nim: after[0]!.nim, jabatan: 'peserta' });
    expect(demote.statusCode).toBe(200);
    expect(demote.json().data).toEqual({ ketua_kelas: null });
    expect(await ketuaDb()).toEqual([]);
    expect((await detail(operator)).ketua_kelas).toBeNull();
  });
});

describe('PUT /api/v2/lms/kelas_kuliah/{id}/pengajar/{idDosen}/jabatan', () => {
  const url = (id: string, idDosen: number | string) => URL(id, `/pengajar/${idDosen}/jabatan`);
  const pengajarDb = (id = kelasA) =>
    q<{ id_dosen: number; jabatan: string }>('select id_dosen, jabatan from kelas_pengajar where id_kelas_kuliah = $1 order by urutan, id_dosen', [id]);

  it('is for operators with write only: 401 anonymous, 403 teachers, students, operator.laporan, foreign header; 404 abroad', async () => {
    const [, other] = await pengajarDb();
    const before = await snapshot(kelasA);
    const body = { jabatan: 'dosen_koordinator' };
    expect((await putJson(url(kelasA, other!.id_dosen), { 'college-id': '1' }, body)).statusCode).toBe(401);
    const teacher = await putJson(url(kelasA, other!.id_dosen), dosen, body);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().status.message).toBe('Hanya operator dengan akses tulis kelas kuliah yang dapat mengubah jabatan pengajar');
    expect((await putJson(url(kelasA, other!.id_dosen), mahasiswa, body)).statusCode).toBe(403);
    expect((await putJson(url(kelasA, other!.id_dosen), operatorLaporan, body)).statusCode).toBe(403);
    const [t2] = await pengajarDb(kelas2);
    expect((await putJson(url(kelas2, t2!.id_dosen), { ...operator, 'college-id': '2' }, body)).statusCode).toBe(403);
    expect((await putJson(url(kelas2, t2!.id_dosen), operator, body)).statusCode).toBe(404);
    expect(await snapshot(kelasA)).toEqual(before);
  });

  it('rejects a bad jabatan or id (400) and a lecturer who does not teach the class (404), writing nothing', async () => {
    const [, other] = await pengajarDb();
    const before = await snapshot(kelasA);
    const bad = await putJson(url(kelasA, other!.id_dosen), operator, { jabatan: 'rektor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('jabatan');
    const badId = await putJson(url(kelasA, 'abc'), operator, { jabatan: 'dosen' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().status.message).toContain('idDosen');
    const [stranger] = await q<{ id: number }>(
      'select d.id from dosen d where d.college_id = 1 and not exists (select 1 from kelas_pengajar kp where kp.id_kelas_kuliah = $1 and kp.id_dosen = d.id) limit 1',
      [kelasA],
    );
    const notTeaching = await putJson(url(kelasA, stranger!.id), operator, { jabatan: 'dosen_koordinator' });
    expect(notTeaching.statusCode).toBe(404);
    expect(notTeaching.json().status.message).toBe('Dosen tersebut bukan pengajar kelas ini');
    expect(await snapshot(kelasA)).toEqual(before);
  });

  it('keeps exactly one coordinator when another teacher becomes coordinator, and sets asisten/dosen', async () => {
    const before = await pengajarDb();
    const oldKoor = before.find((p) => p.jabatan === 'dosen_koordinator')!;
    const other = before.find((p) => p.jabatan !== 'dosen_koordinator')!;
    const res = await putJson(url(kelasA, other.id_dosen), operator, { jabatan: 'dosen_koordinator' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe('Berhasil mengubah jabatan pengajar');
    for (const p of res.json().data) expect(() => pengajarKelasItem.parse(p)).not.toThrow();
    const after = await pengajarDb();
    expect(after.filter((p) => p.jabatan === 'dosen_koordinator')).toEqual([{ id_dosen: other.id_dosen, jabatan: 'dosen_koordinator' }]);
    expect(after.find((p) => p.id_dosen === oldKoor.id_dosen)!.jabatan).toBe('dosen');
    expect(res.json().data.map((p: { id_dosen: number; jabatan: string }) => ({ id_dosen: p.id_dosen, jabatan: p.jabatan }))).toEqual(after);

    const asisten = await putJson(url(kelasA, oldKoor.id_dosen), operator, { jabatan: 'asisten' });
    expect(asisten.statusCode).toBe(200);
    expect((await pengajarDb()).find((p) => p.id_dosen === oldKoor.id_dosen)!.jabatan).toBe('asisten');
    // Back to the seeded positions (the demo lecturer coordinates kelasA again).
    await putJson(url(kelasA, oldKoor.id_dosen), operator, { jabatan: 'dosen_koordinator' });
    await putJson(url(kelasA, other.id_dosen), operator, { jabatan: other.jabatan });
    expect(await pengajarDb()).toEqual(before);
  });
});

describe('PUT/GET /api/v2/lms/kelas_kuliah/{id}/silabus', () => {
  const url = (id = kelasA) => URL(id, '/silabus');
  const get = async (headers: Headers, id = kelasA) => {
    const res = await t.app.inject({ method: 'GET', url: url(id), headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SilabusKelas;
  };

  it('refuses anonymous (401), students (403), plain teachers (403), operator.laporan (403), foreign header (403); 404 abroad', async () => {
    const before = await snapshot(kelasA);
    const body = { teks: 'x' };
    expect((await putJson(url(), { 'college-id': '1' }, body)).statusCode).toBe(401);
    expect((await putJson(url(), mahasiswa, body)).statusCode).toBe(403);
    expect((await putMultipart(url(), mahasiswa, [{ name: 'teks', value: 'x' }])).statusCode).toBe(403);
    const plain = await putJson(url(kelasDosen), dosen, body);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().status.message).toContain('dosen koordinator');
    expect((await putJson(url(kelasLain), dosen, body)).statusCode).toBe(403);
    expect((await putJson(url(), operatorLaporan, body)).statusCode).toBe(403);
    expect((await putJson(url(kelas2), { ...operator, 'college-id': '2' }, body)).statusCode).toBe(403);
    expect((await putJson(url(kelas2), operator, body)).statusCode).toBe(404);
    expect(await snapshot(kelasA)).toEqual(before);
  });

  it('rejects bad input (long notes, wrong types by content, oversize, unknown url to remove) and writes nothing', async () => {
    const before = await snapshot(kelasA);
    const long = await putJson(url(), dosen, { teks: 'a'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().status.message).toContain('teks');
    const longMp = await putMultipart(url(), dosen, [{ name: 'teks', value: 'b'.repeat(5001) }]);
    expect(longMp.statusCode).toBe(400);
    expect(longMp.json().status.message).toContain('teks');
    const exe = await putMultipart(url(), dosen, [{ name: 'files[]', filename: 'alat.exe', content: PDF_MINI }]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().status.message).toBe('Tipe file .exe tidak diizinkan');
    // A good first file is removed again when the second is refused.
    const renamed = await putMultipart(url(), dosen, [
      { name: 'files[]', filename: 'ok.pdf', content: PDF_MINI },
      { name: 'files[]', filename: 'rps.docx', content: PDF_MINI },
    ]);
    expect(renamed.statusCode).toBe(415);
    const big = await putMultipart(url(), dosen, [
      { name: 'files', filename: 'besar.pdf', content: Buffer.concat([PDF_MINI, Buffer.alloc(10_000_001 - PDF_MINI.length, 0x20)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().status.message).toBe('Ukuran file tidak boleh lebih dari 10MB.');
    const unknown = await putJson(url(), dosen, { hapus_files: ['/api/v2/storager/files/00000000-0000-4000-8000-000000000000/x.pdf'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status.message).toContain('hapus_files');
    const badType = await putJson(url(), dosen, { teks: 12 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().status.message).toContain('teks');
    expect(await snapshot(kelasA)).toEqual(before);
  });

  it('round-trips notes and attachments for the class coordinator, then removes one (soft delete, bytes gone)', async () => {
    const res = await putMultipart(url(), dosen, [
      { name: 'teks', value: 'Silabus Struktur Data.\r\nBaca bab 1-3 sebelum pertemuan 2. <b>bukan HTML</b>' },
      { name: 'files[0]', filename: 'RPS Struktur Data.pdf', content: PDF_MINI },
      { name: 'files[1]', filename: 'bagan.png', content: PNG_1X1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe('Berhasil mengubah silabus');
    const s = res.json().data as SilabusKelas;
    expect(() => silabusKelas.parse(s)).not.toThrow();
    expect(s.silabus.teks).toBe('Silabus Struktur Data.\nBaca bab 1-3 sebelum pertemuan 2. <b>bukan HTML</b>');
    expect(s.silabus.files.map((f) => [f.name, f.content_length])).toEqual([
      ['RPS Struktur Data.pdf', PDF_MINI.length],
      ['bagan.png', PNG_1X1.length],
    ]);
    expect(await get(mahasiswa)).toEqual(s);
    expect((await detail(mahasiswa)).mata_kuliah.pendahuluan.silabus).toEqual(s.silabus);
    const [pdf, png] = s.silabus.files as [SilabusFile, SilabusFile];
    const kinds = await q<{ kind: string; id_kelas_kuliah: string }>(
      'select kind, id_kelas_kuliah from files where id = any($1::uuid[])',
      [[pdf.url.split('/')[5], png.url.split('/')[5]]],
    );
    expect(kinds).toEqual([
      { kind: 'silabus', id_kelas_kuliah: kelasA },
      { kind: 'silabus', id_kelas_kuliah: kelasA },
    ]);
    const dl = await t.app.inject({ method: 'GET', url: pdf.url, headers: mahasiswa });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.rawPayload.equals(PDF_MINI)).toBe(true);

    const disk = await diskFiles();
    const res2 = await putJson(url(), operator, { teks: 'Catatan baru', hapus_files: [pdf.url] });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().data.silabus).toEqual({ teks: 'Catatan baru', files: [png] });
    const [gone] = await q<{ deleted_at: Date | null }>('select deleted_at from files where id = $1', [pdf.url.split('/')[5]]);
    expect(gone!.deleted_at).not.toBeNull();
    expect(await diskFiles()).toHaveLength(disk.length - 1);
    expect((await t.app.inject({ method: 'GET', url: pdf.url, headers: operator })).statusCode).toBe(404);

    // Omitting teks keeps the notes; multipart hapus_files[] removes the rest.
    const res3 = await putMultipart(url(), dosen, [{ name: 'hapus_files[]', value: png.url }]);
    expect(res3.statusCode, res3.body).toBe(200);
    expect(res3.json().data.silabus).toEqual({ teks: 'Catatan baru', files: [] });
  });

  it("lets the course coordinator edit and read a class they do not teach", async () => {
    const [k] = await q<{ id_dosen: number; username: string }>(
      `select d.id as id_dosen, u.username from dosen d join users u on u.id = d.user_id
        where d.college_id = 1 and not exists (select 1 from kelas_pengajar kp where kp.id_kelas_kuliah = $1 and kp.id_dosen = d.id)
        order by d.id limit 1`,
      [kelasLain],
    );
    const koor = await loginHeaders(t.app, k!.username, 'dosen123');
    expect((await putJson(url(kelasLain), koor, { teks: 'x' })).statusCode).toBe(403);
    await q('update mata_kuliah set id_dosen_koordinator = $1 where id = (select id_mata_kuliah from kelas_kuliah where id = $2)', [
      k!.id_dosen,
      kelasLain,
    ]);
    const res = await putJson(url(kelasLain), koor, { teks: 'Dari koordinator mata kuliah' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(koor, kelasLain)).silabus.teks).toBe('Dari koordinator mata kuliah');
    // Not a teacher of that class: the class page itself stays closed.
    expect((await t.app.inject({ method: 'GET', url: URL(kelasLain), headers: koor })).statusCode).toBe(403);
  });

  it('removes stored attachments when the database write fails', async () => {
    const before = await snapshot(kelasA);
    await withFailingUpdate(async () => {
      const res = await putMultipart(url(), dosen, [
        { name: 'files[]', filename: 'satu.pdf', content: PDF_MINI },
        { name: 'files[]', filename: 'gagal-db.pdf', content: PDF_MINI },
      ]);
      expect(res.statusCode).toBe(500);
    });
    expect(await snapshot(kelasA)).toEqual(before);
  });
});

describe('an operator with read-only kelas_kuliah', () => {
  it('sees the class without edit rights and every write is refused', async () => {
    await q(`update operators set hak_akses = hak_akses || '{"kelas_kuliah":"read"}'::jsonb
              where user_id = (select id from users where username = 'operator.laporan' and college_id = 1)`);
    const d = await detail(operatorLaporan);
    expect(d.akses).toEqual({ ubah_kelas: false, ubah_ketua: false, ubah_jabatan: false, ubah_silabus: false, lihat_silabus: true, ubah_rps: false });
    const before = await snapshot(kelasA);
    expect((await putMultipart(URL(kelasA), operatorLaporan, [banner('a.png', PNG_1X1)])).statusCode).toBe(403);
    expect((await putJson(URL(kelasA, '/ketua'), operatorLaporan, { nim: '1' })).statusCode).toBe(403);
    expect((await putJson(URL(kelasA, `/pengajar/${d.pengajar[0]!.id_dosen}/jabatan`), operatorLaporan, { jabatan: 'dosen' })).statusCode).toBe(403);
    expect((await putJson(URL(kelasA, '/silabus'), operatorLaporan, { teks: 'x' })).statusCode).toBe(403);
    expect(await snapshot(kelasA)).toEqual(before);
    expect(() => kelasDetail.parse(d)).not.toThrow();
  });
});

type SilabusFile = SilabusKelas['silabus']['files'][number];

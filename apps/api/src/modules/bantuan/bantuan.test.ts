import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, TOPIK_BANTUAN_KEYS, bantuanItem, type BantuanItem, type BantuanTopikItem, type Role } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';
import { countRows, operatorDengan, type Headers } from '../pengumuman/pengumuman.fixtures';

/** Help: product articles for every college, college entries, search, topics, and who may write. */

let t: TestContext;
let operator: Headers;
let operatorLaporan: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;
let opBantuan: Headers;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, operatorLaporan, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
  // Reads help but may not publish: bantuan read without pengumuman write.
  opBantuan = await operatorDengan(t, 'op.bantuan', { bantuan: 'read', pengumuman: 'read' });
});
afterAll(async () => t?.close());

const URL = '/api/v2/lms/bantuan';

async function all(headers: Headers, query = '') {
  const res = await t.app.inject({ url: `${URL}?ignore_default_pagination=true${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BantuanItem[];
}
type Row = { id: number; college_id: number | null; peran: string[]; judul: string };
async function rows() {
  return (await t.database.query<Row>('select id, college_id, peran, judul from bantuan_artikel')).rows;
}
const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);
const forRole = (r: Row, role: Role) => r.peran.length === 0 || r.peran.includes(role);

describe('GET /api/v2/lms/bantuan', () => {
  it('refuses without a token (401), operators without bantuan read (403) and another college (403)', async () => {
    expect((await t.app.inject({ url: URL, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL, headers: operatorLaporan })).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL, headers: { ...mahasiswa, 'college-id': '2' } })).statusCode).toBe(403);
  });

  it('ships product content for every role, in every college', async () => {
    const product = (await rows()).filter((r) => r.college_id === null);
    for (const role of ROLES) expect(product.filter((r) => r.peran.includes(role)).length).toBeGreaterThanOrEqual(3);
    expect(product.filter((r) => r.peran.length === 0).length).toBeGreaterThanOrEqual(3);
    const c2 = await all(operator2);
    for (const p of product) expect(c2.some((i) => i.id === p.id && i.sumber === 'produk')).toBe(true);
  });

  it.each([
    ['mahasiswa', 'ROLE_MAHASISWA' as Role],
    ['dosen', 'ROLE_DOSEN' as Role],
  ])('gives a %s the articles for their role or everyone, of the product and their college', async (who, role) => {
    const items = await all(who === 'mahasiswa' ? mahasiswa : dosen);
    const expected = (await rows()).filter((r) => (r.college_id === null || r.college_id === 1) && forRole(r, role));
    expect(ids(items)).toEqual(ids(expected));
    for (const i of items) expect(() => bantuanItem.parse(i)).not.toThrow();
    expect(items.some((i) => i.sumber === 'kampus')).toBe(true);
  });

  it("gives operators with bantuan read every role's articles, filterable by role and source; never another college's", async () => {
    const items = await all(opBantuan);
    expect(ids(items)).toEqual(ids((await rows()).filter((r) => r.college_id === null || r.college_id === 1)));
    const dosenOnly = await all(opBantuan, '&peran=ROLE_DOSEN');
    expect(dosenOnly.every((i) => i.peran.length === 0 || i.peran.includes('ROLE_DOSEN'))).toBe(true);
    expect(dosenOnly.length).toBeLessThan(items.length);
    const kampus = await all(operator, '&sumber=kampus');
    expect(kampus.length).toBeGreaterThan(0);
    expect(kampus.every((i) => i.sumber === 'kampus')).toBe(true);
    const c2 = await all(operator2, '&sumber=kampus');
    expect(c2.some((i) => kampus.some((k) => k.id === i.id))).toBe(false);
  });

  it('searches words as prefixes in titles and text, best match first, and filters by topic', async () => {
    const found = await all(mahasiswa, `&search=${encodeURIComponent('kehadir onl')}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.judul).toBe('Bagaimana kehadiran online Anda dihitung');
    for (const i of found) {
      const text = `${i.judul} ${i.isi.replace(/<[^>]+>/g, ' ')}`.toLowerCase();
      expect(text).toMatch(/(^|[^a-z])kehadir/);
      expect(text).toMatch(/(^|[^a-z])onl/);
    }
    expect(await all(mahasiswa, `&search=${encodeURIComponent("'); drop table x; --")}`)).toBeDefined();
    const none = await all(mahasiswa, '&search=zzzzqqq');
    expect(none).toEqual([]);
    const topik = await all(dosen, '&topik=bank_soal');
    expect(topik.length).toBeGreaterThan(0);
    expect(topik.every((i) => i.topik === 'bank_soal')).toBe(true);
  });

  it('pages with meta', async () => {
    const everything = await all(mahasiswa);
    const res = await t.app.inject({ url: `${URL}?per_page=3&page=2`, headers: mahasiswa });
    expect(res.json().meta).toEqual({ page: 2, per_page: 3, total_items: everything.length, total_pages: Math.ceil(everything.length / 3) });
    expect(ids(res.json().data)).toEqual(ids(everything.slice(3, 6)));
  });

  it.each([
    ['topik=resep', 'topik'],
    ['peran=ROLE_TAMU', 'peran'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['page=0', 'page'],
  ])('rejects %s with 400 naming %s', async (q, field) => {
    const res = await t.app.inject({ url: `${URL}?${q}`, headers: mahasiswa });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain(field);
  });
});

describe('GET /api/v2/lms/bantuan/topik and /{id}', () => {
  it('counts the visible articles per topic, in the product order', async () => {
    const res = await t.app.inject({ url: `${URL}/topik`, headers: mahasiswa });
    expect(res.statusCode).toBe(200);
    const topik = res.json().data as BantuanTopikItem[];
    expect(topik.map((x) => x.topik)).toEqual(TOPIK_BANTUAN_KEYS);
    const items = await all(mahasiswa);
    for (const x of topik) expect(x.jumlah).toBe(items.filter((i) => i.topik === x.topik).length);
    expect((await t.app.inject({ url: `${URL}/topik`, headers: operatorLaporan })).statusCode).toBe(403);
  });

  it("returns an article the caller may read, 404 for another role's or another college's", async () => {
    const all1 = await rows();
    const dosenOnly = all1.find((r) => r.college_id === null && r.peran.length === 1 && r.peran[0] === 'ROLE_DOSEN')!;
    expect((await t.app.inject({ url: `${URL}/${dosenOnly.id}`, headers: dosen })).json().data.judul).toBe(dosenOnly.judul);
    expect((await t.app.inject({ url: `${URL}/${dosenOnly.id}`, headers: mahasiswa })).statusCode).toBe(404);
    const c2 = all1.find((r) => r.college_id === 2)!;
    expect((await t.app.inject({ url: `${URL}/${c2.id}`, headers: operator })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${URL}/x`, headers: operator })).statusCode).toBe(400);
  });
});

describe('POST, PUT, DELETE /api/v2/lms/bantuan', () => {
  const body = { topik: 'lainnya', judul: 'Parkir Kampus', isi: '<p>Parkir di gedung B.</p><img src=x onerror=alert(1)>', peran: ['ROLE_MAHASISWA'] };
  let id: number;

  it('refuses without a token (401), students, lecturers, operators without bantuan read or without pengumuman write (403)', async () => {
    expect((await t.app.inject({ method: 'POST', url: URL, headers: { 'college-id': '1' }, payload: body })).statusCode).toBe(401);
    for (const h of [mahasiswa, dosen, operatorLaporan, opBantuan]) expect((await t.app.inject({ method: 'POST', url: URL, headers: h, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, headers: { ...operator, 'college-id': '2' }, payload: body })).statusCode).toBe(403);
  });

  it.each([
    [{ topik: 'resep' }, 'topik'],
    [{ judul: '' }, 'judul'],
    [{ isi: '<script>x</script>' }, 'isi'],
    [{ peran: ['ROLE_X'] }, 'peran'],
  ])('rejects %j with 400 naming %s, writing nothing', async (over, field) => {
    const before = await countRows(t, 'bantuan_artikel');
    const res = await t.app.inject({ method: 'POST', url: URL, headers: operator, payload: { ...body, ...over } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain(field);
    expect(await countRows(t, 'bantuan_artikel')).toBe(before);
  });

  it('adds a college entry (sanitized, logged) that its readers find, and only in this college', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, headers: operator, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data as BantuanItem;
    id = item.id;
    expect(item).toMatchObject({ sumber: 'kampus', topik: 'lainnya', peran: ['ROLE_MAHASISWA'] });
    expect(item.isi).toBe('<p>Parkir di gedung B.</p>');
    expect(await countRows(t, `log_aktivitas where jenis_aktivitas = 'tambah_bantuan'`)).toBe(1);
    expect((await all(mahasiswa, '&search=parkir')).map((i) => i.id)).toEqual([id]);
    expect(await all(dosen, '&search=parkir')).toEqual([]);
    expect(await all(operator2, '&search=parkir')).toEqual([]);
  });

  it('changes and deletes only its own entries: product articles 403, other colleges 404', async () => {
    const product = (await rows()).find((r) => r.college_id === null)!;
    const put = (target: number, headers = operator) => t.app.inject({ method: 'PUT', url: `${URL}/${target}`, headers, payload: { ...body, judul: 'Parkir Kampus Baru' } });
    const prod = await put(product.id);
    expect(prod.statusCode).toBe(403);
    expect(prod.json().status.message).toContain('bawaan');
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${product.id}`, headers: operator })).statusCode).toBe(403);
    expect((await put(id, operator2)).statusCode).toBe(404);
    expect((await put(id, opBantuan)).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: operator, payload: { ...body, judul: '' } });
    expect(bad.statusCode).toBe(400);
    const ok = await put(id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.judul).toBe('Parkir Kampus Baru');
    expect((await all(mahasiswa, '&search=parkir%20baru')).map((i) => i.id)).toEqual([id]);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: operator2 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: operator })).statusCode).toBe(200);
    expect(await countRows(t, 'bantuan_artikel where id = $1', [id])).toBe(0);
    expect(await countRows(t, `log_aktivitas where jenis_aktivitas in ('ubah_bantuan', 'hapus_bantuan')`)).toBe(2);
  });
});

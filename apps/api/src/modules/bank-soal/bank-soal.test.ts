import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, loginHeaders, type TestContext } from '../../../test/helpers';
import { bankBody, countRows, createBank, idDosen, idMakul, operatorWith, soalPilihan, type Headers } from './bank-soal.fixtures';

/**
 * Banks: list, detail, create, update, duplicate, delete and the who-may-do-what matrix (spec 2 §6):
 * unauthenticated, wrong role, wrong college, another lecturer's hidden bank, bad input, success.
 */
let t: TestContext;
let h: Awaited<ReturnType<typeof demoHeaders>>;
let dewi: Headers; // teaches TIF201 with 'dosen'
let bambang: Headers; // teaches no TI course
let opRead: Headers;
let opNone: Headers;
let tif201: number;
let tif202: number;
let mn: number;
let budiId: number;
let dewiId: number;
let shown: number; // dosen's bank, Ditampilkan
let hidden: number; // dosen's bank, Disembunyikan

beforeAll(async () => {
  t = await createTestApp();
  h = await demoHeaders(t.app);
  [dewi, bambang] = await Promise.all([loginHeaders(t.app, 'dewi.lestari', 'dosen123'), loginHeaders(t.app, 'bambang.suryadi', 'dosen123')]);
  opRead = await operatorWith(t, 'op.bank.baca', 'read');
  opNone = await operatorWith(t, 'op.bank.tidak', 'no_access');
  [tif201, tif202, budiId, dewiId] = await Promise.all([idMakul(t, 'TIF201'), idMakul(t, 'TIF202'), idDosen(t, 'dosen'), idDosen(t, 'dewi.lestari')]);
  mn = (await t.database.query<{ id: number }>(`select m.id from mata_kuliah m join prodi p on p.id = m.id_prodi where p.kode = '61201' and m.college_id = 1 limit 1`)).rows[0]!.id;
  shown = (await createBank(t, h.dosen, bankBody(tif201, { judul: 'Zeta Ditampilkan' }))).id;
  hidden = (await createBank(t, h.dosen, bankBody(tif201, { judul: 'Zeta Rahasia', dibagikan: false }))).id;
  await t.app.inject({ method: 'POST', url: `/api/v2/lms/bank_soal/${shown}/soal`, headers: h.dosen, payload: soalPilihan() });
});
afterAll(async () => t?.close());

const get = (url: string, headers?: Headers) => t.app.inject({ url, headers });
const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((b) => b.id);

describe('GET /v2/lms/bank_soal', () => {
  it('401 without a token, 403 for students, operators without bank_soal, and a token of another college', async () => {
    expect((await get('/api/v2/lms/bank_soal', { 'college-id': '1' })).statusCode).toBe(401);
    expect((await get('/api/v2/lms/bank_soal', h.mahasiswa)).statusCode).toBe(403);
    expect((await get('/api/v2/lms/bank_soal', h.operatorLaporan)).statusCode).toBe(403);
    expect((await get('/api/v2/lms/bank_soal', opNone)).statusCode).toBe(403);
    expect((await get('/api/v2/lms/bank_soal', { ...h.dosen, 'college-id': '2' })).statusCode).toBe(403);
  });

  it('a lecturer of the course sees shown banks only; a lecturer of other courses sees none of them', async () => {
    const d = ids(await get('/api/v2/lms/bank_soal?per_page=100', dewi));
    expect(d).toContain(shown);
    expect(d).not.toContain(hidden);
    const b = ids(await get('/api/v2/lms/bank_soal?per_page=100', bambang));
    expect(b).not.toContain(shown);
    const own = await get('/api/v2/lms/bank_soal?per_page=100', h.dosen);
    expect(ids(own)).toEqual(expect.arrayContaining([shown, hidden]));
    const item = own.json().data.find((x: { id: number }) => x.id === shown);
    expect(item).toMatchObject({ judul: 'Zeta Ditampilkan', id_dosen: budiId, jumlah_soal: 1, ditampilkan: true, mata_kuliah: { id: tif201, kode: 'TIF201' } });
    expect(item.dosen.nama).toContain('Budi Santoso');
    expect(item.akses).toEqual({ can_write: true, can_duplicate: true, can_delete: true });
    const other = (await get('/api/v2/lms/bank_soal?per_page=100', dewi)).json().data.find((x: { id: number }) => x.id === shown);
    expect(other.akses).toEqual({ can_write: false, can_duplicate: true, can_delete: false });
  });

  it('operators see every bank of their college; read-only ones get no write rights; college 2 sees none', async () => {
    const ro = await get('/api/v2/lms/bank_soal?per_page=100', opRead);
    expect(ids(ro)).toEqual(expect.arrayContaining([shown, hidden]));
    expect(ro.json().data[0].akses).toEqual({ can_write: false, can_duplicate: false, can_delete: false });
    const c2 = await get('/api/v2/lms/bank_soal?per_page=100', h.operator2);
    expect(c2.statusCode).toBe(200);
    expect(ids(c2)).not.toContain(shown);
  });

  it('filters by title or creator, course and study programme, and pages', async () => {
    expect(ids(await get('/api/v2/lms/bank_soal?search=rahasia', h.operator))).toEqual([hidden]);
    const byCreator = ids(await get('/api/v2/lms/bank_soal?search=Budi&per_page=100', h.operator));
    expect(byCreator).toEqual(expect.arrayContaining([shown, hidden]));
    expect(ids(await get(`/api/v2/lms/bank_soal?id_mata_kuliah=${tif202}&search=Zeta`, h.operator))).toEqual([]);
    const prodiTi = (await t.database.query<{ id: number }>(`select id_prodi id from mata_kuliah where id = $1`, [tif201])).rows[0]!.id;
    expect(ids(await get(`/api/v2/lms/bank_soal?id_prodi=${prodiTi}&id_mata_kuliah=${tif201}&search=Zeta&per_page=100`, h.operator)).sort()).toEqual([shown, hidden].sort());
    const page = await get('/api/v2/lms/bank_soal?per_page=1&page=2&search=Zeta', h.operator);
    expect(page.json().meta).toMatchObject({ page: 2, per_page: 1, total_items: 2, total_pages: 2 });
    expect(page.json().data).toHaveLength(1);
  });
});

describe('GET /v2/lms/bank_soal/{id}', () => {
  it('owner and operators read it with list_soal; another lecturer reads it only while shown', async () => {
    const own = await get(`/api/v2/lms/bank_soal/${shown}`, h.dosen);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ judul: 'Zeta Ditampilkan', deskripsi: 'Soal latihan untuk pengujian', ditampilkan: true, jumlah_soal: 1 });
    expect(own.json().data.list_soal[0]).toMatchObject({ nomor: 1, jenis: 'pilihan', pilihan: { pilihan: ['Satu', 'Dua', 'Tiga'], kunci: 1 } });
    expect((await get(`/api/v2/lms/bank_soal/${shown}`, dewi)).statusCode).toBe(200);
    expect((await get(`/api/v2/lms/bank_soal/${hidden}`, dewi)).statusCode).toBe(404);
    expect((await get(`/api/v2/lms/bank_soal/${shown}`, bambang)).statusCode).toBe(404);
    expect((await get(`/api/v2/lms/bank_soal/${hidden}`, opRead)).statusCode).toBe(200);
  });

  it('refuses students (403), other colleges (403 / 404) and unknown banks (404)', async () => {
    expect((await get(`/api/v2/lms/bank_soal/${shown}`, { 'college-id': '1' })).statusCode).toBe(401);
    expect((await get(`/api/v2/lms/bank_soal/${shown}`, h.mahasiswa)).statusCode).toBe(403);
    expect((await get(`/api/v2/lms/bank_soal/${shown}`, { ...h.operator, 'college-id': '2' })).statusCode).toBe(403);
    const c2 = await get(`/api/v2/lms/bank_soal/${shown}`, h.operator2);
    expect(c2.statusCode).toBe(404);
    expect(c2.json().status.message).toBe('Bank soal tidak ditemukan');
    expect((await get('/api/v2/lms/bank_soal/999999', h.operator)).statusCode).toBe(404);
  });
});

describe('POST /v2/lms/bank_soal', () => {
  const post = (headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v2/lms/bank_soal', headers, payload: payload as object });

  it('refuses unauthenticated, students, read-only operators and other colleges, writing nothing', async () => {
    const before = await countRows(t, 'bank_soal');
    expect((await post({ 'college-id': '1' }, bankBody(tif201))).statusCode).toBe(401);
    expect((await post(h.mahasiswa, bankBody(tif201))).statusCode).toBe(403);
    expect((await post(opRead, bankBody(tif201, { id_dosen: budiId }))).statusCode).toBe(403);
    expect((await post({ ...h.dosen, 'college-id': '2' }, bankBody(tif201))).statusCode).toBe(403);
    expect(await countRows(t, 'bank_soal')).toBe(before);
  });

  it.each([
    [{ judul: '' }, 'judul', 'Judul wajib diisi'],
    [{ judul: 'x'.repeat(101) }, 'judul', 'Judul maksimal 100 karakter'],
    [{ deskripsi: ' ' }, 'deskripsi', 'Deskripsi wajib diisi'],
    [{ deskripsi: 'x'.repeat(301) }, 'deskripsi', 'Deskripsi maksimal 300 karakter'],
    [{ id_mata_kuliah: undefined }, 'id_mata_kuliah', 'Mata Kuliah wajib diisi'],
    [{ dibagikan: undefined }, 'dibagikan', 'Tampilan wajib dipilih'],
  ])('400 naming the field for %j, nothing written', async (patch, field, message) => {
    const before = await countRows(t, 'bank_soal');
    const res = await post(h.dosen, { ...bankBody(tif201), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe(`Data tidak valid: ${field} — ${message}`);
    expect(await countRows(t, 'bank_soal')).toBe(before);
  });

  it('a lecturer may only use a course they teach; an operator must pick the lecturer', async () => {
    const notTaught = await post(h.dosen, bankBody(mn));
    expect(notTaught.statusCode).toBe(400);
    expect(notTaught.json().status.message).toContain('id_mata_kuliah');
    const noDosen = await post(h.operator, bankBody(tif201));
    expect(noDosen.json().status.message).toBe('Data tidak valid: id_dosen — Dosen wajib diisi');
    const wrongOwner = await post(h.operator, bankBody(mn, { id_dosen: budiId }));
    expect(wrongOwner.statusCode).toBe(400);
  });

  it('creates: a lecturer owns what they create whatever id_dosen says; an operator creates for the picked lecturer; both are logged', async () => {
    const mine = await post(h.dosen, bankBody(tif202, { judul: 'Basis Data 1', id_dosen: dewiId }));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ id_dosen: budiId, jumlah_soal: 0, list_soal: [] });
    const forDewi = await post(h.operator, bankBody(tif201, { judul: 'Dari Operator', id_dosen: dewiId, dibagikan: false }));
    expect(forDewi.json().data).toMatchObject({ id_dosen: dewiId, ditampilkan: false });
    const log = await t.database.query(`select count(*)::int n from log_aktivitas where jenis_aktivitas = 'tambah_bank_soal'`);
    expect(log.rows[0]).toMatchObject({ n: expect.any(Number) });
    expect((log.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(4);
  });
});

describe('PUT / DELETE /v2/lms/bank_soal/{id} and duplicate', () => {
  it('another lecturer cannot change or delete a shown bank (403), nor reach a hidden one (404)', async () => {
    const put = await t.app.inject({ method: 'PUT', url: `/api/v2/lms/bank_soal/${shown}`, headers: dewi, payload: bankBody(tif201, { judul: 'Dibajak' }) });
    expect(put.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/lms/bank_soal/${shown}`, headers: dewi })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/lms/bank_soal/${hidden}`, headers: dewi })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/lms/bank_soal/${shown}`, headers: opRead })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/lms/bank_soal/${shown}`, headers: h.mahasiswa })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/lms/bank_soal/${shown}`, headers: h.operator2 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/lms/bank_soal/${shown}` , headers: { 'college-id': '1' } })).statusCode).toBe(401);
    const row = await t.database.query(`select judul from bank_soal where id = $1`, [shown]);
    expect(row.rows[0]).toEqual({ judul: 'Zeta Ditampilkan' });
  });

  it('the owner updates; bad input names the field and changes nothing', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v2/lms/bank_soal/${hidden}`, headers: h.dosen, payload: bankBody(tif201, { judul: '' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('judul');
    const ok = await t.app.inject({ method: 'PUT', url: `/api/v2/lms/bank_soal/${hidden}`, headers: h.dosen, payload: bankBody(tif201, { judul: 'Zeta Rahasia 2', dibagikan: false }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ judul: 'Zeta Rahasia 2', ditampilkan: false });
  });

  it('another lecturer of the course duplicates a shown bank with its questions; the copy is theirs', async () => {
    const hiddenDup = await t.app.inject({ method: 'POST', url: `/api/v2/lms/bank_soal/${hidden}/duplikat`, headers: dewi, payload: bankBody(tif201) });
    expect(hiddenDup.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/lms/bank_soal/${shown}/duplikat`, headers: dewi, payload: bankBody(tif201, { judul: 'Salinan Dewi' }) });
    expect(res.statusCode).toBe(200);
    const copy = res.json().data;
    expect(copy).toMatchObject({ judul: 'Salinan Dewi', id_dosen: dewiId, jumlah_soal: 1, akses: { can_write: true } });
    expect(copy.list_soal[0]).toMatchObject({ nomor: 1, pertanyaan: '<p>Soal pilihan 1</p>' });
    expect(copy.id).not.toBe(shown);
  });

  it('the owner deletes a bank with its questions; it is gone for everyone', async () => {
    const b = await createBank(t, h.dosen, bankBody(tif201, { judul: 'Akan Dihapus' }));
    await t.app.inject({ method: 'POST', url: `/api/v2/lms/bank_soal/${b.id}/soal`, headers: h.dosen, payload: soalPilihan() });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/lms/bank_soal/${b.id}`, headers: h.dosen });
    expect(del.statusCode).toBe(200);
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [b.id])).toBe(0);
    expect((await get(`/api/v2/lms/bank_soal/${b.id}`, h.operator)).statusCode).toBe(404);
  });
});

describe('references of the bank dialog', () => {
  it('mata_kuliah/ref: a lecturer gets their own courses only; an operator any lecturer’s; students 403', async () => {
    const mine = await get('/api/v2/lms/mata_kuliah/ref?ignore_default_pagination=true', h.dosen);
    const kode = mine.json().data.map((m: { kode: string }) => m.kode);
    expect(kode).toEqual(expect.arrayContaining(['TIF201', 'TIF202']));
    expect(kode).not.toContain('TIF101X');
    expect((await get(`/api/v2/lms/mata_kuliah/ref?id_dosen=${dewiId}`, h.dosen)).statusCode).toBe(403);
    const forDewi = await get(`/api/v2/lms/mata_kuliah/ref?id_dosen=${dewiId}&ignore_default_pagination=true`, h.operator);
    expect(forDewi.json().data.map((m: { id: number }) => m.id)).toContain(tif201);
    expect((await get('/api/v2/lms/mata_kuliah/ref', h.mahasiswa)).statusCode).toBe(403);
    expect((await get('/api/v2/lms/mata_kuliah/ref', { 'college-id': '1' })).statusCode).toBe(401);
  });

  it('periode_mengajar: own periods newest first; other lecturers 403; unknown 404', async () => {
    const res = await get(`/api/v2/lms/dosen/${budiId}/periode_mengajar`.replace('/v2/lms/', '/v1/'), h.dosen);
    expect(res.statusCode).toBe(200);
    const periods = res.json().data.map((p: { periode: number }) => p.periode);
    expect(periods).toEqual([...periods].sort((a, b) => b - a));
    expect(periods).toContain(20261);
    expect((await get(`/api/v1/dosen/${dewiId}/periode_mengajar`, h.dosen)).statusCode).toBe(403);
    expect((await get(`/api/v1/dosen/${budiId}/periode_mengajar`, h.mahasiswa)).statusCode).toBe(403);
    expect((await get(`/api/v1/dosen/${budiId}/periode_mengajar`, h.operator)).statusCode).toBe(200);
    expect((await get(`/api/v1/dosen/${budiId}/periode_mengajar`, h.operator2)).statusCode).toBe(404);
  });
});

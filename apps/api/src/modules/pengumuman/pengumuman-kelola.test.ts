import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pengumumanKelolaItem, type PengumumanKelolaItem } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';
import { countRows, operatorDengan, pengumumanRows, prodiOf, type Headers } from './pengumuman.fixtures';

/** Management of announcements: list, detail, create, edit, publish/withdraw, delete. */

let t: TestContext;
let operator: Headers;
let operatorLaporan: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;
let opBaca: Headers;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, operatorLaporan, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
  opBaca = await operatorDengan(t, 'op.pengumuman.baca', { pengumuman: 'read' });
});
afterAll(async () => t?.close());

const KELOLA = '/api/v2/lms/pengumuman/kelola';
const URL = '/api/v2/lms/pengumuman';
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');

const body = (over: Record<string, unknown> = {}) => ({
  judul: 'Libur Dies Natalis',
  isi: '<p>Perkuliahan <strong>ditiadakan</strong>.</p><script>alert(1)</script>',
  target_role: ['ROLE_MAHASISWA'],
  ...over,
});

async function create(payload: Record<string, unknown>, headers = operator) {
  return t.app.inject({ method: 'POST', url: URL, headers, payload });
}
async function readerIds(headers: Headers) {
  const res = await t.app.inject({ url: `${URL}?ignore_default_pagination=true`, headers });
  return (res.json().data as { id: number }[]).map((i) => i.id);
}
const logCount = (jenis: string) => countRows(t, `log_aktivitas where college_id = 1 and jenis_aktivitas = $1`, [jenis]);

describe('GET /api/v2/lms/pengumuman/kelola', () => {
  it('refuses without a token (401), students, lecturers and operators without pengumuman (403), another college (403)', async () => {
    expect((await t.app.inject({ url: KELOLA, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    for (const h of [mahasiswa, dosen, operatorLaporan]) expect((await t.app.inject({ url: KELOLA, headers: h })).statusCode).toBe(403);
    expect((await t.app.inject({ url: KELOLA, headers: { ...operator, 'college-id': '2' } })).statusCode).toBe(403);
  });

  it('lists every announcement of the college to read-only managers, drafts and scheduled ones too, newest first', async () => {
    const res = await t.app.inject({ url: `${KELOLA}?per_page=100`, headers: opBaca });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as PengumumanKelolaItem[];
    const rows = await pengumumanRows(t, 1);
    expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    for (const i of items) expect(() => pengumumanKelolaItem.parse(i)).not.toThrow();
    const statuses = new Set(items.map((i) => i.status));
    expect(statuses).toEqual(new Set(['draf', 'terjadwal', 'terbit']));
    const times = items.map((i) => new Date(i.tanggalPublish).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const withProdi = items.find((i) => i.target_prodi.length > 0)!;
    expect(withProdi.target_prodi[0]).toEqual({ id: expect.any(Number), nama: expect.any(String), jenjang: expect.any(String) });
  });

  it('filters by status and by words of the title or text', async () => {
    const draf = (await t.app.inject({ url: `${KELOLA}?status=draf`, headers: operator })).json().data as PengumumanKelolaItem[];
    expect(draf.length).toBe((await pengumumanRows(t, 1)).filter((r) => !r.is_published).length);
    expect(draf.every((i) => i.status === 'draf' && !i.is_published)).toBe(true);
    const terjadwal = (await t.app.inject({ url: `${KELOLA}?status=terjadwal`, headers: operator })).json().data as PengumumanKelolaItem[];
    expect(terjadwal.length).toBeGreaterThan(0);
    expect(terjadwal.every((i) => new Date(i.tanggalPublish).getTime() > Date.now())).toBe(true);
    const found = (await t.app.inject({ url: `${KELOLA}?search=${encodeURIComponent('ujian teng')}`, headers: operator })).json().data as PengumumanKelolaItem[];
    expect(found.map((i) => i.judul)).toContain('Jadwal Ujian Tengah Semester Ganjil 2026/2027');
    expect(found.every((i) => /ujian/i.test(i.judul + i.isi) && /teng/i.test(i.judul + i.isi))).toBe(true);
  });

  it('rejects a bad status or page size with 400 naming the field', async () => {
    for (const [q, field] of [
      ['status=lama', 'status'],
      ['per_page=500', 'per_page'],
    ]) {
      const res = await t.app.inject({ url: `${KELOLA}?${q}`, headers: operator });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain(field);
    }
  });

  it("keeps the colleges apart: college 2's managers see only theirs, and a college-1 id is 404 there", async () => {
    const c2 = (await t.app.inject({ url: `${KELOLA}?per_page=100`, headers: operator2 })).json().data as PengumumanKelolaItem[];
    expect(c2.map((i) => i.id).sort((a, b) => a - b)).toEqual((await pengumumanRows(t, 2)).map((r) => r.id).sort((a, b) => a - b));
    const [one] = await pengumumanRows(t, 1);
    expect((await t.app.inject({ url: `${KELOLA}/${one!.id}`, headers: operator2 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${KELOLA}/${one!.id}`, headers: opBaca })).statusCode).toBe(200);
  });
});

describe('POST /api/v2/lms/pengumuman', () => {
  it('refuses without a token, students, lecturers and read-only managers', async () => {
    expect((await t.app.inject({ method: 'POST', url: URL, headers: { 'college-id': '1' }, payload: body() })).statusCode).toBe(401);
    for (const h of [mahasiswa, dosen, operatorLaporan, opBaca]) expect((await create(body(), h)).statusCode).toBe(403);
    expect((await create(body(), { ...operator, 'college-id': '2' })).statusCode).toBe(403);
  });

  it.each([
    [{ judul: '   ' }, 'judul'],
    [{ judul: 'x'.repeat(201) }, 'judul'],
    [{ isi: '<script>alert(1)</script>' }, 'isi'],
    [{ tanggalPublish: '21-11-2026' }, 'tanggalPublish'],
    [{ tanggalPublish: '2026-11-21T08:00:00' }, 'tanggalPublish'],
    [{ target_role: ['ROLE_ADMIN'] }, 'target_role'],
    [{ target_prodi: ['satu'] }, 'target_prodi'],
    [{ is_published: 'ya' }, 'is_published'],
  ])('rejects %j with 400 naming %s, writing nothing', async (over, field) => {
    const before = await countRows(t, 'pengumuman');
    const res = await create(body(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().status.message).toContain(field);
    expect(res.json().status.message).toMatch(/^Data tidak valid/);
    expect(await countRows(t, 'pengumuman')).toBe(before);
  });

  it("refuses a study programme of another college (400 naming target_prodi), writing nothing", async () => {
    const { rows } = await t.database.query<{ id: number }>('select id from prodi where college_id = 2 limit 1');
    const before = await countRows(t, 'pengumuman');
    const res = await create(body({ target_prodi: [rows[0]!.id] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('target_prodi');
    expect(await countRows(t, 'pengumuman')).toBe(before);
  });

  it('creates a scheduled announcement: sanitized, logged, invisible to its readers until its time', async () => {
    const logs = await logCount('tambah_pengumuman');
    const res = await create(body({ tanggalPublish: inOneHour() }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe('Pengumuman berhasil ditambahkan');
    const item = res.json().data as PengumumanKelolaItem;
    expect(item).toMatchObject({ judul: 'Libur Dies Natalis', status: 'terjadwal', is_published: true, target_role: ['ROLE_MAHASISWA'], target_prodi: [] });
    expect(item.isi).toBe('<p>Perkuliahan <strong>ditiadakan</strong>.</p>');
    expect(item.dibuat_oleh?.nama).toBe('Rina Wulandari');
    expect(await logCount('tambah_pengumuman')).toBe(logs + 1);
    expect(await readerIds(mahasiswa)).not.toContain(item.id);

    // Its time comes (moved here instead of waiting): the students see it, the lecturers still do not.
    await t.database.query(`update pengumuman set tanggal_publish = now() - interval '1 second' where id = $1`, [item.id]);
    expect(await readerIds(mahasiswa)).toContain(item.id);
    expect(await readerIds(dosen)).not.toContain(item.id);
  });

  it('publishes now when no date is given, and saves a draft that nobody reads', async () => {
    const now = (await create(body({ judul: 'Segera', target_role: [] }))).json().data as PengumumanKelolaItem;
    expect(now.status).toBe('terbit');
    expect(Math.abs(new Date(now.tanggalPublish).getTime() - Date.now())).toBeLessThan(10_000);
    expect(await readerIds(dosen)).toContain(now.id);
    const draft = (await create(body({ judul: 'Belum', is_published: false }))).json().data as PengumumanKelolaItem;
    expect(draft.status).toBe('draf');
    expect(await readerIds(mahasiswa)).not.toContain(draft.id);
  });

  it('targets a study programme of the college', async () => {
    const idProdi = (await prodiOf(t, 'mahasiswa'))!;
    const item = (await create(body({ judul: 'Untuk prodi', target_role: [], target_prodi: [idProdi, idProdi] }))).json().data as PengumumanKelolaItem;
    expect(item.target_prodi.map((p) => p.id)).toEqual([idProdi]);
    expect(await readerIds(mahasiswa)).toContain(item.id);
    expect(await readerIds(operatorLaporan)).not.toContain(item.id);
  });
});

describe('PUT /api/v2/lms/pengumuman/{id} and /status, DELETE', () => {
  let id: number;
  beforeAll(async () => {
    id = ((await create(body({ judul: 'Untuk diubah', target_role: [] }))).json().data as PengumumanKelolaItem).id;
  });

  it('refuses without a token (401), read-only managers and students (403), another college (403), an unknown id (404)', async () => {
    const put = (headers: Headers, target = id) => t.app.inject({ method: 'PUT', url: `${URL}/${target}`, headers, payload: body() });
    expect((await put({ 'college-id': '1' })).statusCode).toBe(401);
    expect((await put(opBaca)).statusCode).toBe(403);
    expect((await put(mahasiswa)).statusCode).toBe(403);
    expect((await put({ ...operator, 'college-id': '2' })).statusCode).toBe(403);
    expect((await put(operator2)).statusCode).toBe(404);
    expect((await put(operator, 2_000_000_000)).statusCode).toBe(404);
    for (const h of [opBaca, operator2]) {
      expect((await t.app.inject({ method: 'PUT', url: `${URL}/${id}/status`, headers: h, payload: { is_published: false } })).statusCode).not.toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: h })).statusCode).not.toBe(200);
    }
  });

  it('rejects bad input with 400 naming the field and changes nothing', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: operator, payload: body({ judul: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('judul');
    const st = await t.app.inject({ method: 'PUT', url: `${URL}/${id}/status`, headers: operator, payload: {} });
    expect(st.statusCode).toBe(400);
    expect(st.json().status.message).toContain('is_published');
    const { rows } = await t.database.query<{ judul: string }>('select judul from pengumuman where id = $1', [id]);
    expect(rows[0]!.judul).toBe('Untuk diubah');
  });

  it('edits the fields, keeping the date and the published state when they are not sent', async () => {
    const before = ((await t.app.inject({ url: `${KELOLA}/${id}`, headers: operator })).json().data as PengumumanKelolaItem);
    const res = await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: operator, payload: { judul: 'Sudah diubah', isi: '<p>Baru</p>', target_role: ['ROLE_DOSEN'] } });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as PengumumanKelolaItem;
    expect(after).toMatchObject({ judul: 'Sudah diubah', isi: '<p>Baru</p>', target_role: ['ROLE_DOSEN'], tanggalPublish: before.tanggalPublish, is_published: true });
    expect(await readerIds(dosen)).toContain(id);
    expect(await readerIds(mahasiswa)).not.toContain(id);
  });

  it('withdraws and republishes: readers lose it and get it back; each change is logged', async () => {
    const logs = await logCount('ubah_pengumuman');
    const off = await t.app.inject({ method: 'PUT', url: `${URL}/${id}/status`, headers: operator, payload: { is_published: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe('draf');
    expect(await readerIds(dosen)).not.toContain(id);
    const on = await t.app.inject({ method: 'PUT', url: `${URL}/${id}/status`, headers: operator, payload: { is_published: true } });
    expect(on.json().data.status).toBe('terbit');
    expect(await readerIds(dosen)).toContain(id);
    expect(await logCount('ubah_pengumuman')).toBe(logs + 2);
  });

  it('deletes it; the log entry stays', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe('Pengumuman berhasil dihapus');
    expect(await countRows(t, 'pengumuman where id = $1', [id])).toBe(0);
    expect(await countRows(t, `log_aktivitas where jenis_aktivitas = 'hapus_pengumuman' and detail like '%Sudah diubah%'`)).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: operator })).statusCode).toBe(404);
  });
});

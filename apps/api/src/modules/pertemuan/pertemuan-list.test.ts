import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_PERTEMUAN, cekBentrokResult, pertemuanListItem, ruanganItem, sesiKuliahItem, type PertemuanListItem } from '@lms/shared';
import { HOUR, iso, pertemuanKelas, setupFixture, type Fixture, type Headers } from './pertemuan.fixtures';

let f: Fixture;
beforeAll(async () => {
  f = await setupFixture();
});
afterAll(async () => f?.t.close());

const URL_LIST = '/api/v2/lms/pertemuan';
type ListBody = { data: PertemuanListItem[]; meta: { page: number; per_page: number; total_items: number; total_pages: number } };
async function list(headers: Headers, query = ''): Promise<ListBody> {
  const res = await f.t.app.inject({ url: `${URL_LIST}${query ? `?${query}` : ''}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as ListBody;
  for (const item of body.data) pertemuanListItem.parse(item);
  return body;
}
const count = async (sql: string, params: unknown[] = []) => (await f.q<{ n: number }>(sql, params))[0]!.n;

describe('GET /api/v2/lms/pertemuan', () => {
  it('401 without a token; 403 for an operator without read on kelas_kuliah; 403 across colleges', async () => {
    expect((await f.t.app.inject({ url: URL_LIST, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await f.t.app.inject({ url: URL_LIST, headers: f.operatorLaporan })).statusCode).toBe(403);
    expect((await f.t.app.inject({ url: URL_LIST, headers: { ...f.operator, 'college-id': '2' } })).statusCode).toBe(403);
  });

  it("scopes a student to their classes and a lecturer to the classes they teach", async () => {
    const mhs = await list(f.mahasiswa, 'ignore_default_pagination=true');
    const expectedMhs = await count(
      `select count(*)::int n from pertemuan p where p.id_kelas_kuliah in (select kp.id_kelas_kuliah from kelas_peserta kp
       join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1)`,
    );
    expect(expectedMhs).toBeGreaterThan(0);
    expect(mhs.meta.total_items).toBe(expectedMhs);
    expect(mhs.data).toHaveLength(expectedMhs);

    const dsn = await list(f.dosen, 'per_page=5');
    const expectedDsn = await count(
      `select count(*)::int n from pertemuan p where p.id_kelas_kuliah in (select kp.id_kelas_kuliah from kelas_pengajar kp
       join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1)`,
    );
    expect(dsn.meta).toEqual({ page: 1, per_page: 5, total_items: expectedDsn, total_pages: Math.ceil(expectedDsn / 5) });
    expect(dsn.data).toHaveLength(5);
  });

  it('shows the operator every meeting of their college only, ordered by start time', async () => {
    const body = await list(f.operator, 'per_page=50&page=2');
    expect(body.meta.total_items).toBe(await count('select count(*)::int n from pertemuan where college_id = 1'));
    const ids2 = new Set((await f.q<{ id: number }>('select id from pertemuan where college_id = 2')).map((r) => r.id));
    expect(body.data.some((p) => ids2.has(p.id))).toBe(false);
    const times = body.data.map((p) => Date.parse(p.waktu_mulai));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const other = await list(f.operator2, 'ignore_default_pagination=true');
    expect(other.data.every((p) => ids2.has(p.id))).toBe(true);
  });

  it('filters by repeated id_kelas_kuliah, status, jenis, periode, time window and search', async () => {
    const a = await f.kelasId('TIF201', 'A');
    const b = await f.kelasId('TIF202', 'A');
    const two = await list(f.operator, `id_kelas_kuliah=${a}&id_kelas_kuliah=${b}&ignore_default_pagination=true`);
    expect(two.meta.total_items).toBe(await count('select count(*)::int n from pertemuan where id_kelas_kuliah = any($1)', [[a, b]]));
    expect(new Set(two.data.map((p) => p.kelas_kuliah.id))).toEqual(new Set([a, b]));

    const selesai = await list(f.operator, 'status=selesai&status=berlangsung&ignore_default_pagination=true');
    expect(selesai.meta.total_items).toBe(await count("select count(*)::int n from pertemuan where college_id = 1 and status in ('selesai','berlangsung')"));
    expect(selesai.data.every((p) => p.status !== 'belum_dimulai')).toBe(true);

    const online = await list(f.operator, 'jenis=online&periode=20252&ignore_default_pagination=true');
    expect(online.meta.total_items).toBe(
      await count("select count(*)::int n from pertemuan p join kelas_kuliah kk on kk.id = p.id_kelas_kuliah where p.college_id = 1 and p.jenis = 'online' and kk.periode = 20252"),
    );
    expect(online.data.every((p) => p.jenis === 'online' && p.kelas_kuliah.periode === 20252)).toBe(true);

    const from = '2026-10-01T00:00:00Z';
    const to = '2026-10-31T16:59:59Z';
    const window = await list(f.operator, `waktu_awal=${from}&waktu_akhir=${to}&ignore_default_pagination=true`);
    expect(window.meta.total_items).toBe(await count('select count(*)::int n from pertemuan where college_id = 1 and waktu_mulai between $1 and $2', [from, to]));
    expect(window.meta.total_items).toBeGreaterThan(0);

    const [mk] = await f.q<{ nama: string }>("select nama from mata_kuliah where kode = 'TIF202' and college_id = 1");
    const search = await list(f.operator, `search=${encodeURIComponent(mk!.nama.toUpperCase())}&ignore_default_pagination=true`);
    expect(search.meta.total_items).toBeGreaterThan(0);
    const term = mk!.nama.toLowerCase();
    expect(search.data.every((p) => p.kelas_kuliah.mata_kuliah.nama.toLowerCase().includes(term) || p.judul.toLowerCase().includes(term))).toBe(true);
    expect(search.meta.total_items).toBe(
      await count(
        `select count(*)::int n from pertemuan p join kelas_kuliah kk on kk.id = p.id_kelas_kuliah join mata_kuliah mk on mk.id = kk.id_mata_kuliah
         where p.college_id = 1 and (p.judul ilike $1 or mk.nama ilike $1 or mk.kode ilike $1)`,
        [`%${mk!.nama}%`],
      ),
    );
    // a search term with LIKE wildcards matches literally
    expect((await list(f.operator, 'search=%25')).meta.total_items).toBe(0);
  });

  it('400 naming the field for a bad filter', async () => {
    for (const [query, field] of [['status=mulai', 'status'], ['waktu_awal=kemarin', 'waktu_awal'], ['per_page=0', 'per_page']] as const) {
      const res = await f.t.app.inject({ url: `${URL_LIST}?${query}`, headers: f.operator });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain(field);
    }
  });
});

describe('GET /api/v2/lms/kelas_kuliah/{id}/pertemuan', () => {
  const url = (id: string) => `/api/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/pertemuan`;

  it('401 / 403 / 404 like the class itself', async () => {
    const a = await f.kelasId('TIF201', 'A');
    expect((await f.t.app.inject({ url: url(a), headers: { 'college-id': '1' } })).statusCode).toBe(401);
    for (const h of [f.operatorLaporan, f.mahasiswaLain, f.dosenLain]) expect((await f.t.app.inject({ url: url(a), headers: h })).statusCode).toBe(403);
    const [k2] = await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 2 limit 1');
    const res = await f.t.app.inject({ url: url(k2!.id), headers: f.operator });
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe(PESAN_PERTEMUAN.kelasTidakDitemukan);
  });

  it('lists every meeting of the class by nomor for a participant, a teacher and an operator', async () => {
    const a = await f.kelasId('TIF201', 'A');
    const db = await pertemuanKelas(f, a);
    for (const h of [f.mahasiswa, f.dosen, f.operator]) {
      const res = await f.t.app.inject({ url: url(a), headers: h });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as PertemuanListItem[];
      expect(data.map((p) => p.id)).toEqual(db.map((p) => p.id));
      expect(data.map((p) => p.nomor)).toEqual(db.map((p) => p.nomor));
      expect(res.json().meta.total_items).toBe(db.length);
    }
  });
});

describe('GET /api/v2/lms/sesi_kuliah and /ruangan', () => {
  it('401 without a token, 403 for a student and across colleges', async () => {
    for (const path of ['sesi_kuliah', 'ruangan']) {
      const u = `/api/v2/lms/${path}`;
      expect((await f.t.app.inject({ url: u, headers: { 'college-id': '1' } })).statusCode).toBe(401);
      expect((await f.t.app.inject({ url: u, headers: f.mahasiswa })).statusCode).toBe(403);
      expect((await f.t.app.inject({ url: u, headers: { ...f.dosen, 'college-id': '2' } })).statusCode).toBe(403);
    }
  });

  it("lists the college's sessions in time order, paged, and all of them with ignore_default_pagination", async () => {
    const db = await f.q<{ id: number; jam_mulai: string }>('select id, jam_mulai from sesi_kuliah where college_id = 1 order by jam_mulai, id');
    const all = await f.t.app.inject({ url: '/api/v2/lms/sesi_kuliah?ignore_default_pagination=true', headers: f.dosen });
    expect(all.statusCode).toBe(200);
    const items = all.json().data.map((x: unknown) => sesiKuliahItem.parse(x));
    expect(items.map((s: { id: number }) => s.id)).toEqual(db.map((r) => r.id));
    expect(items[0].jam_mulai).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const page = await f.t.app.inject({ url: '/api/v2/lms/sesi_kuliah?per_page=2&page=2', headers: f.operator });
    expect(page.json().meta).toEqual({ page: 2, per_page: 2, total_items: db.length, total_pages: Math.ceil(db.length / 2) });
    expect(page.json().data.map((s: { id: number }) => s.id)).toEqual(db.slice(2, 4).map((r) => r.id));
  });

  it('searches rooms by name, code or building, within the college', async () => {
    const total = (await f.q<{ n: number }>("select count(*)::int n from ruangan where college_id = 1 and (nama ilike '%gedung a%' or kode ilike '%gedung a%' or gedung ilike '%gedung a%')"))[0]!.n;
    const res = await f.t.app.inject({ url: '/api/v2/lms/ruangan?search=gedung%20a&ignore_default_pagination=true', headers: f.operator });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.map((x: unknown) => ruanganItem.parse(x));
    expect(items.length).toBe(total);
    expect(total).toBeGreaterThan(0);
    const ids2 = new Set((await f.q<{ id: number }>('select id from ruangan where college_id = 2')).map((r) => r.id));
    const mine = await f.t.app.inject({ url: '/api/v2/lms/ruangan?ignore_default_pagination=true', headers: f.operator });
    expect(mine.json().data.some((r: { id: number }) => ids2.has(r.id))).toBe(false);
    expect(mine.json().meta.total_items).toBe((await f.q<{ n: number }>('select count(*)::int n from ruangan where college_id = 1'))[0]!.n);
  });

  it('every schedule room of the demo (not online) is linked to a room record', async () => {
    const unlinked = await f.q<{ ruangan: string }>("select ruangan from kelas_jadwal where id_ruangan is null and ruangan not ilike 'daring%'");
    expect(unlinked).toEqual([]);
  });
});

describe('PUT /api/v2/lms/pertemuan/cek_bentrok', () => {
  const URL_CEK = '/api/v2/lms/pertemuan/cek_bentrok';
  const cek = (headers: Headers, payload: object) => f.t.app.inject({ method: 'PUT', url: URL_CEK, headers, payload });

  /** A meeting with a room, its class, and a class of the same college sharing neither lecturers nor the class. */
  async function setup() {
    const a = await f.kelasId('TIF201', 'A');
    const m = (await pertemuanKelas(f, a)).find((p) => p.id_ruangan !== null)!;
    const [asing] = await f.q<{ id: string }>(
      `select kk.id from kelas_kuliah kk where kk.college_id = 1 and kk.id <> $1 and not exists (
         select 1 from kelas_pengajar x join kelas_pengajar y on y.id_dosen = x.id_dosen where x.id_kelas_kuliah = kk.id and y.id_kelas_kuliah = $1)
       order by kk.id limit 1`,
      [a],
    );
    const [berbagi] = await f.q<{ id: string }>(
      `select distinct kp.id_kelas_kuliah id from kelas_pengajar kp join kelas_pengajar t on t.id_dosen = kp.id_dosen
       where t.id_kelas_kuliah = $1 and kp.id_kelas_kuliah <> $1 order by 1 limit 1`,
      [a],
    );
    return { a, m, asing: asing!.id, berbagi: berbagi!.id };
  }

  it('401 without a token; 403 for a student and across colleges', async () => {
    const { a, m } = await setup();
    const payload = { id_kelas_kuliah: a, waktu_mulai: iso(m.waktu_mulai), waktu_selesai: iso(m.waktu_selesai) };
    expect((await cek({ 'college-id': '1' }, payload)).statusCode).toBe(401);
    expect((await cek(f.mahasiswa, payload)).statusCode).toBe(403);
    expect((await cek({ ...f.dosen, 'college-id': '2' }, payload)).statusCode).toBe(403);
  });

  it('400 naming the field for bad input', async () => {
    const { a, m } = await setup();
    const [room2] = await f.q<{ id: number }>('select id from ruangan where college_id = 2 limit 1');
    const [k2] = await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 2 limit 1');
    const base = { id_kelas_kuliah: a, waktu_mulai: iso(m.waktu_mulai), waktu_selesai: iso(m.waktu_selesai) };
    const cases: [object, string][] = [
      [{ ...base, waktu_selesai: iso(+m.waktu_mulai - HOUR) }, 'waktu_selesai'],
      [{ ...base, waktu_selesai: iso(+m.waktu_mulai + 25 * HOUR) }, 'waktu_selesai'],
      [{ ...base, waktu_mulai: 'besok' }, 'waktu_mulai'],
      [{ ...base, id_kelas_kuliah: k2!.id }, 'id_kelas_kuliah'],
      [{ ...base, id_ruangan: room2!.id }, 'id_ruangan'],
      [{ ...base, id_pertemuan: 'satu' }, 'id_pertemuan'],
      [{ waktu_mulai: base.waktu_mulai, waktu_selesai: base.waktu_selesai }, 'id_kelas_kuliah'],
    ];
    for (const [payload, field] of cases) {
      const res = await cek(f.dosen, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status.message).toContain(field);
    }
  });

  it('finds a clash of the same room with a class sharing no lecturer', async () => {
    const { m, asing } = await setup();
    const res = await cek(f.operator, { id_kelas_kuliah: asing, id_ruangan: m.id_ruangan, waktu_mulai: iso(+m.waktu_mulai + 30 * 60_000), waktu_selesai: iso(+m.waktu_selesai + HOUR) });
    expect(res.statusCode, res.body).toBe(200);
    const r = cekBentrokResult.parse(res.json().data);
    expect(r.bentrok).toBe(true);
    const hit = r.daftar.find((d) => d.id_pertemuan === m.id);
    expect(hit).toMatchObject({ jenis: 'ruangan', nomor: m.nomor, kelas_kuliah: { id: m.id_kelas_kuliah }, waktu_mulai: iso(m.waktu_mulai) });
    const [room] = await f.q<{ nama: string }>('select nama from ruangan where id = $1', [m.id_ruangan]);
    expect(hit!.pesan).toContain(room!.nama);
    expect(r.daftar.every((d) => d.jenis === 'ruangan')).toBe(true);
    // without the room there is nothing to clash with
    const free = cekBentrokResult.parse((await cek(f.operator, { id_kelas_kuliah: asing, waktu_mulai: iso(m.waktu_mulai), waktu_selesai: iso(m.waktu_selesai) })).json().data);
    expect(free.daftar.some((d) => d.id_pertemuan === m.id)).toBe(false);
  });

  it('finds a clash of a shared lecturer, naming the lecturer', async () => {
    const { m, berbagi } = await setup();
    const r = cekBentrokResult.parse((await cek(f.dosen, { id_kelas_kuliah: berbagi, waktu_mulai: iso(m.waktu_mulai), waktu_selesai: iso(m.waktu_selesai) })).json().data);
    const hit = r.daftar.find((d) => d.id_pertemuan === m.id && d.jenis === 'dosen');
    expect(hit).toBeTruthy();
    const shared = await f.q<{ nama: string }>(
      `select u.nama from kelas_pengajar a join kelas_pengajar b on b.id_dosen = a.id_dosen join dosen d on d.id = a.id_dosen join users u on u.id = d.user_id
       where a.id_kelas_kuliah = $1 and b.id_kelas_kuliah = $2`,
      [m.id_kelas_kuliah, berbagi],
    );
    for (const s of shared) expect(hit!.pesan).toContain(s.nama);
  });

  it('finds a clash with another meeting of the same class, excluding the meeting being checked', async () => {
    const { a, m } = await setup();
    const window = { waktu_mulai: iso(+m.waktu_mulai - HOUR), waktu_selesai: iso(+m.waktu_mulai + HOUR) };
    const withSelf = cekBentrokResult.parse((await cek(f.dosen, { id_kelas_kuliah: a, ...window })).json().data);
    expect(withSelf.daftar).toContainEqual(expect.objectContaining({ jenis: 'kelas', id_pertemuan: m.id }));
    const excluded = cekBentrokResult.parse((await cek(f.dosen, { id_kelas_kuliah: a, id_pertemuan: m.id, id_ruangan: m.id_ruangan, ...window })).json().data);
    expect(excluded.daftar.some((d) => d.id_pertemuan === m.id)).toBe(false);
  });

  it('touching times do not clash, and an empty hour answers bentrok false', async () => {
    const { a, m } = await setup();
    const touching = cekBentrokResult.parse(
      (await cek(f.dosen, { id_kelas_kuliah: a, id_ruangan: m.id_ruangan, waktu_mulai: iso(m.waktu_selesai), waktu_selesai: iso(+m.waktu_selesai + 30 * 60_000) })).json().data,
    );
    expect(touching.daftar.some((d) => d.id_pertemuan === m.id)).toBe(false);
    // 02:00-03:00 WIB: nobody teaches at night
    const night = new Date(m.waktu_mulai);
    night.setUTCHours(19, 0, 0, 0);
    const r = cekBentrokResult.parse((await cek(f.operator, { id_kelas_kuliah: a, id_ruangan: m.id_ruangan, waktu_mulai: iso(night), waktu_selesai: iso(+night + HOUR) })).json().data);
    expect(r).toEqual({ bentrok: false, daftar: [] });
  });

  it('never reports meetings of another college', async () => {
    const { m } = await setup();
    const [k2] = await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 2 limit 1');
    const r = cekBentrokResult.parse(
      (await cek(f.operator2, { id_kelas_kuliah: k2!.id, waktu_mulai: iso(+m.waktu_mulai - 12 * HOUR), waktu_selesai: iso(+m.waktu_mulai + 11 * HOUR) })).json().data,
    );
    const ids1 = new Set((await f.q<{ id: number }>('select id from pertemuan where college_id = 1')).map((x) => x.id));
    expect(r.daftar.some((d) => d.id_pertemuan !== null && ids1.has(d.id_pertemuan))).toBe(false);
  });
});

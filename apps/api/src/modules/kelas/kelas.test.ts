import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUMLAH_PERTEMUAN_DEFAULT, kelasListItem, type KelasListItem } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';

let t: TestContext;
type Headers = Record<string, string>;
let operator: Headers;
let operatorLaporan: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, operatorLaporan, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
});
afterAll(async () => t?.close());

const URL_KELAS = '/api/v2/lms/kelas_kuliah';

async function list(headers: Headers, query = '') {
  const res = await t.app.inject({ url: `${URL_KELAS}${query ? `?${query}` : ''}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: KelasListItem[]; meta: { page: number; per_page: number; total_items: number; total_pages: number } };
  return body;
}
/** Every class the caller may see, in list order. */
async function all(headers: Headers, query = '') {
  return (await list(headers, `ignore_default_pagination=true${query ? `&${query}` : ''}`)).data;
}
async function ids(sql: string, params: unknown[] = []) {
  const { rows } = await t.database.query<{ id: string }>(sql, params);
  return rows.map((r) => r.id).sort();
}
const sorted = (items: { id: string }[]) => items.map((i) => i.id).sort();

describe('GET /api/v2/lms/kelas_kuliah — access', () => {
  it('refuses a caller without a token (401)', async () => {
    const res = await t.app.inject({ url: URL_KELAS, headers: { 'college-id': '1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().status.message).toBeTruthy();
  });

  it('refuses an operator without read on kelas_kuliah (403)', async () => {
    const res = await t.app.inject({ url: URL_KELAS, headers: operatorLaporan });
    expect(res.statusCode).toBe(403);
    expect(res.json().status.code).toBe('forbidden');
  });

  it("refuses a college-1 token sent with another college's header (403)", async () => {
    const res = await t.app.inject({ url: URL_KELAS, headers: { ...operator, 'college-id': '2' } });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['periode=abc', 'periode'],
    ['periode=20265', 'periode'],
    ['mode_kuliah=hybrid', 'mode_kuliah'],
    ['status=dibatalkan', 'status'],
    ['id_prodi=x', 'id_prodi'],
    ['id_dosen=1&id_dosen=-2', 'id_dosen'],
    ['per_page=0', 'per_page'],
    ['page=abc', 'page'],
  ])('rejects bad input %s with 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `${URL_KELAS}?${query}`, headers: operator });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('Data tidak valid');
    expect(res.json().status.message).toContain(field);
  });
});

describe('GET /api/v2/lms/kelas_kuliah — scope', () => {
  it('gives an operator every class of the college, in the contract shape and order', async () => {
    const items = await all(operator);
    expect(sorted(items)).toEqual(await ids('select id from kelas_kuliah where college_id = 1'));
    for (const item of items) {
      expect(() => kelasListItem.parse(item)).not.toThrow();
      // id = {periode}_{id_prodi}_{id_mata_kuliah}_{id_label_kelas}_{id_jenis_kelas}
      const parts = item.id.split('_').map(Number);
      expect(parts).toHaveLength(5);
      expect(parts[0]).toBe(item.periode);
      expect(parts[2]).toBe(item.mata_kuliah.id);
      expect(parts[3]).toBe(item.kelas.id_kelas);
      expect(parts[4]).toBe(item.kelas.jenis_kelas);
      expect(item.jumlah_pertemuan).toBeGreaterThan(0);
      for (const j of item.jadwal) {
        expect(j.hari).toBeGreaterThanOrEqual(0);
        expect(j.hari).toBeLessThanOrEqual(6);
        expect(j.jam_mulai).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      }
    }
    // periode desc, then course name, then class label
    const key = (i: KelasListItem) => [-i.periode, i.mata_kuliah.nama, i.kelas.nama] as const;
    for (let n = 1; n < items.length; n++) {
      const [a, b] = [key(items[n - 1]!), key(items[n]!)];
      const cmp = a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || (a[2] <= b[2] ? -1 : 1);
      expect(cmp).toBeLessThanOrEqual(0);
    }
  });

  it('gives a student exactly the classes of their kelas_peserta rows', async () => {
    const expected = await ids(
      `select kp.id_kelas_kuliah as id from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa
       join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1`,
    );
    const items = await all(mahasiswa);
    expect(sorted(items)).toEqual(expected);
    expect(items.filter((i) => i.periode === 20261).length).toBeGreaterThanOrEqual(5);
    const everything = await all(operator);
    expect(everything.length).toBeGreaterThan(items.length);
  });

  it('gives a lecturer exactly the classes they teach', async () => {
    const expected = await ids(
      `select kp.id_kelas_kuliah as id from kelas_pengajar kp join dosen d on d.id = kp.id_dosen
       join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1`,
    );
    const items = await all(dosen);
    expect(sorted(items)).toEqual(expected);
    expect(items.filter((i) => i.periode === 20261).length).toBeGreaterThanOrEqual(5);
    for (const item of items) expect(item.pengajar.some((p) => p.nama_pengajar === 'Budi Santoso')).toBe(true);
  });

  it('keeps the colleges apart', async () => {
    const c2 = await all(operator2);
    expect(sorted(c2)).toEqual(await ids('select id from kelas_kuliah where college_id = 2'));
    const c1 = new Set(sorted(await all(operator)));
    expect(c2.some((i) => c1.has(i.id))).toBe(false);
    expect(c2.length).toBeGreaterThan(0);
  });

  it('reports teachers by urutan, class programmes, schedule and participant count from the tables', async () => {
    const items = await all(operator);
    const multi = items.find((i) => i.pengajar.length >= 2)!;
    const { rows: teachers } = await t.database.query<{ id_dosen: number; jabatan: string }>(
      'select id_dosen, jabatan from kelas_pengajar where id_kelas_kuliah = $1 order by urutan',
      [multi.id],
    );
    expect(multi.pengajar.map((p) => [p.id_dosen, p.jabatan])).toEqual(teachers.map((r) => [r.id_dosen, r.jabatan]));
    for (const item of items) {
      const { rows } = await t.database.query<{ n: number; prodi: number; jadwal: number; pertemuan: number }>(
        `select (select count(*)::int from kelas_peserta where id_kelas_kuliah = $1) as n,
                (select count(*)::int from kelas_prodi where id_kelas_kuliah = $1) as prodi,
                (select count(*)::int from kelas_jadwal where id_kelas_kuliah = $1) as jadwal,
                (select count(*)::int from pertemuan where id_kelas_kuliah = $1) as pertemuan`,
        [item.id],
      );
      expect(item.jumlah_peserta).toBe(rows[0]!.n);
      // Meetings counted from the pertemuan rows; the shared default only for a class without any.
      expect(item.jumlah_pertemuan).toBe(rows[0]!.pertemuan || JUMLAH_PERTEMUAN_DEFAULT);
      expect(item.prodi_kelas).toHaveLength(rows[0]!.prodi);
      expect(item.jadwal).toHaveLength(rows[0]!.jadwal);
    }
  });
});

describe('GET /api/v2/lms/kelas_kuliah — pagination', () => {
  it('pages with meta and the pages together make the whole list', async () => {
    const everything = await all(operator);
    const perPage = 7;
    const first = await list(operator, `per_page=${perPage}`);
    expect(first.meta).toEqual({
      page: 1,
      per_page: perPage,
      total_items: everything.length,
      total_pages: Math.ceil(everything.length / perPage),
    });
    const pages: KelasListItem[] = [];
    for (let page = 1; page <= first.meta.total_pages; page++) {
      const body = await list(operator, `per_page=${perPage}&page=${page}`);
      expect(body.meta.page).toBe(page);
      expect(body.data.length).toBeLessThanOrEqual(perPage);
      pages.push(...body.data);
    }
    expect(pages.map((i) => i.id)).toEqual(everything.map((i) => i.id));
  });

  it('uses 10 per page by default and keeps the total on a page past the end', async () => {
    const everything = await all(operator);
    const def = await list(operator);
    expect(def.meta.per_page).toBe(10);
    expect(def.data).toHaveLength(Math.min(10, everything.length));
    const past = await list(operator, 'page=99');
    expect(past.data).toEqual([]);
    expect(past.meta.total_items).toBe(everything.length);
  });
});

describe('GET /api/v2/lms/kelas_kuliah — filters', () => {
  it('filters by periode, one or repeated', async () => {
    const items = await all(operator, 'periode=20252');
    expect(sorted(items)).toEqual(await ids('select id from kelas_kuliah where college_id = 1 and periode = 20252'));
    expect(items.length).toBeGreaterThan(0);
    const both = await all(operator, 'periode=20252&periode=20261');
    expect(both.length).toBe((await all(operator)).length);
  });

  it('filters by course, class label and class type', async () => {
    const everything = await all(operator);
    const sample = everything.find((i) => i.periode === 20261)!;
    const byMk = await all(operator, `id_mata_kuliah=${sample.mata_kuliah.id}`);
    expect(sorted(byMk)).toEqual(sorted(everything.filter((i) => i.mata_kuliah.id === sample.mata_kuliah.id)));
    const byLabel = await all(operator, `id_kelas=${sample.kelas.id_kelas}`);
    expect(sorted(byLabel)).toEqual(sorted(everything.filter((i) => i.kelas.id_kelas === sample.kelas.id_kelas)));
    const jenisIds = [...new Set(everything.map((i) => i.kelas.jenis_kelas))];
    expect(jenisIds.length).toBeGreaterThan(1);
    const byJenis = await all(operator, `id_jenis_kelas=${jenisIds[1]}`);
    expect(byJenis.length).toBeGreaterThan(0);
    expect(sorted(byJenis)).toEqual(sorted(everything.filter((i) => i.kelas.jenis_kelas === jenisIds[1])));
  });

  it('filters by programme: course programme, class programme, or either', async () => {
    const { rows } = await t.database.query<{ id: number }>(
      `select p.id from prodi p where p.college_id = 1 and exists (
         select 1 from kelas_prodi kp join kelas_kuliah k on k.id = kp.id_kelas_kuliah
         join mata_kuliah m on m.id = k.id_mata_kuliah where kp.id_prodi = p.id and m.id_prodi <> p.id)`,
    );
    // A programme that is the class programme of some other programme's course shows the three filters differ.
    const idProdi = rows[0]!.id;
    const byMk = await all(operator, `id_prodi_mata_kuliah=${idProdi}`);
    expect(sorted(byMk)).toEqual(
      await ids('select k.id from kelas_kuliah k join mata_kuliah m on m.id = k.id_mata_kuliah where k.college_id = 1 and m.id_prodi = $1', [idProdi]),
    );
    const byKelas = await all(operator, `id_prodi_kelas=${idProdi}`);
    expect(sorted(byKelas)).toEqual(await ids('select id_kelas_kuliah as id from kelas_prodi where id_prodi = $1', [idProdi]));
    const either = await all(operator, `id_prodi=${idProdi}`);
    expect(sorted(either)).toEqual([...new Set([...sorted(byMk), ...sorted(byKelas)])].sort());
    expect(either.length).toBeGreaterThan(byMk.length);
  });

  it('filters by mode and status, repeated keys OR-ed', async () => {
    const everything = await all(operator);
    const online = await all(operator, 'mode_kuliah=online');
    expect(online.length).toBeGreaterThan(0);
    expect(sorted(online)).toEqual(sorted(everything.filter((i) => i.mode_kuliah === 'online')));
    const st = await all(operator, 'status=akan_dimulai&status=selesai');
    expect(st.length).toBeGreaterThan(0);
    expect(sorted(st)).toEqual(sorted(everything.filter((i) => i.status === 'akan_dimulai' || i.status === 'selesai')));
  });

  it('filters by lecturer id', async () => {
    const everything = await all(operator);
    const idDosen = everything[0]!.pengajar[0]!.id_dosen;
    const items = await all(operator, `id_dosen=${idDosen}`);
    expect(sorted(items)).toEqual(sorted(everything.filter((i) => i.pengajar.some((p) => p.id_dosen === idDosen))));
  });

  it('searches course name and code, "course label" and lecturer name, case-insensitively', async () => {
    const everything = await all(operator);
    const byName = await all(operator, 'search=basis%20data');
    expect(byName.length).toBeGreaterThan(0);
    expect(sorted(byName)).toEqual(sorted(everything.filter((i) => i.mata_kuliah.nama.toLowerCase().includes('basis data'))));
    const sample = everything[0]!;
    const byKode = await all(operator, `search=${encodeURIComponent(sample.mata_kuliah.kode.toLowerCase())}`);
    expect(byKode.map((i) => i.id)).toContain(sample.id);
    const byCourseLabel = await all(operator, `search=${encodeURIComponent(`${sample.mata_kuliah.nama} ${sample.kelas.nama}`)}`);
    expect(byCourseLabel.map((i) => i.id)).toContain(sample.id);
    expect(byCourseLabel.every((i) => i.mata_kuliah.nama === sample.mata_kuliah.nama)).toBe(true);
    const byLecturer = await all(operator, 'search=BUDI%20SANTOSO');
    expect(sorted(byLecturer)).toEqual(sorted(await all(dosen)));
    const literal = await all(operator, `search=${encodeURIComponent('100%')}`);
    expect(literal).toEqual([]);
  });

  it('applies filters inside the caller scope only', async () => {
    const mine = await all(mahasiswa, 'periode=20261');
    const expected = (await all(mahasiswa)).filter((i) => i.periode === 20261);
    expect(sorted(mine)).toEqual(sorted(expected));
    // Another lecturer's id does not widen a student's or lecturer's list.
    const everything = await all(operator);
    const other = everything.flatMap((i) => i.pengajar).find((p) => p.nama_pengajar !== 'Budi Santoso')!;
    const viaDosen = await all(dosen, `id_dosen=${other.id_dosen}`);
    const budi = new Set(sorted(await all(dosen)));
    expect(viaDosen.every((i) => budi.has(i.id))).toBe(true);
  });
});

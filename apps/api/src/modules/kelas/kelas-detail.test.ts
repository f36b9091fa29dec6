import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JUMLAH_PERTEMUAN_DEFAULT,
  kelasDetail,
  nimNamaItem,
  pengajarKelasItem,
  pesertaKelasItem,
  silabusKelas,
  type KelasDetail,
  type PesertaKelasItem,
} from '@lms/shared';
import { createTestApp, demoHeaders, loginHeaders, type TestContext } from '../../../test/helpers';

let t: TestContext;
type Headers = Record<string, string>;
let operator: Headers;
let operatorLaporan: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;
/** Taught by `dosen` (as dosen_koordinator) and attended by `mahasiswa`. */
let kelasA: string;
/** A college-1 class neither demo account belongs to. */
let kelasLain: string;
/** A college-2 class. */
let kelas2: string;

const q = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params)).rows;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const URL = (id: string, rest = '') => `/api/v2/lms/kelas_kuliah/${encodeURIComponent(id)}${rest}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, operatorLaporan, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
  const [a] = await q<{ id: string }>(
    `select kp.id_kelas_kuliah as id from kelas_pengajar kp
       join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
      where u.username = 'dosen' and u.college_id = 1 and kp.jabatan = 'dosen_koordinator'
        and exists (select 1 from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa join users mu on mu.id = m.user_id
                     where ps.id_kelas_kuliah = kp.id_kelas_kuliah and mu.username = 'mahasiswa' and mu.college_id = 1)
        and exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = kp.id_kelas_kuliah and ps.jabatan = 'ketua_kelas')
      order by kp.id_kelas_kuliah limit 1`,
  );
  kelasA = a!.id;
  const [l] = await q<{ id: string }>(
    `select k.id from kelas_kuliah k where k.college_id = 1
        and not exists (select 1 from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
                         where kp.id_kelas_kuliah = k.id and u.username = 'dosen')
        and not exists (select 1 from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa join users u on u.id = m.user_id
                         where ps.id_kelas_kuliah = k.id and u.username = 'mahasiswa')
        and exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = k.id)
      order by k.id limit 1`,
  );
  kelasLain = l!.id;
  kelas2 = (await q<{ id: string }>('select id from kelas_kuliah where college_id = 2 order by id limit 1'))[0]!.id;
});
afterAll(async () => t?.close());

/** The access matrix every read endpoint shares. */
describe.each([
  ['detail', ''],
  ['peserta', '/peserta'],
  ['pengajar', '/pengajar'],
  ['nim_nama', '/peserta/nim_nama'],
  ['silabus', '/silabus'],
])('GET kelas_kuliah/{id}%s — access', (_name, rest) => {
  it('refuses a caller without a token (401)', async () => {
    const res = await get(URL(kelasA, rest), { 'college-id': '1' });
    expect(res.statusCode).toBe(401);
  });
  it('refuses an operator without read on kelas_kuliah (403)', async () => {
    const res = await get(URL(kelasA, rest), operatorLaporan);
    expect(res.statusCode).toBe(403);
    expect(res.json().status.code).toBe('forbidden');
  });
  it("refuses a college-1 token with college 2's header (403)", async () => {
    const res = await get(URL(kelas2, rest), { ...operator, 'college-id': '2' });
    expect(res.statusCode).toBe(403);
  });
  it("answers 404 for another college's class", async () => {
    const res = await get(URL(kelas2, rest), operator);
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe('Kelas kuliah tidak ditemukan');
    expect(res.body).not.toContain(kelas2.replace(/_/g, ''));
  });
  it('refuses a lecturer who does not teach the class and a student who does not attend it (403)', async () => {
    expect((await get(URL(kelasLain, rest), dosen)).statusCode).toBe(403);
    expect((await get(URL(kelasLain, rest), mahasiswa)).statusCode).toBe(403);
  });
  it('serves the operator, a teacher and a participant', async () => {
    for (const h of [operator, dosen, mahasiswa]) expect((await get(URL(kelasA, rest), h)).statusCode).toBe(200);
    expect((await get(URL(kelas2, rest), operator2)).statusCode).toBe(200);
  });
});

async function detail(headers: Headers, id = kelasA) {
  const res = await get(URL(id), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as KelasDetail;
}

describe('GET /api/v2/lms/kelas_kuliah/{id}', () => {
  it('returns the list fields plus syllabus, course team, meeting count and class leader from the tables', async () => {
    const d = await detail(operator);
    expect(() => kelasDetail.parse(d)).not.toThrow();
    const list = (await get('/api/v2/lms/kelas_kuliah?ignore_default_pagination=true', operator)).json().data as KelasDetail[];
    const item = list.find((i) => i.id === kelasA)!;
    // Every list field is identical in the detail.
    const { mata_kuliah, ketua_kelas: _k, akses: _a, ...rest } = d;
    const { mata_kuliah: mkList, ...restList } = item;
    expect(rest).toEqual(restList);
    expect(mata_kuliah).toMatchObject(mkList);

    const [row] = await q<{ teks: string; files: unknown; koor: number | null; rps: number | null; n: number }>(
      `select k.silabus_teks as teks, k.silabus_files as files, m.id_dosen_koordinator as koor, m.id_dosen_pengembang_rps as rps,
              (select count(*)::int from pertemuan p where p.id_kelas_kuliah = k.id) as n
         from kelas_kuliah k join mata_kuliah m on m.id = k.id_mata_kuliah where k.id = $1`,
      [kelasA],
    );
    expect(d.mata_kuliah.pendahuluan.silabus).toEqual({ teks: row!.teks, files: row!.files });
    expect(d.mata_kuliah.id_dosen_koordinator).toBe(row!.koor);
    expect(d.mata_kuliah.id_dosen_pengembang_rps).toBe(row!.rps);
    expect(row!.n).toBeGreaterThan(0);
    expect(d.jumlah_pertemuan).toBe(row!.n);
    const ketua = await q<{ nim: string; nama: string }>(
      `select m.nim, u.nama from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa join users u on u.id = m.user_id
        where ps.id_kelas_kuliah = $1 and ps.jabatan = 'ketua_kelas'`,
      [kelasA],
    );
    expect(ketua).toHaveLength(1);
    expect(d.ketua_kelas).toEqual(ketua[0]);
  });

  it('tells each caller what they may change (akses)', async () => {
    const op = await detail(operator);
    expect(op.akses).toEqual({ ubah_kelas: true, ubah_ketua: true, ubah_jabatan: true, ubah_silabus: true, lihat_silabus: true, ubah_rps: false });
    const mhs = await detail(mahasiswa);
    expect(mhs.akses).toEqual({ ubah_kelas: false, ubah_ketua: false, ubah_jabatan: false, ubah_silabus: false, lihat_silabus: true, ubah_rps: false });
    const dsn = await detail(dosen);
    const [me] = await q<{ id: number }>(`select d.id from dosen d join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1`);
    const rps = me!.id === dsn.mata_kuliah.id_dosen_koordinator || me!.id === dsn.mata_kuliah.id_dosen_pengembang_rps;
    // `dosen` is this class's dosen_koordinator: may edit the class and its syllabus, not the positions.
    expect(dsn.akses).toEqual({ ubah_kelas: true, ubah_ketua: true, ubah_jabatan: false, ubah_silabus: true, lihat_silabus: true, ubah_rps: rps });
  });

  it("gives ubah_rps exactly to the course's coordinator and RPS developer", async () => {
    const [c] = await q<{ id: string; koor: number; rps: number }>(
      `select k.id, m.id_dosen_koordinator as koor, m.id_dosen_pengembang_rps as rps
         from kelas_kuliah k join mata_kuliah m on m.id = k.id_mata_kuliah
        where k.college_id = 1 and m.id_dosen_koordinator <> m.id_dosen_pengembang_rps and k.id not in ($1, $2)
        order by k.id limit 1`,
      [kelasA, kelasLain],
    );
    const [other] = await q<{ id: number }>('select id from dosen where college_id = 1 and id not in ($1, $2) order by id limit 1', [c!.koor, c!.rps]);
    // All three teach the class (only teachers open the class page); only the course team may change the RPS.
    for (const idDosen of [c!.koor, c!.rps, other!.id]) {
      await q('insert into kelas_pengajar (id_kelas_kuliah, id_dosen, jabatan, urutan) values ($1, $2, $3, 9) on conflict do nothing', [
        c!.id,
        idDosen,
        'asisten',
      ]);
    }
    for (const [idDosen, expected] of [
      [c!.koor, true],
      [c!.rps, true],
      [other!.id, false],
    ] as const) {
      const [u] = await q<{ username: string }>('select u.username from dosen d join users u on u.id = d.user_id where d.id = $1', [idDosen]);
      expect((await detail(await loginHeaders(t.app, u!.username, 'dosen123'), c!.id)).akses.ubah_rps).toBe(expected);
    }
  });

  it('reports a class without a leader as ketua_kelas null', async () => {
    await q(`update kelas_peserta set jabatan = 'peserta' where id_kelas_kuliah = $1`, [kelasLain]);
    expect((await detail(operator, kelasLain)).ketua_kelas).toBeNull();
  });
});

describe('jumlah_pertemuan counts pertemuan rows (list and detail)', () => {
  it('follows the rows and falls back to the default only for a class without meetings', async () => {
    const ids = (
      await q<{ id: string }>(
        `select k.id from kelas_kuliah k where k.college_id = 1 and k.id <> $1
            and (select count(*) from pertemuan p where p.id_kelas_kuliah = k.id) > 3 order by k.id limit 2`,
        [kelasA],
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(2);
    const [fewer, none] = ids as [string, string];
    await q('delete from pertemuan where id_kelas_kuliah = $1 and nomor > 3', [fewer]);
    await q('delete from pertemuan where id_kelas_kuliah = $1', [none]);
    const list = (await get('/api/v2/lms/kelas_kuliah?ignore_default_pagination=true', operator)).json().data as KelasDetail[];
    expect(list.find((i) => i.id === fewer)!.jumlah_pertemuan).toBe(3);
    expect(list.find((i) => i.id === none)!.jumlah_pertemuan).toBe(JUMLAH_PERTEMUAN_DEFAULT);
    expect((await detail(operator, fewer)).jumlah_pertemuan).toBe(3);
    expect((await detail(operator, none)).jumlah_pertemuan).toBe(JUMLAH_PERTEMUAN_DEFAULT);
    const sil = (await get(URL(fewer, '/silabus'), operator)).json().data;
    expect(sil.jumlah_pertemuan).toBe(3);
  });
});

type PesertaDb = { nim: string; nama: string; jabatan: string; angkatan: number; prodi_nama: string | null; prodi_jenjang: string | null; avatar_url: string | null };
const pesertaDb = (id: string) =>
  q<PesertaDb>(
    `select m.nim, u.nama, ps.jabatan, m.angkatan, p.nama as prodi_nama, p.jenjang as prodi_jenjang, u.avatar_url
       from kelas_peserta ps join mahasiswa m on m.id = ps.id_mahasiswa join users u on u.id = m.user_id
       left join prodi p on p.id = m.id_prodi where ps.id_kelas_kuliah = $1`,
    [id],
  );

describe('GET /api/v2/lms/kelas_kuliah/{id}/peserta', () => {
  async function page(headers: Headers, query: string) {
    const res = await get(URL(kelasA, `/peserta?${query}`), headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: PesertaKelasItem[]; meta: { page: number; per_page: number; total_items: number; total_pages: number } };
  }

  it('lists every participant: the class leader first, then by name, with the participant fields', async () => {
    const rows = await pesertaDb(kelasA);
    const all = (await page(mahasiswa, 'ignore_default_pagination=true')).data;
    expect(all).toHaveLength(rows.length);
    for (const p of all) expect(() => pesertaKelasItem.parse(p)).not.toThrow();
    expect(all[0]!.jabatan).toBe('ketua_kelas');
    expect(all.filter((p) => p.jabatan === 'ketua_kelas')).toHaveLength(1);
    const names = all.slice(1).map((p) => p.nama);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNim = new Map(rows.map((r) => [r.nim, r]));
    for (const p of all) {
      const r = byNim.get(p.nim)!;
      expect(p).toEqual({
        nim: r.nim,
        nama: r.nama,
        prodi: r.prodi_nama === null ? null : { jenjang: r.prodi_jenjang, nama: r.prodi_nama },
        angkatan: r.angkatan,
        jabatan: r.jabatan,
        avatar_url: r.avatar_url,
      });
    }
  });

  it('pages with meta (10 by default) and the pages make the whole list', async () => {
    const all = (await page(operator, 'ignore_default_pagination=true')).data;
    const first = await page(operator, '');
    expect(first.meta).toEqual({ page: 1, per_page: 10, total_items: all.length, total_pages: Math.ceil(all.length / 10) });
    const seen: PesertaKelasItem[] = [];
    for (let p = 1; p <= Math.ceil(all.length / 7); p++) seen.push(...(await page(operator, `per_page=7&page=${p}`)).data);
    expect(seen).toEqual(all);
    const past = await page(operator, 'page=99');
    expect(past.data).toEqual([]);
    expect(past.meta.total_items).toBe(all.length);
  });

  it('searches nim or name, case-insensitively', async () => {
    const all = (await page(operator, 'ignore_default_pagination=true')).data;
    const sample = all[all.length - 1]!;
    const byNim = (await page(operator, `ignore_default_pagination=true&search=${sample.nim.slice(-4)}`)).data;
    expect(byNim.map((p) => p.nim).sort()).toEqual(all.filter((p) => p.nim.includes(sample.nim.slice(-4)) || p.nama.toLowerCase().includes(sample.nim.slice(-4))).map((p) => p.nim).sort());
    const word = sample.nama.split(' ')[0]!.toUpperCase();
    const byName = (await page(operator, `ignore_default_pagination=true&search=${encodeURIComponent(word)}`)).data;
    expect(byName.map((p) => p.nim)).toContain(sample.nim);
    expect(byName.map((p) => p.nim).sort()).toEqual(
      all.filter((p) => p.nama.toLowerCase().includes(word.toLowerCase()) || p.nim.toLowerCase().includes(word.toLowerCase())).map((p) => p.nim).sort(),
    );
    expect((await page(operator, 'search=%25%25%25')).data).toEqual([]);
  });

  it('rejects bad paging with 400 naming the field', async () => {
    for (const [qs, field] of [
      ['per_page=0', 'per_page'],
      ['page=x', 'page'],
    ]) {
      const res = await get(URL(kelasA, `/peserta?${qs}`), operator);
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain(field);
    }
  });
});

describe('GET /api/v2/lms/kelas_kuliah/{id}/pengajar and /peserta/nim_nama', () => {
  it('lists the teachers by urutan with the Teacher fields', async () => {
    const rows = await q<{ id_dosen: number; id_user: number; nidn: string; jabatan: string; nama: string; prodi: string | null }>(
      `select kp.id_dosen, d.user_id as id_user, d.nidn, kp.jabatan, u.nama, p.nama as prodi
         from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
         left join prodi p on p.id = d.id_prodi where kp.id_kelas_kuliah = $1 order by kp.urutan, kp.id_dosen`,
      [kelasA],
    );
    const res = await get(URL(kelasA, '/pengajar'), mahasiswa);
    const data = res.json().data as { id_dosen: number; id_user: number; nidn: string; jabatan: string; nama_pengajar: string; prodi: { nama: string } | null }[];
    for (const p of data) expect(() => pengajarKelasItem.parse(p)).not.toThrow();
    expect(data.map((p) => [p.id_dosen, p.id_user, p.nidn, p.jabatan, p.nama_pengajar, p.prodi?.nama ?? null])).toEqual(
      rows.map((r) => [r.id_dosen, r.id_user, r.nidn, r.jabatan, r.nama, r.prodi]),
    );
    expect(data.length).toBeGreaterThan(0);
  });

  it("gives every participant's nim and name", async () => {
    const rows = await pesertaDb(kelasA);
    const res = await get(URL(kelasA, '/peserta/nim_nama'), dosen);
    const data = res.json().data as { nim: string; nama: string }[];
    for (const p of data) expect(() => nimNamaItem.parse(p)).not.toThrow();
    expect(Object.keys(data[0]!).sort()).toEqual(['nama', 'nim']);
    expect(data.map((p) => `${p.nim}|${p.nama}`).sort()).toEqual(rows.map((r) => `${r.nim}|${r.nama}`).sort());
  });
});

describe('GET /api/v2/lms/kelas_kuliah/{id}/silabus', () => {
  it('returns the syllabus data of the class', async () => {
    const res = await get(URL(kelasA, '/silabus'), mahasiswa);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(() => silabusKelas.parse(s)).not.toThrow();
    const d = await detail(operator);
    expect(s).toEqual({
      id: kelasA,
      periode: d.periode,
      mata_kuliah: { id: d.mata_kuliah.id, kode: d.mata_kuliah.kode, nama: d.mata_kuliah.nama, sks: d.mata_kuliah.sks },
      kelas: { nama_kelas: d.kelas.nama, jenis_kelas: d.kelas.jenis.nama },
      jumlah_pertemuan: d.jumlah_pertemuan,
      prodi_kelas: d.prodi_kelas,
      pengajar: d.pengajar.map((p) => ({
        id_dosen: p.id_dosen,
        gelar_depan: p.gelar_depan,
        nama_pengajar: p.nama_pengajar,
        gelar_akademik: p.gelar_akademik,
        jabatan: p.jabatan,
      })),
      silabus: d.mata_kuliah.pendahuluan.silabus,
    });
  });
});

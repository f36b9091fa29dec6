import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KelasDetail, KelasListItem } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../test/helpers';
import { createReadCache, kolomVersi, versiOf, versiOfAll, type RuangCache } from './read-cache';

/**
 * The read cache is only as right as its data version: every write to a table the class answers are built from
 * must raise its college's version in the writing transaction (migration 0027), whoever writes. These tests write
 * with plain SQL, as an import or a console session would, and check the version and the API's answers.
 */
let t: TestContext;
type Headers = Record<string, string>;
let operator: Headers;
let mahasiswa: Headers;
let kelasId: string;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await t.database.query<T>(text, params)).rows;
const versi = (college: number) => versiOf(t.app.deps.db, college, 'kelas');

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, mahasiswa } = await demoHeaders(t.app));
  // A class of the demo student in the current period, with a teacher and a meeting.
  const [row] = await q<{ id: string }>(
    `select k.id from kelas_kuliah k
       join kelas_peserta ps on ps.id_kelas_kuliah = k.id
       join mahasiswa m on m.id = ps.id_mahasiswa join users u on u.id = m.user_id
     where u.username = 'mahasiswa' and exists (select 1 from kelas_pengajar kp where kp.id_kelas_kuliah = k.id)
       and exists (select 1 from pertemuan p where p.id_kelas_kuliah = k.id)
       and k.periode = (select kode from periode where college_id = k.college_id and is_current)
     order by k.id limit 1`,
  );
  kelasId = row!.id;
});
afterAll(async () => t?.close());

describe('data version of the class answers (triggers)', () => {
  // Each write touches college 1 only; college 2's version must stay put.
  const writes: [string, string][] = [
    ['a class row', `update kelas_kuliah set kapasitas = kapasitas + 1 where id = $1`],
    ['a course name', `update mata_kuliah set nama = nama || ' ' where id = (select id_mata_kuliah from kelas_kuliah where id = $1)`],
    ['a class type name', `update jenis_kelas set nama = nama || ' ' where id = (select id_jenis_kelas from kelas_kuliah where id = $1)`],
    ['a label name', `update label_kelas set nama = nama || ' ' where id = (select id_label_kelas from kelas_kuliah where id = $1)`],
    ['a programme', `update prodi set nama = nama || ' ' where id = (select id_prodi from mata_kuliah where id = (select id_mata_kuliah from kelas_kuliah where id = $1))`],
    ['a lecturer record', `update dosen set nidn = nidn where id = (select id_dosen from kelas_pengajar where id_kelas_kuliah = $1 limit 1)`],
    ['a student record', `update mahasiswa set nim = nim where id = (select id_mahasiswa from kelas_peserta where id_kelas_kuliah = $1 limit 1)`],
    ['a period', `update periode set is_current = is_current where college_id = (select college_id from kelas_kuliah where id = $1)`],
    ['a new meeting', `insert into pertemuan (college_id, id_kelas_kuliah, nomor, waktu_mulai, waktu_selesai)
      select college_id, id, 900, now(), now() + interval '1 hour' from kelas_kuliah where id = $1`],
    ['a deleted meeting', `delete from pertemuan where id_kelas_kuliah = $1 and nomor = 900`],
    ['a class programme', `insert into kelas_prodi (id_kelas_kuliah, id_prodi) select $1, p.id from prodi p where p.college_id = 1
        and not exists (select 1 from kelas_prodi x where x.id_kelas_kuliah = $1 and x.id_prodi = p.id) limit 1`],
    ['a teacher order', `update kelas_pengajar set urutan = urutan where id_kelas_kuliah = $1`],
    ['a participant role', `update kelas_peserta set jabatan = jabatan where id_kelas_kuliah = $1`],
    ['a schedule', `insert into kelas_jadwal (id_kelas_kuliah, hari, jam_mulai, jam_selesai) values ($1, 6, '07:00', '08:00')`],
    ['a teacher renamed', `update users set nama = nama || ' ' where id = (select d.user_id from kelas_pengajar kp join dosen d on d.id = kp.id_dosen where kp.id_kelas_kuliah = $1 limit 1)`],
    ['a username changed', `update users set username = username || '_x' where id = (select d.user_id from kelas_pengajar kp join dosen d on d.id = kp.id_dosen where kp.id_kelas_kuliah = $1 limit 1)`],
  ];

  it.each(writes)('%s raises its college version once, and no other college', async (_what, write) => {
    const [a1, a2] = [await versi(1), await versi(2)];
    await q(write, [kelasId]);
    expect(await versi(1)).toBeGreaterThan(a1);
    expect(await versi(2)).toBe(a2);
  });

  it('a bulk write raises it once per statement, not once per row', async () => {
    const before = await versi(1);
    await q(`update kelas_kuliah set kapasitas = kapasitas where college_id = 1`);
    const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from kelas_kuliah where college_id = 1`);
    expect(n).toBeGreaterThan(1);
    expect(await versi(1)).toBe(before + 1);
  });

  it('writes the answers do not show leave it alone', async () => {
    const before = await versi(1);
    await q(`update users set last_active_at = now() where college_id = 1`);
    await q(`update users set nama = nama where college_id = 1`);
    await q(`update pertemuan set judul = judul where id_kelas_kuliah = $1`, [kelasId]);
    await q(`update kelas_kuliah set kapasitas = kapasitas where id = 'tidak-ada'`);
    expect(await versi(1)).toBe(before);
  });

  it('a rolled-back write leaves no raised version behind', async () => {
    const before = await versi(1);
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await tx.execute(sql`update kelas_kuliah set kapasitas = kapasitas + 1 where college_id = 1`);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await versi(1)).toBe(before);
  });
});

describe('data versions of the meetings and the activity modules (migration 0028)', () => {
  // The shared rows of each activity area; each write is scoped to one row of college 1.
  const writes: [string, RuangCache, string][] = [
    ['a meeting edited', 'pertemuan', `update pertemuan set judul = judul where id = (select min(id) from pertemuan where college_id = 1)`],
    ['an exam edited', 'ujian', `update ujian set judul = judul where id = (select min(id) from ujian where college_id = 1)`],
    ['an exam question edited', 'ujian', `update ujian_soal set bobot = bobot where id = (select min(s.id) from ujian_soal s where s.college_id = 1)`],
    ['an exam group edited', 'ujian', `update ujian_kelompok_soal set urutan = urutan where id = (select min(id) from ujian_kelompok_soal where college_id = 1)`],
    ['a task edited', 'tugas', `update tugas set judul = judul where id = (select min(id) from tugas where college_id = 1)`],
    ['a task group edited', 'tugas', `update tugas_kelompok set nama = nama where id = (select min(id) from tugas_kelompok where college_id = 1)`],
    ['a task group member moved', 'tugas', `update tugas_kelompok_anggota set id_kelompok = id_kelompok
      where id_tugas = (select min(a.id_tugas) from tugas_kelompok_anggota a join tugas t on t.id = a.id_tugas where t.college_id = 1)`],
    ['a forum edited', 'forum', `update forum set judul = judul where id = (select min(id) from forum where college_id = 1)`],
    ['a vidcon edited', 'vidcon', `update vidcon set judul = judul where id = (select min(id) from vidcon where college_id = 1)`],
    ['a material edited', 'materi', `update materi set judul = judul where id = (select min(id) from materi where college_id = 1)`],
  ];

  it.each(writes)('%s raises its area in its college only', async (_what, ruang, write) => {
    const others = (['kelas', 'pertemuan', 'ujian', 'tugas', 'forum', 'vidcon', 'materi'] as const).filter((r) => r !== ruang);
    const [a1, a2, rest] = [await versiOf(t.app.deps.db, 1, ruang), await versiOf(t.app.deps.db, 2, ruang), await versiOfAll(t.app.deps.db, 1, others)];
    await q(write);
    expect(await versiOf(t.app.deps.db, 1, ruang)).toBe(a1 + 1);
    expect(await versiOf(t.app.deps.db, 2, ruang)).toBe(a2);
    expect(await versiOfAll(t.app.deps.db, 1, others)).toEqual(rest);
  });

  it("a student's own work raises no area: attempts, submissions, joins, progress", async () => {
    const all = ['kelas', 'pertemuan', 'ujian', 'tugas', 'forum', 'vidcon', 'materi'] as const;
    const before = await versiOfAll(t.app.deps.db, 1, all);
    await q(`update ujian_pengerjaan set tambahan_menit = tambahan_menit where college_id = 1`);
    await q(`update tugas_pengumpulan set terlambat = terlambat where college_id = 1`);
    await q(`update vidcon_join set role = role where college_id = 1`);
    await q(`update materi_progres set id_user = id_user where college_id = 1`);
    expect(await versiOfAll(t.app.deps.db, 1, all)).toEqual(before);
  });
});

describe('read cache', () => {
  it('peek: the settled answer with the versions it was stored under, whatever the data now; nothing before it settles or past its sampai', async () => {
    const cache = createReadCache(10);
    const db = t.app.deps.db;
    const areas = ['kelas', 'ujian'] as const;
    expect(cache.peek(1, areas, 'p')).toBeUndefined();
    let lepas!: (v: string) => void;
    const pending = cache.get(db, 1, areas, 'p', () => new Promise<string>((r) => (lepas = r)));
    await new Promise((r) => setTimeout(r, 10));
    // Still building: nothing to peek at (its rows are not known yet).
    expect(cache.peek(1, areas, 'p')).toBeUndefined();
    lepas('halaman');
    await pending;
    const versi = await versiOfAll(db, 1, areas);
    expect(cache.peek(1, areas, 'p')).toEqual({ versi, value: 'halaman' });
    // Another area list, another college: other entries.
    expect(cache.peek(1, ['kelas'], 'p')).toBeUndefined();
    expect(cache.peek(2, areas, 'p')).toBeUndefined();
    // A write does not hide it (the caller compares versions itself) ...
    await q(`update ujian set judul = judul where id = (select min(id) from ujian where college_id = 1)`);
    expect(cache.peek(1, areas, 'p')).toEqual({ versi, value: 'halaman' });
    // ... but an answer past its sampai is not offered.
    await cache.get(db, 1, areas, 's', async () => 'lama', { sampai: () => Date.now() - 1 });
    expect(cache.peek(1, areas, 's')).toBeUndefined();
    // Peeking neither counts nor keeps an entry alive.
    expect(cache.stats()).toEqual({ hits: 0, misses: 2, entries: 2 });
    // Turned off: nothing kept, nothing to peek at.
    const off = createReadCache(0);
    await off.get(db, 1, areas, 'p', async () => 'x');
    expect(off.peek(1, areas, 'p')).toBeUndefined();
  });

  it('kolomVersi: the versions of the areas in their order, as versiOfAll reads them, 0 for an area never written', async () => {
    const db = t.app.deps.db;
    const areas: RuangCache[] = ['ujian', 'kelas', 'materi'];
    const baca = async (collegeId: number, r: RuangCache[]) => (await db.select({ v: kolomVersi(collegeId, r) }).from(sql`(select 1) as x`))[0]!.v;
    await q(`update ujian set judul = judul where id = (select min(id) from ujian where college_id = 1)`);
    expect(await baca(1, areas)).toEqual(await versiOfAll(db, 1, areas));
    expect((await baca(1, areas))[0]).toBeGreaterThan(0);
    // A college with no write at all: zeros, one per area.
    const [{ id: kosong }] = await q<{ id: number }>(`select coalesce(max(id), 0) + 1000 id from colleges`);
    expect(await baca(kosong!, areas)).toEqual([0, 0, 0]);
    expect(() => kolomVersi(1, ["kelas'; drop table x; --" as RuangCache])).toThrow();
  });

  it('reuses an answer while the version holds, builds again after a write', async () => {
    const cache = createReadCache(10);
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const db = t.app.deps.db;
    expect(await cache.get(db, 1, 'kelas', 'k', build)).toEqual({ n: 1 });
    expect(await cache.get(db, 1, 'kelas', 'k', build)).toEqual({ n: 1 });
    // Same key in another college is another entry.
    expect(await cache.get(db, 2, 'kelas', 'k', build)).toEqual({ n: 2 });
    await q(`update kelas_kuliah set kapasitas = kapasitas where id = $1`, [kelasId]);
    expect(await cache.get(db, 1, 'kelas', 'k', build)).toEqual({ n: 3 });
    expect(await cache.get(db, 2, 'kelas', 'k', build)).toEqual({ n: 2 });
    expect(cache.stats()).toEqual({ hits: 2, misses: 3, entries: 2 });
  });

  it('shares one build between concurrent misses, and keeps no failed build', async () => {
    const cache = createReadCache(10);
    let builds = 0;
    const db = t.app.deps.db;
    const slow = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 30));
      return builds;
    };
    const first = cache.get(db, 1, 'kelas', 'a', slow);
    // The second read starts once the first has stored its pending build.
    await new Promise((r) => setTimeout(r, 10));
    expect(await Promise.all([first, cache.get(db, 1, 'kelas', 'a', slow)])).toEqual([1, 1]);
    await expect(cache.get(db, 1, 'kelas', 'b', async () => Promise.reject(new Error('gagal')))).rejects.toThrow('gagal');
    expect(await cache.get(db, 1, 'kelas', 'b', async () => 'ok')).toBe('ok');
  });

  it('keeps an answer of several areas while each version holds', async () => {
    const cache = createReadCache(10);
    const db = t.app.deps.db;
    let builds = 0;
    const build = async () => ++builds;
    const areas = ['kelas', 'ujian'] as const;
    expect(await cache.get(db, 1, areas, 'u', build)).toBe(1);
    expect(await cache.get(db, 1, areas, 'u', build)).toBe(1);
    await q(`update ujian set judul = judul where id = (select min(id) from ujian where college_id = 1)`);
    expect(await cache.get(db, 1, areas, 'u', build)).toBe(2);
    await q(`update kelas_kuliah set kapasitas = kapasitas where id = $1`, [kelasId]);
    expect(await cache.get(db, 1, areas, 'u', build)).toBe(3);
    // A write to an area the answer is not built from changes nothing.
    await q(`update forum set judul = judul where id = (select min(id) from forum where college_id = 1)`);
    expect(await cache.get(db, 1, areas, 'u', build)).toBe(3);
  });

  it('builds a time-dependent answer again once its moment has passed', async () => {
    const cache = createReadCache(10);
    const db = t.app.deps.db;
    let builds = 0;
    const build = async () => ({ n: ++builds, sampai: Date.now() + 60 });
    const options = { sampai: (v: { sampai: number }) => v.sampai };
    expect((await cache.get(db, 1, 'ujian', 's', build, options)).n).toBe(1);
    expect((await cache.get(db, 1, 'ujian', 's', build, options)).n).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect((await cache.get(db, 1, 'ujian', 's', build, options)).n).toBe(2);
    // null: no moment, kept until a write.
    const forever = { sampai: () => null };
    expect((await cache.get(db, 1, 'ujian', 'f', build, forever)).n).toBe(3);
    expect((await cache.get(db, 1, 'ujian', 'f', build, forever)).n).toBe(3);
  });

  it('drops the least recently used entry beyond its size, and is off at 0', async () => {
    const cache = createReadCache(2);
    const db = t.app.deps.db;
    let builds = 0;
    const build = async () => ++builds;
    await cache.get(db, 1, 'kelas', 'a', build); // 1
    await cache.get(db, 1, 'kelas', 'b', build); // 2
    await cache.get(db, 1, 'kelas', 'a', build); // hit: a is now the most recent
    await cache.get(db, 1, 'kelas', 'c', build); // 3, drops b
    expect(await cache.get(db, 1, 'kelas', 'a', build)).toBe(1);
    expect(await cache.get(db, 1, 'kelas', 'b', build)).toBe(4);
    const off = createReadCache(0);
    await off.get(db, 1, 'kelas', 'a', build);
    expect(await off.get(db, 1, 'kelas', 'a', build)).toBe(6);
    expect(off.stats().entries).toBe(0);
  });
});

describe('class answers through the API follow writes made anywhere', () => {
  const detail = async (headers: Headers) => {
    const res = await t.app.inject({ url: `/api/v2/lms/kelas_kuliah/${kelasId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as KelasDetail;
  };
  const item = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/v2/lms/kelas_kuliah?ignore_default_pagination=true', headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as KelasListItem[]).find((k) => k.id === kelasId)!;
  };

  it('shows a participant added and a teacher renamed by SQL on the next read', async () => {
    const before = await detail(operator);
    const listed = await item(mahasiswa);
    expect(listed.jumlah_peserta).toBe(before.jumlah_peserta);
    const { hits } = t.app.deps.readCache.stats();
    await detail(operator);
    expect(t.app.deps.readCache.stats().hits).toBe(hits + 1);

    await q(
      `insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa)
       select $1, m.id from mahasiswa m where m.college_id = 1
         and not exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = $1 and ps.id_mahasiswa = m.id) limit 1`,
      [kelasId],
    );
    const idUser = before.pengajar[0]!.id_user;
    await q(`update users set nama = 'Nama Baru Pengajar' where id = $1`, [idUser]);

    const after = await detail(operator);
    expect(after.jumlah_peserta).toBe(before.jumlah_peserta + 1);
    expect(after.pengajar.find((p) => p.id_user === idUser)!.nama_pengajar).toBe('Nama Baru Pengajar');
    const listedAfter = await item(mahasiswa);
    expect(listedAfter.jumlah_peserta).toBe(before.jumlah_peserta + 1);
    expect(listedAfter.pengajar.find((p) => p.id_user === idUser)!.nama_pengajar).toBe('Nama Baru Pengajar');
  });

  it("shows a schedule added by SQL on the dashboard's day schedule", async () => {
    const jadwal = async () => {
      const res = await t.app.inject({ url: '/api/v2/lms/beranda/jadwal?tanggal=2026-11-28', headers: mahasiswa });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id_kelas_kuliah: string; jam_mulai: string }[];
    };
    const [{ berjalan }] = await q<{ berjalan: boolean }>(
      `select exists (select 1 from kelas_kuliah k join periode p on p.college_id = k.college_id and p.kode = k.periode
         where k.id = $1 and p.is_current and (p.tanggal_selesai is null or p.tanggal_selesai >= '2026-11-29')
         and (p.tanggal_mulai is null or p.tanggal_mulai <= '2026-11-27')) as berjalan`,
      [kelasId],
    );
    expect(berjalan, 'the demo class is in the current period').toBe(true);
    const before = await jadwal();
    expect(await jadwal()).toEqual(before);
    // 2026-11-28 is a Saturday (hari 6).
    await q(`insert into kelas_jadwal (id_kelas_kuliah, hari, jam_mulai, jam_selesai) values ($1, 6, '05:00', '05:30')`, [kelasId]);
    const after = await jadwal();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ id_kelas_kuliah: kelasId, jam_mulai: '05:00:00' });
  });

  it('checks access on every read: a student removed from the class loses it at once', async () => {
    const [{ id: idMahasiswa }] = await q<{ id: number }>(
      `select m.id from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa' and m.college_id = 1`,
    );
    expect((await detail(mahasiswa)).id).toBe(kelasId);
    expect(await item(mahasiswa)).toBeDefined();
    const saved = await q(`delete from kelas_peserta where id_kelas_kuliah = $1 and id_mahasiswa = $2 returning *`, [kelasId, idMahasiswa]);
    try {
      const res = await t.app.inject({ url: `/api/v2/lms/kelas_kuliah/${kelasId}`, headers: mahasiswa });
      expect(res.statusCode).toBe(403);
      expect(await item(mahasiswa)).toBeUndefined();
    } finally {
      const row = saved[0] as { id_kelas_kuliah: string; id_mahasiswa: number; jabatan: string };
      await q(`insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa, jabatan) values ($1, $2, $3)`, [row.id_kelas_kuliah, row.id_mahasiswa, row.jabatan]);
    }
  });

  it("keeps a student's scope under the kelas version: a record moved to another account by SQL empties the list at once", async () => {
    const list = async () => {
      const res = await t.app.inject({ url: '/api/v2/lms/kelas_kuliah?ignore_default_pagination=true', headers: mahasiswa });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as KelasListItem[];
    };
    const [{ id: idMahasiswa, user_id: userId }] = await q<{ id: number; user_id: number }>(
      `select m.id, m.user_id from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa' and m.college_id = 1`,
    );
    expect((await list()).length).toBeGreaterThan(0);
    const hits = t.app.deps.readCache.stats().hits;
    expect((await list()).length).toBeGreaterThan(0);
    expect(t.app.deps.readCache.stats().hits).toBe(hits + 1);
    // The record moves to an account that is no student (user_id is required).
    await q(`update mahasiswa set user_id = (select id from users where username = 'operator' and college_id = 1) where id = $1`, [idMahasiswa]);
    try {
      expect(await list()).toEqual([]);
    } finally {
      await q(`update mahasiswa set user_id = $2 where id = $1`, [idMahasiswa, userId]);
    }
    expect((await list()).length).toBeGreaterThan(0);
  });
});

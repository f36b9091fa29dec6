import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MateriItem } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { iso, mundurkanBuka, setupMateri, type Headers, type MateriFixture } from './materi.fixtures';

/**
 * The material list from the read cache: the shared rows are reused while the college's 'kelas', 'pertemuan' and
 * 'materi' versions hold, a student's own progress is read fresh on every request, and the clock (display times)
 * is honoured. Every cached answer must be byte for byte the one built without the cache.
 */

let f: MateriFixture;
let mahasiswaB: Headers;
let ebookDetik: number;
beforeAll(async () => {
  f = await setupMateri();
  // Another student of the same class: the same cached rows, their own progress.
  const [b] = await f.q<{ username: string }>(
    `select u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
     where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' and u.is_active order by u.username limit 1`,
    [f.idKelas],
  );
  mahasiswaB = await loginHeaders(f.t.app, b!.username, 'mahasiswa123');
  ebookDetik = (await f.t.app.inject({ url: '/api/v2/lms/pengaturan/me', headers: f.mahasiswa })).json().data.pengaturan_kelas.syarat_kehadiran_online_mahasiswa.ebook_detik;
});
afterAll(async () => f?.t.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const hits = () => f.t.app.deps.readCache.stats().hits;
const pertemuanUrl = () => `/api/v2/lms/materi?id_pertemuan=${f.online}`;
const salinUrl = () => `/api/v2/lms/materi?exclude_id_kelas_kuliah=${encodeURIComponent(f.idKelas)}&per_page=10`;

async function baca(h: Headers, url: string) {
  const res = await f.t.app.inject({ url, headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, items: res.json().data as MateriItem[] };
}

/** The same request with the read cache bypassed (every read builds), as the reference answer. */
async function tanpaCache(h: Headers, url: string) {
  const deps = f.t.app.deps;
  const asli = deps.readCache;
  deps.readCache = { ...asli, get: (_db, _c, _r, _k, build) => build() };
  try {
    return await baca(h, url);
  } finally {
    deps.readCache = asli;
  }
}

/** Reads twice: the second read is a hit, and both equal the answer built without the cache. */
async function dariCache(h: Headers, url: string) {
  const pertama = await baca(h, url);
  const sebelum = hits();
  const kedua = await baca(h, url);
  expect(hits()).toBe(sebelum + 1);
  expect(kedua.body).toBe(pertama.body);
  expect((await tanpaCache(h, url)).body).toBe(kedua.body);
  return kedua;
}

const item = (items: MateriItem[], id: number) => items.find((m) => m.id === id);

describe('GET /api/v2/lms/materi from the read cache', () => {
  it('serves a repeated read from the cache, byte for byte the uncached answer (meeting list, copy table)', async () => {
    const id = (await f.buat(f.dosen, { judul: 'Modul Cache' })).json().data.id as number;
    for (const h of [f.mahasiswa, f.dosen, f.operator]) expect(item((await dariCache(h, pertemuanUrl())).items, id)).toBeDefined();
    const salin = await dariCache(f.dosen, salinUrl());
    expect(salin.items.length).toBeGreaterThan(0);
    expect(salin.items.every((m) => m.id_kelas_kuliah !== f.idKelas)).toBe(true);
    await dariCache(f.mahasiswa, `/api/v2/lms/materi?id_kelas_kuliah=${encodeURIComponent(f.idKelas)}&per_page=5&page=2`);
    await dariCache(f.mahasiswa, '/api/v2/lms/materi?per_page=10&search=modul');
  });

  it("a student's progress shows on the very next read, still from the cache; another student's stays theirs", async () => {
    const id = (await f.buat(f.dosen, { judul: 'E-book Cache', is_syarat_hadir: 'true', deadline: iso(Date.now() + 2 * DAY) })).json().data.id as number;
    expect(item((await dariCache(f.mahasiswa, pertemuanUrl())).items, id)).toMatchObject({ statusUnduh: 'belum_terpenuhi', waktu_unduh: null });
    await dariCache(mahasiswaB, pertemuanUrl());

    expect((await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/materi/${id}/buka`, headers: f.mahasiswa })).statusCode).toBe(200);
    await mundurkanBuka(f, id, 'mahasiswa', ebookDetik);
    expect((await f.t.app.inject({ method: 'PUT', url: `/api/v2/lms/materi/${id}/sudah_baca`, headers: f.mahasiswa })).statusCode).toBe(200);

    const sebelum = hits();
    const a = await baca(f.mahasiswa, pertemuanUrl());
    expect(hits()).toBe(sebelum + 1);
    expect(item(a.items, id)).toMatchObject({ statusUnduh: 'terpenuhi' });
    expect(item(a.items, id)!.waktu_unduh).not.toBeNull();
    expect((await tanpaCache(f.mahasiswa, pertemuanUrl())).body).toBe(a.body);

    const b = await baca(mahasiswaB, pertemuanUrl());
    expect(hits()).toBe(sebelum + 2);
    expect(item(b.items, id)).toMatchObject({ statusUnduh: 'belum_terpenuhi', waktu_unduh: null });
    // The lecturer's list carries nobody's progress.
    expect(item((await dariCache(f.dosen, pertemuanUrl())).items, id)).toMatchObject({ statusUnduh: null, waktu_unduh: null });
  });

  it('a plain-SQL write to a material, its meeting, its course or its file shows on the next read', async () => {
    const id = (await f.buat(f.dosen, { judul: 'Modul SQL' })).json().data.id as number;
    const cek = async (sql: string, harap: (m: MateriItem) => unknown) => {
      await dariCache(f.mahasiswa, pertemuanUrl());
      await f.q(sql, [id]);
      const sesudah = await baca(f.mahasiswa, pertemuanUrl());
      expect(harap(item(sesudah.items, id)!)).toBe(true);
      expect((await tanpaCache(f.mahasiswa, pertemuanUrl())).body).toBe(sesudah.body);
    };
    await cek(`update materi set judul = 'Judul dari SQL' where id = $1`, (m) => m.judul === 'Judul dari SQL');
    await cek(`update pertemuan set judul = 'Pertemuan dari SQL' where id = (select id_pertemuan from materi where id = $1)`, (m) => m.pertemuan.judul === 'Pertemuan dari SQL');
    await cek(
      `update mata_kuliah set nama = 'Mata Kuliah dari SQL' where id = (select kk.id_mata_kuliah from materi m join kelas_kuliah kk on kk.id = m.id_kelas_kuliah where m.id = $1)`,
      (m) => m.kelas_kuliah.mata_kuliah.nama === 'Mata Kuliah dari SQL',
    );
    // A file row is never edited, only deleted: its foreign key then writes the material (id_file set null).
    await cek(`delete from files where id = (select id_file from materi where id = $1)`, (m) => m.file === null);
  });

  it('a lecturer never gets a student\'s answer (materials not yet displayed), nor another lecturer\'s copy table', async () => {
    const nanti = (await f.buat(f.dosen, { judul: 'Modul Besok', tampil_sekarang: 'false', waktu_mulai_tampil: iso(Date.now() + DAY) })).json().data.id as number;
    expect(item((await dariCache(f.mahasiswa, pertemuanUrl())).items, nanti)).toBeUndefined();
    expect(item((await dariCache(f.dosen, pertemuanUrl())).items, nanti)).toMatchObject({ is_tampil: false, can: { edit: true } });
    expect(item((await dariCache(f.operatorKelas, pertemuanUrl())).items, nanti)).toMatchObject({ is_tampil: false, can: { edit: false } });
    expect(item((await dariCache(mahasiswaB, pertemuanUrl())).items, nanti)).toBeUndefined();

    const punyaDosen = await dariCache(f.dosen, salinUrl());
    const punyaLain = await dariCache(f.dosenLain, salinUrl());
    expect(punyaLain.body).not.toBe(punyaDosen.body);
    const kelasDosen = new Set((await f.q<{ id: string }>(
      `select kp.id_kelas_kuliah id from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1`,
    )).map((r) => r.id));
    expect(punyaDosen.items.every((m) => kelasDosen.has(m.id_kelas_kuliah))).toBe(true);
    expect(punyaLain.items.some((m) => kelasDosen.has(m.id_kelas_kuliah))).toBe(false);
    // Outside the class: refused before the cache, whatever another caller left in it.
    expect((await f.t.app.inject({ url: pertemuanUrl(), headers: f.mahasiswaLain })).statusCode).toBe(403);
    expect((await f.t.app.inject({ url: pertemuanUrl(), headers: f.dosenLain })).statusCode).toBe(403);
  });

  it('a material appears for students when its display time passes, and flips is_tampil for lecturers', async () => {
    const id = (await f.buat(f.dosen, { judul: 'Modul Sebentar Lagi', tampil_sekarang: 'false', waktu_mulai_tampil: iso(Date.now() + DAY) })).json().data.id as number;
    const [row] = await f.q<{ t: Date }>(`update materi set waktu_mulai_tampil = date_trunc('second', now()) + interval '30 seconds' where id = $1 returning waktu_mulai_tampil t`, [id]);
    const tampil = row!.t.getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tampil - 1);
    expect(item((await dariCache(f.mahasiswa, pertemuanUrl())).items, id)).toBeUndefined();
    expect(item((await dariCache(f.dosen, pertemuanUrl())).items, id)).toMatchObject({ is_tampil: false });

    vi.setSystemTime(tampil);
    // The student's entry ends at the display time (built again); the lecturer's rows stay, their flag is recomputed.
    const sebelum = hits();
    const mhs = await baca(f.mahasiswa, pertemuanUrl());
    expect(hits()).toBe(sebelum);
    expect(item(mhs.items, id)).toMatchObject({ is_tampil: true, can: { download: true } });
    expect((await tanpaCache(f.mahasiswa, pertemuanUrl())).body).toBe(mhs.body);
    const dosen = await baca(f.dosen, pertemuanUrl());
    expect(hits()).toBe(sebelum + 1);
    expect(item(dosen.items, id)).toMatchObject({ is_tampil: true });
    expect((await tanpaCache(f.dosen, pertemuanUrl())).body).toBe(dosen.body);
    expect(item((await dariCache(f.mahasiswa, pertemuanUrl())).items, id)).toBeDefined();
  });
});

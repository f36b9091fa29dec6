import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forumItem, type ForumItem } from '@lms/shared';
import { call, groupUrl, setupChat, type ChatFixture } from '../chat/chat.fixtures';
import { expectCachedRead } from '../../../test/read-cache';

/**
 * GET /api/v2/lms/forum through the read cache: the page of forums is reused while the areas kelas, pertemuan and
 * forum hold and until the next start or end among them; jumlah_peserta_join, the student's own counts, the rights
 * and the statuses are fresh on every request.
 */

type Headers = Record<string, string>;
type Forum = { id: number; id_group_chat: string; id_forum_chat: string; waktu_mulai: string; waktu_selesai: string };

let f: ChatFixture;
let idPertemuan: number;
beforeAll(async () => {
  f = await setupChat();
  [{ id: idPertemuan }] = (await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1', [f.kelas])) as [{ id: number }];
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => f?.t.close());

const S = 1000;
const H = 3600 * S;
// Whole seconds: the answer shows times without milliseconds, and the time test sets the clock from them.
const iso = (ms: number) => new Date(Math.ceil((Date.now() + ms) / S) * S).toISOString();
const stats = () => f.app.deps.readCache.stats();

async function buatForum(judul: string, mulai = -H, selesai = 3 * H): Promise<Forum> {
  const r = await call(f, {
    method: 'POST',
    url: '/api/v2/lms/forum',
    headers: f.dosen,
    payload: { id_pertemuan: idPertemuan, judul, deskripsi: '<p>Diskusi</p>', waktu_mulai: iso(mulai), waktu_selesai: iso(selesai), minimal_post: 2 },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}
const tulis = (fr: Forum, h: Headers, isi: string) => call(f, { method: 'POST', url: groupUrl(fr.id_group_chat, `/thread/${fr.id_forum_chat}`), headers: h, payload: { isi } });

async function baca(headers: Headers, query: string) {
  const res = await f.app.inject({ url: `/api/v2/lms/forum?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const items = (body: string) => (JSON.parse(body).data as unknown[]).map((x) => forumItem.parse(x)) as ForumItem[];
const cari = (body: string, id: number) => items(body).find((x) => x.id === id);
const kelasQ = () => `id_kelas_kuliah=${encodeURIComponent(f.kelas)}&ignore_default_pagination=true`;

describe('hits', () => {
  it("the benchmark's shapes: the second read is a hit and byte for byte the first and a rebuilt one", async () => {
    await buatForum('Cache bentuk');
    // With the statements a hit sends: one (the fresh part with the versions); an empty page has no fresh part, so
    // it reads the versions and the operator's rights (not pinned).
    const shapes: [Headers, string, number?][] = [
      [f.mahasiswa, 'per_page=10', 1],
      [f.mahasiswa, `id_pertemuan=${idPertemuan}`, 1],
      [f.dosen, 'per_page=10&status=berlangsung&status=belum_dimulai', 1],
      [f.operator, 'per_page=1&page=99'],
      [f.operator, 'per_page=10', 2],
      [f.mahasiswa2, kelasQ(), 1],
    ];
    for (const [headers, query, statements] of shapes) await expectCachedRead(f.app, () => baca(headers, query), query, { statements });
  });
});

describe('fresh on every read', () => {
  it("posts through the API show on the very next read: the poster's own counts, everyone's jumlah_peserta_join", async () => {
    const fr = await buatForum('Cache posting');
    const query = `id_pertemuan=${idPertemuan}`;
    // A student without a ledger row has 'saya' with no comments; a teacher has none.
    expect(cari(await baca(f.mahasiswa, query), fr.id)).toMatchObject({ jumlah_peserta_join: 0, saya: { jumlah_komentar: 0, tercapai: false } });
    expect(cari(await baca(f.dosen, query), fr.id)).toMatchObject({ jumlah_peserta_join: 0, saya: null, can: { ubah_waktu_mulai: true } });

    expect((await tulis(fr, f.mahasiswa, 'Pendapat pertama')).status).toBe(201);
    const before = stats();
    expect(cari(await baca(f.mahasiswa, query), fr.id)).toMatchObject({ jumlah_peserta_join: 1, saya: { jumlah_komentar: 1, tercapai: false } });
    expect(stats().hits).toBe(before.hits + 1);
    // Another student of the class: the count, never the first student's own block.
    expect(cari(await baca(f.mahasiswa2, query), fr.id)).toMatchObject({ jumlah_peserta_join: 1, saya: { jumlah_komentar: 0, tercapai: false } });
    expect(cari(await baca(f.dosen, query), fr.id)).toMatchObject({ jumlah_peserta_join: 1, saya: null, can: { ubah_waktu_mulai: false } });

    expect((await tulis(fr, f.mahasiswa, 'Pendapat kedua')).status).toBe(201);
    expect(cari(await baca(f.mahasiswa, query), fr.id)!.saya).toEqual({ jumlah_komentar: 2, tercapai: true });
    // A teacher's post is in the ledger but not a participant.
    expect((await tulis(fr, f.dosen, 'Tanggapan dosen')).status).toBe(201);
    expect(cari(await baca(f.mahasiswa2, query), fr.id)!.jumlah_peserta_join).toBe(1);
    // A ledger row written by plain SQL (no trigger on forum_peserta) shows too.
    await f.q(`insert into forum_peserta (id_forum, user_id, peran, jumlah_post) values ($1, $2, 'Mahasiswa', 1)`, [fr.id, f.ids.mahasiswa2]);
    expect(cari(await baca(f.mahasiswa2, query), fr.id)).toMatchObject({ jumlah_peserta_join: 2, saya: { jumlah_komentar: 1, tercapai: false } });
    expect(cari(await baca(f.mahasiswa, query), fr.id)!.saya).toEqual({ jumlah_komentar: 2, tercapai: true });
  });

  it('writes by plain SQL to the forum, its meeting, its course and its creator show on the next read', async () => {
    const fr = await buatForum('Cache SQL');
    const query = kelasQ();
    expect(cari(await baca(f.mahasiswa, query), fr.id)!.judul).toBe('Cache SQL');
    await f.q(`update forum set judul = 'Judul dari SQL' where id = $1`, [fr.id]);
    expect(cari(await baca(f.mahasiswa, query), fr.id)!.judul).toBe('Judul dari SQL');
    const nomor = cari(await baca(f.mahasiswa, query), fr.id)!.pertemuan.nomor;
    await f.q(`update pertemuan set nomor = nomor + 100 where id = $1`, [idPertemuan]);
    expect(cari(await baca(f.mahasiswa, query), fr.id)!.pertemuan.nomor).toBe(nomor + 100);
    await f.q(`update pertemuan set nomor = nomor - 100 where id = $1`, [idPertemuan]);
    expect(cari(await baca(f.mahasiswa, query), fr.id)!.pertemuan.nomor).toBe(nomor);
    await f.q(`update mata_kuliah set nama = nama || ' (SQL)' where id = (select id_mata_kuliah from kelas_kuliah where id = $1)`, [f.kelas]);
    expect(cari(await baca(f.mahasiswa, query), fr.id)!.kelas_kuliah.mata_kuliah.nama).toMatch(/ \(SQL\)$/);
    await f.q(`update users set nama = 'Dosen Berganti Nama' where id = $1`, [f.ids.dosen]);
    expect(cari(await baca(f.mahasiswa, query), fr.id)!.created_by).toEqual({ id: f.ids.dosen, nama: 'Dosen Berganti Nama' });
    await f.q(`delete from forum where id = $1`, [fr.id]);
    expect(cari(await baca(f.mahasiswa, query), fr.id)).toBeUndefined();
  });
});

describe('scopes', () => {
  it("another student, a lecturer and operators never get the first caller's answer", async () => {
    const fr = await buatForum('Cache lingkup');
    expect((await tulis(fr, f.mahasiswa, 'Halo')).status).toBe(201);
    const query = kelasQ();
    const mine = await baca(f.mahasiswa, query);
    expect(cari(mine, fr.id)!.saya).toEqual({ jumlah_komentar: 1, tercapai: false });

    // Outside the class: none of its forums, and the same answer as one built for them alone.
    for (const h of [f.mahasiswaLain, f.dosenLain]) {
      const lain = await baca(h, query);
      expect(items(lain)).toEqual([]);
      f.app.deps.readCache.clear();
      expect(await baca(h, query)).toBe(lain);
    }
    expect(await baca(f.mahasiswa, query)).toBe(mine);

    // The teacher: write rights, no 'saya'.
    expect(cari(await baca(f.dosen, query), fr.id)).toMatchObject({ saya: null, can: { ubah: true, hapus: true, keaktifan: true } });
    // Operators share the scope (the whole college) and so the entry; the rights stay theirs.
    await baca(f.operator, query);
    expect((await f.app.inject({ url: `/api/v2/lms/forum?${query}`, headers: f.operatorLaporan })).statusCode).toBe(403);
    expect(cari(await baca(f.operator, query), fr.id)).toMatchObject({ jumlah_peserta_join: 1, saya: null, can: { ubah: true, keaktifan: true } });
    expect(items(await baca(f.operator2, query))).toEqual([]);
  });
});

describe('time', () => {
  it('statuses, the order and the status filters follow the clock: a cached page is rebuilt at the next start or end', async () => {
    const fr = await buatForum('Cache waktu', 60 * S, 120 * S);
    const mulai = Date.parse(fr.waktu_mulai);
    const selesai = Date.parse(fr.waktu_selesai);
    const q = kelasQ();
    const belum = `${q}&status=belum_dimulai`;
    const jalan = `${q}&status=berlangsung`;
    const lewat = `${q}&status=selesai`;
    const posisi = (body: string) => items(body).findIndex((x) => x.id === fr.id);
    // What a rebuilt answer is at this instant: the cached one must equal it byte for byte.
    const segar = async (h: Headers, query: string) => {
      const cached = await baca(h, query);
      f.app.deps.readCache.clear();
      expect(await baca(h, query), query).toBe(cached);
      return cached;
    };
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(mulai - 1);
    for (const query of [q, belum, jalan, lewat]) await baca(f.mahasiswa, query);
    expect(cari(await baca(f.mahasiswa, q), fr.id)!.status).toBe('belum_dimulai');
    expect(cari(await baca(f.mahasiswa, belum), fr.id)).toBeDefined();
    expect(cari(await baca(f.mahasiswa, jalan), fr.id)).toBeUndefined();
    const posisiBelum = posisi(await baca(f.mahasiswa, q));

    // The start: every cached page of the class is built again (order and filters move), statuses follow.
    vi.setSystemTime(mulai);
    const before = stats();
    expect(cari(await baca(f.mahasiswa, jalan), fr.id)!.status).toBe('berlangsung');
    expect(cari(await baca(f.mahasiswa, belum), fr.id)).toBeUndefined();
    const semua = await baca(f.mahasiswa, q);
    expect(stats().misses).toBe(before.misses + 3);
    expect(cari(semua, fr.id)!.status).toBe('berlangsung');
    expect(posisi(semua)).toBeLessThanOrEqual(posisiBelum);
    await segar(f.mahasiswa, q);

    // The end is passed 1 ms after waktu_selesai.
    vi.setSystemTime(selesai);
    expect(cari(await segar(f.mahasiswa, q), fr.id)!.status).toBe('berlangsung');
    expect(cari(await baca(f.mahasiswa, jalan), fr.id)).toBeDefined();
    vi.setSystemTime(selesai + 1);
    expect(cari(await baca(f.mahasiswa, jalan), fr.id)).toBeUndefined();
    expect(cari(await baca(f.mahasiswa, lewat), fr.id)!.status).toBe('selesai');
    expect(cari(await segar(f.mahasiswa, q), fr.id)!.status).toBe('selesai');
  });
});

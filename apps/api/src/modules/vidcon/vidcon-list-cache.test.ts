import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { vidconItem, type VidconItem } from '@lms/shared';
import { URL_VIDCON, buatVidcon, join, setupVidconFixture, type Headers, type VidconFixture } from './vidcon.fixtures';
import { expectCachedRead } from '../../../test/read-cache';

/**
 * GET /api/v2/lms/vidcon through the read cache: the shared rows are reused while the areas kelas, pertemuan and
 * vidcon hold (and, with a status filter, until the next start or end), while the join counts, the caller's own join,
 * the rights and the statuses are fresh on every request.
 */

let f: VidconFixture;
beforeAll(async () => {
  f = await setupVidconFixture();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => f?.t.close());

const stats = () => f.t.app.deps.readCache.stats();

async function baca(headers: Headers, query: string) {
  const res = await f.t.app.inject({ url: `${URL_VIDCON}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const items = (body: string) => (JSON.parse(body).data as unknown[]).map((x) => vidconItem.parse(x)) as VidconItem[];
const cari = (body: string, id: number) => items(body).find((v) => v.id === id);

describe('hits', () => {
  it("the benchmark's shapes: the second read is a hit and byte for byte the first and a rebuilt one", async () => {
    // With the statements a hit sends: the fresh part with the versions, after an operator's rights.
    const shapes: [Headers, string, number][] = [
      [f.mahasiswa, 'per_page=10', 1],
      [f.operator, 'per_page=10&status=selesai', 2],
      [f.mahasiswa, `id_pertemuan=${f.idPertemuan}&urutan=waktu_mulai`, 1],
      [f.dosen, 'per_page=10&status=belum_dimulai&status=berlangsung', 1],
    ];
    for (const [headers, query, statements] of shapes) await expectCachedRead(f.t.app, () => baca(headers, query), query, { statements });
  });
});

describe('fresh on every read', () => {
  it("a student's join through the API shows on the very next read: their join_data, everyone's count", async () => {
    const v = await buatVidcon(f, { judul: 'Cache join' }, -5, 60);
    const query = `id_pertemuan=${f.idPertemuan}&urutan=waktu_mulai`;
    const awal = cari(await baca(f.mahasiswa, query), v.id)!;
    expect(awal).toMatchObject({ jumlah_peserta: 0, join_data: null, link: null, can: { join: true } });
    expect(cari(await baca(f.dosen, query), v.id)).toMatchObject({ jumlah_peserta: 0, join_data: null });

    expect((await join(f, v.id, f.mahasiswa)).statusCode).toBe(200);
    const before = stats();
    const sesudah = cari(await baca(f.mahasiswa, query), v.id)!;
    expect(stats().hits).toBe(before.hits + 1);
    expect(sesudah).toMatchObject({ jumlah_peserta: 1, join_data: { jumlah_join: 1, terlambat: false, kehadiran_tercatat: true } });
    // The lecturer sees the count, never the student's join as theirs.
    expect(cari(await baca(f.dosen, query), v.id)).toMatchObject({ jumlah_peserta: 1, join_data: null });

    expect((await join(f, v.id, f.mahasiswa)).statusCode).toBe(200);
    expect(cari(await baca(f.mahasiswa, query), v.id)!.join_data!.jumlah_join).toBe(2);

    // A join written by plain SQL (no trigger on vidcon_join) shows too.
    const [lain] = await f.q<{ user_id: number; username: string }>(
      `select u.id user_id, u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
       where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' order by u.id limit 1`,
      [f.idKelas],
    );
    await f.q(
      `insert into vidcon_join (college_id, id_vidcon, id_user, role, username, waktu_join, waktu_join_terakhir) values (1, $1, $2, 'ROLE_MAHASISWA', $3, now(), now())`,
      [v.id, lain!.user_id, lain!.username],
    );
    expect(cari(await baca(f.dosen, query), v.id)!.jumlah_peserta).toBe(2);
    expect(cari(await baca(f.mahasiswa, query), v.id)!.jumlah_peserta).toBe(2);
  });

  it('writes by plain SQL to the vidcon, its meeting and its course show on the next read', async () => {
    const v = await buatVidcon(f, { judul: 'Cache SQL' }, 30, 60);
    const query = `id_pertemuan=${f.idPertemuan}&urutan=waktu_mulai`;
    expect(cari(await baca(f.mahasiswa, query), v.id)!.judul).toBe('Cache SQL');
    await f.q(`update vidcon set judul = 'Judul dari SQL' where id = $1`, [v.id]);
    expect(cari(await baca(f.mahasiswa, query), v.id)!.judul).toBe('Judul dari SQL');
    await f.q(`update pertemuan set judul = 'Pertemuan dari SQL' where id = $1`, [f.idPertemuan]);
    expect(cari(await baca(f.mahasiswa, query), v.id)!.pertemuan.judul).toBe('Pertemuan dari SQL');
    await f.q(`update mata_kuliah set nama = nama || ' (SQL)' where id = (select id_mata_kuliah from kelas_kuliah where id = $1)`, [f.idKelas]);
    expect(cari(await baca(f.mahasiswa, query), v.id)!.kelas_kuliah.mata_kuliah.nama).toMatch(/ \(SQL\)$/);
    await f.q(`delete from vidcon where id = $1`, [v.id]);
    expect(cari(await baca(f.mahasiswa, query), v.id)).toBeUndefined();
  });
});

describe('scopes', () => {
  it("another student, a lecturer and a read-only operator never get the first caller's answer", async () => {
    const v = await buatVidcon(f, { judul: 'Cache lingkup' }, -5, 60);
    expect((await join(f, v.id, f.mahasiswa)).statusCode).toBe(200);
    const query = 'ignore_default_pagination=true';
    const mine = await baca(f.mahasiswa, query);
    expect(cari(mine, v.id)!.join_data).not.toBeNull();

    // A student outside the class: none of the class's vidcons, and the same answer as one built for them alone.
    const lain = await baca(f.mahasiswaLain, query);
    expect(items(lain).some((x) => x.id_kelas_kuliah === f.idKelas)).toBe(false);
    f.t.app.deps.readCache.clear();
    expect(await baca(f.mahasiswaLain, query)).toBe(lain);
    expect(await baca(f.mahasiswa, query)).toBe(mine);

    // The lecturer of the class: the link, the write flags, no join of theirs.
    const dosen = cari(await baca(f.dosen, query), v.id)!;
    expect(dosen).toMatchObject({ link: expect.stringMatching(/^http/), join_data: null, can: { edit: true, lihat_peserta: true } });

    // Operators share the scope (the whole college) and so the entry; the rights still differ per caller.
    const op = await baca(f.operator, query);
    const before = stats();
    const ro = await baca(f.operatorKelas, query);
    expect(stats().hits).toBe(before.hits + 1);
    expect(items(ro).map((x) => x.id)).toEqual(items(op).map((x) => x.id));
    expect(items(op).every((x) => x.can.edit)).toBe(true);
    expect(items(ro).every((x) => !x.can.edit && x.join_data === null)).toBe(true);
    expect(cari(op, v.id)!.join_data).toBeNull();
  });
});

describe('time', () => {
  it('statuses and the status filters follow the clock: a cached page is rebuilt at the next start or end', async () => {
    const v = await buatVidcon(f, { judul: 'Cache waktu' }, 2, 5);
    const mulai = Date.parse(v.waktu_mulai);
    const selesai = Date.parse(v.waktu_selesai);
    const belum = 'ignore_default_pagination=true&status=belum_dimulai';
    const jalan = 'ignore_default_pagination=true&status=berlangsung';
    const semua = 'ignore_default_pagination=true';
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(mulai - 1);
    expect(cari(await baca(f.operator, belum), v.id)?.status).toBe('belum_dimulai');
    expect(cari(await baca(f.operator, jalan), v.id)).toBeUndefined();
    expect(cari(await baca(f.operator, semua), v.id)!.status).toBe('belum_dimulai');
    expect(cari(await baca(f.mahasiswa, semua), v.id)!.can.join).toBe(false);

    // The start: the filtered pages are built again, the unfiltered one only changes its statuses.
    vi.setSystemTime(mulai);
    const before = stats();
    expect(cari(await baca(f.operator, belum), v.id)).toBeUndefined();
    expect(stats().misses).toBe(before.misses + 1);
    expect(cari(await baca(f.operator, jalan), v.id)?.status).toBe('berlangsung');
    const hits = stats().hits;
    expect(cari(await baca(f.operator, semua), v.id)!.status).toBe('berlangsung');
    expect(cari(await baca(f.mahasiswa, semua), v.id)!.can.join).toBe(true);
    expect(stats().hits).toBe(hits + 2);

    // The end is still berlangsung; the millisecond after it, selesai.
    vi.setSystemTime(selesai);
    expect(cari(await baca(f.operator, jalan), v.id)?.status).toBe('berlangsung');
    vi.setSystemTime(selesai + 1);
    expect(cari(await baca(f.operator, jalan), v.id)).toBeUndefined();
    expect(cari(await baca(f.operator, 'ignore_default_pagination=true&status=selesai'), v.id)?.status).toBe('selesai');
    expect(cari(await baca(f.operator, semua), v.id)!.status).toBe('selesai');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusVidcon, vidconItem, type VidconItem } from '@lms/shared';
import { URL_VIDCON, setupVidconFixture, type Headers, type VidconFixture } from './vidcon.fixtures';

/** GET /api/v2/lms/vidcon: each role's own classes, the filters (app, class, period, status), links and counts. */

let f: VidconFixture;
beforeAll(async () => {
  f = await setupVidconFixture();
});
afterAll(async () => f?.t.close());

async function list(headers: Headers, query = '') {
  const res = await f.t.app.inject({ url: `${URL_VIDCON}?ignore_default_pagination=true${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json().data.map((x: unknown) => vidconItem.parse(x)) as VidconItem[], meta: res.json().meta };
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('scope per role', () => {
  it('401; 403 for an operator without read on kelas_kuliah; 400 naming a bad filter', async () => {
    expect((await f.t.app.inject({ url: URL_VIDCON, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await f.t.app.inject({ url: URL_VIDCON, headers: f.operatorLaporan })).statusCode).toBe(403);
    expect((await f.t.app.inject({ url: URL_VIDCON, headers: { ...f.mahasiswa, 'college-id': '2' } })).statusCode).toBe(403);
    for (const [q, field] of [
      ['aplikasi=skype', 'aplikasi'],
      ['aplikasi=msteams', 'aplikasi'],
      ['status=jalan', 'status'],
      ['periode=abc', 'periode'],
    ]) {
      const res = await f.t.app.inject({ url: `${URL_VIDCON}?${q}`, headers: f.dosen });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().status.message).toContain(field);
    }
  });

  it('a student sees the vidcons of the classes they take, never a link', async () => {
    const { items } = await list(f.mahasiswa);
    const expected = await f.q<{ id: number }>(
      `select v.id from vidcon v join kelas_peserta kp on kp.id_kelas_kuliah = v.id_kelas_kuliah join mahasiswa m on m.id = kp.id_mahasiswa
       join users u on u.id = m.user_id where u.username = 'mahasiswa' and v.college_id = 1`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(items)).toEqual(ids(expected));
    expect(items.every((v) => v.link === null && !v.can.edit && !v.can.lihat_peserta)).toBe(true);
    // the demo gives the student joins in time and late
    const joined = items.filter((v) => v.join_data);
    expect(joined.some((v) => v.join_data!.terlambat)).toBe(true);
    expect(joined.some((v) => v.join_data!.kehadiran_tercatat)).toBe(true);
  });

  it('a lecturer sees the classes they teach, with links, x/y counts and write flags', async () => {
    const { items } = await list(f.dosen);
    const expected = await f.q<{ id: number }>(
      `select v.id from vidcon v join kelas_pengajar kp on kp.id_kelas_kuliah = v.id_kelas_kuliah join dosen d on d.id = kp.id_dosen
       join users u on u.id = d.user_id where u.username = 'dosen'`,
    );
    expect(ids(items)).toEqual(ids(expected));
    expect(items.every((v) => v.link?.startsWith('http') && v.can.edit && v.can.lihat_peserta)).toBe(true);
    const counts = await f.q<{ id: number; x: number; y: number }>(
      `select v.id, (select count(*)::int from vidcon_join j where j.id_vidcon = v.id and j.role = 'ROLE_MAHASISWA') x,
              (select count(*)::int from kelas_peserta kp where kp.id_kelas_kuliah = v.id_kelas_kuliah) y from vidcon v`,
    );
    const byId = new Map(counts.map((c) => [c.id, c]));
    for (const v of items) expect([v.jumlah_peserta, v.jumlah_peserta_kelas]).toEqual([byId.get(v.id)!.x, byId.get(v.id)!.y]);
    expect(items.some((v) => v.jumlah_peserta > 0)).toBe(true);
  });

  it('an operator sees the whole college (read-only operators without write flags), never college 2', async () => {
    const all = await list(f.operator);
    const c1 = await f.q<{ id: number }>('select id from vidcon where college_id = 1');
    expect(ids(all.items)).toEqual(ids(c1));
    expect(all.items.every((v) => v.can.edit && !v.can.join)).toBe(true);
    const ro = await list(f.operatorKelas);
    expect(ro.items.length).toBe(c1.length);
    expect(ro.items.every((v) => !v.can.edit && v.link !== null)).toBe(true);
  });
});

describe('filters', () => {
  it("aplikasi (teams = msteams), status by server time, class, period, meeting, search, order, pages", async () => {
    const { items: semua } = await list(f.operator);
    const teams = await list(f.operator, '&aplikasi=teams');
    expect(teams.items.length).toBeGreaterThan(0);
    expect(ids(teams.items)).toEqual(ids(semua.filter((v) => v.aplikasi === 'msteams')));
    const two = await list(f.operator, '&aplikasi=zoom&aplikasi=gmeet');
    expect(ids(two.items)).toEqual(ids(semua.filter((v) => v.aplikasi === 'zoom' || v.aplikasi === 'gmeet')));

    for (const status of ['belum_dimulai', 'berlangsung', 'selesai'] as const) {
      const r = await list(f.operator, `&status=${status}`);
      expect(r.items.length, status).toBeGreaterThan(0);
      expect(r.items.every((v) => v.status === status && statusVidcon(v.waktu_mulai, v.waktu_selesai, Date.now()) === status)).toBe(true);
    }

    const kelas = semua[0]!.id_kelas_kuliah;
    const byKelas = await list(f.operator, `&id_kelas_kuliah=${encodeURIComponent(kelas)}`);
    expect(ids(byKelas.items)).toEqual(ids(semua.filter((v) => v.id_kelas_kuliah === kelas)));
    const periode = await list(f.operator, '&periode=20252');
    expect(ids(periode.items)).toEqual(ids(semua.filter((v) => v.kelas_kuliah.periode === 20252)));
    const pertemuan = semua[0]!.id_pertemuan;
    const byPertemuan = await list(f.operator, `&id_pertemuan=${pertemuan}&urutan=waktu_mulai`);
    expect(byPertemuan.items.map((v) => v.id_pertemuan)).toEqual(byPertemuan.items.map(() => pertemuan));
    const starts = byPertemuan.items.map((v) => Date.parse(v.waktu_mulai));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const judul = semua[0]!.judul;
    const search = await list(f.operator, `&search=${encodeURIComponent(judul)}`);
    expect(search.items.some((v) => v.id === semua[0]!.id)).toBe(true);

    const page = await f.t.app.inject({ url: `${URL_VIDCON}?page=2&per_page=5`, headers: f.operator });
    expect(page.json().meta).toEqual({ page: 2, per_page: 5, total_items: semua.length, total_pages: Math.ceil(semua.length / 5) });
    expect(page.json().data.map((x: { id: number }) => x.id)).toEqual(semua.slice(5, 10).map((v) => v.id));
  });
});

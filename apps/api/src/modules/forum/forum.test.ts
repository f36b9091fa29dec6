import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_FORUM, forumItem, idGrupForum } from '@lms/shared';
import { call, setupChat, type ChatFixture } from '../chat/chat.fixtures';

let f: ChatFixture;
let idPertemuan: number;
beforeAll(async () => {
  f = await setupChat();
  [{ id: idPertemuan }] = (await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1', [f.kelas])) as [{ id: number }];
});
afterAll(async () => f?.t.close());

const H = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const valid = () => ({
  id_pertemuan: idPertemuan,
  judul: 'Diskusi Kompleksitas Algoritma',
  deskripsi: '<p>Bahas kompleksitas <strong>quick sort</strong>.</p>',
  waktu_mulai: iso(-H),
  waktu_selesai: iso(24 * H),
  penilaian_keaktifan: true,
  minimal_post: 2,
});
const post = (headers: Record<string, string>, payload: object) => call(f, { method: 'POST', url: '/api/v2/lms/forum', headers, payload });

describe('POST /api/v2/lms/forum', () => {
  it('refuses 401, students, lecturers outside the class, operators without write and another college; nothing written', async () => {
    const before = await f.count('forum');
    const registry = await f.count('aktivitas_kelas', "jenis = 'forum'");
    expect((await post({ 'college-id': '1' }, valid())).status).toBe(401);
    for (const h of [f.mahasiswa, f.dosenLain, f.operatorLaporan]) expect((await post(h, valid())).status).toBe(403);
    expect((await post({ ...f.dosen, 'college-id': '2' }, valid())).status).toBe(403);
    const [p2] = await f.q<{ id: number }>('select id from pertemuan where college_id = 2 limit 1');
    expect((await post(f.operator, { ...valid(), id_pertemuan: p2!.id })).status).toBe(404);
    expect(await f.count('forum')).toBe(before);
    expect(await f.count('aktivitas_kelas', "jenis = 'forum'")).toBe(registry);
  });

  it('400 with the spec’s messages naming the field; nothing written', async () => {
    const before = await f.count('forum');
    const cases: [object, string, string?][] = [
      [{ id_pertemuan: undefined }, 'id_pertemuan', PESAN_FORUM.pertemuanWajib],
      [{ judul: '  ' }, 'judul', PESAN_FORUM.judulWajib],
      [{ deskripsi: '<p><br></p><script>x</script>' }, 'deskripsi', PESAN_FORUM.deskripsiWajib],
      [{ minimal_post: 0 }, 'minimal_post', PESAN_FORUM.minimalPostMin],
      [{ minimal_post: 1.5 }, 'minimal_post'],
      [{ waktu_mulai: iso(-3 * 24 * H) }, 'waktu_mulai', PESAN_FORUM.waktuMulaiTerlaluAwal],
      [{ waktu_mulai: 'besok' }, 'waktu_mulai'],
      [{ waktu_selesai: iso(-2 * H) }, 'waktu_selesai', PESAN_FORUM.waktuSelesaiSebelumMulai],
      [{ penilaian_keaktifan: 'ya' }, 'penilaian_keaktifan'],
    ];
    for (const [patch, field, pesan] of cases) {
      const r = await post(f.dosen, { ...valid(), ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.status.message).toContain(field);
      if (pesan) expect(r.body.status.message).toContain(pesan);
    }
    expect(await f.count('forum')).toBe(before);
  });

  it('creates the forum with its chat thread, registry row and log; defaults minimal_post to 1', async () => {
    const r = await post(f.dosen, valid());
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const item = forumItem.parse(r.body.data);
    expect(item).toMatchObject({
      judul: 'Diskusi Kompleksitas Algoritma',
      deskripsi: '<p>Bahas kompleksitas <strong>quick sort</strong>.</p>',
      id_kelas_kuliah: f.kelas,
      id_pertemuan: idPertemuan,
      status: 'berlangsung',
      minimal_post: 2,
      penilaian_keaktifan: true,
      jumlah_peserta_join: 0,
      id_group_chat: idGrupForum(f.kelas),
      id_forum_chat: `FORUM__${item.id}`,
      can: { ubah: true, hapus: true, keaktifan: true, ubah_waktu_mulai: true },
    });
    const [peserta] = await f.q<{ n: number }>('select count(*)::int n from kelas_peserta where id_kelas_kuliah = $1', [f.kelas]);
    expect(item.jumlah_peserta).toBe(peserta!.n);
    const [reg] = await f.q<{ judul: string; dinilai: boolean; syarat_hadir: boolean; id_pertemuan: number }>(
      "select judul, dinilai, syarat_hadir, id_pertemuan from aktivitas_kelas where jenis = 'forum' and id_sumber = $1",
      [String(item.id)],
    );
    expect(reg).toEqual({ judul: item.judul, dinilai: true, syarat_hadir: true, id_pertemuan: idPertemuan });
    const [thread] = await f.q<{ judul: string; konteks: string; waktu_selesai: Date }>(
      'select t.judul, t.konteks, t.waktu_selesai from chat_thread t join chat_grup g on g.pk = t.id_grup where g.id = $1 and t.id = $2',
      [item.id_group_chat, item.id_forum_chat],
    );
    expect(thread).toMatchObject({ judul: item.judul, konteks: 'forum' });
    expect(new Date(thread!.waktu_selesai).toISOString().slice(0, 19)).toBe(item.waktu_selesai.slice(0, 19));
    expect(await f.count('log_aktivitas', "jenis_aktivitas = 'tambah_forum' and user_id = $1", [f.ids.dosen])).toBe(1);

    const op = await post(f.operator, { ...valid(), judul: 'Forum Operator', minimal_post: undefined, penilaian_keaktifan: undefined });
    expect(op.status).toBe(201);
    expect(op.body.data).toMatchObject({ minimal_post: 1, penilaian_keaktifan: false });
    expect(await f.count('chat_grup', 'id = $1', [item.id_group_chat])).toBe(1);
  });
});

describe('GET /api/v2/lms/forum and /forum/{id}', () => {
  const MINE = ['Diskusi Kompleksitas Algoritma', 'Forum Operator'];
  it('lists the caller’s forums: members of the class see them, others and college 2 do not', async () => {
    const list = async (h: Record<string, string>) => call(f, { url: `/api/v2/lms/forum?id_kelas_kuliah=${f.kelas}&ignore_default_pagination=true`, headers: h });
    const m = await list(f.mahasiswa);
    expect(m.status).toBe(200);
    const mine = m.body.data.filter((x: { judul: string }) => MINE.includes(x.judul));
    expect(mine.length).toBe(2);
    expect(mine[0].saya).toEqual({ jumlah_komentar: 0, tercapai: false });
    expect(mine[0].can).toMatchObject({ ubah: false, keaktifan: false });
    const [n] = await f.q<{ n: number }>('select count(*)::int n from forum where id_kelas_kuliah = $1', [f.kelas]);
    expect(m.body.data.length).toBe(n!.n);
    // the total comes with the page, and stays right past the last page
    for (const page of [1, 2, 99]) {
      const r = await call(f, { url: `/api/v2/lms/forum?id_kelas_kuliah=${f.kelas}&per_page=1&page=${page}`, headers: f.mahasiswa });
      expect(r.body.meta.total_items, `page ${page}`).toBe(n!.n);
      expect(r.body.data.length).toBe(page <= n!.n ? 1 : 0);
    }
    expect((await list(f.mahasiswaLain)).body.data).toEqual([]);
    expect((await list(f.dosenLain)).body.data).toEqual([]);
    expect((await call(f, { url: '/api/v2/lms/forum', headers: f.operator2 })).body.data.every((x: { id_kelas_kuliah: string }) => x.id_kelas_kuliah !== f.kelas)).toBe(true);
    expect((await list(f.operatorLaporan)).status).toBe(403);
    expect((await call(f, { url: '/api/v2/lms/forum?status=aktif', headers: f.dosen })).status).toBe(400);
    const cari = await call(f, { url: '/api/v2/lms/forum?search=forum%20operator&status=berlangsung', headers: f.dosen });
    expect(cari.body.data.map((x: { judul: string }) => x.judul)).toEqual(['Forum Operator']);
    const selesai = await call(f, { url: '/api/v2/lms/forum?status=selesai&ignore_default_pagination=true', headers: f.dosen });
    expect(selesai.body.data.every((x: { status: string }) => x.status === 'selesai')).toBe(true);
  });

  it('one forum: 403 outside the class, 404 across colleges', async () => {
    const [row] = await f.q<{ id: number }>("select id from forum where judul = 'Forum Operator'");
    const url = `/api/v2/lms/forum/${row!.id}`;
    expect((await call(f, { url, headers: f.mahasiswa })).status).toBe(200);
    expect((await call(f, { url, headers: f.mahasiswaLain })).status).toBe(403);
    expect((await call(f, { url, headers: f.operator2 })).status).toBe(404);
    expect((await call(f, { url: '/api/v2/lms/forum/abc', headers: f.dosen })).status).toBe(400);
  });
});

describe('PUT and DELETE /api/v2/lms/forum/{id}', () => {
  it('updates the forum, its thread and registry row; refuses students and bad windows', async () => {
    const r = await post(f.dosen, { ...valid(), judul: 'Forum Ubah', waktu_mulai: iso(2 * H), waktu_selesai: iso(5 * H) });
    const id = r.body.data.id;
    const url = `/api/v2/lms/forum/${id}`;
    expect((await call(f, { method: 'PUT', url, headers: f.mahasiswa, payload: { judul: 'x' } })).status).toBe(403);
    const bad = await call(f, { method: 'PUT', url, headers: f.dosen, payload: { waktu_selesai: iso(H) } });
    expect(bad.status).toBe(400);
    expect(bad.body.status.message).toContain('waktu_selesai');
    const ok = await call(f, { method: 'PUT', url, headers: f.dosen, payload: { judul: 'Forum Diubah', minimal_post: 3 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ judul: 'Forum Diubah', minimal_post: 3, status: 'belum_dimulai' });
    expect((await f.q("select judul from aktivitas_kelas where jenis = 'forum' and id_sumber = $1", [String(id)]))[0]).toEqual({ judul: 'Forum Diubah' });
    expect((await f.q('select judul from chat_thread where id = $1', [`FORUM__${id}`]))[0]).toEqual({ judul: 'Forum Diubah' });

    expect((await call(f, { method: 'DELETE', url, headers: f.mahasiswa })).status).toBe(403);
    expect((await call(f, { method: 'DELETE', url, headers: f.dosen })).status).toBe(200);
    expect(await f.count('forum', 'id = $1', [id])).toBe(0);
    expect(await f.count('chat_thread', 'id = $1', [`FORUM__${id}`])).toBe(0);
    expect(await f.count('aktivitas_kelas', "jenis = 'forum' and id_sumber = $1", [String(id)])).toBe(0);
    expect(await f.count('log_aktivitas', "jenis_aktivitas = 'hapus_forum'")).toBe(1);
    expect((await call(f, { method: 'DELETE', url, headers: f.dosen })).status).toBe(404);
  });

  it('a save changes only the fields it sends: closing a graded forum keeps its grading', async () => {
    const r = await post(f.dosen, { ...valid(), judul: 'Forum Dinilai', minimal_post: 3 });
    expect(r.status).toBe(201);
    const id = r.body.data.id as number;
    const url = `/api/v2/lms/forum/${id}`;
    const sebelum = forumItem.parse((await call(f, { url, headers: f.dosen })).body.data);
    const tutup = iso(H);
    const ok = await call(f, { method: 'PUT', url, headers: f.dosen, payload: { waktu_selesai: tutup } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const sesudah = forumItem.parse((await call(f, { url, headers: f.dosen })).body.data);
    expect(new Date(sesudah.waktu_selesai).getTime()).toBe(Math.floor(Date.parse(tutup) / 1000) * 1000);
    // Everything it did not send is as it was, the grading above all.
    const tetap = (x: typeof sebelum) => ({ ...x, waktu_selesai: undefined, updated_at: undefined, updated_by: undefined });
    expect(tetap(sesudah)).toEqual(tetap(sebelum));
    expect(sesudah).toMatchObject({ penilaian_keaktifan: true, minimal_post: 3 });
    const [reg] = await f.q<{ dinilai: boolean }>("select dinilai from aktivitas_kelas where jenis = 'forum' and id_sumber = $1", [String(id)]);
    expect(reg).toEqual({ dinilai: true });
    // Switching grading off is a field like any other: the minimum stays.
    await call(f, { method: 'PUT', url, headers: f.dosen, payload: { penilaian_keaktifan: false } });
    const [row] = await f.q<{ penilaian_keaktifan: boolean; minimal_post: number; judul: string }>('select penilaian_keaktifan, minimal_post, judul from forum where id = $1', [id]);
    expect(row).toEqual({ penilaian_keaktifan: false, minimal_post: 3, judul: 'Forum Dinilai' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_FORUM, forumKeaktifan, skorKeaktifan } from '@lms/shared';
import { call, groupUrl, setupChat, type ChatFixture } from '../chat/chat.fixtures';
import { openSse, type SseConnection } from '../events/sse-client.test-helper';
import { forumGradeProvider } from './forum.grade-provider';

let f: ChatFixture;
let idPertemuan: number;
let base: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  f = await setupChat();
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
  [{ id: idPertemuan }] = (await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1', [f.kelas])) as [{ id: number }];
});
afterAll(async () => {
  for (const c of open) c.close();
  await f?.t.close();
});

const H = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
type Forum = { id: number; id_group_chat: string; id_forum_chat: string };
async function buatForum(patch: object = {}): Promise<Forum> {
  const r = await call(f, {
    method: 'POST',
    url: '/api/v2/lms/forum',
    headers: f.dosen,
    payload: { id_pertemuan: idPertemuan, judul: 'Forum Uji', deskripsi: '<p>Diskusi</p>', waktu_mulai: iso(-H), waktu_selesai: iso(3 * H), penilaian_keaktifan: true, minimal_post: 2, ...patch },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}
const tulis = (fr: Forum, h: Record<string, string>, isi: string, idInduk?: number) =>
  call(f, { method: 'POST', url: groupUrl(fr.id_group_chat, `/thread/${fr.id_forum_chat}`), headers: h, payload: { isi, id_induk: idInduk } });
const fakta = (fr: Forum, userId: number) =>
  f.count("aktivitas_selesai s join aktivitas_kelas a on a.id = s.id_aktivitas", "a.jenis = 'forum' and a.id_sumber = $1 and s.id_user = $2", [String(fr.id), userId]);

describe('posting in a forum', () => {
  it('counts posts and replies; reaching minimal_post writes the posting_forum fact once and tells the student live', async () => {
    const fr = await buatForum();
    const stream = await openSse(base, 'stream=kehadiran_mahasiswa', f.mahasiswa);
    open.push(stream);
    const p1 = await tulis(fr, f.mahasiswa, '<p>Quick sort rata-rata O(n log n).</p>');
    expect(p1.status).toBe(201);
    expect(await fakta(fr, f.ids.mahasiswa)).toBe(0);
    expect((await tulis(fr, f.mahasiswa2, 'Setuju, tapi terburuknya O(n²).', p1.body.data.id)).status).toBe(201);
    const r2 = await tulis(fr, f.mahasiswa, 'Benar, kalau pivot selalu terkecil.', p1.body.data.id);
    expect(r2.status).toBe(201);
    expect(await fakta(fr, f.ids.mahasiswa)).toBe(1);
    const ev = await stream.waitFor((m) => m.event === 'aktivitas_selesai');
    expect(JSON.parse(ev.data)).toMatchObject({ jenis: 'forum', id_sumber: String(fr.id), id_pertemuan: idPertemuan });
    await tulis(fr, f.mahasiswa, 'Satu lagi.');
    expect(await fakta(fr, f.ids.mahasiswa)).toBe(1);
    // Teachers' posts are counted in the ledger but never as a fact or a participant.
    await tulis(fr, f.dosen, 'Bagus, lanjutkan.');
    expect(await fakta(fr, f.ids.dosen)).toBe(0);
    const g = await call(f, { url: `/api/v2/lms/forum/${fr.id}`, headers: f.mahasiswa });
    expect(g.body.data).toMatchObject({ jumlah_peserta_join: 2, saya: { jumlah_komentar: 3, tercapai: true }, can: { ubah_waktu_mulai: false } });
    expect(await f.count('log_aktivitas', "jenis_aktivitas = 'posting_forum' and user_id = $1", [f.ids.mahasiswa])).toBe(3);

    const k = forumKeaktifan.parse((await call(f, { url: `/api/v2/lms/forum/${fr.id}/keaktifan`, headers: f.dosen })).body.data);
    const saya = k.peserta.find((p) => p.mahasiswa.id === f.ids.mahasiswa)!;
    expect(saya).toMatchObject({ jumlah_post: 2, jumlah_balasan: 1, jumlah_komentar: 3, tercapai: true, nilai: 100 });
    expect(k.peserta.find((p) => p.mahasiswa.id === f.ids.mahasiswa2)).toMatchObject({ jumlah_komentar: 1, tercapai: false, nilai: 50 });
    expect(k.peserta.filter((p) => p.jumlah_komentar === 0).every((p) => p.nilai === null)).toBe(true);
    expect(k.ringkasan).toMatchObject({ jumlah_peserta_join: 2, jumlah_tercapai: 1 });
    expect(k.peserta.some((p) => p.mahasiswa.id === f.ids.dosen)).toBe(false);
  });

  it('keaktifan: teachers and operators with kelas_kuliah read only', async () => {
    const fr = await buatForum();
    const url = `/api/v2/lms/forum/${fr.id}/keaktifan`;
    expect((await call(f, { url, headers: { 'college-id': '1' } })).status).toBe(401);
    expect((await call(f, { url, headers: f.mahasiswa })).status).toBe(403);
    expect((await call(f, { url, headers: f.mahasiswaLain })).status).toBe(403);
    expect((await call(f, { url, headers: f.operatorLaporan })).status).toBe(403);
    expect((await call(f, { url, headers: f.operator2 })).status).toBe(404);
    expect((await call(f, { url, headers: f.operator })).status).toBe(200);
  });

  it('refuses posts outside the window with the forum’s words, and outsiders at any time', async () => {
    const nanti = await buatForum({ waktu_mulai: iso(2 * H), waktu_selesai: iso(4 * H) });
    const r = await tulis(nanti, f.mahasiswa, 'Terlalu cepat');
    expect(r.status).toBe(422);
    expect(r.body.status.message).toBe(PESAN_FORUM.belumDimulai);
    const lewat = await buatForum();
    await f.q("update chat_thread set waktu_mulai = now() - interval '3 hours', waktu_selesai = now() - interval '1 hour' where id = $1", [lewat.id_forum_chat]);
    const r2 = await tulis(lewat, f.mahasiswa, 'Terlambat');
    expect(r2.status).toBe(422);
    expect(r2.body.status.message).toBe(PESAN_FORUM.sudahBerakhir);
    expect((await tulis(nanti, f.mahasiswaLain, 'Bukan anggota')).status).toBe(403);
    expect(await f.count('chat_pesan p join chat_thread t on t.pk = p.id_thread', 't.id in ($1, $2)', [nanti.id_forum_chat, lewat.id_forum_chat])).toBe(0);
  });

  it('locks the start once a participant posted; lowering the minimum fulfils those who already reach it', async () => {
    const fr = await buatForum({ minimal_post: 3 });
    await tulis(fr, f.mahasiswa2, 'Satu');
    await tulis(fr, f.mahasiswa2, 'Dua');
    const url = `/api/v2/lms/forum/${fr.id}`;
    const locked = await call(f, { method: 'PUT', url, headers: f.dosen, payload: { waktu_mulai: iso(-2 * H) } });
    expect(locked.status).toBe(400);
    expect(locked.body.status.message).toContain(PESAN_FORUM.waktuMulaiTerkunci);
    expect(await fakta(fr, f.ids.mahasiswa2)).toBe(0);
    expect((await call(f, { method: 'PUT', url, headers: f.dosen, payload: { minimal_post: 2, waktu_selesai: iso(6 * H) } })).status).toBe(200);
    expect(await fakta(fr, f.ids.mahasiswa2)).toBe(1);
  });

  it('concurrent posts of one student are all counted and give one fact', async () => {
    const fr = await buatForum({ minimal_post: 1 });
    const rs = await Promise.all(Array.from({ length: 6 }, (_, i) => tulis(fr, f.mahasiswa, `Komentar ${i}`)));
    expect(rs.map((r) => r.status)).toEqual(Array(6).fill(201));
    const [l] = await f.q<{ jumlah_post: number }>('select jumlah_post from forum_peserta where id_forum = $1 and user_id = $2', [fr.id, f.ids.mahasiswa]);
    expect(l!.jumlah_post).toBe(6);
    expect(await fakta(fr, f.ids.mahasiswa)).toBe(1);
    // a deleted comment no longer counts
    await call(f, { method: 'DELETE', url: groupUrl(fr.id_group_chat, `/thread/${fr.id_forum_chat}/pesan/${rs[0]!.body.data.id}`), headers: f.dosen });
    const [l2] = await f.q<{ jumlah_post: number }>('select jumlah_post from forum_peserta where id_forum = $1 and user_id = $2', [fr.id, f.ids.mahasiswa]);
    expect(l2!.jumlah_post).toBe(5);
  });
});

describe('forum grade provider', () => {
  it('lists graded forums with their status and scores students by skorKeaktifan', async () => {
    const fr = await buatForum({ minimal_post: 4 });
    await tulis(fr, f.mahasiswa, 'a');
    const db = f.app.deps.db;
    const list = await forumGradeProvider.listGradedActivities(db, 1, f.kelas);
    expect(list.find((a) => a.idSumber === String(fr.id))).toMatchObject({ jenis: 'forum', statusNilai: 'belum_berakhir', nilaiMaks: 100 });
    const scores = await forumGradeProvider.scores(db, 1, String(fr.id));
    expect(scores.get(f.ids.mahasiswa)).toBe(skorKeaktifan(1, 4));
    expect(scores.has(f.ids.dosen)).toBe(false);
    await f.q("update forum set waktu_mulai = now() - interval '3 hours', waktu_selesai = now() - interval '1 hour' where id = $1", [fr.id]);
    expect((await forumGradeProvider.listGradedActivities(db, 1, f.kelas)).find((a) => a.idSumber === String(fr.id))?.statusNilai).toBe('sudah_dinilai');
    expect((await forumGradeProvider.scores(db, 2, String(fr.id))).size).toBe(0);
  });
});

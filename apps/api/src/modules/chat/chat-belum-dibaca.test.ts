import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_CHAT, idGrupForum } from '@lms/shared';
import { catatStatement } from '../../../test/helpers';
import { call, groupUrl, setupChat, type ChatFixture } from './chat.fixtures';

/**
 * GET /v2/chat/group/{id}/belum_dibaca, the unread indicator every signed-in page polls: the same answer, byte for
 * byte, as the rule defines it (others' messages, not deleted, after the member's own read mark in this group),
 * from two statements (the group with its count, then the class access) with the access rule applied on every request.
 */

let f: ChatFixture;
let grup: string;
let pk: number;
beforeAll(async () => {
  f = await setupChat();
  // The demo forum group of TIF201 A (the class the load benchmark polls), with the seeded discussion in it.
  grup = idGrupForum(f.kelas);
  pk = (await f.q<{ pk: number }>('select pk from chat_grup where college_id = 1 and id = $1', [grup]))[0]!.pk;
});
afterAll(async () => f?.t.close());

const url = () => groupUrl(grup, '/belum_dibaca');
const jawaban = (n: number) => JSON.stringify({ status: { code: 'success', message: 'Berhasil' }, data: { id_group: grup, jumlah_belum_dibaca: n } });

/** The count as the route computed it before it was folded into the group's statement. */
const rujukan = async (userId: number) =>
  (
    await f.q<{ n: number }>(
      `select count(*)::int n from chat_pesan where id_grup = $1 and deleted_at is null and user_id <> $2
       and id > coalesce((select id_pesan_terakhir from chat_baca where id_grup = $1 and user_id = $2), 0)`,
      [pk, userId],
    )
  )[0]!.n;

/** The same count from the rows, in JS. */
const dariBaris = async (userId: number) => {
  const tanda = (await f.q<{ id: string }>('select id_pesan_terakhir id from chat_baca where id_grup = $1 and user_id = $2', [pk, userId]))[0];
  const rows = await f.q<{ id: string; user_id: number | null; deleted_at: Date | null }>('select id, user_id, deleted_at from chat_pesan where id_grup = $1', [pk]);
  return rows.filter((r) => Number(r.id) > Number(tanda?.id ?? 0) && r.deleted_at === null && r.user_id !== null && r.user_id !== userId).length;
};

describe('GET /api/v2/chat/group/{id}/belum_dibaca', () => {
  it('answers every member of the demo forum group with the rule’s count, byte for byte', async () => {
    for (const [h, userId] of [
      [f.mahasiswa, f.ids.mahasiswa],
      [f.mahasiswa2, f.ids.mahasiswa2],
      [f.dosen, f.ids.dosen],
    ] as const) {
      const n = await rujukan(userId);
      expect(n).toBe(await dariBaris(userId));
      const r = await call(f, { url: url(), headers: h });
      expect(r.status).toBe(200);
      expect(r.raw.body).toBe(jawaban(n));
    }
    // The seeded discussion is there, so the comparison compared something.
    expect(await rujukan(f.ids.mahasiswa)).toBeGreaterThan(10);
  });

  it('counts from the member’s own mark in this group; own, deleted and author-less messages never count', async () => {
    const ids = (await f.q<{ id: string }>('select id from chat_pesan where id_grup = $1 order by id', [pk])).map((r) => Number(r.id));
    const tengah = ids[Math.floor(ids.length / 2)]!;
    expect((await call(f, { method: 'PUT', url: groupUrl(grup, '/dibaca'), headers: f.mahasiswa, payload: { id_pesan: tengah } })).status).toBe(200);
    const setelah = ids.filter((id) => id > tengah);
    await f.q('update chat_pesan set deleted_at = now(), isi = $2 where id = $1', [setelah[0], '']);
    await f.q('update chat_pesan set user_id = null where id = $1', [setelah[1]]);
    await f.q('update chat_pesan set user_id = $2 where id = $1', [setelah[2], f.ids.mahasiswa]);
    // Another member's mark and the student's mark in another group are not this mark.
    await call(f, { method: 'PUT', url: groupUrl(grup, '/dibaca'), headers: f.mahasiswa2, payload: {} });
    const [lain] = await f.q<{ pk: number }>('select pk from chat_grup where college_id = 1 and pk <> $1 order by pk limit 1', [pk]);
    await f.q('insert into chat_baca (id_grup, user_id, id_pesan_terakhir) values ($1, $2, $3) on conflict do nothing', [lain!.pk, f.ids.mahasiswa, 9_000_000_000]);

    const n = await dariBaris(f.ids.mahasiswa);
    expect(n).toBe(await rujukan(f.ids.mahasiswa));
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(setelah.length - 3);
    expect((await call(f, { url: url(), headers: f.mahasiswa })).raw.body).toBe(jawaban(n));
    expect((await call(f, { url: url(), headers: f.mahasiswa2 })).raw.body).toBe(jawaban(0));
  });

  it('a new message of another shows on the very next read; marking read clears it', async () => {
    const sebelum = await rujukan(f.ids.mahasiswa2);
    const [thread] = await f.q<{ pk: number }>('select pk from chat_thread where id_grup = $1 order by pk limit 1', [pk]);
    await f.q(`insert into chat_pesan (college_id, id_grup, id_thread, user_id, isi) values (1, $1, $2, $3, '<p>Baru</p>')`, [pk, thread!.pk, f.ids.dosen]);
    expect((await call(f, { url: url(), headers: f.mahasiswa2 })).raw.body).toBe(jawaban(sebelum + 1));
    expect((await call(f, { method: 'PUT', url: groupUrl(grup, '/dibaca'), headers: f.mahasiswa2, payload: {} })).body.data.jumlah_belum_dibaca).toBe(0);
    expect((await call(f, { url: url(), headers: f.mahasiswa2 })).raw.body).toBe(jawaban(0));
  });

  it('refuses as before: no token 401, another college 403, an unknown group 404, an outsider 403; an operator reader sees 0', async () => {
    expect((await call(f, { url: url(), headers: { 'college-id': '1' } })).status).toBe(401);
    expect((await call(f, { url: url(), headers: { ...f.mahasiswa, 'college-id': '2' } })).status).toBe(403);
    const tidakAda = await call(f, { url: groupUrl('LMS-FORUM-tidak_ada', '/belum_dibaca'), headers: f.mahasiswa });
    expect(tidakAda.status).toBe(404);
    expect(tidakAda.body.status.message).toBe(PESAN_CHAT.grupTidakDitemukan);
    for (const h of [f.mahasiswaLain, f.dosenLain, f.operatorLaporan]) {
      const r = await call(f, { url: url(), headers: h });
      expect(r.status).toBe(403);
    }
    expect((await call(f, { url: url(), headers: f.mahasiswaLain })).body.status.message).toBe(PESAN_CHAT.bukanAnggota);
    // A reader who is not a member: operators with read on kelas_kuliah (the count is theirs to see only as members).
    expect((await call(f, { url: url(), headers: f.operator })).raw.body).toBe(jawaban(0));
  });

  it('sends two statements per request, with one text whatever the user or group', async () => {
    const db = f.app.deps.db;
    await call(f, { url: url(), headers: f.mahasiswa }); // warm: the college context is cached by the request hook
    const log = catatStatement(db);
    try {
      const a = await call(f, { url: url(), headers: f.mahasiswa });
      expect(a.status).toBe(200);
      const satu = [...log.sent];
      log.sent.length = 0;
      await call(f, { url: url(), headers: f.dosen });
      const [lain] = await f.q<{ id: string }>(`select g.id from chat_grup g where g.college_id = 1 and g.keanggotaan = 'kelas' and g.id <> $1 order by g.pk limit 1`, [grup]);
      const dua = [...log.sent];
      log.sent.length = 0;
      await call(f, { url: groupUrl(lain!.id, '/belum_dibaca'), headers: f.mahasiswa });
      expect(satu).toHaveLength(2);
      expect(satu.some((q) => q.includes('count(*)') && q.includes('"chat_baca"'))).toBe(true);
      // Values are bound, never written into the text: each statement is planned once per connection.
      expect(log.sent).toEqual(satu);
      expect(dua).toHaveLength(2);
    } finally {
      log.stop();
    }
  });

  it('checks membership on every request: a student taken off the class loses the indicator at once', async () => {
    const [peserta] = await f.q<{ id_mahasiswa: number; jabatan: string }>(
      'select kp.id_mahasiswa, kp.jabatan from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa where kp.id_kelas_kuliah = $1 and m.user_id = $2',
      [f.kelas, f.ids.mahasiswa2],
    );
    expect((await call(f, { url: url(), headers: f.mahasiswa2 })).status).toBe(200);
    await f.q('delete from kelas_peserta where id_kelas_kuliah = $1 and id_mahasiswa = $2', [f.kelas, peserta!.id_mahasiswa]);
    try {
      const r = await call(f, { url: url(), headers: f.mahasiswa2 });
      expect(r.status).toBe(403);
      expect(r.body.status.message).toBe(PESAN_CHAT.bukanAnggota);
    } finally {
      await f.q('insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa, jabatan) values ($1, $2, $3)', [f.kelas, peserta!.id_mahasiswa, peserta!.jabatan]);
    }
    expect((await call(f, { url: url(), headers: f.mahasiswa2 })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_CHAT, THREAD_KOMENTAR, chatPesan, chatThreadDetail, idGrupKomentar } from '@lms/shared';
import { openSse, type SseConnection } from '../events/sse-client.test-helper';
import { call, groupUrl, setupChat, type ChatFixture } from './chat.fixtures';

let f: ChatFixture;
let grup: string;
let base: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  f = await setupChat();
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
  grup = idGrupKomentar('ujian', f.idUjian);
  const r = await call(f, { method: 'POST', url: groupUrl(grup), headers: f.dosen, payload: { name: 'Komentar' } });
  expect(r.status).toBe(201);
});
afterAll(async () => {
  for (const c of open) c.close();
  await f?.t.close();
});

const threadUrl = (rest = '', g = grup) => groupUrl(g, `/thread/${THREAD_KOMENTAR}${rest}`);
const kirim = (headers: Record<string, string>, payload: object, g = grup) => call(f, { method: 'POST', url: threadUrl('', g), headers, payload });
const countPesan = () => f.count('chat_pesan p join chat_grup g on g.pk = p.id_grup', 'g.id = $1', [grup]);

describe('POST /api/v2/chat/group/{id}/thread/{threadId}', () => {
  it('refuses: 401, another college, non-members, read-only operators, missing thread; nothing written', async () => {
    const before = await countPesan();
    const payload = { isi: '<p>Halo</p>' };
    expect((await kirim({ 'college-id': '1' }, payload)).status).toBe(401);
    expect((await kirim({ ...f.mahasiswa, 'college-id': '2' }, payload)).status).toBe(403);
    for (const h of [f.mahasiswaLain, f.dosenLain, f.operatorLaporan]) expect((await kirim(h, payload)).status).toBe(403);
    const op = await kirim(f.operator, payload);
    expect(op.status).toBe(403);
    expect(op.body.status.message).toBe(PESAN_CHAT.tidakBolehKirim);
    expect((await call(f, { method: 'POST', url: groupUrl(grup, '/thread/TIDAK-ADA'), headers: f.mahasiswa, payload })).status).toBe(404);
    expect(await countPesan()).toBe(before);
  });

  it('400 naming the field: empty, blank after sanitizing, too long, a foreign reply target, unknown attachments', async () => {
    const before = await countPesan();
    const cases: [object, string][] = [
      [{}, 'isi'],
      [{ isi: '' }, 'isi'],
      [{ isi: '<script>alert(1)</script><p> </p>' }, 'isi'],
      [{ isi: 'x'.repeat(10_001) }, 'isi'],
      [{ isi: 'ok', id_induk: 999999999 }, 'id_induk'],
      [{ isi: 'ok', lampiran: ['00000000-0000-4000-8000-000000000000'] }, 'lampiran'],
      [{ isi: 'ok', lampiran: ['bukan-uuid'] }, 'lampiran'],
    ];
    for (const [payload, field] of cases) {
      const r = await kirim(f.mahasiswa, payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.status.message).toContain(field);
    }
    expect(await countPesan()).toBe(before);
  });

  it('stores sanitized text, answers hang off top-level messages, and the live event reaches the class only', async () => {
    const dosenStream = await openSse(base, 'stream=chat', f.dosen);
    const luarStream = await openSse(base, 'stream=chat', f.mahasiswaLain);
    const op2Stream = await openSse(base, 'stream=chat', f.operator2);
    open.push(dosenStream, luarStream, op2Stream);

    const r = await kirim(f.mahasiswa, { isi: '<p onclick="x()">Pak, apakah <strong>bab 3</strong> masuk kuis?</p><script>alert(1)</script>' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const p = chatPesan.parse(r.body.data);
    expect(p.isi).toBe('<p>Pak, apakah <strong>bab 3</strong> masuk kuis?</p>');
    expect(p.penulis).toMatchObject({ id: f.ids.mahasiswa, role: 'Mahasiswa' });
    expect(p.can).toEqual({ ubah: true, hapus: true });

    const ev = await dosenStream.waitFor((m) => m.event === 'pesan_chat');
    expect(JSON.parse(ev.data)).toEqual({ id_group: grup, id_thread: THREAD_KOMENTAR, id_pesan: p.id, id_induk: null, aksi: 'kirim', id_pengirim: f.ids.mahasiswa });

    const balas = await kirim(f.dosen, { isi: 'Ya, bab 3 masuk.', id_induk: p.id });
    expect(balas.status).toBe(201);
    expect(balas.body.data.id_induk).toBe(p.id);
    // Answering an answer answers its top-level message.
    const balas2 = await kirim(f.mahasiswa2, { isi: 'Terima kasih, Pak.', id_induk: balas.body.data.id });
    expect(balas2.body.data.id_induk).toBe(p.id);

    await dosenStream.waitFor((m) => m.event === 'pesan_chat' && JSON.parse(m.data).id_pesan === balas2.body.data.id);
    await new Promise((res) => setTimeout(res, 300));
    expect(luarStream.messages.filter((m) => m.event === 'pesan_chat')).toEqual([]);
    expect(op2Stream.messages.filter((m) => m.event === 'pesan_chat')).toEqual([]);

    const t = chatThreadDetail.parse((await call(f, { url: threadUrl(), headers: f.mahasiswa2 })).body.data);
    const top = t.pesan.find((x) => x.id === p.id)!;
    expect(top.balasan.map((b) => b.id)).toEqual([balas.body.data.id, balas2.body.data.id]);
    expect(top.can).toEqual({ ubah: false, hapus: false });
  });
});

describe('GET /api/v2/chat/group/{id}/thread/{threadId}: cursor pagination', () => {
  it('pages back with sebelum and forward with sesudah, each message once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push((await kirim(i % 2 ? f.mahasiswa : f.mahasiswa2, { isi: `Pesan ${i}` })).body.data.id);
    const all: number[] = [];
    let sebelum: number | null | undefined;
    do {
      const r = await call(f, { url: threadUrl(`?limit=3${sebelum ? `&sebelum=${sebelum}` : ''}`), headers: f.dosen });
      expect(r.status).toBe(200);
      const d = chatThreadDetail.parse(r.body.data);
      expect(d.pesan.length).toBeLessThanOrEqual(3);
      all.unshift(...d.pesan.map((p) => p.id));
      sebelum = d.cursor.sebelum;
    } while (sebelum);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(-7)).toEqual(ids);
    expect([...all].sort((a, b) => a - b)).toEqual(all);
    const after = await call(f, { url: threadUrl(`?sesudah=${ids[3]}`), headers: f.dosen });
    expect(after.body.data.pesan.map((p: { id: number }) => p.id)).toEqual(ids.slice(4));
    const both = await call(f, { url: threadUrl('?sebelum=5&sesudah=1'), headers: f.dosen });
    expect(both.status).toBe(400);
    expect((await call(f, { url: threadUrl('?limit=0'), headers: f.dosen })).status).toBe(400);
    expect((await call(f, { url: threadUrl(), headers: f.mahasiswaLain })).status).toBe(403);
  });
});

describe('unread counts and PUT /dibaca', () => {
  it('counts the others’ messages after the member’s mark; sending or marking read clears them', async () => {
    await call(f, { method: 'PUT', url: groupUrl(grup, '/dibaca'), headers: f.mahasiswa2, payload: {} });
    const unread = async (h: Record<string, string>) => (await call(f, { url: groupUrl(grup, '/belum_dibaca'), headers: h })).body.data.jumlah_belum_dibaca;
    expect(await unread(f.mahasiswa2)).toBe(0);
    await kirim(f.mahasiswa, { isi: 'Satu' });
    await kirim(f.dosen, { isi: 'Dua' });
    expect(await unread(f.mahasiswa2)).toBe(2);
    expect((await call(f, { url: groupUrl(grup), headers: f.mahasiswa2 })).body.data.jumlah_belum_dibaca).toBe(2);
    // one's own message marks everything before it read
    await kirim(f.mahasiswa2, { isi: 'Tiga' });
    expect(await unread(f.mahasiswa2)).toBe(0);
    await kirim(f.dosen, { isi: 'Empat' });
    const r = await call(f, { method: 'PUT', url: groupUrl(grup, '/dibaca'), headers: f.mahasiswa2, payload: { id_pesan: 9_000_000_000 } });
    expect(r.body.data.jumlah_belum_dibaca).toBe(0);
    expect((await call(f, { url: groupUrl(grup, '/belum_dibaca'), headers: f.mahasiswaLain })).status).toBe(403);
  });
});

describe('PUT and DELETE /api/v2/chat/group/{id}/thread/{threadId}/pesan/{idPesan}', () => {
  it('the author edits; others may not; a classmate may not delete; the teacher may', async () => {
    const p = (await kirim(f.mahasiswa, { isi: 'Salah ketik' })).body.data;
    const url = threadUrl(`/pesan/${p.id}`);
    expect((await call(f, { method: 'PUT', url, headers: f.mahasiswa2, payload: { isi: 'x' } })).status).toBe(403);
    expect((await call(f, { method: 'PUT', url, headers: f.dosen, payload: { isi: 'x' } })).body.status.message).toBe(PESAN_CHAT.hanyaPenulis);
    expect((await call(f, { method: 'PUT', url, headers: f.mahasiswa, payload: { isi: '' } })).status).toBe(400);
    const ok = await call(f, { method: 'PUT', url, headers: f.mahasiswa, payload: { isi: 'Sudah diperbaiki' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ isi: 'Sudah diperbaiki', edited_at: expect.any(String) });
    expect(await f.count('log_aktivitas', "jenis_aktivitas = 'ubah_komentar' and user_id = $1", [f.ids.mahasiswa])).toBe(1);

    expect((await call(f, { method: 'DELETE', url, headers: f.mahasiswa2 })).status).toBe(403);
    expect((await call(f, { method: 'DELETE', url, headers: f.mahasiswaLain })).status).toBe(403);
    expect((await call(f, { method: 'DELETE', url, headers: f.dosen })).status).toBe(200);
    expect((await call(f, { method: 'DELETE', url, headers: f.dosen })).status).toBe(404);
    const [row] = await f.q<{ isi: string; deleted_by: number }>('select isi, deleted_by from chat_pesan where id = $1', [p.id]);
    expect(row).toEqual({ isi: '', deleted_by: f.ids.dosen });
    const t = chatThreadDetail.parse((await call(f, { url: threadUrl(`?sesudah=${p.id - 1}&limit=1`), headers: f.mahasiswa })).body.data);
    expect(t.pesan[0]).toMatchObject({ id: p.id, dihapus: true, isi: '' });
    expect((await call(f, { method: 'PUT', url, headers: f.mahasiswa, payload: { isi: 'lagi' } })).status).toBe(404);
  });

  it('the author deletes their own answer', async () => {
    const p = (await kirim(f.dosen, { isi: 'Induk' })).body.data;
    const b = (await kirim(f.mahasiswa, { isi: 'Balasan', id_induk: p.id })).body.data;
    expect((await call(f, { method: 'DELETE', url: threadUrl(`/pesan/${b.id}`), headers: f.mahasiswa })).status).toBe(200);
  });
});

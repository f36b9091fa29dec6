import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_CHAT, THREAD_KOMENTAR, chatGroup, chatThreadItem, idGrupKomentar } from '@lms/shared';
import { call, groupUrl, setupChat, type ChatFixture } from './chat.fixtures';

let f: ChatFixture;
let grupUjian: string;
beforeAll(async () => {
  f = await setupChat();
  grupUjian = idGrupKomentar('ujian', f.idUjian);
});
afterAll(async () => f?.t.close());

const body = { name: 'Komentar', usage: 'lms', members: [] };

describe('POST /api/v2/chat/group/{id} (the spec flow: fetch fails, the client creates the group)', () => {
  it('401 without a token, 403 across colleges and outside the class; nothing is created', async () => {
    expect((await call(f, { method: 'POST', url: groupUrl(grupUjian), headers: { 'college-id': '1' }, payload: body })).status).toBe(401);
    expect((await call(f, { method: 'POST', url: groupUrl(grupUjian), headers: { ...f.mahasiswa, 'college-id': '2' }, payload: body })).status).toBe(403);
    for (const h of [f.mahasiswaLain, f.dosenLain, f.operatorLaporan]) {
      const r = await call(f, { method: 'POST', url: groupUrl(grupUjian), headers: h, payload: body });
      expect(r.status, JSON.stringify(r.body)).toBe(403);
    }
    expect(await f.count('chat_grup', 'id = $1', [grupUjian])).toBe(0);
  });

  it('404 for a comments id with no exam behind it, for ids nobody claims, and for another college’s content', async () => {
    const cases: [string, string][] = [
      ['LMS-UJIAN-424242424', PESAN_CHAT.kontenTidakDitemukan('ujian')],
      ['sembarang-id', PESAN_CHAT.grupTidakDitemukan],
      ['LMS-FORUM-x', PESAN_CHAT.grupTidakDitemukan],
    ];
    for (const [id, pesan] of cases) {
      const r = await call(f, { method: 'POST', url: groupUrl(id), headers: f.mahasiswa, payload: body });
      expect(r.status, id).toBe(404);
      expect(r.body.status.message).toBe(pesan);
    }
    const [c2] = await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 2 limit 1');
    await f.q(`insert into aktivitas_kelas (college_id, id_kelas_kuliah, jenis, id_sumber, judul) values (2, $1, 'ujian', '777001', 'Kuis Kampus 2')`, [c2!.id]);
    expect((await call(f, { method: 'POST', url: groupUrl('LMS-UJIAN-777001'), headers: f.operator, payload: body })).status).toBe(404);
  });

  it('400 naming the field for a bad id or body', async () => {
    const bad = await call(f, { method: 'POST', url: groupUrl('spasi%20id'), headers: f.mahasiswa, payload: body });
    expect(bad.status).toBe(400);
    expect(bad.body.status.message).toContain('id');
    const noName = await call(f, { method: 'POST', url: groupUrl(grupUjian), headers: f.mahasiswa, payload: { usage: 'lms' } });
    expect(noName.status).toBe(400);
    expect(noName.body.status.message).toContain('name');
    const usage = await call(f, { method: 'POST', url: groupUrl(grupUjian), headers: f.mahasiswa, payload: { ...body, usage: 'wa' } });
    expect(usage.status).toBe(400);
    expect(usage.body.status.message).toContain('usage');
  });

  it('creates the exam comments group of the class once: 201 for the first, 200 with the same group after', async () => {
    const first = await call(f, { method: 'POST', url: groupUrl(grupUjian), headers: f.mahasiswa, payload: { ...body, members: [{ id: f.ids.mahasiswaLain, role: 'Mahasiswa' }] } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const g = chatGroup.parse(first.body.data);
    expect(g).toMatchObject({ id: grupUjian, konteks: 'ujian', id_konteks: f.idUjian, id_kelas_kuliah: f.kelas, keanggotaan: 'kelas' });
    expect(g.threads.map((t) => t.id)).toEqual([THREAD_KOMENTAR]);
    // Members are the class (from the class, not the body): the outsider sent in the body is not one.
    const ids = g.members.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([f.ids.dosen, f.ids.mahasiswa, f.ids.mahasiswa2]));
    expect(ids).not.toContain(f.ids.mahasiswaLain);
    expect(g.members.find((m) => m.id === f.ids.dosen)?.role).toBe('Dosen');
    expect(g.can).toEqual({ kirim: true, moderasi: false });
    const again = await call(f, { method: 'POST', url: groupUrl(grupUjian), headers: f.dosen, payload: body });
    expect(again.status).toBe(200);
    expect(again.body.data.can).toEqual({ kirim: true, moderasi: true });
    expect(await f.count('chat_grup', 'id = $1', [grupUjian])).toBe(1);
    expect(await f.count('log_aktivitas', "jenis_aktivitas = 'tambah_grup_chat' and user_id = $1", [f.ids.mahasiswa])).toBe(1);
  });

  it('two members creating it at the same moment get one group', async () => {
    const id = idGrupKomentar('tugas', f.idTugas);
    const [a, b] = await Promise.all([
      call(f, { method: 'POST', url: groupUrl(id), headers: f.mahasiswa, payload: body }),
      call(f, { method: 'POST', url: groupUrl(id), headers: f.mahasiswa2, payload: body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await f.count('chat_grup', 'id = $1', [id])).toBe(1);
    expect(await f.count('chat_thread t join chat_grup g on g.pk = t.id_grup', 'g.id = $1', [id])).toBe(1);
  });
});

describe('GET /api/v2/chat/group/{id}', () => {
  it('401, 404 for a missing group, 403 for non-members, across colleges and operators without kelas_kuliah read', async () => {
    expect((await call(f, { url: groupUrl(grupUjian), headers: { 'college-id': '1' } })).status).toBe(401);
    expect((await call(f, { url: groupUrl('LMS-UJIAN-1'), headers: f.mahasiswa })).status).toBe(404);
    for (const h of [f.mahasiswaLain, f.dosenLain, f.operatorLaporan]) {
      const r = await call(f, { url: groupUrl(grupUjian), headers: h });
      expect(r.status).toBe(403);
    }
    expect((await call(f, { url: groupUrl(grupUjian), headers: { ...f.dosen, 'college-id': '2' } })).status).toBe(403);
    // college 2's operator does not see college 1's group at all
    expect((await call(f, { url: groupUrl(grupUjian), headers: f.operator2 })).status).toBe(404);
  });

  it('lets an operator with kelas_kuliah read the group, read-only', async () => {
    const r = await call(f, { url: groupUrl(grupUjian), headers: f.operator });
    expect(r.status).toBe(200);
    expect(r.body.data.can).toEqual({ kirim: false, moderasi: true });
    expect(r.body.data.jumlah_belum_dibaca).toBe(0);
  });
});

describe('POST /api/v2/chat/group (free group) and threads', () => {
  let freeId: string;
  it('creates a group of the caller and the members sent, under a generated id', async () => {
    const r = await call(f, {
      method: 'POST',
      url: '/api/v2/chat/group',
      headers: f.mahasiswa,
      payload: { name: 'Belajar Bersama', usage: 'lms', members: [{ id: f.ids.mahasiswaLain, role: 'Mahasiswa' }, { id: f.ids.dosen, role: 'Dosen' }] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const g = chatGroup.parse(r.body.data);
    freeId = g.id;
    expect(g.id).toMatch(/^G-/);
    expect(g).toMatchObject({ konteks: 'umum', keanggotaan: 'daftar', id_kelas_kuliah: null });
    expect(g.members.map((m) => m.id).sort()).toEqual([f.ids.dosen, f.ids.mahasiswa, f.ids.mahasiswaLain].sort());
    expect((await call(f, { url: groupUrl(g.id), headers: f.mahasiswaLain })).status).toBe(200);
    expect((await call(f, { url: groupUrl(g.id), headers: f.mahasiswa2 })).status).toBe(403);
  });

  it('400 naming the member whose role does not match, or who is not of the college; operators cannot create', async () => {
    const before = await f.count('chat_grup');
    const wrongRole = await call(f, { method: 'POST', url: '/api/v2/chat/group', headers: f.mahasiswa, payload: { name: 'X', members: [{ id: f.ids.dosen, role: 'Mahasiswa' }] } });
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.status.message).toContain('members.0.id');
    const [u2] = await f.q<{ id: number }>("select id from users where college_id = 2 and role = 'ROLE_MAHASISWA' limit 1");
    const other = await call(f, { method: 'POST', url: '/api/v2/chat/group', headers: f.mahasiswa, payload: { name: 'X', members: [{ id: u2!.id, role: 'Mahasiswa' }] } });
    expect(other.status).toBe(400);
    expect((await call(f, { method: 'POST', url: '/api/v2/chat/group', headers: f.operator, payload: { name: 'X' } })).status).toBe(403);
    expect(await f.count('chat_grup')).toBe(before);
  });

  it('POST /thread: members of a member-list group open threads; class groups only their teachers; 409 for a taken id', async () => {
    const r = await call(f, { method: 'POST', url: groupUrl(freeId, '/thread'), headers: f.mahasiswaLain, payload: { id: 'bab-1', judul: 'Bab 1' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(chatThreadItem.parse(r.body.data)).toMatchObject({ id: 'bab-1', judul: 'Bab 1', terbuka: true });
    expect((await call(f, { method: 'POST', url: groupUrl(freeId, '/thread'), headers: f.mahasiswa, payload: { id: 'bab-1', judul: 'Lagi' } })).status).toBe(409);
    expect((await call(f, { method: 'POST', url: groupUrl(freeId, '/thread'), headers: f.mahasiswa2, payload: { judul: 'Bukan anggota' } })).status).toBe(403);
    expect((await call(f, { method: 'POST', url: groupUrl(freeId, '/thread'), headers: f.mahasiswa, payload: { judul: '' } })).body.status.message).toContain('judul');
    expect((await call(f, { method: 'POST', url: groupUrl(grupUjian, '/thread'), headers: f.mahasiswa, payload: { judul: 'Topik' } })).status).toBe(403);
    const dosen = await call(f, { method: 'POST', url: groupUrl(grupUjian, '/thread'), headers: f.dosen, payload: { judul: 'Pengumuman Kuis' } });
    expect(dosen.status).toBe(201);
    expect(dosen.body.data.id).toMatch(/^T-/);
  });
});

describe('every chat, comment-log and forum endpoint', () => {
  it('401 without a token and 403 with a college-1 token sent to college 2', async () => {
    const g = encodeURIComponent(grupUjian);
    const endpoints: [string, string, object?][] = [
      ['GET', `/api/v2/chat/group/${g}`],
      ['GET', `/api/v2/chat/group/${g}/belum_dibaca`],
      ['POST', '/api/v2/chat/group', { name: 'x' }],
      ['POST', `/api/v2/chat/group/${g}`, { name: 'x' }],
      ['POST', `/api/v2/chat/group/${g}/thread`, { judul: 'x' }],
      ['GET', `/api/v2/chat/group/${g}/thread/${THREAD_KOMENTAR}`],
      ['POST', `/api/v2/chat/group/${g}/thread/${THREAD_KOMENTAR}`, { isi: 'x' }],
      ['PUT', `/api/v2/chat/group/${g}/thread/${THREAD_KOMENTAR}/pesan/1`, { isi: 'x' }],
      ['DELETE', `/api/v2/chat/group/${g}/thread/${THREAD_KOMENTAR}/pesan/1`],
      ['PUT', `/api/v2/chat/group/${g}/dibaca`, {}],
      ['POST', `/api/v2/chat/group/${g}/lampiran`],
      ['GET', `/api/v2/chat/group/${g}/lampiran/00000000-0000-4000-8000-000000000000/a.pdf`],
      ['POST', `/api/v2/lms/log_aktivitas/ujian/${f.idUjian}/log_tambah_komentar`],
      ['POST', `/api/v2/lms/log_aktivitas/tugas/${f.idTugas}/kelompok/k1/log_hapus_komentar`],
      ['GET', '/api/v2/lms/forum'],
      ['POST', '/api/v2/lms/forum', {}],
      ['GET', '/api/v2/lms/forum/1'],
      ['PUT', '/api/v2/lms/forum/1', {}],
      ['DELETE', '/api/v2/lms/forum/1'],
      ['GET', '/api/v2/lms/forum/1/keaktifan'],
    ];
    for (const [method, url, payload] of endpoints) {
      const m = method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      expect((await call(f, { method: m, url, headers: { 'college-id': '1' }, payload })).status, `${method} ${url}`).toBe(401);
      expect((await call(f, { method: m, url, headers: { ...f.mahasiswa, 'college-id': '2' }, payload })).status, `${method} ${url}`).toBe(403);
    }
  });
});

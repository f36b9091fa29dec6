import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREAD_KOMENTAR, chatLampiran, idGrupKomentar } from '@lms/shared';
import { openSse, type SseConnection } from '../events/sse-client.test-helper';
import { PDF_MINI, multipart } from '../storager/multipart.test-helper';
import { simpanGrupChat } from './chat-grup.service';
import { call, groupUrl, setupChat, type ChatFixture } from './chat.fixtures';

let f: ChatFixture;
let base: string;
const KELOMPOK = 'kelompok-uji-1';
const open: SseConnection[] = [];
beforeAll(async () => {
  f = await setupChat();
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
  // A task group as the tasks module makes it: two students and the class's lecturer.
  await f.app.deps.db.transaction((tx) =>
    simpanGrupChat(tx, {
      collegeId: 1,
      id: KELOMPOK,
      nama: 'Kelompok 1',
      konteks: 'kelompok',
      idKonteks: KELOMPOK,
      idKelasKuliah: f.kelas,
      keanggotaan: 'daftar',
      anggota: [
        { userId: f.ids.mahasiswa, peran: 'Mahasiswa' },
        { userId: f.ids.dosen, peran: 'Dosen' },
      ],
    }),
  );
});
afterAll(async () => {
  for (const c of open) c.close();
  await f?.t.close();
});

const logUrl = (jenis: string, id: string, aksi: 'tambah' | 'hapus', kelompok?: string) =>
  `/api/v2/lms/log_aktivitas/${jenis}/${id}${kelompok ? `/kelompok/${kelompok}` : ''}/log_${aksi}_komentar`;
const logs = (userId: number, jenis: string) => f.count('log_aktivitas', 'user_id = $1 and jenis_aktivitas = $2', [userId, jenis]);

describe('comment logs (spec 2 §7)', () => {
  it('records adding and deleting a comment on an exam or a task, naming it', async () => {
    const r = await call(f, { method: 'POST', url: logUrl('ujian', f.idUjian, 'tambah'), headers: f.mahasiswa });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [row] = await f.q<{ detail: string }>("select detail from log_aktivitas where user_id = $1 and jenis_aktivitas = 'tambah_komentar' order by id desc limit 1", [f.ids.mahasiswa]);
    expect(row!.detail).toBe('Menambahkan komentar pada kuis/ujian Kuis Struktur Data');
    expect((await call(f, { method: 'POST', url: logUrl('tugas', f.idTugas, 'hapus'), headers: f.dosen })).status).toBe(200);
    expect(await logs(f.ids.dosen, 'hapus_komentar')).toBe(1);
  });

  it('refuses 401, outsiders, another college, unknown content and bad paths; nothing logged', async () => {
    const before = await f.count('log_aktivitas');
    expect((await call(f, { method: 'POST', url: logUrl('ujian', f.idUjian, 'tambah'), headers: { 'college-id': '1' } })).status).toBe(401);
    expect((await call(f, { method: 'POST', url: logUrl('ujian', f.idUjian, 'tambah'), headers: f.mahasiswaLain })).status).toBe(403);
    expect((await call(f, { method: 'POST', url: logUrl('ujian', f.idUjian, 'tambah'), headers: { ...f.mahasiswa, 'college-id': '2' } })).status).toBe(403);
    // an operator reads the class but never comments
    expect((await call(f, { method: 'POST', url: logUrl('ujian', f.idUjian, 'tambah'), headers: f.operator })).status).toBe(403);
    expect((await call(f, { method: 'POST', url: logUrl('ujian', '99999999', 'tambah'), headers: f.mahasiswa })).status).toBe(404);
    // the id is a task's, not an exam's
    expect((await call(f, { method: 'POST', url: logUrl('ujian', f.idTugas, 'tambah'), headers: f.mahasiswa })).status).toBe(404);
    const bad = await call(f, { method: 'POST', url: logUrl('materi', f.idUjian, 'tambah'), headers: f.mahasiswa });
    expect(bad.status).toBe(400);
    expect(bad.body.status.message).toContain('jenis');
    expect(await f.count('log_aktivitas')).toBe(before);
  });

  it('a task group’s comment is logged by its members only', async () => {
    const url = logUrl('tugas', f.idTugas, 'tambah', KELOMPOK);
    expect((await call(f, { method: 'POST', url, headers: f.mahasiswa })).status).toBe(200);
    const [row] = await f.q<{ detail: string }>("select detail from log_aktivitas where user_id = $1 and jenis_aktivitas = 'tambah_komentar' order by id desc limit 1", [f.ids.mahasiswa]);
    expect(row!.detail).toBe('Menambahkan komentar pada tugas Tugas Linked List (Kelompok 1)');
    expect((await call(f, { method: 'POST', url, headers: f.mahasiswa2 })).status).toBe(403);
    expect((await call(f, { method: 'POST', url: logUrl('tugas', f.idTugas, 'tambah', 'tidak-ada'), headers: f.mahasiswa })).status).toBe(404);
  });
});

describe('a task group (member list) and its live events', () => {
  it('members read and write, classmates outside the group do not; events reach the group only', async () => {
    expect((await call(f, { url: groupUrl(KELOMPOK), headers: f.mahasiswa })).body.data).toMatchObject({ konteks: 'kelompok', keanggotaan: 'daftar' });
    expect((await call(f, { url: groupUrl(KELOMPOK), headers: f.mahasiswa2 })).status).toBe(403);
    // operators with kelas_kuliah read may read the groups of the class
    expect((await call(f, { url: groupUrl(KELOMPOK), headers: f.operator })).status).toBe(200);
    const anggota = await openSse(base, 'stream=chat', f.dosen);
    const teman = await openSse(base, 'stream=chat', f.mahasiswa2);
    open.push(anggota, teman);
    const r = await call(f, { method: 'POST', url: groupUrl(KELOMPOK, `/thread/${THREAD_KOMENTAR}`), headers: f.mahasiswa, payload: { isi: 'Bagian saya sudah selesai.' } });
    expect(r.status).toBe(201);
    const ev = await anggota.waitFor((m) => m.event === 'pesan_chat');
    expect(JSON.parse(ev.data)).toMatchObject({ id_group: KELOMPOK, id_pesan: r.body.data.id, aksi: 'kirim' });
    await new Promise((res) => setTimeout(res, 300));
    expect(teman.messages.filter((m) => m.event === 'pesan_chat')).toEqual([]);
    expect((await call(f, { method: 'POST', url: groupUrl(KELOMPOK, `/thread/${THREAD_KOMENTAR}`), headers: f.mahasiswa2, payload: { isi: 'x' } })).status).toBe(403);
    expect((await call(f, { url: groupUrl(KELOMPOK, '/belum_dibaca'), headers: f.dosen })).body.data.jumlah_belum_dibaca).toBe(1);
  });
});

describe('attachments', () => {
  const grup = () => idGrupKomentar('tugas', f.idTugas);
  it('a member uploads a draft, sends it, and only the group’s readers download it (Range honoured)', async () => {
    expect((await call(f, { method: 'POST', url: groupUrl(grup()), headers: f.dosen, payload: { name: 'Komentar' } })).status).toBe(201);
    const up = async (h: Record<string, string>, part = { name: 'file', filename: 'catatan.pdf', content: PDF_MINI, contentType: 'application/pdf' }) => {
      const m = multipart([part]);
      const res = await f.app.inject({ method: 'POST', url: groupUrl(grup(), '/lampiran'), headers: { ...h, ...m.headers }, payload: m.payload });
      return { status: res.statusCode, body: res.json() };
    };
    expect((await up(f.mahasiswaLain)).status).toBe(403);
    expect((await up(f.mahasiswa, { name: 'file', filename: 'skrip.exe', content: Buffer.from('MZ'), contentType: 'application/octet-stream' })).status).toBe(415);
    const u = await up(f.mahasiswa);
    expect(u.status, JSON.stringify(u.body)).toBe(201);
    const file = chatLampiran.parse(u.body.data);
    // a draft is its uploader's only
    expect((await f.app.inject({ url: file.url, headers: f.mahasiswa2 })).statusCode).toBe(404);
    // another member cannot send someone else's draft
    const stolen = await call(f, { method: 'POST', url: groupUrl(grup(), `/thread/${THREAD_KOMENTAR}`), headers: f.mahasiswa2, payload: { isi: 'lihat', lampiran: [file.id] } });
    expect(stolen.status).toBe(400);
    const sent = await call(f, { method: 'POST', url: groupUrl(grup(), `/thread/${THREAD_KOMENTAR}`), headers: f.mahasiswa, payload: { isi: 'Catatan saya', lampiran: [file.id] } });
    expect(sent.status).toBe(201);
    expect(sent.body.data.lampiran).toEqual([file]);
    const dl = await f.app.inject({ url: file.url, headers: f.mahasiswa2 });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF_MINI)).toBe(true);
    const part = await f.app.inject({ url: file.url, headers: { ...f.dosen, range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
    expect((await f.app.inject({ url: file.url, headers: f.mahasiswaLain })).statusCode).toBe(403);
    // sent once: it is no longer a draft
    expect((await call(f, { method: 'POST', url: groupUrl(grup(), `/thread/${THREAD_KOMENTAR}`), headers: f.mahasiswa, payload: { isi: 'lagi', lampiran: [file.id] } })).status).toBe(400);
    // deleting the message removes the file
    expect((await call(f, { method: 'DELETE', url: groupUrl(grup(), `/thread/${THREAD_KOMENTAR}/pesan/${sent.body.data.id}`), headers: f.mahasiswa })).status).toBe(200);
    expect(await f.count('files', 'id = $1', [file.id])).toBe(0);
  });
});

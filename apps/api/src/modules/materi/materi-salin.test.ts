import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_MATERI, materiItem } from '@lms/shared';
import { readAll } from '../../plugins/storage';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { MP4, iso, setupMateri, type MateriFixture } from './materi.fixtures';

/** 'Salin Materi Kelas Lain': the copy table (GET /materi without a meeting) and POST /materi/salin. */

let f: MateriFixture;
let kelasB: string;
let pertemuanB: number;
let asing: number;
let sumber: { ebook: number; video: number; url: number };
beforeAll(async () => {
  f = await setupMateri();
  const [b] = await f.q<{ id: string; id_mata_kuliah: number }>(
    `select kp.id_kelas_kuliah id from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
     where u.username = 'dosen' and kp.id_kelas_kuliah <> $1 order by kp.id_kelas_kuliah limit 1`,
    [f.idKelas],
  );
  kelasB = b!.id;
  pertemuanB = (await f.q<{ id: number }>(`select id from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1`, [kelasB]))[0]!.id;
  const [c] = await f.q<{ id: number }>(
    `select p.id from pertemuan p where p.college_id = 1 and not exists (
       select 1 from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where kp.id_kelas_kuliah = p.id_kelas_kuliah and u.username = 'dosen')
     order by p.id limit 1`,
  );
  const mk = (over: Record<string, string | null>, file?: { filename: string; content: Buffer } | null) =>
    f.buat(f.dosen, { id_pertemuan: String(pertemuanB), ...over }, file).then((r) => r.json().data.id as number);
  sumber = {
    ebook: await mk({ judul: 'Sumber E-book Kelas B' }),
    video: await mk({ judul: 'Sumber Video Kelas B', tipe_file: 'video' }, { filename: 'v.mp4', content: MP4 }),
    url: await mk({ judul: 'Sumber Tautan Kelas B', tipe_file: 'url', file_url: 'example.ac.id' }, null),
  };
  asing = (await f.buat(f.operator, { id_pertemuan: String(c!.id), judul: 'Materi Kelas Asing' })).json().data.id;
});
afterAll(async () => f?.t.close());

const salin = (h: Record<string, string>, payload: object) => f.t.app.inject({ method: 'POST', url: '/api/v2/lms/materi/salin', headers: h, payload });

describe('GET /api/v2/lms/materi (copy table)', () => {
  it("lists the lecturer's other classes' materials, newest first, without the excluded class", async () => {
    const res = (await f.t.app.inject({ url: `/api/v2/lms/materi?exclude_id_kelas_kuliah=${f.idKelas}&per_page=10&search=Kelas B`, headers: f.dosen })).json();
    expect(res.data.map((m: { id: number }) => m.id)).toEqual([sumber.url, sumber.video, sumber.ebook]);
    expect(res.meta.total_items).toBe(3);
    const semua = (await f.t.app.inject({ url: `/api/v2/lms/materi?exclude_id_kelas_kuliah=${f.idKelas}&per_page=1000`, headers: f.dosen })).json();
    expect(semua.data.every((m: { id_kelas_kuliah: string }) => m.id_kelas_kuliah !== f.idKelas)).toBe(true);
    expect(semua.data.map((m: { id: number }) => m.id)).not.toContain(asing);
  });

  it('filters by course', async () => {
    const [mk] = await f.q<{ id: number }>('select id_mata_kuliah id from kelas_kuliah where id = $1', [kelasB]);
    const res = (await f.t.app.inject({ url: `/api/v2/lms/materi?id_mata_kuliah=${mk!.id}&per_page=1000`, headers: f.dosen })).json();
    const kelas = await f.q<{ id: string }>('select id from kelas_kuliah where id_mata_kuliah = $1', [mk!.id]);
    const ids = new Set(kelas.map((k) => k.id));
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((m: { id_kelas_kuliah: string }) => ids.has(m.id_kelas_kuliah))).toBe(true);
  });
});

describe('POST /api/v2/lms/materi/salin', () => {
  it('refusals: 401, a student, a lecturer outside the target class, another college, sources the caller cannot see; nothing copied', async () => {
    const before = { materi: await f.count('materi'), files: await f.count('files'), keys: await f.storedKeys() };
    const body = { type: 'salin', id_pertemuan: f.online, list_id: [sumber.ebook], tampil_sekarang: true, is_syarat_hadir: false };
    expect((await salin({ 'college-id': '1' }, body)).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.dosenLain, f.operatorKelas]) expect((await salin(h, body)).statusCode).toBe(403);
    expect((await salin({ ...f.dosen, 'college-id': '2' }, body)).statusCode).toBe(403);
    expect((await salin(f.operator2, body)).statusCode).toBe(404);
    expect((await salin(f.dosen, { ...body, list_id: [sumber.ebook, asing] })).statusCode).toBe(404);
    const kosong = await salin(f.dosen, { ...body, list_id: [] });
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().status.message).toContain(PESAN_MATERI.materiWajib);
    const offline = await salin(f.dosen, { ...body, id_pertemuan: f.offline, is_syarat_hadir: true, deadline: iso(Date.now() + 86_400_000) });
    expect(offline.json().status.message).toContain(PESAN_MATERI.offlineTanpaSyarat);
    const tanpaDeadline = await salin(f.dosen, { ...body, is_syarat_hadir: true });
    expect(tanpaDeadline.json().status.message).toContain(PESAN_MATERI.deadlineWajib);
    expect(await f.count('materi')).toBe(before.materi);
    expect(await f.count('files')).toBe(before.files);
    expect(await f.storedKeys()).toEqual(before.keys);
  });

  it("copies into the meeting with the copy tab's settings; each file is copied into the target class", async () => {
    const deadline = iso(Date.now() + 3 * 86_400_000).replace(/\.\d{3}Z$/, 'Z');
    // Settings just changed (their cache is cold): reading them inside the copy's transaction must not wait on itself.
    forgetPengaturan(f.t.app.deps, 1);
    const res = await salin(f.dosen, { type: 'salin', id_pertemuan: f.online, list_id: [sumber.ebook, sumber.video, sumber.url], tampil_sekarang: true, is_syarat_hadir: true, deadline });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(PESAN_MATERI.berhasilSalin(3));
    const ids = res.json().data.list_id as number[];
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      const m = materiItem.parse((await f.t.app.inject({ url: `/api/v2/lms/materi/${id}`, headers: f.dosen })).json().data);
      expect(m).toMatchObject({ id_kelas_kuliah: f.idKelas, id_pertemuan: f.online, is_syarat_hadir: true, deadline });
    }
    const rows = await f.q<{ id: number; disalin_dari: number; kelas_file: string | null; key: string | null }>(
      `select m.id, m.disalin_dari, fl.id_kelas_kuliah kelas_file, fl.storage_key key from materi m left join files fl on fl.id = m.id_file where m.id = any($1::int[]) order by m.id`,
      [ids],
    );
    expect(rows.map((r) => r.disalin_dari).sort()).toEqual([sumber.ebook, sumber.video, sumber.url].sort());
    const video = rows.find((r) => r.disalin_dari === sumber.video)!;
    expect(video.kelas_file).toBe(f.idKelas);
    expect(await readAll(await f.t.app.deps.storage.get(video.key!))).toEqual(MP4);
    expect(rows.find((r) => r.disalin_dari === sumber.url)!.key).toBeNull();
    expect(await f.count('aktivitas_kelas', `jenis = 'materi' and id_sumber = any($1::text[]) and syarat_hadir`, [ids.map(String)])).toBe(3);
    expect(await f.count('log_aktivitas', `jenis_aktivitas = 'salin_materi'`)).toBe(3);
    // the student of the target class can download the copy
    expect((await f.t.app.inject({ url: `/api/v2/lms/materi/${video.id}/unduh`, headers: f.mahasiswa })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_MATERI, materiItem } from '@lms/shared';
import type { Part } from '../storager/multipart.test-helper';
import { MP3, PDF, iso, setupMateri, type MateriFixture } from './materi.fixtures';

/** Editing and deleting materials: refusals leave the row as it was; the registry, files and log follow each write. */

let f: MateriFixture;
beforeAll(async () => {
  f = await setupMateri();
});
afterAll(async () => f?.t.close());

const DAY = 86_400_000;
const snapshot = async (id: number) => JSON.stringify((await f.q('select * from materi where id = $1', [id]))[0]);
const form = (over: Record<string, string> = {}): Part[] =>
  Object.entries({ judul: 'Modul Revisi', deskripsi: 'Isi baru', tipe_file: 'ebook', jenis_materi: 'diktat', tampil_sekarang: 'true', is_syarat_hadir: 'false', ...over }).map(
    ([name, value]) => ({ name, value }),
  );
const ubah = (id: number, h: Record<string, string>, parts: Part[]) => f.kirim('PUT', `/api/v2/lms/materi/${id}`, h, parts);

describe('PUT /api/v2/lms/materi/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await f.buat(f.dosen, { judul: 'Modul Asli' })).json().data.id;
  });

  it('401 / 403 / 404 and bad input leave the material as it was', async () => {
    const before = await snapshot(id);
    expect((await ubah(id, { 'college-id': '1' }, form())).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.dosenLain, f.operatorKelas, f.operatorLaporan]) expect((await ubah(id, h, form())).statusCode).toBe(403);
    expect((await ubah(id, { ...f.dosen, 'college-id': '2' }, form())).statusCode).toBe(403);
    expect((await ubah(id, f.operator2, form())).statusCode).toBe(404);
    for (const [over, message] of [
      [{ judul: '' }, PESAN_MATERI.judulWajib],
      [{ tipe_file: 'video' }, PESAN_MATERI.materiWajib],
      [{ is_syarat_hadir: 'true' }, PESAN_MATERI.deadlineWajib],
      [{ id_pertemuan: String(f.pertemuan2) }, PESAN_MATERI.pertemuanWajib],
    ] as const) {
      const res = await ubah(id, f.dosen, form(over));
      expect([400, 404], JSON.stringify(over)).toContain(res.statusCode);
      expect(res.json().status.message).toContain(message);
    }
    const kelasLain = (await f.q<{ id: number }>('select id from pertemuan where college_id = 1 and id_kelas_kuliah <> $1 limit 1', [f.idKelas]))[0]!.id;
    const pindah = await ubah(id, f.dosen, form({ id_pertemuan: String(kelasLain) }));
    expect(pindah.statusCode).toBe(400);
    expect(pindah.json().status.message).toContain(PESAN_MATERI.pertemuanLainKelas);
    expect(await snapshot(id)).toBe(before);
  });

  it('changes the fields, keeps the file, keeps the display time of a material already shown, updates the registry', async () => {
    const [lama] = await f.q<{ waktu_mulai_tampil: Date; id_file: string }>('select waktu_mulai_tampil, id_file from materi where id = $1', [id]);
    const deadline = iso(Date.now() + 3 * DAY).replace(/\.\d{3}Z$/, 'Z');
    const res = await ubah(id, f.dosen, form({ id_pertemuan: String(f.lain), is_syarat_hadir: 'true', deadline }));
    expect(res.statusCode, res.body).toBe(200);
    const m = materiItem.parse(res.json().data);
    expect(m).toMatchObject({ judul: 'Modul Revisi', jenis_materi: 'diktat', id_pertemuan: f.lain, is_syarat_hadir: true, deadline });
    expect(m.waktu_mulai_tampil).toBe(lama!.waktu_mulai_tampil.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    const [row] = await f.q<{ id_file: string }>('select id_file from materi where id = $1', [id]);
    expect(row!.id_file).toBe(lama!.id_file);
    const [reg] = await f.q<{ judul: string; id_pertemuan: number; syarat_hadir: boolean }>(
      `select judul, id_pertemuan, syarat_hadir from aktivitas_kelas where jenis = 'materi' and id_sumber = $1`,
      [String(id)],
    );
    expect(reg).toEqual({ judul: 'Modul Revisi', id_pertemuan: f.lain, syarat_hadir: true });
    expect(await f.count('log_aktivitas', `jenis_aktivitas = 'ubah_materi' and detail like '%Modul Revisi%'`)).toBe(1);
  });

  it('replacing the file removes the old one (row and bytes) once no material uses it', async () => {
    const [lama] = await f.q<{ id_file: string; storage_key: string }>('select m.id_file, f.storage_key from materi m join files f on f.id = m.id_file where m.id = $1', [id]);
    const res = await ubah(id, f.dosen, [...form({ tipe_file: 'audio', jenis_materi: 'audio_visual' }), { name: 'file', filename: 'rekaman.mp3', content: MP3 }]);
    expect(res.statusCode, res.body).toBe(200);
    const m = materiItem.parse(res.json().data);
    expect(m.file?.name).toBe('rekaman.mp3');
    expect(m.durasi_detik).toBeGreaterThan(11);
    expect(await f.count('files', 'id = $1', [lama!.id_file])).toBe(0);
    expect(await f.t.app.deps.storage.exists(lama!.storage_key)).toBe(false);
  });

  it('a file shared by two materials stays until the last of them lets it go', async () => {
    const a = (await f.buat(f.dosen, { judul: 'Berbagi A' })).json().data.id as number;
    const b = (await f.buat(f.dosen, { judul: 'Berbagi B' })).json().data.id as number;
    const [fa] = await f.q<{ id_file: string }>('select id_file from materi where id = $1', [a]);
    await f.q('update materi set id_file = $1 where id = $2', [fa!.id_file, b]);
    expect((await f.t.app.inject({ method: 'DELETE', url: `/api/v2/lms/materi/${a}`, headers: f.dosen })).statusCode).toBe(200);
    expect(await f.count('files', 'id = $1', [fa!.id_file])).toBe(1);
    expect((await f.t.app.inject({ method: 'DELETE', url: `/api/v2/lms/materi/${b}`, headers: f.operator })).statusCode).toBe(200);
    expect(await f.count('files', 'id = $1', [fa!.id_file])).toBe(0);
  });
});

describe('DELETE /api/v2/lms/materi/{id}', () => {
  it('refusals change nothing; the lecturer deletes the material, its registry row, facts and file', async () => {
    const id = (await f.buat(f.dosen, { judul: 'Akan Dihapus' }, { filename: 'hapus.pdf', content: PDF })).json().data.id as number;
    const before = await snapshot(id);
    expect((await f.t.app.inject({ method: 'DELETE', url: `/api/v2/lms/materi/${id}`, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.dosenLain, f.operatorKelas]) expect((await f.t.app.inject({ method: 'DELETE', url: `/api/v2/lms/materi/${id}`, headers: h })).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: 'DELETE', url: `/api/v2/lms/materi/${id}`, headers: f.operator2 })).statusCode).toBe(404);
    expect(await snapshot(id)).toBe(before);

    const uid = await f.userId('mahasiswa');
    const [reg] = await f.q<{ id: number }>(`select id from aktivitas_kelas where jenis = 'materi' and id_sumber = $1`, [String(id)]);
    await f.q(`insert into aktivitas_selesai (college_id, id_pertemuan, id_aktivitas, jenis, id_user, sumber) values (1, $1, $2, 'materi', $3, 'baca')`, [f.online, reg!.id, uid]);
    const res = await f.t.app.inject({ method: 'DELETE', url: `/api/v2/lms/materi/${id}`, headers: f.dosen });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(PESAN_MATERI.berhasilHapus);
    expect(await f.count('materi', 'id = $1', [id])).toBe(0);
    expect(await f.count('aktivitas_kelas', 'id = $1', [reg!.id])).toBe(0);
    expect(await f.count('aktivitas_selesai', 'id_aktivitas = $1', [reg!.id])).toBe(0);
    expect(await f.count('log_aktivitas', `jenis_aktivitas = 'hapus_materi' and detail like '%Akan Dihapus%'`)).toBe(1);
    expect((await f.t.app.inject({ method: 'DELETE', url: `/api/v2/lms/materi/${id}`, headers: f.dosen })).statusCode).toBe(404);
  });
});

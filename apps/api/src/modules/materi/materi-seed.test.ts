import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materiItem } from '@lms/shared';
import { seedMateriFiles } from '../../db/seed/materi';
import { PDF, setupMateri, type MateriFixture } from './materi.fixtures';

/** The demo campus's materials: what every started meeting shows, and that the seeded files really download. */

let f: MateriFixture;
beforeAll(async () => {
  f = await setupMateri();
});
afterAll(async () => f?.t.close());

describe('demo materials', () => {
  it('every meeting that has started has an e-book, a video and a link, registered with their window', async () => {
    const kurang = await f.q(
      `select p.id from pertemuan p where p.status <> 'belum_dimulai' and (
         select count(distinct m.tipe_file) from materi m where m.id_pertemuan = p.id and m.tipe_file in ('ebook', 'video', 'url')) < 3`,
    );
    expect(kurang).toEqual([]);
    expect(await f.count('materi', `tipe_file = 'audio'`)).toBeGreaterThan(0);
    const tanpaRegistry = await f.q(`select m.id from materi m where not exists (select 1 from aktivitas_kelas a where a.jenis = 'materi' and a.id_sumber = m.id::text)`);
    expect(tanpaRegistry).toEqual([]);
    // offline meetings never require attendance; a required material always has a deadline after its display
    expect(await f.count('materi m join pertemuan p on p.id = m.id_pertemuan', `p.jenis = 'offline' and m.is_syarat_hadir is not null`)).toBe(0);
    expect(await f.count('materi', `is_syarat_hadir and (deadline is null or deadline <= waktu_mulai_tampil)`)).toBe(0);
  });

  it('students have used many required materials, each fact inside its window', async () => {
    expect(await f.count('aktivitas_selesai', `jenis = 'materi'`)).toBeGreaterThan(100);
    const diLuar = await f.q(
      `select s.id from aktivitas_selesai s join aktivitas_kelas a on a.id = s.id_aktivitas join materi m on m.id::text = a.id_sumber
       where a.jenis = 'materi' and (s.waktu < m.waktu_mulai_tampil or s.waktu > m.deadline)`,
    );
    expect(diLuar).toEqual([]);
    // each fact is mirrored on the student's progress row, which the material list reads
    const tanpaCermin = await f.q(
      `select s.id from aktivitas_selesai s join aktivitas_kelas a on a.id = s.id_aktivitas
       where a.jenis = 'materi' and not exists (select 1 from materi_progres p where p.id_materi = a.id_sumber::int and p.id_user = s.id_user and p.selesai_pada is not null)`,
    );
    expect(tanpaCermin).toEqual([]);
  });

  it('the seeded files download after seedMateriFiles, through the normal access checks', async () => {
    await seedMateriFiles(f.t.app.deps);
    const list = (await f.t.app.inject({ url: `/api/v2/lms/materi?id_pertemuan=${f.online}&tipe_file=ebook`, headers: f.mahasiswa })).json();
    const ebook = materiItem.parse(list.data[0]);
    const res = await f.t.app.inject({ url: ebook.file!.url, headers: f.mahasiswa });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await f.t.app.inject({ url: ebook.file!.url, headers: f.mahasiswaLain })).statusCode).toBe(403);
  });
});

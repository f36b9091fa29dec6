import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmpty, seedDemoIfEmpty } from '../src/db/seed';
import { createTestDatabase } from './helpers';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDb;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => database?.drop());

const count = async (table: string) => Number((await database.query<{ n: string }>(`select count(*) n from ${table}`)).rows[0]!.n);

describe('demo seed at start', () => {
  it('seeds an empty database exactly once even when several processes start together', async () => {
    expect(await isEmpty(database.db)).toBe(true);
    const results = await Promise.all([seedDemoIfEmpty(database.db), seedDemoIfEmpty(database.db), seedDemoIfEmpty(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await count('colleges')).toBe(2);
    const users = await count('users');
    expect(users).toBeGreaterThan(300);
    // A later start finds data and leaves it alone.
    expect(await seedDemoIfEmpty(database.db)).toBe(false);
    expect(await count('users')).toBe(users);
  });

  it('gives the demo campus what the README promises', async () => {
    const q = async (sql: string) => (await database.query<Record<string, number>>(sql)).rows[0]!;
    const c1 = await q(`select
      (select count(*) from prodi where college_id = 1)::int prodi,
      (select count(*) from mata_kuliah where college_id = 1)::int makul,
      (select count(*) from dosen where college_id = 1)::int dosen,
      (select count(*) from mahasiswa where college_id = 1)::int mahasiswa,
      (select count(*) from kelas_kuliah k join periode p on p.college_id = k.college_id and p.kode = k.periode and p.is_current where k.college_id = 1)::int kelas_berjalan,
      (select count(distinct status) from kelas_kuliah where college_id = 1)::int status_kelas,
      (select count(distinct mode_kuliah) from kelas_kuliah where college_id = 1)::int mode_kelas,
      (select count(distinct status) from pertemuan where college_id = 1)::int status_pertemuan,
      (select count(*) from pengumuman where college_id = 1)::int pengumuman`);
    expect(c1.prodi).toBeGreaterThanOrEqual(4);
    expect(c1.makul).toBeGreaterThanOrEqual(20);
    expect(c1.dosen).toBeGreaterThanOrEqual(10);
    expect(c1.mahasiswa).toBeGreaterThanOrEqual(300);
    expect(c1.kelas_berjalan).toBeGreaterThanOrEqual(24);
    expect(c1.status_kelas).toBe(3);
    expect(c1.mode_kelas).toBe(3);
    expect(c1.status_pertemuan).toBe(3);
    expect(c1.pengumuman).toBeGreaterThan(2);
    // Lecturers carry academic titles; the demo lecturer teaches and the demo student attends several classes.
    const titled = await q(`select count(*)::int n from users u join dosen d on d.user_id = u.id where u.college_id = 1 and u.gelar_akademik <> ''`);
    expect(titled.n).toBe(c1.dosen);
    const mine = await q(`select
      (select count(*) from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1)::int dosen,
      (select count(*) from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1)::int mahasiswa`);
    expect(mine.dosen).toBeGreaterThanOrEqual(3);
    expect(mine.mahasiswa).toBeGreaterThanOrEqual(3);
    expect(await count(`college_hostnames where hostname in ('localhost', '127.0.0.1', 'kampus2.localhost')`)).toBe(3);
  });
});

describe('demo files', () => {
  it('gives some classes an uploaded banner and a syllabus PDF that download like user uploads', async () => {
    const { createTestApp, loginHeaders } = await import('./helpers');
    const { seedDemoFiles } = await import('../src/db/seed/files');
    const t = await createTestApp();
    try {
      const n = await seedDemoFiles(t.app.deps);
      expect(n).toBeGreaterThan(0);
      const row = (await t.database.query<{ id: string; banner_url: string; silabus_files: { url: string; name: string }[] }>(
        `select id, banner_url, silabus_files from kelas_kuliah where banner_url is not null order by id limit 1`,
      )).rows[0]!;
      const h = await loginHeaders(t.app, 'operator', 'operator123');
      const banner = await t.app.inject({ url: row.banner_url, headers: h });
      expect(banner.statusCode).toBe(200);
      expect(banner.headers['content-type']).toBe('image/png');
      expect(banner.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const pdf = await t.app.inject({ url: row.silabus_files[0]!.url, headers: h });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.headers['content-disposition']).toContain('.pdf');
      // The class detail shows the uploaded banner and the attachment.
      const detail = await t.app.inject({ url: `/api/v2/lms/kelas_kuliah/${row.id}`, headers: h });
      expect(detail.json().data.banner_url).toBe(row.banner_url);
      expect(detail.json().data.mata_kuliah.pendahuluan.silabus.files).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

import type { HakAkses } from '@lms/shared';
import { loginHeaders, type TestContext } from '../../../test/helpers';

/** Test helpers of announcements (and help): extra accounts and rows read straight from the database. */

export type Headers = Record<string, string>;

/**
 * An operator of college 1 with exactly `hak` (missing areas are no_access), with the demo operator's password,
 * logged in. For read-versus-write checks the demo accounts do not cover.
 */
export async function operatorDengan(t: TestContext, username: string, hak: Partial<HakAkses>): Promise<Headers> {
  const { rows } = await t.database.query<{ id: number }>(
    `insert into users (college_id, username, password_hash, role, nama)
       select college_id, $1, password_hash, role, $2 from users where username = 'operator' and college_id = 1
     returning id`,
    [username, `Operator ${username}`],
  );
  await t.database.query(`insert into operators (user_id, college_id, hak_akses) values ($1, 1, $2::jsonb)`, [rows[0]!.id, JSON.stringify(hak)]);
  return loginHeaders(t.app, username, 'operator123');
}

/** A student of college 1 in another study programme than the demo student, with that programme. */
export async function mahasiswaProdiLain(t: TestContext): Promise<{ headers: Headers; idProdi: number }> {
  const { rows } = await t.database.query<{ username: string; id_prodi: number }>(
    `select u.username, m.id_prodi from mahasiswa m join users u on u.id = m.user_id
      where m.college_id = 1 and m.id_prodi <> (select m2.id_prodi from mahasiswa m2 join users u2 on u2.id = m2.user_id where u2.username = 'mahasiswa' and u2.college_id = 1)
      order by m.id limit 1`,
  );
  return { headers: await loginHeaders(t.app, rows[0]!.username, 'mahasiswa123'), idProdi: rows[0]!.id_prodi };
}

export type PengumumanDbRow = { id: number; target: string[]; target_prodi: number[]; is_published: boolean; tanggal_publish: Date; judul: string };

export async function pengumumanRows(t: TestContext, collegeId: number) {
  const { rows } = await t.database.query<PengumumanDbRow>(
    'select id, judul, target, target_prodi, is_published, tanggal_publish from pengumuman where college_id = $1',
    [collegeId],
  );
  return rows;
}

/** The study programme of a user (students and lecturers), or null. */
export async function prodiOf(t: TestContext, username: string, collegeId = 1): Promise<number | null> {
  const { rows } = await t.database.query<{ id_prodi: number | null }>(
    `select coalesce(m.id_prodi, d.id_prodi) id_prodi from users u left join mahasiswa m on m.user_id = u.id left join dosen d on d.user_id = u.id
      where u.username = $1 and u.college_id = $2`,
    [username, collegeId],
  );
  return rows[0]?.id_prodi ?? null;
}

export async function countRows(t: TestContext, sqlText: string, params: unknown[] = []) {
  const { rows } = await t.database.query<{ n: number }>(`select count(*)::int n from ${sqlText}`, params);
  return rows[0]!.n;
}

/**
 * Test helpers of the data-master and data-sistem modules: operators with exactly the rights a test needs, and
 * counts straight from the database (what a refused request must leave unchanged).
 */
import { hash } from '@node-rs/argon2';
import type { InjectOptions } from 'fastify';
import type { TestContext } from '../../../test/helpers';

export type Headers = Record<string, string>;
export const PASSWORD_UJI = 'rahasia-uji-123';
let hashUji: Promise<string> | null = null;
let ipSeq = 0;

/** Logs in from its own IP each time (the login throttle counts per IP). */
export async function masuk(t: TestContext, username: string, password = PASSWORD_UJI, collegeId = 1): Promise<Headers> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/access_token',
    headers: { 'college-id': String(collegeId) },
    remoteAddress: `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
    payload: { username, password },
  } as InjectOptions);
  if (res.statusCode !== 200) throw new Error(`login ${username} gagal: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().data.access_token}`, 'college-id': String(collegeId) };
}

/** An operator of the college with these rights (missing areas no_access), logged in. */
export async function operatorDengan(t: TestContext, username: string, hakAkses: Record<string, string>, collegeId = 1): Promise<{ id: number; h: Headers }> {
  const passwordHash = await (hashUji ??= hash(PASSWORD_UJI));
  const u = await t.database.query<{ id: number }>(
    `insert into users (college_id, username, password_hash, role, nama, email) values ($1, $2, $3, 'ROLE_OPERATOR', $2, $2 || '@uji.ac.id') returning id`,
    [collegeId, username, passwordHash],
  );
  const id = u.rows[0]!.id;
  await t.database.query(`insert into operators (user_id, college_id, hak_akses) values ($1, $2, $3)`, [id, collegeId, JSON.stringify(hakAkses)]);
  return { id, h: await masuk(t, username, PASSWORD_UJI, collegeId) };
}

export async function hitung(t: TestContext, sql: string, params: unknown[] = []) {
  return (await t.database.query<{ n: number }>(`select count(*)::int n from ${sql}`, params)).rows[0]!.n;
}

export async function satu<T>(t: TestContext, sql: string, params: unknown[] = []) {
  return (await t.database.query<T>(sql, params)).rows[0] as T | undefined;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { kelasPeserta, mahasiswa, operators, users } from '../../db/schema';
import { findAnggotaKelasUserIds } from '../kelas/kelas-akses';
import { createAudienceResolver } from './audience';

let database: Database & { drop(): Promise<void> };
let kelas: string;
const userId = async (username: string, collegeId = 1) =>
  (await database.db.select({ id: users.id }).from(users).where(and(eq(users.username, username), eq(users.collegeId, collegeId))))[0]!.id;

beforeAll(async () => {
  database = await createTestDatabase();
  const [k] = await database.db
    .select({ id: kelasPeserta.idKelasKuliah })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(sql`${mahasiswa.userId} = (select id from users where username = 'mahasiswa' and college_id = 1)`)
    .limit(1);
  kelas = k!.id;
});
afterAll(async () => {
  await database?.drop();
});

describe('class members', () => {
  it('are the class’s teachers and participants of that college, nobody else', async () => {
    const members = await findAnggotaKelasUserIds(database.db, 1, kelas);
    expect(members.has(await userId('mahasiswa'))).toBe(true);
    expect(members.has(await userId('operator'))).toBe(false);
    const [{ n }] = (await database.query<{ n: string }>(
      `select count(*)::text as n from (select d.user_id from kelas_pengajar kp join dosen d on d.id = kp.id_dosen where kp.id_kelas_kuliah = $1
       union select m.user_id from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa where kp.id_kelas_kuliah = $1) x`,
      [kelas],
    )).rows as [{ n: string }];
    expect(members.size).toBe(Number(n));
    expect(members.size).toBeGreaterThan(1);
    // The class belongs to college 1: asked for college 2 it has no members.
    expect((await findAnggotaKelasUserIds(database.db, 2, kelas)).size).toBe(0);
  });

  it('are fetched once per class within the TTL (shared by concurrent events), again after it', async () => {
    let now = 1_000_000;
    const r = createAudienceResolver(database.db, { ttlMs: 15_000, now: () => now });
    const a = { kind: 'kelas' as const, id_kelas_kuliah: kelas };
    const [m1, m2] = await Promise.all([r.members(1, a), r.members(1, a)]);
    await r.members(1, { kind: 'ujian', id_kelas_kuliah: kelas, id_ujian: 9 });
    expect(m1).toBe(m2);
    expect(r.stats().memberQueries).toBe(1);
    now += 15_001;
    await r.members(1, a);
    expect(r.stats().memberQueries).toBe(2);
  });
});

describe('operators reading kelas_kuliah', () => {
  it('answers for many operators with one query, refusing laporan-only, inactive and other-college operators', async () => {
    const ids = {
      operator: await userId('operator'),
      kelas: await userId('operator.kelas'),
      laporan: await userId('operator.laporan'),
      other: await userId('operator2', 2),
    };
    const r = createAudienceResolver(database.db);
    const readers = await r.operatorsReadingKelas(1, Object.values(ids));
    expect([...readers].sort()).toEqual([ids.operator, ids.kelas].sort());
    expect(r.stats().operatorQueries).toBe(1);
    await r.operatorsReadingKelas(1, [ids.operator, ids.laporan]);
    expect(r.stats().operatorQueries).toBe(1);

    await database.db.update(operators).set({ isActive: false }).where(eq(operators.userId, ids.kelas));
    const fresh = createAudienceResolver(database.db);
    expect([...(await fresh.operatorsReadingKelas(1, [ids.kelas, ids.operator]))]).toEqual([ids.operator]);
    await database.db.update(operators).set({ isActive: true }).where(eq(operators.userId, ids.kelas));
  });
});

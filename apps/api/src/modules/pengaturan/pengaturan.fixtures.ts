import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, users } from '../../db/schema';
import { FIXTURE_PASSWORD, headersOf, seedIdentityFixtures } from '../auth/auth.fixtures';

/**
 * Accounts of the settings, log and visitor tests: the demo operators (all areas write; laporan read only),
 * operators with read on konfigurasi only and on laporan nothing, a lecturer, a student and college 2's operator.
 */
export async function seedAdminAccounts(app: FastifyInstance, db: Db, ipPrefix: string) {
  const fx = await seedIdentityFixtures(db);
  const [dosen] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, fx.dosen.user.id));
  const [konf] = await db
    .insert(users)
    .values({ collegeId: 1, username: 'uji.op.konfigurasi', role: 'ROLE_OPERATOR', nama: 'Operator Uji Konfigurasi Baca', passwordHash: dosen!.passwordHash })
    .returning();
  await db.insert(operators).values({ userId: konf!.id, collegeId: 1, hakAkses: { konfigurasi: 'read' } });
  let ip = 0;
  const login = (u: string, p: string, c = 1) => headersOf(app, u, p, c, `${ipPrefix}.${++ip}`);
  return {
    fx,
    konfigurasiBaca: konf!,
    h: {
      operator: await login('operator', 'operator123'),
      laporan: await login('operator.laporan', 'operator123'),
      konfigurasiBaca: await login('uji.op.konfigurasi', FIXTURE_PASSWORD),
      dosen: await login('uji.dosen', FIXTURE_PASSWORD),
      mahasiswa: await login('uji.mahasiswa', FIXTURE_PASSWORD),
      operator2: await login('operator2', 'operator123', 2),
    },
  };
}
export type AdminAccounts = Awaited<ReturnType<typeof seedAdminAccounts>>;

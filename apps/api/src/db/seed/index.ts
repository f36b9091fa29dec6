import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { colleges } from '../schema';
import { demoPasswordHashes, seedColleges, seedOperators } from './accounts';
import { seedAkademik } from './akademik';
import { seedSilabus } from './silabus';
import { seedPertemuan } from './pertemuan';

/** True when no college exists yet (a fresh database). */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(colleges);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo campus in one transaction: all of it or nothing. */
export async function seedDemo(db: Db) {
  const hashes = await demoPasswordHashes();
  await db.transaction(async (tx) => {
    const { c1, c2 } = await seedColleges(tx);
    const ops = await seedOperators(tx, hashes, c1.id, c2.id);
    await seedAkademik(tx, hashes, c1.id, c2.id, { c1: ops.operator.id, c2: ops.operator2.id });
    await seedSilabus(tx, [c1.id, c2.id]);
    await seedPertemuan(tx, [c1.id, c2.id]);
  });
}

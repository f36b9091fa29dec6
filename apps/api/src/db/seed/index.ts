import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { colleges } from '../schema';
import { demoPasswordHashes, seedColleges, seedOperators } from './accounts';
import { seedAkademik } from './akademik';
import { seedSilabus } from './silabus';
import { seedPertemuan } from './pertemuan';
import { seedBankSoal } from './bank-soal';
import { seedPengaturan } from './pengaturan';
import { seedVidcon } from './vidcon';
import { seedMateri } from './materi';
import { seedTugas } from './tugas';
import { seedPengumuman } from './pengumuman';
import { seedBantuan } from './bantuan';
import { seedSso } from './sso';
import { seedPengguna } from './pengguna';
import { seedDataSistem } from './data-sistem';
import { seedChat } from './chat';
import { seedForum } from './forum';
import { seedUjian } from './ujian';
import { seedKehadiran } from './kehadiran';
import { seedBap } from './bap';
import { seedNilai } from './nilai';

/** True when no college exists yet (a fresh database). */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(colleges);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo campus in one transaction: all of it or nothing. */
export async function seedDemo(db: Db) {
  const hashes = await demoPasswordHashes();
  await db.transaction(async (tx) => {
    await seedDemoTransaction(tx, hashes);
  });
}

/**
 * Seeds the demo campus only into an empty database. Several API processes may start at once on one PostgreSQL:
 * the transaction takes an advisory lock and checks emptiness again under it, so exactly one of them seeds.
 * Returns whether this call seeded.
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const hashes = await demoPasswordHashes();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    if (!(await isEmpty(tx))) return false;
    await seedDemoTransaction(tx, hashes);
    return true;
  });
}

async function seedDemoTransaction(tx: Db, hashes: Awaited<ReturnType<typeof demoPasswordHashes>>) {
  const { c1, c2 } = await seedColleges(tx);
  const ops = await seedOperators(tx, hashes, c1.id, c2.id);
  await seedAkademik(tx, hashes, c1.id, c2.id, { c1: ops.operator.id, c2: ops.operator2.id });
  await seedSilabus(tx, [c1.id, c2.id]);
  await seedPertemuan(tx, [c1.id, c2.id]);
  await seedBankSoal(tx, [c1.id, c2.id], hashes.operator123);
  await seedPengaturan(tx, [c1.id, c2.id]);
  await seedVidcon(tx, [c1.id, c2.id]);
  await seedMateri(tx, [c1.id, c2.id]);
  await seedTugas(tx, [c1.id, c2.id]);
  await seedPengumuman(tx, [c1.id, c2.id]);
  await seedBantuan(tx, [c1.id, c2.id]);
  await seedSso(tx, [c1.id, c2.id]);
  await seedPengguna(tx, [c1.id, c2.id]);
  await seedDataSistem(tx, [c1.id, c2.id]);
  await seedChat(tx, [c1.id, c2.id]);
  await seedForum(tx, [c1.id, c2.id]);
  await seedUjian(tx, [c1.id, c2.id]);
  await seedKehadiran(tx, [c1.id, c2.id]);
  await seedBap(tx, [c1.id, c2.id]);
  await seedNilai(tx, [c1.id, c2.id]);
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collegeHostnames, colleges } from '../../db/schema';

export async function findCollegeByHostname(db: Db, hostname: string) {
  const [row] = await db
    .select({ college: colleges })
    .from(collegeHostnames)
    .innerJoin(colleges, eq(colleges.id, collegeHostnames.collegeId))
    .where(eq(collegeHostnames.hostname, hostname.toLowerCase()));
  return row?.college;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pertemuanTeks, users } from '../../db/schema';

// ---------------------------------------------------------------------------------------------------------------
// Text activities

const teksCols = {
  id: pertemuanTeks.id,
  idPertemuan: pertemuanTeks.idPertemuan,
  judul: pertemuanTeks.judul,
  isi: pertemuanTeks.isi,
  createdAt: pertemuanTeks.createdAt,
  updatedAt: pertemuanTeks.updatedAt,
  creatorId: users.id,
  creatorNama: users.nama,
};

export async function listTeks(db: Db, collegeId: number, idPertemuan: number) {
  return db
    .select(teksCols)
    .from(pertemuanTeks)
    .leftJoin(users, eq(users.id, pertemuanTeks.createdBy))
    .where(and(eq(pertemuanTeks.collegeId, collegeId), eq(pertemuanTeks.idPertemuan, idPertemuan)))
    .orderBy(asc(pertemuanTeks.createdAt), asc(pertemuanTeks.id));
}

export async function findTeks(db: Db, collegeId: number, idPertemuan: number, id: number) {
  const [row] = await db
    .select(teksCols)
    .from(pertemuanTeks)
    .leftJoin(users, eq(users.id, pertemuanTeks.createdBy))
    .where(and(eq(pertemuanTeks.collegeId, collegeId), eq(pertemuanTeks.idPertemuan, idPertemuan), eq(pertemuanTeks.id, id)));
  return row;
}

export async function insertTeks(db: Db, values: typeof pertemuanTeks.$inferInsert) {
  const [row] = await db.insert(pertemuanTeks).values(values).returning({ id: pertemuanTeks.id });
  return row!.id;
}

export async function updateTeks(db: Db, collegeId: number, idPertemuan: number, id: number, patch: { judul?: string; isi?: string }) {
  const rows = await db
    .update(pertemuanTeks)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pertemuanTeks.collegeId, collegeId), eq(pertemuanTeks.idPertemuan, idPertemuan), eq(pertemuanTeks.id, id)))
    .returning({ id: pertemuanTeks.id });
  return rows.length > 0;
}

export async function deleteTeks(db: Db, collegeId: number, idPertemuan: number, id: number) {
  const rows = await db
    .delete(pertemuanTeks)
    .where(and(eq(pertemuanTeks.collegeId, collegeId), eq(pertemuanTeks.idPertemuan, idPertemuan), eq(pertemuanTeks.id, id)))
    .returning({ id: pertemuanTeks.id });
  return rows.length > 0;
}

import { and, desc, eq, gt, inArray, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type { Role, StatusPengumuman } from '@lms/shared';
import type { Db } from '../../db/client';
import { dosen, files, mahasiswa, pengumuman, pengumumanLampiran, prodi, users } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';

/** Queries of announcements. Every function takes the db or a transaction and filters by college. */

export type PengumumanRow = typeof pengumuman.$inferSelect;
export type LampiranRow = { id: string; name: string; size: number };

/**
 * Who reads: `null` = an operator with read on pengumuman (every published announcement); otherwise a reader
 * whose role and study programme must be reached (the programme is looked up in the same statement).
 */
export type Pembaca = { role: Role | 'SYSTEM'; userId: number } | null;

/** The reader's study programme (students and lecturers; operators have none), as a scalar subquery. */
function prodiPembaca(collegeId: number, userId: number): SQL {
  return sql`(select id_prodi from (
      select ${mahasiswa.idProdi} as id_prodi from ${mahasiswa} where ${mahasiswa.userId} = ${userId} and ${mahasiswa.collegeId} = ${collegeId}
      union all
      select ${dosen.idProdi} from ${dosen} where ${dosen.userId} = ${userId} and ${dosen.collegeId} = ${collegeId}
    ) s limit 1)`;
}

/** Published (is_published, tanggal_publish <= now) and reaching the reader: the rule of shared `menjangkau`. */
function terbitUntuk(collegeId: number, pembaca: Pembaca, now: Date): SQL {
  return and(
    eq(pengumuman.collegeId, collegeId),
    sql`${pengumuman.isPublished}`,
    lte(pengumuman.tanggalPublish, now),
    pembaca === null
      ? undefined
      : sql`(cardinality(${pengumuman.target}) = 0 or ${pembaca.role} = any(${pengumuman.target}))
          and (cardinality(${pengumuman.targetProdi}) = 0 or ${prodiPembaca(collegeId, pembaca.userId)} = any(${pengumuman.targetProdi}))`,
  )!;
}

/**
 * The attachments of each row, in upload order, in the same statement. The outer row is named in full: drizzle
 * leaves columns unqualified in a query without joins, and `id` would bind to the subquery's files.
 */
const lampiranJson = sql<LampiranRow[]>`coalesce((
    select json_agg(json_build_object('id', f.id, 'name', f.original_name, 'size', f.size) order by pl.created_at, f.id)
    from ${pengumumanLampiran} pl join ${files} f on f.id = pl.id_file and f.deleted_at is null
    where pl.id_pengumuman = "pengumuman"."id"
  ), '[]'::json)`;

const bacaColumns = {
  id: pengumuman.id,
  judul: pengumuman.judul,
  isi: pengumuman.isi,
  tanggalPublish: pengumuman.tanggalPublish,
  lampiran: lampiranJson,
};

/** Newest first, with the total in the same query (index pengumuman_terbit_idx). */
export async function findPengumumanPage(db: Db, collegeId: number, pembaca: Pembaca, now: Date, page: { limit?: number; offset: number }) {
  const where = terbitUntuk(collegeId, pembaca, now);
  const q = db
    .select({ ...bacaColumns, total: totalOver() })
    .from(pengumuman)
    .where(where)
    .orderBy(desc(pengumuman.tanggalPublish), desc(pengumuman.id))
    .$dynamic();
  return runPage(q, page, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(pengumuman).where(where);
    return row?.n ?? 0;
  });
}

export async function findPengumumanById(db: Db, collegeId: number, pembaca: Pembaca, now: Date, id: number) {
  const [row] = await db
    .select(bacaColumns)
    .from(pengumuman)
    .where(and(terbitUntuk(collegeId, pembaca, now), eq(pengumuman.id, id)));
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Management

const kelolaColumns = {
  ...bacaColumns,
  isPublished: pengumuman.isPublished,
  target: pengumuman.target,
  targetProdi: sql<{ id: number; nama: string; jenjang: string }[]>`coalesce((
      select json_agg(json_build_object('id', pr.id, 'nama', pr.nama, 'jenjang', pr.jenjang) order by pr.jenjang, pr.nama)
      from ${prodi} pr where pr.id = any("pengumuman"."target_prodi") and pr.college_id = "pengumuman"."college_id"
    ), '[]'::json)`,
  createdBy: pengumuman.createdBy,
  pembuat: users.nama,
  updatedAt: pengumuman.updatedAt,
};

export type KelolaFilter = { tsQuery: string | null; status?: StatusPengumuman };

function kelolaWhere(collegeId: number, f: KelolaFilter, now: Date): SQL {
  const status: Record<StatusPengumuman, SQL> = {
    draf: not(pengumuman.isPublished),
    terjadwal: and(sql`${pengumuman.isPublished}`, gt(pengumuman.tanggalPublish, now))!,
    terbit: and(sql`${pengumuman.isPublished}`, lte(pengumuman.tanggalPublish, now))!,
  };
  return and(
    eq(pengumuman.collegeId, collegeId),
    f.tsQuery ? sql`${pengumuman.dokumen} @@ to_tsquery('simple', ${f.tsQuery})` : undefined,
    f.status ? status[f.status] : undefined,
  )!;
}

/** Every announcement of the college (drafts and scheduled too), newest publication first. */
export async function findPengumumanKelolaPage(db: Db, collegeId: number, f: KelolaFilter, now: Date, page: { limit?: number; offset: number }) {
  const where = kelolaWhere(collegeId, f, now);
  const q = db
    .select({ ...kelolaColumns, total: totalOver() })
    .from(pengumuman)
    .leftJoin(users, eq(users.id, pengumuman.createdBy))
    .where(where)
    .orderBy(desc(pengumuman.tanggalPublish), desc(pengumuman.id))
    .$dynamic();
  return runPage(q, page, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(pengumuman).where(where);
    return row?.n ?? 0;
  });
}

export async function findPengumumanKelola(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select(kelolaColumns)
    .from(pengumuman)
    .leftJoin(users, eq(users.id, pengumuman.createdBy))
    .where(and(eq(pengumuman.collegeId, collegeId), eq(pengumuman.id, id)));
  return row;
}

/** The row under an update lock (writes to one announcement, and its attachment count, are serialised). */
export async function lockPengumuman(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(pengumuman)
    .where(and(eq(pengumuman.collegeId, collegeId), eq(pengumuman.id, id)))
    .for('update');
  return row;
}

/** The ids of `ids` that are study programmes of the college. */
export async function findProdiIds(db: Db, collegeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: prodi.id })
    .from(prodi)
    .where(and(eq(prodi.collegeId, collegeId), inArray(prodi.id, ids)));
  return rows.map((r) => r.id);
}

export type PengumumanValues = {
  judul: string;
  isi: string;
  tanggalPublish: Date;
  target: Role[];
  targetProdi: number[];
  isPublished: boolean;
};

export async function insertPengumuman(db: Db, collegeId: number, userId: number | null, v: PengumumanValues) {
  const [row] = await db
    .insert(pengumuman)
    .values({ collegeId, ...v, createdBy: userId, updatedBy: userId })
    .returning({ id: pengumuman.id });
  return row!.id;
}

export async function updatePengumuman(db: Db, collegeId: number, id: number, userId: number | null, v: Partial<PengumumanValues>) {
  await db
    .update(pengumuman)
    .set({ ...v, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(pengumuman.collegeId, collegeId), eq(pengumuman.id, id)));
}

export async function deletePengumuman(db: Db, collegeId: number, id: number) {
  await db.delete(pengumuman).where(and(eq(pengumuman.collegeId, collegeId), eq(pengumuman.id, id)));
}

// ---------------------------------------------------------------------------------------------------------------
// Attachments

/** The live files attached to an announcement. */
export async function findLampiran(db: Db, collegeId: number, idPengumuman: number) {
  return db
    .select({ id: files.id, name: files.originalName, size: files.size, storageKey: files.storageKey, mime: files.mime })
    .from(pengumumanLampiran)
    .innerJoin(files, and(eq(files.id, pengumumanLampiran.idFile), isNull(files.deletedAt)))
    .where(and(eq(pengumumanLampiran.collegeId, collegeId), eq(pengumumanLampiran.idPengumuman, idPengumuman)));
}

/** One attachment of an announcement (its files row), or undefined. */
export async function findLampiranFile(db: Db, collegeId: number, idPengumuman: number, idFile: string) {
  const [row] = await db
    .select({ file: files })
    .from(pengumumanLampiran)
    .innerJoin(files, and(eq(files.id, pengumumanLampiran.idFile), isNull(files.deletedAt)))
    .where(and(eq(pengumumanLampiran.collegeId, collegeId), eq(pengumumanLampiran.idPengumuman, idPengumuman), eq(pengumumanLampiran.idFile, idFile)));
  return row?.file;
}

export async function insertLampiran(db: Db, collegeId: number, idPengumuman: number, idFile: string) {
  await db.insert(pengumumanLampiran).values({ collegeId, idPengumuman, idFile });
}

/** Unlinks the files and marks their rows deleted; returns their storage keys (the bytes go after the commit). */
export async function removeLampiran(db: Db, collegeId: number, idPengumuman: number, idFiles: string[]) {
  if (idFiles.length === 0) return [];
  await db
    .delete(pengumumanLampiran)
    .where(and(eq(pengumumanLampiran.collegeId, collegeId), eq(pengumumanLampiran.idPengumuman, idPengumuman), inArray(pengumumanLampiran.idFile, idFiles)));
  const rows = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.collegeId, collegeId), inArray(files.id, idFiles), isNull(files.deletedAt)))
    .returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
}

import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { dosen, jenisKelas, kelasKuliah, kelasPengajar, labelKelas, mataKuliah, pertemuan, ruangan, users } from '../../db/schema';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';
import { hitunganAktivitasPertemuan } from '../aktivitas/aktivitas.service';
import { pengajarKelasKolom } from '../kelas/kelas.service';

/**
 * Meeting rows: detail, status moves, the class rules they trigger, and the lists. Clash and reference look-ups
 * live in pertemuan-bentrok.repo.ts, generation inputs in pertemuan-generate.repo.ts, text activities in
 * pertemuan-teks.repo.ts. Who may see which class is kelas-akses's business, never a query here.
 */

/** Columns of the class a meeting belongs to (joined in every meeting query, never fetched per row). */
const kelasCols = {
  kkId: kelasKuliah.id,
  kkPeriode: kelasKuliah.periode,
  kkStatus: kelasKuliah.status,
  kkMode: kelasKuliah.modeKuliah,
  mkId: mataKuliah.id,
  mkKode: mataKuliah.kode,
  mkNama: mataKuliah.nama,
  labelId: labelKelas.id,
  labelNama: labelKelas.nama,
  jenisNama: jenisKelas.nama,
};

const rowCols = {
  id: pertemuan.id,
  nomor: pertemuan.nomor,
  judul: pertemuan.judul,
  kategori: pertemuan.kategori,
  jenis: pertemuan.jenis,
  status: pertemuan.status,
  waktuMulai: pertemuan.waktuMulai,
  waktuSelesai: pertemuan.waktuSelesai,
  ...kelasCols,
};


/** escape % _ \ so a search term matches literally */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------------------------
// Meetings

// The meeting page and every meeting-scoped route read these on each request: prepared once per database handle
// (db/prepared.ts), so neither drizzle's building nor PostgreSQL's planning is paid again.

/**
 * The meeting page in one statement: the meeting with its class and room, the class's teachers (by urutan) and the
 * meeting's activity count per kind (the registry's subquery) — one round trip where there were four.
 */
export async function findPertemuanDetail(db: Db, collegeId: number, id: number, siswaPada: Date | null) {
  const q = prepared(db, 'pertemuan_detail', () =>
    db
      .select({
        p: pertemuan,
        ...kelasCols,
        ruanganNama: ruangan.nama,
        pengajar: pengajarKelasKolom.sql(pertemuan.idKelasKuliah),
        hitungan: hitunganAktivitasPertemuan.sql(pertemuan.id),
      })
      .from(pertemuan)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
      .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
      .leftJoin(ruangan, eq(ruangan.id, pertemuan.idRuangan))
      .where(and(eq(pertemuan.id, sql.placeholder('id')), eq(pertemuan.collegeId, sql.placeholder('collegeId'))))
      .prepare('pertemuan_detail'),
  );
  const [row] = await q.execute({ id, collegeId, ...hitunganAktivitasPertemuan.params(siswaPada) });
  if (!row) return undefined;
  return {
    ...row,
    pengajar: pengajarKelasKolom.parse(row.pengajar),
    hitungan: hitunganAktivitasPertemuan.parse(row.hitungan),
  };
}

/** The meeting row itself, locked for the rest of the transaction (PUT serialises on it). */
export async function lockPertemuan(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(pertemuan)
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)))
    .for('update');
  return row;
}

export async function findPertemuanRingkas(db: Db, collegeId: number, id: number) {
  const q = prepared(db, 'pertemuan_ringkas', () =>
    db
      .select({ id: pertemuan.id, idKelasKuliah: pertemuan.idKelasKuliah, status: pertemuan.status, nomor: pertemuan.nomor })
      .from(pertemuan)
      .where(and(eq(pertemuan.id, sql.placeholder('id')), eq(pertemuan.collegeId, sql.placeholder('collegeId'))))
      .prepare('pertemuan_ringkas'),
  );
  const [row] = await q.execute({ id, collegeId });
  return row;
}

/** The class's course and label names (kept on the class row by triggers): how the activity log names a class. */
export async function findNamaKelas(db: Db, collegeId: number, idKelasKuliah: string) {
  const [row] = await db
    .select({ mkNama: kelasKuliah.mkNama, labelNama: kelasKuliah.labelNama })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.id, idKelasKuliah), eq(kelasKuliah.collegeId, collegeId)));
  return row;
}

export async function updatePertemuan(db: Db, collegeId: number, id: number, patch: Partial<typeof pertemuan.$inferInsert>) {
  await db
    .update(pertemuan)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)));
}

/**
 * Moves the status only if it still is `from` (UPDATE ... WHERE status = from): of two concurrent starts exactly
 * one gets a row back.
 */
export async function transitionPertemuan(
  db: Db,
  collegeId: number,
  id: number,
  from: string,
  patch: Partial<typeof pertemuan.$inferInsert> & { status: string },
) {
  const [row] = await db
    .update(pertemuan)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId), eq(pertemuan.status, from)))
    .returning({ id: pertemuan.id, idKelasKuliah: pertemuan.idKelasKuliah, nomor: pertemuan.nomor, status: pertemuan.status, mulaiKuliah: pertemuan.mulaiKuliah, selesaiKuliah: pertemuan.selesaiKuliah });
  return row;
}

/** Class rule: the first meeting that starts moves an akan_dimulai class to berlangsung. */
export async function markKelasBerlangsung(db: Db, collegeId: number, idKelasKuliah: string) {
  await db
    .update(kelasKuliah)
    .set({ status: 'berlangsung' })
    .where(and(eq(kelasKuliah.id, idKelasKuliah), eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.status, 'akan_dimulai')));
}

/** Class rule: when no meeting is left unfinished the class is selesai. */
export async function markKelasSelesaiIfDone(db: Db, collegeId: number, idKelasKuliah: string) {
  await db
    .update(kelasKuliah)
    .set({ status: 'selesai' })
    .where(
      and(
        eq(kelasKuliah.id, idKelasKuliah),
        eq(kelasKuliah.collegeId, collegeId),
        ne(kelasKuliah.status, 'selesai'),
        sql`not exists (select 1 from ${pertemuan} where ${pertemuan.idKelasKuliah} = ${idKelasKuliah} and ${pertemuan.status} <> 'selesai')`,
      ),
    );
}

export async function findPengajarKelas(db: Db, idKelasKuliah: string) {
  return prepared(db, 'pertemuan_pengajar', () =>
    db
      .select({
        idDosen: kelasPengajar.idDosen,
        jabatan: kelasPengajar.jabatan,
        urutan: kelasPengajar.urutan,
        userId: users.id,
        nama: users.nama,
        gelarDepan: users.gelarDepan,
        gelarAkademik: users.gelarAkademik,
        avatarUrl: users.avatarUrl,
      })
      .from(kelasPengajar)
      .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
      .innerJoin(users, eq(users.id, dosen.userId))
      .where(eq(kelasPengajar.idKelasKuliah, sql.placeholder('idKelasKuliah')))
      .orderBy(asc(kelasPengajar.urutan), asc(kelasPengajar.idDosen))
      .prepare('pertemuan_pengajar'),
  ).execute({ idKelasKuliah });
}

// ---------------------------------------------------------------------------------------------------------------
// Lists

export type PertemuanListFilter = {
  collegeId: number;
  /** The classes the actor may see (kelas-akses). */
  scope: ScopeKelas;
  idKelasKuliah?: string[];
  periode?: number[];
  status?: string[];
  jenis?: string[];
  kategori?: string[];
  waktuAwal?: Date | null;
  waktuAkhir?: Date | null;
  search?: string;
  urutan?: 'waktu_mulai' | '-waktu_mulai' | 'terdekat';
};

/** ORDER BY of a meeting list; 'terdekat' puts meetings not yet over first (soonest first), then past ones (latest first). */
function listOrder(urutan: PertemuanListFilter['urutan']): SQL[] {
  if (urutan === '-waktu_mulai') return [desc(pertemuan.waktuMulai), desc(pertemuan.id)];
  if (urutan === 'terdekat') {
    const lewat = sql`(${pertemuan.waktuSelesai} < now())`;
    return [asc(lewat), sql`case when ${lewat} then null else ${pertemuan.waktuMulai} end asc`, desc(pertemuan.waktuMulai), asc(pertemuan.id)];
  }
  return [asc(pertemuan.waktuMulai), asc(pertemuan.id)];
}

function listWhere(f: PertemuanListFilter) {
  const conds: (SQL | undefined)[] = [eq(pertemuan.collegeId, f.collegeId), kelasScopeCondition(f.scope, pertemuan.idKelasKuliah)];
  if (f.idKelasKuliah?.length) conds.push(inArray(pertemuan.idKelasKuliah, f.idKelasKuliah));
  if (f.periode?.length) conds.push(inArray(kelasKuliah.periode, f.periode));
  if (f.status?.length) conds.push(inArray(pertemuan.status, f.status));
  if (f.jenis?.length) conds.push(inArray(pertemuan.jenis, f.jenis));
  if (f.kategori?.length) conds.push(inArray(pertemuan.kategori, f.kategori));
  if (f.waktuAwal) conds.push(gte(pertemuan.waktuMulai, f.waktuAwal));
  if (f.waktuAkhir) conds.push(lte(pertemuan.waktuMulai, f.waktuAkhir));
  if (f.search) {
    const p = likePattern(f.search);
    conds.push(or(ilike(pertemuan.judul, p), ilike(mataKuliah.nama, p), ilike(mataKuliah.kode, p)));
  }
  return and(...conds);
}

/** One page of meetings with their class (joins, no per-row queries) and the total for the same filter. */
export async function listPertemuan(db: Db, f: PertemuanListFilter, page: { limit?: number; offset: number }) {
  const where = listWhere(f);
  let q = db
    .select(rowCols)
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(where)
    .orderBy(...listOrder(f.urutan))
    .$dynamic();
  if (page.limit) q = q.limit(page.limit).offset(page.offset);
  // Sequential on purpose: `db` may be a transaction (one connection), where parallel queries are not allowed.
  const rows = await q;
  const [total] = await db
    .select({ n: count() })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listPertemuanKelas(db: Db, collegeId: number, idKelasKuliah: string) {
  return db
    .select(rowCols)
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idKelasKuliah, idKelasKuliah)))
    .orderBy(asc(pertemuan.nomor));
}

export type PertemuanRow = Awaited<ReturnType<typeof listPertemuanKelas>>[number];

/** Every meeting of a class with what a meeting report (BAP) prints: times, method, room, text, actual start/end. */
export async function listPertemuanLaporan(db: Db, collegeId: number, idKelasKuliah: string) {
  return db
    .select({
      id: pertemuan.id,
      nomor: pertemuan.nomor,
      judul: pertemuan.judul,
      deskripsi: pertemuan.deskripsi,
      kategori: pertemuan.kategori,
      jenis: pertemuan.jenis,
      status: pertemuan.status,
      waktuMulai: pertemuan.waktuMulai,
      waktuSelesai: pertemuan.waktuSelesai,
      mulaiKuliah: pertemuan.mulaiKuliah,
      selesaiKuliah: pertemuan.selesaiKuliah,
      ruanganNama: ruangan.nama,
    })
    .from(pertemuan)
    .leftJoin(ruangan, eq(ruangan.id, pertemuan.idRuangan))
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idKelasKuliah, idKelasKuliah)))
    .orderBy(asc(pertemuan.nomor));
}

import { and, asc, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { hasAccess, type NilaiKelasListItem, type PaginationMeta } from '@lms/shared';
import type { Db } from '../../db/client';
import { dosen, jenisKelas, kelasKuliah, kelasPengajar, mataKuliah } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { runPage, totalOver } from '../../lib/page-query';
import { hakAksesOf } from '../../lib/policy';

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type NilaiKelasListQuery = { page: number; per_page: number; ignore_default_pagination?: boolean; search?: string; periode?: number };

/** Which classes a caller lists: a lecturer those they teach (by their user id), an operator the whole college. */
type LingkupNilaiKelas = { dosen: number } | { semua: true };

/**
 * GET /v2/lms/nilai/kelas_kuliah (/nilai): a lecturer's own classes, or every class of the college for an operator
 * with laporan read; newest period first, then course and class name (kelas_kuliah_urutan_idx).
 * The answer reads only tables of the read cache's area 'kelas' (classes, courses, class types, teachers, lecturers),
 * so a page is kept per scope and query while that area's version holds. The rights are checked on every request
 * before the cache; the scope is in the key.
 */
export async function listKelasNilai(deps: Pick<Deps, 'db' | 'readCache'>, actor: Actor, q: NilaiKelasListQuery) {
  if (actor.role === 'ROLE_OPERATOR') {
    if (!hasAccess(await hakAksesOf(deps.db, actor), 'laporan', 'read')) throw forbidden();
  } else if (actor.role !== 'ROLE_DOSEN') throw forbidden();
  const lingkup: LingkupNilaiKelas = actor.role === 'ROLE_DOSEN' ? { dosen: actor.userId } : { semua: true };
  const collegeId = actor.college.id;
  return deps.readCache.get(deps.db, collegeId, 'kelas', `nilai_kelas\u0000${JSON.stringify(lingkup)}\u0000${JSON.stringify(q)}`, () =>
    bangunHalaman(deps.db, collegeId, lingkup, q),
  );
}

async function bangunHalaman(db: Db, collegeId: number, lingkup: LingkupNilaiKelas, q: NilaiKelasListQuery): Promise<{ items: NilaiKelasListItem[]; meta: PaginationMeta }> {
  const conds: SQL[] = [eq(kelasKuliah.collegeId, collegeId)];
  if ('dosen' in lingkup)
    conds.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(kelasPengajar)
          .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
          .where(and(eq(kelasPengajar.idKelasKuliah, kelasKuliah.id), eq(dosen.userId, lingkup.dosen))),
      ),
    );
  if (q.periode) conds.push(eq(kelasKuliah.periode, q.periode));
  if (q.search) conds.push(or(ilike(kelasKuliah.mkNama, escapeLike(q.search)), ilike(mataKuliah.kode, escapeLike(q.search)), ilike(kelasKuliah.labelNama, escapeLike(q.search)))!);
  const where = and(...conds);
  const p = paging(q);
  // The page and its total in one named statement (every class has its course and type: NOT NULL foreign keys, so
  // the total over these joins is the count over the class and course alone); a page past the end counts apart.
  const page = db
    .select({
      id: kelasKuliah.id,
      periode: kelasKuliah.periode,
      kode: mataKuliah.kode,
      nama: kelasKuliah.mkNama,
      label: kelasKuliah.labelNama,
      jenisId: jenisKelas.id,
      jenisNama: jenisKelas.nama,
      mode: kelasKuliah.modeKuliah,
      total: totalOver(),
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(where)
    .orderBy(desc(kelasKuliah.periode), asc(kelasKuliah.mkNama), asc(kelasKuliah.labelNama), asc(kelasKuliah.id))
    .$dynamic();
  const { rows, total } = await runPage(page, { limit: p.limit, offset: p.offset }, async () => {
    const [c] = await db.select({ n: count() }).from(kelasKuliah).innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah)).where(where);
    return c?.n ?? 0;
  });
  const items: NilaiKelasListItem[] = rows.map((r) => ({
    id: r.id,
    periode: r.periode,
    mata_kuliah: { kode: r.kode, nama: r.nama },
    kelas: { nama: r.label, jenis: { id: r.jenisId, nama: r.jenisNama } },
    mode: r.mode,
  }));
  return { items, meta: listMeta(p, total) };
}

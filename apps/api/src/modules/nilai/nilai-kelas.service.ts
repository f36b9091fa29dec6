import { and, asc, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { hasAccess, type NilaiKelasListItem } from '@lms/shared';
import { dosen, jenisKelas, kelasKuliah, kelasPengajar, mataKuliah } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { hakAksesOf } from '../../lib/policy';

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /v2/lms/nilai/kelas_kuliah (/nilai): a lecturer's own classes, or every class of the college for an operator
 * with laporan read; newest period first, then course and class name (kelas_kuliah_urutan_idx).
 */
export async function listKelasNilai(deps: Deps, actor: Actor, q: { page: number; per_page: number; ignore_default_pagination?: boolean; search?: string; periode?: number }) {
  if (actor.role === 'ROLE_OPERATOR') {
    if (!hasAccess(await hakAksesOf(deps.db, actor), 'laporan', 'read')) throw forbidden();
  } else if (actor.role !== 'ROLE_DOSEN') throw forbidden();
  const conds: SQL[] = [eq(kelasKuliah.collegeId, actor.college.id)];
  if (actor.role === 'ROLE_DOSEN')
    conds.push(
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(kelasPengajar)
          .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
          .where(and(eq(kelasPengajar.idKelasKuliah, kelasKuliah.id), eq(dosen.userId, actor.userId))),
      ),
    );
  if (q.periode) conds.push(eq(kelasKuliah.periode, q.periode));
  if (q.search) conds.push(or(ilike(kelasKuliah.mkNama, escapeLike(q.search)), ilike(mataKuliah.kode, escapeLike(q.search)), ilike(kelasKuliah.labelNama, escapeLike(q.search)))!);
  const where = and(...conds);
  const p = paging(q);
  const base = deps.db
    .select({
      id: kelasKuliah.id,
      periode: kelasKuliah.periode,
      kode: mataKuliah.kode,
      nama: kelasKuliah.mkNama,
      label: kelasKuliah.labelNama,
      jenisId: jenisKelas.id,
      jenisNama: jenisKelas.nama,
      mode: kelasKuliah.modeKuliah,
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(where)
    .orderBy(desc(kelasKuliah.periode), asc(kelasKuliah.mkNama), asc(kelasKuliah.labelNama), asc(kelasKuliah.id))
    .$dynamic();
  const [rows, [c]] = await Promise.all([
    p.limit === undefined ? base : base.limit(p.limit).offset(p.offset),
    deps.db.select({ n: count() }).from(kelasKuliah).innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah)).where(where),
  ]);
  const items: NilaiKelasListItem[] = rows.map((r) => ({
    id: r.id,
    periode: r.periode,
    mata_kuliah: { kode: r.kode, nama: r.nama },
    kelas: { nama: r.label, jenis: { id: r.jenisId, nama: r.jenisNama } },
    mode: r.mode,
  }));
  return { items, meta: listMeta(p, c?.n ?? 0) };
}

import type { z } from 'zod';
import type { ujianListQuery } from '@lms/shared';
import type { Db } from '../../db/client';
import { ujian } from '../../db/schema';
import type { Deps } from '../../deps';
import type { paging } from '../../lib/envelope';
import type { RuangCache } from '../../lib/read-cache';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';
import { findNimMahasiswa, findSampaiStatus, findUjianPage, findUjianSegar, type UjianListRow, type UjianView } from './ujian.repo';

/**
 * The exam list (GET /v2/lms/ujian) in two parts. The rows every viewer of a scope shares (the exam, its class,
 * course, label, type, meeting number, creator, main exam, question count, remedials) come from the read cache while
 * the college's versions of 'kelas', 'pertemuan' and 'ujian' hold; what changes with the takers' work (the viewer's
 * attempt with its answered count, the attempt counts, a running recalculation) is read fresh for the page's ids.
 */

export type ListQuery = z.output<typeof ujianListQuery>;

// Every table the shared rows read is under one of these areas' triggers (migrations 0027, 0028).
/** The areas the list's shared rows are built from ('kelas' first: the scope is kept under its version). */
export const RUANG_UJIAN_LIST: readonly RuangCache[] = ['kelas', 'pertemuan', 'ujian'];

type Halaman = {
  rows: UjianListRow[];
  total: number;
  /** Until when (epoch ms) a status-filtered page holds although no data changed; null when it never expires. */
  sampai: number | null;
};

/**
 * The page's shared rows, and the `now` its statuses are shown at. The key is the scope (which classes; a student's
 * record also fixes the nim of the remedial rule, read in the build: a changed nim raises 'kelas') and the query.
 * Without a status filter the rows do not depend on the clock: statuses are computed from them per request. With
 * one, the rows hold from their build until the next start or end of any exam of the college (`sampai`).
 */
export async function halamanUjian(
  deps: Pick<Deps, 'db' | 'readCache'>,
  collegeId: number,
  scope: ScopeKelas,
  versi: readonly number[],
  query: ListQuery,
  pg: ReturnType<typeof paging>,
) {
  const { db, readCache } = deps;
  const key = `ujian-list\u0000${JSON.stringify(scope)}\u0000${JSON.stringify(query)}`;
  const h = await readCache.get(db, collegeId, RUANG_UJIAN_LIST, key, () => bangunHalaman(db, collegeId, scope, query, pg, new Date()), { sampai: (v) => v.sampai, versi });
  // Taken after the build started (so never before the instant the rows were filtered at); the moment may still pass
  // between the cache's check and here: then this request filters at its own `now`, uncached.
  const now = new Date();
  if (h.sampai !== null && now.getTime() >= h.sampai) return { ...(await bangunHalaman(db, collegeId, scope, query, pg, now)), now };
  return { rows: h.rows, total: h.total, now };
}

async function bangunHalaman(db: Db, collegeId: number, scope: ScopeKelas, query: ListQuery, pg: ReturnType<typeof paging>, now: Date): Promise<Halaman> {
  const nim = scope.kind === 'peserta' ? await findNimMahasiswa(db, collegeId, scope.idMahasiswa) : undefined;
  const status = query.status?.length ? { now, values: query.status } : undefined;
  const [{ rows, total }, sampai] = await Promise.all([
    findUjianPage(
      db,
      collegeId,
      {
        scope: kelasScopeCondition(scope, ujian.idKelasKuliah),
        jenis: query.jenis,
        idKelas: query.id_kelas_kuliah,
        idPertemuan: query.id_pertemuan,
        periode: query.periode,
        search: query.search || undefined,
        excludeKelas: query.exclude_id_kelas_kuliah,
        idMataKuliah: query.id_mata_kuliah,
        tanpaRemedial: query.tanpa_remedial,
        nimPeserta: nim,
        status,
      },
      { limit: pg.limit, offset: pg.offset },
    ),
    status ? findSampaiStatus(db, collegeId, now) : null,
  ]);
  return { rows, total, sampai };
}

/**
 * The shared rows with the fresh part of this viewer (one statement, none for an empty page) as new objects: the
 * cached rows are shared between requests. A student's part has no counts (0), the others' no attempt (null).
 */
export async function denganSegar(db: Db, collegeId: number, rows: UjianListRow[], idPeserta: number | null): Promise<UjianView[]> {
  if (rows.length === 0) return [];
  const segar = new Map((await findUjianSegar(db, collegeId, rows.map((r) => r.u.id), idPeserta)).map((s) => [s.id, s]));
  return rows.map((r) => {
    const s = segar.get(r.u.id);
    return {
      ...r,
      jumlahPengerjaan: s?.jumlahPengerjaan ?? 0,
      jumlahBelumDinilai: s?.jumlahBelumDinilai ?? 0,
      jumlahSudahDinilai: s?.jumlahSudahDinilai ?? 0,
      sedangDihitung: s?.sedangDihitung ?? false,
      pengerjaan: s?.pengerjaan ?? null,
    };
  });
}

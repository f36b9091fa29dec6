import type { z } from 'zod';
import type { ujianListQuery } from '@lms/shared';
import type { Db } from '../../db/client';
import { ujian } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import type { paging } from '../../lib/envelope';
import type { RuangCache } from '../../lib/read-cache';
import { bacaHalamanSegar } from '../kelas/halaman-segar';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';
import { toUjianItemTetap, type UjianItemTetap, type UjianSegar } from './ujian.mapper';
import { findNimMahasiswa, findSampaiStatus, findUjianPage, findUjianSegar, type UjianListRow } from './ujian.repo';

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

/** A cached row: the exam's row (status and the viewer's fields are computed from it) and its fixed item part. */
export type BarisUjian = { r: UjianListRow; tetap: UjianItemTetap };

type Halaman = {
  rows: BarisUjian[];
  total: number;
  /** Until when (epoch ms) a status-filtered page holds although no data changed; null when it never expires. */
  sampai: number | null;
};

/**
 * The page: its shared rows from the read cache, with this viewer's fresh part (kelas/halaman-segar.ts: one round
 * trip on a hit), and the `now` its statuses are shown at. The key is the scope (which classes; a student's record
 * also fixes the nim of the remedial rule, read in the build: a changed nim raises 'kelas') and the query. Without a
 * status filter the rows do not depend on the clock: statuses are computed from them per request. With one, the
 * rows hold from their build until the next start or end of any exam of the college (`sampai`).
 */
export async function halamanUjian(deps: Pick<Deps, 'db' | 'readCache'>, actor: Actor, query: ListQuery, pg: ReturnType<typeof paging>) {
  const { db } = deps;
  const collegeId = actor.college.id;
  const idPeserta = (scope: ScopeKelas) => (scope.kind === 'peserta' ? actor.userId : null);
  const r = await bacaHalamanSegar(deps, actor, {
    ruang: RUANG_UJIAN_LIST,
    key: (scope) => `ujian-list\u0000${JSON.stringify(scope)}\u0000${JSON.stringify(query)}`,
    build: (scope, now) => bangunHalaman(db, collegeId, scope, query, pg, now),
    sampai: (v) => v.sampai,
    ids: (h) => h.rows.map((x) => x.r.u.id),
    segar: async (ids, scope) => {
      const rows = await findUjianSegar(db, collegeId, ids, idPeserta(scope), RUANG_UJIAN_LIST);
      return { rows, versi: rows[0]?.versi };
    },
  });
  return { scope: r.scope, hak: r.hak, rows: denganSegar(r.halaman.rows, r.segar), total: r.halaman.total, now: r.now };
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
  return { rows: rows.map((r) => ({ r, tetap: toUjianItemTetap(r) })), total, sampai };
}

const TANPA_SEGAR: UjianSegar = { jumlahPengerjaan: 0, jumlahBelumDinilai: 0, jumlahSudahDinilai: 0, sedangDihitung: false, pengerjaan: null };

/** Each cached row with the viewer's fresh part (none for an exam deleted meanwhile: no counts, no attempt). */
function denganSegar(rows: BarisUjian[], fresh: (UjianSegar & { id: number })[]) {
  const segar = new Map(fresh.map((s) => [s.id, s]));
  return rows.map((b) => ({ ...b, s: segar.get(b.r.u.id) ?? TANPA_SEGAR }));
}

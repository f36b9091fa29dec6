import { PESAN_VIDCON, aplikasiDariFilter, isoUtc, type VidconDetail, type VidconJoinDetail, type VidconListQuery } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { bacaHalamanSegar } from '../kelas/halaman-segar';
import { aksesKelasDiketahui, assertAksesKelas, type AksesKelas, type ScopeKelas } from '../kelas/kelas-akses';
import { toVidconItem, toVidconItemPada, toVidconItemTetap, type VidconItemTetap, type VidconSegar } from './vidcon.mapper';
import { hakVidcon, hakVidconList, terlambatMenit } from './vidcon.policy';
import { findVidconItem, listJoin, listJoinVidcon, listPesertaKelas, listVidcon, nextStatusVidcon, type VidconListRow } from './vidcon.repo';

/** Reading vidcons: the /vidcon list (every role, its own classes) and one vidcon with its joins. */

/**
 * A list page's shared part, kept in the read cache: its rows are right from its build until `sampai` (the next
 * status change in the college; null when no status filter, as the row set then does not depend on the clock).
 */
type HalamanVidcon = { rows: { r: VidconListRow; tetap: VidconItemTetap }[]; total: number; sampai: number | null };

const RUANG_LIST = ['kelas', 'pertemuan', 'vidcon'] as const;
const TANPA_JOIN: VidconSegar = { jumlahPeserta: 0, joinWaktu: null, joinJumlah: null, joinTerlambat: null, joinRole: null };

/** GET /v2/lms/vidcon: students their classes, lecturers the classes they teach, operators (read kelas_kuliah) all. */
export async function listVidconScoped(deps: Deps, actor: Actor, q: VidconListQuery) {
  const collegeId = actor.college.id;
  const p = paging(q);
  // Access, scope and rights are resolved on every request; the scope names the cache entry, the rights (link,
  // write and join flags) are applied to its rows afterwards. The viewer's joins and the live participant counts are
  // read fresh with the versions (kelas/halaman-segar.ts: a hit is one round trip).
  const { scope, hak: hakOperator, halaman: h, segar: joins, now } = await bacaHalamanSegar(deps, actor, {
    ruang: RUANG_LIST,
    key: (scope) => `vidcon_list\u0000${JSON.stringify(scope)}\u0000${JSON.stringify(q)}`,
    build: (scope, now) => buildHalaman(deps.db, collegeId, scope, q, p, now),
    sampai: (x) => x.sampai,
    ids: (x) => x.rows.map((b) => b.r.v.id),
    segar: async (ids) => {
      const rows = await listJoinVidcon(deps.db, collegeId, ids, actor.userId, RUANG_LIST);
      return { rows, versi: rows[0]?.versi };
    },
  });
  const hak = hakVidconList(actor, scope, hakOperator);
  const menit = await terlambatMenit(deps, collegeId);
  const byId = new Map(joins.map((j) => [j.id, j]));
  // New objects: the cached rows are shared between requests.
  const items = h.rows.map((b) => toVidconItemPada(b.tetap, b.r.v, byId.get(b.r.v.id) ?? TANPA_JOIN, hak, menit, now));
  return { items, meta: listMeta(p, h.total) };
}

async function buildHalaman(db: Db, collegeId: number, scope: ScopeKelas, q: VidconListQuery, p: ReturnType<typeof paging>, now: Date): Promise<HalamanVidcon> {
  const { rows, total } = await listVidcon(
    db,
    {
      collegeId,
      scope,
      now,
      aplikasi: q.aplikasi?.map(aplikasiDariFilter),
      idKelasKuliah: q.id_kelas_kuliah,
      periode: q.periode,
      status: q.status,
      idPertemuan: q.id_pertemuan,
      search: q.search || undefined,
      urutan: q.urutan,
    },
    p,
  );
  const sampai = q.status?.length ? await nextStatusVidcon(db, collegeId, now) : null;
  return { rows: rows.map((r) => ({ r, tetap: toVidconItemTetap(r) })), total, sampai };
}

type JoinRow = Awaited<ReturnType<typeof listJoin>>[number];
const toJoinDetail = (j: JoinRow): VidconJoinDetail => ({
  id_user: j.idUser,
  role: j.role,
  username: j.username,
  nama: j.nama,
  nim: j.nim,
  waktu_join: isoUtc(j.waktuJoin),
  waktu_join_terakhir: isoUtc(j.waktuJoinTerakhir),
  jumlah_join: j.jumlahJoin,
  terlambat: j.terlambat,
});

/**
 * GET /v2/lms/vidcon/{id}: teachers and operators get every join (daftar_join_detail) and every student of the class
 * with their join (daftar_peserta, to pick a student); a student gets only their own join.
 */
/** `diketahui`: the class access a write of this request resolved, so the answer after it reads it no second time. */
export async function getVidcon(deps: Deps, actor: Actor, id: number, diketahui?: AksesKelas): Promise<VidconDetail> {
  const collegeId = actor.college.id;
  const row = await findVidconItem(deps.db, collegeId, id, actor.userId);
  const akses = assertAksesKelas(await aksesKelasDiketahui(deps.db, actor, row?.v.idKelasKuliah ?? null, diketahui), actor, 'read', PESAN_VIDCON.tidakDitemukan);
  if (!row) throw notFound(PESAN_VIDCON.tidakDitemukan);
  const hak = hakVidcon(akses);
  const item = toVidconItem(row, hak, await terlambatMenit(deps, collegeId), new Date());
  if (!hak.lihatPeserta) {
    const own = (await listJoin(deps.db, collegeId, id, actor.userId)).map(toJoinDetail);
    return { ...item, daftar_join_detail: own, daftar_peserta: [] };
  }
  const joins = (await listJoin(deps.db, collegeId, id)).map(toJoinDetail);
  const byUser = new Map(joins.map((j) => [j.id_user, j]));
  const peserta = await listPesertaKelas(deps.db, collegeId, row.v.idKelasKuliah);
  return {
    ...item,
    daftar_join_detail: joins,
    daftar_peserta: peserta.map((s) => ({ id_user: s.idUser, nama: s.nama, nim: s.nim, join: byUser.get(s.idUser) ?? null })),
  };
}

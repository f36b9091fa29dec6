import { PESAN_VIDCON, aplikasiDariFilter, isoUtc, type VidconDetail, type VidconJoinDetail, type VidconListQuery } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { assertAksesKelas, resolveAksesKelas, resolveScopeKelas } from '../kelas/kelas-akses';
import { terlambatMenit, toVidconItem } from './vidcon.common';
import { hakVidcon, hakVidconList } from './vidcon.policy';
import { findVidconItem, listJoin, listPesertaKelas, listVidcon } from './vidcon.repo';

/** Reading vidcons: the /vidcon list (every role, its own classes) and one vidcon with its joins. */

/** GET /v2/lms/vidcon: students their classes, lecturers the classes they teach, operators (read kelas_kuliah) all. */
export async function listVidconScoped(deps: Deps, actor: Actor, q: VidconListQuery) {
  const scope = await resolveScopeKelas(deps.db, actor);
  const hak = await hakVidconList(deps.db, actor, scope);
  const menit = await terlambatMenit(deps, actor.college.id);
  const now = new Date();
  const p = paging(q);
  const { rows, total } = await listVidcon(
    deps.db,
    {
      collegeId: actor.college.id,
      scope,
      idUser: actor.userId,
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
  return { items: rows.map((r) => toVidconItem(r, hak, menit, now)), meta: listMeta(p, total) };
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
export async function getVidcon(deps: Deps, actor: Actor, id: number): Promise<VidconDetail> {
  const collegeId = actor.college.id;
  const row = await findVidconItem(deps.db, collegeId, id, actor.userId);
  const akses = assertAksesKelas(await resolveAksesKelas(deps.db, actor, row?.v.idKelasKuliah ?? null), actor, 'read', PESAN_VIDCON.tidakDitemukan);
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

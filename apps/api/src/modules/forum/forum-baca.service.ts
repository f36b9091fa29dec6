import { PESAN_FORUM, capaiMinimal, forumListQuery, isoUtc, skorKeaktifan, type ForumKeaktifan, type ForumListQuery, type KeaktifanItem } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import type { Db } from '../../db/client';
import { bacaHalamanSegar } from '../kelas/halaman-segar';
import type { AksesKelas, ScopeKelas } from '../kelas/kelas-akses';
import { toForumItem } from './forum.mapper';
import { aksesForum, hakDalamScope } from './forum.policy';
import { findForumPage, findForumView, findLedger, findLedgerOf, findLedgerRingkas, findPesertaKelas } from './forum.repo';

/** Reading forums: the caller's forums across classes (/forum), one forum, and its keaktifan page. */

/**
 * GET /v2/lms/forum: students their classes' forums, lecturers the classes they teach, operators (read kelas_kuliah) all.
 * The scope is resolved fresh on every request; the page of forums (rows, order, total) comes from the read cache
 * under the scope and the query, and what changes with every post (jumlah_peserta_join, the student's own counts)
 * is read with the versions (kelas/halaman-segar.ts: a hit is one round trip); the status is added after it.
 */
export async function listForum(deps: Deps, actor: Actor, input: ForumListQuery) {
  const q = forumListQuery.parse(input);
  const collegeId = actor.college.id;
  const p = paging(q);
  const siswa = actor.role === 'ROLE_MAHASISWA';
  const r = await bacaHalamanSegar(deps, actor, {
    ruang: RUANG_FORUM,
    key: (scope) => `forum-list\u0000${JSON.stringify(scope)}\u0000${JSON.stringify(q)}`,
    build: (scope, now) => buildHalamanForum(deps.db, collegeId, scope, q, p, now),
    sampai: (h) => h.berikutnya,
    ids: (h) => h.rows.map((x) => x.forum.id),
    segar: async (ids) => {
      const rows = await findLedgerRingkas(deps.db, collegeId, ids, siswa ? actor.userId : 0, RUANG_FORUM);
      return { rows, versi: rows[0]?.versi };
    },
  });
  // Each item's status at the instant the page's order and status filter are right for (r.now).
  const { halaman, segar: ledger, now } = r;
  const { rows, total } = halaman;
  const hak = hakDalamScope(actor, r.hak);
  const byForum = new Map(ledger.map((l) => [l.idForum, l]));
  // The cached rows are shared between requests: each item is built from a copy.
  const items = rows.map((row) => {
    const l = byForum.get(row.forum.id);
    const saya = siswa ? (l && l.sayaPost !== null ? { jumlahPost: l.sayaPost, jumlahBalasan: l.sayaBalasan ?? 0 } : null) : undefined;
    return toForumItem({ ...row, jumlahJoin: l?.jumlahJoin ?? 0 }, hak, saya, now);
  });
  return { items, meta: listMeta(p, total) };
}

/** The list's shared part reads classes, meetings and forums (and users' names, area kelas); no per-student table. */
const RUANG_FORUM = ['kelas', 'pertemuan', 'forum'] as const;

function buildHalamanForum(db: Db, collegeId: number, scope: ScopeKelas, q: ReturnType<typeof forumListQuery.parse>, p: ReturnType<typeof paging>, now: Date) {
  return findForumPage(
    db,
    collegeId,
    { scope, idKelas: q.id_kelas_kuliah, idPertemuan: q.id_pertemuan, periode: q.periode, search: q.search || undefined, status: q.status, now },
    p,
  );
}

/** GET /v2/lms/forum/{id}: members of the class and operators with read on kelas_kuliah. */
/** `diketahui`: the class access a write of this request resolved, so the answer after it reads it no second time. */
export async function getForum(deps: Deps, actor: Actor, id: number, diketahui?: AksesKelas) {
  const { akses, hak } = await aksesForum(deps.db, actor, id, 'read', diketahui);
  const view = await findForumView(deps.db, actor.college.id, id);
  if (!view) throw notFound(PESAN_FORUM.tidakDitemukan);
  const saya = akses.isParticipant ? ((await findLedgerOf(deps.db, [id], actor.userId))[0] ?? null) : undefined;
  return toForumItem(view, hak, saya);
}

/**
 * GET /v2/lms/forum/{id}/keaktifan: per participant posts, replies, whether minimal_post is reached and, with
 * penilaian_keaktifan, the activity score. Teachers of the class and operators with read on kelas_kuliah.
 */
export async function getKeaktifanForum(deps: Deps, actor: Actor, id: number): Promise<ForumKeaktifan> {
  const { hak, forum } = await aksesForum(deps.db, actor, id, 'read');
  if (!hak.keaktifan) throw forbidden();
  const [view, peserta, ledger] = await Promise.all([
    findForumView(deps.db, actor.college.id, id),
    findPesertaKelas(deps.db, forum.idKelasKuliah),
    findLedger(deps.db, id),
  ]);
  if (!view) throw notFound(PESAN_FORUM.tidakDitemukan);
  const byUser = new Map(ledger.map((l) => [l.userId, l]));
  const items: KeaktifanItem[] = peserta.map((m) => {
    const l = byUser.get(m.userId);
    const post = l?.jumlahPost ?? 0;
    const balasan = l?.jumlahBalasan ?? 0;
    const jumlah = post + balasan;
    return {
      mahasiswa: { id: m.userId, nama: m.nama, nim: m.nim, avatar_url: m.avatarUrl },
      jumlah_post: post,
      jumlah_balasan: balasan,
      jumlah_komentar: jumlah,
      tercapai: capaiMinimal(jumlah, forum.minimalPost),
      waktu_tercapai: l?.tercapaiAt ? isoUtc(l.tercapaiAt) : null,
      terakhir_at: l && jumlah > 0 ? isoUtc(l.terakhirAt) : null,
      nilai: forum.penilaianKeaktifan ? skorKeaktifan(jumlah, forum.minimalPost) : null,
    };
  });
  return {
    forum: toForumItem(view, hak, undefined),
    peserta: items,
    ringkasan: {
      jumlah_peserta: items.length,
      jumlah_peserta_join: items.filter((i) => i.jumlah_komentar > 0).length,
      jumlah_tercapai: items.filter((i) => i.tercapai).length,
    },
  };
}

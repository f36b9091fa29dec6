import { toUtcIso, type PaginationQuery, type PengumumanItem } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { hasOperatorAccess } from '../../lib/policy';
import { findPengumumanById, findPengumumanPage } from './pengumuman.repo';

/**
 * Whose announcements the caller reads: everyone reads those targeted at everyone or at their role (the dashboard
 * card is for every role); an operator with read on the pengumuman area manages them and so sees every one.
 */
async function targetRole(db: Db, actor: Actor): Promise<string | null> {
  // Operators with read on pengumuman and the system actor see every announcement.
  if (await hasOperatorAccess(db, actor, 'pengumuman', 'read')) return null;
  return actor.role;
}

const toItem = (r: { id: number; judul: string; isi: string; tanggalPublish: Date }): PengumumanItem => ({
  id: r.id,
  judul: r.judul,
  isi: r.isi,
  tanggalPublish: toUtcIso(r.tanggalPublish)!,
});

export async function listPengumuman({ db }: Deps, actor: Actor, q: PaginationQuery) {
  const role = await targetRole(db, actor);
  const p = paging(q);
  const { rows, total } = await findPengumumanPage(db, actor.college.id, role, new Date(), { limit: p.limit, offset: p.offset });
  return { items: rows.map(toItem), meta: listMeta(p, total) };
}

/** Not yet published, targeted at another role or of another college: 404 alike, so nothing leaks. */
export async function getPengumuman({ db }: Deps, actor: Actor, id: number) {
  const role = await targetRole(db, actor);
  const row = await findPengumumanById(db, actor.college.id, role, new Date(), id);
  if (!row) throw notFound('Pengumuman tidak ditemukan');
  return toItem(row);
}

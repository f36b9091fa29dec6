import { hasAccess, toUtcIso, type PaginationQuery, type PengumumanItem } from '@lms/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { listMeta, paging } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { loadHakAkses } from '../../lib/policy';
import { findPengumumanById, findPengumumanPage } from './pengumuman.repo';

/**
 * Whose announcements the caller reads: everyone reads those targeted at everyone or at their role (the dashboard
 * card is for every role); an operator with read on the pengumuman area manages them and so sees every one.
 */
async function targetRole(db: Db, request: FastifyRequest): Promise<string | null> {
  if (request.auth.role === 'ROLE_OPERATOR' && hasAccess(await loadHakAkses(db, request.auth.userId), 'pengumuman', 'read')) {
    return null;
  }
  return request.auth.role;
}

const toItem = (r: { id: number; judul: string; isi: string; tanggalPublish: Date }): PengumumanItem => ({
  id: r.id,
  judul: r.judul,
  isi: r.isi,
  tanggalPublish: toUtcIso(r.tanggalPublish)!,
});

export async function listPengumuman(db: Db, request: FastifyRequest, q: PaginationQuery) {
  const role = await targetRole(db, request);
  const p = paging(q);
  const { rows, total } = await findPengumumanPage(db, request.college.id, role, new Date(), { limit: p.limit, offset: p.offset });
  return { items: rows.map(toItem), meta: listMeta(p, total) };
}

/** Not yet published, targeted at another role or of another college: 404 alike, so nothing leaks. */
export async function getPengumuman(db: Db, request: FastifyRequest, id: number) {
  const role = await targetRole(db, request);
  const row = await findPengumumanById(db, request.college.id, role, new Date(), id);
  if (!row) throw notFound('Pengumuman tidak ditemukan');
  return toItem(row);
}

import { pageMeta, type PaginationMeta } from '@lms/shared';

/** Success envelope. */
export function ok<T>(data: T, message = 'Berhasil', meta?: Record<string, unknown>) {
  return meta ? { status: { code: 'success', message }, data, meta } : { status: { code: 'success', message }, data };
}

/** Paginated list envelope. */
export function okList<T>(data: T[], meta: PaginationMeta, message = 'Berhasil') {
  return { status: { code: 'success', message }, data, meta };
}

/** LIMIT/OFFSET for page/per_page, honouring ignore_default_pagination. */
export function paging(q: { page: number; per_page: number; ignore_default_pagination?: boolean }) {
  if (q.ignore_default_pagination) return { limit: undefined, offset: 0, page: 1, perPage: 0 };
  return { limit: q.per_page, offset: (q.page - 1) * q.per_page, page: q.page, perPage: q.per_page };
}

export function listMeta(p: ReturnType<typeof paging>, total: number): PaginationMeta {
  if (!p.limit) return pageMeta(1, total, total);
  return pageMeta(p.page, p.perPage, total);
}

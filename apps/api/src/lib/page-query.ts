import { sql } from 'drizzle-orm';
import { runNamed, type Nameable } from '../db/prepared';

/** `count(*) over ()`: the filter's total, carried on every row of the page (one query instead of two). */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

type Pageable<Q> = { limit(n: number): Q; offset(n: number): Q };

/**
 * Runs one page of a `$dynamic()` query whose rows carry `total` (see totalOver), as a statement named by its text
 * (db/prepared.ts runNamed: planned once per connection, not per request). A page past the end has no row to carry
 * it, so only then is `countAll` asked.
 */
export async function runPage<Q extends Pageable<Q> & Nameable<{ total: number }[]>>(
  query: Q,
  page: { limit?: number; offset: number },
  countAll: () => Promise<number>,
): Promise<{ rows: Awaited<Q>; total: number }> {
  let q = query;
  if (page.limit !== undefined) q = q.limit(page.limit);
  if (page.offset > 0) q = q.offset(page.offset);
  const rows = (await runNamed(q)) as Awaited<Q>;
  const total = rows.length > 0 || page.offset === 0 ? (rows[0]?.total ?? 0) : await countAll();
  return { rows, total };
}

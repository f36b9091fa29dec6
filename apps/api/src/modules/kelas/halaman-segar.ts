import type { HakAkses } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { samaVersi, tetapBerlaku, type RuangCache } from '../../lib/read-cache';
import { TANPA_HAK, kunciScopeKelas, resolveScopeKelasHak, resolveScopeKelasVersi, scopeDariCache, scopeDiCache, type ScopeKelas } from './kelas-akses';

/**
 * An activity list page in two parts: rows every viewer of a scope shares, kept in the read cache, and the viewer's
 * fresh part for the page's ids (their attempt, their join, live counts), read on every request.
 *
 * Read as versions → (cached page) → fresh part, a cache hit costs two round trips, which kept these lists near 30%
 * of a bare SELECT. Here the fresh part's statement also returns the college's versions (`kolomVersi`), and the
 * page's ids come from the entry already cached (`readCache.peek`): when the versions it returns are those the scope
 * and the page were stored under, all three are right at that statement's snapshot, and a hit is ONE round trip
 * (two for an operator, whose rights are read fresh). Otherwise, and for an empty page, the usual order runs.
 */
export type SpecHalamanSegar<H, S> = {
  /** The areas the shared rows are built from; must hold 'kelas' (the scope is kept under its version). */
  ruang: readonly RuangCache[];
  /** The cache key of the page for a scope (the scope and the query). */
  key: (scope: ScopeKelas) => string;
  /** Builds the shared rows (after the versions were read), filtered and ordered at `now`. */
  build: (scope: ScopeKelas, now: Date) => Promise<H>;
  /** When a built page stops being right without a write (a status filter and the clock): epoch ms or null. */
  sampai?: (h: H) => number | null;
  /** The ids of the page's rows, for the fresh part. */
  ids: (h: H) => number[];
  /** The fresh part for these ids, one statement, with the versions of `ruang` (undefined when it has no row). */
  segar: (ids: number[], scope: ScopeKelas) => Promise<{ rows: S[]; versi: readonly number[] | undefined }>;
};

/** `now`: the instant to show the page at, taken once the page is in hand; the page's rows are right for it. */
export type HalamanSegar<H, S> = { scope: ScopeKelas; hak: HakAkses; halaman: H; segar: S[]; now: Date };

type Dibaca<H, S> = Omit<HalamanSegar<H, S>, 'now'>;

export async function bacaHalamanSegar<H, S>(deps: Pick<Deps, 'db' | 'readCache'>, actor: Actor, spec: SpecHalamanSegar<H, S>): Promise<HalamanSegar<H, S>> {
  const r = (await cobaSekali(deps, actor, spec)) ?? (await jalanBiasa(deps, actor, spec));
  // Taken after the page's build started, so never before the instant its rows were filtered at. A build shared with
  // an earlier request can have started before a start or end this request is already past: then this request
  // builds its own page at its own `now`, uncached, and reads its fresh part again.
  const now = new Date();
  const halaman = await tetapBerlaku(r.halaman, spec.sampai?.(r.halaman) ?? null, now.getTime(), () => spec.build(r.scope, now));
  if (halaman === r.halaman) return { ...r, now };
  const ids = spec.ids(halaman);
  return { ...r, halaman, segar: ids.length === 0 ? [] : (await spec.segar(ids, r.scope)).rows, now };
}

/** The one-round-trip hit, or undefined when anything it guessed from the cache does not hold. */
async function cobaSekali<H, S>(deps: Pick<Deps, 'db' | 'readCache'>, actor: Actor, spec: SpecHalamanSegar<H, S>): Promise<Dibaca<H, S> | undefined> {
  const { db, readCache } = deps;
  const collegeId = actor.college.id;
  const iKelas = spec.ruang.indexOf('kelas');
  let scope: ScopeKelas;
  let hak: HakAkses | undefined;
  let versiScope: number | undefined;
  if (scopeDariCache(actor)) {
    const s = readCache.peek<ScopeKelas>(collegeId, 'kelas', kunciScopeKelas(actor));
    if (!s) return undefined;
    scope = s.value;
    versiScope = s.versi[0];
  } else {
    ({ scope, hak } = await resolveScopeKelasHak(db, actor));
  }
  const key = spec.key(scope);
  const page = readCache.peek<H>(collegeId, spec.ruang, key);
  if (!page) return undefined;
  const ids = spec.ids(page.value);
  if (ids.length === 0) return undefined;
  const { rows, versi } = await spec.segar(ids, scope);
  if (!versi || !samaVersi(page.versi, versi) || (versiScope !== undefined && versi[iKelas] !== versiScope)) return undefined;
  // Confirmed under the versions just read: a hit of the cache (its order and counts), unless the entry expired or
  // was replaced in between; then its fresh part belongs to other rows and the usual order runs.
  if (versiScope !== undefined && (await scopeDiCache(deps, actor, versiScope)) !== scope) return undefined;
  const halaman = await readCache.get(db, collegeId, spec.ruang, key, () => spec.build(scope, new Date()), { versi, sampai: spec.sampai });
  if (halaman !== page.value) return undefined;
  return { scope, hak: hak ?? TANPA_HAK, halaman, segar: rows };
}

async function jalanBiasa<H, S>(deps: Pick<Deps, 'db' | 'readCache'>, actor: Actor, spec: SpecHalamanSegar<H, S>): Promise<Dibaca<H, S>> {
  const { scope, versi, hak } = await resolveScopeKelasVersi(deps, actor, spec.ruang);
  const halaman = await deps.readCache.get(deps.db, actor.college.id, spec.ruang, spec.key(scope), () => spec.build(scope, new Date()), {
    versi,
    sampai: spec.sampai,
  });
  const ids = spec.ids(halaman);
  const segar = ids.length === 0 ? [] : (await spec.segar(ids, scope)).rows;
  return { scope, hak, halaman, segar };
}

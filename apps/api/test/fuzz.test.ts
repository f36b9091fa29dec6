import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeIdHeader, hostileJson, hostileMultipart, pathSegment, queryValue, queryValueFor, rawBody, valueFor, type JsonSchema } from './fuzz-arbitraries';
import { createTestApp, type TestContext } from './helpers';

/**
 * Property: whatever arrives on any route of the OpenAPI document (hostile path parameters, query, body, content
 * types, college-id), without a token, as the operator or as a lecturer, the API answers below 500, in the
 * envelope, without a stack trace and without English framework text, and no statement reaches the database that it
 * refuses (db/statement-errors.ts counts them on both engines). FUZZ_RUNS raises the runs per route and caller;
 * FUZZ_SEED replays a failing run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const PER_REQUEST_MS = 10_000;
/**
 * Runs per route and caller. Without a token most requests end at the 401 before their input is read, so the
 * anonymous caller gets half; the lecturer gets the other half: its requests reach the class, bank and question
 * routes where the operator's stop at the role check. The total stays what two callers had.
 */
const RUNS_OF = { anonymous: Math.max(1, Math.ceil(RUNS / 2)), operator: RUNS, dosen: Math.max(1, Math.ceil(RUNS / 2)) };

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Route = { method: string; path: string; op: Operation };
type Caller = 'anonymous' | Akun;

const STACK = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+:\d+/;
// The spec's own upload texts are English (spec 1 §5, spec 2 §5): they are the contract, not framework text.
const SPEC_ENGLISH = /File type \..*? is not allowed|Maximum file size is [\d.,]+ MB/g;
// Framework texts that must never reach a user (they are English and say nothing useful in the UI).
const ENGLISH = /is not valid|Unsupported Media Type|Request body|Bad Request|Not Found|Internal Server Error|Client Error|exceeding|is too large|is not allowed|Unexpected end|must be|Body cannot|the request/i;

let t: TestContext;
let loginCount = 0;

type Akun = 'operator' | 'dosen';
const SANDI: Record<Akun, string> = { operator: 'operator123', dosen: 'dosen123' };
const token: Record<Akun, string> = { operator: '', dosen: '' };

type BarisAkun = { id: number; password_hash: string; is_active: boolean; op_active: boolean | null; hak_akses: unknown };
const akun: Partial<Record<Akun, BarisAkun>> = {};

const AKUN_SQL = `select u.id, u.password_hash, u.is_active, o.is_active as op_active, o.hak_akses
  from users u left join operators o on o.user_id = u.id where u.college_id = 1 and u.username = $1`;

/**
 * A fuzzed account as it was seeded. The fuzz calls the user-management routes as the operator, and a generated
 * request may legitimately reset a password, deactivate an account or narrow the operator's rights (small ids such
 * as these accounts' are what fast-check tries first): the account is put back before logging in again.
 */
async function pulihkanAkun(nama: Akun) {
  const a = akun[nama];
  if (!a) return;
  await t.database.query('update users set password_hash = $2, is_active = $3 where id = $1', [a.id, a.password_hash, a.is_active]);
  if (a.op_active !== null) await t.database.query('update operators set is_active = $2, hak_akses = $3 where user_id = $1', [a.id, a.op_active, JSON.stringify(a.hak_akses)]);
}

async function login(nama: Akun): Promise<string> {
  // A distinct address per login: the fuzz itself trips the per-IP login limit on POST /v2/access_token.
  const masuk = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/access_token',
      headers: { 'college-id': '1' },
      payload: { username: nama, password: SANDI[nama] },
      remoteAddress: `10.77.${Math.floor(++loginCount / 250)}.${loginCount % 250}`,
    });
  let res = await masuk();
  if (res.statusCode !== 200 && akun[nama]) {
    await pulihkanAkun(nama);
    res = await masuk();
  }
  if (res.statusCode !== 200) throw new Error(`login ${nama}: ${res.statusCode} ${res.body}`);
  return res.json().data.access_token;
}

/** Routes that log out or revoke may end a session: log in again before the next route. */
async function ensureSession(nama: Akun) {
  const res = await t.app.inject({ url: '/api/v2/user_info', headers: { 'college-id': '1', authorization: `Bearer ${token[nama]}` } });
  if (res.statusCode === 401) token[nama] = await login(nama);
}

function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const out: Route[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) out.push({ method: method.toUpperCase(), path, op });
  }
  return out;
}

const isStream = (r: Route) => Object.values(r.op.responses ?? {}).some((x) => Object.keys(x.content ?? {}).includes('text/event-stream'));

function requestArbitrary(route: Route, caller: Caller) {
  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const queryParams = (route.op.parameters ?? []).filter((p) => p.in === 'query');
  const jsonSchema = route.op.requestBody?.content?.['application/json']?.schema;
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = hasBody
    ? fc.oneof(
        { weight: 4, arbitrary: valueFor(jsonSchema ?? { type: 'object' }).map((v) => ({ kind: 'json' as const, value: v })) },
        { weight: 1, arbitrary: hostileJson.map((v) => ({ kind: 'json' as const, value: v })) },
        { weight: 2, arbitrary: rawBody.map((r) => ({ kind: 'raw' as const, ...r })) },
        { weight: 1, arbitrary: hostileMultipart.map((r) => ({ kind: 'raw' as const, ...r })) },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.constant({ kind: 'none' as const });
  return fc.record({
    params: fc.tuple(...pathNames.map(() => pathSegment)),
    query: fc.tuple(
      fc.record(Object.fromEntries(queryParams.map((p) => [p.name, queryValueFor(p.schema)])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('x\u0000', 'page', 'per_page', '__proto__', 'a[b]'), queryValue, { maxKeys: 2 }),
    ).map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string | string[]>),
    collegeId: caller === 'anonymous' ? fc.oneof(fc.constant('1'), collegeIdHeader) : collegeIdHeader,
    body,
    caller: fc.constant(caller),
  });
}

type Generated = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

function toInject(route: Route, g: Generated): InjectOptions {
  let i = 0;
  const path = route.path.replace(/\{[^}]+\}/g, () => g.params[i++]);
  const qs = Object.entries(g.query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodePart(k)}=${encodePart(x)}`))
    .join('&');
  const headers: Record<string, string> = {};
  if (g.collegeId !== undefined) headers['college-id'] = g.collegeId;
  if (g.caller !== 'anonymous') headers.authorization = `Bearer ${token[g.caller]}`;
  const opts: InjectOptions = { method: route.method as InjectOptions['method'], url: qs ? `${path}?${qs}` : path, headers };
  if (g.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    opts.payload = JSON.stringify(g.body.value ?? null);
  } else if (g.body.kind === 'raw') {
    headers['content-type'] = g.body.type;
    opts.payload = g.body.body;
  }
  return opts;
}

function encodePart(s: string) {
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[^A-Za-z0-9]/gu, (c) => (c.length === 1 && c >= '\uD800' && c <= '\uDFFF' ? '%ED%A0%80' : encodeURIComponent(c)));
  }
}

/** Why a response breaks the property, or null when it is acceptable. */
function violation(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  if (STACK.test(res.body)) return 'stack trace in the body';
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  // A redirect to a local path is an answer, not an error.
  if (res.statusCode >= 300 && res.statusCode < 400 && typeof res.headers.location === 'string' && res.headers.location.startsWith('/')) return null;
  if (!json) return res.statusCode < 300 ? null : `error outside the envelope (${String(res.headers['content-type'])})`;
  let parsed: { status?: { code?: unknown; message?: unknown } };
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  if (typeof parsed?.status?.code !== 'string' || typeof parsed.status.message !== 'string') return 'no envelope status';
  if (res.statusCode >= 400 && ENGLISH.test(res.body.replace(SPEC_ENGLISH, ''))) return `English text: ${parsed.status.message}`;
  return null;
}

/**
 * Bad input must be refused by the API, before any statement: a statement the database refused (even one the error
 * handler answered with 400) means a schema or guard let the value through.
 */
function refusedByDatabase(before: number): string | null {
  const errors = t.database.statementErrors;
  if (errors.count === before) return null;
  const last = errors.recent.at(-1);
  return `the database refused ${errors.count - before} statement(s): ${last?.code} ${last?.message} (${last?.sql.slice(0, 120)})`;
}

type Failure = { route: string; caller: Caller; reason: string; request: string; response: string };
const stats = { routes: 0, runs: 0, requests: 0, status5xx: 0, byStatus: new Map<number, number>() };
const failures: Failure[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const nama of ['operator', 'dosen'] as const) {
    akun[nama] = (await t.database.query<BarisAkun>(AKUN_SQL, [nama])).rows[0]!;
    token[nama] = await login(nama);
  }
});
afterAll(async () => t?.close());

describe('fuzzing every route of the OpenAPI document', () => {
  it('answers hostile input below 500, in the envelope, with no stack trace', { timeout: 240_000 }, async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const routes = routesOf(doc);
    expect(routes.length).toBeGreaterThan(30);
    const failedAtStart = t.database.statementErrors.count;

    for (const route of routes) {
      stats.routes++;
      // A stream that is allowed to open never ends: fuzz it only where it must be refused (no token).
      const callers: Caller[] = isStream(route) ? ['anonymous'] : ['anonymous', 'operator', 'dosen'];
      for (const caller of callers) {
        if (caller !== 'anonymous') await ensureSession(caller);
        const label = `${route.method} ${route.path}`;
        const check = fc.asyncProperty(requestArbitrary(route, caller), async (g) => {
          stats.runs++;
          const opts = toInject(route, g);
          const failedBefore = t.database.statementErrors.count;
          stats.requests++;
          const res = await Promise.race([
            t.app.inject(opts),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${PER_REQUEST_MS} ms`)), PER_REQUEST_MS)),
          ]);
          stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) stats.status5xx++;
          const why = violation(res) ?? refusedByDatabase(failedBefore);
          if (why) {
            failures.push({ route: label, caller, reason: why, request: JSON.stringify(opts).slice(0, 400), response: res.body.slice(0, 300) });
            return false;
          }
          return true;
        });
        // Keep going after a failure: the report lists every route that breaks, not just the first.
        await fc.assert(check, { numRuns: RUNS_OF[caller], seed: SEED, endOnFailure: true }).catch(() => {});
      }
    }

    const statuses = [...stats.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' ');
    console.log(
      `[fuzz] routes fuzzed: ${stats.routes}, runs: ${stats.runs}, requests: ${stats.requests}, 5xx: ${stats.status5xx}, ` +
        `statements refused by the database: ${t.database.statementErrors.count - failedAtStart}, failing routes: ${failures.length}; statuses ${statuses}`,
    );
    for (const f of failures) console.log(`[fuzz] ${f.route} (${f.caller}): ${f.reason}\n  request ${f.request}\n  response ${f.response}`);
    expect(failures).toEqual([]);
    expect(t.database.statementErrors.count - failedAtStart, 'statements refused by the database').toBe(0);
  });

  it('refuses NUL and lone surrogates in body, query and params with 400 naming the field', async () => {
    // The fuzz above may have ended the operator's session (a password reset revokes it).
    await ensureSession('operator');
    const h = { 'college-id': '1', authorization: `Bearer ${token.operator}` };
    const login = await t.app.inject({ method: 'POST', url: '/api/v2/access_token', headers: { 'college-id': '1' }, payload: { username: 'oper\u0000ator', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().status.message).toMatch(/username/);
    const surrogate = await t.app.inject({ method: 'POST', url: '/api/v2/access_token', headers: { 'college-id': '1', 'content-type': 'application/json' }, payload: '{"username":"a","password":"\\udc00"}' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().status.message).toMatch(/password/);
    const query = await t.app.inject({ url: '/api/v2/lms/kelas_kuliah?search=a%00b', headers: h });
    expect(query.statusCode).toBe(400);
    expect(query.json().status.message).toMatch(/search/);
    const pair = await t.app.inject({ url: `/api/v2/lms/kelas_kuliah?search=${encodeURIComponent('😀')}`, headers: h });
    expect(pair.statusCode).toBe(200);
    const param = await t.app.inject({ url: '/api/v1/config/a%00b', headers: h });
    expect(param.statusCode).toBe(400);
    expect(param.json().status.message).toMatch(/keyword/);
  });

  it('validates college-id as a positive 32-bit integer on every route', async () => {
    for (const id of ['2147483648', '0', '-1', '-0', '1e3', 'NaN', '١']) {
      const res = await t.app.inject({ url: '/api/v2/user_info', headers: { 'college-id': id, authorization: `Bearer ${token.operator}` } });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().status.code).toBe('college_id_required');
    }
    const max = await t.app.inject({ url: '/api/v2/user_info', headers: { 'college-id': '2147483647', authorization: `Bearer ${token.operator}` } });
    expect(max.statusCode).toBe(404);
  });
});

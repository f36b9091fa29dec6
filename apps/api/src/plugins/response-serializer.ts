/**
 * Response serialisation. Every route declares its response with a zod schema (the contract in @lms/shared).
 * - `zod`: the answer is parsed by the schema — a drifted answer is a 500 naming the route — and then
 *   JSON.stringify'd (fastify-type-provider-zod).
 * - `compiled` (production): the schema is turned into JSON Schema once, at start-up, and compiled with
 *   fast-json-stringify: no per-request validation, no intermediate copy of the answer. Only where that gives the
 *   same bytes: a schema whose output zod would CHANGE (transform, pipe, default, catch, coercion, trim/lowercase …)
 *   or that JSON Schema cannot describe keeps the zod serialiser.
 * - `checked` (tests): both, and a difference in bytes is an error — how the tests prove `compiled` equal to `zod`.
 */
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

export type SerializerMode = 'zod' | 'compiled' | 'checked';

type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };
type Serialize = (data: unknown) => string;

/** Which routes got which serialiser, in the app built last in this process (diagnostics). */
export const lastStats: SerializerStats = { compiled: [], zod: [], differences: [] };

/** zod definition types whose output is not the input as given. */
const CHANGES_OUTPUT = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success', 'promise', 'function', 'lazy']);

/** The JSON Schema of a zod response schema, or null when the compiled serialiser could differ from zod's. */
export function responseJsonSchema(schema: unknown): Record<string, unknown> | null {
  const zodSchema = schema instanceof $ZodType ? schema : (schema as { properties?: unknown } | null)?.properties;
  if (!(zodSchema instanceof $ZodType)) return null;
  let safe = true;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(zodSchema as z.ZodType, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      override: ({ zodSchema: node }) => {
        const def = (node as unknown as { _zod: { def: { type: string; coerce?: boolean; checks?: { _zod: { def: { check: string } } }[] } } })._zod.def;
        if (CHANGES_OUTPUT.has(def.type) || def.coerce) safe = false;
        if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) safe = false;
      },
    }) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!safe) return null;
  delete json.$schema;
  return relaxObjects(json) as Record<string, unknown>;
}

/**
 * Two adjustments so fast-json-stringify writes what zod's parse + JSON.stringify writes:
 * - zod strips unknown keys of an object and still accepts it; fast-json-stringify serialises only the declared
 *   properties anyway, but checks union branches with ajv, where `additionalProperties: false` would reject the
 *   very objects zod accepts. So that keyword goes (only `false`: an open object keeps its extra keys in both).
 * - fast-json-stringify writes an object's required properties before its optional ones; zod keeps the declared
 *   order. Outside union branches (where ajv needs `required` to pick the branch) `required` goes, so the keys come
 *   out in the declared order. (Nothing is validated in production; the tests validate with zod.)
 */
function relaxObjects(node: unknown, inUnion = false): unknown {
  if (Array.isArray(node)) return node.map((n) => relaxObjects(n, inUnion));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'additionalProperties' && v === false) continue;
    if (k === 'required' && !inUnion) continue;
    if (NAMED_SCHEMAS.has(k) && v && typeof v === 'object') {
      // A map of names (a property may well be called "required") to schemas.
      out[k] = Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, relaxObjects(sub, inUnion)]));
      continue;
    }
    out[k] = relaxObjects(v, inUnion || UNIONS.has(k));
  }
  return out;
}
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const UNIONS = new Set(['anyOf', 'oneOf', 'allOf']);

function compile(route: RouteSchema): Serialize | null {
  const json = responseJsonSchema(route.schema);
  if (!json) return null;
  try {
    return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null;
  }
}

export type SerializerStats = { compiled: string[]; zod: string[]; /** `checked` mode: every difference found. */ differences: string[] };

/** fastify's serializerCompiler for the given mode; `stats` (optional) lists which routes got which serialiser. */
export function createResponseSerializerCompiler(mode: SerializerMode, stats: SerializerStats | null = lastStats) {
  return (route: RouteSchema): Serialize => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    if (mode === 'zod') return viaZod;
    const compiled = compile(route);
    const name = `${route.method} ${route.url} ${route.httpStatus ?? ''}`.trim();
    (compiled ? stats?.compiled : stats?.zod)?.push(name);
    if (!compiled) return viaZod;
    if (mode === 'compiled') return compiled;
    return (data) => {
      const expected = viaZod(data);
      let problem: string | null = null;
      try {
        const actual = compiled(data);
        if (actual !== expected) problem = `compiled response serialiser differs from zod (${name}):\n${actual}\n${expected}`;
      } catch (err) {
        problem = `compiled response serialiser failed where zod succeeded (${name}): ${(err as Error).message}`;
      }
      if (problem) {
        stats?.differences.push(problem);
        // The 500 of a test says little; the reason goes to the test's output.
        console.error(problem);
        throw new Error(problem);
      }
      return expected;
    };
  };
}

/**
 * The mode of this process: RESPONSE_SERIALIZER=zod|compiled|checked when set; otherwise `checked` under a test
 * runner (every answer validated against its contract, and what production would send proven equal) and
 * `compiled` everywhere else.
 */
export function serializerModeFromEnv(env: NodeJS.ProcessEnv = process.env): SerializerMode {
  const v = env.RESPONSE_SERIALIZER;
  if (v === 'zod' || v === 'compiled' || v === 'checked') return v;
  return env.VITEST || env.NODE_ENV === 'test' ? 'checked' : 'compiled';
}

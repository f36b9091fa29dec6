import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers (CSP, HSTS, frame and referrer policies …) on every response, computed ONCE per
 * process: the middleware is run a single time against a recording response and every request then only copies
 * the recorded headers. @fastify/helmet rebuilt the helmet middleware — parsing the CSP directives again — on
 * every request (≈ 2.4% of a light request's CPU in the profile, docs/PERFORMANCE.md). Same headers, set on the
 * raw response at onRequest as before, so a route may still replace or remove one.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const { set, removed } = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets (and removes) for these options; they depend on the options only, never the request. */
export function helmetHeaders(options: Readonly<HelmetOptions>): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      removed.delete(name.toLowerCase());
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      for (const k of set.keys()) if (k.toLowerCase() === name.toLowerCase()) set.delete(k);
      removed.add(name.toLowerCase());
    },
    getHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // helmet's middleware is synchronous; anything else would mean headers that depend on the request.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return { set: [...set], removed: [...removed] };
}

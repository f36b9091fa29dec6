import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JenisAktivitas } from '@lms/shared';
import type { Database } from '../db/client';

/**
 * Every write a user makes is in the activity log (issue 30): each write route names in its config the kinds its
 * service logs (`config: { aktivitas: 'tambah_pertemuan' }`), so a route that logs nothing is visible without
 * running it. The register below keeps the app's write routes with their declared kinds (for the route walk in
 * test/aktivitas-rute.test.ts), and, when asked, observes each write request: which log rows it wrote.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The activity-log kinds this write route's service records (one of them per successful write). */
    aktivitas?: JenisAktivitas | readonly JenisAktivitas[];
  }
}

export const METODE_TULIS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const TULIS = new Set<string>(METODE_TULIS);

/**
 * A route of the app that writes ('PUT /api/v2/lms/pertemuan/:id') or declares kinds (a download that is logged),
 * with the kinds it declares (empty: none).
 */
export type RuteTulis = { kunci: string; method: string; url: string; tulis: boolean; aktivitas: readonly JenisAktivitas[] };

/** One observed write request: the route, its status and the kinds of the log rows written while it ran. */
export type AmatanTulis = { kunci: string; status: number; jenis: string[] };

type Keadaan = { rute: RuteTulis[]; amatan: AmatanTulis[] };
const keadaan = new WeakMap<FastifyInstance, Keadaan>();

export const kunciRute = (method: string, url: string) => `${method} ${url}`;

/**
 * Call on the root instance before any route is added. `amati` (tests only: two extra queries per write request)
 * records, for each write request under /api, the kinds of the log rows written between its arrival and its
 * answer. Requests must then run one at a time for the record to be exact (rows are told apart by id).
 */
export function registerAktivitasRute(app: FastifyInstance, database: Database, { amati = false }: { amati?: boolean } = {}) {
  const k: Keadaan = { rute: [], amatan: [] };
  keadaan.set(app, k);

  app.addHook('onRoute', (route) => {
    const declared = route.config?.aktivitas;
    const aktivitas = declared === undefined ? [] : typeof declared === 'string' ? [declared] : [...declared];
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const tulis = TULIS.has(method);
      if (tulis || (aktivitas.length && method !== 'HEAD')) k.rute.push({ kunci: kunciRute(method, route.url), method, url: route.url, tulis, aktivitas });
    }
  });

  if (!amati) return;
  const sebelum = new WeakMap<FastifyRequest, number>();
  const maxId = async () => Number((await database.query<{ id: string | number }>('select coalesce(max(id), 0) as id from log_aktivitas')).rows[0]!.id);
  app.addHook('onRequest', async (request) => {
    if (!TULIS.has(request.method) || !request.url.startsWith('/api/') || request.is404) return;
    sebelum.set(request, await maxId());
  });
  // onSend: the handler (and the transaction of its service) has finished; the answer is not out yet, so the
  // caller that awaits the response also awaits this record.
  app.addHook('onSend', async (request, reply, payload) => {
    const dari = sebelum.get(request);
    if (dari === undefined) return payload;
    const { rows } = await database.query<{ jenis_aktivitas: string }>('select jenis_aktivitas from log_aktivitas where id > $1 order by id', [dari]);
    k.amatan.push({ kunci: kunciRute(request.method, request.routeOptions.url ?? request.url), status: reply.statusCode, jenis: rows.map((r) => r.jenis_aktivitas) });
    return payload;
  });
}

/** The app's write routes (every POST/PUT/PATCH/DELETE) and the reads that declare kinds, as registered. */
export function ruteTulis(app: FastifyInstance): readonly RuteTulis[] {
  return keadaan.get(app)?.rute ?? [];
}

/** What the observer saw so far (empty unless the app was built with `amati`). */
export function amatanTulis(app: FastifyInstance): readonly AmatanTulis[] {
  return keadaan.get(app)?.amatan ?? [];
}

import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { umurDetakTerbaru } from '../ops/detak';
import { baris } from '../ops/skema-db';

/**
 * Prometheus metrics at GET /api/metrics (prom-client), one registry per app. Open only to the bearer token
 * METRICS_TOKEN or to the addresses of METRICS_ALLOW; to anyone else, or when neither is configured, the path
 * answers 404 like a path that does not exist. Nothing is measured unless metrics are configured, so the request
 * hook costs nothing then.
 *
 * Collected: request duration by route pattern (never the URL, so ids do not make new series), method and status;
 * the database (pg pool connections and waiters; on PGlite the statement queue, its waits and the admitted
 * requests; statements the database refused); open event streams; pg-boss jobs by queue and state (read from the
 * database at scrape time, so the worker process needs no endpoint of its own) and the worker heartbeat's age; the
 * read cache's hits, misses and entries; and Node's process metrics.
 */

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape must not hang on a busy database: the job counts give up after this. */
const BATAS_QUERY_MS = 2000;

/** METRICS_ALLOW entries (checked by loadConfig): plain addresses or CIDR ranges, IPv4 or IPv6. */
function daftarAlamat(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [addr = '', bits] = entry.split('/');
    const type = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  return list;
}

function cocok(list: net.BlockList, ip: string | undefined) {
  if (!ip) return false;
  const v4 = ip.replace(/^::ffff:/, '');
  return net.isIPv4(v4) ? list.check(v4, 'ipv4') : net.isIPv6(ip) && list.check(ip, 'ipv6');
}

export function registerMetrics(app: FastifyInstance, routeConfig: FastifyContextConfig) {
  const { config, database, events, readCache } = app.deps;
  const token = config.metricsToken ? Buffer.from(config.metricsToken) : null;
  const allow = daftarAlamat(config.metricsAllow);
  const enabled = token !== null || config.metricsAllow.length > 0;

  const allowed = (request: FastifyRequest) => {
    const auth = request.headers.authorization;
    if (token && auth?.startsWith('Bearer ')) {
      const given = Buffer.from(auth.slice(7).trim());
      if (given.length === token.length && timingSafeEqual(given, token)) return true;
    }
    return cocok(allow, request.ip);
  };

  const registry = new Registry();
  app.get('/api/metrics', { config: routeConfig, schema: { hide: true } }, async (request, reply) => {
    if (!enabled || !allowed(request)) return reply.callNotFound();
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  if (!enabled) return;

  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Waktu permintaan HTTP sampai jawaban selesai dikirim, per pola rute, metode dan status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Event streams last as long as the client stays: their duration says nothing about speed.
    if (!request.headers.accept?.includes('text/event-stream')) {
      const route = request.is404 ? 'not_found' : (request.routeOptions.url ?? 'not_found');
      duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    }
    done();
  });

  /** A counter whose value is read from a running total at scrape time. */
  const total = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });

  if (database.poolStats) {
    const pool = database.poolStats;
    new Gauge({
      name: 'lms_db_pool_connections',
      help: 'Koneksi pool PostgreSQL proses ini, menurut keadaan',
      labelNames: ['state'],
      registers,
      collect() {
        const s = pool();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
      },
    });
    new Gauge({ name: 'lms_db_pool_waiting', help: 'Permintaan yang menunggu koneksi pool PostgreSQL', registers, collect() { this.set(pool().waiting); } });
  }
  const gate = database.gate;
  if (gate) {
    new Gauge({ name: 'lms_db_queue_waiting', help: 'Pernyataan yang mengantre di depan koneksi tunggal PGlite', registers, collect() { this.set(gate.waiting); } });
    total('lms_db_queue_waits_total', 'Pernyataan PGlite yang harus menunggu gilirannya', () => gate.waits.count);
    total('lms_db_queue_wait_seconds_total', 'Jumlah waktu tunggu pernyataan PGlite di antrean', () => gate.waits.totalMs / 1000);
  }
  const admission = database.admission;
  if (admission) {
    new Gauge({ name: 'lms_db_requests_in_flight', help: 'Permintaan API yang sedang dilayani di atas PGlite', registers, collect() { this.set(admission.inFlight); } });
  }
  const statementErrors = (database as { statementErrors?: { count: number } }).statementErrors;
  if (statementErrors) total('lms_db_statement_errors_total', 'Pernyataan SQL yang ditolak basis data', () => statementErrors.count);

  new Gauge({ name: 'lms_event_streams_open', help: 'Aliran event (SSE) yang terbuka di proses ini', registers, collect() { this.set(events.stats().subscribers); } });

  total('lms_read_cache_hits_total', 'Jawaban yang diambil dari read cache', () => readCache.stats().hits);
  total('lms_read_cache_misses_total', 'Jawaban yang dibangun ulang karena tidak ada di read cache', () => readCache.stats().misses);
  new Gauge({ name: 'lms_read_cache_entries', help: 'Jawaban yang tersimpan di read cache', registers, collect() { this.set(readCache.stats().entries); } });

  const withTimeout = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), BATAS_QUERY_MS).unref())]);

  new Gauge({
    name: 'lms_jobs',
    help: 'Job pg-boss per antrean dan keadaan (created, retry, active, failed)',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      try {
        // pg-boss creates its schema when a worker first starts: before that there is nothing to count.
        const [ada] = await withTimeout(baris<{ t: string | null }>(database.db, sql`select to_regclass('pgboss.job')::text as t`));
        if (!ada?.t) return;
        const rows = await withTimeout(
          baris<{ queue: string; state: string; n: number | string }>(
            database.db,
            sql`select name as queue, state::text as state, count(*)::int as n from pgboss.job
                where state in ('created', 'retry', 'active', 'failed') and name not like '\_\_pgboss\_\_%' group by 1, 2`,
          ),
        );
        for (const r of rows) this.set({ queue: r.queue, state: r.state }, Number(r.n));
      } catch (err) {
        app.log.warn({ err }, 'metrics: job counts unavailable');
      }
    },
  });
  new Gauge({
    name: 'lms_worker_heartbeat_age_seconds',
    help: 'Umur detak worker terbaru (tidak ada nilai bila belum pernah ada worker)',
    registers,
    async collect() {
      this.reset();
      try {
        const umur = await withTimeout(umurDetakTerbaru(database.db));
        if (umur !== null) this.set(umur);
      } catch (err) {
        app.log.warn({ err }, 'metrics: worker heartbeat unavailable');
      }
    },
  });
}

import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<repo>/data`, whatever the working directory (npm start, npm run seed, the worker). */
const DEFAULT_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data');
import { z } from 'zod';

const daftar = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `10.1.2.3`, `10.0.0.0/8`, `fd00::/8`. */
function alamatAtauJaringan(entry: string) {
  const [addr = '', bits, extra] = entry.split('/');
  const version = net.isIP(addr);
  if (!version || extra !== undefined) return false;
  return bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const schema = z.object({
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database, uploaded files and secrets live here when DATABASE_URL is not set. */
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** postgres://... selects PostgreSQL; empty selects the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** HS256 key for access tokens; when empty one is generated once and kept in the database. */
  JWT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(3600),
  LOG_LEVEL: z.string().default('info'),
  /** Directory of the built web app served at '/'; empty disables static serving. */
  WEB_DIST: z.string().optional(),
  /** Run pg-boss workers inside the API process (embedded mode default). */
  RUN_WORKER: z.enum(['true', 'false']).optional(),
  /** Seed the demo campus when the database is empty (default true). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Trust X-Forwarded-For only behind a known reverse proxy (else clients could dodge per-IP limits). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Coarse per-IP guard on POST /v2/access_token (per process); per-account throttling is in the database. */
  LOGIN_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).default(60),
  /** Where file bytes live: empty = DATA_DIR/files; s3://bucket?endpoint=…&region=… = an S3-compatible bucket. */
  STORAGE_URL: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Whole answers of the class list, class detail and day schedule kept per process (lib/read-cache.ts); 0 turns the cache off. */
  READ_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
  /**
   * Connections the kernel queues for the API before it accepts them (listen backlog; the kernel caps it at
   * net.core.somaxconn). Node's 511 drops connections when a whole exam submits at its deadline.
   */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).default(4096),
  /** Longest a SIGTERM/SIGINT shutdown may take (in-flight requests, streams, running jobs) before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** Bearer token that opens GET /api/metrics; with METRICS_ALLOW empty too, the route answers 404. */
  METRICS_TOKEN: z.string().optional(),
  /** Addresses (IPs or CIDR ranges, comma-separated) that may read GET /api/metrics without the token. */
  METRICS_ALLOW: z
    .string()
    .optional()
    .refine((v) => daftar(v).every(alamatAtauJaringan), { error: 'METRICS_ALLOW: setiap isian harus alamat IP atau jaringan CIDR (10.0.0.0/8)' }),
  /** GET /api/ready fails when no worker wrote its heartbeat within this many seconds; 0 leaves the worker out. */
  WORKER_HEARTBEAT_MAX_AGE_S: z.coerce.number().int().min(0).default(60),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  accessTokenTtl: number;
  logLevel: string;
  webDist?: string;
  runWorker: boolean;
  seedDemo: boolean;
  trustProxy: boolean;
  loginRateLimitPerMin: number;
  storageUrl?: string;
  s3Credentials?: { accessKeyId: string; secretAccessKey: string };
  readCacheEntries: number;
  listenBacklog: number;
  shutdownTimeoutMs: number;
  metricsToken?: string;
  metricsAllow: string[];
  workerHeartbeatMaxAgeS: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = schema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET || undefined,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    runWorker: e.RUN_WORKER ? e.RUN_WORKER === 'true' : !e.DATABASE_URL,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    loginRateLimitPerMin: e.LOGIN_RATE_LIMIT_PER_MIN,
    storageUrl: e.STORAGE_URL || undefined,
    s3Credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    readCacheEntries: e.READ_CACHE_ENTRIES,
    listenBacklog: e.LISTEN_BACKLOG,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN || undefined,
    metricsAllow: daftar(e.METRICS_ALLOW),
    workerHeartbeatMaxAgeS: e.WORKER_HEARTBEAT_MAX_AGE_S,
  };
}

import type { Role } from '@lms/shared';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { colleges } from './db/schema';
import type { ReadCache } from './lib/read-cache';
import type { TokenService } from './lib/tokens';
import type { EventBus } from './plugins/events';
import type { StorageBackend } from './plugins/storage';
import type { AcademicSystem } from './lib/academic-system';

/**
 * The service context (ARCHITECTURE.md "service context"). Services take `(deps, actor, input)` and never a
 * FastifyRequest, so a route, a pg-boss worker and a test call them the same way.
 */

export type CollegeContext = typeof colleges.$inferSelect;

export type EnqueueOptions = {
  /** At most one queued or active job with this key (pg-boss singletonKey): e.g. one recalculation per class. */
  singletonKey?: string;
  /** Seconds to wait before the job may start. */
  startAfterSeconds?: number;
};

export interface Jobs {
  /** Queues a job for the worker; returns the pg-boss job id, or null when a singleton with the key is already queued. */
  enqueue(name: string, payload: object, opts?: EnqueueOptions): Promise<string | null>;
  close(): Promise<void>;
}

export type Deps = {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** File bytes (local disk by default; S3-compatible by STORAGE_URL). */
  storage: StorageBackend;
  /** What the LMS reads from Siakad (built-in: our own tables). */
  academic: AcademicSystem;
  /** Live events: publish inside a transaction to deliver on commit. */
  events: EventBus;
  jobs: Jobs;
  /** Whole answers of the hottest reads, checked against the college's data version (lib/read-cache.ts). */
  readCache: ReadCache;
};

/** The username of the system actor that background jobs act as. */
export const SYSTEM_USERNAME = 'LMS:SYSTEM';

/** Who is acting: built once per request from the verified token, or by a worker for the system user. */
export type Actor = {
  /** 0 for the system actor. */
  userId: number;
  college: CollegeContext;
  role: Role | 'SYSTEM';
  username: string;
  /** Operator username when the session was opened through 'Login Akun Lain'. */
  operator: string | null;
  /** Client IP for the activity log; null in jobs. */
  ip: string | null;
};

export function systemActor(college: CollegeContext): Actor {
  return { userId: 0, college, role: 'SYSTEM', username: SYSTEM_USERNAME, operator: null, ip: null };
}

export const isSystem = (actor: Actor) => actor.role === 'SYSTEM';

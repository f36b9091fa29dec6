import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Jobs } from '../deps';
import { createBoss } from './boss';
import { queueOptions } from './queues';

/**
 * `deps.jobs` of an API process: a pg-boss instance that only sends (no workers, no supervision, no schedules;
 * those run in worker.ts or, in embedded mode, in startJobs). It starts on the first enqueue so an API that never
 * queues anything never opens pg-boss's pool, and it creates each queue once before the first send (pg-boss 10
 * refuses sends to an unknown queue), with its policy from queues.ts so a singletonKey deduplicates.
 */
export function createJobsProducer(database: Database, databaseUrl?: string): Jobs {
  let boss: Promise<PgBoss> | null = null;
  const queues = new Map<string, Promise<void>>();

  const started = () =>
    (boss ??= (async () => {
      const b = createBoss({ database, databaseUrl, producerOnly: true });
      // pg-boss emits errors; without a listener Node would treat them as fatal. Send failures still reject.
      b.on('error', () => {});
      await b.start();
      return b;
    })());

  return {
    async enqueue(name, payload, opts = {}) {
      const b = await started();
      let q = queues.get(name);
      if (!q) {
        q = b.createQueue(name, { name, ...queueOptions(name, opts.singletonKey) }).catch((err: unknown) => {
          queues.delete(name);
          throw err;
        });
        queues.set(name, q);
      }
      await q;
      return b.send(name, payload, {
        singletonKey: opts.singletonKey,
        startAfter: opts.startAfterSeconds,
      });
    },
    async close() {
      if (!boss) return;
      const b = await boss.catch(() => null);
      await b?.stop({ graceful: false, wait: true, timeout: 5_000 });
    },
  };
}

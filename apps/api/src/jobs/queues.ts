import type PgBoss from 'pg-boss';
import { SWEEP_QUEUE } from './sweep-files';

/**
 * pg-boss queue options, one entry per queue whose jobs carry a singletonKey. In pg-boss 10 a singletonKey only
 * deduplicates in a queue created with policy 'stately' (at most one queued and one active job per key) or
 * 'singleton'; a 'standard' queue ignores it. A queue is created once with its policy, by whichever of the
 * producer (deps.jobs) and the worker (startJobs) comes first, so both read it from here.
 */
const QUEUES: Record<string, Omit<PgBoss.Queue, 'name'>> = {
  [SWEEP_QUEUE]: { policy: 'stately' },
};

/** The options `name` is created with; an unlisted queue sent with a singletonKey is created 'stately'. */
export function queueOptions(name: string, singletonKey?: string): Omit<PgBoss.Queue, 'name'> {
  return QUEUES[name] ?? (singletonKey ? { policy: 'stately' } : {});
}

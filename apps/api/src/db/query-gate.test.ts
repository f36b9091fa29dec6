import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../test/helpers';
import { createDatabase, DatabaseBusyError, type Database } from './client';
import { createAdmission, createQueryGate, queueOptionsFromEnv } from './query-gate';

/** A promise with its resolver outside, to hold the gate as long as a test needs. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the queue in front of PGlite', () => {
  it('runs waiting operations in arrival order (FIFO)', async () => {
    const gate = createQueryGate({ maxQueue: 50, maxWaitMs: 5000 });
    const hold = deferred();
    const order: number[] = [];
    const first = gate.run(() => hold.promise);
    const queued = Array.from({ length: 20 }, (_, i) => gate.run(async () => void order.push(i)));
    expect(gate.waiting).toBe(20);
    hold.resolve();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(gate.waiting).toBe(0);
  });

  it('refuses at once beyond maxQueue, and after maxWaitMs in the queue, with a Retry-After hint', async () => {
    const gate = createQueryGate({ maxQueue: 2, maxWaitMs: 80 });
    const hold = deferred();
    const running = gate.run(() => hold.promise);
    const ran: string[] = [];
    const a = gate.run(async () => void ran.push('a'));
    const b = gate.run(async () => void ran.push('b'));
    const overflow = await gate.run(async () => void ran.push('c')).catch((e) => e);
    expect(overflow).toBeInstanceOf(DatabaseBusyError);
    expect(overflow.reason).toBe('queue_full');
    expect(overflow.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Still holding after maxWaitMs: both waiters give up and never run.
    const [ea, eb] = await Promise.all([a.catch((e) => e), b.catch((e) => e)]);
    expect(ea).toMatchObject({ reason: 'wait_timeout' });
    expect(eb).toMatchObject({ reason: 'wait_timeout' });
    // What must not be lost waits in line regardless of the limits.
    const kept = gate.run(async () => void ran.push('kept'), { unbounded: true });
    await new Promise((r) => setTimeout(r, 120));
    hold.resolve();
    await running;
    await kept;
    await gate.run(async () => void ran.push('d'));
    expect(ran).toEqual(['kept', 'd']);
  });

  it('reads DB_QUEUE_MAX and DB_QUEUE_MAX_WAIT_MS, falling back to the defaults on nonsense', () => {
    expect(queueOptionsFromEnv({ DB_QUEUE_MAX: '10', DB_QUEUE_MAX_WAIT_MS: '500', DB_MAX_REQUESTS: '7' })).toEqual({ maxQueue: 10, maxWaitMs: 500, maxRequests: 7 });
    expect(queueOptionsFromEnv({ DB_QUEUE_MAX: '-3', DB_QUEUE_MAX_WAIT_MS: 'x' })).toEqual(queueOptionsFromEnv({}));
  });
});

describe('request admission on the embedded database', () => {
  it('admits while the expected wait (requests in progress × busy time per request) stays within maxWaitMs', () => {
    let clock = 0;
    const admission = createAdmission({ maxWaitMs: 3000, maxRequests: 100, minRequests: 1 }, () => clock);
    // Teach it that one request costs about a second of busy time.
    for (let i = 0; i < 60; i++) {
      expect(admission.enter()).toBeNull();
      clock += 1000;
      admission.leave();
    }
    expect(admission.enter()).toBeNull();
    expect(admission.enter()).toBeNull();
    // Two in progress: a third would wait about 3 s (allowed), a fourth about 4 s (refused).
    expect(admission.enter()).toBeNull();
    const refused = admission.enter();
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect(refused!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(admission.inFlight).toBe(3);
    for (let i = 0; i < 3; i++) admission.leave();
    // An idle hour is not busy time: the next request is admitted and the cost stays about a second.
    clock += 3_600_000;
    expect(admission.enter()).toBeNull();
    clock += 1000;
    admission.leave();
    for (let i = 0; i < 3; i++) expect(admission.enter()).toBeNull();
    expect(admission.enter()).toBeInstanceOf(DatabaseBusyError);
  });

  it('refuses nobody on the estimate below minRequests in progress', () => {
    let clock = 0;
    const admission = createAdmission({ maxWaitMs: 100, maxRequests: 100, minRequests: 5 }, () => clock);
    admission.enter();
    clock += 10_000;
    admission.leave();
    for (let i = 0; i < 5; i++) expect(admission.enter()).toBeNull();
    expect(admission.enter()).toBeInstanceOf(DatabaseBusyError);
  });

  it('never holds more than maxRequests, and a leave without enter does not free a place', () => {
    const admission = createAdmission({ maxWaitMs: 1e9, maxRequests: 2 });
    admission.leave();
    expect(admission.enter()).toBeNull();
    expect(admission.enter()).toBeNull();
    expect(admission.enter()).toMatchObject({ reason: 'queue_full' });
    admission.leave();
    expect(admission.enter()).toBeNull();
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite behind the queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ memory: true, queue: { maxQueue: 100, maxWaitMs: 2000 } });
    await database.exec('create table t (id serial primary key, v text not null)');
  });
  afterAll(async () => database?.close());

  it('a transaction holding the connection does not deadlock with the queries queued behind it', async () => {
    const hold = deferred();
    const seen: number[] = [];
    const tx = database.db.transaction(async (trx) => {
      await trx.execute(sql`insert into t (v) values ('in-tx')`);
      await hold.promise;
      // Statements inside the transaction still run while others wait at the gate.
      await trx.execute(sql`insert into t (v) values ('in-tx-2')`);
      return (await trx.execute(sql`select count(*)::int as n from t`)).rows[0];
    });
    await new Promise((r) => setTimeout(r, 20));
    const queued = Array.from({ length: 10 }, (_, i) =>
      database.query<{ n: number }>('select count(*)::int as n from t').then((r) => {
        seen.push(i);
        return r.rows[0].n;
      }),
    );
    expect(database.gate?.waiting).toBe(10);
    hold.resolve();
    expect(await tx).toEqual({ n: 2 });
    // Queued statements ran after the commit (they see both rows), in arrival order.
    expect(await Promise.all(queued)).toEqual(Array(10).fill(2));
    expect(seen).toEqual([...Array(10).keys()]);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a saturated queue over HTTP', () => {
  let t: TestContext;
  let operator: Record<string, string>;
  beforeAll(async () => {
    process.env.DB_QUEUE_MAX = '8';
    process.env.DB_MAX_REQUESTS = '20';
    try {
      t = await createTestApp();
    } finally {
      delete process.env.DB_QUEUE_MAX;
      delete process.env.DB_MAX_REQUESTS;
    }
    operator = await loginHeaders(t.app, 'operator', 'operator123');
  });
  afterAll(async () => t?.close());

  it('refuses requests beyond the admission bound with the same 503, and frees every place afterwards', async () => {
    const admission = t.database.admission!;
    const pending = Array.from({ length: 300 }, () => t.app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=1', headers: operator }));
    const answers = await Promise.all(pending);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].json().status.message).toBe(PESAN.layananSibuk);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    expect(admission.inFlight).toBe(0);
  });

  it('answers 503 with Retry-After and an Indonesian message beyond the queue, then serves again', async () => {
    const hold = deferred();
    const holding = t.database.db.transaction(() => hold.promise);
    await new Promise((r) => setTimeout(r, 20));
    const pending = Array.from({ length: 40 }, () => t.app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=1', headers: operator }));
    await new Promise((r) => setTimeout(r, 50));
    hold.resolve();
    await holding;
    const answers = await Promise.all(pending);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(r.json().status).toEqual({ code: 'service_unavailable', message: PESAN.layananSibuk });
    }
    for (const r of answers) expect([200, 503]).toContain(r.statusCode);
    const after = await t.app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=1', headers: operator });
    expect(after.statusCode).toBe(200);
  });
});

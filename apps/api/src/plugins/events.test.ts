import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import {
  createEventBus,
  encodeBusEvent,
  EventTooLargeError,
  matches,
  NOTIFY_MAX_BYTES,
  type BusEvent,
  type DeliveredEvent,
  type EventBus,
} from './events';

const pgUrl = process.env.TEST_DATABASE_URL;
// Two Database objects on PostgreSQL (= two processes: own pools, own LISTEN connections); one PGlite otherwise.
let dbA: Database;
let dbB: Database;
const buses: EventBus[] = [];
const stream = `test_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  dbA = await createDatabase(pgUrl ? { databaseUrl: pgUrl, poolSize: 2 } : { memory: true });
  dbB = pgUrl ? await createDatabase({ databaseUrl: pgUrl, poolSize: 2 }) : dbA;
});
afterAll(async () => {
  for (const b of buses) await b.close();
  await dbA?.close();
  if (dbB !== dbA) await dbB?.close();
});

function bus(db: Database, tickMs?: number) {
  const b = createEventBus(db, { tickMs });
  buses.push(b);
  return b;
}

async function until(cond: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('encodeBusEvent', () => {
  it('accepts a payload just under the NOTIFY limit and refuses one at it, counting bytes not characters', () => {
    const base = { stream: 's', collegeId: 1, event: 'e' };
    const overhead = encodeBusEvent({ ...base, data: '' }).length;
    expect(() => encodeBusEvent({ ...base, data: 'a'.repeat(NOTIFY_MAX_BYTES - 1 - overhead) })).not.toThrow();
    expect(() => encodeBusEvent({ ...base, data: 'a'.repeat(NOTIFY_MAX_BYTES - overhead) })).toThrow(EventTooLargeError);
    // 'é' is 2 bytes in UTF-8: half as many characters already reach the limit.
    expect(() => encodeBusEvent({ ...base, data: 'é'.repeat(Math.ceil((NOTIFY_MAX_BYTES - overhead) / 2)) })).toThrow(EventTooLargeError);
  });

  it('refuses an event without stream or name', () => {
    expect(() => encodeBusEvent({ stream: '', collegeId: 1, event: 'e', data: 1 })).toThrow();
    expect(() => encodeBusEvent({ stream: 's', collegeId: 1, event: '', data: 1 })).toThrow();
  });
});

describe('matches', () => {
  const sub = { stream: 'kehadiran_mahasiswa', collegeId: 1, userId: 7 };
  const ev = (o: Partial<BusEvent>): BusEvent => ({ stream: 'kehadiran_mahasiswa', collegeId: 1, event: 'x', data: null, ...o });
  it('requires the same stream and college; collegeId null reaches every college', () => {
    expect(matches(sub, ev({}))).toBe(true);
    expect(matches(sub, ev({ stream: 'sistem' }))).toBe(false);
    expect(matches(sub, ev({ collegeId: 2 }))).toBe(false);
    expect(matches({ ...sub, collegeId: 2 }, ev({ collegeId: null }))).toBe(true);
  });
  it('limits delivery to the audience when one is given', () => {
    expect(matches(sub, ev({ audience: { userIds: [7, 8] } }))).toBe(true);
    expect(matches(sub, ev({ audience: { userIds: [8] } }))).toBe(false);
    expect(matches({ stream: sub.stream, collegeId: 1 }, ev({ audience: { userIds: [7] } }))).toBe(false);
    expect(matches(sub, ev({ audience: {} }))).toBe(true);
  });
});

describe(`EventBus over ${pgUrl ? 'PostgreSQL' : 'PGlite'} LISTEN/NOTIFY`, () => {
  it('delivers an event published on one bus to the matching subscribers of another bus only', async () => {
    const a = bus(dbA);
    const b = bus(dbB);
    await a.start();
    await b.start();
    expect(b.stats().listening).toBe(true);
    const gotB1: DeliveredEvent[] = [];
    const gotB2: DeliveredEvent[] = [];
    const gotA: DeliveredEvent[] = [];
    b.subscribe({ stream, collegeId: 1 }, (e) => gotB1.push(e));
    b.subscribe({ stream, collegeId: 2 }, (e) => gotB2.push(e));
    a.subscribe({ stream, collegeId: 1 }, (e) => gotA.push(e));
    // A throwing subscriber must not stop the others.
    b.subscribe({ stream, collegeId: 1 }, () => {
      throw new Error('rusak');
    });

    await a.publish({ stream, collegeId: 1, event: 'halo', data: { n: 1 } });
    await a.publish({ stream: `${stream}_lain`, collegeId: 1, event: 'lain', data: null });
    await a.publish({ stream, collegeId: null, event: 'semua', data: { n: 2 } });
    await until(() => gotB1.length === 2 && gotB2.length === 1 && gotA.length === 2);
    expect(gotB1).toEqual([
      { event: 'halo', data: { n: 1 } },
      { event: 'semua', data: { n: 2 } },
    ]);
    expect(gotB2).toEqual([{ event: 'semua', data: { n: 2 } }]);
  });

  it('stops delivering after unsubscribe and after close', async () => {
    const a = bus(dbA);
    const b = bus(dbB);
    await Promise.all([a.start(), b.start()]);
    const got: DeliveredEvent[] = [];
    const probe: DeliveredEvent[] = [];
    const unsub = b.subscribe({ stream, collegeId: 5 }, (e) => got.push(e));
    a.subscribe({ stream, collegeId: 5 }, (e) => probe.push(e));
    unsub();
    expect(b.stats().subscribers).toBe(0);
    await a.publish({ stream, collegeId: 5, event: 'satu', data: 1 });
    await until(() => probe.length === 1);
    expect(got).toEqual([]);

    b.subscribe({ stream, collegeId: 5 }, (e) => got.push(e));
    await b.close();
    expect(b.stats()).toMatchObject({ listening: false, subscribers: 0 });
    await a.publish({ stream, collegeId: 5, event: 'dua', data: 2 });
    await until(() => probe.length === 2);
    expect(got).toEqual([]);
  });
});

describe('shared ticker', () => {
  it('starts with the first sistem subscriber, serves all of them with one interval and stops with the last', async () => {
    const b = bus(dbA, 50);
    const jakarta: DeliveredEvent[] = [];
    const makassar: DeliveredEvent[] = [];
    const other: DeliveredEvent[] = [];
    const u0 = b.subscribe({ stream: 'kehadiran_mahasiswa', collegeId: 1 }, (e) => other.push(e));
    expect(b.stats()).toMatchObject({ tickerRunning: false, tickerStarts: 0 });
    const u1 = b.subscribe({ stream: 'sistem', collegeId: 1, timeZone: 'Asia/Jakarta' }, (e) => jakarta.push(e));
    const u2 = b.subscribe({ stream: 'sistem', collegeId: 2, timeZone: 'Asia/Makassar' }, (e) => makassar.push(e));
    expect(b.stats()).toMatchObject({ tickerRunning: true, tickerStarts: 1, tickerSubscribers: 2, subscribers: 3 });
    await until(() => jakarta.length >= 2 && makassar.length >= 2);
    expect(jakarta[0]).toMatchObject({ event: 'time', data: { time_zone: 'Asia/Jakarta' } });
    expect(makassar[0]).toMatchObject({ event: 'time', data: { time_zone: 'Asia/Makassar' } });
    // Same tick, same instant for everyone.
    expect((jakarta[0]!.data as { server_time: string }).server_time).toBe((makassar[0]!.data as { server_time: string }).server_time);
    expect(other).toEqual([]);

    u1();
    expect(b.stats().tickerRunning).toBe(true);
    u2();
    expect(b.stats()).toMatchObject({ tickerRunning: false, tickerSubscribers: 0, subscribers: 1 });
    const after = jakarta.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(jakarta.length).toBe(after);

    const u3 = b.subscribe({ stream: 'sistem', collegeId: 1 }, () => {});
    expect(b.stats()).toMatchObject({ tickerRunning: true, tickerStarts: 2 });
    u3();
    u0();
  });
});

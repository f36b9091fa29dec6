import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidLiveEventError, RESYNC_EVENT, type LiveEventInput } from '@lms/shared';
import { createDatabase, type Database } from '../db/client';
import {
  createEventBus,
  encodeBusEvent,
  EventTooLargeError,
  NOTIFY_MAX_BYTES,
  type AudienceResolver,
  type DeliveredEvent,
  type EventBus,
  type SubscriberFilter,
} from './events';

const pgUrl = process.env.TEST_DATABASE_URL;
// Two Database objects on PostgreSQL (= two processes: own pools, own LISTEN connections); one PGlite otherwise.
let dbA: Database;
let dbB: Database;
const buses: EventBus[] = [];
// Colleges far from the demo ones so parallel test files on one PostgreSQL never see each other's events.
const C = 900_000 + Math.floor(Math.random() * 90_000);

/** Class membership as a table in memory (the database resolver has its own tests); counts its calls. */
function tableResolver(classes: Record<string, number[]>, readers: number[]) {
  const calls = { members: 0, operators: 0 };
  const resolver: AudienceResolver = {
    async members(_c, a) {
      calls.members += 1;
      return new Set((a.kind === 'chat' ? undefined : classes[a.id_kelas_kuliah]) ?? []);
    },
    async operatorsReadingKelas(_c, ids) {
      calls.operators += 1;
      return new Set(ids.filter((id) => readers.includes(id)));
    },
  };
  return { resolver, calls };
}

beforeAll(async () => {
  dbA = await createDatabase(pgUrl ? { databaseUrl: pgUrl, poolSize: 2 } : { memory: true });
  dbB = pgUrl ? await createDatabase({ databaseUrl: pgUrl, poolSize: 2 }) : dbA;
});
afterAll(async () => {
  for (const b of buses) await b.close();
  await dbA?.close();
  if (dbB !== dbA) await dbB?.close();
});

async function bus(db: Database, resolver: AudienceResolver) {
  const b = createEventBus(db, { resolver });
  buses.push(b);
  await b.start();
  return b;
}

async function until(cond: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const statusData = (id: number, kelas: string) => ({ id, id_kelas_kuliah: kelas, nomor: 1, status: 'berlangsung', mulai_kuliah: '2026-11-22T01:00:00.000Z', selesai_kuliah: null });
const kelasEvent = (collegeId: number, kelas: string, id: number): LiveEventInput => ({
  stream: 'pertemuan',
  event: 'status',
  collegeId,
  audience: { kind: 'kelas', id_kelas_kuliah: kelas },
  data: statusData(id, kelas),
});
const jobFor = (collegeId: number, userId: number, id: string): LiveEventInput => ({
  stream: 'job',
  event: 'job',
  collegeId,
  audience: { kind: 'user', user_id: userId },
  data: { id_job: id, jenis: 'ekspor', status: 'processing', progress: 10 },
});

function listen(b: EventBus, f: Partial<SubscriberFilter> & Pick<SubscriberFilter, 'userId' | 'role'>, lastEventId?: string) {
  const got: DeliveredEvent[] = [];
  const off = b.subscribe({ streams: ['pertemuan', 'job'], collegeId: C, ...f }, (e) => got.push(e), { lastEventId });
  return { got, off, ids: () => got.map((e) => (e.data as { id?: number; id_job?: string }).id ?? (e.data as { id_job?: string }).id_job ?? e.event) };
}

describe('publish: only what the catalog allows', () => {
  it('refuses a wrong payload, a wrong audience, a foreign event and server time, and sends nothing', async () => {
    const { resolver } = tableResolver({}, []);
    const b = await bus(dbA, resolver);
    const probe = listen(b, { userId: 5, role: 'ROLE_MAHASISWA' });
    const bad: unknown[] = [
      { ...kelasEvent(C, 'K1', 1), data: { id: 'satu', id_kelas_kuliah: 'K1' } },
      { ...kelasEvent(C, 'K1', 1), audience: { kind: 'user', user_id: 5 } },
      { ...kelasEvent(C, 'K1', 1), audience: { kind: 'kelas' } },
      { ...kelasEvent(C, 'K1', 1), stream: 'job' },
      { stream: 'sistem', event: 'time', collegeId: C, audience: { kind: 'user', user_id: 5 }, data: { server_time: 'x', time_zone: 'Asia/Jakarta' } },
      { ...kelasEvent(0, 'K1', 1) },
    ];
    for (const e of bad) await expect(b.publish(e as LiveEventInput)).rejects.toBeInstanceOf(InvalidLiveEventError);
    // @ts-expect-error the compiler refuses a payload that is not the event's schema
    const typed: LiveEventInput = { ...kelasEvent(C, 'K1', 1), data: { id: 1 } };
    await expect(b.publish(typed)).rejects.toThrow(/payload/);
    await b.publish(jobFor(C, 5, 'sentinel'));
    await until(() => probe.got.length === 1);
    expect(probe.ids()).toEqual(['sentinel']);
  });

  it('refuses an event too big for NOTIFY, counting bytes not characters', () => {
    const e = { ...jobFor(C, 5, 'x'), id: 'abc' };
    const overhead = encodeBusEvent({ ...e, data: { ...e.data, jenis: '' } } as never).length;
    const room = NOTIFY_MAX_BYTES - overhead;
    expect(() => encodeBusEvent({ ...e, data: { ...e.data, jenis: 'a'.repeat(room - 1) } } as never)).not.toThrow();
    expect(() => encodeBusEvent({ ...e, data: { ...e.data, jenis: 'a'.repeat(room) } } as never)).toThrow(EventTooLargeError);
    expect(() => encodeBusEvent({ ...e, data: { ...e.data, jenis: 'é'.repeat(Math.ceil(room / 2)) } } as never)).toThrow(EventTooLargeError);
  });
});

describe(`delivery over ${pgUrl ? 'PostgreSQL (two connections)' : 'PGlite'} LISTEN/NOTIFY`, () => {
  it('delivers a class event to its members and reading operators only, in order, with one lookup per event', async () => {
    const { resolver, calls } = tableResolver({ K1: [11, 12], K2: [13] }, [21]);
    const a = await bus(dbA, resolver);
    const b = await bus(dbB, resolver);
    const teacher = listen(b, { userId: 11, role: 'ROLE_DOSEN' });
    const student = listen(b, { userId: 12, role: 'ROLE_MAHASISWA' });
    const outsider = listen(b, { userId: 13, role: 'ROLE_MAHASISWA' });
    const reader = listen(b, { userId: 21, role: 'ROLE_OPERATOR' });
    const laporan = listen(b, { userId: 22, role: 'ROLE_OPERATOR' });
    // Same user id in another college: the college is part of the audience.
    const otherCollege = listen(b, { userId: 12, role: 'ROLE_MAHASISWA', collegeId: C + 1 });
    const otherStream = listen(b, { userId: 12, role: 'ROLE_MAHASISWA', streams: ['kehadiran_mahasiswa'] });
    // A throwing subscriber must not stop the others.
    b.subscribe({ streams: ['pertemuan'], collegeId: C, userId: 11, role: 'ROLE_DOSEN' }, () => {
      throw new Error('rusak');
    });

    const before = { ...calls };
    for (let i = 1; i <= 5; i += 1) await a.publish(kelasEvent(C, 'K1', i));
    await a.publish(jobFor(C, 13, 'untuk-13'));
    await until(() => teacher.got.length === 5 && student.got.length === 5 && reader.got.length === 5 && outsider.got.length === 1);
    expect(teacher.ids()).toEqual([1, 2, 3, 4, 5]);
    expect(student.ids()).toEqual([1, 2, 3, 4, 5]);
    expect(reader.ids()).toEqual([1, 2, 3, 4, 5]);
    expect(outsider.ids()).toEqual(['untuk-13']);
    expect([laporan.got, otherCollege.got, otherStream.got]).toEqual([[], [], []]);
    // Each event resolved once, not once per subscriber (and never by bus a, where nobody listens).
    expect(calls.members - before.members).toBe(5);
    expect(calls.operators - before.operators).toBe(5);
    expect(teacher.got[0]).toMatchObject({ event: 'status', id: expect.any(String) });
  });

  it('asks nothing when no subscriber of that college and stream listens', async () => {
    const { resolver, calls } = tableResolver({ K1: [11] }, []);
    const a = await bus(dbA, resolver);
    const probe = listen(a, { userId: 11, role: 'ROLE_DOSEN', collegeId: C + 2, streams: ['job'] });
    await a.publish(kelasEvent(C + 2, 'K1', 1));
    await a.publish(jobFor(C + 2, 11, 'selesai'));
    await until(() => probe.got.length === 1);
    expect(calls).toEqual({ members: 0, operators: 0 });
  });

  it('stops delivering after unsubscribe and after close', async () => {
    const { resolver } = tableResolver({}, []);
    const a = await bus(dbA, resolver);
    const b = await bus(dbB, resolver);
    const gone = listen(b, { userId: 7, role: 'ROLE_MAHASISWA' });
    const probe = listen(a, { userId: 7, role: 'ROLE_MAHASISWA' });
    gone.off();
    expect(b.stats().subscribers).toBe(0);
    await a.publish(jobFor(C, 7, 'satu'));
    await until(() => probe.got.length === 1);
    const late = listen(b, { userId: 7, role: 'ROLE_MAHASISWA' });
    await b.close();
    expect(b.stats()).toMatchObject({ listening: false, subscribers: 0 });
    await a.publish(jobFor(C, 7, 'dua'));
    await until(() => probe.got.length === 2);
    expect([gone.got, late.got]).toEqual([[], []]);
  });
});

describe('Last-Event-ID replay', () => {
  it('replays what a reconnecting subscriber missed (its audience only), then live events, in order', async () => {
    const { resolver } = tableResolver({ K1: [31], K2: [32] }, []);
    const a = await bus(dbA, resolver);
    const first = listen(a, { userId: 31, role: 'ROLE_MAHASISWA' });
    await a.publish(kelasEvent(C, 'K1', 1));
    await until(() => first.got.length === 1);
    first.off();
    const resumeFrom = first.got[0]!.id;

    // The probe tells when the missed events have been through the bus.
    const probe = listen(a, { userId: 31, role: 'ROLE_MAHASISWA', streams: ['job'] });
    await a.publish(kelasEvent(C, 'K1', 2));
    await a.publish(kelasEvent(C, 'K2', 3));
    await a.publish(jobFor(C, 31, 'job-4'));
    await until(() => probe.got.length === 1);

    const again = listen(a, { userId: 31, role: 'ROLE_MAHASISWA' }, resumeFrom);
    await a.publish(kelasEvent(C, 'K1', 5));
    await until(() => again.got.length === 3);
    expect(again.ids()).toEqual([2, 'job-4', 5]);
    // A subscriber that resumes from the newest id gets nothing twice.
    const current = listen(a, { userId: 31, role: 'ROLE_MAHASISWA' }, again.got[2]!.id);
    await a.publish(kelasEvent(C, 'K1', 6));
    await until(() => current.got.length === 1);
    expect(current.ids()).toEqual([6]);
  });

  it('sends resync (with a fresh cursor) for an id it does not know, and resumes from the cursor', async () => {
    const { resolver } = tableResolver({ K1: [41] }, []);
    const a = await bus(dbA, resolver);
    const lost = listen(a, { userId: 41, role: 'ROLE_DOSEN' }, 'tidak-dikenal');
    expect(lost.got).toEqual([{ id: a.cursor(), event: RESYNC_EVENT, data: {} }]);
    // A fresh bus (a restarted process) knows nothing of another's events.
    await a.publish(kelasEvent(C, 'K1', 1));
    await until(() => lost.got.length === 2);
    const restarted = await bus(dbA, resolver);
    const cursorOfRestart = restarted.cursor();
    const r = listen(restarted, { userId: 41, role: 'ROLE_DOSEN' }, lost.got[1]!.id);
    expect(r.got.map((e) => e.event)).toEqual([RESYNC_EVENT]);
    // Its own start marker replays everything it received since it started.
    await a.publish(kelasEvent(C, 'K1', 2));
    await until(() => r.got.length === 2);
    const fromStart = listen(restarted, { userId: 41, role: 'ROLE_DOSEN' }, cursorOfRestart);
    await until(() => fromStart.got.length === 1);
    expect(fromStart.ids()).toEqual([2]);
  });
});

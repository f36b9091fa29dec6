import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PESAN_KELAS } from '@lms/shared';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { colleges, kelasKuliah } from '../../db/schema';
import { systemActor, type Actor } from '../../deps';
import { AppError } from '../../lib/errors';
import {
  assertAksesKelas,
  findAnggotaKelasUserIds,
  findOperatorPembacaKelas,
  kelasScopeCondition,
  requireBacaKelas,
  requireTulisKelas,
  resolveAksesKelas,
  resolveScopeKelas,
  type AksesKelas,
} from './kelas-akses';

let database: Database & { drop(): Promise<void> };
const q = async <T>(text: string, params: unknown[] = []) => (await database.query<T>(text, params)).rows;

/** `dosen` teaches it and `mahasiswa` takes part in it. */
let kelasA: string;
/** A college-1 class neither demo account belongs to. */
let kelasLain: string;
let kelas2: string;
/** A college-1 student who does not take part in kelasA. */
let bukanPeserta: Actor;
const actors: Record<string, Actor> = {};

async function actorOf(username: string, collegeId = 1): Promise<Actor> {
  const [u] = await q<{ id: number; role: Actor['role'] }>('select id, role from users where username = $1 and college_id = $2', [username, collegeId]);
  const [college] = await database.db.select().from(colleges).where(eq(colleges.id, collegeId));
  return { userId: u!.id, role: u!.role, username, college: college!, operator: null, ip: null };
}

/** The outcome of a guard as a status: 200, or the AppError's status. */
async function status(work: () => Promise<unknown>) {
  try {
    await work();
    return 200;
  } catch (err) {
    if (err instanceof AppError) return err.statusCode;
    throw err;
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  for (const name of ['operator', 'operator.laporan', 'operator.kelas', 'dosen', 'mahasiswa']) actors[name] = await actorOf(name);
  actors.operator2 = await actorOf('operator2', 2);
  const me = `(select d.id from dosen d join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1)`;
  const mhs = `(select m.id from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1)`;
  kelasA = (
    await q<{ id: string }>(
      `select kp.id_kelas_kuliah as id from kelas_pengajar kp
        where kp.id_dosen = ${me} and exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = kp.id_kelas_kuliah and ps.id_mahasiswa = ${mhs})
        order by 1 limit 1`,
    )
  )[0]!.id;
  kelasLain = (
    await q<{ id: string }>(
      `select k.id from kelas_kuliah k where k.college_id = 1
          and not exists (select 1 from kelas_pengajar kp where kp.id_kelas_kuliah = k.id and kp.id_dosen = ${me})
          and not exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = k.id and ps.id_mahasiswa = ${mhs})
        order by k.id limit 1`,
    )
  )[0]!.id;
  kelas2 = (await q<{ id: string }>('select id from kelas_kuliah where college_id = 2 order by id limit 1'))[0]!.id;
  const [other] = await q<{ username: string }>(
    `select u.username from mahasiswa m join users u on u.id = m.user_id where m.college_id = 1
        and not exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = $1 and ps.id_mahasiswa = m.id)
      order by u.username limit 1`,
    [kelasA],
  );
  bukanPeserta = await actorOf(other!.username);
});
afterAll(async () => {
  await database?.drop();
});

describe('resolveAksesKelas', () => {
  const flags = (a: AksesKelas) => ({
    exists: a.exists,
    isTeacher: a.isTeacher,
    isParticipant: a.isParticipant,
    operatorRead: a.operatorRead,
    operatorWrite: a.operatorWrite,
    canRead: a.canRead,
    canWrite: a.canWrite,
  });
  const f = (exists: boolean, isTeacher: boolean, isParticipant: boolean, operatorRead: boolean, operatorWrite: boolean, canRead: boolean, canWrite: boolean) => ({
    exists,
    isTeacher,
    isParticipant,
    operatorRead,
    operatorWrite,
    canRead,
    canWrite,
  });

  it('gives each actor its flags on a class of the college', async () => {
    const db = database.db;
    expect(flags(await resolveAksesKelas(db, actors.dosen!, kelasA))).toEqual(f(true, true, false, false, false, true, true));
    expect(flags(await resolveAksesKelas(db, actors.mahasiswa!, kelasA))).toEqual(f(true, false, true, false, false, true, false));
    expect(flags(await resolveAksesKelas(db, bukanPeserta, kelasA))).toEqual(f(true, false, false, false, false, false, false));
    expect(flags(await resolveAksesKelas(db, actors.dosen!, kelasLain))).toEqual(f(true, false, false, false, false, false, false));
    expect(flags(await resolveAksesKelas(db, actors.operator!, kelasA))).toEqual(f(true, false, false, true, true, true, true));
    expect(flags(await resolveAksesKelas(db, actors['operator.kelas']!, kelasA))).toEqual(f(true, false, false, true, false, true, false));
    expect(flags(await resolveAksesKelas(db, actors['operator.laporan']!, kelasA))).toEqual(f(true, false, false, false, false, false, false));
    expect(flags(await resolveAksesKelas(db, systemActor(actors.operator!.college), kelasA))).toEqual(f(true, false, false, true, true, true, true));
  });

  it('knows the jabatan, the record ids and the course team', async () => {
    const a = await resolveAksesKelas(database.db, actors.dosen!, kelasA);
    const [kp] = await q<{ jabatan: string; id_dosen: number }>(
      `select kp.jabatan, kp.id_dosen from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
        where kp.id_kelas_kuliah = $1 and u.username = 'dosen' and u.college_id = 1`,
      [kelasA],
    );
    expect(a.jabatanPengajar).toBe(kp!.jabatan);
    expect(a.idDosen).toBe(kp!.id_dosen);
    const [mk] = await q<{ k: number | null; r: number | null }>(
      'select m.id_dosen_koordinator as k, m.id_dosen_pengembang_rps as r from kelas_kuliah k join mata_kuliah m on m.id = k.id_mata_kuliah where k.id = $1',
      [kelasA],
    );
    expect([a.idDosenKoordinatorMakul, a.idDosenPengembangRps]).toEqual([mk!.k, mk!.r]);
    const m = await resolveAksesKelas(database.db, actors.mahasiswa!, kelasA);
    expect(['peserta', 'ketua_kelas']).toContain(m.jabatanPeserta);
    expect(m.idMahasiswa).toBeTypeOf('number');
    // A lecturer who does not teach the class keeps their lecturer id (course-team rules need it).
    expect((await resolveAksesKelas(database.db, actors.dosen!, kelasLain)).idDosen).toBe(kp!.id_dosen);
  });

  it("treats another college's class, an unknown id and a null id as absent, for every actor including the system", async () => {
    const db = database.db;
    for (const actor of [actors.operator!, actors.dosen!, actors.mahasiswa!, systemActor(actors.operator!.college)]) {
      for (const id of [kelas2, 'tidak-ada', null]) {
        const a = await resolveAksesKelas(db, actor, id);
        expect(a).toMatchObject({ exists: false, canRead: false, canWrite: false, isTeacher: false, isParticipant: false, idKelasKuliah: null });
      }
    }
    // college 2's operator sees its own class but not college 1's.
    expect((await resolveAksesKelas(db, actors.operator2!, kelas2)).canWrite).toBe(true);
    expect((await resolveAksesKelas(db, actors.operator2!, kelasA)).exists).toBe(false);
  });

  it('drops the rights of a deactivated operator at once', async () => {
    await q(`update operators set is_active = false where user_id = $1`, [actors['operator.kelas']!.userId]);
    try {
      expect((await resolveAksesKelas(database.db, actors['operator.kelas']!, kelasA)).operatorRead).toBe(false);
    } finally {
      await q(`update operators set is_active = true where user_id = $1`, [actors['operator.kelas']!.userId]);
    }
  });
});

describe('requireBacaKelas / requireTulisKelas', () => {
  it('refuses in the order that reveals nothing: level 403, then 404, then membership 403', async () => {
    const db = database.db;
    const sys = systemActor(actors.operator!.college);
    const matrix: [string, Actor, string, number, number][] = [
      // actor, class, read, write
      ['dosen teaches', actors.dosen!, kelasA, 200, 200],
      ['dosen other class', actors.dosen!, kelasLain, 403, 403],
      ['participant', actors.mahasiswa!, kelasA, 200, 403],
      ['non-member student', bukanPeserta, kelasA, 403, 403],
      ['operator write', actors.operator!, kelasA, 200, 200],
      ['operator read', actors['operator.kelas']!, kelasA, 200, 403],
      ['operator.laporan', actors['operator.laporan']!, kelasA, 403, 403],
      ['system', sys, kelasA, 200, 200],
      ['operator, other college', actors.operator!, kelas2, 404, 404],
      ['dosen, other college', actors.dosen!, kelas2, 404, 404],
      // A student asking to write, and an operator lacking the level, learn nothing about the id.
      ['student, other college', actors.mahasiswa!, kelas2, 404, 403],
      ['operator.laporan, other college', actors['operator.laporan']!, kelas2, 403, 403],
      ['operator read, missing, write', actors['operator.kelas']!, 'tidak-ada', 404, 403],
    ];
    for (const [name, actor, id, baca, tulis] of matrix) {
      expect([name, await status(() => requireBacaKelas(db, actor, id))]).toEqual([name, baca]);
      expect([name, await status(() => requireTulisKelas(db, actor, id))]).toEqual([name, tulis]);
    }
  });

  it('speaks Indonesian and names the resource in the 404', async () => {
    const db = database.db;
    await expect(requireBacaKelas(db, bukanPeserta, kelasA)).rejects.toMatchObject({ statusCode: 403, message: PESAN_KELAS.bukanAnggota });
    await expect(requireTulisKelas(db, actors.mahasiswa!, kelasA)).rejects.toMatchObject({ statusCode: 403, message: PESAN_KELAS.bukanPengajar });
    await expect(requireBacaKelas(db, actors.dosen!, kelas2)).rejects.toMatchObject({ statusCode: 404, message: PESAN_KELAS.kelasTidakDitemukan });
    const a = await resolveAksesKelas(db, actors.dosen!, null);
    expect(() => assertAksesKelas(a, actors.dosen!, 'read', 'Pertemuan tidak ditemukan')).toThrow('Pertemuan tidak ditemukan');
  });
});

describe('resolveScopeKelas / kelasScopeCondition', () => {
  async function visible(actor: Actor) {
    const scope = await resolveScopeKelas(database.db, actor);
    const rows = await database.db
      .select({ id: kelasKuliah.id })
      .from(kelasKuliah)
      .where(and(eq(kelasKuliah.collegeId, actor.college.id), kelasScopeCondition(scope, kelasKuliah.id)));
    return new Set(rows.map((r) => r.id));
  }

  it('lists exactly the classes each actor may read', async () => {
    const [{ n }] = (await q<{ n: number }>('select count(*)::int as n from kelas_kuliah where college_id = 1')) as [{ n: number }];
    for (const actor of [actors.dosen!, actors.mahasiswa!, bukanPeserta, actors.operator!, actors['operator.kelas']!, systemActor(actors.operator!.college)]) {
      const ids = await visible(actor);
      const all = await q<{ id: string }>('select id from kelas_kuliah where college_id = $1', [actor.college.id]);
      for (const { id } of all) expect([actor.username, id, ids.has(id)]).toEqual([actor.username, id, (await resolveAksesKelas(database.db, actor, id)).canRead]);
    }
    expect((await visible(actors.operator!)).size).toBe(n);
    expect((await visible(actors.dosen!)).has(kelasA)).toBe(true);
    expect((await visible(actors.dosen!)).has(kelasLain)).toBe(false);
  });

  it('refuses operator.laporan (403) and sees nothing for an account without its academic record', async () => {
    expect(await status(() => resolveScopeKelas(database.db, actors['operator.laporan']!))).toBe(403);
    const orphan = { ...bukanPeserta, userId: 2_000_000_000 };
    expect(await resolveScopeKelas(database.db, orphan)).toEqual({ kind: 'kosong' });
    expect((await visible(orphan)).size).toBe(0);
  });
});

describe('findAnggotaKelasUserIds / findOperatorPembacaKelas (the class-side view for fan-outs)', () => {
  it('agrees with resolveAksesKelas for every user of the college, and knows nobody of another college', async () => {
    const db = database.db;
    const users = await q<{ id: number; username: string; role: Actor['role'] }>(
      'select id, username, role from users where college_id = 1 order by id limit 300',
    );
    const anggota = await findAnggotaKelasUserIds(db, 1, kelasA);
    const operatorBaca = await findOperatorPembacaKelas(db, 1, users.map((u) => u.id));
    expect(anggota.has(actors.dosen!.userId) && anggota.has(actors.mahasiswa!.userId)).toBe(true);
    expect(operatorBaca.has(actors['operator.laporan']!.userId)).toBe(false);
    for (const u of users) {
      const actor: Actor = { userId: u.id, role: u.role, username: u.username, college: actors.operator!.college, operator: null, ip: null };
      const { canRead } = await resolveAksesKelas(db, actor, kelasA);
      expect([u.username, anggota.has(u.id) || operatorBaca.has(u.id)]).toEqual([u.username, canRead]);
    }
    expect((await findAnggotaKelasUserIds(db, 2, kelasA)).size).toBe(0);
    expect((await findOperatorPembacaKelas(db, 1, [actors.operator2!.userId])).size).toBe(0);
    expect((await findOperatorPembacaKelas(db, 2, [actors.operator2!.userId])).has(actors.operator2!.userId)).toBe(true);
  });
});

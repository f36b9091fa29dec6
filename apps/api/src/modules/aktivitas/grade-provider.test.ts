import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { registerModuleRegistries } from '../../registries';
import { GRADE_PROVIDERS } from './grade-provider';

// The seeded campus: classes with graded tasks, forums and exams, some scored.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  // No app here: fill the registry as every entry point does.
  registerModuleRegistries();
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => database?.drop());

const kelasDenganNilai = async () =>
  (
    await database.query<{ id: string }>(
      `select k.id from kelas_kuliah k where k.college_id = 1 and (
         exists (select 1 from tugas t where t.id_kelas_kuliah = k.id)
         or exists (select 1 from ujian u where u.id_kelas_kuliah = k.id)
         or exists (select 1 from forum f where f.id_kelas_kuliah = k.id and f.penilaian_keaktifan))
       order by k.id limit 6`,
    )
  ).rows.map((r) => r.id);

describe('grade providers: registry', () => {
  it('holds every graded kind once, in the gradebook order, however often the registries are filled', () => {
    registerModuleRegistries();
    expect(GRADE_PROVIDERS.map((p) => p.jenis)).toEqual(['tugas', 'ujian', 'forum']);
  });
});

describe('grade providers: scoresMany', () => {
  it('reads a class in one batch exactly as one activity at a time, for every kind', async () => {
    const db = database.db;
    let activities = 0;
    let scored = 0;
    for (const idKelas of await kelasDenganNilai()) {
      for (const p of GRADE_PROVIDERS) {
        const ids = (await p.listGradedActivities(db, 1, idKelas)).map((a) => a.idSumber);
        const batch = await p.scoresMany(db, 1, ids);
        for (const id of ids) {
          const one = await p.scores(db, 1, id);
          expect([...(batch.get(id) ?? new Map())].sort(), `${p.jenis} ${id}`).toEqual([...one].sort());
          activities += 1;
          scored += one.size;
        }
        // Another college's ids, and ids that are no activity, read nothing.
        expect((await p.scoresMany(db, 2, ids)).size).toBe(0);
        expect((await p.scoresMany(db, 1, ['0', 'x', '99999999999'])).size).toBe(0);
      }
    }
    // The demo campus has graded work of every kind, so the comparison above compared scores, not empty maps.
    expect(activities).toBeGreaterThan(3);
    expect(scored).toBeGreaterThan(0);
  });
});

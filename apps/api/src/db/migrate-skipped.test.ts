import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase, MIGRATIONS_DIR } from './client';

describe('applySkippedMigrations', () => {
  it('applies 0029 on a database last migrated at 0028, whose journal `when` is later than 0029\'s', async () => {
    // The migrations folder as it was while 0028 was the newest: its SQL files and the journal's first 29 entries.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrasi-0028-'));
    fs.mkdirSync(path.join(dir, 'meta'));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 28);
    fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
    for (const e of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));

    const database = await createDatabase({ memory: true });
    try {
      const { migrate: migrateKe } = await import('drizzle-orm/pglite/migrator');
      await migrateKe(database.db as never, { migrationsFolder: dir });
      const ada = async () => (await database.query<{ t: string | null }>(`select to_regclass('versi_nilai_kelas') as t`)).rows[0]!.t;
      expect(await ada()).toBeNull();

      await database.migrate();
      expect(await ada()).toBe('versi_nilai_kelas');
      const { rows } = await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0]!.n).toBe(JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')).entries.length);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACAAN_CACHE, RUANG_CACHE, VERSI_NILAI_KELAS, type RuangCache } from '../src/lib/read-cache';
import { createTestDatabase } from './helpers';

/**
 * The read cache is only as right as its triggers: a cached answer reading a table whose writes raise no version
 * stays stale after such a write. The trigger lists are written by hand in migrations 0027-0029; here the migrated
 * database's catalog and the declarations of lib/read-cache.ts (RUANG_CACHE, VERSI_NILAI_KELAS, BACAAN_CACHE) must
 * agree both ways. test/read-cache-bacaan.test.ts checks the declarations against what each builder reads.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
}, 120_000);
afterAll(async () => database?.drop());

const OPS = ['INSERT', 'UPDATE', 'DELETE'] as const;
type Op = (typeof OPS)[number];
type Pemicu = { tabel: string; fungsi: string; arg: string; ops: Op[] };

/** The triggers that raise a version: their table, function, first argument and operations. */
async function pemicuVersi(): Promise<Pemicu[]> {
  const { rows } = await database.query<{ tabel: string; fungsi: string; args: string; tgtype: number }>(`
    select c.relname as tabel, p.proname as fungsi, encode(t.tgargs, 'escape') as args, t.tgtype::int as tgtype
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname in ('lms_versi_data_naik', 'lms_versi_data_naik_baris', 'lms_versi_nilai_naik')`);
  // tgtype bits (pg_trigger.h): 4 insert, 8 delete, 16 update.
  return rows.map((r) => ({
    tabel: r.tabel,
    fungsi: r.fungsi,
    arg: r.args.split('\\000')[0]!,
    ops: OPS.filter((op) => (r.tgtype & { INSERT: 4, DELETE: 8, UPDATE: 16 }[op]) !== 0),
  }));
}

/** table → operations covered, per area (and 'versi_nilai_kelas' for the class grade version). */
function cakupan(pemicu: Pemicu[]) {
  const out = new Map<string, Map<string, Set<Op>>>();
  for (const p of pemicu) {
    const ruang = p.fungsi === 'lms_versi_nilai_naik' ? 'versi_nilai_kelas' : p.arg;
    const perTabel = out.get(ruang) ?? new Map<string, Set<Op>>();
    out.set(ruang, perTabel);
    const ops = perTabel.get(p.tabel) ?? new Set<Op>();
    perTabel.set(p.tabel, ops);
    for (const op of p.ops) ops.add(op);
  }
  return out;
}

/** The declarations as the same shape: what each area's tables should have. */
function dinyatakan() {
  const out = new Map<string, Map<string, Set<Op>>>();
  for (const [ruang, r] of Object.entries(RUANG_CACHE) as [RuangCache, (typeof RUANG_CACHE)[RuangCache]][]) {
    const sebagian: Record<string, readonly Op[]> = 'sebagian' in r ? r.sebagian : {};
    out.set(ruang, new Map(r.tabel.map((t) => [t, new Set(sebagian[t] ?? OPS)])));
  }
  out.set('versi_nilai_kelas', new Map(VERSI_NILAI_KELAS.tabel.map((t) => [t, new Set(OPS)])));
  return out;
}

const datar = (m: Map<string, Map<string, Set<Op>>>) =>
  [...m].flatMap(([ruang, perTabel]) => [...perTabel].map(([tabel, ops]) => `${ruang}: ${tabel} ${[...ops].sort().join(',')}`)).sort();

describe('read cache: declared tables and version triggers', () => {
  it('every declared table has its area\'s triggers, and every version trigger is declared', async () => {
    const ada = datar(cakupan(await pemicuVersi()));
    const harus = datar(dinyatakan());
    // A declared table without its trigger: a write there leaves cached answers stale.
    expect(harus.filter((x) => !ada.includes(x)), 'declared without a trigger (or with fewer operations)').toEqual([]);
    // A trigger nobody declared: a table a builder may read without saying so, or a trigger left over.
    expect(ada.filter((x) => !harus.includes(x)), 'triggers missing from RUANG_CACHE / VERSI_NILAI_KELAS').toEqual([]);
  });

  it("every builder's tables raise one of its areas or the class grade version", () => {
    for (const [nama, b] of Object.entries(BACAAN_CACHE)) {
      const boleh = new Set<string>([...b.ruang.flatMap((r) => RUANG_CACHE[r].tabel), ...('versiNilaiKelas' in b && b.versiNilaiKelas ? VERSI_NILAI_KELAS.tabel : [])]);
      expect(b.tabel.filter((t) => !boleh.has(t)), nama).toEqual([]);
    }
  });

  it('every cached read in the code is declared in BACAAN_CACHE', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const berkas = Object.values(BACAAN_CACHE).map((b) => b.berkas.split(' ') as [string, string]);
    for (const [file, fungsi] of berkas) expect(fs.readFileSync(path.join(src, file), 'utf8'), `${file} ${fungsi}`).toContain(`function ${fungsi}`);
    const pemanggil = (fs.readdirSync(src, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'modules/kelas/halaman-segar.ts')
      .filter((f) => /readCache\.get\(|bacaHalamanSegar\(/.test(fs.readFileSync(path.join(src, f), 'utf8')));
    expect(pemanggil.filter((f) => !berkas.some(([b]) => b === f)), 'files with a cached read and no BACAAN_CACHE entry').toEqual([]);
  });
});

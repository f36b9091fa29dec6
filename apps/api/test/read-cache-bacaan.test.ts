import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACAAN_CACHE } from '../src/lib/read-cache';
import { catatStatement, createTestApp, demoHeaders, type TestContext } from './helpers';

/**
 * What each cached builder reads, against what it declares in BACAAN_CACHE (lib/read-cache.ts): each cached route is
 * read on an empty cache and again as a hit; the statements only the miss sent are the builds', and every table they
 * read must be declared (and so has a version trigger, test/read-cache-tabel.test.ts) or be listed in `tanpaVersi`.
 */
let t: TestContext;
let h: Awaited<ReturnType<typeof demoHeaders>>;
let nyata: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  h = await demoHeaders(t.app);
  nyata = new Set((await t.database.query<{ t: string }>(`select relname as t from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace`)).rows.map((r) => r.t));
}, 120_000);
afterAll(async () => t?.close());

/** The tables named after FROM or JOIN in these statements (a name followed by '(' is a function). */
function tabelDibaca(sent: string[]) {
  const out = new Set<string>();
  for (const q of sent) for (const m of q.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?(?!\s*\()/gi)) if (nyata.has(m[1]!)) out.add(m[1]!);
  return out;
}

type Nama = keyof typeof BACAAN_CACHE;

describe('read cache: what each builder reads is declared', () => {
  it('every table a build reads is in its declaration', async () => {
    const kelas = (await t.app.inject({ url: '/api/v2/lms/kelas_kuliah', headers: h.dosen })).json().data[0].id as string;
    const rute: [string, Nama[]][] = [
      ['/api/v2/lms/kelas_kuliah', ['kelasList', 'scopeKelas']],
      [`/api/v2/lms/kelas_kuliah/${kelas}`, ['kelasDetail']],
      ['/api/v2/lms/beranda/jadwal', ['jadwalHarian']],
      ['/api/v2/lms/ujian', ['ujianList', 'scopeKelas']],
      ['/api/v2/lms/tugas', ['tugasList', 'scopeKelas']],
      ['/api/v2/lms/forum', ['forumList', 'scopeKelas']],
      ['/api/v2/lms/vidcon', ['vidconList', 'scopeKelas']],
      ['/api/v2/lms/materi', ['materiList', 'scopeKelas']],
      ['/api/v2/lms/nilai/kelas_kuliah', ['nilaiKelasList']],
      [`/api/v2/lms/nilai/kelas_kuliah/${kelas}`, ['bukuNilai']],
    ];
    const cache = t.app.deps.readCache;
    let dibaca = 0;
    for (const [url, nama] of rute)
      for (const [peran, headers] of Object.entries({ dosen: h.dosen, mahasiswa: h.mahasiswa, operator: h.operatorLaporan })) {
        // Once first, so that what other per-process state loads on a first request is not taken for a build.
        await t.app.inject({ url, headers });
        cache.clear();
        const miss = catatStatement(t.app.deps.db);
        const res = await t.app.inject({ url, headers }).finally(() => miss.stop());
        if (res.statusCode !== 200) continue;
        const hit = catatStatement(t.app.deps.db);
        await t.app.inject({ url, headers }).finally(() => hit.stop());
        const build = miss.sent.filter((q) => !hit.sent.includes(q));
        const boleh = new Set<string>(['versi_data', 'versi_nilai_kelas', ...nama.flatMap((n) => [...BACAAN_CACHE[n].tabel, ...Object.keys(BACAAN_CACHE[n].tanpaVersi ?? {})])]);
        const dibacaBuild = tabelDibaca(build);
        expect([...dibacaBuild].filter((x) => !boleh.has(x)), `${url} (${peran}): tables read but not declared in BACAAN_CACHE ${nama.join(', ')}`).toEqual([]);
        dibaca += dibacaBuild.size;
      }
    // The check saw builds at all (a route that stopped caching would read nothing here).
    expect(dibaca).toBeGreaterThan(50);
  });
});

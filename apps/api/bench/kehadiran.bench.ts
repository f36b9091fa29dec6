/**
 * `npm run bench`: recalculation of a whole campus period's attendance (issue 16 point 8).
 *
 * Builds the demo campus in an embedded database (or on BENCH_DATABASE_URL), adds BENCH_KELAS online classes of
 * 16 meetings and 30 participants each, with two required activities per meeting (a task and a material) and the
 * attendance facts of about two thirds of the students, then runs the period job's work (hitungPeriode) and
 * reports time per meeting, total, rows written and the heap high-water mark, sampled during the run: the job
 * holds one meeting at a time, so the heap must not grow with the number of classes. The full campus of the issue
 * (1,500 classes, 24,000 meetings, 45,000 participants) is BENCH_KELAS=1500; the default runs small.
 * Writes bench/results/kehadiran-latest.json (repository root), beside the other benchmarks' reports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { hitungPeriode } from '../src/modules/kehadiran/kehadiran-hitung.service';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const KELAS = Number(process.env.BENCH_KELAS ?? 40);
const PERTEMUAN = 16;
const PESERTA = 30;
const PERIODE = 20991;

async function main() {
  const database = await createDatabase(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 5 } : { memory: true });
  await database.migrate();
  console.log('Mengisi kampus demo ...');
  await seedDemo(database.db);
  const q = (sql: string, params: unknown[] = []) => database.query(sql, params);
  const t0 = Date.now();
  const [mk] = (await q("select id from mata_kuliah where college_id = 1 order by id limit 1")).rows as { id: number }[];
  const [lk] = (await q('select id from label_kelas where college_id = 1 order by id limit 1')).rows as { id: number }[];
  const [jk] = (await q('select id from jenis_kelas where college_id = 1 order by id limit 1')).rows as { id: number }[];
  await q(
    `insert into kelas_kuliah (id, college_id, periode, id_mata_kuliah, id_label_kelas, id_jenis_kelas, status, mode_kuliah)
     select 'bench_' || lpad(g::text, 5, '0'), 1, ${PERIODE}, $1, $2, $3, 'berlangsung', 'online' from generate_series(1, ${KELAS}) g`,
    [mk!.id, lk!.id, jk!.id],
  );
  await q(
    `with k as (select id, row_number() over (order by id) rn from kelas_kuliah where periode = ${PERIODE}),
          m as (select id, row_number() over (order by id) - 1 rn, count(*) over () n from mahasiswa where college_id = 1)
     insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa)
     select distinct on (k.id, m.id) k.id, m.id from k cross join generate_series(0, ${PESERTA - 1}) s join m on m.rn = (k.rn * ${PESERTA} + s) % m.n`,
  );
  await q(
    `insert into pertemuan (college_id, id_kelas_kuliah, nomor, judul, kategori, jenis, status, waktu_mulai, waktu_selesai, parameter_kehadiran, waktu_batas_aktivitas)
     select 1, k.id, n, 'Pertemuan ' || n, 'kuliah', 'online', 'selesai', now() - (20 - n) * interval '7 days', now() - (20 - n) * interval '7 days' + interval '2 hours',
       '{"kerjakan_tugas": true, "unduh_materi": true}', now() - (20 - n) * interval '7 days' + interval '1 day'
     from kelas_kuliah k cross join generate_series(1, ${PERTEMUAN}) n where k.periode = ${PERIODE}`,
  );
  await q(
    `insert into aktivitas_kelas (college_id, id_kelas_kuliah, id_pertemuan, jenis, id_sumber, judul, syarat_hadir)
     select 1, p.id_kelas_kuliah, p.id, j, 'bench-' || j || '-' || p.id, j || ' ' || p.nomor, true
     from pertemuan p cross join unnest(array['tugas', 'materi']) j where p.id_kelas_kuliah like 'bench\\_%'`,
  );
  await q(
    `insert into aktivitas_selesai (college_id, id_pertemuan, id_aktivitas, jenis, id_user, waktu, sumber)
     select 1, a.id_pertemuan, a.id, a.jenis, m.user_id, p.waktu_mulai + interval '1 hour', case a.jenis when 'tugas' then 'kumpul' else 'unduh' end
     from aktivitas_kelas a join pertemuan p on p.id = a.id_pertemuan
     join kelas_peserta kp on kp.id_kelas_kuliah = a.id_kelas_kuliah join mahasiswa m on m.id = kp.id_mahasiswa
     where a.id_kelas_kuliah like 'bench\\_%' and (m.id + a.id) % 3 <> 0`,
  );
  const meetings = KELAS * PERTEMUAN;
  console.log(`Data bench: ${KELAS} kelas, ${meetings} pertemuan, ${KELAS * PESERTA} peserta kelas (${((Date.now() - t0) / 1000).toFixed(1)} s)`);

  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  let heapMax = heap0;
  const sampler = setInterval(() => (heapMax = Math.max(heapMax, process.memoryUsage().heapUsed)), 20);
  const t1 = Date.now();
  const r = await hitungPeriode(database.db, 1, PERIODE, new Date(), async (done, total) => {
    heapMax = Math.max(heapMax, process.memoryUsage().heapUsed);
    if (done % Math.max(1, Math.floor(total / 10)) === 0) console.log(`  ${done}/${total} kelas`);
  });
  const ms = Date.now() - t1;
  clearInterval(sampler);
  const [s] = (await q(`select count(*) filter (where presensi = 'H')::int h, count(*)::int n from kehadiran_mahasiswa where id_kelas_kuliah like 'bench\\_%'`)).rows as { h: number; n: number }[];
  const report = {
    engine: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    kelas: r.kelas,
    pertemuan: r.pertemuan,
    baris: r.baris,
    hadir: s!.h,
    total_ms: ms,
    ms_per_pertemuan: Number((ms / Math.max(1, r.pertemuan)).toFixed(2)),
    heap_awal_mb: Number((heap0 / 1e6).toFixed(1)),
    heap_puncak_mb: Number((heapMax / 1e6).toFixed(1)),
    perkiraan_kampus_penuh_menit: Number(((ms / Math.max(1, r.pertemuan)) * 24_000 / 60_000).toFixed(1)),
  };
  console.log(report);
  if (r.pertemuan !== meetings || s!.n !== r.baris) throw new Error('jumlah pertemuan/baris tidak sesuai');
  const out = path.resolve(HERE, '../../../bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'kehadiran-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

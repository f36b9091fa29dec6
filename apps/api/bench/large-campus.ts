/**
 * The large campus of the benchmarks, generated in SQL on top of the demo campus of college 1: 30,000 students,
 * 1,500 classes, 24,000 meetings, 45,000 class participants. Runs on PostgreSQL and on PGlite alike; the runner
 * must keep one connection (BEGIN … COMMIT).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SqlRunner = { query(sql: string, params?: unknown[]): Promise<{ rows: any[] }> };

export const SIZE = { students: 30_000, classes: 1_500, meetingsPerClass: 16, pesertaPerClass: 30, courses: 300, lecturers: 400 };

/** The large campus, generated in SQL (seconds, not minutes), on top of the demo campus of college 1. */
export async function seedLargeCampus(c: SqlRunner) {
  const t0 = Date.now();
  const hash = (await c.query(`select password_hash from users where username = 'mahasiswa' and college_id = 1`)).rows[0]!.password_hash;
  await c.query('BEGIN');
  await c.query(`
    insert into prodi (college_id, kode, nama, jenjang)
    select 1, 'BP' || g, 'Program Studi Bench ' || g, case when g % 4 = 0 then 'D3' else 'S1' end from generate_series(1, 15) g`);
  await c.query(`
    insert into users (college_id, username, password_hash, role, nama, gelar_depan, gelar_akademik)
    select 1, 'bench.dosen' || g, $1, 'ROLE_DOSEN', 'Dosen Bench ' || g, case when g % 5 = 0 then 'Dr.' else '' end, 'M.Kom.'
    from generate_series(1, ${SIZE.lecturers}) g`, [hash]);
  await c.query(`
    insert into dosen (college_id, user_id, nidn, id_prodi)
    select 1, u.id, '9' || lpad(substr(u.username, 12), 9, '0'), (select min(id) from prodi where college_id = 1)
    from users u where u.username like 'bench.dosen%'`);
  await c.query(`
    insert into users (college_id, username, password_hash, role, nama)
    select 1, 'bench.mhs' || g, $1, 'ROLE_MAHASISWA', 'Mahasiswa Bench ' || g from generate_series(1, ${SIZE.students}) g`, [hash]);
  await c.query(`
    insert into mahasiswa (college_id, user_id, nim, id_prodi, angkatan)
    select 1, u.id, 'B' || lpad(substr(u.username, 10), 8, '0'), (select min(id) from prodi where college_id = 1), 2021 + (u.id % 4)
    from users u where u.username like 'bench.mhs%'`);
  await c.query(`
    insert into mata_kuliah (college_id, kode, nama, sks, id_prodi)
    select 1, 'BMK' || lpad(g::text, 3, '0'),
      (array['Basis Data','Algoritma','Statistika','Akuntansi','Manajemen','Jaringan','Etika Profesi','Kalkulus','Ekonomi','Pemrograman'])[1 + g % 10] || ' Lanjut ' || g,
      2 + g % 3, (select id from prodi where college_id = 1 order by id offset (g % 20) limit 1)
    from generate_series(1, ${SIZE.courses}) g`);
  // 300 courses x 5 labels = 1,500 classes in the current period.
  await c.query(`
    insert into kelas_kuliah (id, college_id, periode, id_mata_kuliah, id_label_kelas, id_jenis_kelas, status, mode_kuliah, kapasitas, kampus_nama, banner_color_idx)
    select '20261_' || mk.id_prodi || '_' || mk.id || '_' || lk.id || '_' || jk.id, 1, 20261, mk.id, lk.id, jk.id,
      (array['akan_dimulai','berlangsung','selesai'])[1 + (mk.id + lk.id) % 3],
      (array['online','offline','campuran'])[1 + (mk.id * lk.id) % 3], 40, 'Kampus Bench', (mk.id + lk.id) % 7
    from mata_kuliah mk
    cross join (select id from label_kelas where college_id = 1 order by id limit 5) lk
    cross join lateral (select id from jenis_kelas where college_id = 1 order by id limit 1) jk
    where mk.kode like 'BMK%'`);
  await c.query(`
    insert into kelas_prodi (id_kelas_kuliah, id_prodi)
    select k.id, mk.id_prodi from kelas_kuliah k join mata_kuliah mk on mk.id = k.id_mata_kuliah where mk.kode like 'BMK%'`);
  await c.query(`
    with k as (select id, row_number() over (order by id) rn from kelas_kuliah where id_mata_kuliah in (select id from mata_kuliah where kode like 'BMK%')),
         d as (select id, row_number() over (order by id) - 1 rn from dosen d where nidn like '9%')
    insert into kelas_pengajar (id_kelas_kuliah, id_dosen, jabatan, urutan)
    select k.id, d.id, case when s = 0 then 'dosen_koordinator' else 'dosen' end, s
    from k cross join generate_series(0, 1) s join d on d.rn = (k.rn * 2 + s) % ${SIZE.lecturers}`);
  await c.query(`
    with k as (select id, row_number() over (order by id) rn from kelas_kuliah where id_mata_kuliah in (select id from mata_kuliah where kode like 'BMK%')),
         m as (select id, row_number() over (order by id) - 1 rn from mahasiswa where nim like 'B%')
    insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa, jabatan)
    select k.id, m.id, case when s = 0 then 'ketua_kelas' else 'peserta' end
    from k cross join generate_series(0, ${SIZE.pesertaPerClass - 1}) s join m on m.rn = (k.rn * ${SIZE.pesertaPerClass} + s) % ${SIZE.students}`);
  await c.query(`
    insert into kelas_jadwal (id_kelas_kuliah, hari, jam_mulai, jam_selesai, ruangan)
    select k.id, 1 + (abs(hashtext(k.id)) % 5), '08:00', '10:30', 'Ruang Bench' from kelas_kuliah k
    where k.id_mata_kuliah in (select id from mata_kuliah where kode like 'BMK%')`);
  await c.query(`
    insert into pertemuan (college_id, id_kelas_kuliah, nomor, judul, kategori, jenis, status, waktu_mulai, waktu_selesai)
    select 1, k.id, n, 'Pertemuan ' || n, case n when 8 then 'uts' when 16 then 'uas' else 'kuliah' end, k.mode_kuliah,
      case when k.status = 'selesai' then 'selesai' else 'belum_dimulai' end,
      timestamptz '2026-08-31 01:00:00Z' + ((n - 1) * interval '7 days') + (abs(hashtext(k.id)) % 5) * interval '1 day',
      timestamptz '2026-08-31 03:30:00Z' + ((n - 1) * interval '7 days') + (abs(hashtext(k.id)) % 5) * interval '1 day'
    from kelas_kuliah k cross join generate_series(1, ${SIZE.meetingsPerClass}) n
    where k.id_mata_kuliah in (select id from mata_kuliah where kode like 'BMK%')`);
  // The demo lecturer and student also belong to bench classes, so their scoped lists are realistic.
  await c.query(`
    insert into kelas_pengajar (id_kelas_kuliah, id_dosen, jabatan, urutan)
    select k.id, (select d.id from dosen d join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1), 'asisten', 9
    from kelas_kuliah k where k.id like '20261\\_%' escape '\\' and k.id_mata_kuliah in (select id from mata_kuliah where kode like 'BMK0%') order by k.id limit 40`);
  await c.query(`
    insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa, jabatan)
    select k.id, (select m.id from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1), 'peserta'
    from kelas_kuliah k where k.id_mata_kuliah in (select id from mata_kuliah where kode like 'BMK1%') order by k.id limit 12`);
  await c.query('COMMIT');
  await c.query('ANALYZE');
  // A study programme that has classes, for the prodi filter scenario.
  const busyProdi = (await c.query(`select id_prodi from kelas_prodi group by id_prodi order by count(*) desc limit 1`)).rows[0]!.id_prodi as number;
  const counts = (
    await c.query(`select (select count(*) from mahasiswa)::int mahasiswa, (select count(*) from kelas_kuliah)::int kelas,
      (select count(*) from pertemuan)::int pertemuan, (select count(*) from kelas_peserta)::int peserta`)
  ).rows[0] as { mahasiswa: number; kelas: number; pertemuan: number; peserta: number };
  return { seconds: (Date.now() - t0) / 1000, counts, busyProdi };
}

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NilaiKelasKuliah } from '@lms/shared';
import { setupNilaiFixture, type NilaiFixture } from './nilai.fixtures';
import { expectCachedRead } from '../../../test/read-cache';
import { bacaBukuNilaiCache, sampaiBukuNilai } from './nilai.service';
import { findVersiBukuNilai } from './nilai.repo';

/**
 * The gradebook (GET /api/v2/lms/nilai/kelas_kuliah/{id}) from the read cache: kept while its college's areas and its
 * class's grade version hold (migration 0029's deferred row triggers on scores, grading states, component choices
 * and the built-in Siakad's rows), or until an activity's end turns a grading state. Access is checked on every
 * request before the cache.
 */

let f: NilaiFixture;
beforeAll(async () => {
  f = await setupNilaiFixture();
}, 120_000);
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => f?.t.close());

const bacaBody = async (headers = f.dosen, url = '') => {
  const res = await f.inject('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
};
const buku = async (headers = f.dosen) => JSON.parse(await bacaBody(headers)).data as NilaiKelasKuliah;
const versiKelas = async (idKelas = f.idKelas) =>
  Number((await f.q<{ versi: string }>('select versi from versi_nilai_kelas where id_kelas_kuliah = $1', [idKelas]))[0]?.versi ?? 0);
const sel = (d: NilaiKelasKuliah, userId: number, jenis: string, id: number | string) =>
  d.nilai_mahasiswa.find((m) => m.mahasiswa.id_user === userId)!.nilai_pertemuan.find((x) => x.aktivitas.id === String(id) && (x.aktivitas.jenis === jenis || jenis === 'ujian'))!
    .nilai;
const stats = () => f.t.app.deps.readCache.stats();

/** Another class of the same college: its grade version must not move with this class's writes. */
let kelasLain: string;
beforeAll(async () => {
  [{ id: kelasLain }] = await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 1 and id <> $1 order by id limit 1', [f.idKelas]);
});

describe('gradebook: hits', () => {
  it('the second read is a hit with the same bytes as the first and as a rebuilt one, for the lecturer, an operator and the activity list', async () => {
    await expectCachedRead(f.t.app, () => bacaBody(f.dosen), 'dosen');
    await expectCachedRead(f.t.app, () => bacaBody(f.operatorLaporan), 'operator');
    await expectCachedRead(f.t.app, () => bacaBody(f.dosen, '/aktivitas'), 'aktivitas');
    // Lecturer and operator share the gradebook and differ only in `akses`.
    const [d, o] = [await buku(f.dosen), await buku(f.operatorLaporan)];
    expect({ ...d, akses: null }).toEqual({ ...o, akses: null });
    expect(d.akses.peran).toBe('dosen');
    expect(o.akses.peran).toBe('operator');
  });
});

describe('gradebook: every graded write shows on the next read and raises only its class', () => {
  /** Runs a write by plain SQL, checks the class's version rose and the other class's did not, then undoes it. */
  async function tulis(
    sqlTulis: string,
    params: unknown[],
    periksa: (d: NilaiKelasKuliah) => void,
    sqlBalik: string,
    paramsBalik: unknown[] = params,
    /** The undo re-inserts a component's activity: the components list their activities in table order. */
    urutanPilihanBebas = false,
  ) {
    const awal = await bacaBody();
    await bacaBody();
    const [v, vLain] = [await versiKelas(), await versiKelas(kelasLain)];
    await f.q(sqlTulis, params);
    try {
      expect(await versiKelas()).toBeGreaterThan(v);
      expect(await versiKelas(kelasLain)).toBe(vLain);
      periksa(await buku());
    } finally {
      await f.q(sqlBalik, paramsBalik);
    }
    if (!urutanPilihanBebas) return expect(await bacaBody()).toBe(awal);
    const rapi = (body: string) => {
      const d = JSON.parse(body).data as NilaiKelasKuliah;
      for (const c of d.header_sikad) c.aktivitas.sort((a, b) => a.id.localeCompare(b.id));
      return d;
    };
    expect(rapi(await bacaBody())).toEqual(rapi(awal));
  }

  it("a task's score, a submission added and removed", async () => {
    const [n] = await f.q<{ id_tugas: number; nilai_maks: number; user_id: number; nilai: string; id_mahasiswa: number }>(
      `select n.id_tugas, t.nilai_maks, m.user_id, n.nilai, n.id_mahasiswa from tugas_nilai n
       join tugas t on t.id = n.id_tugas join mahasiswa m on m.id = n.id_mahasiswa
       where t.id_kelas_kuliah = $1 and n.nilai is not null order by n.id_tugas, n.id_mahasiswa limit 1`,
      [f.idKelas],
    );
    await tulis(
      'update tugas_nilai set nilai = $3 where id_tugas = $1 and id_mahasiswa = $2',
      [n!.id_tugas, n!.id_mahasiswa, n!.nilai_maks / 4],
      (d) => expect(sel(d, n!.user_id, 'tugas', n!.id_tugas)).toBe(25),
      'update tugas_nilai set nilai = $3 where id_tugas = $1 and id_mahasiswa = $2',
      [n!.id_tugas, n!.id_mahasiswa, n!.nilai],
    );
    // A student with no submission to an individual task: -1.618 (no submission), then 0 (submitted, not graded).
    const [s] = await f.q<{ id_tugas: number; id_mahasiswa: number; user_id: number }>(
      `select t.id as id_tugas, m.id as id_mahasiswa, m.user_id from tugas t
       join kelas_peserta kp on kp.id_kelas_kuliah = t.id_kelas_kuliah join mahasiswa m on m.id = kp.id_mahasiswa
       where t.id_kelas_kuliah = $1 and t.jenis = 'individu'
         and not exists (select 1 from tugas_pengumpulan p where p.id_tugas = t.id and p.id_mahasiswa = m.id)
         and not exists (select 1 from tugas_nilai n where n.id_tugas = t.id and n.id_mahasiswa = m.id)
       order by t.id, m.id limit 1`,
      [f.idKelas],
    );
    expect(sel(await buku(), s!.user_id, 'tugas', s!.id_tugas)).toBe(-1.618);
    await tulis(
      `insert into tugas_pengumpulan (college_id, id_tugas, id_mahasiswa, teks, dikumpulkan_oleh) values (1, $1, $2, 'SQL', $3)`,
      [s!.id_tugas, s!.id_mahasiswa, s!.user_id],
      (d) => expect(sel(d, s!.user_id, 'tugas', s!.id_tugas)).toBe(0),
      'delete from tugas_pengumpulan where id_tugas = $1 and id_mahasiswa = $2',
      [s!.id_tugas, s!.id_mahasiswa],
    );
  });

  it("an exam attempt's final score, and a recalculation job's state", async () => {
    const [p] = await f.q<{ id: number; id_ujian: number; id_user: number; nilai_akhir: string | null }>(
      `select p.id, p.id_ujian, p.id_user, p.nilai_akhir from ujian_pengerjaan p join ujian u on u.id = p.id_ujian
       where u.id_kelas_kuliah = $1 and p.waktu_selesai is not null order by p.id limit 1`,
      [f.idKelas],
    );
    await tulis(
      'update ujian_pengerjaan set nilai_akhir = 12.5 where id = $1',
      [p!.id],
      (d) => expect(sel(d, p!.id_user, 'ujian', p!.id_ujian)).toBe(12.5),
      'update ujian_pengerjaan set nilai_akhir = $2 where id = $1',
      [p!.id, p!.nilai_akhir],
    );
    const dihitung = (d: NilaiKelasKuliah) => d.header_aktivitas.find((h) => h.aktivitas.jenis_aktivitas === 'ujian' && h.aktivitas.id === String(p!.id_ujian))!.sedang_dihitung;
    await tulis(
      `insert into job_status (college_id, jenis, jenis_sumber, id_sumber, id_kelas_kuliah, status) values (1, 'hitung_nilai_ujian', 'ujian', $1, $2, 'processing')`,
      [String(p!.id_ujian), f.idKelas],
      (d) => expect(dihitung(d)).toBe(true),
      `delete from job_status where jenis = 'hitung_nilai_ujian' and id_sumber = $1`,
      [String(p!.id_ujian)],
    );
  });

  it("a graded forum's post count", async () => {
    const [fp] = await f.q<{ id_forum: number; user_id: number; jumlah_post: number; jumlah_balasan: number }>(
      `select fp.id_forum, fp.user_id, fp.jumlah_post, fp.jumlah_balasan from forum_peserta fp join forum f on f.id = fp.id_forum
       where f.id_kelas_kuliah = $1 and f.penilaian_keaktifan and fp.peran = 'Mahasiswa' and fp.jumlah_post + fp.jumlah_balasan > 0
       order by fp.id_forum, fp.user_id limit 1`,
      [f.idKelas],
    );
    expect(sel(await buku(), fp!.user_id, 'forum', fp!.id_forum)).toBeGreaterThan(0);
    await tulis(
      'update forum_peserta set jumlah_post = 0, jumlah_balasan = 0 where id_forum = $1 and user_id = $2',
      [fp!.id_forum, fp!.user_id],
      // No post at all is no submission.
      (d) => expect(sel(d, fp!.user_id, 'forum', fp!.id_forum)).toBe(-1.618),
      'update forum_peserta set jumlah_post = $3, jumlah_balasan = $4 where id_forum = $1 and user_id = $2',
      [fp!.id_forum, fp!.user_id, fp!.jumlah_post, fp!.jumlah_balasan],
    );
  });

  it("the built-in Siakad's score, component and the activities chosen for it", async () => {
    const [m] = await f.q<{ id: number; user_id: number }>(
      'select m.id, m.user_id from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa where kp.id_kelas_kuliah = $1 order by m.id limit 1',
      [f.idKelas],
    );
    const diSikad = (d: NilaiKelasKuliah) =>
      d.nilai_mahasiswa.find((x) => x.mahasiswa.id_user === m!.user_id)!.nilai_sikad.find((x) => x.komponen.id === f.komponenTugas)!;
    await tulis(
      `insert into siakad_nilai (id_komponen, id_mahasiswa, college_id, id_kelas_kuliah, nilai, update_by_sikad, kunci_terakhir, jumlah_tulis)
       values ($1, $2, 1, $3, 77, true, 'sql', 1)`,
      [f.komponenTugas, m!.id, f.idKelas],
      (d) => expect(diSikad(d)).toMatchObject({ nilai_di_sikad: 77, update_by_sikad: true }),
      'delete from siakad_nilai where id_komponen = $1 and id_mahasiswa = $2',
      [f.komponenTugas, m!.id],
    );
    const [k] = await f.q<{ label: string }>('select label from siakad_komponen_nilai where id = $1', [f.komponenTugas]);
    await tulis(
      `update siakad_komponen_nilai set label = 'Label SQL' where id = $1`,
      [f.komponenTugas],
      (d) => expect(d.header_sikad.find((c) => c.id === f.komponenTugas)!.label).toBe('Label SQL'),
      'update siakad_komponen_nilai set label = $2 where id = $1',
      [f.komponenTugas, k!.label],
    );
    const pilihan = await f.q<{ jenis_aktivitas: string; id_sumber: string }>(
      'select jenis_aktivitas, id_sumber from nilai_komponen_aktivitas where id_kelas_kuliah = $1 and id_komponen = $2 order by id_sumber',
      [f.idKelas, f.komponenTugas],
    );
    expect(pilihan.length).toBeGreaterThan(0);
    const [x] = pilihan;
    await tulis(
      'delete from nilai_komponen_aktivitas where id_kelas_kuliah = $1 and id_komponen = $2 and jenis_aktivitas = $3 and id_sumber = $4',
      [f.idKelas, f.komponenTugas, x!.jenis_aktivitas, x!.id_sumber],
      (d) => expect(d.header_sikad.find((c) => c.id === f.komponenTugas)!.aktivitas.map((a) => a.id)).not.toContain(x!.id_sumber),
      'insert into nilai_komponen_aktivitas (college_id, id_kelas_kuliah, id_komponen, jenis_aktivitas, id_sumber) values (1, $1, $2, $3, $4)',
      undefined,
      true,
    );
  });

  it('an entry window set through the API and a lock set through the API show on the very next read', async () => {
    const awal = await buku();
    const mulai = new Date(Date.now() - 3_600_000);
    const selesai = new Date(Date.now() + 3_600_000);
    await f.setWindow('uts', mulai, selesai);
    expect((await buku()).waktu_entri_nilai.find((w) => w.jenis === 'uts')).toEqual({
      jenis: 'uts',
      waktu_entri_nilai_start: mulai.toISOString(),
      waktu_entri_nilai_end: selesai.toISOString(),
    });
    expect(awal.kelas.is_nilai_dikunci).toBe(false);
    await f.setKunci(true);
    try {
      const d = await buku();
      expect(d.kelas.is_nilai_dikunci).toBe(true);
      expect(d.akses.boleh_kirim).toBe(false);
    } finally {
      await f.setKunci(false);
    }
    expect((await buku()).kelas.is_nilai_dikunci).toBe(false);
  });

  it("a student's exam work before its end, a last-activity mark and a forum visit without posts raise nothing", async () => {
    const [u] = await f.q<{ id: number }>(`select id from ujian where id_kelas_kuliah = $1 and waktu_selesai > now() order by id limit 1`, [f.idKelas]);
    const [m] = await f.q<{ id: number; user_id: number }>(
      `select m.id, m.user_id from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa where kp.id_kelas_kuliah = $1
         and not exists (select 1 from ujian_pengerjaan p where p.id_ujian = $2 and p.id_user = m.user_id) order by m.id limit 1`,
      [f.idKelas, u!.id],
    );
    const [fo] = await f.q<{ id: number }>(
      `select id from forum where id_kelas_kuliah = $1 and not exists (select 1 from forum_peserta p where p.id_forum = forum.id and p.user_id = $2) order by id limit 1`,
      [f.idKelas, m!.user_id],
    );
    await buku();
    const v = await versiKelas();
    const before = stats();
    const [p] = await f.q<{ id: number }>(
      `insert into ujian_pengerjaan (college_id, id_ujian, id_user, id_mahasiswa, waktu_mulai, batas_waktu, susunan, soal_ids, jumlah_soal)
       values (1, $1, $2, $3, now(), now() + interval '1 hour', '[]', '{}', 0) returning id`,
      [u!.id, m!.user_id, m!.id],
    );
    try {
      await f.q('update ujian_pengerjaan set terakhir_aktif = now() where id = $1', [p!.id]);
      if (fo) await f.q(`insert into forum_peserta (id_forum, user_id, peran) values ($1, $2, 'Mahasiswa')`, [fo.id, m!.user_id]);
      expect(await versiKelas()).toBe(v);
      await buku();
      expect(stats().hits).toBe(before.hits + 1);
    } finally {
      await f.q('delete from ujian_pengerjaan where id = $1', [p!.id]);
      if (fo) await f.q('delete from forum_peserta where id_forum = $1 and user_id = $2', [fo.id, m!.user_id]);
    }
  });
});

describe('gradebook: the clock and rights', () => {
  it("a graded forum's state follows the clock: belum_berakhir until its end, the cached answer notwithstanding", async () => {
    const [forum] = await f.q<{ id: number; waktu_selesai: Date }>(
      'select id, waktu_selesai from forum where id_kelas_kuliah = $1 and penilaian_keaktifan order by id limit 1',
      [f.idKelas],
    );
    const status = (d: NilaiKelasKuliah) => d.header_aktivitas.find((h) => h.aktivitas.jenis_aktivitas === 'forum' && h.aktivitas.id === String(forum!.id))!.status_nilai;
    const now = Date.now();
    try {
      await f.q('update forum set waktu_selesai = $2 where id = $1', [forum!.id, new Date(now + 60_000)]);
      expect(status(await buku())).toBe('belum_berakhir');
      expect(status(await buku())).toBe('belum_berakhir');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now + 120_000);
      expect(status(await buku())).not.toBe('belum_berakhir');
    } finally {
      vi.useRealTimers();
      await f.q('update forum set waktu_selesai = $2 where id = $1', [forum!.id, forum!.waktu_selesai]);
    }
  });

  it('sampaiBukuNilai: the first end still ahead, or the millisecond after one just reached', () => {
    const at = (ms: number | null) => ({ waktuSelesai: ms === null ? null : new Date(ms) });
    expect(sampaiBukuNilai([at(5_000), at(3_000), at(null)], 1_000)).toBe(3_000);
    expect(sampaiBukuNilai([at(5_000), at(3_000)], 3_000)).toBe(3_001);
    expect(sampaiBukuNilai([at(500), at(null)], 1_000)).toBeNull();
    expect(sampaiBukuNilai([], 1_000)).toBeNull();
  });

  it('another lecturer, a student and an operator without laporan are refused whatever is cached', async () => {
    await buku();
    await buku(f.operatorLaporan);
    expect((await f.inject('GET', '', f.dosenLain)).statusCode).toBe(403);
    expect((await f.inject('GET', '', f.mahasiswa)).statusCode).toBe(403);
    expect((await f.inject('GET', '', f.operator2)).statusCode).toBe(404);
    const [{ id: idOp }] = await f.q<{ id: number }>(`select id from users where username = 'operator.laporan' and college_id = 1`);
    const [{ hak }] = await f.q<{ hak: Record<string, string> }>('select hak_akses as hak from operators where user_id = $1', [idOp]);
    try {
      await f.q('update operators set hak_akses = $2 where user_id = $1', [idOp, JSON.stringify({ ...hak, laporan: 'no_access' })]);
      expect((await f.inject('GET', '', f.operatorLaporan)).statusCode).toBe(403);
    } finally {
      await f.q('update operators set hak_akses = $2 where user_id = $1', [idOp, JSON.stringify(hak)]);
    }
  });

  it("a campus Siakad without a version: its side is read on every request, the LMS's side from the cache", async () => {
    const deps = f.t.app.deps;
    let nilai = 10;
    const academic = { ...deps.academic, nilaiBerversi: false, listNilai: async () => [{ idKomponen: f.komponenTugas, idMahasiswa: 1, nilai, updateBySikad: false }] };
    const d = { ...deps, academic };
    const versi = await findVersiBukuNilai(deps.db, 1, f.idKelas);
    const a = await bacaBukuNilaiCache(d, 1, f.idKelas, versi);
    expect(a.sikad.get(`${f.komponenTugas}:1`)?.nilai).toBe(10);
    nilai = 20;
    const before = stats();
    const b = await bacaBukuNilaiCache(d, 1, f.idKelas, versi);
    expect(stats().hits).toBe(before.hits + 1);
    expect(b.sikad.get(`${f.komponenTugas}:1`)?.nilai).toBe(20);
    expect(b.kolom).toBe(a.kolom);
  });
});

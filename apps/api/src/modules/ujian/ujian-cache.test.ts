import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createReadCache } from '../../lib/read-cache';
import { catatStatement, loginHeaders } from '../../../test/helpers';
import { buatUjianDenganSoal, isoAt, setupUjian, soalPilihan, ujianBody, type Headers, type UjianFixture } from './ujian.fixtures';

/**
 * The exam list's read cache (ujian-list.ts): the shared rows are reused while the college's versions of 'kelas',
 * 'pertemuan' and 'ujian' hold, the viewer's attempt and the attempt counts are read fresh on every request, the
 * scope is part of the key, and a status-filtered page is built again once an exam starts or ends.
 */
let f: UjianFixture;
let peserta2: Headers;
let nim: string;
let ujianA: Awaited<ReturnType<typeof buatUjianDenganSoal>>;

type Item = { id: number; judul: string; status: string; pengerjaan: { jumlah_soal_dijawab: number; status: string } | null } & Record<string, unknown>;

beforeAll(async () => {
  f = await setupUjian();
  const [lain] = await f.q<{ username: string }>(
    `select u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
     where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' and u.is_active order by u.username limit 1`,
    [f.kelas],
  );
  peserta2 = await loginHeaders(f.t.app, lain!.username, 'mahasiswa123');
  nim = (await f.q<{ nim: string }>(`select m.nim from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa' and m.college_id = 1`))[0]!.nim;
  ujianA = await buatUjianDenganSoal(f, { judul: 'Kuis Cache' }, [soalPilihan(), soalPilihan()]);
});
afterAll(async () => f?.t.close());
afterEach(() => {
  vi.useRealTimers();
});

const hits = () => f.t.app.deps.readCache.stats().hits;
const list = (h: Headers, qs: string) => f.req('GET', `/v2/lms/ujian?${qs}`, h);
const items = async (h: Headers, qs: string) => (await list(h, qs)).json().data as Item[];
const itemA = async (h: Headers, qs = `id_pertemuan=${f.idPertemuan}`) => (await items(h, qs)).find((x) => x.id === ujianA.id);

describe('exam list from the read cache', () => {
  it('a second read is a hit with the same bytes, as without the cache and as each exam detail without its questions', async () => {
    for (const [h, qs] of [
      [f.mahasiswa, 'per_page=10'],
      [f.mahasiswa, `id_pertemuan=${f.idPertemuan}`],
      [f.dosen, 'per_page=10'],
      [f.operator, `id_pertemuan=${f.idPertemuan}`],
    ] as const) {
      const first = await list(h, qs);
      expect(first.statusCode).toBe(200);
      const before = hits();
      const second = await list(h, qs);
      expect(hits(), qs).toBe(before + 1);
      expect(second.body).toBe(first.body);
      expect(first.json().data.length).toBeGreaterThan(0);

      const cache = f.t.app.deps.readCache;
      f.t.app.deps.readCache = createReadCache(0);
      try {
        expect((await list(h, qs)).body).toBe(first.body);
      } finally {
        f.t.app.deps.readCache = cache;
      }
      // The detail is built by its own path (findUjianView): the list's item must be the same object.
      for (const it of first.json().data as Item[]) {
        const { kelompok_soal: _k, ...detail } = (await f.req('GET', `/v2/lms/ujian/${it.id}`, h)).json().data;
        expect(JSON.stringify(detail), `${qs} ${it.id}`).toBe(JSON.stringify(it));
      }
    }
  });

  it("the viewer's attempt, its answered count, the attempt counts and a running recalculation are fresh on every read", async () => {
    expect((await itemA(f.mahasiswa))!.pengerjaan).toBeNull();
    expect(await itemA(f.dosen)).toMatchObject({ jumlah_pengerjaan: 0, jumlah_belum_dinilai: 0, sedang_dihitung: false });
    const before = hits();

    expect((await f.req('POST', `/v2/lms/ujian/${ujianA.id}/pengerjaan/start`, f.mahasiswa)).statusCode).toBe(200);
    expect((await itemA(f.mahasiswa))!.pengerjaan).toMatchObject({ status: 'sedang_berlangsung', jumlah_soal_dijawab: 0 });
    expect(await itemA(f.dosen)).toMatchObject({ jumlah_pengerjaan: 1, jumlah_belum_dinilai: 0, jumlah_sudah_dinilai: 0 });

    const save = await f.req('PUT', `/v2/lms/ujian/${ujianA.id}/pengerjaan/jawaban/${ujianA.idSoal[0]}`, f.mahasiswa, { seq: 1, jawaban: { pilihan: 1 } });
    expect(save.statusCode).toBe(200);
    expect((await itemA(f.mahasiswa))!.pengerjaan!.jumlah_soal_dijawab).toBe(1);

    expect((await f.req('POST', `/v2/lms/ujian/${ujianA.id}/pengerjaan/selesai`, f.mahasiswa)).statusCode).toBe(200);
    expect((await itemA(f.mahasiswa))!.pengerjaan!.status).toBe('selesai');
    // Choice questions only: graded on submit.
    expect(await itemA(f.dosen)).toMatchObject({ jumlah_pengerjaan: 1, jumlah_belum_dinilai: 0, jumlah_sudah_dinilai: 1 });

    await f.q(
      `insert into job_status (college_id, jenis, jenis_sumber, id_sumber, status) values (1, 'hitung_nilai_ujian', 'ujian', $1, 'processing')`,
      [String(ujianA.id)],
    );
    expect((await itemA(f.dosen))!.sedang_dihitung).toBe(true);
    expect((await itemA(f.mahasiswa))!.sedang_dihitung).toBe(true);
    await f.q(`update job_status set status = 'completed' where id_sumber = $1`, [String(ujianA.id)]);
    expect((await itemA(f.dosen))!.sedang_dihitung).toBe(false);
    // None of these writes touched a shared table: every read above was a hit.
    expect(hits()).toBe(before + 8);
  });

  it('a write by plain SQL to the shared rows shows on the next read', async () => {
    await itemA(f.mahasiswa);
    await f.q(`update ujian set judul = 'Diubah lewat SQL' where id = $1`, [ujianA.id]);
    expect((await itemA(f.mahasiswa))!.judul).toBe('Diubah lewat SQL');
    await f.q(`update mata_kuliah set nama = nama || ' (SQL)' where id = (select id_mata_kuliah from kelas_kuliah where id = $1)`, [f.kelas]);
    expect(((await itemA(f.dosen))!.kelas_kuliah as { mata_kuliah: { nama: string } }).mata_kuliah.nama).toMatch(/\(SQL\)$/);
    await f.q(`update users set nama = 'Dosen Diganti' where username = 'dosen' and college_id = 1`);
    expect(((await itemA(f.mahasiswa))!.created_by as { name: string }).name).toBe('Dosen Diganti');
    await f.q(
      `insert into ujian_soal (college_id, id_ujian, id_kelompok, jenis, pertanyaan, data, urutan)
       select college_id, id_ujian, id_kelompok, jenis, pertanyaan, data, urutan + 10 from ujian_soal where id = $1`,
      [ujianA.idSoal[0]],
    );
    expect((await itemA(f.mahasiswa))!.jumlah_soal).toBe(3);
  });

  it('another scope never gets the first one’s answer: class outsiders, a remedial for one nim, another participant’s attempt', async () => {
    const qs = `id_pertemuan=${f.idPertemuan}`;
    expect(await itemA(f.mahasiswa)).toBeDefined();
    expect(await items(f.mahasiswaLain, qs)).toEqual([]);
    expect(await itemA(f.dosenLain)).toBeUndefined();
    expect(await itemA(f.mahasiswaLain, 'per_page=100')).toBeUndefined();

    const remedial = await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, { jenis: 'remedial', judul: 'Remedial Cache', id_ujian_utama: ujianA.id, peserta_remedial: [nim] }));
    expect(remedial.statusCode).toBe(200);
    const idRemedial = remedial.json().data.id as number;
    expect((await items(f.mahasiswa, qs)).map((x) => x.id)).toContain(idRemedial);
    expect((await items(peserta2, qs)).map((x) => x.id)).not.toContain(idRemedial);
    expect((await itemA(f.dosen))!.has_remedial).toBe(true);

    // The same query by two participants: the shared rows are the same class, the attempt is each one's own.
    expect((await itemA(f.mahasiswa))!.pengerjaan).not.toBeNull();
    expect((await itemA(peserta2))!.pengerjaan).toBeNull();
    expect((await itemA(peserta2))!.jumlah_pengerjaan).toBe(0);
    expect((await itemA(f.mahasiswa))!.jumlah_pengerjaan).toBe(0);
  });

  it('statuses follow the clock: a status-filtered page is built again when an exam starts, an unfiltered one is reused', async () => {
    const b = (await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, { judul: 'Mulai Nanti', waktu_mulai: isoAt(120_000), waktu_selesai: isoAt(3_720_000) })))
      .json().data.id as number;
    const qs = (status: string) => `id_pertemuan=${f.idPertemuan}&status=${status}`;
    const ids = async (q: string) => (await items(f.mahasiswa, q)).map((x) => x.id);
    const statusB = async () => (await items(f.mahasiswa, `id_pertemuan=${f.idPertemuan}`)).find((x) => x.id === b)!.status;

    expect(await ids(qs('belum_dimulai'))).toContain(b);
    expect(await ids(qs('berlangsung'))).not.toContain(b);
    expect(await statusB()).toBe('belum_dimulai');
    const before = hits();
    expect(await ids(qs('belum_dimulai'))).toContain(b);
    expect(hits()).toBe(before + 1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 180_000);
    const sebelum = hits();
    expect(await ids(qs('belum_dimulai'))).not.toContain(b);
    expect(await ids(qs('berlangsung'))).toContain(b);
    expect(hits()).toBe(sebelum);
    // The unfiltered page has the same rows: reused, its status computed at this request's time.
    expect(await statusB()).toBe('berlangsung');
    expect(hits()).toBe(sebelum + 1);
  });
});

describe('one round trip per hit (kelas/halaman-segar.ts)', () => {
  it('a hit sends one statement, the fresh part with the versions; an operator two (their rights are read fresh)', async () => {
    const qs = `id_pertemuan=${f.idPertemuan}`;
    for (const [h, n] of [
      [f.mahasiswa, 1],
      [f.dosen, 1],
      [f.operator, 2],
    ] as const) {
      const first = await list(h, qs);
      const log = catatStatement(f.t.app.deps.db);
      try {
        const before = hits();
        const second = await list(h, qs);
        expect(second.body).toBe(first.body);
        expect(hits()).toBe(before + 1);
        expect(log.sent, JSON.stringify(log.sent)).toHaveLength(n);
        expect(log.sent.at(-1)).toContain('versi_data');
      } finally {
        log.stop();
      }
    }
  });

  it('a change the guessed scope or page no longer holds under is seen at once: a student taken off the class by SQL, an exam renamed by SQL', async () => {
    const [lain] = await f.q<{ username: string; id_mahasiswa: number }>(
      `select u.username, m.id id_mahasiswa from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
       where kp.id_kelas_kuliah = $1 and u.username not in ('mahasiswa') and u.is_active order by u.username desc limit 1`,
      [f.kelas],
    );
    const h = await loginHeaders(f.t.app, lain!.username, 'mahasiswa123');
    expect(await itemA(h)).toBeDefined();
    expect(await itemA(h)).toBeDefined();
    await f.q(`update ujian set judul = 'Judul Lewat SQL' where id = $1`, [ujianA.id]);
    expect((await itemA(h))!.judul).toBe('Judul Lewat SQL');
    await f.q(`delete from kelas_peserta where id_kelas_kuliah = $1 and id_mahasiswa = $2`, [f.kelas, lain!.id_mahasiswa]);
    expect(await itemA(h)).toBeUndefined();
    expect(await itemA(h, 'per_page=100')).toBeUndefined();
    await f.q(`insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa) values ($1, $2)`, [f.kelas, lain!.id_mahasiswa]);
    expect((await itemA(h))!.judul).toBe('Judul Lewat SQL');
  });
});

describe('status expiry', () => {
  /** The plan of the next-end lookup of a status-filtered page (findSampaiStatus, nextStatusVidcon), seq scans off. */
  const rencana = async (tabel: 'ujian' | 'vidcon') =>
    f.t.app.deps.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`analyze ${tabel}`));
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute(sql.raw(`explain (format json) select min(waktu_selesai) from ${tabel} where college_id = 1 and waktu_selesai >= now()`));
      return JSON.stringify((r as unknown as { rows: unknown[] }).rows);
    });

  it('finds the next end still ahead in the college with one index probe, for exams and vidcons', async () => {
    expect(await rencana('ujian')).toContain('ujian_college_selesai_idx');
    expect(await rencana('vidcon')).toContain('vidcon_college_selesai_idx');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tugasItem, type TugasItem } from '@lms/shared';
import { expectCachedRead } from '../../../test/read-cache';
import { HOUR, isoAt, setupTugasFixture, type Headers, type TugasFixture } from './tugas.fixtures';

/**
 * GET /v2/lms/tugas keeps its shared part in the read cache (areas kelas, pertemuan, tugas). These tests check that
 * a cached page never hides what students' work, SQL writes, another viewer or the clock change.
 */
let f: TugasFixture;
/** A meeting of the class no other test here writes to, and the list of its tasks (default order). */
let idPertemuan: number;
let url: string;
beforeAll(async () => {
  f = await setupTugasFixture();
  const [p] = await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor offset 3 limit 1', [f.idKelas]);
  idPertemuan = p!.id;
  url = `/api/v2/lms/tugas?id_pertemuan=${idPertemuan}&ignore_default_pagination=true`;
});
afterAll(async () => f?.t.close());
afterEach(() => {
  vi.useRealTimers();
});

const stats = () => f.t.app.deps.readCache.stats();
async function read(u: string, headers: Headers) {
  const res = await f.t.app.inject({ method: 'GET', url: u, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, items: (res.json().data as unknown[]).map((x) => tugasItem.parse(x)) };
}
const itemOf = async (u: string, headers: Headers, id: number) => (await read(u, headers)).items.find((x) => x.id === id);

describe('GET /api/v2/lms/tugas from the read cache', () => {
  it('serves the second read from the cache, byte for byte, and the same bytes as a page built afresh', async () => {
    await f.create({ id_pertemuan: idPertemuan, judul: 'Tugas Cache' });
    // With the statements a hit sends: the fresh part with the versions, after an operator's rights.
    for (const [u, h, statements] of [
      [url, f.mahasiswa, 1],
      [url, f.dosen, 1],
      [url, f.operator, 2],
      ['/api/v2/lms/tugas?per_page=10', f.mahasiswa, 1],
      ['/api/v2/lms/tugas?per_page=10', f.dosen, 1],
      [`/api/v2/lms/tugas?id_pertemuan=${idPertemuan}&urutan=waktu_selesai`, f.mahasiswa, 1],
      ['/api/v2/lms/tugas?status=berlangsung&status=selesai&ignore_default_pagination=true', f.dosen, 1],
    ] as const) {
      await expectCachedRead(f.t.app, async () => (await read(u, h)).body, u, { statements });
    }
  });

  it("shows a student's submission and a score given through the API on the very next read, cache kept", async () => {
    const t = await f.create({ id_pertemuan: idPertemuan, judul: 'Tugas Kumpul' });
    const before = (await itemOf(url, f.mahasiswa, t.id))!;
    expect(before.saya).toMatchObject({ status_pengumpulan: 'belum_mengumpulkan', waktu_kumpul: null });
    expect((await itemOf(url, f.dosen, t.id))!.rekap).toMatchObject({ jumlah_pengumpulan: 0, jumlah_belum_dinilai: 0 });

    expect((await f.submit(t.id, f.mahasiswa, [{ name: 'teks', value: '<p>Jawaban</p>' }])).statusCode).toBe(200);
    const { hits } = stats();
    const saya = (await itemOf(url, f.mahasiswa, t.id))!.saya!;
    expect(saya.status_pengumpulan).toBe('tepat_waktu');
    expect(saya.waktu_kumpul).not.toBeNull();
    expect((await itemOf(url, f.dosen, t.id))!.rekap).toMatchObject({ jumlah_pengumpulan: 1, jumlah_terlambat: 0, jumlah_belum_dinilai: 1 });
    // Both pages came from the cache: only the fresh part was read again.
    expect(stats().hits).toBe(hits + 2);

    const nilai = await f.t.app.inject({ method: 'PUT', url: `/api/v2/lms/tugas/${t.id}/nilai/${f.idMahasiswaDemo}`, headers: f.dosen, payload: { nilai: 80 } });
    expect(nilai.statusCode, nilai.body).toBe(200);
    expect((await itemOf(url, f.dosen, t.id))!.rekap!.jumlah_belum_dinilai).toBe(0);
    // Not published yet: the student sees no score; publishing shows it.
    expect((await itemOf(url, f.mahasiswa, t.id))!.saya!.nilai).toBeNull();
    const pub = await f.t.app.inject({ method: 'PUT', url: `/api/v2/lms/tugas/${t.id}/nilai_publishing`, headers: f.dosen, payload: { is_tampilkan_nilai: true } });
    expect(pub.statusCode, pub.body).toBe(200);
    expect((await itemOf(url, f.mahasiswa, t.id))!.saya!.nilai).toBe(80);
  });

  it("shows a group and its submission on the next read of the member, the other members and the teacher", async () => {
    const t = await f.create({ id_pertemuan: idPertemuan, jenis: 'kelompok', judul: 'Tugas Kelompok Cache' });
    const [a, b] = f.peserta;
    expect((await itemOf(url, a!.headers, t.id))!.saya).toMatchObject({ id_kelompok: null, boleh_kumpul: false });
    expect((await itemOf(url, f.dosen, t.id))!.rekap!.jumlah_kelompok).toBe(0);
    const k = await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/kelompok`, headers: f.dosen, payload: { nama: 'Kelompok Cache', anggota: [a!.idMahasiswa, b!.idMahasiswa] } });
    expect(k.statusCode, k.body).toBe(200);
    const idKelompok = k.json().data.id as number;
    expect((await itemOf(url, a!.headers, t.id))!.saya).toMatchObject({ id_kelompok: idKelompok, nama_kelompok: 'Kelompok Cache', boleh_kumpul: true });
    expect((await itemOf(url, f.dosen, t.id))!.rekap!.jumlah_kelompok).toBe(1);
    expect((await f.submit(t.id, a!.headers, [{ name: 'teks', value: '<p>Kelompok</p>' }])).statusCode).toBe(200);
    expect((await itemOf(url, b!.headers, t.id))!.saya!.status_pengumpulan).toBe('tepat_waktu');
    expect((await itemOf(url, f.mahasiswa, t.id))!.saya!.status_pengumpulan).toBe('belum_mengumpulkan');
    expect((await itemOf(url, f.dosen, t.id))!.rekap).toMatchObject({ jumlah_pengumpulan: 1, jumlah_belum_dinilai: 2 });
  });

  it('shows writes made by plain SQL to the task, its meeting, its course and its class on the next read', async () => {
    const t = await f.create({ id_pertemuan: idPertemuan, judul: 'Tugas SQL' });
    for (const h of [f.mahasiswa, f.dosen]) await read(url, h);
    await f.q(`update tugas set judul = 'Judul dari SQL' where id = $1`, [t.id]);
    await f.q(`update pertemuan set judul = 'Pertemuan dari SQL' where id = $1`, [idPertemuan]);
    await f.q(`update mata_kuliah set nama = 'Mata Kuliah SQL' where id = (select id_mata_kuliah from kelas_kuliah where id = $1)`, [f.idKelas]);
    for (const h of [f.mahasiswa, f.dosen]) {
      const item = (await itemOf(url, h, t.id))!;
      expect(item.judul).toBe('Judul dari SQL');
      expect(item.pertemuan.judul).toBe('Pertemuan dari SQL');
      expect(item.kelas_kuliah.mata_kuliah.nama).toBe('Mata Kuliah SQL');
    }
    const peserta = (await itemOf(url, f.dosen, t.id))!.rekap!.jumlah_peserta;
    const [baru] = await f.q<{ id_mahasiswa: number }>(
      `insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa) select $1, m.id from mahasiswa m where m.college_id = 1
         and not exists (select 1 from kelas_peserta ps where ps.id_kelas_kuliah = $1 and ps.id_mahasiswa = m.id) limit 1 returning id_mahasiswa`,
      [f.idKelas],
    );
    expect((await itemOf(url, f.dosen, t.id))!.rekap!.jumlah_peserta).toBe(peserta + 1);
    await f.q('delete from kelas_peserta where id_kelas_kuliah = $1 and id_mahasiswa = $2', [f.idKelas, baru!.id_mahasiswa]);
    expect((await itemOf(url, f.dosen, t.id))!.rekap!.jumlah_peserta).toBe(peserta);
    // A submission written by SQL (no trigger) shows too.
    await f.q(`insert into tugas_pengumpulan (college_id, id_tugas, id_mahasiswa, teks, terlambat) values (1, $1, $2, 'x', true)`, [t.id, f.peserta[2]!.idMahasiswa]);
    expect((await itemOf(url, f.dosen, t.id))!.rekap).toMatchObject({ jumlah_pengumpulan: 1, jumlah_terlambat: 1 });
    expect((await itemOf(url, f.peserta[2]!.headers, t.id))!.saya!.status_pengumpulan).toBe('terlambat');
  });

  it("never gives one viewer another's page: other students, lecturers, operators", async () => {
    const t = await f.create({ id_pertemuan: idPertemuan, judul: 'Tugas Lingkup' });
    expect((await f.submit(t.id, f.mahasiswa, [{ name: 'teks', value: '<p>Punya saya</p>' }])).statusCode).toBe(200);
    const all = '/api/v2/lms/tugas?ignore_default_pagination=true';
    for (const u of [url, all]) {
      const mine = (await itemOf(u, f.mahasiswa, t.id))!;
      expect(mine.saya!.status_pengumpulan).toBe('tepat_waktu');
      expect(mine.can).toEqual({ edit: false, nilai: false, kumpul: true });
      const other = (await itemOf(u, f.peserta[0]!.headers, t.id))!;
      expect(other.saya!.status_pengumpulan).toBe('belum_mengumpulkan');
      expect(other.rekap).toBeNull();
      expect(await itemOf(u, f.mahasiswaLain, t.id)).toBeUndefined();
      expect(await itemOf(u, f.dosenLain, t.id)).toBeUndefined();
      const dosen = (await itemOf(u, f.dosen, t.id))!;
      expect(dosen.saya).toBeNull();
      expect(dosen.can).toEqual({ edit: true, nilai: true, kumpul: false });
      expect((await itemOf(u, f.operator, t.id))!.can.edit).toBe(true);
      expect((await read(u, f.operator2)).items.some((x) => x.id === t.id)).toBe(false);
      const denied = await f.t.app.inject({ method: 'GET', url: u, headers: f.operatorLaporan });
      expect(denied.statusCode).toBe(403);
    }
    // The "still to hand in" filter reads the student's own submissions: never another's answer.
    const belum = '/api/v2/lms/tugas?belum_dikumpulkan=true&ignore_default_pagination=true';
    expect((await read(belum, f.mahasiswa)).items.some((x) => x.id === t.id)).toBe(false);
    expect((await read(belum, f.peserta[0]!.headers)).items.some((x) => x.id === t.id)).toBe(true);
  });

  it('changes status, order and status filters when a start or due time passes, with no write', async () => {
    const base = Math.ceil(Date.now() / 1000) * 1000;
    const [p] = await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor offset 4 limit 1', [f.idKelas]);
    const meeting = `/api/v2/lms/tugas?id_pertemuan=${p!.id}&ignore_default_pagination=true`;
    const segera = await f.create({ id_pertemuan: p!.id, judul: 'Segera berakhir', waktu_mulai: isoAt(base - HOUR), waktu_selesai: isoAt(base + 20_000) });
    const nanti = await f.create({ id_pertemuan: p!.id, judul: 'Berakhir nanti', waktu_mulai: isoAt(base - HOUR), waktu_selesai: isoAt(base + 2 * HOUR) });
    const mulai = await f.create({ id_pertemuan: p!.id, judul: 'Belum mulai', waktu_mulai: isoAt(base + 40_000), waktu_selesai: isoAt(base + 3 * HOUR) });
    const ids = (items: TugasItem[]) => items.map((x) => x.id).filter((id) => [segera.id, nanti.id, mulai.id].includes(id));
    const byId = (items: TugasItem[], id: number) => items.find((x) => x.id === id)!;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(base + 10_000);
    const belumDimulai = `${meeting}&status=belum_dimulai`;
    const berlangsung = `${meeting}&status=berlangsung`;
    for (const h of [f.mahasiswa, f.dosen]) {
      const now = (await read(meeting, h)).items;
      expect(ids(now)).toEqual([segera.id, nanti.id, mulai.id]);
      expect(byId(now, segera.id).status).toBe('berlangsung');
      expect(byId(now, mulai.id).status).toBe('belum_dimulai');
      expect(ids((await read(belumDimulai, h)).items)).toEqual([mulai.id]);
      expect(ids((await read(berlangsung, h)).items)).toEqual([segera.id, nanti.id]);
    }
    expect(byId((await read(meeting, f.mahasiswa)).items, segera.id).can.kumpul).toBe(true);
    expect(byId((await read(meeting, f.dosen)).items, segera.id).rekap!.status_nilai).toBe('belum_berakhir');

    // Just after the first due time: the ended task goes after the open ones.
    vi.setSystemTime(base + 21_000);
    const { misses } = stats();
    const after = (await read(meeting, f.mahasiswa)).items;
    expect(stats().misses).toBe(misses + 1);
    expect(ids(after)).toEqual([nanti.id, mulai.id, segera.id]);
    expect(byId(after, segera.id)).toMatchObject({ status: 'selesai', can: { kumpul: false } });
    expect(byId((await read(meeting, f.dosen)).items, segera.id).rekap!.status_nilai).toBe('tidak_ada_pengerjaan');
    expect(ids((await read(berlangsung, f.dosen)).items)).toEqual([nanti.id]);
    expect(ids((await read(`${meeting}&status=selesai`, f.dosen)).items)).toEqual([segera.id]);

    // After the start of the third: out of belum_dimulai, into berlangsung.
    vi.setSystemTime(base + 41_000);
    for (const h of [f.mahasiswa, f.dosen]) {
      expect(ids((await read(belumDimulai, h)).items)).toEqual([]);
      expect(ids((await read(berlangsung, h)).items)).toEqual([nanti.id, mulai.id]);
      expect(byId((await read(meeting, h)).items, mulai.id).status).toBe('berlangsung');
    }
    // Nothing passes before the next due time: read again from the cache.
    const { hits } = stats();
    await read(meeting, f.mahasiswa);
    await read(berlangsung, f.mahasiswa);
    expect(stats().hits).toBe(hits + 2);
  });

  it('a request past a start that shares a build begun before it builds its own page at its own time', async () => {
    const base = Math.ceil(Date.now() / 1000) * 1000;
    const [p] = await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor offset 5 limit 1', [f.idKelas]);
    const t = await f.create({ id_pertemuan: p!.id, judul: 'Mulai di tengah build', waktu_mulai: isoAt(base + 30_000), waktu_selesai: isoAt(base + 2 * HOUR) });
    const u = `/api/v2/lms/tugas?id_pertemuan=${p!.id}&status=belum_dimulai`;
    // Every build of this page waits at a gate, so a second request can join it while it is still pending.
    const cache = f.t.app.deps.readCache;
    let buka!: () => void;
    const gerbang = new Promise<void>((r) => (buka = r));
    let panggilan = 0;
    let kunci = '';
    f.t.app.deps.readCache = {
      ...cache,
      get: (db, collegeId, ruang, key, build, options) => {
        if (!key.includes(`"id_pertemuan":${p!.id}`)) return cache.get(db, collegeId, ruang, key, build, options);
        panggilan += 1;
        kunci = key;
        return cache.get(db, collegeId, ruang, key, async () => {
          const v = await build();
          await gerbang;
          return v;
        }, options);
      },
    };
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(base + 10_000);
      const pertama = f.t.app.inject({ method: 'GET', url: u, headers: f.mahasiswa });
      await vi.waitFor(() => expect(panggilan).toBe(1), { timeout: 10_000, interval: 5 });
      // The task starts; a second student request arrives and joins the pending build of before the start.
      vi.setSystemTime(base + 31_000);
      const kedua = f.t.app.inject({ method: 'GET', url: u, headers: f.mahasiswa });
      await vi.waitFor(() => expect(panggilan).toBe(2), { timeout: 10_000, interval: 5 });
      buka();
      const [a, b] = await Promise.all([pertama, kedua]);
      const ids = (body: string) => (JSON.parse(body).data as TugasItem[]).map((x) => x.id);
      // Both answered after the start (their clock is read once the page is in hand): each built its own page at its
      // own time, so the started task is no longer 'belum_dimulai' ...
      expect(ids(a.body)).not.toContain(t.id);
      expect(ids(b.body)).not.toContain(t.id);
      // ... although the one build they shared, kept in the cache until the start, still lists it.
      vi.setSystemTime(base + 10_000);
      const simpan = cache.peek<{ baris: { t: { id: number } }[] }>(1, ['kelas', 'pertemuan', 'tugas'], kunci);
      expect(simpan?.value.baris.map((x) => x.t.id)).toContain(t.id);
    } finally {
      buka();
      f.t.app.deps.readCache = cache;
    }
  });
});

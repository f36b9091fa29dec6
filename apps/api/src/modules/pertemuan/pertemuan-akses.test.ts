import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_PERTEMUAN, cekBentrokResult, type BentrokItem } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { iso, pertemuanKelas, setupFixture, snapshot, type Fixture, type Headers, type PertemuanDb } from './pertemuan.fixtures';

/**
 * Scoped look-ups (issue 6 point 6): the clash check and the schedule form's lists answer lecturers only about the
 * classes they teach and operators only with read on kelas_kuliah; a clash with a class the caller cannot open
 * names its course and time, nothing more.
 */

let f: Fixture;
let operatorKelas: Headers;
/** A class `dosen` teaches. */
let diajar: string;
/** A meeting with a room, of a class `dosen` does not teach. */
let asing: PertemuanDb & { mk_nama: string; label: string; ruangan: string };

const URL_CEK = '/api/v2/lms/pertemuan/cek_bentrok';
const cek = (headers: Headers, payload: object) => f.t.app.inject({ method: 'PUT', url: URL_CEK, headers, payload });
const ruanganDi = (d: BentrokItem[]) => d.filter((x) => x.jenis === 'ruangan' && x.waktu_mulai === iso(asing.waktu_mulai));

beforeAll(async () => {
  f = await setupFixture();
  operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
  const me = `(select d.id from dosen d join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1)`;
  [asing] = (await f.q<typeof asing>(
    `select p.id, p.id_kelas_kuliah, p.nomor, p.status, p.jenis, p.judul, p.waktu_mulai, p.waktu_selesai, p.id_ruangan, p.id_sesi,
            mk.nama as mk_nama, lk.nama as label, r.nama as ruangan
       from pertemuan p join kelas_kuliah kk on kk.id = p.id_kelas_kuliah join mata_kuliah mk on mk.id = kk.id_mata_kuliah
       join label_kelas lk on lk.id = kk.id_label_kelas join ruangan r on r.id = p.id_ruangan
      where p.college_id = 1 and kk.periode = 20261
        and not exists (select 1 from kelas_pengajar kp where kp.id_kelas_kuliah = kk.id and kp.id_dosen = ${me})
      order by p.waktu_mulai desc, p.id limit 1`,
  )) as [typeof asing];
  // A class `dosen` teaches that has an online meeting not yet started (to move onto `asing`).
  const [k] = await f.q<{ id: string }>(
    `select kp.id_kelas_kuliah as id from kelas_pengajar kp join kelas_kuliah kk on kk.id = kp.id_kelas_kuliah
      where kp.id_dosen = ${me} and kk.periode = 20261 and kk.id <> $1
        and exists (select 1 from pertemuan p where p.id_kelas_kuliah = kk.id and p.status = 'belum_dimulai' and p.jenis = 'online')
      order by 1 limit 1`,
    [asing.id_kelas_kuliah],
  );
  diajar = k!.id;
});
afterAll(async () => f?.t.close());

describe('PUT /api/v2/lms/pertemuan/cek_bentrok: who may ask', () => {
  it('refuses operator.laporan, students and a lecturer outside the class with 403, for any class', async () => {
    const payload = (id: string) => ({ id_kelas_kuliah: id, waktu_mulai: iso(asing.waktu_mulai), waktu_selesai: iso(asing.waktu_selesai) });
    for (const id of [asing.id_kelas_kuliah, diajar]) {
      expect((await cek(f.operatorLaporan, payload(id))).statusCode).toBe(403);
      expect((await cek(f.mahasiswa, payload(id))).statusCode).toBe(403);
    }
    const lain = await cek(f.dosen, payload(asing.id_kelas_kuliah));
    expect(lain.statusCode).toBe(403);
    expect(lain.json().status.message).toBe(PESAN_PERTEMUAN.cekBentrokBukanPengajar);
    // operator.laporan learns nothing from a bad body either: the refusal comes first.
    expect((await cek(f.operatorLaporan, { ...payload(diajar), waktu_selesai: iso(+asing.waktu_mulai - 1) })).statusCode).toBe(403);
  });

  it('answers a read-only operator and a teacher of the class', async () => {
    const payload = { id_kelas_kuliah: diajar, waktu_mulai: iso(asing.waktu_mulai), waktu_selesai: iso(asing.waktu_selesai) };
    for (const h of [operatorKelas, f.operator, f.dosen]) expect((await cek(h, payload)).statusCode).toBe(200);
  });

  it('refuses an id_pertemuan of another class (400 naming the field)', async () => {
    const res = await cek(f.dosen, { id_kelas_kuliah: diajar, id_pertemuan: asing.id, waktu_mulai: iso(asing.waktu_mulai), waktu_selesai: iso(asing.waktu_selesai) });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('id_pertemuan');
  });
});

describe('PUT /api/v2/lms/pertemuan/cek_bentrok: what a clash reveals', () => {
  const payload = () => ({ id_kelas_kuliah: diajar, id_ruangan: asing.id_ruangan, waktu_mulai: iso(asing.waktu_mulai), waktu_selesai: iso(asing.waktu_selesai) });

  it("gives a lecturer only the course and the time of another class's meeting in the same room", async () => {
    const res = await cek(f.dosen, payload());
    expect(res.statusCode, res.body).toBe(200);
    const r = cekBentrokResult.parse(res.json().data);
    const hits = ruanganDi(r.daftar);
    expect(hits.length).toBeGreaterThan(0);
    const hit = hits.find((x) => x.kelas_kuliah.mata_kuliah.nama === asing.mk_nama)!;
    expect(hit).toEqual({
      jenis: 'ruangan',
      id_pertemuan: null,
      nomor: null,
      kelas_kuliah: { id: null, mata_kuliah: { nama: asing.mk_nama }, kelas: { nama: null } },
      waktu_mulai: iso(asing.waktu_mulai),
      waktu_selesai: iso(asing.waktu_selesai),
      pesan: expect.stringContaining(asing.mk_nama),
    });
    expect(hit.pesan).toContain(asing.ruangan);
    expect(hit.pesan).not.toContain(`Pertemuan ${asing.nomor}`);
    expect(hit.pesan).not.toContain(`${asing.mk_nama} ${asing.label}`);
    expect(res.body).not.toContain(asing.id_kelas_kuliah);
  });

  it('gives an operator with read the whole clash', async () => {
    for (const h of [operatorKelas, f.operator]) {
      const r = cekBentrokResult.parse((await cek(h, payload())).json().data);
      const hit = ruanganDi(r.daftar).find((x) => x.id_pertemuan === asing.id);
      expect(hit).toMatchObject({ nomor: asing.nomor, kelas_kuliah: { id: asing.id_kelas_kuliah, kelas: { nama: asing.label } } });
      expect(hit!.pesan).toContain(`${asing.mk_nama} ${asing.label} (Pertemuan ${asing.nomor})`);
    }
  });
});

describe('PUT /api/v2/lms/pertemuan/{id}: a refused schedule change', () => {
  it("lists a lecturer's clash with another class as course and time only, writing nothing", async () => {
    await f.q(
      `update colleges set pengaturan_kelas = jsonb_set(pengaturan_kelas, '{ubah_jadwal_pertemuan}', '{"online":{"is_allowed":true},"offline":{"is_allowed":true}}'::jsonb) where id = 1`,
    );
    forgetPengaturan(f.t.app.deps, 1);
    const m = (await pertemuanKelas(f, diajar)).find((p) => p.status === 'belum_dimulai' && p.jenis === 'online')!;
    const before = await snapshot(f, m.id);
    const res = await f.t.app.inject({
      method: 'PUT',
      url: `/api/v2/lms/pertemuan/${m.id}`,
      headers: f.dosen,
      payload: { id_ruangan: asing.id_ruangan, waktu_mulai: iso(asing.waktu_mulai), waktu_selesai: iso(asing.waktu_selesai) },
    });
    expect(res.statusCode, res.body).toBe(409);
    const hits = ruanganDi(res.json().detail.daftar as BentrokItem[]);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit).toMatchObject({ id_pertemuan: null, nomor: null, kelas_kuliah: { id: null, kelas: { nama: null } } });
    expect(res.body).not.toContain(asing.id_kelas_kuliah);
    expect(await snapshot(f, m.id)).toBe(before);
  });
});

describe('GET /api/v2/lms/sesi_kuliah and /ruangan', () => {
  it('refuses operator.laporan (403) and answers lecturers and operators with read on kelas_kuliah', async () => {
    for (const path of ['sesi_kuliah', 'ruangan']) {
      const u = `/api/v2/lms/${path}`;
      expect((await f.t.app.inject({ url: u, headers: f.operatorLaporan })).statusCode).toBe(403);
      for (const h of [f.dosen, f.dosenLain, operatorKelas, f.operator]) expect((await f.t.app.inject({ url: u, headers: h })).statusCode).toBe(200);
    }
  });
});

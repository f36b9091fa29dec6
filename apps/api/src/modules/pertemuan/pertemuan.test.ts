import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_PERTEMUAN, pertemuanDetail, waktuLokal, type PertemuanDetail } from '@lms/shared';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { HOUR, iso, pertemuanKelas, setupFixture, snapshot, type Fixture, type Headers } from './pertemuan.fixtures';

let f: Fixture;
beforeAll(async () => {
  f = await setupFixture();
});
afterAll(async () => f?.t.close());

const url = (id: number | string, suffix = '') => `/api/v2/lms/pertemuan/${id}${suffix}`;
const get = (id: number | string, headers: Headers) => f.t.app.inject({ url: url(id), headers });
const put = (id: number | string, headers: Headers, payload: object, suffix = '') =>
  f.t.app.inject({ method: 'PUT', url: url(id, suffix), headers, payload });
const start = (id: number, headers: Headers) => f.t.app.inject({ method: 'PUT', url: url(id, '/start'), headers });
const end = (id: number, headers: Headers) => f.t.app.inject({ method: 'PUT', url: url(id, '/end'), headers });

async function meetingOfCollege2() {
  const [row] = await f.q<{ id: number }>('select id from pertemuan where college_id = 2 order by id limit 1');
  return row!.id;
}
async function firstWithStatus(idKelas: string, status: string) {
  const m = (await pertemuanKelas(f, idKelas)).find((p) => p.status === status);
  if (!m) throw new Error(`tidak ada pertemuan ${status} di ${idKelas}`);
  return m;
}
async function setUbahJadwal(online: boolean, offline: boolean) {
  await f.q(
    `update colleges set pengaturan_kelas = jsonb_set(pengaturan_kelas, '{ubah_jadwal_pertemuan}', $1::jsonb) where id = 1`,
    [JSON.stringify({ online: { is_allowed: online }, offline: { is_allowed: offline } })],
  );
  // Written behind the settings service's back: drop its cached copy.
  forgetPengaturan(f.t.app.deps, 1);
}

describe('demo data', () => {
  // First in the file: later tests move and start meetings.
  it('the demo lecturer has a meeting dated today to start and a running one to end', async () => {
    const rows = await f.q<{ id: number; status: string; waktu_mulai: Date }>(
      `select p.id, p.status, p.waktu_mulai from pertemuan p join kelas_pengajar kp on kp.id_kelas_kuliah = p.id_kelas_kuliah
       join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where u.username = 'dosen' and u.college_id = 1`,
    );
    const today = (d: Date | number) => {
      const l = waktuLokal(d, 'Asia/Jakarta');
      return `${l.tahun}-${l.bulan}-${l.tanggal}`;
    };
    expect(rows.some((r) => r.status === 'belum_dimulai' && today(r.waktu_mulai) === today(Date.now()))).toBe(true);
    expect(rows.some((r) => r.status === 'berlangsung')).toBe(true);
  });

});

describe('GET /api/v2/lms/pertemuan/{id}', () => {
  it('401 without a token', async () => {
    const res = await f.t.app.inject({ url: url(1), headers: { 'college-id': '1' } });
    expect(res.statusCode).toBe(401);
  });

  it('403 for an operator without read on kelas_kuliah, a lecturer or student outside the class', async () => {
    const m = await firstWithStatus(await f.kelasId('TIF201', 'A'), 'selesai');
    for (const h of [f.operatorLaporan, f.dosenLain, f.mahasiswaLain]) {
      const res = await get(m.id, h);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().status.code).toBe('forbidden');
    }
  });

  it("403 for a college-1 token with college 2's header; 404 for a meeting of another college", async () => {
    const id2 = await meetingOfCollege2();
    expect((await get(id2, { ...f.operator, 'college-id': '2' })).statusCode).toBe(403);
    const res = await get(id2, f.operator);
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe(PESAN_PERTEMUAN.tidakDitemukan);
    // the owner college reads it
    expect((await get(id2, f.operator2)).statusCode).toBe(200);
  });

  it('400 naming the field for a malformed id', async () => {
    const res = await get('abc', f.operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('id');
  });

  it('answers the meeting with its class, teachers, counts and room for the operator', async () => {
    const idKelas = await f.kelasId('TIF201', 'A');
    const m = (await pertemuanKelas(f, idKelas)).find((p) => p.nomor === 1)!;
    const res = await get(m.id, f.operator);
    expect(res.statusCode, res.body).toBe(200);
    const d = pertemuanDetail.parse(res.json().data);
    expect(d).toMatchObject({ id: m.id, nomor: 1, status: m.status, jenis: m.jenis, waktu_mulai: iso(m.waktu_mulai), waktu_selesai: iso(m.waktu_selesai) });
    expect(d.waktu_mulai).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(d.id_kampus).toBeNull();

    const [kelas] = await f.q<{ kode: string; nama: string; label: string; jenis: string; mode: string; periode: number }>(
      `select mk.kode, mk.nama, lk.nama label, jk.nama jenis, kk.mode_kuliah mode, kk.periode from kelas_kuliah kk
       join mata_kuliah mk on mk.id = kk.id_mata_kuliah join label_kelas lk on lk.id = kk.id_label_kelas
       join jenis_kelas jk on jk.id = kk.id_jenis_kelas where kk.id = $1`,
      [idKelas],
    );
    expect(d.periode).toBe(kelas!.periode);
    expect(d.kelas_kuliah).toMatchObject({
      id: idKelas,
      mata_kuliah: { kode: kelas!.kode, nama: kelas!.nama },
      kelas: { nama: kelas!.label, jenis: { nama: kelas!.jenis } },
      mode_kuliah: kelas!.mode,
    });

    const teachers = await f.q<{ id_dosen: number; jabatan: string; nama: string }>(
      `select kp.id_dosen, kp.jabatan, u.nama from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
       where kp.id_kelas_kuliah = $1 order by kp.urutan`,
      [idKelas],
    );
    expect(d.pengajar_kelas.map((p) => p.id)).toEqual(teachers.map((x) => x.id_dosen));
    const utama = d.pengajar_kelas.filter((p) => p.is_utama);
    expect(utama).toHaveLength(1);
    expect(utama[0]!.id).toBe(teachers.find((x) => x.jabatan === 'dosen_koordinator')!.id_dosen);

    // count_activity is the activity registry's count per kind (materials, tasks … register there).
    const perJenis = await f.q<{ jenis: string; n: number }>('select jenis, count(*)::int n from aktivitas_kelas where id_pertemuan = $1 group by jenis', [m.id]);
    const n = (jenis: string) => perJenis.find((r) => r.jenis === jenis)?.n ?? 0;
    expect(d.count_activity).toEqual({ materi: n('materi'), tugas: n('tugas'), vidcon: n('vidcon'), ujian: n('ujian'), forum: n('forum'), teks: n('teks') });
    const [{ teks }] = (await f.q<{ teks: number }>('select count(*)::int teks from pertemuan_teks where id_pertemuan = $1', [m.id])) as [{ teks: number }];
    expect(d.count_activity.teks).toBe(teks);

    const [room] = await f.q<{ id: number; nama: string }>('select r.id, r.nama from ruangan r where r.id = $1', [m.id_ruangan]);
    expect(d.ruangan).toEqual(room ? { id: room.id, nama: room.nama } : null);
    expect(Object.keys(d.parameter_kehadiran).sort()).toEqual(['hadir_vidcon', 'kerjakan_kuis_ujian', 'kerjakan_tugas', 'posting_forum', 'unduh_materi']);
    expect(d.can.edit).toBe(true);
  });

  it('lets a participant read without edit rights and a teacher with them', async () => {
    const m = await firstWithStatus(await f.kelasId('TIF201', 'A'), 'belum_dimulai');
    const asStudent = pertemuanDetail.parse((await get(m.id, f.mahasiswa)).json().data);
    expect(asStudent.can).toEqual({ start: false, end: false, edit: false, ubah_jadwal: false });
    const asDosen = pertemuanDetail.parse((await get(m.id, f.dosen)).json().data);
    expect(asDosen.can).toMatchObject({ start: true, end: false, edit: true });
  });

  it('gives mulai_kuliah / selesai_kuliah as dates when the meeting ran and null when empty', async () => {
    const idKelas = await f.kelasId('TIF201', 'A');
    const done = pertemuanDetail.parse((await get((await firstWithStatus(idKelas, 'selesai')).id, f.operator)).json().data);
    expect(done.mulai_kuliah).toMatch(/Z$/);
    expect(Date.parse(done.selesai_kuliah!)).toBeGreaterThan(Date.parse(done.mulai_kuliah!));
    const todo = pertemuanDetail.parse((await get((await firstWithStatus(idKelas, 'belum_dimulai')).id, f.operator)).json().data);
    expect(todo.mulai_kuliah).toBeNull();
    expect(todo.selesai_kuliah).toBeNull();
  });
});

describe('PUT /api/v2/lms/pertemuan/{id}', () => {
  it('401 without a token', async () => {
    expect((await f.t.app.inject({ method: 'PUT', url: url(1), headers: { 'college-id': '1' }, payload: {} })).statusCode).toBe(401);
  });

  it('403 for a participant, a read-only operator, a lecturer outside the class; 404 for another college', async () => {
    const m = await firstWithStatus(await f.kelasId('TIF201', 'A'), 'belum_dimulai');
    const before = await snapshot(f, m.id);
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) {
      expect((await put(m.id, h, { judul: 'Diubah' })).statusCode).toBe(403);
    }
    expect((await put(m.id, { ...f.dosen, 'college-id': '2' }, { judul: 'x' })).statusCode).toBe(403);
    expect((await put(await meetingOfCollege2(), f.operator, { judul: 'x' })).statusCode).toBe(404);
    expect(await snapshot(f, m.id)).toBe(before);
  });

  it('400 naming the field for bad input, writing nothing', async () => {
    await setUbahJadwal(true, true);
    const m = await firstWithStatus(await f.kelasId('TIF201', 'A'), 'belum_dimulai');
    const before = await snapshot(f, m.id);
    const cases: [object, string][] = [
      [{ waktu_mulai: iso(+m.waktu_mulai + HOUR), waktu_selesai: iso(m.waktu_mulai) }, 'waktu_selesai'],
      [{ waktu_selesai: iso(+m.waktu_mulai - HOUR) }, 'waktu_selesai'],
      [{ waktu_mulai: 'kemarin sore' }, 'waktu_mulai'],
      [{ id_ruangan: 99999999 }, 'id_ruangan'],
      [{ id_sesi: 99999999 }, 'id_sesi'],
      [{ judul: '' }, 'judul'],
      [{ judul: 'x'.repeat(201) }, 'judul'],
      [{ jenis: 'daring' }, 'jenis'],
      [{ parameter_kehadiran: { hadir_vidcon: 'ya' } }, 'parameter_kehadiran'],
      [{ waktu_batas_aktivitas: '2026-13-40' }, 'waktu_batas_aktivitas'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(m.id, f.dosen, { judul: 'Tidak boleh tersimpan', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status.message).toContain(field);
      expect(res.json().status.message).toMatch(/Data tidak valid/);
    }
    // a room of the other college is unknown here
    const [room2] = await f.q<{ id: number }>('select id from ruangan where college_id = 2 limit 1');
    const res = await put(m.id, f.dosen, { id_ruangan: room2!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain(PESAN_PERTEMUAN.ruanganTidakDitemukan);
    expect(await snapshot(f, m.id)).toBe(before);
  });

  it('updates text fields, sanitizes deskripsi and merges parameter_kehadiran', async () => {
    const m = await firstWithStatus(await f.kelasId('TIF201', 'A'), 'belum_dimulai');
    const deadline = iso(+m.waktu_selesai + 48 * HOUR);
    const res = await put(m.id, f.dosen, {
      judul: '  Graf dan Pohon  ',
      deskripsi: '<p onclick="steal()">Bahas <b>graf</b><script>alert(1)</script></p>',
      parameter_kehadiran: { unduh_materi: true },
      default_deadline_materi: deadline,
      waktu_batas_aktivitas: null,
      // echoing unchanged schedule values is not a schedule change
      waktu_mulai: iso(m.waktu_mulai),
      id_ruangan: m.id_ruangan,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = pertemuanDetail.parse(res.json().data);
    expect(d.judul).toBe('Graf dan Pohon');
    expect(d.deskripsi).toBe('<p>Bahas <b>graf</b></p>');
    expect(d.parameter_kehadiran.unduh_materi).toBe(true);
    expect(d.default_deadline_materi).toBe(deadline);
    expect(d.waktu_batas_aktivitas).toBeNull();
    // a second partial update keeps the first flag
    const again = pertemuanDetail.parse((await put(m.id, f.operator, { parameter_kehadiran: { posting_forum: true } })).json().data);
    expect(again.parameter_kehadiran).toMatchObject({ unduh_materi: true, posting_forum: true });
  });

  describe('schedule change permission (pengaturan_kelas.ubah_jadwal_pertemuan)', () => {
    it('refuses an offline meeting when offline is not allowed (422), allows it when it is', async () => {
      // The class's last upcoming meeting: a week later it clashes with none of the class's own meetings.
      const m = (await pertemuanKelas(f, await f.kelasId('TIF201', 'A'))).filter((p) => p.status === 'belum_dimulai').at(-1)!;
      expect(m.jenis).toBe('offline');
      const payload = { waktu_mulai: iso(+m.waktu_mulai + 7 * 24 * HOUR + 30 * 60_000), waktu_selesai: iso(+m.waktu_selesai + 7 * 24 * HOUR + 30 * 60_000) };
      await setUbahJadwal(true, false);
      const before = await snapshot(f, m.id);
      const refused = await put(m.id, f.dosen, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().status.message).toBe(PESAN_PERTEMUAN.ubahJadwalTidakDiizinkan('offline'));
      expect(await snapshot(f, m.id)).toBe(before);
      // the detail tells the client before it tries
      expect(pertemuanDetail.parse((await get(m.id, f.dosen)).json().data).can.ubah_jadwal).toBe(false);

      await setUbahJadwal(false, true);
      const ok = await put(m.id, f.dosen, payload);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject(payload);
    });

    it('needs both flags for a campuran meeting', async () => {
      const m = await firstWithStatus(await f.kelasId('TIF202', 'A'), 'belum_dimulai');
      expect(m.jenis).toBe('campuran');
      const payload = { waktu_mulai: iso(+m.waktu_mulai + HOUR), waktu_selesai: iso(+m.waktu_selesai + HOUR) };
      await setUbahJadwal(true, false);
      expect((await put(m.id, f.dosen, payload)).statusCode).toBe(422);
      await setUbahJadwal(false, true);
      expect((await put(m.id, f.dosen, payload)).statusCode).toBe(422);
      await setUbahJadwal(true, true);
      const ok = await put(m.id, f.dosen, payload);
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('refuses a schedule change of a meeting that has started or ended, even when allowed', async () => {
      await setUbahJadwal(true, true);
      const m = await firstWithStatus(await f.kelasId('TIF201', 'A'), 'selesai');
      const res = await put(m.id, f.operator, { waktu_mulai: iso(+m.waktu_mulai - HOUR) });
      expect(res.statusCode).toBe(422);
      expect(res.json().status.message).toBe(PESAN_PERTEMUAN.ubahJadwalSudahDimulai);
      // other fields of a finished meeting may still change
      expect((await put(m.id, f.operator, { judul: 'Catatan revisi' })).statusCode).toBe(200);
    });

    it('picking a session alone moves the meeting to its hours on the same local day', async () => {
      await setUbahJadwal(true, true);
      const m = await firstWithStatus(await f.kelasId('SIF201', 'A'), 'belum_dimulai');
      const [sesi] = await f.q<{ id: number; jam_mulai: string }>("select id, jam_mulai from sesi_kuliah where college_id = 1 and nama = 'Sesi 5'");
      const res = await put(m.id, f.operator, { id_sesi: sesi!.id });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data as PertemuanDetail;
      const before = waktuLokal(m.waktu_mulai, 'Asia/Jakarta');
      const after = waktuLokal(Date.parse(d.waktu_mulai), 'Asia/Jakarta');
      expect([after.tahun, after.bulan, after.tanggal]).toEqual([before.tahun, before.bulan, before.tanggal]);
      expect(`${String(after.jam).padStart(2, '0')}:${String(after.menit).padStart(2, '0')}:00`).toBe(sesi!.jam_mulai);
      expect(d.id_sesi).toBe(sesi!.id);
    });

    it('refuses a clashing schedule with 409 listing the clashes, writing nothing', async () => {
      await setUbahJadwal(true, true);
      // Two classes sharing the lecturer `dosen`: move a future meeting of one onto a meeting of the other.
      const a = await firstWithStatus(await f.kelasId('TIF302', 'A'), 'belum_dimulai');
      const other = (await pertemuanKelas(f, await f.kelasId('TIF201', 'B'))).at(-1)!;
      const before = await snapshot(f, a.id);
      const res = await put(a.id, f.operator, { waktu_mulai: iso(other.waktu_mulai), waktu_selesai: iso(other.waktu_selesai) });
      expect(res.statusCode, res.body).toBe(409);
      const body = res.json();
      expect(body.status.message).toMatch(/bentrok/i);
      expect(body.detail.daftar.some((x: { jenis: string; id_pertemuan: number }) => x.jenis === 'dosen' && x.id_pertemuan === other.id)).toBe(true);
      expect(await snapshot(f, a.id)).toBe(before);
    });
  });
});

describe('PUT /api/v2/lms/pertemuan/{id}/start and /end', () => {
  it('401 without a token', async () => {
    expect((await f.t.app.inject({ method: 'PUT', url: url(1, '/start'), headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await f.t.app.inject({ method: 'PUT', url: url(1, '/end'), headers: { 'college-id': '1' } })).statusCode).toBe(401);
  });

  it('403 for a student, a read-only operator, a lecturer outside the class; 404 for another college', async () => {
    const m = await firstWithStatus(await f.kelasId('TIF201', 'A'), 'belum_dimulai');
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) {
      expect((await start(m.id, h)).statusCode).toBe(403);
      expect((await end(m.id, h)).statusCode).toBe(403);
    }
    expect((await start(m.id, { ...f.dosen, 'college-id': '2' })).statusCode).toBe(403);
    expect((await start(await meetingOfCollege2(), f.operator)).statusCode).toBe(404);
    expect((await f.q<{ status: string }>('select status from pertemuan where id = $1', [m.id]))[0]!.status).toBe('belum_dimulai');
  });

  it('moves belum_dimulai -> berlangsung -> selesai, recording who and when; refuses the other moves with 409', async () => {
    const idKelas = await f.kelasId('TIF201', 'A');
    const m = (await pertemuanKelas(f, idKelas)).filter((p) => p.status === 'belum_dimulai').at(-1)!;
    const dosenId = await f.userId('dosen');

    const early = await end(m.id, f.dosen);
    expect(early.statusCode).toBe(409);
    expect(early.json().status.message).toBe(PESAN_PERTEMUAN.belumDimulai);

    const t0 = Date.now() - 1000;
    const s = await start(m.id, f.dosen);
    expect(s.statusCode, s.body).toBe(200);
    const started = pertemuanDetail.parse(s.json().data);
    expect(s.json().status.message).toBe(PESAN_PERTEMUAN.berhasilDimulai);
    expect(started.status).toBe('berlangsung');
    expect(Date.parse(started.mulai_kuliah!)).toBeGreaterThanOrEqual(t0);
    expect(started.can).toMatchObject({ start: false, end: true });
    const [row] = await f.q<{ started_by: number }>('select started_by from pertemuan where id = $1', [m.id]);
    expect(row!.started_by).toBe(dosenId);

    const twice = await start(m.id, f.dosen);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().status.message).toBe(PESAN_PERTEMUAN.sudahDimulai);

    const e = await end(m.id, f.operator);
    expect(e.statusCode, e.body).toBe(200);
    const ended = pertemuanDetail.parse(e.json().data);
    expect(ended.status).toBe('selesai');
    expect(Date.parse(ended.selesai_kuliah!)).toBeGreaterThanOrEqual(Date.parse(ended.mulai_kuliah!));
    const [row2] = await f.q<{ ended_by: number }>('select ended_by from pertemuan where id = $1', [m.id]);
    expect(row2!.ended_by).toBe(await f.userId('operator'));

    for (const call of [start, end]) {
      const res = await call(m.id, f.dosen);
      expect(res.statusCode).toBe(409);
      expect(res.json().status.message).toBe(PESAN_PERTEMUAN.sudahBerakhir);
    }
  });

  it('lets exactly one of two simultaneous starts win', async () => {
    const m = (await pertemuanKelas(f, await f.kelasId('TIF201', 'B'))).filter((p) => p.status === 'belum_dimulai').at(-1)!;
    const results = await Promise.all([start(m.id, f.dosen), start(m.id, f.operator)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("publishes the status change to the class's audience only", async () => {
    const m = (await pertemuanKelas(f, await f.kelasId('TIF202', 'A'))).filter((p) => p.status === 'belum_dimulai').at(-1)!;
    const [anggota] = await f.q<{ user_id: number }>(
      `select m.user_id from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa where kp.id_kelas_kuliah = $1 order by 1 limit 1`,
      [m.id_kelas_kuliah],
    );
    const [bukan] = await f.q<{ user_id: number }>(
      `select m.user_id from mahasiswa m where m.college_id = 1
         and not exists (select 1 from kelas_peserta kp where kp.id_mahasiswa = m.id and kp.id_kelas_kuliah = $1) order by 1 limit 1`,
      [m.id_kelas_kuliah],
    );
    const listeners = {
      peserta: { userId: anggota!.user_id, role: 'ROLE_MAHASISWA' as const, collegeId: 1 },
      operator: { userId: await f.userId('operator'), role: 'ROLE_OPERATOR' as const, collegeId: 1 },
      bukanPeserta: { userId: bukan!.user_id, role: 'ROLE_MAHASISWA' as const, collegeId: 1 },
      operatorLaporan: { userId: await f.userId('operator.laporan'), role: 'ROLE_OPERATOR' as const, collegeId: 1 },
      operator2: { userId: await f.userId('operator2', 2), role: 'ROLE_OPERATOR' as const, collegeId: 2 },
    };
    const received = Object.fromEntries(Object.keys(listeners).map((k) => [k, [] as { event: string; data: unknown }[]]));
    const offs = Object.entries(listeners).map(([k, l]) => f.t.app.events.subscribe({ streams: ['pertemuan'], ...l }, (e) => received[k]!.push(e)));
    try {
      expect((await start(m.id, f.dosen)).statusCode).toBe(200);
      for (let i = 0; i < 100 && (received.peserta!.length === 0 || received.operator!.length === 0); i++) await new Promise((r) => setTimeout(r, 20));
      for (const k of ['peserta', 'operator']) {
        expect(received[k]).toHaveLength(1);
        expect(received[k]![0]).toMatchObject({ event: 'status', data: { id: m.id, status: 'berlangsung', id_kelas_kuliah: m.id_kelas_kuliah } });
      }
      // Give a wrongly delivered event the same time to arrive before asserting nothing came.
      await new Promise((r) => setTimeout(r, 200));
      expect([received.bukanPeserta, received.operatorLaporan, received.operator2]).toEqual([[], [], []]);
    } finally {
      for (const off of offs) off();
    }
  });

  it('class status follows: the first start makes an akan_dimulai class berlangsung, the last end makes it selesai', async () => {
    const idKelas = await f.kelasId('TIF302', 'A');
    const kelasStatus = async () => (await f.q<{ status: string }>('select status from kelas_kuliah where id = $1', [idKelas]))[0]!.status;
    expect(await kelasStatus()).toBe('akan_dimulai');
    const list = await pertemuanKelas(f, idKelas);
    expect((await start(list[0]!.id, f.dosen)).statusCode).toBe(200);
    expect(await kelasStatus()).toBe('berlangsung');
    // finish every other meeting directly, then end the last running one through the API
    await f.q(`update pertemuan set status = 'selesai' where id_kelas_kuliah = $1 and id <> $2`, [idKelas, list[0]!.id]);
    expect((await end(list[0]!.id, f.dosen)).statusCode).toBe(200);
    expect(await kelasStatus()).toBe('selesai');
  });
});

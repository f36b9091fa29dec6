import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JENIS_AKTIVITAS_LABEL } from '@lms/shared';
import { multipart, PDF_MINI } from '../src/modules/storager/multipart.test-helper';
import { amatanTulis, ruteTulis, type AmatanTulis } from '../src/plugins/aktivitas-rute';
import { createTestApp, loginHeaders, type TestContext } from './helpers';

/**
 * Every write a user or operator makes is in the activity log (issue 30). The walk goes over every write route the
 * app registers (POST/PUT/PATCH/DELETE under /api):
 * - statically, each one declares in its route config the kinds its service logs (`config: { aktivitas }`), or is
 *   one of the exceptions below, each with its reason; a declared kind must be written by the services' code;
 * - at run time, a sample of writes across modules runs on the seeded database with the app observing each request
 *   (plugins/aktivitas-rute.ts): a successful write of a declaring route wrote a row of a declared kind and of no
 *   other, and an exception wrote none.
 */

/** Write routes that log nothing, on purpose. Keep the reason honest: a user's decision is never an exception. */
const PENGECUALIAN: Record<string, string> = {
  'POST /api/v2/authorize/:client':
    "Hands the caller's own session on as a one-time 60 s code; leaving for SIAKAD is logged by keluar_ke_sikad, and the code's exchange by POST /v2/oauth/token (login).",
  'POST /api/v2/refresh_token': 'Renews the tokens of a session whose login was logged; the client does it by itself every hour.',
  'PUT /api/v2/lms/visitor/last_active': 'Heartbeat of an open page (every 300 s) for the visitor statistics.',
  'PUT /api/v2/lms/pertemuan/cek_bentrok': 'A read sent as PUT (the spec): checks a schedule for clashes and writes nothing.',
  'PUT /api/v2/lms/ujian/:id/pengerjaan/jawaban/:idSoal':
    "Autosave of an answer while the exam runs (each change); the attempt's start and submission are logged, the answers are its record.",
  'POST /api/v2/lms/ujian/:id/pengerjaan/jawaban/:idSoal/files': 'The file of an essay answer: part of the answer autosave.',
  'POST /api/v2/lms/ujian/:id/pengerjaan/pelanggaran':
    'Proctoring evidence the exam page journals by itself (tab switch, leaving full screen), kept with the attempt.',
  'PUT /api/v2/lms/ujian/:id/pengerjaan/ping': 'Heartbeat of an idle exam page.',
  'PUT /api/v2/chat/group/:id/dibaca': "Read marker of a chat group (the unread badge's position).",
  'POST /api/v2/chat/group/:id/lampiran': 'A draft attachment only its uploader sees, until it is sent with a message (kirim_pesan_chat).',
};

/**
 * Declaring routes whose success may write no row, by design (the run-time check does not require one of them).
 * Each is still checked never to write a kind it does not declare.
 */
const KADANG: Record<string, string> = {
  'POST /api/v2/chat/group/:id': 'An existing LMS group is answered as it is (200); only creating one is logged.',
  'POST /api/v2/chat/group/:id/thread/:threadId': 'A comment is logged by the log_tambah_komentar call the comments panel makes (spec 2 §7).',
  'DELETE /api/v2/chat/group/:id/thread/:threadId/pesan/:idPesan': 'Deleting a comment is logged by log_hapus_komentar (spec 2 §7).',
  'POST /api/v2/lms/ujian/:id/pengerjaan/start': 'Resuming an attempt already started logs nothing (mulai_ujian once per attempt).',
  'POST /api/v2/lms/ujian/:id/pengerjaan/selesai': 'Submitting an attempt that is already closed changes nothing.',
  'POST /api/v2/lms/ujian/:id/pengerjaan/:idPengerjaan/paksa_selesai': 'Ending an attempt that is already closed changes nothing.',
  'POST /api/v2/lms/kehadiran_mahasiswa/qr_code/scan': 'A scan by a student already present changes nothing (every scan is in the QR log).',
  'POST /api/v2/lms/materi/:id/buka': 'Opening a card is a read; only the first opening of a link is an activity (buka_tautan_materi).',
  'PUT /api/v2/lms/materi/:id/sudah_baca': "Only the first 'Sudah Baca' of an e-book is an activity.",
  'PUT /api/v2/lms/materi/:id/progres':
    'The player reports playback every few seconds (heartbeats, unlogged); only the report that completes the material (its fact, or the required share reached first) is logged.',
  'PUT /api/v2/lms/pertemuan/:id/teks/:idTeks': 'A body with nothing to change writes nothing.',
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ amatiAktivitas: true });
});
afterAll(async () => t?.close());

const apiRute = () => ruteTulis(t.app).filter((r) => r.url.startsWith('/api/'));
const apiTulis = () => apiRute().filter((r) => r.tulis);

/** The text of the services: every non-test source file except the route declarations themselves. */
function sumberLayanan() {
  const root = path.join(import.meta.dirname, '../src');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.routes.ts') && !e.name.includes('test-helper')) out.push(fs.readFileSync(p, 'utf8'));
    }
  };
  walk(root);
  return out.join('\n');
}

describe('every write route logs (static)', () => {
  it('declares the kinds it logs, or is an exception with a reason', () => {
    const rute = apiTulis();
    expect(rute.length).toBeGreaterThan(150);
    const tanpa = rute.filter((r) => r.aktivitas.length === 0 && !(r.kunci in PENGECUALIAN)).map((r) => r.kunci);
    expect(tanpa, 'write routes that log nothing: declare config.aktivitas or add a reasoned exception').toEqual([]);
    const keduanya = rute.filter((r) => r.aktivitas.length > 0 && r.kunci in PENGECUALIAN).map((r) => r.kunci);
    expect(keduanya, 'an exception must not declare kinds').toEqual([]);
    const ada = new Set(rute.map((r) => r.kunci));
    expect(Object.keys(PENGECUALIAN).filter((k) => !ada.has(k)), 'stale exceptions').toEqual([]);
    expect(Object.keys(KADANG).filter((k) => !ada.has(k) || rute.find((r) => r.kunci === k)!.aktivitas.length === 0), 'stale entries').toEqual([]);
    for (const alasan of [...Object.values(PENGECUALIAN), ...Object.values(KADANG)]) expect(alasan.length).toBeGreaterThan(20);
  });

  it('declares only kinds of the enum that the services write, and every kind of the filter has a route', () => {
    const sumber = sumberLayanan();
    // Reads may declare kinds too: a logged download or export.
    const dinyatakan = new Set<string>(apiRute().flatMap((r) => r.aktivitas));
    const enumJenis = Object.keys(JENIS_AKTIVITAS_LABEL);
    expect([...dinyatakan].filter((j) => !enumJenis.includes(j))).toEqual([]);
    expect([...dinyatakan].filter((j) => !sumber.includes(`'${j}'`)), 'declared but never written by a service').toEqual([]);
    expect(enumJenis.filter((j) => !dinyatakan.has(j)), "offered by the log's filter but logged by no route").toEqual([]);
  });
});

describe('every write route logs (at run time)', () => {
  type H = Record<string, string>;
  const q = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params)).rows;
  const kirim = async (opts: InjectOptions, status = 200) => {
    const res = await t.app.inject(opts);
    expect(res.statusCode, `${opts.method} ${opts.url}: ${res.body}`).toBe(status);
    return res;
  };

  it('a successful write wrote a row of a kind its route declares (and no other); an exception wrote none', async () => {
    const operator: H = await loginHeaders(t.app, 'operator', 'operator123');
    const dosen: H = await loginHeaders(t.app, 'dosen', 'dosen123');
    const [kelas] = await q<{ id: string }>(
      `select kk.id from kelas_kuliah kk join mata_kuliah mk on mk.id = kk.id_mata_kuliah join label_kelas lk on lk.id = kk.id_label_kelas
        where kk.college_id = 1 and mk.kode = 'MNJ102' and lk.nama = 'C' and kk.periode = 20261`,
    );
    const idKelas = encodeURIComponent(kelas!.id);
    // Meetings, generated again from the schedule (none started), then edited, started, ended, with a text.
    const gen = await kirim({ method: 'POST', url: `/api/v2/lms/kelas_kuliah/${idKelas}/pertemuan/generate?ulang=true`, headers: operator });
    const [p1, p2] = gen.json().data.pertemuan as { id: number; waktu_mulai: string; waktu_selesai: string }[];
    await kirim({ method: 'PUT', url: `/api/v2/lms/pertemuan/${p1!.id}`, headers: operator, payload: { judul: 'Pengantar (diubah operator)' } });
    await kirim({ method: 'PUT', url: '/api/v2/lms/pertemuan/cek_bentrok', headers: operator, payload: { id_kelas_kuliah: kelas!.id, waktu_mulai: p2!.waktu_mulai, waktu_selesai: p2!.waktu_selesai } });
    await kirim({ method: 'PUT', url: `/api/v2/lms/pertemuan/${p1!.id}/start`, headers: operator });
    await kirim({ method: 'PUT', url: `/api/v2/lms/pertemuan/${p1!.id}/end`, headers: operator });
    const teks = await kirim({ method: 'POST', url: `/api/v2/lms/pertemuan/${p1!.id}/teks`, headers: operator, payload: { judul: 'Catatan', isi: '<p>isi</p>' } }, 201);
    const idTeks = teks.json().data.id as number;
    await kirim({ method: 'PUT', url: `/api/v2/lms/pertemuan/${p1!.id}/teks/${idTeks}`, headers: operator, payload: { isi: '<p>isi baru</p>' } });
    await kirim({ method: 'DELETE', url: `/api/v2/lms/pertemuan/${p1!.id}/teks/${idTeks}`, headers: operator });
    // The class: banner, leader, a teacher's position, syllabus.
    const [peserta] = await q<{ nim: string }>('select m.nim from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa where kp.id_kelas_kuliah = $1 order by m.nim limit 1', [kelas!.id]);
    const [pengajar] = await q<{ id_dosen: number; jabatan: string }>('select id_dosen, jabatan from kelas_pengajar where id_kelas_kuliah = $1 order by id_dosen limit 1', [kelas!.id]);
    await kirim({ method: 'PUT', url: `/api/v2/lms/kelas_kuliah/${idKelas}`, headers: operator, payload: { banner_color_idx: 3 } });
    await kirim({ method: 'PUT', url: `/api/v2/lms/kelas_kuliah/${idKelas}/ketua`, headers: operator, payload: { nim: peserta!.nim } });
    await kirim({ method: 'PUT', url: `/api/v2/lms/kelas_kuliah/${idKelas}/pengajar/${pengajar!.id_dosen}/jabatan`, headers: operator, payload: { jabatan: pengajar!.jabatan } });
    await kirim({ method: 'PUT', url: `/api/v2/lms/kelas_kuliah/${idKelas}/silabus`, headers: operator, payload: { teks: 'Silabus semester ini' } });
    // Master data, files, a job, system data, the visitor ping and the identity routes.
    const csv = multipart([{ name: 'file', filename: 'prodi.csv', content: Buffer.from('kode,nama,jenjang,penandatangan\n99071,Prodi Jalan Rute,S1,\n') }]);
    await kirim({ method: 'POST', url: '/api/v2/lms/import_master/prodi', headers: { ...operator, ...csv.headers }, payload: csv.payload });
    const file = multipart([
      { name: 'service_id', value: 'lms' },
      { name: 'dir', value: 'lms/uji' },
      { name: 'file', filename: 'rute.pdf', content: PDF_MINI },
    ]);
    const up = await kirim({ method: 'POST', url: '/api/v2/storager', headers: { ...dosen, ...file.headers }, payload: file.payload });
    await kirim({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(up.json().data.url)}`, headers: dosen });
    const sapu = await t.app.inject({ method: 'POST', url: '/api/v2/lms/jobs/sapu_file', headers: operator });
    expect([200, 202], sapu.body).toContain(sapu.statusCode);
    await kirim({ method: 'POST', url: '/api/v2/lms/data_sistem/ruangan', headers: operator, payload: { kode: 'R-RUTE', nama: 'Ruang Jalan Rute', gedung: '', kapasitas: 30 } });
    await kirim({ method: 'PUT', url: '/api/v2/lms/visitor/last_active', headers: dosen });
    await kirim({ method: 'POST', url: '/api/v2/lms/log_aktivitas/keluar_ke_sikad', headers: dosen });
    await kirim({ method: 'POST', url: '/api/v2/lms/log_aktivitas/logout', headers: dosen, payload: {} });

    const rute = new Map(ruteTulis(t.app).map((r) => [r.kunci, r]));
    const amatan = amatanTulis(t.app).filter((a) => a.status >= 200 && a.status < 300);
    const salah: (AmatanTulis & { alasan: string })[] = [];
    for (const a of amatan) {
      const r = rute.get(a.kunci);
      if (!r) salah.push({ ...a, alasan: 'not a registered write route' });
      else if (a.kunci in PENGECUALIAN) {
        if (a.jenis.length) salah.push({ ...a, alasan: 'an exception wrote log rows: declare their kind' });
      } else if (a.jenis.some((j) => !r.aktivitas.includes(j as never))) salah.push({ ...a, alasan: `wrote a kind it does not declare (${r.aktivitas.join(', ')})` });
      else if (!a.jenis.length && !(a.kunci in KADANG)) salah.push({ ...a, alasan: 'a successful write logged nothing' });
    }
    expect(salah).toEqual([]);
    // The sample really ran: every route above answered 2xx once at least, the declaring ones with their rows.
    const dijalankan = new Set(amatan.map((a) => a.kunci));
    expect(dijalankan.size).toBeGreaterThanOrEqual(20);
    for (const k of ['POST /api/v2/access_token', 'POST /api/v2/lms/kelas_kuliah/:id/pertemuan/generate', 'PUT /api/v2/lms/pertemuan/:id', 'POST /api/v2/lms/import_master/:jenis', 'PUT /api/v2/lms/visitor/last_active']) {
      expect(dijalankan, k).toContain(k);
    }
    expect(amatan.find((a) => a.kunci === 'PUT /api/v2/lms/visitor/last_active')!.jenis).toEqual([]);
  });

  it('sees a write that logs nothing: the observer records what was written, not what was declared', async () => {
    const dosen = await loginHeaders(t.app, 'dosen', 'dosen123');
    const n = amatanTulis(t.app).length;
    await kirim({ method: 'PUT', url: '/api/v2/lms/visitor/last_active', headers: dosen });
    const [a] = amatanTulis(t.app).slice(n);
    expect(a).toEqual({ kunci: 'PUT /api/v2/lms/visitor/last_active', status: 200, jenis: [] });
    // A refused write is observed with its status and wrote nothing.
    await kirim({ method: 'PUT', url: '/api/v2/lms/pertemuan/999999999', headers: dosen, payload: { judul: 'x' } }, 404);
    expect(amatanTulis(t.app).at(-1)).toEqual({ kunci: 'PUT /api/v2/lms/pertemuan/:id', status: 404, jenis: [] });
  });
});

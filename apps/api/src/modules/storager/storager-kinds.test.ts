import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';
import { multipart, PDF_MINI } from './multipart.test-helper';

/**
 * Who may upload and read each kind of file (ATURAN_JENIS_FILE, ATURAN_BACA_FILE; every kind and caller:
 * storager-baca.test.ts), and HTTP Range on downloads. The demo lecturer
 * `dosen` teaches kelasA; `mahasiswa` and a classmate attend it; `luar` is a student outside it.
 */

type H = Record<string, string>;
let t: TestContext;
let h: Record<'op' | 'opKelas' | 'opLaporan' | 'dsn' | 'dsnLain' | 'mhs' | 'teman' | 'luar', H>;
let kelasA: string;

async function upload(headers: H, kind: string, idKelas: string | null, content = PDF_MINI, filename = 'berkas.pdf') {
  const mp = multipart([
    { name: 'kind', value: kind },
    ...(idKelas ? [{ name: 'id_kelas_kuliah', value: idKelas }] : []),
    { name: 'file', filename, content },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...headers, ...mp.headers }, payload: mp.payload });
}
const status = async (headers: H, url: string) => (await t.app.inject({ url, headers })).statusCode;

beforeAll(async () => {
  t = await createTestApp();
  const q = async <T>(text: string, params: unknown[] = []) => (await t.database.query<T & Record<string, unknown>>(text, params)).rows;
  const [row] = await q<{ id: string }>(
    `select kp.id_kelas_kuliah as id from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
     where u.username = 'dosen' and exists (select 1 from kelas_peserta ks join mahasiswa m on m.id = ks.id_mahasiswa
       join users um on um.id = m.user_id where ks.id_kelas_kuliah = kp.id_kelas_kuliah and um.username = 'mahasiswa')
     order by 1 limit 1`,
  );
  kelasA = row!.id;
  const [teman] = await q<{ username: string }>(
    `select u.username from kelas_peserta ks join mahasiswa m on m.id = ks.id_mahasiswa join users u on u.id = m.user_id
     where ks.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' order by 1 limit 1`,
    [kelasA],
  );
  const [luar] = await q<{ username: string }>(
    `select u.username from mahasiswa m join users u on u.id = m.user_id where m.college_id = 1
     and not exists (select 1 from kelas_peserta ks where ks.id_mahasiswa = m.id and ks.id_kelas_kuliah = $1) order by 1 limit 1`,
    [kelasA],
  );
  const [dsnLain] = await q<{ username: string }>(
    `select u.username from dosen d join users u on u.id = d.user_id where d.college_id = 1 and u.username <> 'dosen'
     and not exists (select 1 from kelas_pengajar kp where kp.id_dosen = d.id and kp.id_kelas_kuliah = $1) order by 1 limit 1`,
    [kelasA],
  );
  const [op, opKelas, opLaporan, dsn, dl, mhs, tm, lr] = await Promise.all([
    loginHeaders(t.app, 'operator', 'operator123'),
    loginHeaders(t.app, 'operator.kelas', 'operator123'),
    loginHeaders(t.app, 'operator.laporan', 'operator123'),
    loginHeaders(t.app, 'dosen', 'dosen123'),
    loginHeaders(t.app, dsnLain!.username, 'dosen123'),
    loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(t.app, teman!.username, 'mahasiswa123'),
    loginHeaders(t.app, luar!.username, 'mahasiswa123'),
  ]);
  h = { op, opKelas, opLaporan, dsn, dsnLain: dl, mhs, teman: tm, luar: lr };
});
afterAll(async () => t?.close());

describe('upload permissions per kind', () => {
  const cases: [kind: string, inKelas: boolean, allowed: (keyof typeof h)[], refused: (keyof typeof h)[]][] = [
    ['kunci_ujian', true, ['dsn', 'op'], ['mhs', 'teman', 'opKelas', 'opLaporan', 'dsnLain']],
    ['soal_ujian', true, ['dsn'], ['mhs', 'opKelas']],
    ['pengumpulan_tugas', true, ['mhs', 'teman'], ['dsn', 'op', 'luar']],
    ['jawaban_ujian', true, ['mhs'], ['dsn', 'op']],
    ['materi', true, ['dsn', 'op'], ['mhs', 'opKelas', 'dsnLain']],
    ['banner_kelas', true, [], ['mhs']],
    ['soal_bank_soal', false, ['dsn', 'op'], ['mhs', 'opKelas']],
    ['kunci_bank_soal', false, ['dsnLain'], ['mhs', 'opLaporan']],
  ];
  for (const [kind, inKelas, allowed, refused] of cases) {
    it(`${kind}: ${allowed.join(', ') || '—'} may; ${refused.join(', ')} get 403`, async () => {
      for (const who of allowed) expect([who, (await upload(h[who], kind, inKelas ? kelasA : null)).statusCode]).toEqual([who, 200]);
      for (const who of refused) {
        const res = await upload(h[who], kind, inKelas ? kelasA : null);
        expect([who, res.statusCode]).toEqual([who, 403]);
        expect(res.json().status.message).toBeTruthy();
      }
    });
  }

  it('a student cannot upload kunci_ujian even when the file part comes before the fields (nothing kept)', async () => {
    const before = (await t.database.query<{ n: number }>(`select count(*)::int as n from files`)).rows[0]!.n;
    const mp = multipart([
      { name: 'file', filename: 'kunci.pdf', content: PDF_MINI },
      { name: 'kind', value: 'kunci_ujian' },
      { name: 'id_kelas_kuliah', value: kelasA },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...h.mhs, ...mp.headers }, payload: mp.payload });
    expect(res.statusCode).toBe(403);
    expect((await t.database.query<{ n: number }>(`select count(*)::int as n from files`)).rows[0]!.n).toBe(before);
  });

  it('class kinds need a class and bank kinds refuse one (400 naming id_kelas_kuliah); server kinds are not uploadable', async () => {
    for (const [kind, kelas] of [['kunci_ujian', null], ['pengumpulan_tugas', null], ['soal_bank_soal', kelasA]] as const) {
      const res = await upload(h.op, kind, kelas);
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain('id_kelas_kuliah');
    }
    const report = await upload(h.op, 'laporan_import', null);
    expect(report.statusCode).toBe(400);
    expect(report.json().status.message).toContain('kind');
  });
});

describe('read permissions per kind', () => {
  it('a submission: its student, the class teachers and operators with kelas_kuliah; never classmates', async () => {
    const res = await upload(h.mhs, 'pengumpulan_tugas', kelasA);
    const url = res.json().data.url as string;
    for (const who of ['mhs', 'dsn', 'op', 'opKelas'] as const) expect([who, await status(h[who], url)]).toEqual([who, 200]);
    for (const who of ['teman', 'luar', 'dsnLain', 'opLaporan'] as const) expect([who, await status(h[who], url)]).toEqual([who, 403]);
  });

  it('an answer key: teachers and operators only, never students of the class', async () => {
    const url = (await upload(h.dsn, 'kunci_ujian', kelasA)).json().data.url as string;
    for (const who of ['dsn', 'op', 'opKelas'] as const) expect([who, await status(h[who], url)]).toEqual([who, 200]);
    for (const who of ['mhs', 'teman', 'luar', 'dsnLain'] as const) expect([who, await status(h[who], url)]).toEqual([who, 403]);
  });

  it('a material: every member of the class', async () => {
    const url = (await upload(h.dsn, 'materi', kelasA)).json().data.url as string;
    for (const who of ['dsn', 'mhs', 'teman', 'op', 'opKelas'] as const) expect([who, await status(h[who], url)]).toEqual([who, 200]);
    for (const who of ['luar', 'dsnLain', 'opLaporan'] as const) expect([who, await status(h[who], url)]).toEqual([who, 403]);
  });

  it('a question-bank file not yet in a question: its uploader and operators with bank_soal; not other lecturers', async () => {
    for (const kind of ['kunci_bank_soal', 'soal_bank_soal']) {
      const url = (await upload(h.dsn, kind, null)).json().data.url as string;
      for (const who of ['dsn', 'op'] as const) expect([kind, who, await status(h[who], url)]).toEqual([kind, who, 200]);
      for (const who of ['dsnLain', 'mhs', 'opLaporan'] as const) expect([kind, who, await status(h[who], url)]).toEqual([kind, who, 403]);
    }
  });
});

describe('HTTP Range on downloads', () => {
  /** A minimal MP4: an ftyp box (what the sniffer checks) followed by media bytes 0..255 repeated. */
  const video = Buffer.concat([
    Buffer.from('0000001866747970' + '6d703432' + '00000000' + '6d703432' + '69736f6d', 'hex'),
    Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 256)),
  ]);
  let url: string;
  beforeAll(async () => {
    const res = await upload(h.dsn, 'materi', kelasA, video, 'kuliah-1.mp4');
    expect(res.statusCode).toBe(200);
    url = res.json().data.url;
  });

  it('answers 206 with Content-Range for a part, so a video plays without downloading it whole', async () => {
    const res = await t.app.inject({ url, headers: { ...h.mhs, range: 'bytes=1000-1999' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await t.app.inject({ url, headers: { ...h.mhs, range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const open = await t.app.inject({ url, headers: { ...h.mhs, range: `bytes=${video.length - 5}-` } });
    expect(open.headers['content-range']).toBe(`bytes ${video.length - 5}-${video.length - 1}/${video.length}`);
  });

  it('answers 416 with Content-Range */size when the range starts past the end', async () => {
    const res = await t.app.inject({ url, headers: { ...h.mhs, range: `bytes=${video.length}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(res.json().status.message).toMatch(/Rentang/);
  });

  it('ignores a malformed or multi-part Range (200, whole file), and still checks access first', async () => {
    const res = await t.app.inject({ url, headers: { ...h.mhs, range: 'bytes=0-1,5-9' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(video.length);
    expect((await t.app.inject({ url, headers: { ...h.luar, range: 'bytes=0-9' } })).statusCode).toBe(403);
  });
});

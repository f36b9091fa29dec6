import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF_MINI } from '../storager/multipart.test-helper';
import { loginHeaders } from '../../../test/helpers';
import { buatUjianDenganSoal, setupUjian, soalEsay, type UjianFixture } from './ujian.fixtures';

/**
 * A key attachment (kunci_ujian) follows the key: refused to students until the key is released to them (shown,
 * attempted, key time reached), then readable by those who attempted — never by a classmate who did not.
 */
let f: UjianFixture;
beforeAll(async () => {
  f = await setupUjian();
});
afterAll(async () => f?.t.close());

describe('key attachments after the key time', () => {
  it('opens to the students who attempted, only once the key is released', async () => {
    const body = multipart([
      { name: 'kind', value: 'kunci_ujian' },
      { name: 'id_kelas_kuliah', value: f.kelas },
      { name: 'file', filename: 'kunci.pdf', content: PDF_MINI },
    ]);
    const kunci = (await f.t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...f.dosen, ...body.headers }, payload: body.payload })).json().data;
    const u = await buatUjianDenganSoal(f, { judul: 'Kuis Lampiran Kunci' }, [{ ...soalEsay(), kunci_files: [kunci] } as never]);
    await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, f.mahasiswa);
    await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/selesai`, f.mahasiswa);
    const baca = (h: Record<string, string>) => f.t.app.inject({ url: kunci.url, headers: h });
    expect((await baca(f.mahasiswa)).statusCode).toBe(403);
    await f.q("update ujian set waktu_selesai = now() - interval '1 minute', tampilkan_kunci_jawaban = true, waktu_tampil_kunci = now() + interval '1 hour' where id = $1", [u.id]);
    expect((await baca(f.mahasiswa)).statusCode).toBe(403);
    await f.q("update ujian set waktu_tampil_kunci = now() - interval '1 second' where id = $1", [u.id]);
    expect((await baca(f.mahasiswa)).statusCode).toBe(200);
    const [lain] = await f.q<{ username: string }>(
      `select u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
       where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' and u.is_active order by m.nim limit 1`,
      [f.kelas],
    );
    expect((await baca(await loginHeaders(f.t.app, lain!.username, 'mahasiswa123'))).statusCode).toBe(403);
    expect((await baca(f.mahasiswaLain)).statusCode).toBe(403);
    expect((await baca(f.dosen)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terapkanWaktuBaru, ujianTimeChangedEvent, type WaktuUjianBaru } from '@lms/shared';
import { openSse, openSseAt, type SseConnection } from '../events/sse-client.test-helper';
import { buatUjianDenganSoal, setupUjian, soalPilihan, ujianBody, type UjianFixture } from './ujian.fixtures';

/**
 * Live control (issue 'Exams I' point 6) end to end over the real stream: a change of the exam's duration reaches
 * the taker as `time_changed` with the new deadline already stored; an announcement reaches every taker as
 * `pengumuman_ujian`; a teacher closing one attempt reaches that student as `pengerjaan_ditutup`. A student of the
 * college outside the class receives none of them.
 */
let f: UjianFixture;
let base: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  f = await setupUjian();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of open) c.close();
  await f?.t.close();
});

/** The app's stream carrying `ujian`, or (with `idUjian`) the exam stream of spec 1 §7, which serves the same. */
const stream = async (h: Record<string, string>, idUjian?: number) => {
  const c = idUjian ? await openSseAt(base, `/api/v2/lms/events/ujian/${idUjian}`, h) : await openSse(base, 'stream=ujian&stream=sistem', h);
  expect(c.status).toBe(200);
  open.push(c);
  await c.waitFor((m) => m.event === 'time', 10_000);
  return c;
};
const data = (m: { data: string }) => JSON.parse(m.data) as Record<string, unknown>;

describe('the exam stream', () => {
  it('carries time_changed, announcements and a forced close to the takers only', async () => {
    const u = await buatUjianDenganSoal(f, {}, [soalPilihan()]);
    const started = (await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, f.mahasiswa)).json().data.pengerjaan;
    const [mhs, lain, dosen] = await Promise.all([stream(f.mahasiswa, u.id), stream(f.mahasiswaLain), stream(f.dosen, u.id)]);

    // The lecturer lengthens the attempt from 30 to 50 minutes.
    const detail = (await f.req('GET', `/v2/lms/ujian/${u.id}`, f.dosen)).json().data;
    const put = await f.req('PUT', `/v2/lms/ujian/${u.id}`, f.dosen, ujianBody(f.idPertemuan, { durasi: 50, waktu_mulai: detail.waktu_mulai, waktu_selesai: detail.waktu_selesai }));
    expect(put.statusCode).toBe(200);
    const tc = await mhs.waitFor((m) => m.event === 'time_changed' && data(m).id_ujian === u.id);
    expect(data(tc)).toMatchObject({ id_ujian: u.id, id_kelas_kuliah: f.kelas });
    await dosen.waitFor((m) => m.event === 'time_changed' && data(m).id_ujian === u.id);
    // By the time the event arrives the new deadline is what the attempt answers.
    const me = (await f.req('GET', `/v2/lms/ujian/${u.id}/pengerjaan/me`, f.mahasiswa)).json().data;
    expect(Date.parse(me.pengerjaan.batas_waktu) - Date.parse(started.waktu_mulai)).toBe(50 * 60_000);
    // The event carries the new window, and the deadline the client computes from it is the one the server stored.
    expect(data(tc)).toMatchObject({ waktu_mulai: detail.waktu_mulai, waktu_selesai: detail.waktu_selesai, durasi: 50, gunakan_batas_waktu: true });
    const dihitung = terapkanWaktuBaru({ pengerjaan: started }, ujianTimeChangedEvent.parse(data(tc)) as WaktuUjianBaru);
    expect(dihitung.pengerjaan.batas_waktu).toBe(me.pengerjaan.batas_waktu);

    expect((await f.req('POST', `/v2/lms/ujian/${u.id}/pengumuman`, f.dosen, { isi: 'Soal nomor 1 diperbaiki.' })).statusCode).toBe(200);
    const p = await mhs.waitFor((m) => m.event === 'pengumuman_ujian' && data(m).id_ujian === u.id);
    expect(data(p).id_pengumuman).toEqual(expect.any(Number));

    expect((await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/${started.id}/paksa_selesai`, f.dosen)).statusCode).toBe(200);
    const d = await mhs.waitFor((m) => m.event === 'pengerjaan_ditutup' && data(m).id_ujian === u.id);
    expect(data(d)).toMatchObject({ id_pengerjaan: started.id, cara_selesai: 'paksa' });

    // Everything the student got has long reached every stream; the outsider got none of it.
    await new Promise((r) => setTimeout(r, 300));
    expect(lain.messages.filter((m) => ['time_changed', 'pengumuman_ujian', 'pengerjaan_ditutup'].includes(m.event))).toEqual([]);
    expect(dosen.messages.some((m) => m.event === 'pengerjaan_ditutup')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { EVENT_CATALOG, EVENT_STREAMS, InvalidLiveEventError, jobEvent, parseLiveEvent, parseLiveEventInput, streamOfEvent, type LiveEventInput } from './index';

describe('event catalog', () => {
  it('gives every event name one stream, so one connection can carry several streams', () => {
    const names = EVENT_STREAMS.flatMap((s) => Object.keys(EVENT_CATALOG[s]));
    expect(new Set(names).size).toBe(names.length);
    expect(streamOfEvent('status')).toBe('pertemuan');
    expect(streamOfEvent('job')).toBe('job');
    expect(streamOfEvent('resync')).toBeNull();
  });

  it('applies the payload defaults and refuses what the catalog does not allow', () => {
    const job: LiveEventInput = {
      stream: 'job',
      event: 'job',
      collegeId: 1,
      audience: { kind: 'kelas', id_kelas_kuliah: 'K1' },
      data: { id_job: 'j1', jenis: 'bap_zip', status: 'processing', progress: 40 },
    };
    expect(parseLiveEventInput(job).data).toEqual({ ...job.data, id_kelas_kuliah: null, pesan: null });
    const wrong = [
      { ...job, data: { ...job.data, progress: 140 } },
      { ...job, data: { ...job.data, status: 'selesai' } },
      { ...job, audience: { kind: 'ujian', id_kelas_kuliah: 'K1', id_ujian: 1 } },
      { ...job, stream: 'pertemuan' },
      { ...job, collegeId: 1.5 },
    ];
    for (const w of wrong) expect(() => parseLiveEventInput(w as LiveEventInput)).toThrow(InvalidLiveEventError);
  });

  it('parses received payloads on the client, null for a malformed one or an unknown name', () => {
    const ok = parseLiveEvent('job', { id_job: 'j1', jenis: 'x', status: 'completed', progress: 100 });
    expect(ok).toEqual(jobEvent.parse({ id_job: 'j1', jenis: 'x', status: 'completed', progress: 100 }));
    expect(parseLiveEvent('job', { id_job: 'j1' })).toBeNull();
    expect(parseLiveEvent('cuaca', {})).toBeNull();
  });

  it('does not compile a publish with a payload or audience of another event', () => {
    // @ts-expect-error `status` payload needs id, nomor, status, times
    const a: LiveEventInput = { stream: 'pertemuan', event: 'status', collegeId: 1, audience: { kind: 'kelas', id_kelas_kuliah: 'K' }, data: { id: 1 } };
    // @ts-expect-error meeting status goes to the class, not to a single user
    const b: LiveEventInput = { stream: 'pertemuan', event: 'status', collegeId: 1, audience: { kind: 'user', user_id: 1 }, data: { id: 1, id_kelas_kuliah: 'K', nomor: 1, status: 's', mulai_kuliah: null, selesai_kuliah: null } };
    // @ts-expect-error server time is never published through the bus
    const c: LiveEventInput = { stream: 'sistem', event: 'time', collegeId: 1, audience: { kind: 'user', user_id: 1 }, data: { server_time: '', time_zone: '' } };
    expect([a, b, c]).toHaveLength(3);
  });
});

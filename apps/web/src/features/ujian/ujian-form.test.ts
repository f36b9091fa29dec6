import { describe, expect, it } from 'vitest';
import { PESAN_UJIAN, type UjianItem } from '@lms/shared';
import { keLokal, nilaiAwalUjian, nilaiDariUjian, periksaFormUjian, pesanHapusUjian, toSalinBody, toUjianBody } from './ujian-form';

const tz = 'Asia/Jakarta';
const now = Date.parse('2026-11-21T03:00:00Z'); // 10:00 WIB
const meeting = { id: 7, waktu_mulai: '2026-11-22T01:00:00Z', waktu_selesai: '2026-11-22T03:00:00Z' };

describe('exam form', () => {
  it('defaults: shown, closed-book, no randomising, no time limit, no key; the window of a meeting still ahead', () => {
    const v = nilaiAwalUjian(meeting, tz, now);
    expect(v).toMatchObject({ id_pertemuan: '7', sifat: 'close', acak_soal: false, ditampilkan: true, gunakan_batas_waktu: false, tampilkan_kunci_jawaban: false });
    expect(v.waktu_mulai).toBe('2026-11-22 08:00:00');
    expect(nilaiAwalUjian({ ...meeting, waktu_mulai: '2026-11-21T02:00:00Z' }, tz, now).waktu_mulai).toBeNull();
  });

  it('turns wall-clock times of the college into UTC and drops what does not apply', () => {
    const v = { ...nilaiAwalUjian(meeting, tz, now), judul: ' Kuis 1 ', deskripsi: 'Kerjakan', durasi: 30 };
    const body = toUjianBody(v, tz);
    expect(body).toMatchObject({ id_pertemuan: 7, judul: 'Kuis 1', deskripsi: '<p>Kerjakan</p>', durasi: null, waktu_mulai: '2026-11-22T01:00:00Z', peserta_remedial: [] });
    expect(toUjianBody({ ...v, gunakan_batas_waktu: true }, tz).durasi).toBe(30);
    expect(keLokal('2026-11-22T01:00:00Z', 'Asia/Makassar')).toBe('2026-11-22 09:00:00');
  });

  it('gives the spec messages in order', () => {
    const v = { ...nilaiAwalUjian(null, tz, now), gunakan_batas_waktu: true };
    const msgs = periksaFormUjian(v, { tz, now, perluPertemuan: true }).map((m) => m.message);
    expect(msgs).toEqual([
      PESAN_UJIAN.pertemuanWajib,
      PESAN_UJIAN.durasiWajib,
      PESAN_UJIAN.judulWajib,
      PESAN_UJIAN.deskripsiWajib,
      PESAN_UJIAN.waktuMulaiWajib,
      PESAN_UJIAN.waktuSelesaiWajib,
    ]);
    const ok = { ...nilaiAwalUjian(meeting, tz, now), judul: 'x', deskripsi: 'y', gunakan_batas_waktu: true, durasi: 4 };
    expect(periksaFormUjian(ok, { tz, now, perluPertemuan: false }).map((m) => m.message)).toEqual([PESAN_UJIAN.durasiMin]);
  });

  it('copies an exam into this meeting with the times set here; picks the right delete confirmation', () => {
    const src = {
      ...toUjianBody({ ...nilaiAwalUjian(meeting, tz, now), judul: 'Lama', deskripsi: 'd', acak_soal: true }, tz),
      id: 3,
      id_pertemuan: 1,
      jenis: 'uts',
      waktu_tampil_kunci: null,
      durasi: null,
      peserta_remedial: [],
    } as unknown as UjianItem;
    const v = { ...nilaiAwalUjian({ ...meeting, id: 9 }, tz, now) };
    const body = toSalinBody(src, v, tz);
    expect(body).toMatchObject({ id_ujian: 3, id_pertemuan: 9, judul: 'Lama', jenis: 'uts', acak_soal: true, waktu_mulai: '2026-11-22T01:00:00Z' });
    expect(nilaiDariUjian(src, tz).judul).toBe('Lama');
    const pesan = { remedial: 'R', pengerjaan: 'P', biasa: 'B' };
    expect(pesanHapusUjian({ jumlah_pengerjaan: 2, has_remedial: true }, pesan)).toBe('R');
    expect(pesanHapusUjian({ jumlah_pengerjaan: 2, has_remedial: false }, pesan)).toBe('P');
    expect(pesanHapusUjian({ jumlah_pengerjaan: 0, has_remedial: false }, pesan)).toBe('B');
  });
});

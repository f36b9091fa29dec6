import { describe, expect, it } from 'vitest';
import { PESAN_PERTEMUAN, type PertemuanDetail } from '@lms/shared';
import { HARAP_ISI, toFormValues, toUpdateBody, validateUbahPertemuan } from './ubah-pertemuan-form';

const TZ = 'Asia/Jakarta';

const detail = (over: Partial<PertemuanDetail> = {}): PertemuanDetail => ({
  id: 7,
  nomor: 3,
  judul: 'Normalisasi',
  deskripsi: '<p>Bab 3</p>',
  kategori: 'kuliah',
  jenis: 'online',
  status: 'belum_dimulai',
  // 24/11/2026 07:30-10:00 WIB
  waktu_mulai: '2026-11-24T00:30:00Z',
  waktu_selesai: '2026-11-24T03:00:00Z',
  mulai_kuliah: null,
  selesai_kuliah: null,
  peserta_hadir: 0,
  progress_peserta: 0,
  parameter_kehadiran: { hadir_vidcon: true, kerjakan_kuis_ujian: false, kerjakan_tugas: false, posting_forum: false, unduh_materi: true },
  waktu_terakhir_update_kehadiran: null,
  waktu_batas_aktivitas: null,
  default_deadline_materi: null,
  id_kampus: null,
  id_sesi: 1,
  id_ruangan: 4,
  ruangan: { id: 4, nama: 'Gedung A Ruang 301' },
  periode: 20261,
  id_kelas_kuliah: 'k1',
  kelas_kuliah: { id: 'k1', periode: 20261, mata_kuliah: { id: 1, kode: 'TIF201', nama: 'Basis Data' }, kelas: { id: 1, nama: 'A', jenis: { nama: 'Reguler' } }, mode_kuliah: 'online' },
  count_activity: { materi: 0, tugas: 0, vidcon: 0, ujian: 0, forum: 0, teks: 0 },
  pengajar_kelas: [],
  can: { start: true, end: false, edit: true, ubah_jadwal: true },
  ...over,
});

describe('toFormValues', () => {
  it('shows the schedule on the college wall clock', () => {
    const v = toFormValues(detail(), TZ);
    expect(v).toMatchObject({ tanggal: '2026-11-24', jam_mulai: '07:30', jam_selesai: '10:00', id_sesi: '1', id_ruangan: '4', deskripsi: 'Bab 3' });
    expect(toFormValues(detail(), 'Asia/Jayapura')).toMatchObject({ jam_mulai: '09:30', jam_selesai: '12:00' });
  });
});

describe('validateUbahPertemuan', () => {
  const opts = { ubahJadwal: true, tz: TZ };

  it("requires the date and both times with 'Harap isi bidang ini'", () => {
    const v = { ...toFormValues(detail(), TZ), tanggal: null, jam_mulai: '', jam_selesai: '' };
    expect(validateUbahPertemuan(v, opts)).toEqual({ tanggal: HARAP_ISI, jam_mulai: HARAP_ISI, jam_selesai: HARAP_ISI });
    expect(HARAP_ISI).toBe('Harap isi bidang ini');
  });

  it('refuses an end at or before the start', () => {
    const v = { ...toFormValues(detail(), TZ), jam_mulai: '10:00', jam_selesai: '10:00' };
    expect(validateUbahPertemuan(v, opts).jam_selesai).toBe(PESAN_PERTEMUAN.waktuSelesaiSebelumMulai);
  });

  it('does not check the schedule when it may not change', () => {
    const v = { ...toFormValues(detail(), TZ), tanggal: null, jam_mulai: '' };
    expect(validateUbahPertemuan(v, { ubahJadwal: false, tz: TZ })).toEqual({});
  });

  it('requires a title', () => {
    expect(validateUbahPertemuan({ ...toFormValues(detail(), TZ), judul: '   ' }, opts).judul).toBe(HARAP_ISI);
  });
});

describe('toUpdateBody', () => {
  const opts = { ubahJadwal: true, tz: TZ };

  it('sends nothing when nothing changed', () => {
    expect(toUpdateBody(toFormValues(detail(), TZ), detail(), opts)).toEqual({});
  });

  it('sends a moved schedule in UTC and the changed room', () => {
    const v = { ...toFormValues(detail(), TZ), tanggal: '2026-11-25', jam_mulai: '13:00', jam_selesai: '15:30', id_ruangan: '9' };
    expect(toUpdateBody(v, detail(), opts)).toEqual({
      waktu_mulai: '2026-11-25T06:00:00Z',
      waktu_selesai: '2026-11-25T08:30:00Z',
      id_ruangan: 9,
    });
  });

  it('leaves the schedule out when it may not change, but keeps other edits', () => {
    const v = { ...toFormValues(detail(), TZ), judul: 'Normalisasi (revisi)', jam_mulai: '13:00', id_ruangan: null };
    expect(toUpdateBody(v, detail(), { ubahJadwal: false, tz: TZ })).toEqual({ judul: 'Normalisasi (revisi)' });
  });

  it('sends the description as HTML and the whole attendance map when a flag changed', () => {
    const v = toFormValues(detail(), TZ);
    v.deskripsi = 'Bab 3\n\nBaca <strong>modul</strong>';
    v.parameter_kehadiran = { ...v.parameter_kehadiran, posting_forum: true };
    const body = toUpdateBody(v, detail(), opts);
    expect(body.deskripsi).toBe('<p>Bab 3</p><p>Baca <strong>modul</strong></p>');
    expect(body.parameter_kehadiran).toEqual({ hadir_vidcon: true, kerjakan_kuis_ujian: false, kerjakan_tugas: false, posting_forum: true, unduh_materi: true });
  });

  it('sends deadlines set on the wall clock as UTC and a cleared one as null', () => {
    const p = detail({ default_deadline_materi: '2026-11-30T16:59:59Z' });
    const v = { ...toFormValues(p, TZ), waktu_batas_aktivitas: '2026-11-28 23:59:00', default_deadline_materi: null };
    expect(toUpdateBody(v, p, opts)).toEqual({ waktu_batas_aktivitas: '2026-11-28T16:59:00Z', default_deadline_materi: null });
  });
});

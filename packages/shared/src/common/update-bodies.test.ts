import { describe, expect, it } from 'vitest';
import { forumBody, forumUpdateBody } from '../forum';
import { PENGATURAN_KELAS_BAWAAN, ubahPengaturanBody } from '../pengaturan';
import { pertemuanTeksUpdateBody, pertemuanUpdateBody } from '../pertemuan';
import { vidconUpdateBody } from '../vidcon';

/**
 * A partial update body (PUT: a field left out keeps its value) fills in nothing the user did not send: zod 4 applies
 * a `.default()` even inside `.partial()`, so an update built from a create schema with defaults would reset those
 * fields on every save (issue 30: a forum closed with only waktu_selesai lost its grading).
 */
describe('partial update bodies', () => {
  it('forum: one field sent is the only field parsed; the create body keeps its defaults', () => {
    const waktu_selesai = '2026-11-21T03:00:00+07:00';
    expect(forumUpdateBody.parse({ waktu_selesai })).toEqual({ waktu_selesai });
    expect(forumUpdateBody.parse({ penilaian_keaktifan: false })).toEqual({ penilaian_keaktifan: false });
    expect(forumUpdateBody.parse({})).toEqual({});
    const create = forumBody.parse({ id_pertemuan: 1, judul: 'Diskusi', deskripsi: '<p>x</p>', waktu_mulai: waktu_selesai, waktu_selesai });
    expect(create).toMatchObject({ penilaian_keaktifan: false, minimal_post: 1 });
  });

  it('the other partial update bodies fill in nothing either', () => {
    expect(vidconUpdateBody.parse({ judul: 'Kelas daring' })).toEqual({ judul: 'Kelas daring' });
    expect(pertemuanTeksUpdateBody.parse({ isi: '<p>isi</p>' })).toEqual({ isi: '<p>isi</p>' });
    expect(pertemuanUpdateBody.parse({ parameter_kehadiran: { hadir_vidcon: true } })).toEqual({ parameter_kehadiran: { hadir_vidcon: true } });
    // Settings are saved a whole section at a time: one section sent, one section parsed.
    expect(Object.keys(ubahPengaturanBody.parse({ pengaturan_kelas: PENGATURAN_KELAS_BAWAAN }))).toEqual(['pengaturan_kelas']);
  });
});

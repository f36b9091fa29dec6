import { describe, expect, it } from 'vitest';
import { PESAN_FORUM, type ForumItem } from '@lms/shared';
import { keLokal, nilaiAwalForum, toForumBody, toForumUpdateBody, validasiForumForm, type ForumFormValues } from './forum-form';

const tz = 'Asia/Jakarta';
// 2026-11-21 10:00 WIB
const now = Date.parse('2026-11-21T03:00:00Z');
const valid: ForumFormValues = {
  id_pertemuan: '5',
  judul: 'Diskusi Bab 3',
  deskripsi: 'Bahas **graf**',
  tanggal_mulai: '2026-11-21',
  jam_mulai: '08:00',
  tanggal_selesai: '2026-11-22',
  jam_selesai: '08:00',
  penilaian_keaktifan: true,
  minimal_post: 2,
};
const forum = {
  id: 9,
  id_pertemuan: 5,
  judul: 'Diskusi Bab 3',
  deskripsi: '<p>Bahas graf</p>',
  waktu_mulai: '2026-11-21T01:00:00Z',
  waktu_selesai: '2026-11-22T01:00:00Z',
  penilaian_keaktifan: true,
  minimal_post: 2,
  jumlah_peserta_join: 3,
} as ForumItem;

describe('validasiForumForm', () => {
  const k = { tz, now, pilihPertemuan: true, forum: null };
  it('accepts a complete form', () => {
    expect(validasiForumForm(valid, k)).toEqual({});
  });
  it('requires the spec’s fields with their messages', () => {
    const e = validasiForumForm({ ...valid, id_pertemuan: null, judul: ' ', deskripsi: '', tanggal_mulai: null, jam_selesai: '', minimal_post: '' }, k);
    expect(e).toEqual({
      id_pertemuan: PESAN_FORUM.pertemuanWajib,
      judul: PESAN_FORUM.judulWajib,
      deskripsi: PESAN_FORUM.deskripsiWajib,
      tanggal_mulai: PESAN_FORUM.waktuMulaiWajib,
      jam_selesai: PESAN_FORUM.waktuSelesaiWajib,
      minimal_post: PESAN_FORUM.minimalPostWajib,
    });
    expect(validasiForumForm({ ...valid, id_pertemuan: null }, { ...k, pilihPertemuan: false })).toEqual({});
  });
  it('holds the start to yesterday (college zone) and before the end; minimal_post at least 1', () => {
    expect(validasiForumForm({ ...valid, tanggal_mulai: '2026-11-20', jam_mulai: '00:00' }, k)).toEqual({});
    expect(validasiForumForm({ ...valid, tanggal_mulai: '2026-11-19', jam_mulai: '23:59' }, k).tanggal_mulai).toBe(PESAN_FORUM.waktuMulaiTerlaluAwal);
    expect(validasiForumForm({ ...valid, tanggal_selesai: '2026-11-21', jam_selesai: '07:00' }, k).tanggal_selesai).toBe(PESAN_FORUM.waktuSelesaiSebelumMulai);
    expect(validasiForumForm({ ...valid, minimal_post: 0 }, k).minimal_post).toBe(PESAN_FORUM.minimalPostMin);
  });
  it('locks the start of a forum with participants, and lets an unchanged old start be', () => {
    const edit = { ...k, forum };
    const same = nilaiAwalForum(forum, null, tz);
    expect(validasiForumForm(same, { ...edit, now: Date.parse('2026-12-30T00:00:00Z') })).toEqual({});
    expect(validasiForumForm({ ...same, jam_mulai: '09:00' }, edit).tanggal_mulai).toBe(PESAN_FORUM.waktuMulaiTerkunci);
  });
});

describe('bodies', () => {
  it('sends UTC ISO and HTML', () => {
    expect(toForumBody(valid, tz, 5)).toMatchObject({ id_pertemuan: 5, waktu_mulai: '2026-11-21T01:00:00Z', waktu_selesai: '2026-11-22T01:00:00Z', minimal_post: 2 });
    expect(keLokal('2026-11-21T01:00:00Z', tz)).toEqual({ tanggal: '2026-11-21', jam: '08:00' });
  });
  it('an edit sends only what changed', () => {
    const v = nilaiAwalForum(forum, null, tz);
    expect(toForumUpdateBody(v, forum, tz)).toEqual({});
    expect(toForumUpdateBody({ ...v, judul: 'Baru', minimal_post: 3 }, forum, tz)).toEqual({ judul: 'Baru', minimal_post: 3 });
  });
});

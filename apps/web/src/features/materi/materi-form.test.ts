import { describe, expect, it } from 'vitest';
import { PESAN_MATERI, type MateriItem } from '@lms/shared';
import { nilaiAwalMateri, periksaMateri, periksaSalin, sesuaikanPertemuan, tampilSyaratAwal, toMateriFormData, toSalinBody, type MateriFormValues } from './materi-form';

const tz = 'Asia/Jakarta';
const now = Date.parse('2026-11-20T03:00:00Z'); // 10:00 WIB
const belum = { id: 7, jenis: 'online', status: 'belum_dimulai', default_deadline_materi: '2026-11-27T16:59:00Z' };
const ctx = { tz, now, perluPertemuan: false, pertemuanOffline: false };
const isi = (over: Partial<MateriFormValues> = {}): MateriFormValues => ({
  ...nilaiAwalMateri({ pertemuan: belum, idPertemuan: 7, tz }),
  judul: 'Bab 1',
  deskripsi: 'Pengantar',
  tipe_file: 'ebook',
  jenis_materi: 'modul',
  file: new File(['%PDF'], 'bab1.pdf'),
  ...over,
});

describe('initial values', () => {
  it("start shown now, not required, with the meeting's default deadline in the college's zone", () => {
    expect(tampilSyaratAwal(belum, tz)).toEqual({ tampil: 'sekarang', tanggal_tampil: null, jam_tampil: '', syarat: 'tidak', tanggal_deadline: '2026-11-27', jam_deadline: '23:59' });
    expect(tampilSyaratAwal({ ...belum, status: 'berlangsung' }, tz).tanggal_deadline).toBeNull();
    expect(tampilSyaratAwal({ ...belum, jenis: 'offline' }, tz).syarat).toBeNull();
  });
  it('switching to an offline meeting clears the requirement; back online starts it at Tidak', () => {
    const v = tampilSyaratAwal(belum, tz);
    const off = sesuaikanPertemuan({ ...v, syarat: 'ya' }, { ...belum, jenis: 'offline' }, tz);
    expect(off.syarat).toBeNull();
    expect(sesuaikanPertemuan(off, belum, tz).syarat).toBe('tidak');
  });
  it('an edit starts from the material', () => {
    const m = { id: 1, id_pertemuan: 7, judul: 'A', deskripsi: 'B', tipe_file: 'video', jenis_materi: 'modul', file: { name: 'v.mp4' }, file_url: null, is_tampil: false, waktu_mulai_tampil: '2026-11-21T01:00:00Z', is_syarat_hadir: true, deadline: '2026-11-22T01:00:00Z' } as unknown as MateriItem;
    expect(nilaiAwalMateri({ materi: m, pertemuan: belum, idPertemuan: null, tz })).toMatchObject({ id_pertemuan: '7', tampil: 'nanti', tanggal_tampil: '2026-11-21', jam_tampil: '08:00', syarat: 'ya', nama_file_lama: 'v.mp4' });
  });
});

describe('periksaMateri', () => {
  it('passes a complete form', () => {
    expect(periksaMateri(isi(), ctx)).toMatchObject({ errors: {}, lengkap: true, pertama: null });
  });
  it("marks every empty required field with spec 2 §5's message ('Pengisian Data Belum Lengkap!')", () => {
    const r = periksaMateri(isi({ id_pertemuan: null, judul: '', deskripsi: '', tipe_file: null, jenis_materi: null, tampil: 'nanti' }), { ...ctx, perluPertemuan: true });
    expect(r.lengkap).toBe(false);
    expect(r.errors).toEqual({
      id_pertemuan: PESAN_MATERI.pertemuanWajib,
      judul: PESAN_MATERI.judulWajib,
      deskripsi: PESAN_MATERI.deskripsiWajib,
      tipe_file: PESAN_MATERI.tipeWajib,
      jenis_materi: PESAN_MATERI.jenisWajib,
      tanggal_tampil: PESAN_MATERI.waktuTampilWajib,
    });
  });
  it('reads the display and deadline in the college zone', () => {
    const lampau = periksaMateri(isi({ tampil: 'nanti', tanggal_tampil: '2026-11-20', jam_tampil: '09:00' }), ctx);
    expect(lampau.errors.tanggal_tampil).toBe(PESAN_MATERI.waktuTampilLampau);
    const dekat = periksaMateri(isi({ syarat: 'ya', tanggal_deadline: '2026-11-20', jam_deadline: '10:03' }), ctx);
    expect(dekat.errors.tanggal_deadline).toBe(PESAN_MATERI.deadlineSetelahTampil(5));
    expect(periksaMateri(isi({ syarat: 'ya' }), ctx).errors).toEqual({});
  });
  it('keeps the stored file on an edit unless the type no longer takes it', () => {
    expect(periksaMateri(isi({ file: null, nama_file_lama: 'bab1.pdf' }), ctx).errors).toEqual({});
    expect(periksaMateri(isi({ file: null, nama_file_lama: 'bab1.pdf', tipe_file: 'video' }), ctx).errors.file).toBe('File type .pdf is not allowed');
    expect(periksaMateri(isi({ file: null, nama_file_lama: null }), ctx).errors.file).toBe(PESAN_MATERI.materiWajib);
  });
});

describe('request bodies', () => {
  it('multipart: fields first, then the file; dates in UTC', () => {
    const fd = toMateriFormData(isi({ syarat: 'ya', tampil: 'nanti', tanggal_tampil: '2026-11-21', jam_tampil: '08:00' }), tz, { kirimPertemuan: true });
    const keys = [...fd.keys()];
    expect(keys[0]).toBe('id_pertemuan');
    expect(keys.at(-1)).toBe('file');
    expect(fd.get('waktu_mulai_tampil')).toBe('2026-11-21T01:00:00.000Z');
    expect(fd.get('deadline')).toBe('2026-11-27T16:59:00.000Z');
    expect(fd.get('is_syarat_hadir')).toBe('true');
    expect(toMateriFormData(isi({ syarat: null }), tz, { kirimPertemuan: false }).get('is_syarat_hadir')).toBe('null');
  });
  it("the copy payload of spec 2 §3 (type 'salin', list_id …)", () => {
    const v = { ...tampilSyaratAwal(belum, tz), id_pertemuan: '7', list_id: [3, 4] };
    expect(toSalinBody(v, tz)).toEqual({ type: 'salin', id_pertemuan: 7, list_id: [3, 4], is_syarat_hadir: false, tampil_sekarang: true, waktu_mulai_tampil: null, deadline: null });
    expect(periksaSalin({ ...v, list_id: [] }, ctx)).toEqual({ list_id: PESAN_MATERI.materiWajib });
  });
});

import { describe, expect, it } from 'vitest';
import {
  EKSTENSI_MATERI,
  PESAN_MATERI,
  bacaCukup,
  batasUkuranMateri,
  batasiSegmen,
  deadlineBawaan,
  ekstensiCocok,
  gabungSegmen,
  materiFormFields,
  materiSalinBody,
  normalisasiUrl,
  persenSegmen,
  sisaDetikBaca,
  syaratHadirBawaan,
  tipeBerkasDariNama,
  validasiFormMateri,
  type FormMateri,
} from './index';

const now = new Date('2026-11-20T03:00:00Z');
const menit = (n: number) => new Date(now.getTime() + n * 60_000);
const form = (over: Partial<FormMateri> = {}): FormMateri => ({
  id_pertemuan: 1,
  judul: 'Bab 1',
  deskripsi: 'Pengantar',
  tipe_file: 'ebook',
  jenis_materi: 'modul',
  nama_file: 'bab1.pdf',
  file_url: null,
  tampil_sekarang: true,
  waktu_mulai_tampil: null,
  is_syarat_hadir: false,
  deadline: null,
  ...over,
});
const ctx = { now, pertemuanOffline: false, perluPertemuan: false };
const messages = (f: FormMateri, c = ctx) => validasiFormMateri(f, c).map((e) => e.message);

describe('material types', () => {
  it('accepts the extensions of spec 2 §5 per type, case-insensitively', () => {
    expect(ekstensiCocok('ebook', 'Bab 1.PDF')).toBe(true);
    expect(ekstensiCocok('video', 'kuliah.mpeg')).toBe(true);
    expect(ekstensiCocok('audio', 'rekaman.opus')).toBe(true);
    expect(ekstensiCocok('archive', 'kode.rar')).toBe(true);
    expect(ekstensiCocok('ebook', 'kuliah.mp4')).toBe(false);
    expect(EKSTENSI_MATERI.audio).toEqual(expect.arrayContaining(['.mp3', '.wav', '.ogg', '.acc', '.opus', '.webm']));
  });
  it('suggests a type by name; ambiguous containers count as video', () => {
    expect(tipeBerkasDariNama('a.docx')).toBe('ebook');
    expect(tipeBerkasDariNama('a.webm')).toBe('video');
    expect(tipeBerkasDariNama('a.mp3')).toBe('audio');
    expect(tipeBerkasDariNama('a.exe')).toBeNull();
  });
});

describe('normalisasiUrl', () => {
  it('adds http:// when the link has no scheme', () => {
    expect(normalisasiUrl('  www.example.ac.id/modul ')).toBe('http://www.example.ac.id/modul');
    expect(normalisasiUrl('https://example.ac.id')).toBe('https://example.ac.id');
  });
  it('refuses what is not an http(s) link', () => {
    expect(normalisasiUrl('')).toBeNull();
    expect(normalisasiUrl('javascript://alert(1)')).toBeNull();
    expect(normalisasiUrl('ftp://example.ac.id')).toBeNull();
    expect(normalisasiUrl('bukan url')).toBeNull();
  });
});

describe('validasiFormMateri', () => {
  it('passes a complete form', () => {
    expect(messages(form())).toEqual([]);
  });
  it("lists spec 2 §5's messages in the form's order", () => {
    const empty = form({ id_pertemuan: null, judul: ' ', deskripsi: '', tipe_file: '', jenis_materi: '', nama_file: null, tampil_sekarang: false });
    expect(messages(empty, { ...ctx, perluPertemuan: true })).toEqual([
      PESAN_MATERI.pertemuanWajib,
      PESAN_MATERI.judulWajib,
      PESAN_MATERI.deskripsiWajib,
      PESAN_MATERI.tipeWajib,
      PESAN_MATERI.jenisWajib,
      PESAN_MATERI.waktuTampilWajib,
    ]);
    expect(messages(form({ nama_file: null }))).toEqual([PESAN_MATERI.materiWajib]);
  });
  it('checks the file against the chosen type', () => {
    expect(messages(form({ tipe_file: 'video', nama_file: 'bab1.pdf' }))).toEqual(['File type .pdf is not allowed']);
  });
  it('needs a valid link for url materials', () => {
    expect(messages(form({ tipe_file: 'url', nama_file: null, file_url: '' }))).toEqual([PESAN_MATERI.urlWajib]);
    expect(messages(form({ tipe_file: 'url', nama_file: null, file_url: 'a b' }))).toEqual([PESAN_MATERI.urlTidakValid]);
    expect(messages(form({ tipe_file: 'url', nama_file: null, file_url: 'example.ac.id' }))).toEqual([]);
  });
  it('refuses a display time in the past, except the stored one on an update', () => {
    const lampau = menit(-30);
    expect(messages(form({ tampil_sekarang: false, waktu_mulai_tampil: lampau }))).toEqual([PESAN_MATERI.waktuTampilLampau]);
    expect(messages(form({ tampil_sekarang: false, waktu_mulai_tampil: lampau }), { ...ctx, waktuTampilTersimpan: lampau } as typeof ctx)).toEqual([]);
    // a time picked "now" that arrives a few seconds later is still now
    expect(messages(form({ tampil_sekarang: false, waktu_mulai_tampil: new Date(now.getTime() - 30_000) }))).toEqual([]);
  });
  it('requires a deadline at least 5 minutes after display when attendance is required', () => {
    expect(messages(form({ is_syarat_hadir: true }))).toEqual([PESAN_MATERI.deadlineWajib]);
    expect(messages(form({ is_syarat_hadir: true, deadline: menit(4) }))).toEqual([PESAN_MATERI.deadlineSetelahTampil(5)]);
    expect(messages(form({ is_syarat_hadir: true, deadline: menit(5) }))).toEqual([]);
    expect(messages(form({ tampil_sekarang: false, waktu_mulai_tampil: menit(60), is_syarat_hadir: true, deadline: menit(30) }))).toEqual([
      PESAN_MATERI.deadlineSetelahTampil(5),
    ]);
    expect(messages(form({ is_syarat_hadir: true, deadline: menit(-10) }))).toEqual([PESAN_MATERI.deadlineLampau]);
  });
  it('never requires attendance on an offline meeting', () => {
    const off = { ...ctx, pertemuanOffline: true };
    expect(messages(form({ is_syarat_hadir: true, deadline: menit(60) }), off)).toEqual([PESAN_MATERI.offlineTanpaSyarat]);
    expect(messages(form({ is_syarat_hadir: null }), off)).toEqual([]);
  });
});

describe('form defaults', () => {
  it("takes the meeting's default deadline only while it has not started", () => {
    expect(deadlineBawaan({ status: 'belum_dimulai', default_deadline_materi: '2026-11-27T16:59:00Z' })).toBe('2026-11-27T16:59:00Z');
    expect(deadlineBawaan({ status: 'berlangsung', default_deadline_materi: '2026-11-27T16:59:00Z' })).toBeNull();
  });
  it('offline meetings start with no requirement (null)', () => {
    expect(syaratHadirBawaan('offline')).toBeNull();
    expect(syaratHadirBawaan('online')).toBe(false);
    expect(syaratHadirBawaan('campuran')).toBe(false);
  });
});

describe('e-book countdown', () => {
  it('counts whole seconds left since the card was opened', () => {
    const buka = new Date(now.getTime() - 59_500);
    expect(sisaDetikBaca(buka, now, 60)).toBe(1);
    expect(sisaDetikBaca(buka, now, 30)).toBe(0);
  });
  it('allows one second of network slack, never more', () => {
    expect(bacaCukup(new Date(now.getTime() - 59_200), now, 60)).toBe(true);
    expect(bacaCukup(new Date(now.getTime() - 50_000), now, 60)).toBe(false);
  });
});

describe('watched segments', () => {
  it('merges overlapping and touching stretches', () => {
    let s = gabungSegmen([], [0, 5]);
    s = gabungSegmen(s, [4, 8]);
    s = gabungSegmen(s, [20, 25]);
    s = gabungSegmen(s, [8, 10]);
    expect(s).toEqual([
      [0, 10],
      [20, 25],
    ]);
    expect(persenSegmen(s, 60)).toBe(25);
  });
  it('credits no more than could have played since the last report', () => {
    // 5 s of real time at most 2x speed plus 2 s slack: 12 media seconds
    expect(batasiSegmen(0, 300, 5000, 600)).toEqual([0, 12]);
    expect(batasiSegmen(10, 14, 5000, 600)).toEqual([10, 14]);
    // a report past the end is cut at the end; an empty one credits nothing
    expect(batasiSegmen(55, 70, 10_000, 60)).toEqual([55, 60]);
    expect(batasiSegmen(30, 30, 5000, 60)).toBeNull();
  });
  it('never goes above 100% and is 0 without a duration', () => {
    expect(persenSegmen([[0, 100]], 60)).toBe(100);
    expect(persenSegmen([[0, 10]], null)).toBe(0);
  });
});

describe('request schemas', () => {
  it('reads multipart strings: booleans, null requirement, empty dates', () => {
    const r = materiFormFields.parse({ judul: ' Bab 1 ', deskripsi: 'x', tipe_file: 'ebook', jenis_materi: 'modul', tampil_sekarang: 'true', is_syarat_hadir: 'null', deadline: '' });
    expect(r).toMatchObject({ judul: 'Bab 1', tampil_sekarang: true, is_syarat_hadir: null, deadline: null });
  });
  it("names spec messages for a missing type and an empty copy", () => {
    expect(materiFormFields.safeParse({ tipe_file: 'gambar' }).error?.issues[0]?.message).toBe(PESAN_MATERI.tipeWajib);
    expect(materiSalinBody.safeParse({ id_pertemuan: 1, list_id: [] }).error?.issues[0]?.message).toBe(PESAN_MATERI.materiWajib);
  });
});

describe('batasUkuranMateri', () => {
  it("reads ukuran_max_file.materi of the chosen type, else the default", () => {
    const setting = { materi: { ebook: 5, video: 300, audio: 15, archive: 40 } };
    expect(batasUkuranMateri(setting, 'audio')).toBe(15_000_000);
    expect(batasUkuranMateri(setting, 'archive')).toBe(40_000_000);
    expect(batasUkuranMateri(null, 'video')).toBe(100_000_000);
  });
});

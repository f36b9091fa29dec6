import {
  parseDate,
  periksaUjian,
  resolveTimeZone,
  waktuLokal,
  zonedToUtcIso,
  type JenisUjian,
  type MasalahForm,
  type SifatUjian,
  type UjianBody,
  type UjianItem,
} from '@lms/shared';
import { editorTextToHtml, htmlToEditorText, isBlankEditorText } from '@/components/html-editor-text';

/**
 * The exam modal ('Buat Kuis/Ujian Baru', 'Salin Kuis/Ujian Lain', edit): its values, the spec's rules (the same
 * `periksaUjian` the API runs, so messages and order match) and the save payload. Times are wall-clock values in
 * the college's zone ('YYYY-MM-DD HH:mm:ss'); they become UTC ISO only in the body.
 */
export type UjianFormValues = {
  id_pertemuan: string | null;
  jenis: JenisUjian | null;
  judul: string;
  /** Editor text (see html-editor-text). */
  deskripsi: string;
  sifat: SifatUjian;
  acak_soal: boolean;
  ditampilkan: boolean;
  gunakan_batas_waktu: boolean;
  durasi: number | string;
  waktu_mulai: string | null;
  waktu_selesai: string | null;
  tampilkan_kunci_jawaban: boolean;
  waktu_tampil_kunci: string | null;
  id_ujian_utama: string | null;
  peserta_remedial: string[];
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the college's wall clock 'YYYY-MM-DD HH:mm:ss'; null when empty. */
export function keLokal(iso: string | null | undefined, tz: string): string | null {
  const d = parseDate(iso);
  if (!d) return null;
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return `${w.tahun}-${pad(w.bulan)}-${pad(w.tanggal)} ${pad(w.jam)}:${pad(w.menit)}:${pad(w.detik)}`;
}

const keUtc = (local: string | null, tz: string) => (local ? zonedToUtcIso(local, tz) : null);

export type MeetingRef = { id: number; waktu_mulai: string; waktu_selesai: string } | null;

/**
 * A new exam: shown, closed-book, no randomising, no time limit, no key (spec 2 §4). Its window is the meeting's
 * while the meeting is still ahead; once the meeting started the start is left empty (spec 2 §5).
 */
export function nilaiAwalUjian(pertemuan: MeetingRef, tz: string, now: number): UjianFormValues {
  const mulaiNanti = pertemuan && Date.parse(pertemuan.waktu_mulai) > now;
  return {
    id_pertemuan: pertemuan ? String(pertemuan.id) : null,
    jenis: 'kuis',
    judul: '',
    deskripsi: '',
    sifat: 'close',
    acak_soal: false,
    ditampilkan: true,
    gunakan_batas_waktu: false,
    durasi: '',
    waktu_mulai: mulaiNanti ? keLokal(pertemuan.waktu_mulai, tz) : null,
    waktu_selesai: mulaiNanti ? keLokal(pertemuan.waktu_selesai, tz) : null,
    tampilkan_kunci_jawaban: false,
    waktu_tampil_kunci: null,
    id_ujian_utama: null,
    peserta_remedial: [],
  };
}

/** The form of an exam being edited (or of the exam chosen on the copy tab, with this meeting). */
export function nilaiDariUjian(u: Pick<UjianItem, keyof UjianBody & keyof UjianItem>, tz: string, idPertemuan?: number): UjianFormValues {
  return {
    id_pertemuan: String(idPertemuan ?? u.id_pertemuan),
    jenis: u.jenis,
    judul: u.judul,
    deskripsi: htmlToEditorText(u.deskripsi),
    sifat: u.sifat,
    acak_soal: u.acak_soal,
    ditampilkan: u.ditampilkan,
    gunakan_batas_waktu: u.gunakan_batas_waktu,
    durasi: u.durasi ?? '',
    waktu_mulai: keLokal(u.waktu_mulai, tz),
    waktu_selesai: keLokal(u.waktu_selesai, tz),
    tampilkan_kunci_jawaban: u.tampilkan_kunci_jawaban,
    waktu_tampil_kunci: keLokal(u.waktu_tampil_kunci, tz),
    id_ujian_utama: u.id_ujian_utama === null ? null : String(u.id_ujian_utama),
    peserta_remedial: [...u.peserta_remedial],
  };
}

const durasiAngka = (d: number | string) => (d === '' || d === null ? null : Number(d));

/** The save payload of spec 2 §7. */
export function toUjianBody(v: UjianFormValues, tz: string): UjianBody {
  const remedial = v.jenis === 'remedial';
  return {
    id_pertemuan: v.id_pertemuan ? Number(v.id_pertemuan) : null,
    jenis: v.jenis,
    judul: v.judul.trim(),
    deskripsi: editorTextToHtml(v.deskripsi),
    sifat: v.sifat,
    acak_soal: v.acak_soal,
    ditampilkan: v.ditampilkan,
    gunakan_batas_waktu: v.gunakan_batas_waktu,
    durasi: v.gunakan_batas_waktu ? durasiAngka(v.durasi) : null,
    waktu_mulai: keUtc(v.waktu_mulai, tz),
    waktu_selesai: keUtc(v.waktu_selesai, tz),
    tampilkan_kunci_jawaban: v.tampilkan_kunci_jawaban,
    waktu_tampil_kunci: v.tampilkan_kunci_jawaban ? keUtc(v.waktu_tampil_kunci, tz) : null,
    id_ujian_utama: remedial && v.id_ujian_utama ? Number(v.id_ujian_utama) : null,
    peserta_remedial: remedial ? v.peserta_remedial : [],
  };
}

/**
 * The spec's messages in order (shown as toasts, 5 s). `waktuMulaiLama`: the stored start on edit, which may stay
 * in the past.
 */
export function periksaFormUjian(v: UjianFormValues, ctx: { tz: string; now: number; perluPertemuan: boolean; waktuMulaiLama?: string | null }): MasalahForm[] {
  const body = toUjianBody(v, ctx.tz);
  return periksaUjian(
    { ...body, durasi: body.gunakan_batas_waktu ? durasiAngka(v.durasi) : null, deskripsiTeks: isBlankEditorText(v.deskripsi) ? '' : 'ada' },
    { now: ctx.now, timeZone: ctx.tz, perluPertemuan: ctx.perluPertemuan, waktuMulaiLama: ctx.waktuMulaiLama ?? null },
  );
}

/** The copy payload: the chosen exam's form with this meeting and the times set here, plus its id. */
export function toSalinBody(sumber: UjianItem, v: UjianFormValues, tz: string) {
  const dari = nilaiDariUjian(sumber, tz, v.id_pertemuan ? Number(v.id_pertemuan) : undefined);
  const body = toUjianBody({ ...dari, waktu_mulai: v.waktu_mulai, waktu_selesai: v.waktu_selesai, jenis: dari.jenis === 'remedial' ? 'kuis' : dari.jenis }, tz);
  return { ...body, id_ujian: sumber.id };
}

/** The delete confirmation of spec 2 §8: with a remedial, with attempts, or the plain one. */
export function pesanHapusUjian(u: Pick<UjianItem, 'jumlah_pengerjaan' | 'has_remedial'>, pesan: { remedial: string; pengerjaan: string; biasa: string }) {
  if (u.has_remedial) return pesan.remedial;
  if (u.jumlah_pengerjaan > 0) return pesan.pengerjaan;
  return pesan.biasa;
}

import {
  FORUM_JUDUL_MAX,
  MINIMAL_POST_DEFAULT,
  PESAN_FORUM,
  batasAwalWaktuMulai,
  parseDate,
  resolveTimeZone,
  validasiWaktuForum,
  waktuLokal,
  zonedToUtcIso,
  type ForumBody,
  type ForumItem,
  type ForumUpdateBody,
} from '@lms/shared';
import { editorTextToHtml, htmlToEditorText, isBlankEditorText } from '@/components/html-editor-text';

/**
 * The forum form (spec 2 §5 'Forum form'). Dates and times are wall-clock values in the college's zone
 * ('YYYY-MM-DD' and 'HH:mm', typed or picked); they become UTC ISO only in the request body.
 */
export type ForumFormValues = {
  id_pertemuan: string | null;
  judul: string;
  /** Editor text (see html-editor-text). */
  deskripsi: string;
  tanggal_mulai: string | null;
  jam_mulai: string;
  tanggal_selesai: string | null;
  jam_selesai: string;
  penilaian_keaktifan: boolean;
  minimal_post: number | string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:mm' on the college's wall clock; null when empty. */
export function keLokal(iso: string | null | undefined, tz: string): { tanggal: string; jam: string } | null {
  const d = parseDate(iso);
  if (!d) return null;
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return { tanggal: `${w.tahun}-${pad(w.bulan)}-${pad(w.tanggal)}`, jam: `${pad(w.jam)}:${pad(w.menit)}` };
}

/** The instant of a local date and time, as UTC ISO; null while either is missing. */
export function keUtc(tanggal: string | null, jam: string, tz: string): string | null {
  if (!tanggal || !/^\d{1,2}:\d{2}$/.test(jam.trim())) return null;
  return zonedToUtcIso(`${tanggal} ${jam.trim().padStart(5, '0')}:00`, tz);
}

export function nilaiAwalForum(forum: ForumItem | null, idPertemuan: number | null, tz: string): ForumFormValues {
  if (!forum) {
    return {
      id_pertemuan: idPertemuan ? String(idPertemuan) : null,
      judul: '',
      deskripsi: '',
      tanggal_mulai: null,
      jam_mulai: '',
      tanggal_selesai: null,
      jam_selesai: '',
      penilaian_keaktifan: false,
      minimal_post: MINIMAL_POST_DEFAULT,
    };
  }
  return {
    id_pertemuan: String(forum.id_pertemuan),
    judul: forum.judul,
    deskripsi: htmlToEditorText(forum.deskripsi),
    tanggal_mulai: keLokal(forum.waktu_mulai, tz)?.tanggal ?? null,
    jam_mulai: keLokal(forum.waktu_mulai, tz)?.jam ?? '',
    tanggal_selesai: keLokal(forum.waktu_selesai, tz)?.tanggal ?? null,
    jam_selesai: keLokal(forum.waktu_selesai, tz)?.jam ?? '',
    penilaian_keaktifan: forum.penilaian_keaktifan,
    minimal_post: forum.minimal_post,
  };
}

export type ForumFormKonteks = {
  tz: string;
  now: number;
  /** Operators choose the meeting (spec 2 §5: 'Pertemuan (operator only)'). */
  pilihPertemuan: boolean;
  /** The forum being edited. */
  forum: ForumItem | null;
};

/** The earliest day the start picker offers: yesterday in the college's zone. */
export const minTanggalMulai = (now: number, tz: string) => batasAwalWaktuMulai(now, resolveTimeZone(tz));

/** Field → message; empty when the form may be sent. */
export function validasiForumForm(v: ForumFormValues, k: ForumFormKonteks): Partial<Record<keyof ForumFormValues, string>> {
  const out: Partial<Record<keyof ForumFormValues, string>> = {};
  if (k.pilihPertemuan && !v.id_pertemuan) out.id_pertemuan = PESAN_FORUM.pertemuanWajib;
  if (!v.judul.trim()) out.judul = PESAN_FORUM.judulWajib;
  else if (v.judul.trim().length > FORUM_JUDUL_MAX) out.judul = PESAN_FORUM.judulMaks;
  if (isBlankEditorText(v.deskripsi)) out.deskripsi = PESAN_FORUM.deskripsiWajib;
  const mulai = keUtc(v.tanggal_mulai, v.jam_mulai, k.tz);
  const selesai = keUtc(v.tanggal_selesai, v.jam_selesai, k.tz);
  const minimal = v.minimal_post === '' ? null : Number(v.minimal_post);
  const waktu = validasiWaktuForum(
    { waktuMulai: mulai ? new Date(mulai) : null, waktuSelesai: selesai ? new Date(selesai) : null, minimalPost: minimal },
    {
      now: k.now,
      timeZone: resolveTimeZone(k.tz),
      waktuMulaiLama: k.forum ? new Date(k.forum.waktu_mulai) : undefined,
      sudahAdaPeserta: k.forum ? k.forum.jumlah_peserta_join > 0 : false,
    },
  );
  const letak = { waktu_mulai: v.tanggal_mulai ? 'jam_mulai' : 'tanggal_mulai', waktu_selesai: v.tanggal_selesai ? 'jam_selesai' : 'tanggal_selesai', minimal_post: 'minimal_post' } as const;
  for (const e of waktu) {
    // A missing date shows on the date, a missing time on the time; other window rules on the date.
    const field = e.message === PESAN_FORUM.waktuMulaiWajib || e.message === PESAN_FORUM.waktuSelesaiWajib ? letak[e.field] : e.field === 'waktu_mulai' ? 'tanggal_mulai' : e.field === 'waktu_selesai' ? 'tanggal_selesai' : 'minimal_post';
    out[field] ??= e.message;
  }
  return out;
}

export function toForumBody(v: ForumFormValues, tz: string, idPertemuan: number): ForumBody {
  return {
    id_pertemuan: v.id_pertemuan ? Number(v.id_pertemuan) : idPertemuan,
    judul: v.judul.trim(),
    deskripsi: editorTextToHtml(v.deskripsi),
    waktu_mulai: keUtc(v.tanggal_mulai, v.jam_mulai, tz)!,
    waktu_selesai: keUtc(v.tanggal_selesai, v.jam_selesai, tz)!,
    penilaian_keaktifan: v.penilaian_keaktifan,
    minimal_post: Number(v.minimal_post),
  };
}

/** Only what changed ('Ubah Data'); an unchanged start is not sent, so a locked start never blocks other edits. */
export function toForumUpdateBody(v: ForumFormValues, forum: ForumItem, tz: string): ForumUpdateBody {
  const full = toForumBody(v, tz, forum.id_pertemuan);
  const out: ForumUpdateBody = {};
  if (full.id_pertemuan !== forum.id_pertemuan) out.id_pertemuan = full.id_pertemuan;
  if (full.judul !== forum.judul) out.judul = full.judul;
  if (editorTextToHtml(htmlToEditorText(forum.deskripsi)) !== full.deskripsi) out.deskripsi = full.deskripsi;
  if (Date.parse(full.waktu_mulai) !== Date.parse(forum.waktu_mulai)) out.waktu_mulai = full.waktu_mulai;
  if (Date.parse(full.waktu_selesai) !== Date.parse(forum.waktu_selesai)) out.waktu_selesai = full.waktu_selesai;
  if (full.penilaian_keaktifan !== forum.penilaian_keaktifan) out.penilaian_keaktifan = full.penilaian_keaktifan;
  if (full.minimal_post !== forum.minimal_post) out.minimal_post = full.minimal_post;
  return out;
}

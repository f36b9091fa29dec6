import {
  JENIS_TUGAS,
  PESAN_TUGAS,
  TUGAS_JUDUL_MAX,
  TUGAS_MAKS_FILE_DEFAULT,
  TUGAS_MAKS_FILE_MAX,
  TUGAS_NILAI_MAKS_DEFAULT,
  TUGAS_NILAI_MAKS_MAX,
  parseDate,
  resolveTimeZone,
  waktuLokal,
  zonedToUtcIso,
  type JenisTugas,
  type TugasBody,
  type TugasItem,
  type UploadGroup,
} from '@lms/shared';
import { editorTextToHtml, htmlToEditorText } from '@/components/html-editor-text';

/**
 * The task form ('Tambah Tugas' / 'Ubah Tugas'). Dates and times are wall-clock values in the college's zone
 * ('YYYY-MM-DD', 'HH:mm'); they become UTC ISO only in the request body. Errors come one at a time, in field order.
 */
export type TugasFormValues = {
  id_pertemuan: string | null;
  judul: string;
  /** Editor text (html-editor-text). */
  deskripsi: string;
  jenis: JenisTugas;
  tanggal_mulai: string | null;
  jam_mulai: string;
  tanggal_selesai: string | null;
  jam_selesai: string;
  izinkan_terlambat: boolean;
  tanggal_terlambat: string | null;
  jam_terlambat: string;
  pengumpulan_teks: boolean;
  pengumpulan_file: boolean;
  jenis_file_diterima: UploadGroup[];
  /** MB as typed; '' = the college's limit. */
  ukuran_maks_mb: string;
  maks_file: number;
  nilai_maks: number;
  is_syarat_hadir: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:mm' of an instant on the college's clock. */
export function bagianLokal(instant: string | number | Date | null | undefined, tz: string) {
  const d = parseDate(instant ?? null);
  if (!d) return { tanggal: null, jam: '' };
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return { tanggal: `${w.tahun}-${pad(w.bulan)}-${pad(w.tanggal)}`, jam: `${pad(w.jam)}:${pad(w.menit)}` };
}

/** UTC ISO of a local date and time; null when either is missing or unreadable. */
export function waktuUtc(tanggal: string | null, jam: string, tz: string): string | null {
  if (!tanggal || !/^\d{1,2}:\d{2}$/.test(jam.trim())) return null;
  return zonedToUtcIso(`${tanggal} ${jam.trim()}`, tz);
}

const JAM = 3600_000;

/** A new task opens now (rounded up to 5 minutes) and is due a week later at 23:59; an edit starts from the row. */
export function nilaiAwalTugas(opts: { tugas?: TugasItem | null; idPertemuan?: number | null; now: number; tz: string }): TugasFormValues {
  const t = opts.tugas;
  const mulai = t ? t.waktu_mulai : Math.ceil(opts.now / (5 * 60_000)) * 5 * 60_000;
  const m = bagianLokal(mulai, opts.tz);
  const s = t ? bagianLokal(t.waktu_selesai, opts.tz) : { tanggal: bagianLokal(opts.now + 7 * 24 * JAM, opts.tz).tanggal, jam: '23:59' };
  const l = bagianLokal(t?.batas_terlambat ?? null, opts.tz);
  const idPertemuan = t?.id_pertemuan ?? opts.idPertemuan ?? null;
  return {
    id_pertemuan: idPertemuan === null ? null : String(idPertemuan),
    judul: t?.judul ?? '',
    deskripsi: htmlToEditorText(t?.deskripsi ?? ''),
    jenis: t?.jenis ?? 'individu',
    tanggal_mulai: m.tanggal,
    jam_mulai: m.jam,
    tanggal_selesai: s.tanggal,
    jam_selesai: s.jam,
    izinkan_terlambat: t?.izinkan_terlambat ?? false,
    tanggal_terlambat: l.tanggal,
    jam_terlambat: l.jam,
    pengumpulan_teks: t?.pengumpulan_teks ?? true,
    pengumpulan_file: t?.pengumpulan_file ?? true,
    jenis_file_diterima: (t?.jenis_file_diterima ?? []) as UploadGroup[],
    ukuran_maks_mb: t?.ukuran_maks_mb != null ? String(t.ukuran_maks_mb) : '',
    maks_file: t?.maks_file ?? TUGAS_MAKS_FILE_DEFAULT,
    nilai_maks: t?.nilai_maks ?? TUGAS_NILAI_MAKS_DEFAULT,
    is_syarat_hadir: t?.is_syarat_hadir ?? false,
  };
}

export type TugasFormError = { field: keyof TugasFormValues; message: string };

/** The first failing rule; 'Pertemuan wajib diisi' only when the form asks for the meeting (operators). */
export function validateTugasForm(v: TugasFormValues, opts: { pilihPertemuan: boolean; tz: string; batasKampusMb?: number }): TugasFormError | null {
  if (opts.pilihPertemuan && !v.id_pertemuan) return { field: 'id_pertemuan', message: PESAN_TUGAS.pertemuanWajib };
  const judul = v.judul.trim();
  if (!judul) return { field: 'judul', message: PESAN_TUGAS.judulWajib };
  if (judul.length > TUGAS_JUDUL_MAX) return { field: 'judul', message: `Judul maksimal ${TUGAS_JUDUL_MAX} karakter` };
  if (!JENIS_TUGAS.includes(v.jenis)) return { field: 'jenis', message: PESAN_TUGAS.jenisWajib };
  const mulai = waktuUtc(v.tanggal_mulai, v.jam_mulai, opts.tz);
  if (!mulai) return { field: v.tanggal_mulai ? 'jam_mulai' : 'tanggal_mulai', message: PESAN_TUGAS.waktuMulaiWajib };
  const selesai = waktuUtc(v.tanggal_selesai, v.jam_selesai, opts.tz);
  if (!selesai) return { field: v.tanggal_selesai ? 'jam_selesai' : 'tanggal_selesai', message: PESAN_TUGAS.waktuSelesaiWajib };
  if (Date.parse(selesai) < Date.parse(mulai)) return { field: 'jam_selesai', message: PESAN_TUGAS.waktuSelesaiSebelumMulai };
  if (v.izinkan_terlambat && (v.tanggal_terlambat || v.jam_terlambat.trim())) {
    const batas = waktuUtc(v.tanggal_terlambat, v.jam_terlambat, opts.tz);
    if (!batas) return { field: v.tanggal_terlambat ? 'jam_terlambat' : 'tanggal_terlambat', message: 'Tanggal dan jam batas keterlambatan wajib diisi lengkap' };
    if (Date.parse(batas) < Date.parse(selesai)) return { field: 'jam_terlambat', message: PESAN_TUGAS.batasTerlambatSebelumSelesai };
  }
  if (!v.pengumpulan_teks && !v.pengumpulan_file) return { field: 'pengumpulan_file', message: PESAN_TUGAS.caraPengumpulanWajib };
  if (v.ukuran_maks_mb.trim()) {
    const mb = Number(v.ukuran_maks_mb.replace(',', '.'));
    if (!Number.isFinite(mb) || mb <= 0) return { field: 'ukuran_maks_mb', message: 'Ukuran maksimal harus angka lebih dari 0' };
    if (opts.batasKampusMb !== undefined && mb > opts.batasKampusMb) return { field: 'ukuran_maks_mb', message: PESAN_TUGAS.ukuranMelebihiPengaturan(opts.batasKampusMb) };
  }
  if (!Number.isInteger(v.maks_file) || v.maks_file < 1 || v.maks_file > TUGAS_MAKS_FILE_MAX) return { field: 'maks_file', message: `Jumlah file antara 1 dan ${TUGAS_MAKS_FILE_MAX}` };
  if (!Number.isInteger(v.nilai_maks) || v.nilai_maks < 1 || v.nilai_maks > TUGAS_NILAI_MAKS_MAX) return { field: 'nilai_maks', message: `Nilai maksimal antara 1 dan ${TUGAS_NILAI_MAKS_MAX}` };
  return null;
}

/**
 * The request body (valid values: call validateTugasForm first). An untouched time of an edit keeps the stored
 * instant (seconds included).
 */
export function toTugasBody(v: TugasFormValues, opts: { tz: string; tugas?: TugasItem | null }): TugasBody {
  const keep = (tanggal: string | null, jam: string, stored: string | null | undefined) => {
    if (stored) {
      const l = bagianLokal(stored, opts.tz);
      if (l.tanggal === tanggal && l.jam === jam.trim()) return stored;
    }
    return waktuUtc(tanggal, jam, opts.tz);
  };
  const batas = v.izinkan_terlambat ? keep(v.tanggal_terlambat, v.jam_terlambat, opts.tugas?.batas_terlambat) : null;
  return {
    id_pertemuan: Number(v.id_pertemuan),
    judul: v.judul.trim(),
    deskripsi: editorTextToHtml(v.deskripsi),
    jenis: v.jenis,
    waktu_mulai: keep(v.tanggal_mulai, v.jam_mulai, opts.tugas?.waktu_mulai)!,
    waktu_selesai: keep(v.tanggal_selesai, v.jam_selesai, opts.tugas?.waktu_selesai)!,
    izinkan_terlambat: v.izinkan_terlambat,
    batas_terlambat: batas,
    pengumpulan_teks: v.pengumpulan_teks,
    pengumpulan_file: v.pengumpulan_file,
    jenis_file_diterima: v.jenis_file_diterima,
    ukuran_maks_mb: v.ukuran_maks_mb.trim() ? Number(v.ukuran_maks_mb.replace(',', '.')) : null,
    maks_file: v.maks_file,
    nilai_maks: v.nilai_maks,
    is_syarat_hadir: v.is_syarat_hadir,
  };
}

import { parseDate, resolveTimeZone, setKehadiranDosen, validateKehadiranDosen, waktuLokal, zonedToUtcIso } from '@lms/shared';

/**
 * The operator's 'Ubah Kehadiran Pengajar' modal (spec 1 §4 lecturer toggle, §5, §7). Times are typed on the
 * college's 24-hour wall clock ('HH:mm') on the meeting's day; they become 'YYYY-MM-DDTHH:mm:ssZ' only in the body.
 */
export interface DosenFormRow {
  id_dosen: number;
  nama: string;
  is_hadir: boolean;
  jam_mulai: string;
  jam_selesai: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of an instant on the college's clock; '' when empty (the zero date too). */
export function jamLokal(iso: string | null | undefined, tz: string): string {
  const d = parseDate(iso);
  if (!d) return '';
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return `${pad(w.jam)}:${pad(w.menit)}`;
}

/** 'YYYY-MM-DD' of an instant on the college's clock ('' when empty). */
export function tanggalLokal(iso: string | null | undefined, tz: string): string {
  const d = parseDate(iso);
  if (!d) return '';
  const w = waktuLokal(d.valueOf(), resolveTimeZone(tz));
  return `${w.tahun}-${pad(w.bulan)}-${pad(w.tanggal)}`;
}

/** The instant of 'HH:mm' on `tanggal` in the zone; null while the time is incomplete. */
export function jamKeUtc(tanggal: string, jam: string, tz: string): string | null {
  if (!tanggal || !/^\d{1,2}:\d{2}$/.test(jam.trim())) return null;
  return zonedToUtcIso(`${tanggal} ${jam.trim().padStart(5, '0')}:00`, tz);
}

export interface KehadiranDosenSumber {
  pengajar: { id_dosen: number; name?: string | null };
  is_hadir?: boolean | null;
  mulai_kuliah?: string | null;
  selesai_kuliah?: string | null;
}

export function nilaiAwalDosen(items: readonly KehadiranDosenSumber[], tz: string): DosenFormRow[] {
  return items.map((d) => ({
    id_dosen: d.pengajar.id_dosen,
    nama: d.pengajar.name?.trim() || '-',
    is_hadir: d.is_hadir === true,
    jam_mulai: d.is_hadir ? jamLokal(d.mulai_kuliah, tz) : '',
    jam_selesai: d.is_hadir ? jamLokal(d.selesai_kuliah, tz) : '',
  }));
}

/** The toggle: switching to absent clears both times (and the inputs are disabled while absent). */
export function toggleHadir(row: DosenFormRow, isHadir: boolean): DosenFormRow {
  const r = setKehadiranDosen({ pengajar: { name: row.nama }, is_hadir: row.is_hadir, mulai_kuliah: row.jam_mulai, selesai_kuliah: row.jam_selesai }, isHadir);
  return { ...row, is_hadir: isHadir, jam_mulai: r.mulai_kuliah ?? '', jam_selesai: r.selesai_kuliah ?? '' };
}

export interface KehadiranDosenBody {
  is_hadir: boolean;
  mulai_kuliah: string | null;
  selesai_kuliah: string | null;
}

/**
 * The messages of spec 1 §5 ('Memulai/Mengakhiri kuliah dosen {name} wajib diisi') or, when none, one body per
 * lecturer for PUT /kehadiran_dosen/{idPertemuan}/dosen/{id_dosen} (sent in parallel).
 */
export function bodiesDosen(
  rows: readonly DosenFormRow[],
  tanggal: string,
  tz: string,
): { ok: false; pesan: string[] } | { ok: true; bodies: { id_dosen: number; body: KehadiranDosenBody }[] } {
  const converted = rows.map((r) => ({
    row: r,
    mulai: r.is_hadir ? jamKeUtc(tanggal, r.jam_mulai, tz) : null,
    selesai: r.is_hadir ? jamKeUtc(tanggal, r.jam_selesai, tz) : null,
  }));
  const pesan = validateKehadiranDosen(
    converted.map((c) => ({ pengajar: { name: c.row.nama }, is_hadir: c.row.is_hadir, mulai_kuliah: c.mulai, selesai_kuliah: c.selesai })),
  );
  if (pesan.length > 0) return { ok: false, pesan };
  return {
    ok: true,
    bodies: converted.map((c) => ({ id_dosen: c.row.id_dosen, body: { is_hadir: c.row.is_hadir, mulai_kuliah: c.mulai, selesai_kuliah: c.selesai } })),
  };
}

export interface SyaratDosen {
  mulai_kuliah?: boolean;
  akhiri_kuliah?: boolean;
  presentase_kehadiran_kelas?: boolean;
  aktivitas_kuliah?: boolean;
  presentase_kehadiran_kelas_persen?: number;
}

export const PESAN_SYARAT_DOSEN_KOSONG = 'Konfigurasi syarat kehadiran pengajar belum diatur oleh operator';

/** The lecturer-requirements tooltip (spec 1 §3 syarat_kehadiran_{online|offline}_dosen); empty when none is set. */
export function syaratDosenList(syarat: SyaratDosen | null | undefined): string[] {
  if (!syarat) return [];
  const out: string[] = [];
  if (syarat.mulai_kuliah) out.push('Memulai kuliah');
  if (syarat.akhiri_kuliah) out.push('Mengakhiri kuliah');
  if (syarat.presentase_kehadiran_kelas) out.push(`Kehadiran peserta kelas minimal ${syarat.presentase_kehadiran_kelas_persen ?? 0}%`);
  if (syarat.aktivitas_kuliah) out.push('Membuat aktivitas kuliah');
  return out;
}

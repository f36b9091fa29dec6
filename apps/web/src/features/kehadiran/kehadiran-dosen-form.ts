import { parseDate, resolveTimeZone, setKehadiranDosen, validateKehadiranDosen, waktuLokal, zonedToUtcIso } from '@lms/shared';

/**
 * The operator's 'Ubah Kehadiran Pengajar' modal (spec 1 §4 lecturer toggle, §5, §7; issue 30 point 1). Each row
 * starts as the lecturer's current state (presence and both times, as the card shows them); only the rows the
 * operator changed are sent, each with the versi it was read at, so a save never touches another lecturer and a row
 * changed since is refused by the server. Times are typed on the college's 24-hour wall clock ('HH:mm') on the
 * meeting's day; they become 'YYYY-MM-DDTHH:mm:ssZ' only in the body.
 */
type NilaiBaris = {
  /** False while the row has no presence ('Belum Ada Presensi') and the operator has not set one. */
  ada_presensi: boolean;
  is_hadir: boolean;
  jam_mulai: string;
  jam_selesai: string;
};

export interface DosenFormRow extends NilaiBaris {
  id_dosen: number;
  nama: string;
  versi: string | null;
  /** The row as read: what tells an edited row from an untouched one. */
  awal: NilaiBaris;
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
  ada_presensi?: boolean | null;
  is_hadir?: boolean | null;
  mulai_kuliah?: string | null;
  selesai_kuliah?: string | null;
  versi?: string | null;
}

/** The rows as the lecturers stand now: a lecturer who started the lecture keeps his start time, present or not. */
export function nilaiAwalDosen(items: readonly KehadiranDosenSumber[], tz: string): DosenFormRow[] {
  return items.map((d) => {
    const nilai: NilaiBaris = {
      ada_presensi: d.ada_presensi !== false,
      is_hadir: d.is_hadir === true,
      jam_mulai: jamLokal(d.mulai_kuliah, tz),
      jam_selesai: jamLokal(d.selesai_kuliah, tz),
    };
    return { id_dosen: d.pengajar.id_dosen, nama: d.pengajar.name?.trim() || '-', versi: d.versi ?? null, ...nilai, awal: nilai };
  });
}

/**
 * The toggle sets a presence: absent clears both times (the inputs are disabled while absent); present brings
 * back the times read when they were cleared, so switching off and on again is no change.
 */
export function toggleHadir(row: DosenFormRow, isHadir: boolean): DosenFormRow {
  const r = setKehadiranDosen({ pengajar: { name: row.nama }, is_hadir: row.is_hadir, mulai_kuliah: row.jam_mulai, selesai_kuliah: row.jam_selesai }, isHadir);
  return {
    ...row,
    ada_presensi: true,
    is_hadir: isHadir,
    jam_mulai: r.mulai_kuliah || (isHadir ? row.awal.jam_mulai : ''),
    jam_selesai: r.selesai_kuliah || (isHadir ? row.awal.jam_selesai : ''),
  };
}

/** Whether the operator changed the row: its presence, or a present lecturer's times. */
export function dosenDiubah(row: DosenFormRow): boolean {
  const a = row.awal;
  if (row.ada_presensi !== a.ada_presensi || row.is_hadir !== a.is_hadir) return true;
  return row.is_hadir && (row.jam_mulai !== a.jam_mulai || row.jam_selesai !== a.jam_selesai);
}

/** The switch's text: the current presence, 'Belum Ada Presensi' until one is set. */
export const labelHadir = (row: DosenFormRow) => (!row.ada_presensi ? 'Belum Ada Presensi' : row.is_hadir ? 'Hadir' : 'Tidak Hadir');

/**
 * Fresh rows from the server (a refetch while the modal is open, or after a save): an untouched row takes the new
 * state, an edited row keeps the edit and the versi it was made on (the server refuses it if that row changed).
 */
export function gabungDataBaru(rows: readonly DosenFormRow[], baru: readonly DosenFormRow[]): DosenFormRow[] {
  const lama = new Map(rows.map((r) => [r.id_dosen, r]));
  return baru.map((b) => {
    const r = lama.get(b.id_dosen);
    return r && dosenDiubah(r) ? r : b;
  });
}

/** A sent row counts as untouched again, so the next data from the server replaces it (saved, or refused as stale). */
export const tandaiTerkirim = (row: DosenFormRow): DosenFormRow => ({
  ...row,
  awal: { ada_presensi: row.ada_presensi, is_hadir: row.is_hadir, jam_mulai: row.jam_mulai, jam_selesai: row.jam_selesai },
});

export interface KehadiranDosenBody {
  is_hadir: boolean;
  mulai_kuliah: string | null;
  selesai_kuliah: string | null;
  versi?: string;
}

/**
 * The messages of spec 1 §5 ('Memulai/Mengakhiri kuliah dosen {name} wajib diisi') for the edited rows or, when none,
 * one body per edited lecturer for PUT /kehadiran_dosen/{idPertemuan}/dosen/{id_dosen} (sent in parallel). An
 * untouched row is neither checked nor sent: it stays what it is on the server.
 */
export function bodiesDosen(
  rows: readonly DosenFormRow[],
  tanggal: string,
  tz: string,
): { ok: false; pesan: string[] } | { ok: true; bodies: { id_dosen: number; body: KehadiranDosenBody }[] } {
  const converted = rows.filter(dosenDiubah).map((r) => ({
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
    bodies: converted.map((c) => ({
      id_dosen: c.row.id_dosen,
      body: { is_hadir: c.row.is_hadir, mulai_kuliah: c.mulai, selesai_kuliah: c.selesai, ...(c.row.versi ? { versi: c.row.versi } : {}) },
    })),
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

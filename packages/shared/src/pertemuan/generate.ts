import { JUMLAH_PERTEMUAN_DEFAULT } from '../common/limits';
import { KATEGORI_PERTEMUAN, type KategoriPertemuan } from '../status';
import { hariDari, isoUtc, lokalKeUtc, parseJam, tambahHari, waktuLokal, type TanggalLokal } from './waktu';

/**
 * Meeting generation (issue 3 point 4): the numbered meetings of a class from its weekly schedule, the period's
 * start date, the college time zone and the course's semester plan.
 *
 * Rules:
 * - Every schedule slot of every week is one meeting, in time order, starting on the LOCAL date (college zone) of
 *   the period start; a class with two slots a week gets two meetings a week.
 * - The count is the semester plan's (highest pertemuan_ke); without a plan 16 meetings, 8 = uts and 16 = uas.
 * - kategori comes from the plan row (kuliah when the row is missing or its value unknown).
 * - judul: 'Ujian Tengah Semester' / 'Ujian Akhir Semester' for uts / uas, otherwise the plan's materi, otherwise
 *   'Pertemuan {n}'.
 * - jenis is the class mode; a campuran class keeps 'campuran' on every meeting (a hybrid meeting that students
 *   may attend online or offline) rather than alternating, because the spec lists campuran as a meeting method
 *   and the lecturer can still set one meeting to online/offline with PUT /pertemuan/{id}.
 * - waktu_mulai / waktu_selesai are the slot's local times on that date, converted to UTC in the college zone.
 */

export const JUDUL_UTS = 'Ujian Tengah Semester';
export const JUDUL_UAS = 'Ujian Akhir Semester';
export const NOMOR_UTS_DEFAULT = 8;
export const NOMOR_UAS_DEFAULT = 16;
export const JUDUL_PERTEMUAN_MAX = 200;

export interface SlotJadwal {
  /** 0-6, Sunday first. */
  hari: number;
  /** 'HH:MM' or 'HH:MM:SS', local time of the college. */
  jam_mulai: string;
  jam_selesai: string;
  id_ruangan?: number | null;
  id_sesi?: number | null;
}

export interface RencanaPertemuan {
  pertemuan_ke: number;
  kategori?: string | null;
  materi?: string | null;
}

export interface GeneratePertemuanInput {
  jadwal: readonly SlotJadwal[];
  /** The period start (an instant); its local date in time_zone is the first day a meeting may fall on. */
  tanggal_mulai: Date | string | number;
  time_zone: string;
  mode_kuliah: string;
  rencana?: readonly RencanaPertemuan[] | null;
}

export interface PertemuanDihasilkan {
  nomor: number;
  judul: string;
  kategori: KategoriPertemuan;
  jenis: 'online' | 'offline' | 'campuran';
  /** UTC ISO 'YYYY-MM-DDTHH:mm:ssZ'. */
  waktu_mulai: string;
  waktu_selesai: string;
  id_ruangan: number | null;
  id_sesi: number | null;
}

/** Input the rule cannot work with; the message is Indonesian and meant for the user. */
export class GeneratePertemuanError extends Error {}

export const PESAN_GENERATE = {
  jadwalKosong: 'Jadwal kelas belum diatur, pertemuan tidak dapat dibuat',
  jadwalTidakValid: 'Jadwal kelas tidak valid: hari harus 0-6 dan jam selesai harus setelah jam mulai',
  tanggalMulaiTidakValid: 'Tanggal mulai periode tidak valid',
} as const;

function jenisDari(mode: string): PertemuanDihasilkan['jenis'] {
  return mode === 'online' || mode === 'campuran' ? mode : 'offline';
}

function kategoriDari(v: string | null | undefined): KategoriPertemuan {
  return (KATEGORI_PERTEMUAN as readonly string[]).includes(v ?? '') ? (v as KategoriPertemuan) : 'kuliah';
}

/** Titles of uts/uas meetings are fixed; other meetings take the plan's materi or 'Pertemuan {n}'. */
export function judulPertemuan(nomor: number, kategori: KategoriPertemuan, materi?: string | null): string {
  if (kategori === 'uts') return JUDUL_UTS;
  if (kategori === 'uas') return JUDUL_UAS;
  const m = (materi ?? '').trim();
  return m ? m.slice(0, JUDUL_PERTEMUAN_MAX) : `Pertemuan ${nomor}`;
}

/** Number and category of each meeting: the plan's, or the default 16 with uts at 8 and uas at 16. */
export function rencanaPertemuan(rencana?: readonly RencanaPertemuan[] | null): { nomor: number; kategori: KategoriPertemuan; materi: string }[] {
  const rows = (rencana ?? []).filter((r) => Number.isInteger(r.pertemuan_ke) && r.pertemuan_ke >= 1);
  if (rows.length === 0) {
    return Array.from({ length: JUMLAH_PERTEMUAN_DEFAULT }, (_, i) => {
      const nomor = i + 1;
      const kategori: KategoriPertemuan = nomor === NOMOR_UTS_DEFAULT ? 'uts' : nomor === NOMOR_UAS_DEFAULT ? 'uas' : 'kuliah';
      return { nomor, kategori, materi: '' };
    });
  }
  const byNomor = new Map(rows.map((r) => [r.pertemuan_ke, r]));
  const jumlah = Math.max(...byNomor.keys());
  return Array.from({ length: jumlah }, (_, i) => {
    const r = byNomor.get(i + 1);
    return { nomor: i + 1, kategori: kategoriDari(r?.kategori), materi: r?.materi ?? '' };
  });
}

export function generatePertemuan(input: GeneratePertemuanInput): PertemuanDihasilkan[] {
  if (input.jadwal.length === 0) throw new GeneratePertemuanError(PESAN_GENERATE.jadwalKosong);
  const slots = input.jadwal.map((s) => {
    const mulai = parseJam(s.jam_mulai);
    const selesai = parseJam(s.jam_selesai);
    if (!Number.isInteger(s.hari) || s.hari < 0 || s.hari > 6 || mulai === null || selesai === null || selesai <= mulai) {
      throw new GeneratePertemuanError(PESAN_GENERATE.jadwalTidakValid);
    }
    return { ...s, mulai, selesai };
  });
  slots.sort((a, b) => a.hari - b.hari || a.mulai - b.mulai);

  const start = new Date(input.tanggal_mulai);
  if (Number.isNaN(start.getTime())) throw new GeneratePertemuanError(PESAN_GENERATE.tanggalMulaiTidakValid);
  const l = waktuLokal(start, input.time_zone);
  let hari: TanggalLokal = { tahun: l.tahun, bulan: l.bulan, tanggal: l.tanggal };

  const rencana = rencanaPertemuan(input.rencana);
  const jenis = jenisDari(input.mode_kuliah);
  const out: PertemuanDihasilkan[] = [];
  const at = (t: TanggalLokal, detik: number) =>
    isoUtc(lokalKeUtc({ ...t, jam: Math.floor(detik / 3600), menit: Math.floor((detik % 3600) / 60), detik: detik % 60 }, input.time_zone));

  // Every slot has a valid weekday, so each week yields at least one meeting: the loop ends.
  while (out.length < rencana.length) {
    const wd = hariDari(hari);
    for (const s of slots) {
      if (s.hari !== wd || out.length >= rencana.length) continue;
      const r = rencana[out.length]!;
      out.push({
        nomor: r.nomor,
        judul: judulPertemuan(r.nomor, r.kategori, r.materi),
        kategori: r.kategori,
        jenis,
        waktu_mulai: at(hari, s.mulai),
        waktu_selesai: at(hari, s.selesai),
        id_ruangan: s.id_ruangan ?? null,
        id_sesi: s.id_sesi ?? null,
      });
    }
    hari = tambahHari(hari, 1);
  }
  return out;
}

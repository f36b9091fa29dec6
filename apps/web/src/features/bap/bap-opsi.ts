import { PESAN_BAP, TANDA_TANGAN_LEBAR, TANDA_TANGAN_TINGGI, TOOLTIP_TANDA_TANGAN } from '@lms/shared';

/**
 * The options of the BAP download modal (spec 2 §2) and their query strings: the class report, the meeting-detail
 * report, the signatures, and whose report — 'Laporan Saya' for a lecturer, a chosen teacher for an operator
 * (null: the class's main lecturer).
 */
export type OpsiBap = {
  laporanKelas: boolean;
  detail: boolean;
  tandaTangan: boolean;
  laporanSaya: boolean;
  idPengajar: number | null;
};

export const opsiAwal = (dosen: boolean): OpsiBap => ({ laporanKelas: true, detail: true, tandaTangan: true, laporanSaya: dosen, idPengajar: null });

/** Why the options cannot be sent, or null. */
export function kesalahanOpsi(o: OpsiBap): string | null {
  if (!o.laporanKelas && !o.detail) return PESAN_BAP.pilihLaporan;
  return null;
}

export function queryBap(o: OpsiBap): Record<string, string> {
  const q: Record<string, string> = {
    include_laporan_kelas: String(o.laporanKelas),
    include_laporan_pertemuan_detail: String(o.detail),
    include_tanda_tangan: String(o.tandaTangan),
  };
  if (o.laporanSaya) q.laporan_saya = 'true';
  else if (o.idPengajar !== null) q.id_pengajar = String(o.idPengajar);
  return q;
}

/** The signature tooltip: own report versus the main (or chosen) lecturer (spec 2 §2). */
export const tooltipTandaTangan = (o: Pick<OpsiBap, 'laporanSaya'>) => (o.laporanSaya ? TOOLTIP_TANDA_TANGAN.laporanSaya : TOOLTIP_TANDA_TANGAN.pengajarUtama);

/**
 * Where an image goes inside the 240x120 signature box: scaled to fit whole,
 * centred, the rest left transparent.
 */
export function posisiTandaTangan(lebar: number, tinggi: number): { x: number; y: number; w: number; h: number } {
  if (lebar <= 0 || tinggi <= 0) return { x: 0, y: 0, w: 0, h: 0 };
  const skala = Math.min(TANDA_TANGAN_LEBAR / lebar, TANDA_TANGAN_TINGGI / tinggi);
  const w = Math.round(lebar * skala);
  const h = Math.round(tinggi * skala);
  return { x: Math.floor((TANDA_TANGAN_LEBAR - w) / 2), y: Math.floor((TANDA_TANGAN_TINGGI - h) / 2), w, h };
}

/** 'ab12cd34ef56' or 'AB12-CD34-EF56' → the path segment of the verification page. */
export const kodeDariMasukan = (s: string) => s.trim().toUpperCase().replace(/\s+/g, '');

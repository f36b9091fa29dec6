import {
  ALASAN_DETAIL_LABEL,
  JENIS_AKTIVITAS_DEF,
  PARAMETER_KEHADIRAN_KEYS,
  SUMBER_AKTIVITAS_SELESAI_LABEL,
  isJenisAktivitasKelas,
  isPertemuanOnline,
  type AlasanDetail,
  type KehadiranDetailItem,
  type ParameterKehadiranKey,
} from '@lms/shared';

/**
 * THE attendance rule of an online or campuran meeting (issue 16 point 1), pure so it is tested over every
 * parameter combination without a database.
 *
 * - Each parameter_kehadiran flag the meeting enables names a kind (unduh_materi → materi, kerjakan_tugas → tugas …,
 *   JENIS_AKTIVITAS_DEF). Its required activities are the registry rows of that kind in the meeting with syarat_hadir.
 * - Every enabled flag that has required activities weighs the same; inside a flag its activities share its weight
 *   equally. An enabled flag without any required activity is listed (empty_activity, weight 0) and does not count.
 * - An activity is fulfilled by its attendance fact (aktivitas_selesai) dated at or before the meeting's
 *   waktu_batas_aktivitas (no deadline: any fact counts); a later fact is listed as lewat_batas.
 * - progress.overall (one decimal) ≥ presentase_progress_minimal_persen means Hadir. With nothing required at all
 *   (no flag, or no activity behind any flag) the engine decides nothing: `menentukan` false, progress 0.
 */

export type AktivitasRegistry = {
  id: number;
  jenis: string;
  judul: string;
  syaratHadir: boolean;
};

export type FaktaSelesai = { idAktivitas: number; waktu: Date; sumber: string };

export type HasilEngine = {
  detail: KehadiranDetailItem[];
  overall: number;
  isHadir: boolean;
  /** False when nothing is required: the system leaves the presence to the lecturer. */
  menentukan: boolean;
};

const FLAG_JENIS = Object.fromEntries(
  Object.entries(JENIS_AKTIVITAS_DEF)
    .filter(([, d]) => d.parameterKehadiran !== null)
    .map(([jenis, d]) => [d.parameterKehadiran as ParameterKehadiranKey, jenis]),
) as Record<ParameterKehadiranKey, string>;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function hitungKehadiran(input: {
  jenisPertemuan: string;
  parameter: Partial<Record<string, boolean>> | null | undefined;
  aktivitas: readonly AktivitasRegistry[];
  /** This student's facts of the meeting. */
  fakta: readonly FaktaSelesai[];
  batas: Date | null;
  minimal: number;
}): HasilEngine {
  if (!isPertemuanOnline(input.jenisPertemuan)) return { detail: [], overall: 0, isHadir: false, menentukan: false };
  const flags = PARAMETER_KEHADIRAN_KEYS.filter((k) => input.parameter?.[k] === true);
  const byFlag = flags.map((flag) => ({
    flag,
    jenis: FLAG_JENIS[flag],
    items: input.aktivitas.filter((a) => a.syaratHadir && isJenisAktivitasKelas(a.jenis) && JENIS_AKTIVITAS_DEF[a.jenis].parameterKehadiran === flag),
  }));
  const terisi = byFlag.filter((f) => f.items.length > 0).length;
  const fakta = new Map<number, FaktaSelesai>();
  for (const f of input.fakta) {
    const prev = fakta.get(f.idAktivitas);
    if (!prev || f.waktu < prev.waktu) fakta.set(f.idAktivitas, f);
  }

  const detail: KehadiranDetailItem[] = [];
  let overall = 0;
  for (const f of byFlag) {
    if (f.items.length === 0) {
      detail.push({
        id_aktivitas: null,
        jenis: f.jenis,
        parameter: f.flag,
        judul: JENIS_AKTIVITAS_DEF[f.jenis as keyof typeof JENIS_AKTIVITAS_DEF].label,
        weight: 0,
        is_hadir: false,
        empty_activity: true,
        waktu_selesai: null,
        sumber: null,
        sumber_label: null,
        alasan: 'tidak_ada_aktivitas',
        keterangan: ALASAN_DETAIL_LABEL.tidak_ada_aktivitas,
      });
      continue;
    }
    const weight = 100 / terisi / f.items.length;
    for (const a of f.items) {
      const fact = fakta.get(a.id);
      const tepat = fact !== undefined && (input.batas === null || fact.waktu.getTime() <= input.batas.getTime());
      const alasan: AlasanDetail = tepat ? 'terpenuhi' : fact ? 'lewat_batas' : 'belum_dikerjakan';
      if (tepat) overall += weight;
      const sumberLabel = fact ? (SUMBER_AKTIVITAS_SELESAI_LABEL as Record<string, string>)[fact.sumber] ?? fact.sumber : null;
      detail.push({
        id_aktivitas: a.id,
        jenis: a.jenis,
        parameter: f.flag,
        judul: a.judul,
        weight: round1(weight),
        is_hadir: tepat,
        empty_activity: false,
        waktu_selesai: fact ? fact.waktu.toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
        sumber: fact?.sumber ?? null,
        sumber_label: sumberLabel,
        alasan,
        keterangan: fact && sumberLabel ? `${sumberLabel}${tepat ? '' : ` (${ALASAN_DETAIL_LABEL.lewat_batas.toLowerCase()})`}` : ALASAN_DETAIL_LABEL[alasan],
      });
    }
  }
  if (terisi === 0) return { detail, overall: 0, isHadir: false, menentukan: false };
  const o = Math.min(100, round1(overall));
  return { detail, overall: o, isHadir: o >= input.minimal, menentukan: true };
}

/**
 * What the system writes on a row it owns (never on a manual one): Hadir as soon as the rule says so; below it,
 * nothing before the deadline (the student may still act) and A once the deadline passed (the meeting is settled).
 */
export function keputusanSistem(h: HasilEngine, batas: Date | null, now: Date): { presensi: 'H' | 'A' | null } {
  if (!h.menentukan) return { presensi: null };
  if (h.isHadir) return { presensi: 'H' };
  const lewat = batas !== null && now.getTime() >= batas.getTime();
  return { presensi: lewat ? 'A' : null };
}

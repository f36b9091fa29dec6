import {
  MINIMAL_KEHADIRAN_UJIAN_BAWAAN,
  pertemuanSudahDimulai,
  ringkasKehadiran,
  statusKelayakan,
  type RingkasanKehadiran,
  type SelPersentase,
  type StatusKelayakan,
} from '@lms/shared';
import type { Deps } from '../../deps';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { listPengecualianKelas, listSelKehadiran, type SelKehadiranRow } from './kehadiran.repo';

/**
 * THE attendance percentage and UAS eligibility of (student, class) — the attendance module's public answer
 * (ARCHITECTURE 'Records have one owner'). The class recap and its xlsx, the student's dashboard and attendance
 * page (kelayakan_ujian/me), the operator report, the BAP and the UAS check all read it; nothing else computes a
 * percentage. One query (listSelKehadiran) feeds the one shared rule (ringkasKehadiran / statusKelayakan). No access
 * check here: callers check first.
 */

export type PersentaseDeps = Pick<Deps, 'db' | 'events'>;

/** xlsx: a percentage is a number cell holding the fraction with this format (a spreadsheet in Indonesian shows 35,7%). */
export const FORMAT_PERSEN_XLSX = '0.0%';

export type PersentaseKehadiranMahasiswa = RingkasanKehadiran & {
  idKelas: string;
  idMahasiswa: number;
  /** The college's minimal_kehadiran_ujian. */
  minimal: number;
  aturanAktif: boolean;
  pengecualian: boolean;
  /** The rule's verdict against the minimum. */
  statusAturan: StatusKelayakan;
  /** What the UAS check applies: statusAturan, or 'aman' when the setting is off or an operator granted an exception. */
  status: StatusKelayakan;
};

/** A stored decision of a meeting that has started (a not-started meeting's row is never read as presence). */
export type SelTersimpan = Pick<SelKehadiranRow, 'presensi' | 'isHadir' | 'isValid' | 'isQrCode'> & { adaPresensi: boolean; progress: number };

export type KehadiranMahasiswaKelas = PersentaseKehadiranMahasiswa & {
  /** The stored decisions by meeting id, started meetings only. */
  sel: Map<number, SelTersimpan>;
};

const kunci = (idKelas: string, idMahasiswa: number) => `${idKelas}\u0000${idMahasiswa}`;

/** Percentage, counts, verdict and the started meetings' stored cells of each participant. */
export async function bacaKehadiranKelas(
  deps: PersentaseDeps,
  collegeId: number,
  input: { idKelas: string | readonly string[]; idMahasiswa?: number; now?: Date },
): Promise<KehadiranMahasiswaKelas[]> {
  const idKelas = typeof input.idKelas === 'string' ? [input.idKelas] : [...new Set(input.idKelas)];
  if (idKelas.length === 0) return [];
  const now = input.now ?? new Date();
  const [rows, pengecualian, pengaturan] = await Promise.all([
    listSelKehadiran(deps.db, collegeId, idKelas, input.idMahasiswa),
    listPengecualianKelas(deps.db, collegeId, idKelas, input.idMahasiswa),
    getPengaturan(deps, collegeId),
  ]);
  const aturan = pengaturan.pengaturan_kelas.minimal_kehadiran_ujian ?? MINIMAL_KEHADIRAN_UJIAN_BAWAAN;
  const bebas = new Set(pengecualian.map((p) => kunci(p.idKelas, p.idMahasiswa)));
  const grup = new Map<string, { idKelas: string; idMahasiswa: number; rule: SelPersentase[]; sel: Map<number, SelTersimpan> }>();
  for (const r of rows) {
    const k = kunci(r.idKelas, r.idMahasiswa);
    let g = grup.get(k);
    if (!g) grup.set(k, (g = { idKelas: r.idKelas, idMahasiswa: r.idMahasiswa, rule: [], sel: new Map() }));
    if (r.idPertemuan === null || r.kategori === null || r.status === null || r.waktuMulai === null) continue;
    const dimulai = pertemuanSudahDimulai({ status: r.status, waktuMulai: r.waktuMulai }, now);
    const ada = dimulai && r.adaPresensi === true;
    g.rule.push({ kategori: r.kategori, dimulai, presensi: ada ? r.presensi : null });
    if (dimulai && r.adaPresensi !== null) {
      g.sel.set(r.idPertemuan, { presensi: r.presensi, adaPresensi: r.adaPresensi, isHadir: r.isHadir, isValid: r.isValid, isQrCode: r.isQrCode, progress: r.progress ?? 0 });
    }
  }
  return [...grup.values()].map((g) => {
    const ringkas = ringkasKehadiran(g.rule);
    const statusAturan = statusKelayakan(ringkas, aturan.persen);
    const dikecualikan = bebas.has(kunci(g.idKelas, g.idMahasiswa));
    return {
      ...ringkas,
      idKelas: g.idKelas,
      idMahasiswa: g.idMahasiswa,
      minimal: aturan.persen,
      aturanAktif: aturan.is_active,
      pengecualian: dikecualikan,
      statusAturan,
      status: aturan.is_active && !dikecualikan ? statusAturan : 'aman',
      sel: g.sel,
    };
  });
}

/**
 * THE function other modules call: per participant of the class(es) (or one student) { hadir, izin, sakit, alpa,
 * tanpa_presensi, pertemuan_berlalu, jumlah_pertemuan, persentase, status … }. `now` defaults to the clock.
 */
export async function persentaseKehadiranMahasiswa(
  deps: PersentaseDeps,
  collegeId: number,
  input: { idKelas: string | readonly string[]; idMahasiswa?: number; now?: Date },
): Promise<PersentaseKehadiranMahasiswa[]> {
  return (await bacaKehadiranKelas(deps, collegeId, input)).map(({ sel: _sel, ...p }) => p);
}

import {
  JENIS_ENTRI_KALENDER,
  bulanDari,
  hariIni,
  rentangBulan,
  statusAktivitas,
  toUtcIso,
  waktuTercantum,
  zonedToUtcIso,
  type EntriKalender,
  type JenisEntriKalender,
  type KalenderBulan,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listAktivitasKalender } from '../aktivitas/aktivitas.service';
import { resolveScopeKelas, type ScopeKelas } from '../kelas/kelas-akses';
import { findPertemuanBulan } from './kalender.repo';

export type KalenderContext = { collegeId: number; timeZone: string; scope: ScopeKelas; dari: Date; sampai: Date; now: Date };
type PenyediaKalender = (db: Db, ctx: KalenderContext) => Promise<EntriKalender[]>;

const isJenisEntriKalender = (v: string): v is Exclude<JenisEntriKalender, 'pertemuan'> =>
  v !== 'pertemuan' && (JENIS_ENTRI_KALENDER as readonly string[]).includes(v);

/** An offline or mixed meeting takes place in its room; an online one has none. */
const ruanganOf = (mode: string, nama: string | null) => (mode === 'online' ? null : nama);

const pertemuanBulan: PenyediaKalender = async (db, ctx) => {
  const rows = await findPertemuanBulan(db, ctx.collegeId, ctx.scope, ctx.dari, ctx.sampai);
  return rows.map((r) => ({
    jenis: 'pertemuan',
    id: r.id,
    judul: r.judul,
    tanggal: hariIni(ctx.timeZone, r.waktuMulai),
    waktu_mulai: toUtcIso(r.waktuMulai)!,
    waktu_selesai: toUtcIso(r.waktuSelesai),
    status: r.status,
    mode: r.jenis,
    ruangan: ruanganOf(r.jenis, r.ruanganNama),
    id_kelas_kuliah: r.idKelasKuliah,
    id_pertemuan: r.id,
    nomor_pertemuan: r.nomor,
    kelas_kuliah: { mata_kuliah: { kode: r.mkKode, nama: r.mkNama }, kelas: { nama: r.labelNama, jenis: { nama: r.jenisKelasNama } } },
  }));
};

/** Activities of the registry, each on the day of its calendar instant, with its window's status now. */
const aktivitasBulan: PenyediaKalender = async (db, ctx) => {
  const rows = await listAktivitasKalender(db, ctx.collegeId, ctx.scope, ctx.dari, ctx.sampai, ctx.now);
  return rows.flatMap((r) => {
    if (!isJenisEntriKalender(r.jenis) || !r.waktuKalender) return [];
    const id = Number(r.idSumber);
    return [
      {
        jenis: r.jenis,
        id: Number.isSafeInteger(id) ? id : 0,
        judul: r.judul,
        tanggal: hariIni(ctx.timeZone, r.waktuKalender),
        waktu_mulai: toUtcIso(r.waktuMulai ?? r.waktuKalender)!,
        waktu_selesai: toUtcIso(r.waktuSelesai),
        status: statusAktivitas(r.waktuMulai, r.waktuSelesai, ctx.now),
        mode: null,
        ruangan: null,
        id_kelas_kuliah: r.idKelasKuliah,
        id_pertemuan: r.idPertemuan,
        nomor_pertemuan: r.nomor,
        kelas_kuliah: { mata_kuliah: { kode: r.mkKode, nama: r.mkNama }, kelas: { nama: r.labelNama, jenis: { nama: r.jenisKelasNama } } },
      },
    ];
  });
};

/** Meetings, and every activity kind through the one registry provider. */
export const PENYEDIA_KALENDER: PenyediaKalender[] = [pertemuanBulan, aktivitasBulan];

/** GET /v2/lms/kalender: the month's entries (default: this month in the college's zone), by the instant each is listed at. */
export async function getKalenderBulan(deps: Pick<Deps, 'db'>, actor: Actor, input: { bulan?: string }): Promise<KalenderBulan> {
  // Students: enrolled classes; lecturers: taught; operators: all with read on kelas_kuliah (else 403).
  const scope = await resolveScopeKelas(deps.db, actor);
  const timeZone = actor.college.timeZone;
  const bulan = input.bulan ?? bulanDari(hariIni(timeZone));
  const { awal, akhirEksklusif } = rentangBulan(bulan);
  const ctx: KalenderContext = {
    collegeId: actor.college.id,
    timeZone,
    scope,
    dari: new Date(zonedToUtcIso(`${awal} 00:00:00`, timeZone)!),
    sampai: new Date(zonedToUtcIso(`${akhirEksklusif} 00:00:00`, timeZone)!),
    now: new Date(),
  };
  const entri: EntriKalender[] = [];
  // Sequential: `db` may be a transaction (one connection).
  for (const penyedia of PENYEDIA_KALENDER) entri.push(...(await penyedia(deps.db, ctx)));
  // By the instant each is listed at: a task due at 17:00 after the 07:30 meeting, not at its start a week before.
  entri.sort((a, b) => waktuTercantum(a).localeCompare(waktuTercantum(b)) || a.jenis.localeCompare(b.jenis) || a.id - b.id);
  return { bulan, time_zone: timeZone, entri };
}

import {
  JENDELA_AKTIF_MENIT,
  RENTANG_STATISTIK_BAWAAN_HARI,
  ROLES,
  daftarTanggal,
  geserTanggal,
  hariIni,
  type JumlahPerRole,
  type VisitorStatistic,
  type VisitorStatisticQuery,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { countAktifPerRole, countKunjunganPerHari, countPengunjungPerRole, recordKunjungan, touchLastActive } from './visitor.repo';

/**
 * PUT /v2/lms/visitor/last_active (the client pings every 300 s): marks the user active now and records today's
 * visit (the college's day). An operator browsing through 'Login Akun Lain' does not make the lecturer or student
 * look active; neither does the system actor.
 */
export async function recordLastActive(deps: Deps, actor: Actor) {
  if (actor.operator || actor.role === 'SYSTEM') return;
  const { time_zone } = (await getPengaturan(deps, actor.college.id)).pengaturan_sistem;
  const tanggal = hariIni(time_zone);
  await deps.db.transaction(async (tx) => {
    await touchLastActive(tx, actor.college.id, actor.userId);
    await recordKunjungan(tx, { collegeId: actor.college.id, userId: actor.userId, role: actor.role, tanggal });
  });
}

const nol = (): JumlahPerRole => ({ ROLE_MAHASISWA: 0, ROLE_DOSEN: 0, ROLE_OPERATOR: 0 });
const isRole = (r: string): r is keyof JumlahPerRole => (ROLES as readonly string[]).includes(r);

/**
 * GET /v2/lms/visitor/statistic: operators with read on laporan (the dashboard's charts). The range defaults to
 * the last 7 days up to today in the college's zone.
 */
export async function getVisitorStatistic(deps: Deps, actor: Actor, q: VisitorStatisticQuery): Promise<VisitorStatistic> {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const { time_zone } = (await getPengaturan(deps, actor.college.id)).pengaturan_sistem;
  const akhir = q.tanggal_akhir ?? (q.tanggal_awal ? geserTanggal(q.tanggal_awal, RENTANG_STATISTIK_BAWAAN_HARI - 1) : hariIni(time_zone));
  const awal = q.tanggal_awal ?? geserTanggal(akhir, -(RENTANG_STATISTIK_BAWAAN_HARI - 1));
  if (awal > akhir) throw fieldError('tanggal_awal', 'tidak boleh sesudah tanggal_akhir');
  const c = actor.college.id;
  const [aktif, perHari, perRole] = await Promise.all([
    countAktifPerRole(deps.db, c, JENDELA_AKTIF_MENIT),
    countKunjunganPerHari(deps.db, c, awal, akhir),
    countPengunjungPerRole(deps.db, c, awal, akhir),
  ]);
  const sekarang = nol();
  for (const r of aktif) if (isRole(r.role)) sekarang[r.role] = r.n;
  const hari = new Map(daftarTanggal(awal, akhir).map((t) => [t, nol()]));
  for (const r of perHari) {
    const d = hari.get(r.tanggal);
    if (d && isRole(r.role)) d[r.role] = r.n;
  }
  const role = nol();
  for (const r of perRole) if (isRole(r.role)) role[r.role] = r.n;
  const jumlah = (j: JumlahPerRole) => j.ROLE_MAHASISWA + j.ROLE_DOSEN + j.ROLE_OPERATOR;
  return {
    aktif_sekarang: { total: jumlah(sekarang), per_role: sekarang, jendela_menit: JENDELA_AKTIF_MENIT },
    tanggal_awal: awal,
    tanggal_akhir: akhir,
    per_hari: [...hari].map(([tanggal, j]) => ({ tanggal, ...j, total: jumlah(j) })),
    per_role: ROLES.map((r) => ({ role: r, total: role[r] })),
    total_pengunjung: jumlah(role),
  };
}

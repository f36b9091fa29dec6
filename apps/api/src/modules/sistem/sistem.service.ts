import {
  PESAN_SEMESTER_BELUM_DIATUR,
  periodeLabel,
  type SemesterBerjalan,
  type SistemInfo,
  type WaktuAkademikItem,
} from '@lms/shared';
import type { Actor, CollegeContext, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { getProfilPt } from '../profil-pt/profil-pt.service';
import { findPeriodeBerjalan, listPeriode } from './sistem.repo';

/** kode = 10 * start year + semester (see packages/shared/src/periode). */
const uraiPeriode = (kode: number) => ({
  periode: kode,
  tahun: Math.floor(kode / 10),
  semester: kode % 10,
  nama: periodeLabel(kode),
});

export async function getSemesterBerjalan(deps: Deps, actor: Actor): Promise<SemesterBerjalan> {
  const row = await findPeriodeBerjalan(deps.db, actor.college.id);
  if (!row) throw notFound(PESAN_SEMESTER_BELUM_DIATUR);
  return uraiPeriode(row.kode);
}

/** All periods of the college, oldest first (the client reverses the list). */
export async function listWaktuAkademik(deps: Deps, actor: Actor): Promise<WaktuAkademikItem[]> {
  const rows = await listPeriode(deps.db, actor.college.id);
  return rows.map((r) => ({ ...uraiPeriode(r.kode), is_current: r.isCurrent }));
}

/**
 * Public college facts (login page): needs only the college, no actor. Read fresh, not from the request context's
 * 30 s copy, so a change on /profil-pt shows at once.
 */
export async function getSistemInfo(deps: Pick<Deps, 'db'>, c: CollegeContext): Promise<SistemInfo> {
  const { logo_url: _logo, ...info } = await getProfilPt(deps, c.id);
  return info;
}

/** GET /v1/logo_perguruan_tinggi: where the logo is served (null without one), read fresh as above. */
export async function getLogoPerguruanTinggi(deps: Pick<Deps, 'db'>, c: CollegeContext) {
  return { url: (await getProfilPt(deps, c.id)).logo_url };
}

import { PESAN_KELAS, PESAN_NILAI, hasAccess, isPelakuIntegrasi } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { resolveAksesKelas, type AksesKelas } from '../kelas/kelas-akses';
import { getPengaturan } from '../pengaturan/pengaturan.service';

/**
 * Who may use the gradebook of a class (spec 2 §2, §6): the class's lecturers (page type dosen) and operators with
 * the laporan permission (page type operator; /nilai is a Laporan route). Writing — choosing a component's activities
 * or sending to Siakad — also needs the grade-integration party of the actor's page to include it: a lecturer's
 * page is the class's (pelaku_integrasi_nilai.kelas_kuliah), an operator's the grade recap (….rekap_nilai); and for
 * operators laporan write.
 */
export type AksesNilaiKelas = { peran: 'dosen' | 'operator'; akses: AksesKelas; tulis: boolean; pelaku: boolean };

export async function resolveAksesNilai(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, idKelas: string): Promise<AksesNilaiKelas> {
  const peran = actor.role === 'ROLE_DOSEN' ? 'dosen' : actor.role === 'ROLE_OPERATOR' ? 'operator' : null;
  if (!peran) throw forbidden();
  const akses = await resolveAksesKelas(deps.db, actor, idKelas);
  if (peran === 'operator' && !hasAccess(akses.hakAkses, 'laporan', 'read')) throw forbidden();
  if (!akses.exists) throw notFound(PESAN_NILAI.tidakDitemukan);
  if (peran === 'dosen' && !akses.isTeacher) throw forbidden(PESAN_KELAS.bukanAnggota);
  const tulis = peran === 'dosen' || hasAccess(akses.hakAkses, 'laporan', 'write');
  const { pelaku_integrasi_nilai } = await getPengaturan(deps, actor.college.id);
  const halaman = peran === 'dosen' ? pelaku_integrasi_nilai.kelas_kuliah : pelaku_integrasi_nilai.rekap_nilai;
  return { peran, akses, tulis, pelaku: isPelakuIntegrasi(halaman, peran) };
}

/** Refuses unless the actor may change this class's grade integration (components, sends). */
export async function requireIntegrasiNilai(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, idKelas: string) {
  const a = await resolveAksesNilai(deps, actor, idKelas);
  if (!a.tulis) throw forbidden();
  if (!a.pelaku) throw forbidden(PESAN_NILAI.bukanPelaku);
  return a;
}

/** Built-in Siakad administration: operators with kelas_kuliah write, only when the LMS is the Siakad. */
export function requireKelolaSiakad(deps: Pick<Deps, 'academic'>, a: AksesNilaiKelas) {
  if (a.peran !== 'operator' || !a.akses.operatorWrite) throw forbidden();
  const adm = deps.academic.administrasiNilai;
  if (!adm) throw forbidden(PESAN_NILAI.siakadBawaanSaja);
  return adm;
}

import { PESAN_KELAS, type AksesKelas as AksesUiKelas } from '@lms/shared';
import type { Actor } from '../../deps';
import { forbidden } from '../../lib/errors';
import { precheckAksesKelas, type AksesKelas } from './kelas-akses';

/**
 * The class page's own rules on top of kelas-akses (issue 3 point 3, spec 1 §6): class edits (banner, class
 * leader) for an operator with write or a teacher; teacher positions for an operator with write only; the
 * syllabus for an operator with write, the class's dosen_koordinator or the course coordinator; 'Ubah Data RPS'
 * for the course's coordinator or RPS-developer lecturer. Students never write.
 */

const isKoordinatorMakul = (a: AksesKelas) => a.idDosen !== null && a.idDosen === a.idDosenKoordinatorMakul;

export function bolehUbahSilabus(a: AksesKelas) {
  return a.operatorWrite || a.jabatanPengajar === 'dosen_koordinator' || isKoordinatorMakul(a);
}

/** The UI flags of the class page (GET /v2/lms/kelas_kuliah/{id} `akses`). */
export function aksesKelasOf(a: AksesKelas): AksesUiKelas {
  return {
    ubah_kelas: a.canWrite,
    ubah_ketua: a.canWrite,
    ubah_jabatan: a.operatorWrite,
    ubah_silabus: bolehUbahSilabus(a),
    lihat_silabus: a.canRead || bolehUbahSilabus(a),
    ubah_rps: a.idDosen !== null && (a.idDosen === a.idDosenKoordinatorMakul || a.idDosen === a.idDosenPengembangRps),
  };
}

/**
 * The data-free refusals and the 404 for the class routes. 'operator' is the teacher-position change: an operator
 * lacking write gets the generic 403, anyone else the operator-only text, both before the class is looked at.
 */
export function precheckKelas(a: AksesKelas, actor: Actor, need: 'read' | 'write' | 'operator') {
  if (need === 'operator') {
    if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'SYSTEM') throw forbidden(PESAN_KELAS.hanyaOperator);
    precheckAksesKelas(a, actor, 'write');
    return;
  }
  precheckAksesKelas(a, actor, need);
}

/** Banner and class leader: operator write or a teacher of the class. */
export function requireUbahKelas(a: AksesKelas) {
  if (!a.canWrite) throw forbidden(PESAN_KELAS.bukanPengajar);
}
export function requireUbahSilabus(a: AksesKelas) {
  if (!bolehUbahSilabus(a)) throw forbidden(PESAN_KELAS.bukanKoordinator);
}
/** The syllabus view: class readers, plus the course coordinator who may edit it without teaching the class. */
export function requireLihatSilabus(a: AksesKelas) {
  if (!a.canRead && !bolehUbahSilabus(a)) throw forbidden(PESAN_KELAS.bukanAnggota);
}

import { PESAN_MATA_KULIAH, type MataKuliahInfo, type PengelolaanMataKuliah, type UbahMataKuliahBody } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findMataKuliah, findProdi, updateMataKuliah } from './mata-kuliah.repo';

/**
 * Courses on /mata-kuliah (data_master). They belong to the academic system: editable here only when that is the
 * built-in one (our tables); a campus Siakad keeps them (409). The code is the course's identity and stays.
 */

/** GET /v2/lms/mata_kuliah/pengelolaan. */
export async function getPengelolaanMataKuliah(deps: Deps, actor: Actor): Promise<PengelolaanMataKuliah> {
  await requireOperatorAccess(deps.db, actor, 'data_master', 'read');
  return { dapat_diubah: deps.academic.ownsMasterData };
}

/** PUT /v2/lms/mata_kuliah/{id}. */
export async function ubahMataKuliah(deps: Deps, actor: Actor, id: number, body: UbahMataKuliahBody): Promise<MataKuliahInfo> {
  await requireOperatorAccess(deps.db, actor, 'data_master', 'write');
  if (!deps.academic.ownsMasterData) throw conflict(PESAN_MATA_KULIAH.dikelolaSiakad);
  const collegeId = actor.college.id;
  const mk = await findMataKuliah(deps.db, collegeId, id);
  if (!mk) throw notFound(PESAN_MATA_KULIAH.tidakDitemukan);
  if (body.id_prodi !== null && !(await findProdi(deps.db, collegeId, body.id_prodi))) throw fieldError('id_prodi', PESAN_MATA_KULIAH.prodiTidakDitemukan);
  await deps.db.transaction(async (tx) => {
    await updateMataKuliah(tx, collegeId, id, { nama: body.nama, namaInggris: body.nama_inggris, sks: body.sks, idProdi: body.id_prodi });
    await recordAktivitas(tx, actor, 'ubah_mata_kuliah', `Mengubah mata kuliah ${mk.kode} (${body.nama}, ${body.sks} SKS)`);
  });
  return (await deps.academic.getMataKuliah(collegeId, id))!;
}

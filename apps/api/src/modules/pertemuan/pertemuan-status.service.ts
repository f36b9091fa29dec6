import { DETAIL_LOG_PERTEMUAN, PESAN_PERTEMUAN, namaKelasLog, transisiPertemuan, type AksiStatus } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { loadDetail } from './pertemuan-detail.service';
import { aksesPertemuan, penulis } from './pertemuan-akses';
import { conflictWith, iso } from './pertemuan.mapper';
import { findNamaKelas, findPertemuanRingkas, markKelasBerlangsung, markKelasSelesaiIfDone, transitionPertemuan } from './pertemuan.repo';

/**
 * PUT /v2/lms/pertemuan/{id}/start and /end. The UPDATE only matches the expected status, so of two concurrent
 * calls one wins and the other gets 409. Class status rule (ours; the spec does not show one): the first meeting
 * that starts moves an akan_dimulai class to berlangsung; ending the last unfinished meeting makes it selesai.
 * The change is published to the class's audience (its teachers and participants, operators with read on
 * kelas_kuliah) when the transaction commits.
 */
export async function changeStatusPertemuan(deps: Deps, actor: Actor, id: number, aksi: AksiStatus) {
  const { db, events } = deps;
  const { p, akses } = await aksesPertemuan(db, actor, id, 'write');
  const first = transisiPertemuan(p.status, aksi);
  if (!first.ok) throw conflictWith(first.pesan);
  const collegeId = actor.college.id;
  const userId = penulis(actor);

  await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await transitionPertemuan(
      tx,
      collegeId,
      id,
      first.dari,
      aksi === 'start' ? { status: first.ke, mulaiKuliah: now, startedBy: userId } : { status: first.ke, selesaiKuliah: now, endedBy: userId },
    );
    if (!moved) {
      // Someone else moved it between our read and our UPDATE: report what it is now.
      const cur = await findPertemuanRingkas(tx, collegeId, id);
      const again = cur ? transisiPertemuan(cur.status, aksi) : null;
      throw conflictWith(again && !again.ok ? again.pesan : aksi === 'start' ? PESAN_PERTEMUAN.sudahDimulai : PESAN_PERTEMUAN.sudahBerakhir);
    }
    if (aksi === 'start') await markKelasBerlangsung(tx, collegeId, moved.idKelasKuliah);
    else await markKelasSelesaiIfDone(tx, collegeId, moved.idKelasKuliah);
    const k = await findNamaKelas(tx, collegeId, moved.idKelasKuliah);
    const kelas = namaKelasLog(k?.mkNama, k?.labelNama);
    if (aksi === 'start') await recordAktivitas(tx, actor, 'mulai_pertemuan', DETAIL_LOG_PERTEMUAN.mulai(moved.nomor, kelas));
    else await recordAktivitas(tx, actor, 'akhiri_pertemuan', DETAIL_LOG_PERTEMUAN.akhiri(moved.nomor, kelas));
    // NOTIFY inside the transaction: delivered only if it commits.
    await events.publish(
      {
        stream: 'pertemuan',
        collegeId,
        event: 'status',
        audience: { kind: 'kelas', id_kelas_kuliah: moved.idKelasKuliah },
        data: {
          id: moved.id,
          id_kelas_kuliah: moved.idKelasKuliah,
          nomor: moved.nomor,
          status: moved.status,
          mulai_kuliah: iso(moved.mulaiKuliah),
          selesai_kuliah: iso(moved.selesaiKuliah),
        },
      },
      { db: tx },
    );
  });
  return loadDetail(deps, actor, id, akses);
}

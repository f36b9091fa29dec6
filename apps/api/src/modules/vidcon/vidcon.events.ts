import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';

/** The vidcon's live events. */

/** Tells the class (its members and reading operators) that a vidcon changed; delivered on commit. */
export async function publishVidcon(
  deps: Pick<Deps, 'events'>,
  tx: Db,
  actor: Actor,
  v: { id: number; idKelasKuliah: string; idPertemuan: number },
  aksi: 'tambah' | 'ubah' | 'hapus' | 'join',
) {
  await deps.events.publish(
    {
      stream: 'vidcon',
      event: 'vidcon_changed',
      collegeId: actor.college.id,
      audience: { kind: 'kelas', id_kelas_kuliah: v.idKelasKuliah },
      data: { id: v.id, id_kelas_kuliah: v.idKelasKuliah, id_pertemuan: v.idPertemuan, aksi },
    },
    { db: tx },
  );
}

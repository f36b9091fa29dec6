import type { EventAudience } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import type { GrupRow, PesanRow, ThreadRow } from './chat.repo';
import type { AksiPesan } from './chat-konteks';

/** The chat's live events. */

/** The audience of a group's events: a `kelas` group's class, else its member list. */
export function audienceGrup(grup: GrupRow): EventAudience {
  return grup.keanggotaan === 'kelas' && grup.idKelasKuliah ? { kind: 'kelas', id_kelas_kuliah: grup.idKelasKuliah } : { kind: 'chat', id_group: grup.id };
}

/** Tells the group's members (on commit of `tx`) that a message changed; they fetch what they show. */
export async function publishPesan(deps: Pick<Deps, 'events'>, tx: Db, grup: GrupRow, thread: ThreadRow, pesan: PesanRow, aksi: AksiPesan, actor: Actor) {
  const audience = audienceGrup(grup);
  const data = { id_group: grup.id, id_thread: thread.id, id_pesan: pesan.id, id_induk: pesan.idInduk, aksi, id_pengirim: Math.max(0, actor.userId) };
  await deps.events.publish(
    audience.kind === 'kelas'
      ? { stream: 'chat', event: 'pesan_chat', collegeId: grup.collegeId, audience, data }
      : { stream: 'chat', event: 'pesan_chat', collegeId: grup.collegeId, audience: { kind: 'chat', id_group: grup.id }, data },
    { db: tx },
  );
}

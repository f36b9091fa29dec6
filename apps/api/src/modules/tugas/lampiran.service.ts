import { PESAN_TUGAS, TUGAS_LAMPIRAN_MAX, allowedExtensionsForKind, maxUploadBytes } from '@lms/shared';
import type { TugasFileRef } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import type { FileTarget, MultipartResult } from '../../lib/multipart';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { discardStoredFile, recordUpload } from '../storager/storager.service';
import { getTugas, publishTugas } from './tugas.service';
import { aksesTugas } from './tugas.policy';
import { updateTugas } from './tugas.repo';

/** Attachments of a task (lampiran_tugas): teachers and operators with write add and remove them. */

type LampiranDeps = Pick<Deps, 'db' | 'events' | 'storage'>;
/** Reads the multipart body once the access check passed, streaming files to `target`. */
export type ReadFiles = (target: FileTarget) => Promise<Pick<MultipartResult<never>, 'files' | 'discard'>>;

/** POST /v2/lms/tugas/{id}/lampiran (multipart `files`): stored as lampiran_tugas of the class, at most 10 per task. */
export async function uploadLampiranTugas(deps: LampiranDeps, actor: Actor, id: number, read: ReadFiles) {
  await aksesTugas(deps.db, actor, id, 'write');
  const u = (await getPengaturan(deps, actor.college.id)).pengaturan_sistem.ukuran_max_file;
  const { files, discard } = await read({
    sink: 'storage',
    keyPrefix: `${actor.college.id}/lampiran_tugas`,
    maxBytes: maxUploadBytes(u, 'lampiran_tugas'),
    allowedExtensions: allowedExtensionsForKind('lampiran_tugas'),
  });
  try {
    if (files.length === 0) throw fieldError('files', 'File wajib diunggah pada field files');
    await deps.db.transaction(async (tx) => {
      const { t } = await aksesTugas(tx, actor, id, 'write', true);
      if (t.lampiran.length + files.length > TUGAS_LAMPIRAN_MAX) throw fieldError('files', PESAN_TUGAS.lampiranTerlaluBanyak);
      const added: TugasFileRef[] = [];
      for (const f of files) {
        const s = await recordUpload(deps, { collegeId: actor.college.id, kind: 'lampiran_tugas', idKelasKuliah: t.idKelasKuliah, ownerUserId: actor.userId || null, file: f, db: tx });
        added.push({ id: s.id, name: s.name, content_length: s.content_length, extension: s.extension });
      }
      await updateTugas(tx, actor.college.id, id, { lampiran: [...t.lampiran, ...added] });
      await recordAktivitas(tx, actor, 'ubah_tugas', `Menambahkan ${added.length} lampiran pada tugas "${t.judul}"`);
      await publishTugas(deps, tx, t, 'tugas');
    });
  } catch (err) {
    await discard();
    throw err;
  }
  return getTugas(deps, actor, id);
}

/** DELETE /v2/lms/tugas/{id}/lampiran/{idFile}. */
export async function deleteLampiranTugas(deps: LampiranDeps, actor: Actor, id: number, idFile: string) {
  await aksesTugas(deps.db, actor, id, 'write');
  await deps.db.transaction(async (tx) => {
    const { t } = await aksesTugas(tx, actor, id, 'write', true);
    const f = t.lampiran.find((x) => x.id === idFile.toLowerCase());
    if (!f) throw notFound(PESAN_TUGAS.fileTidakDitemukan);
    await updateTugas(tx, actor.college.id, id, { lampiran: t.lampiran.filter((x) => x.id !== f.id) });
    await recordAktivitas(tx, actor, 'ubah_tugas', `Menghapus lampiran "${f.name}" dari tugas "${t.judul}"`);
    await publishTugas(deps, tx, t, 'tugas');
  });
  await discardStoredFile(deps, actor.college.id, idFile.toLowerCase());
  return getTugas(deps, actor, id);
}

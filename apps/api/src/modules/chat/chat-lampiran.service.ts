import type { Readable } from 'node:stream';
import { PESAN_CHAT, PESAN_STORAGE, allowedExtensionsForKind, fileExtension, maxUploadBytes, parseRange, type ChatLampiran } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { FileTarget, ReceivedFile } from '../../lib/multipart';
import { StorageNotFoundError } from '../../plugins/storage';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { recordUpload } from '../storager/storager.service';
import { lampiranUrl } from './chat.mapper';
import { requireBacaGrup, requireKirimGrup } from './chat.policy';
import { findLampiranFile, insertLampiran } from './chat.repo';

/**
 * Chat attachments (file kind `lampiran_chat`): a member uploads a file to the group first (a draft only they can
 * see), then sends it with a message. Downloads go through the group, so only its readers get the bytes.
 */

const KIND = 'lampiran_chat' as const;

export type ReadLampiran = (target: FileTarget) => Promise<ReceivedFile | undefined>;

/** POST /v2/chat/group/{id}/lampiran (multipart `file`): membership is checked before a byte is stored. */
export async function uploadLampiranChat(deps: Deps, actor: Actor, idGroup: string, read: ReadLampiran): Promise<ChatLampiran> {
  const akses = await requireKirimGrup(deps.db, actor, idGroup);
  const collegeId = actor.college.id;
  const { ukuran_max_file } = (await getPengaturan(deps, collegeId)).pengaturan_sistem;
  const file = await read({
    sink: 'storage',
    keyPrefix: `${collegeId}/${KIND}`,
    maxBytes: maxUploadBytes(ukuran_max_file, KIND),
    allowedExtensions: allowedExtensionsForKind(KIND),
  });
  if (!file?.key) throw fieldError('file', PESAN_STORAGE.fileWajib);
  try {
    return await deps.db.transaction(async (tx) => {
      const stored = await recordUpload(deps, { collegeId, kind: KIND, idKelasKuliah: akses.grup.idKelasKuliah, ownerUserId: actor.userId, file, db: tx });
      await insertLampiran(tx, { idFile: stored.id, collegeId, idGrup: akses.grup.pk, userId: actor.userId });
      return { id: stored.id, name: stored.name, content_length: stored.content_length, extension: fileExtension(stored.name), url: lampiranUrl(idGroup, stored.id, stored.name) };
    });
  } catch (err) {
    await deps.storage.delete(file.key).catch(() => {});
    throw err;
  }
}

/** GET /v2/chat/group/{id}/lampiran/{idFile}/{name}: readers of the group (drafts: their uploader only); Range honoured. */
export async function openLampiranChat(deps: Deps, actor: Actor, idGroup: string, idFile: string, rangeHeader?: string) {
  const akses = await requireBacaGrup(deps.db, actor, idGroup);
  const file = await findLampiranFile(deps.db, akses.grup.pk, idFile.toLowerCase(), actor.userId);
  if (!file) throw notFound(PESAN_CHAT.lampiranTidakDitemukan);
  const size = Number(file.size);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'range_not_satisfiable', PESAN_STORAGE.rentangTidakValid, { detail: PESAN_STORAGE.rentangTidakValid, size });
  }
  try {
    const stream: Readable = await deps.storage.get(file.storageKey, range ?? undefined);
    return { file: { ...file, size }, stream, range };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(PESAN_CHAT.lampiranTidakDitemukan);
    throw err;
  }
}

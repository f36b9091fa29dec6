import {
  EKSTENSI_GAMBAR_PILIHAN,
  fileExtension,
  fileIdFromUrl,
  type FileKind,
  type StoredFile,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { fieldError } from '../../lib/errors';
import { readAll } from '../../lib/storage/backend';
import type { ReceivedFile } from '../../lib/multipart';
import { discardStoredFile, recordUpload, saveGeneratedFile } from '../storager/storager.service';
import { findFilesByIds, softDeleteFiles } from './bank-soal.repo';
import { fileIdsOfSoal, toSoalFile, withCopiedFiles } from '../../lib/soal/soal-berkas';

/** Files of question banks: attachments (soal_bank_soal), key attachments (kunci_bank_soal), option images. */

export { fileIdsOfSoal, toSoalFile, withCopiedFiles };

/**
 * Records files the upload path already streamed to storage as rows of `kind`. On a failure, the rows recorded so
 * far and the bytes of the rest are removed, so nothing is half-written.
 */
export async function recordUploads(deps: Deps, actor: Actor, uploads: ReceivedFile[], kind: FileKind): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of uploads) stored.push(await recordUpload(deps, { collegeId: actor.college.id, kind, ownerUserId: actor.userId || null, file }));
  } catch (err) {
    await discardAll(deps, actor.college.id, stored);
    for (const f of uploads.slice(stored.length + 1)) if (f.key) await deps.storage.delete(f.key).catch(() => {});
    throw err;
  }
  return stored;
}

export async function discardAll(deps: Deps, collegeId: number, stored: { id: string }[]) {
  for (const f of stored) await discardStoredFile(deps, collegeId, f.id).catch(() => {});
}

/**
 * Option images and images in the text are uploaded first (POST /v2/storager, kind soal_bank_soal) and referenced
 * by URL. Each must be a live soal_bank_soal image of the college, uploaded by the actor or already part of the
 * question (`known`): nobody can pull someone else's file into their question.
 */
export async function checkReferencedImages(
  db: Db,
  actor: Actor,
  refs: { field: string; url: string }[],
  known: Set<string>,
  message: string,
) {
  const byId = new Map<string, string>();
  for (const r of refs) {
    const id = fileIdFromUrl(r.url);
    if (!id) throw fieldError(r.field, message);
    byId.set(id, r.field);
  }
  const rows = await findFilesByIds(db, actor.college.id, [...byId.keys()]);
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const [id, field] of byId) {
    const row = found.get(id);
    const isImage = row && (EKSTENSI_GAMBAR_PILIHAN as readonly string[]).includes(`.${fileExtension(row.originalName)}`);
    if (!row || row.kind !== 'soal_bank_soal' || !isImage || (!known.has(id) && row.ownerUserId !== actor.userId)) throw fieldError(field, message);
  }
}

/** Soft-deletes the rows now; the bytes go after the commit (removeBytes). */
export const softDeleteFileIds = (db: Db, collegeId: number, ids: string[]) => softDeleteFiles(db, collegeId, ids);

export async function removeBytes(deps: Deps, keys: { storageKey: string }[]) {
  for (const k of keys) await deps.storage.delete(k.storageKey).catch(() => {});
}

/**
 * Copies stored files for a duplicated bank, so each bank owns its files (deleting a question of one never breaks
 * the other). Returns old id -> new file; the caller discards the copies if its transaction fails.
 */
export async function copyFiles(deps: Deps, actor: Actor, ids: string[]): Promise<Map<string, StoredFile>> {
  const rows = await findFilesByIds(deps.db, actor.college.id, ids);
  const copies = new Map<string, StoredFile>();
  try {
    for (const row of rows) {
      const buffer = await readAll(await deps.storage.get(row.storageKey));
      const kind = row.kind as FileKind;
      copies.set(
        row.id,
        await saveGeneratedFile(deps, { collegeId: actor.college.id, kind, ownerUserId: actor.userId, filename: row.originalName, mime: row.mime, buffer }),
      );
    }
  } catch (err) {
    await discardAll(deps, actor.college.id, [...copies.values()]);
    throw err;
  }
  return copies;
}

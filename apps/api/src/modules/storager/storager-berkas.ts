import type { FileKind } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { requireFileUploader } from './storager.policy';
import { findFile, insertFile, softDeleteFile, type FileRow } from './storager.repo';

/**
 * File rows for modules that keep files of their own besides POST /v2/storager: a route that serves a file after
 * its own check (a submission, an exam's question file, a BAP archive), an archive a job streams to storage, a file
 * replaced or removed inside the owner's transaction. The table and its rules stay the storager's.
 */

export type { FileRow };

/** A live (not deleted) file of the college; the caller has already decided that the reader may have it. */
export function findBerkas(db: Db, collegeId: number, id: string): Promise<FileRow | undefined> {
  return findFile(db, collegeId, id);
}

/** A file whose bytes the caller already wrote to storage under `storageKey` (a streamed zip). */
export type BerkasTersimpan = {
  collegeId: number;
  kind: FileKind;
  storageKey: string;
  originalName: string;
  mime: string;
  size: number;
  idKelasKuliah?: string | null;
  ownerUserId: number | null;
};

/** The row of bytes already in storage; when the row cannot be written the bytes are removed (no orphan). */
export async function catatBerkasTersimpan(deps: Pick<Deps, 'db' | 'storage'>, berkas: BerkasTersimpan): Promise<FileRow> {
  try {
    return await insertFile(deps.db, berkas);
  } catch (err) {
    await deps.storage.delete(berkas.storageKey).catch(() => {});
    throw err;
  }
}

/**
 * Marks the file deleted in the caller's transaction and returns its storage key, whose bytes the caller removes
 * once the transaction has committed; null when the file was already gone.
 */
export async function tandaiBerkasTerhapus(db: Db, collegeId: number, id: string): Promise<string | null> {
  return (await softDeleteFile(db, collegeId, id))?.storageKey ?? null;
}

/**
 * The kind's upload rule (ATURAN_JENIS_FILE: class rule 400, class 404, uploaders 403) for a module's own upload
 * route, checked before a byte is stored.
 */
export async function requireBolehUnggah(db: Db, actor: Actor, kind: FileKind, idKelas: string | null) {
  await requireFileUploader(db, actor, kind, idKelas);
}

import { randomUUID } from 'node:crypto';
import { fileExtension, type TipeFileMateri } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { bacaDurasiMedia } from '../../lib/arsip/media';
import type { ReceivedFile } from '../../lib/multipart';
import { discardStoredFile, openDownload } from '../storager/storager.service';
import { isFileMateriDipakai } from './materi.repo';

/** The bytes behind materials: media length, copies for 'Salin Materi Kelas Lain', removal of unused files. */

const MEDIA: readonly TipeFileMateri[] = ['video', 'audio'];

/**
 * Length in seconds of a stored video / audio, read from its headers (MP4 moov, MP3 frames, WAV, Ogg, WebM …), so
 * watched percentages never rest on a length the player reports. Null when it cannot be read.
 */
export async function bacaDurasi(deps: Pick<Deps, 'storage'>, tipe: TipeFileMateri, file: { key: string; mime: string; size: number }): Promise<number | null> {
  if (!MEDIA.includes(tipe)) return null;
  try {
    // Parsed in the parser thread pool (lib/arsip/media.ts), bounded in time and memory.
    return await bacaDurasiMedia(await deps.storage.get(file.key), { mime: file.mime, size: file.size });
  } catch {
    return null;
  }
}

/**
 * A copy of a material's file under a new key, read as the actor (the storager's read rule of the source's class
 * applies): the caller records it for the target class with recordUpload, or deletes the key when its work fails.
 */
export async function salinBerkas(deps: Pick<Deps, 'db' | 'storage' | 'events'>, actor: Actor, idFile: string): Promise<ReceivedFile> {
  const { file, stream } = await openDownload(deps, actor, idFile);
  const ext = fileExtension(file.originalName).replace(/[^a-z0-9]/g, '') || 'bin';
  const key = `${actor.college.id}/materi/${randomUUID()}.${ext}`;
  await deps.storage.put(key, stream, { contentType: file.mime, contentLength: file.size });
  return { field: 'file', name: file.originalName, ext, mime: file.mime, size: file.size, key, buffer: null };
}

/** Removes a file no material uses any more (row and bytes), after the write that let it go has committed. */
export async function buangBerkasTakTerpakai(deps: Pick<Deps, 'db' | 'storage'>, collegeId: number, idFile: string | null, log?: { warn(o: object, m: string): void }) {
  if (!idFile) return;
  try {
    if (await isFileMateriDipakai(deps.db, idFile)) return;
    await discardStoredFile(deps, collegeId, idFile);
  } catch (err) {
    log?.warn({ err, idFile }, 'material file not removed');
  }
}

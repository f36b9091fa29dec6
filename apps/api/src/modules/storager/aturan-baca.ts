import type { FileKind, HakAkses } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import type { AksesKelas } from '../kelas/kelas-akses';
import type { FileRow } from './storager.repo';

/**
 * The read rules of file kinds (storager.policy: ATURAN_BACA_FILE) and the registry through which a kind's owning
 * module adds its own: an exam decides when a student sees its question and key files, a question bank who reads
 * through its sharing. The storager keeps only the interface; the owners' rules are registered by the composition
 * root (registries.ts), so the storager imports no exam or bank rule.
 */

/** What a read rule sees: the reader, the file, and (read once, when a rule asks) its class access and rights. */
export type KonteksBaca = {
  db: Db;
  /** The bus, for the cached services a rule reads (the college's settings). */
  events: Deps['events'];
  actor: Actor;
  file: Pick<FileRow, 'id' | 'idKelasKuliah' | 'ownerUserId'>;
  /** The reader's access to the file's class; null for a file without a class. */
  kelas(): Promise<AksesKelas | null>;
  /** The reader's operator access map (no_access everywhere for lecturers and students). */
  hak(): Promise<HakAkses>;
};
export type AturanBaca = (k: KonteksBaca) => Promise<boolean> | boolean;

const aturanPemilik = new Map<FileKind, AturanBaca>();

/** Adds the owning module's read rules of its kinds; registering a kind again replaces its rule. */
export function registerAturanBaca(aturan: Partial<Record<FileKind, AturanBaca>>) {
  for (const [kind, a] of Object.entries(aturan) as [FileKind, AturanBaca][]) aturanPemilik.set(kind, a);
}

/** The owning module's rule of the kind, asked at read time; none registered lets nobody more read. */
export const aturanBacaPemilik =
  (kind: FileKind): AturanBaca =>
  (k) =>
    aturanPemilik.get(kind)?.(k) ?? false;

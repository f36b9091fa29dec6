import { ATURAN_JENIS_FILE, FILE_KINDS, PESAN_KELAS, PESAN_STORAGE, hasAccess, type AreaAkses, type FileKind, type RelasiFile } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { hakAksesOf } from '../../lib/policy';
import { resolveAksesKelas, type AksesKelas } from '../kelas/kelas-akses';
import { kunciFileTerbuka } from '../ujian/hasil.service';
import type { FileRow } from './storager.repo';

/**
 * Who may upload and read each kind of file: the rules are declared once in @lms/shared (ATURAN_JENIS_FILE) and
 * evaluated here against class access (kelas-akses) and the operator's permission map. Re-checked on every download.
 */

type Aksi = 'unggah' | 'baca';

const isKind = (k: string): k is FileKind => (FILE_KINDS as readonly string[]).includes(k);

/** Whether the actor stands in one of the kind's relations for `aksi` on a file of this class / owner. */
async function bolehFile(db: Db, actor: Actor, kind: FileKind, aksi: Aksi, idKelas: string | null, ownerUserId: number | null, akses?: AksesKelas) {
  if (actor.role === 'SYSTEM') return true;
  const need = aksi === 'baca' ? 'read' : 'write';
  const rules = ATURAN_JENIS_FILE[kind][aksi];
  let kelas = akses ?? null;
  const kelasOf = async () => (kelas ??= idKelas ? await resolveAksesKelas(db, actor, idKelas) : null);
  let hak: Awaited<ReturnType<typeof hakAksesOf>> | null = null;
  for (const rel of rules as readonly RelasiFile[]) {
    switch (rel) {
      case 'pemilik':
        if (aksi === 'baca' && ownerUserId !== null && ownerUserId === actor.userId) return true;
        break;
      case 'pengajar':
        if (idKelas && (await kelasOf())?.isTeacher) return true;
        break;
      case 'peserta':
        if (idKelas && (await kelasOf())?.isParticipant) return true;
        break;
      case 'operator':
        if (actor.role === 'ROLE_OPERATOR') return true;
        break;
      case 'dosen':
        if (actor.role === 'ROLE_DOSEN') return true;
        break;
      case 'pengguna':
        if (!idKelas) return true;
        break;
      default: {
        const area = rel.slice('operator:'.length) as AreaAkses;
        if (actor.role !== 'ROLE_OPERATOR') break;
        if (area === 'kelas_kuliah') {
          // Class files follow the class rule (an operator of the class's college with the level).
          const k = idKelas ? await kelasOf() : null;
          if (k?.exists && (need === 'read' ? k.operatorRead : k.operatorWrite)) return true;
          break;
        }
        hak ??= await hakAksesOf(db, actor);
        if (hasAccess(hak, area, need)) return true;
      }
    }
  }
  return false;
}

/**
 * Upload of `kind`, into class `idKelas` or without one: the kind's class rule (400), a class of the actor's college
 * (404), then the kind's uploaders (403, e.g. a student and `kunci_ujian`, a lecturer and `pengumpulan_tugas`).
 */
export async function requireFileUploader(db: Db, actor: Actor, kind: FileKind, idKelas: string | null) {
  const aturan = ATURAN_JENIS_FILE[kind];
  if (aturan.unggah.length === 0) throw forbidden(PESAN_STORAGE.tidakBolehUnggahJenis(kind));
  if (aturan.kelas === 'wajib' && !idKelas) throw fieldError('id_kelas_kuliah', PESAN_STORAGE.jenisWajibKelas(kind));
  if (aturan.kelas === 'tidak' && idKelas) throw fieldError('id_kelas_kuliah', PESAN_STORAGE.jenisTanpaKelas(kind));
  let akses: AksesKelas | undefined;
  if (idKelas) {
    akses = await resolveAksesKelas(db, actor, idKelas);
    if (!akses.exists) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
  }
  if (!(await bolehFile(db, actor, kind, 'unggah', idKelas, null, akses))) throw forbidden(PESAN_STORAGE.tidakBolehUnggahJenis(kind));
}

/** Download, re-checked on every request, by the rules of the file's kind. */
export async function requireFileReader(db: Db, actor: Actor, file: FileRow) {
  const kind: FileKind = isKind(file.kind) ? file.kind : 'lainnya';
  if (await bolehFile(db, actor, kind, 'baca', file.idKelasKuliah, file.ownerUserId)) return;
  // An exam's key attachment reaches its students once the key is released (the exam module decides).
  if (kind === 'kunci_ujian' && (await kunciFileTerbuka(db, actor, file))) return;
  throw forbidden();
}

/** Delete: the owner, an operator with write on kelas_kuliah for class files, or the system actor. */
export async function requireFileDeleter(db: Db, actor: Actor, file: FileRow) {
  if (actor.role === 'SYSTEM' || (file.ownerUserId !== null && file.ownerUserId === actor.userId)) return;
  if (file.idKelasKuliah && actor.role === 'ROLE_OPERATOR') {
    const akses = await resolveAksesKelas(db, actor, file.idKelasKuliah);
    if (akses.operatorWrite) return;
  }
  throw forbidden();
}

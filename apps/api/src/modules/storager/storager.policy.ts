import { ATURAN_JENIS_FILE, FILE_KINDS, PESAN_KELAS, PESAN_STORAGE, hasAccess, type AreaAkses, type FileKind, type HakAkses, type RelasiFile } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { hakAksesOf } from '../../lib/policy';
import { resolveAksesKelas, type AksesKelas } from '../kelas/kelas-akses';
import { aturanBacaPemilik, type AturanBaca, type KonteksBaca } from './aturan-baca';
import type { FileRow } from './storager.repo';

/**
 * Who may upload and who may read each kind of file. Uploads follow the kind's relations declared in @lms/shared
 * (ATURAN_JENIS_FILE); reads follow ATURAN_BACA_FILE below — one rule per kind, derived from the object that owns the
 * file (its class, exam, bank, uploader). Both are re-checked on every request; the system actor may do everything.
 */

const isKind = (k: string): k is FileKind => (FILE_KINDS as readonly string[]).includes(k);

// ---------------------------------------------------------------------------------------------------------------
// Reading

export type { AturanBaca, KonteksBaca };

const salahSatu =
  (...aturan: AturanBaca[]): AturanBaca =>
  async (k) => {
    for (const a of aturan) if (await a(k)) return true;
    return false;
  };

/** The uploader. */
const pemilik: AturanBaca = ({ actor, file }) => file.ownerUserId !== null && file.ownerUserId === actor.userId;
const pengajar: AturanBaca = async (k) => Boolean((await k.kelas())?.isTeacher);
const peserta: AturanBaca = async (k) => Boolean((await k.kelas())?.isParticipant);
/** An operator of the class's college with read on kelas_kuliah (the class rule, kelas-akses). */
const operatorKelas: AturanBaca = async (k) => {
  const kelas = await k.kelas();
  return Boolean(kelas?.exists && kelas.operatorRead);
};
/** An operator with read on the area. */
const operatorArea =
  (area: AreaAkses): AturanBaca =>
  async (k) =>
    k.actor.role === 'ROLE_OPERATOR' && hasAccess(await k.hak(), area, 'read');
/** Any signed-in user of the college (the request context already checked the college). */
const penggunaKampus: AturanBaca = () => true;

const anggotaKelas = salahSatu(pengajar, peserta, operatorKelas);
const pengelolaKelas = salahSatu(pengajar, operatorKelas);

/**
 * THE read rule of each kind (docs/DECISIONS.md 'Files' has the same table in words). A kind with a class whose
 * file has none (or the reverse) cannot exist: uploads enforce ATURAN_JENIS_FILE[kind].kelas.
 */
export const ATURAN_BACA_FILE: Record<FileKind, AturanBaca> = {
  // What a class shows its members.
  banner_kelas: anggotaKelas,
  silabus: anggotaKelas,
  materi: anggotaKelas,
  lampiran_tugas: anggotaKelas,
  // A student's own work: never classmates.
  pengumpulan_tugas: salahSatu(pemilik, pengelolaKelas),
  jawaban_ujian: salahSatu(pemilik, pengelolaKelas),
  // Exam files follow the exam: a student sees a question file only while their attempt runs or in the resume,
  // a key file only in the resume (the exam's rule, ujian/ujian-file-akses, registered in aturan-baca).
  soal_ujian: salahSatu(pengelolaKelas, aturanBacaPemilik('soal_ujian')),
  kunci_ujian: salahSatu(pengelolaKelas, aturanBacaPemilik('kunci_ujian')),
  // Bank files follow the bank's sharing (bank-soal/bank-soal-file-akses, registered); the uploader keeps a file
  // not yet in a question.
  soal_bank_soal: salahSatu(pemilik, operatorArea('bank_soal'), aturanBacaPemilik('soal_bank_soal')),
  kunci_bank_soal: salahSatu(pemilik, operatorArea('bank_soal'), aturanBacaPemilik('kunci_bank_soal')),
  laporan_import: salahSatu(pemilik, operatorArea('data_master')),
  // Shown on every page of the college, the login page included (served there without a login by its own route).
  logo_perguruan_tinggi: penggunaKampus,
  // Readers of an announcement download through its own route (GET /v2/lms/pengumuman/{id}/lampiran/{idFile}).
  lampiran_pengumuman: salahSatu(pemilik, operatorArea('pengumuman')),
  // Chat attachments go through the group's route, which checks its members; a BAP archive is its requester's.
  lampiran_chat: pemilik,
  arsip_bap: pemilik,
  // A user's own upload: in a class, also its teachers and operators of the class; outside one, operators who
  // manage the college's users (data_master).
  lainnya: salahSatu(pemilik, (k) => (k.file.idKelasKuliah ? pengelolaKelas(k) : operatorArea('data_master')(k))),
};

/** What reading needs: the database, and the bus for the cached services an owner's rule reads. */
type BacaDeps = Pick<Deps, 'db' | 'events'>;

/** The reading context of one request: class access and rights are read at most once, and only when a rule asks. */
function konteksBaca({ db, events }: BacaDeps, actor: Actor, file: KonteksBaca['file']): KonteksBaca {
  let kelas: Promise<AksesKelas | null> | undefined;
  let hak: Promise<HakAkses> | undefined;
  return {
    db,
    events,
    actor,
    file,
    kelas: () => (kelas ??= file.idKelasKuliah ? resolveAksesKelas(db, actor, file.idKelasKuliah) : Promise.resolve(null)),
    hak: () => (hak ??= hakAksesOf(db, actor)),
  };
}

/** Whether the actor may read the file now (an unknown stored kind reads as `lainnya`). */
export async function bolehBacaFile(deps: BacaDeps, actor: Actor, file: Pick<FileRow, 'id' | 'kind' | 'idKelasKuliah' | 'ownerUserId'>) {
  if (actor.role === 'SYSTEM') return true;
  const kind: FileKind = isKind(file.kind) ? file.kind : 'lainnya';
  return ATURAN_BACA_FILE[kind](konteksBaca(deps, actor, file));
}

/** Download, re-checked on every request, by the read rule of the file's kind. */
export async function requireFileReader(deps: BacaDeps, actor: Actor, file: FileRow) {
  if (!(await bolehBacaFile(deps, actor, file))) throw forbidden();
}

// ---------------------------------------------------------------------------------------------------------------
// Uploading and deleting

/** Whether the actor stands in one of the kind's upload relations for a file of this class (or none). */
async function bolehUnggah(db: Db, actor: Actor, kind: FileKind, idKelas: string | null, akses: AksesKelas | null) {
  if (actor.role === 'SYSTEM') return true;
  let hak: HakAkses | null = null;
  for (const rel of ATURAN_JENIS_FILE[kind].unggah as readonly RelasiFile[]) {
    switch (rel) {
      case 'pengajar':
        if (akses?.isTeacher) return true;
        break;
      case 'peserta':
        if (akses?.isParticipant) return true;
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
        // Class files follow the class rule (an operator of the class's college with write).
        if (area === 'kelas_kuliah') {
          if (akses?.exists && akses.operatorWrite) return true;
          break;
        }
        hak ??= await hakAksesOf(db, actor);
        if (hasAccess(hak, area, 'write')) return true;
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
  let akses: AksesKelas | null = null;
  if (idKelas) {
    akses = await resolveAksesKelas(db, actor, idKelas);
    if (!akses.exists) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
  }
  if (!(await bolehUnggah(db, actor, kind, idKelas, akses))) throw forbidden(PESAN_STORAGE.tidakBolehUnggahJenis(kind));
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

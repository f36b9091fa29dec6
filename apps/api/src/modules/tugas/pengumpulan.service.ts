import {
  ALASAN_TOLAK_KUMPUL_PESAN,
  PESAN_STORAGE,
  PESAN_TUGAS,
  allowedExtensions,
  allowedExtensionsForKind,
  aturanKumpul,
  parseRange,
  type PengumpulanFields,
  type PengumpulanSaya,
  type UploadGroup,
} from '@lms/shared';
import type { TugasFileRef } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import type { FileTarget, IncomingFile, ReceivedFile } from '../../lib/multipart';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import { StorageNotFoundError } from '../../plugins/storage';
import { recordAktivitasSelesai } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { discardStoredFile, recordUpload } from '../storager/storager.service';
import { findBerkas } from '../storager/storager-berkas';
import { findKelompok, findKelompokMahasiswa } from './kelompok.repo';
import { adaNilai, findNilai, findPengumpulanById, findPengumpulanOf, upsertPengumpulan, userIdsOfKelompok } from './pengumpulan.repo';
import { penulis } from '../pertemuan/pertemuan-akses';
import { toPengumpulanItem } from './tugas.mapper';
import { aksesTugas, batasPengumpulan, batasPengumpulanKampus, isPenilaiBaca, jendelaOf, requirePesertaMahasiswa } from './tugas.policy';
import { publishTugas } from './tugas.service';
import type { TugasRow } from './tugas.repo';
import type { Db } from '../../db/client';

/**
 * Submissions (pengumpulan_tugas): a student hands in text and files, for group tasks any member on behalf of the
 * group; replaced in place while the rules allow (shared aturanKumpul). Each hand-in writes the kerjakan_tugas fact
 * (aktivitas_selesai) of the student, or of every member of the group, in its own transaction.
 */

type PengumpulanDeps = Pick<Deps, 'db' | 'events' | 'storage'>;
export type ReadPengumpulan = (target: (file: IncomingFile) => FileTarget) => Promise<{ fields: PengumpulanFields; files: ReceivedFile[]; discard: () => Promise<void> }>;

type Pemilik = { idMahasiswa: number } | { idKelompok: number };

/** Who hands in: the student (individu) or their group (kelompok); null for a student without a group. */
async function pemilikOf(db: Db, t: TugasRow, idMahasiswa: number): Promise<Pemilik | null> {
  if (t.jenis !== 'kelompok') return { idMahasiswa };
  const k = await findKelompokMahasiswa(db, t.id, idMahasiswa);
  return k ? { idKelompok: k.idKelompok } : null;
}

/** The students whose scores lock the submission: the student, or the group's members. */
async function mahasiswaOf(db: Db, t: TugasRow, owner: Pemilik) {
  if ('idMahasiswa' in owner) return [owner.idMahasiswa];
  return (await userIdsOfKelompok(db, t.id, owner.idKelompok)).map((r) => r.idMahasiswa);
}

/** GET /v2/lms/tugas/{id}/pengumpulan/me. */
export async function getPengumpulanSaya(deps: PengumpulanDeps, actor: Actor, id: number): Promise<PengumpulanSaya> {
  const { t, akses } = await aksesTugas(deps.db, actor, id, 'read');
  const idMahasiswa = requirePesertaMahasiswa(akses, actor);
  const owner = await pemilikOf(deps.db, t, idMahasiswa);
  const row = owner ? await findPengumpulanOf(deps.db, id, owner) : undefined;
  const nilai = await findNilai(deps.db, id, idMahasiswa);
  const sudahDinilai = owner ? await adaNilai(deps.db, id, await mahasiswaOf(deps.db, t, owner)) : false;
  const aturan = aturanKumpul(jendelaOf(t), new Date(), row ? { terlambat: row.p.terlambat, sudahDinilai } : null);
  const alasan = !owner ? PESAN_TUGAS.belumBerkelompok : aturan.boleh ? null : ALASAN_TOLAK_KUMPUL_PESAN[aturan.alasan];
  return {
    pengumpulan: row ? toPengumpulanItem(row) : null,
    nilai: t.tampilkanNilai && nilai ? { nilai: nilai.nilai, komentar: nilai.komentar } : null,
    boleh_kumpul: Boolean(owner) && aturan.boleh,
    terlambat_jika_kumpul: aturan.boleh ? aturan.terlambat : false,
    alasan,
    id_kelompok: owner && 'idKelompok' in owner ? owner.idKelompok : null,
  };
}

/** Refuses a hand-in the rules do not allow now (409 with the reason). */
async function requireBolehKumpul(db: Db, t: TugasRow, owner: Pemilik, now: Date, lock = false) {
  const existing = await findPengumpulanOf(db, t.id, owner, lock);
  const sudahDinilai = await adaNilai(db, t.id, await mahasiswaOf(db, t, owner));
  const aturan = aturanKumpul(jendelaOf(t), now, existing ? { terlambat: existing.p.terlambat, sudahDinilai } : null);
  if (!aturan.boleh) throw conflict(ALASAN_TOLAK_KUMPUL_PESAN[aturan.alasan]);
  return { existing, terlambat: aturan.terlambat };
}

/** Extensions a task accepts: its chosen groups within what submissions may be at all. */
function extensionsOf(t: TugasRow) {
  const kind = allowedExtensionsForKind('pengumpulan_tugas');
  if (t.jenisFileDiterima.length === 0) return kind;
  const chosen = new Set(allowedExtensions(t.jenisFileDiterima as UploadGroup[]));
  return kind.filter((e) => chosen.has(e));
}

/** POST /v2/lms/tugas/{id}/pengumpulan (multipart: teks, files, files_hapus[]): hand in or replace. */
export async function submitPengumpulan(deps: PengumpulanDeps, actor: Actor, id: number, read: ReadPengumpulan) {
  const { t, akses } = await aksesTugas(deps.db, actor, id, 'read');
  const idMahasiswa = requirePesertaMahasiswa(akses, actor);
  const owner0 = await pemilikOf(deps.db, t, idMahasiswa);
  if (!owner0) throw forbidden(PESAN_TUGAS.belumBerkelompok);
  // Refuse before a byte is stored; checked again in the transaction with the time of the hand-in.
  await requireBolehKumpul(deps.db, t, owner0, new Date());
  const maxBytes = batasPengumpulan(t, await batasPengumpulanKampus(deps, actor.college.id));
  const exts = extensionsOf(t);
  const { fields, files, discard } = await read(() => {
    if (!t.pengumpulanFile) throw fieldError('files', PESAN_TUGAS.fileTidakDiterima);
    return { sink: 'storage', keyPrefix: `${actor.college.id}/pengumpulan_tugas`, maxBytes, allowedExtensions: exts };
  });
  let removed: TugasFileRef[] = [];
  try {
    removed = await deps.db.transaction(async (tx) => {
      const { t: cur } = await aksesTugas(tx, actor, id, 'read');
      const owner = await pemilikOf(tx, cur, idMahasiswa);
      if (!owner) throw forbidden(PESAN_TUGAS.belumBerkelompok);
      // Members of one group hand in one after another.
      if ('idKelompok' in owner) await findKelompok(tx, actor.college.id, id, owner.idKelompok, true);
      const now = new Date();
      const { existing, terlambat } = await requireBolehKumpul(tx, cur, owner, now, true);

      const teks = sanitizeRichText(fields.teks);
      if (!cur.pengumpulanTeks && !isBlankHtml(teks)) throw fieldError('teks', PESAN_TUGAS.teksTidakDiterima);
      const hapus = new Set(fields.files_hapus.map((f) => f.toLowerCase()));
      const before = existing?.p.files ?? [];
      for (const h of hapus) if (!before.some((f) => f.id === h)) throw fieldError('files_hapus', PESAN_TUGAS.fileTidakDitemukan);
      const kept = before.filter((f) => !hapus.has(f.id));
      if (kept.length + files.length > cur.maksFile) throw fieldError('files', PESAN_TUGAS.fileTerlaluBanyak(cur.maksFile));
      if (isBlankHtml(teks) && kept.length + files.length === 0) throw fieldError('teks', PESAN_TUGAS.pengumpulanKosong);

      const added: TugasFileRef[] = [];
      for (const f of files) {
        const s = await recordUpload(deps, { collegeId: actor.college.id, kind: 'pengumpulan_tugas', idKelasKuliah: cur.idKelasKuliah, ownerUserId: actor.userId, file: f, db: tx });
        added.push({ id: s.id, name: s.name, content_length: s.content_length, extension: s.extension });
      }
      const row = await upsertPengumpulan(tx, {
        collegeId: actor.college.id,
        idTugas: id,
        idMahasiswa: 'idMahasiswa' in owner ? owner.idMahasiswa : null,
        idKelompok: 'idKelompok' in owner ? owner.idKelompok : null,
        teks: cur.pengumpulanTeks && !isBlankHtml(teks) ? teks : '',
        files: [...kept, ...added],
        terlambat,
        oleh: penulis(actor),
        now,
      });
      const users = 'idKelompok' in owner ? (await userIdsOfKelompok(tx, id, owner.idKelompok)).map((r) => r.userId) : [actor.userId];
      for (const idUser of users) {
        await recordAktivitasSelesai(deps, tx, {
          collegeId: actor.college.id,
          jenis: 'tugas',
          idSumber: id,
          idUser,
          sumber: 'kumpul',
          waktu: now,
          detail: { id_pengumpulan: row.id, terlambat, oleh: actor.userId },
        });
      }
      await recordAktivitas(tx, actor, 'kumpul_tugas', `Mengumpulkan tugas "${cur.judul}"${terlambat ? ' (terlambat)' : ''}`);
      await publishTugas(deps, tx, cur, 'pengumpulan');
      return before.filter((f) => hapus.has(f.id));
    });
  } catch (err) {
    await discard();
    throw err;
  }
  for (const f of removed) await discardStoredFile(deps, actor.college.id, f.id);
  return getPengumpulanSaya(deps, actor, id);
}

/**
 * GET /v2/lms/tugas/{id}/pengumpulan/{idPengumpulan}/file/{idFile}: one file of a submission for its student or
 * group, the class's teachers and operators with read (HTTP Range honoured).
 */
export async function openPengumpulanFile(deps: PengumpulanDeps, actor: Actor, id: number, idPengumpulan: number, idFile: string, rangeHeader?: string) {
  const { t, akses } = await aksesTugas(deps.db, actor, id, 'read');
  const p = await findPengumpulanById(deps.db, actor.college.id, id, idPengumpulan);
  if (!p) throw notFound(PESAN_TUGAS.pengumpulanTidakDitemukan);
  if (!isPenilaiBaca(akses)) {
    const idMahasiswa = requirePesertaMahasiswa(akses, actor);
    const owner = await pemilikOf(deps.db, t, idMahasiswa);
    const own = owner && ('idMahasiswa' in owner ? p.idMahasiswa === owner.idMahasiswa : p.idKelompok === owner.idKelompok);
    if (!own) throw forbidden();
  }
  const ref = p.files.find((f) => f.id === idFile.toLowerCase());
  const file = ref ? await findBerkas(deps.db, actor.college.id, ref.id) : undefined;
  if (!file) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
  const range = parseRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'range_not_satisfiable', PESAN_STORAGE.rentangTidakValid, { detail: PESAN_STORAGE.rentangTidakValid, size: file.size });
  }
  try {
    return { file, stream: await deps.storage.get(file.storageKey, range ?? undefined), range };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
    throw err;
  }
}

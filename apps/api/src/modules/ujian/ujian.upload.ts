import { PESAN_SOAL, fileIdFromUrl, type FileKind, type SoalFile, type StoredFile } from '@lms/shared';
import type { SoalData, UjianSoalData } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { fieldError } from '../../lib/errors';
import { readAll } from '../../lib/storage/backend';
import { fileIdsOfSoal, withCopiedFiles } from '../../lib/soal/soal-berkas';
import { gambarDalamPertanyaan } from '../../lib/soal/soal-html';
import { discardStoredFile, saveGeneratedFile } from '../storager/storager.service';
import { findBerkas, tandaiBerkasTerhapus } from '../storager/storager-berkas';
import { findUrlFileJawaban } from './pengerjaan.repo';
import { findSoalByUjian } from './soal-ujian.repo';

/**
 * Files of exam questions. An exam owns its files: attachments, option images and images in the text are of kind
 * soal_ujian, key attachments kunci_ujian, all bound to the exam's class (so the class's readers rules apply and a
 * student never reads a key). Questions copied from a bank or another exam get copies of their files.
 */

type SoalBerkas = { pertanyaan: string; data: UjianSoalData; soalFiles: SoalFile[] };

/** Every stored file a question refers to. */
export const fileIdsSoalUjian = (s: SoalBerkas) => fileIdsOfSoal({ pertanyaan: s.pertanyaan, data: s.data as SoalData, soalFiles: s.soalFiles });

/**
 * Checks the files a question names: each a live file of the exam's class of the expected kind, or one the
 * question already had (`known`). 400 naming the field otherwise.
 */
export async function periksaFileSoal(deps: Pick<Deps, 'db'>, collegeId: number, idKelas: string, s: SoalBerkas, known: Set<string>) {
  const refs: { field: string; url: string | null; kind: FileKind }[] = [];
  s.soalFiles.forEach((f, i) => refs.push({ field: `soal_files.${i}`, url: f.url, kind: 'soal_ujian' }));
  if ('pilihan' in s.data) s.data.pilihan.gambar.forEach((url, i) => url && refs.push({ field: `pilihan.gambar.${i}`, url, kind: 'soal_ujian' }));
  if ('esay' in s.data) s.data.esay.kunci_files.forEach((f, i) => refs.push({ field: `kunci_files.${i}`, url: f.url, kind: 'kunci_ujian' }));
  for (const id of gambarDalamPertanyaan(s.pertanyaan)) refs.push({ field: 'pertanyaan', url: `/api/v2/storager/files/${id}/x`, kind: 'soal_ujian' });
  for (const r of refs) {
    const id = r.url ? fileIdFromUrl(r.url) : null;
    if (!id) throw fieldError(r.field, PESAN_SOAL.gambarTidakValid);
    if (known.has(id)) continue;
    const row = await findBerkas(deps.db, collegeId, id);
    if (!row || row.kind !== r.kind || row.idKelasKuliah !== idKelas) throw fieldError(r.field, 'File harus diunggah untuk kelas ini');
  }
}

/** The kind a copied file gets: in an exam (the class's kinds) or in a bank (the bank's kinds). */
const KIND_SALINAN: Record<'ujian' | 'bank', Record<string, FileKind>> = {
  ujian: { soal_bank_soal: 'soal_ujian', kunci_bank_soal: 'kunci_ujian', soal_ujian: 'soal_ujian', kunci_ujian: 'kunci_ujian' },
  bank: { soal_ujian: 'soal_bank_soal', kunci_ujian: 'kunci_bank_soal', soal_bank_soal: 'soal_bank_soal', kunci_bank_soal: 'kunci_bank_soal' },
};

/**
 * Copies the files of source questions (a bank's or another exam's, which the caller already may read) into the
 * exam's class (`idKelas`), or into a bank (`idKelas` null). Returns old id → copy; the caller discards the copies
 * when its transaction fails.
 */
export async function salinFileSoal(deps: Deps, actor: Actor, sumber: SoalBerkas[], idKelas: string | null) {
  const ids = [...new Set(sumber.flatMap(fileIdsSoalUjian))];
  const copies = new Map<string, StoredFile>();
  try {
    for (const id of ids) {
      const row = await findBerkas(deps.db, actor.college.id, id);
      const kind = row ? KIND_SALINAN[idKelas === null ? 'bank' : 'ujian'][row.kind] : undefined;
      if (!row || !kind) continue;
      const buffer = await readAll(await deps.storage.get(row.storageKey));
      copies.set(
        id,
        await saveGeneratedFile(deps, {
          collegeId: actor.college.id,
          kind,
          idKelasKuliah: idKelas,
          ownerUserId: actor.userId || null,
          filename: row.originalName,
          mime: row.mime,
          buffer,
        }),
      );
    }
  } catch (err) {
    await buangSalinan(deps, actor.college.id, copies);
    throw err;
  }
  return copies;
}

export async function buangSalinan(deps: Deps, collegeId: number, copies: Map<string, StoredFile>) {
  for (const f of copies.values()) await discardStoredFile(deps, collegeId, f.id).catch(() => {});
}

/** The question with its file URLs swapped for the copies'. */
export function denganSalinan<T extends SoalBerkas>(s: T, copies: Map<string, StoredFile>): T {
  const c = withCopiedFiles({ pertanyaan: s.pertanyaan, data: s.data as SoalData, soalFiles: s.soalFiles }, copies);
  return { ...s, pertanyaan: c.pertanyaan, data: c.data as UjianSoalData, soalFiles: c.soalFiles };
}

/** Soft-deletes file rows in the caller's transaction; their bytes go after it commits (hapusBytes). */
export async function tandaiFileTerhapus(tx: Pick<Deps, 'db'>['db'], collegeId: number, ids: string[]) {
  const keys: string[] = [];
  for (const id of new Set(ids)) {
    const key = await tandaiBerkasTerhapus(tx, collegeId, id);
    if (key) keys.push(key);
  }
  return keys;
}

export async function hapusBytes(deps: Pick<Deps, 'storage'>, keys: string[]) {
  for (const k of keys) await deps.storage.delete(k).catch(() => {});
}

/** Every stored file of these exams: question files and the students' answer files. */
export async function fileIdsUjian(db: Pick<Deps, 'db'>['db'], idUjian: number[]) {
  const soal = (await Promise.all(idUjian.map((id) => findSoalByUjian(db, id)))).flat();
  const jawaban = await findUrlFileJawaban(db, idUjian);
  return [...soal.flatMap(({ soal: s }) => fileIdsSoalUjian(s)), ...jawaban.map((u) => fileIdFromUrl(u)).filter((x): x is string => !!x)];
}

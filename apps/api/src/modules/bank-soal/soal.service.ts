import {
  MAX_SOAL_FILES,
  MAX_SOAL_PER_BANK,
  PESAN_BANK_SOAL,
  PESAN_SOAL,
  fileIdFromUrl,
  soalInput,
  type SoalFile,
  type SoalInput,
  type StoredFile,
} from '@lms/shared';
import type { SoalData } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound, unprocessable } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import type { FormData } from './bank-soal.multipart';
import { countSoal, deleteSoal, findSoal, findSoalByBank, insertSoal, lockBank, updateSoal, type SoalRow } from './bank-soal.repo';
import { loadBank, toSoalItem } from './bank-soal.service';
import { checkReferencedImages, discardAll, fileIdsOfSoal, recordUploads, removeBytes, softDeleteFileIds, toSoalFile } from './bank-soal.upload';
import { gambarDalamPertanyaan, isBlankPertanyaan, sanitizePertanyaan } from '../../lib/soal/soal-html';

/** Questions of a bank: add, edit, add/remove files, delete (spec 2 §7 'Question banks'). */

const one = (f: FormData, k: string) => f.fields[k]?.[0];

function parseJsonField(f: FormData, k: string): unknown {
  const v = one(f, k);
  if (v === undefined || v === '') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    throw fieldError(k, 'harus berupa objek JSON');
  }
}

/** URLs to delete: repeated fields, or one JSON array. */
function urlList(f: FormData, k: string): string[] {
  const raw = f.fields[k] ?? [];
  return raw.flatMap((v) => {
    const t = v.trim();
    if (t.startsWith('[')) {
      try {
        const a = JSON.parse(t) as unknown;
        if (Array.isArray(a)) return a.filter((x): x is string => typeof x === 'string');
      } catch {
        throw fieldError(k, 'harus berupa daftar URL');
      }
    }
    return t ? [t] : [];
  });
}

/** The question fields, validated like a route schema would (400 naming the field), pertanyaan sanitised. */
function parseSoal(f: FormData): SoalInput {
  const raw = {
    jenis: one(f, 'jenis'),
    pertanyaan: one(f, 'pertanyaan'),
    pilihan: parseJsonField(f, 'pilihan'),
    benar_salah: parseJsonField(f, 'benar_salah'),
    esay: parseJsonField(f, 'esay'),
  };
  const r = soalInput.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw fieldError(issue.path.join('.') || 'jenis', issue.message);
  }
  const pertanyaan = sanitizePertanyaan(r.data.pertanyaan);
  if (isBlankPertanyaan(pertanyaan)) throw fieldError('pertanyaan', PESAN_SOAL.pertanyaanWajib);
  return { ...r.data, pertanyaan };
}

function dataOf(input: SoalInput, kunciFiles: SoalFile[]): SoalData {
  if (input.jenis === 'pilihan') {
    const gambar = input.pilihan.pilihan.map((_, i) => input.pilihan.gambar[i] ?? null);
    return { pilihan: { pilihan: input.pilihan.pilihan, kunci: input.pilihan.kunci, gambar } };
  }
  if (input.jenis === 'benar_salah') return { benar_salah: input.benar_salah };
  return { esay: { ...input.esay, kunci_files: kunciFiles } };
}

/** Images the question refers to by URL must be the actor's own uploads or already part of the question. */
async function checkImages(deps: Deps, actor: Actor, input: SoalInput, before: SoalRow | null) {
  const refs: { field: string; url: string }[] = [];
  if (input.jenis === 'pilihan') {
    input.pilihan.gambar.forEach((url, i) => {
      if (url) refs.push({ field: `pilihan.gambar.${i}`, url });
    });
  }
  for (const id of gambarDalamPertanyaan(input.pertanyaan)) refs.push({ field: 'pertanyaan', url: `/api/v2/storager/files/${id}/x` });
  const known = new Set(before ? fileIdsOfSoal(before) : []);
  await checkReferencedImages(deps.db, actor, refs, known, PESAN_SOAL.gambarTidakValid);
}

function uploadsOf(f: FormData, jenis: string) {
  const soal = f.files.filter((x) => x.field === 'files');
  const kunci = f.files.filter((x) => x.field === 'files_kunci');
  if (kunci.length > 0 && jenis !== 'esay') throw fieldError('files_kunci', 'Lampiran kunci hanya untuk soal esai');
  return { soal, kunci };
}

async function storeAll(deps: Deps, actor: Actor, up: ReturnType<typeof uploadsOf>) {
  let soal: StoredFile[] = [];
  try {
    soal = await recordUploads(deps, actor, up.soal, 'soal_bank_soal');
    const kunci = await recordUploads(deps, actor, up.kunci, 'kunci_bank_soal');
    return { soal, kunci, all: [...soal, ...kunci] };
  } catch (err) {
    await discardAll(deps, actor.college.id, soal);
    for (const f of up.kunci) if (f.key) await deps.storage.delete(f.key).catch(() => {});
    throw err;
  }
}

/** Runs the work on a read form; when it fails, bytes the upload path stored and no row took over are removed. */
async function withForm<T>(form: FormData, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await form.discard();
    throw err;
  }
}

const tooMany = (field: string, n: number) => {
  if (n > MAX_SOAL_FILES) throw fieldError(field, PESAN_SOAL.lampiranMaks);
};

/** POST /v2/lms/bank_soal/{id}/soal: appends a question; refused at MAX_SOAL_PER_BANK. Returns its id. */
export async function createSoal(deps: Deps, actor: Actor, idBank: number, formOf: () => Promise<FormData>) {
  await loadBank(deps.db, actor, idBank, 'write');
  // The body is read only once the actor may write here.
  const form = await formOf();
  return withForm(form, () => addSoal(deps, actor, idBank, form));
}

async function addSoal(deps: Deps, actor: Actor, idBank: number, form: FormData) {
  const input = parseSoal(form);
  const up = uploadsOf(form, input.jenis);
  tooMany('files', up.soal.length);
  tooMany('files_kunci', up.kunci.length);
  await checkImages(deps, actor, input, null);
  if ((await countSoal(deps.db, idBank)) >= MAX_SOAL_PER_BANK) throw unprocessable(PESAN_BANK_SOAL.soalPenuh);
  const stored = await storeAll(deps, actor, up);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await lockBank(tx, actor.college.id, idBank))) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
      // Counted again under the lock: two tabs adding the 100th question at once get one refusal.
      const n = await countSoal(tx, idBank);
      if (n >= MAX_SOAL_PER_BANK) throw unprocessable(PESAN_BANK_SOAL.soalPenuh);
      const [row] = await insertSoal(
        tx,
        actor.college.id,
        idBank,
        actor.userId || null,
        [{ jenis: input.jenis, pertanyaan: input.pertanyaan, data: dataOf(input, stored.kunci.map(toSoalFile)), soalFiles: stored.soal.map(toSoalFile) }],
        n + 1,
      );
      await recordAktivitas(tx, actor, 'tambah_soal_bank_soal', `Menambah soal nomor ${n + 1} pada bank soal #${idBank}`);
      return { id: row!.id };
    });
  } catch (err) {
    await discardAll(deps, actor.college.id, stored.all);
    throw err;
  }
}

async function loadSoal(deps: Deps, actor: Actor, idBank: number, idSoal: number) {
  await loadBank(deps.db, actor, idBank, 'write');
  const soal = await findSoal(deps.db, actor.college.id, idBank, idSoal);
  if (!soal) throw notFound(PESAN_BANK_SOAL.soalTidakDitemukan);
  return soal;
}

/** Keeps the listed files minus the deleted URLs, then the new ones; the removed ones are returned for deletion. */
function mergeFiles(current: SoalFile[], deleteUrls: string[], added: SoalFile[], field: string) {
  const del = new Set(deleteUrls.map((u) => fileIdFromUrl(u)).filter(Boolean));
  const kept = current.filter((f) => !del.has(fileIdFromUrl(f.url)));
  const next = [...kept, ...added];
  tooMany(field, next.length);
  return { next, removed: current.filter((f) => del.has(fileIdFromUrl(f.url))) };
}

/**
 * Writes the new state of a question: fields, attachments (soal_files_delete / kunci_files_delete remove, files /
 * files_kunci add). Files no longer referenced are soft-deleted in the transaction, their bytes removed after it.
 */
async function saveSoal(deps: Deps, actor: Actor, idBank: number, before: SoalRow, input: SoalInput, form: FormData) {
  const up = uploadsOf(form, input.jenis);
  const beforeData = before.data as SoalData;
  const beforeKunci = 'esay' in beforeData ? beforeData.esay.kunci_files : [];
  // Checked before storing anything, so a refused form leaves no file behind.
  mergeFiles(before.soalFiles, urlList(form, 'soal_files_delete'), up.soal.map(() => ({}) as SoalFile), 'files');
  mergeFiles(beforeKunci, urlList(form, 'kunci_files_delete'), up.kunci.map(() => ({}) as SoalFile), 'files_kunci');
  await checkImages(deps, actor, input, before);
  const stored = await storeAll(deps, actor, up);
  try {
    const soalFiles = mergeFiles(before.soalFiles, urlList(form, 'soal_files_delete'), stored.soal.map(toSoalFile), 'files').next;
    const kunciFiles = input.jenis === 'esay' ? mergeFiles(beforeKunci, urlList(form, 'kunci_files_delete'), stored.kunci.map(toSoalFile), 'files_kunci').next : [];
    const after = { pertanyaan: input.pertanyaan, data: dataOf(input, kunciFiles), soalFiles };
    const keep = new Set(fileIdsOfSoal(after));
    const dropped = fileIdsOfSoal(before).filter((id) => !keep.has(id));
    const keys = await deps.db.transaction(async (tx) => {
      if (!(await lockBank(tx, actor.college.id, idBank))) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
      await updateSoal(tx, before.id, { jenis: input.jenis, ...after });
      const removed = await softDeleteFileIds(tx, actor.college.id, dropped);
      await recordAktivitas(tx, actor, 'ubah_soal_bank_soal', `Mengubah soal nomor ${before.urutan} pada bank soal #${idBank}`);
      return removed;
    });
    await removeBytes(deps, keys);
  } catch (err) {
    await discardAll(deps, actor.college.id, stored.all);
    throw err;
  }
  const rows = await findSoalByBank(deps.db, actor.college.id, idBank);
  return toSoalItem(rows.find((r) => r.soal.id === before.id)!);
}

/** PUT /v2/lms/bank_soal/{id}/soal/{idSoal}: the whole question (its jenis stays). */
export async function updateSoalById(deps: Deps, actor: Actor, idBank: number, idSoal: number, formOf: () => Promise<FormData>) {
  const before = await loadSoal(deps, actor, idBank, idSoal);
  const form = await formOf();
  return withForm(form, () => {
    const input = parseSoal(form);
    if (input.jenis !== before.jenis) throw fieldError('jenis', 'Jenis soal tidak dapat diubah');
    return saveSoal(deps, actor, idBank, before, input, form);
  });
}

/** PUT /v2/lms/bank_soal/{id}/soal/{idSoal}/files: only attachments (add files / files_kunci, remove by URL). */
export async function updateSoalFiles(deps: Deps, actor: Actor, idBank: number, idSoal: number, formOf: () => Promise<FormData>) {
  const before = await loadSoal(deps, actor, idBank, idSoal);
  const form = await formOf();
  const data = before.data as SoalData;
  const input = { jenis: before.jenis, pertanyaan: before.pertanyaan, ...data } as unknown as SoalInput;
  return withForm(form, () => {
    if (form.files.length === 0 && !form.fields.soal_files_delete?.length && !form.fields.kunci_files_delete?.length) {
      throw fieldError('files', 'Pilih file yang akan diunggah atau dihapus');
    }
    return saveSoal(deps, actor, idBank, before, input, form);
  });
}

/** DELETE /v2/lms/bank_soal/{id}/soal/{idSoal}: the question and its files; later questions move up a number. */
export async function deleteSoalById(deps: Deps, actor: Actor, idBank: number, idSoal: number) {
  await loadSoal(deps, actor, idBank, idSoal);
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await lockBank(tx, actor.college.id, idBank))) throw notFound(PESAN_BANK_SOAL.bankTidakDitemukan);
    const soal = await findSoal(tx, actor.college.id, idBank, idSoal);
    if (!soal) throw notFound(PESAN_BANK_SOAL.soalTidakDitemukan);
    await deleteSoal(tx, idBank, soal);
    const removed = await softDeleteFileIds(tx, actor.college.id, fileIdsOfSoal(soal));
    await recordAktivitas(tx, actor, 'hapus_soal_bank_soal', `Menghapus soal nomor ${soal.urutan} pada bank soal #${idBank}`);
    return removed;
  });
  await removeBytes(deps, keys);
}

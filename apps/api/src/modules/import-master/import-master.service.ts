import { hash } from '@node-rs/argon2';
import {
  DETAIL_LOG_IMPOR,
  ERROR_CODES,
  IMPORT_MAX_BARIS,
  IMPORT_MAX_ERRORS,
  KOLOM_IMPORT,
  PESAN_IMPORT,
  fileExtension,
  pesanTipeFileTidakDiizinkan,
  storagerFileUrl,
  type ImportError,
  type ImportHistoryItem,
  type ImportResult,
  type JenisImport,
} from '@lms/shared';
import { AppError, conflict } from '../../lib/errors';
import type { Actor } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { requireOperatorAccess } from '../../lib/policy';
import { sniffContent } from '../../lib/storage/sniff';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { discardStoredFile, sanitizeFileName, saveGeneratedFile, type StorageDeps } from '../storager/storager.service';
import {
  insertDosen,
  insertImportMaster,
  insertMahasiswa,
  insertUsers,
  listImportMaster,
  updateDosen,
  updateMahasiswa,
  updateUsers,
  upsertKelas,
  upsertMataKuliah,
  upsertProdi,
} from './import-master.repo';
import { normalizeHeader } from './import-master.rules';
import { buildReport, buildTemplate, readSheet, type ReportRow } from './import-master.sheet';
import { headerErrors, validateRows, type DataRow, type DosenValues, type MahasiswaValues, type RowResult } from './import-master.validate';

/** The user recorded as the author; the system actor (id 0) is nobody. */
const penulis = (actor: Actor) => (actor.role === 'SYSTEM' ? null : actor.userId);

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** argon2 runs on libuv's 4 worker threads: more parallel hashes would only queue. */
const HASH_CONCURRENCY = 4;

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export type ImportOutcome = { applied: boolean; message: string; result: ImportResult };

/** The uploaded spreadsheet; read by the route only once the actor's right is checked. */
export type BacaUnggahanImport = () => Promise<{ filename: string; buffer: Buffer }>;

/**
 * POST /v2/lms/import_master/{jenis}: validates every row; if any is rejected nothing is applied, otherwise
 * all rows are upserted in one transaction. Either way an import_master row and an .xlsx report are stored.
 */
export async function importMasterData(deps: StorageDeps, actor: Actor, jenis: JenisImport, bacaUnggahan: BacaUnggahanImport): Promise<ImportOutcome> {
  const { db } = deps;
  await requireOperatorAccess(db, actor, 'data_master', 'write');
  const collegeId = actor.college.id;
  const upload = await bacaUnggahan();
  const namaFile = sanitizeFileName(upload.filename);
  const ext = fileExtension(namaFile);
  if (ext !== 'xlsx' && ext !== 'csv') throw new AppError(415, ERROR_CODES.unsupportedMedia, pesanTipeFileTidakDiizinkan(ext || 'tanpa-ekstensi'));
  if (!(await sniffContent(upload.buffer, ext)).ok) throw new AppError(415, ERROR_CODES.unsupportedMedia, PESAN_IMPORT.tipeFile);
  const sheet = await readSheet(upload.buffer, ext).catch((err) => {
    // A limit the file passed (413 naming it) or a busy server stays as it is; anything else is not a table.
    if (err instanceof AppError) throw err;
    throw new AppError(415, ERROR_CODES.unsupportedMedia, PESAN_IMPORT.tipeFile);
  });

  const kolom = KOLOM_IMPORT[jenis];
  const known = new Set(kolom.map((k) => k.key));
  const keys = sheet.headers.map((h) => {
    const k = normalizeHeader(h);
    return known.has(k) ? k : null;
  });
  const rows: DataRow[] = sheet.rows.map((r) => ({
    baris: r.baris,
    raw: Object.fromEntries(keys.flatMap((k, i) => (k ? [[k, (r.cells[i] ?? '').trim()]] : []))),
  }));

  let fileErrors = headerErrors(jenis, keys);
  if (!fileErrors.length && rows.length === 0) fileErrors = [{ baris: 1, kolom: '-', pesan: PESAN_IMPORT.kosong }];
  if (!fileErrors.length && rows.length > IMPORT_MAX_BARIS) {
    fileErrors = [{ baris: 1, kolom: '-', pesan: `File berisi ${rows.length} baris; maksimal ${IMPORT_MAX_BARIS} baris per import` }];
  }
  const results: RowResult[] = fileErrors.length ? rows.map((row) => ({ row, errors: [], valid: null })) : await validateRows(db, collegeId, jenis, rows);

  const rejected = results.filter((r) => !r.valid);
  const failed = fileErrors.length > 0 || rejected.length > 0;
  const errors: ImportError[] = [...fileErrors, ...results.flatMap((r) => r.errors)];
  const total = rows.length;
  const ditolak = fileErrors.length ? total : rejected.length;
  const diterima = total - ditolak;
  const status = failed ? 'failed' : 'completed';

  const reportKeys = kolom.map((k) => k.key);
  const cells = (r: DataRow) => Object.fromEntries(reportKeys.map((k) => [k, r.raw[k] ?? '']));
  const reportRows: ReportRow[] = failed
    ? [
        ...fileErrors.map((e) => ({ baris: e.baris, cells: {}, status: 'Ditolak', alasan: `${e.kolom}: ${e.pesan}` })),
        ...rejected
          .filter((r) => r.errors.length)
          .map((r) => ({ baris: r.row.baris, cells: cells(r.row), status: 'Ditolak', alasan: r.errors.map((e) => `${e.kolom}: ${e.pesan}`).join('; ') })),
      ]
    : results.map((r) => ({ baris: r.row.baris, cells: cells(r.row), status: r.valid!.baru ? 'Baru' : 'Diperbarui', alasan: '' }));

  // Slow work before the transaction: the passwords of new accounts and the report.
  const passwordHashes = failed ? new Map<string, string>() : await hashNewPasswords(results);
  const report = await buildReport(jenis, reportKeys, reportRows, { namaFile, status, total, diterima, ditolak });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 13);
  const stored = await saveGeneratedFile(deps, {
    collegeId,
    kind: 'laporan_import',
    ownerUserId: actor.userId,
    filename: `laporan-import-${jenis}-${stamp}.xlsx`,
    mime: XLSX_MIME,
    buffer: report,
  });

  const record = { collegeId, jenis, namaFile, status, totalBaris: total, barisDiterima: diterima, barisDitolak: ditolak, idFileLaporan: stored.id, createdBy: penulis(actor) };
  let id: string;
  try {
    // A refused import is logged too: its history row and report are what the operator did.
    id = await db.transaction(async (tx) => {
      if (!failed) await applyRows(tx, collegeId, results, passwordHashes);
      const row = await insertImportMaster(tx, record);
      await recordAktivitas(tx, actor, 'impor_data_master', failed ? DETAIL_LOG_IMPOR.ditolak(jenis, namaFile, ditolak, total) : DETAIL_LOG_IMPOR.berhasil(jenis, namaFile, total));
      return row.id;
    });
  } catch (err) {
    await discardStoredFile(deps, collegeId, stored.id);
    // Another import (or an edit) created the same key between validation and the transaction.
    if (isUniqueViolation(err)) throw conflict('Data berubah selama import berlangsung. Tidak ada data yang diubah; silakan unggah ulang file.');
    throw err;
  }

  const result: ImportResult = {
    id,
    status,
    total_baris: total,
    baris_diterima: diterima,
    baris_ditolak: ditolak,
    url_laporan: stored.url,
    errors: errors.slice(0, IMPORT_MAX_ERRORS),
  };
  return { applied: !failed, message: failed ? PESAN_IMPORT.ditolak(ditolak, total) : PESAN_IMPORT.berhasil(total), result };
}

/** Initial password of a new account: its NIDN (lecturers) or NIM (students); see IMPORT_PASSWORD_AWAL. */
async function hashNewPasswords(results: RowResult[]) {
  const plain = results.flatMap((r) => {
    const v = r.valid;
    if (!v || !v.baru) return [];
    if (v.jenis === 'dosen') return [v.values.nidn];
    if (v.jenis === 'mahasiswa') return [v.values.nim];
    return [];
  });
  const uniq = [...new Set(plain)];
  const hashes = await mapLimit(uniq, HASH_CONCURRENCY, (p) => hash(p));
  return new Map(uniq.map((p, i) => [p, hashes[i]!]));
}

type Tx = Parameters<Parameters<StorageDeps['db']['transaction']>[0]>[0];

async function applyRows(tx: Tx, collegeId: number, results: RowResult[], passwords: Map<string, string>) {
  const valid = results.map((r) => r.valid!);
  const jenis = valid[0]?.jenis;
  if (jenis === 'prodi') return upsertProdi(tx, collegeId, valid.map((v) => v.values as never));
  if (jenis === 'mata_kuliah') return upsertMataKuliah(tx, collegeId, valid.map((v) => v.values as never));
  if (jenis === 'kelas') return upsertKelas(tx, collegeId, valid.map((v) => v.values as never));
  if (jenis === 'dosen') {
    const rows = valid.map((v) => v.values as DosenValues);
    const baru = rows.filter((r) => !r.existing);
    const ids = await insertUsers(
      tx,
      collegeId,
      baru.map((r) => ({
        username: r.username,
        passwordHash: passwords.get(r.nidn)!,
        role: 'ROLE_DOSEN' as const,
        nama: r.nama,
        gelarDepan: r.gelarDepan ?? '',
        gelarAkademik: r.gelarAkademik ?? '',
        email: r.email ?? '',
      })),
    );
    await insertDosen(tx, collegeId, baru.map((r) => ({ userId: ids.get(r.username.toLowerCase())!, nidn: r.nidn, idProdi: r.idProdi })));
    const lama = rows.filter((r) => r.existing);
    await updateUsers(tx, collegeId, lama.map((r) => ({ userId: r.existing!.userId, nama: r.nama, gelarDepan: r.gelarDepan, gelarAkademik: r.gelarAkademik, email: r.email })));
    await updateDosen(tx, collegeId, lama.map((r) => ({ id: r.existing!.id, idProdi: r.idProdi })));
    return;
  }
  if (jenis === 'mahasiswa') {
    const rows = valid.map((v) => v.values as MahasiswaValues);
    const baru = rows.filter((r) => !r.existing);
    const ids = await insertUsers(
      tx,
      collegeId,
      baru.map((r) => ({
        username: r.nim,
        passwordHash: passwords.get(r.nim)!,
        role: 'ROLE_MAHASISWA' as const,
        nama: r.nama,
        gelarDepan: '',
        gelarAkademik: '',
        email: r.email ?? '',
      })),
    );
    await insertMahasiswa(tx, collegeId, baru.map((r) => ({ userId: ids.get(r.nim.toLowerCase())!, nim: r.nim, idProdi: r.idProdi, angkatan: r.angkatan })));
    const lama = rows.filter((r) => r.existing);
    await updateUsers(tx, collegeId, lama.map((r) => ({ userId: r.existing!.userId, nama: r.nama, gelarDepan: null, gelarAkademik: null, email: r.email })));
    await updateMahasiswa(tx, collegeId, lama.map((r) => ({ id: r.existing!.id, idProdi: r.idProdi, angkatan: r.angkatan })));
  }
}

/** GET /v2/lms/import_master/{jenis}/template. */
export async function getTemplate({ db }: StorageDeps, actor: Actor, jenis: JenisImport) {
  await requireOperatorAccess(db, actor, 'data_master', 'read');
  return { filename: `template-import-${jenis}.xlsx`, mime: XLSX_MIME, buffer: await buildTemplate(jenis) };
}

/** GET /v2/lms/import_master: the college's imports, newest first. */
export async function listImportHistory(
  { db }: StorageDeps,
  actor: Actor,
  q: { page: number; per_page: number; jenis?: JenisImport; status?: 'completed' | 'failed' },
) {
  await requireOperatorAccess(db, actor, 'data_master', 'read');
  const p = paging(q);
  const { items, total } = await listImportMaster(db, actor.college.id, { jenis: q.jenis, status: q.status, limit: p.limit!, offset: p.offset });
  const data: ImportHistoryItem[] = items.map(({ im, user, file }) => ({
    id: im.id,
    jenis: im.jenis,
    nama_file: im.namaFile,
    status: im.status,
    total_baris: im.totalBaris,
    baris_diterima: im.barisDiterima,
    baris_ditolak: im.barisDitolak,
    url_laporan: file?.id ? storagerFileUrl(file.id, file.name) : null,
    created_by: user?.id ? { id: user.id, nama: user.nama } : null,
    created_at: im.createdAt.toISOString(),
  }));
  return { items: data, meta: listMeta(p, total) };
}

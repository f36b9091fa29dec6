import type { Readable } from 'node:stream';
import {
  DETAIL_LOG_PENGUMUMAN,
  PENGUMUMAN_LAMPIRAN_MAKS,
  PESAN_PENGUMUMAN,
  PESAN_STORAGE,
  allowedExtensionsForKind,
  fileExtension,
  lampiranPengumumanUrl,
  maxUploadBytes,
  parseRange,
  statusPengumuman,
  toUtcIso,
  tsQueryPrefiks,
  type LampiranPengumuman,
  type PaginationQuery,
  type PengumumanBacaItem,
  type PengumumanInput,
  type PengumumanKelolaItem,
  type PengumumanKelolaQuery,
  type PengumumanUbahInput,
  type Role,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { FileTarget, ReceivedFile } from '../../lib/multipart';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import { StorageNotFoundError } from '../../plugins/storage';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { requireBolehUnggah, type FileRow } from '../storager/storager-berkas';
import { recordUpload } from '../storager/storager.service';
import { pembacaOf, requireKelolaBaca, requireKelolaTulis } from './pengumuman.policy';
import {
  deletePengumuman as deletePengumumanRow,
  findLampiran,
  findLampiranFile,
  findPengumumanById,
  findPengumumanKelola,
  findPengumumanKelolaPage,
  findPengumumanPage,
  findProdiIds,
  insertLampiran,
  insertPengumuman,
  lockPengumuman,
  removeLampiran,
  updatePengumuman as updatePengumumanRow,
  type LampiranRow,
  type PengumumanValues,
} from './pengumuman.repo';

const KIND = 'lampiran_pengumuman' as const;

const toLampiran = (idPengumuman: number, f: LampiranRow): LampiranPengumuman => ({
  id: f.id,
  name: f.name,
  content_length: Number(f.size),
  extension: fileExtension(f.name),
  url: lampiranPengumumanUrl(idPengumuman, f.id, f.name),
});

type BacaRow = { id: number; judul: string; isi: string; tanggalPublish: Date; lampiran: LampiranRow[] };

const toItem = (r: BacaRow): PengumumanBacaItem => ({
  id: r.id,
  judul: r.judul,
  isi: r.isi,
  tanggalPublish: toUtcIso(r.tanggalPublish)!,
  lampiran: r.lampiran.map((f) => toLampiran(r.id, f)),
});

type KelolaRow = BacaRow & {
  isPublished: boolean;
  target: string[];
  targetProdi: { id: number; nama: string; jenjang: string }[];
  createdBy: number | null;
  pembuat: string | null;
  updatedAt: Date;
};

function toKelolaItem(r: KelolaRow, now: Date): PengumumanKelolaItem {
  return {
    ...toItem(r),
    is_published: r.isPublished,
    status: statusPengumuman(r.isPublished, r.tanggalPublish, now),
    target_role: r.target as Role[],
    target_prodi: r.targetProdi,
    dibuat_oleh: r.createdBy !== null && r.pembuat !== null ? { id: r.createdBy, nama: r.pembuat } : null,
    diubah_pada: toUtcIso(r.updatedAt)!,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Readers

export async function listPengumuman({ db }: Deps, actor: Actor, q: PaginationQuery) {
  const pembaca = await pembacaOf(db, actor);
  const p = paging(q);
  const { rows, total } = await findPengumumanPage(db, actor.college.id, pembaca, new Date(), { limit: p.limit, offset: p.offset });
  return { items: rows.map(toItem), meta: listMeta(p, total) };
}

/** Not yet published, withdrawn, not for the caller or of another college: 404 alike, so nothing leaks. */
export async function getPengumuman({ db }: Deps, actor: Actor, id: number) {
  const pembaca = await pembacaOf(db, actor);
  const row = await findPengumumanById(db, actor.college.id, pembaca, new Date(), id);
  if (!row) throw notFound(PESAN_PENGUMUMAN.tidakDitemukan);
  return toItem(row);
}

// ---------------------------------------------------------------------------------------------------------------
// Management

export async function listPengumumanKelola({ db }: Deps, actor: Actor, q: PengumumanKelolaQuery) {
  await requireKelolaBaca(db, actor);
  const p = paging(q);
  const now = new Date();
  const { rows, total } = await findPengumumanKelolaPage(db, actor.college.id, { tsQuery: tsQueryPrefiks(q.search), status: q.status }, now, {
    limit: p.limit,
    offset: p.offset,
  });
  return { items: rows.map((r) => toKelolaItem(r, now)), meta: listMeta(p, total) };
}

export async function getPengumumanKelola({ db }: Deps, actor: Actor, id: number) {
  await requireKelolaBaca(db, actor);
  const row = await findPengumumanKelola(db, actor.college.id, id);
  if (!row) throw notFound(PESAN_PENGUMUMAN.tidakDitemukan);
  return toKelolaItem(row, new Date());
}

/** The stored form of a body: sanitized HTML that shows something, study programmes of this college. */
async function toValues(db: Deps['db'], collegeId: number, body: PengumumanInput | PengumumanUbahInput) {
  const isi = sanitizeRichText(body.isi);
  if (isBlankHtml(isi)) throw fieldError('isi', PESAN_PENGUMUMAN.isiWajib);
  const known = new Set(await findProdiIds(db, collegeId, body.target_prodi));
  const unknown = body.target_prodi.filter((id) => !known.has(id));
  if (unknown.length) throw fieldError('target_prodi', PESAN_PENGUMUMAN.prodiTidakDikenal(unknown));
  return { judul: body.judul, isi, target: body.target_role, targetProdi: body.target_prodi };
}

/** Now, to the second (what the wire format carries). */
const sekarang = () => new Date(Math.floor(Date.now() / 1000) * 1000);

export async function createPengumuman(deps: Deps, actor: Actor, body: PengumumanInput) {
  await requireKelolaTulis(deps.db, actor);
  const userId = actor.userId > 0 ? actor.userId : null;
  const id = await deps.db.transaction(async (tx) => {
    const v: PengumumanValues = { ...(await toValues(tx, actor.college.id, body)), tanggalPublish: body.tanggalPublish ?? sekarang(), isPublished: body.is_published };
    const newId = await insertPengumuman(tx, actor.college.id, userId, v);
    await recordAktivitas(tx, actor, 'tambah_pengumuman', DETAIL_LOG_PENGUMUMAN.tambah(v.judul, statusPengumuman(v.isPublished, v.tanggalPublish)));
    return newId;
  });
  return getPengumumanKelola(deps, actor, id);
}

export async function updatePengumuman(deps: Deps, actor: Actor, id: number, body: PengumumanUbahInput) {
  await requireKelolaTulis(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const row = await lockPengumuman(tx, actor.college.id, id);
    if (!row) throw notFound(PESAN_PENGUMUMAN.tidakDitemukan);
    const v: PengumumanValues = {
      ...(await toValues(tx, actor.college.id, body)),
      tanggalPublish: body.tanggalPublish ?? row.tanggalPublish,
      isPublished: body.is_published ?? row.isPublished,
    };
    await updatePengumumanRow(tx, actor.college.id, id, actor.userId > 0 ? actor.userId : null, v);
    await recordAktivitas(tx, actor, 'ubah_pengumuman', DETAIL_LOG_PENGUMUMAN.ubah(v.judul));
  });
  return getPengumumanKelola(deps, actor, id);
}

/** Publish (true: readers see it from its tanggalPublish) or withdraw (false: nobody reads it any more). */
export async function setStatusPengumuman(deps: Deps, actor: Actor, id: number, isPublished: boolean) {
  await requireKelolaTulis(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const row = await lockPengumuman(tx, actor.college.id, id);
    if (!row) throw notFound(PESAN_PENGUMUMAN.tidakDitemukan);
    await updatePengumumanRow(tx, actor.college.id, id, actor.userId > 0 ? actor.userId : null, { isPublished });
    await recordAktivitas(tx, actor, 'ubah_pengumuman', DETAIL_LOG_PENGUMUMAN.terbit(row.judul, statusPengumuman(isPublished, row.tanggalPublish)));
  });
  return getPengumumanKelola(deps, actor, id);
}

async function removeBytes(deps: Deps, keys: string[]) {
  for (const key of keys) await deps.storage.delete(key).catch(() => {});
}

/** Deletes the announcement and its attachments (rows now, bytes after the commit); the log entry stays. */
export async function deletePengumuman(deps: Deps, actor: Actor, id: number) {
  await requireKelolaTulis(deps.db, actor);
  const keys = await deps.db.transaction(async (tx) => {
    const row = await lockPengumuman(tx, actor.college.id, id);
    if (!row) throw notFound(PESAN_PENGUMUMAN.tidakDitemukan);
    const lampiran = await findLampiran(tx, actor.college.id, id);
    const removed = await removeLampiran(
      tx,
      actor.college.id,
      id,
      lampiran.map((f) => f.id),
    );
    await deletePengumumanRow(tx, actor.college.id, id);
    await recordAktivitas(tx, actor, 'hapus_pengumuman', DETAIL_LOG_PENGUMUMAN.hapus(row.judul));
    return removed;
  });
  await removeBytes(deps, keys);
}

// ---------------------------------------------------------------------------------------------------------------
// Attachments

/** Reads the uploaded file (the route's multipart reader) into the given target; undefined when none was sent. */
export type ReadLampiran = (target: FileTarget) => Promise<ReceivedFile | undefined>;

/**
 * POST /v2/lms/pengumuman/{id}/lampiran: access and the attachment count are checked before a byte is stored;
 * the file then streams to storage with the kind's limit and types, and is linked under the announcement's lock.
 */
export async function uploadLampiran(deps: Deps, actor: Actor, id: number, read: ReadLampiran) {
  await requireKelolaTulis(deps.db, actor);
  await requireBolehUnggah(deps.db, actor, KIND, null);
  const collegeId = actor.college.id;
  const row = await findPengumumanKelola(deps.db, collegeId, id);
  if (!row) throw notFound(PESAN_PENGUMUMAN.tidakDitemukan);
  if (row.lampiran.length >= PENGUMUMAN_LAMPIRAN_MAKS) throw fieldError('file', PESAN_PENGUMUMAN.lampiranMaks);
  const { ukuran_max_file } = (await getPengaturan(deps, collegeId)).pengaturan_sistem;
  const file = await read({
    sink: 'storage',
    keyPrefix: `${collegeId}/${KIND}`,
    maxBytes: maxUploadBytes(ukuran_max_file, KIND),
    allowedExtensions: allowedExtensionsForKind(KIND),
  });
  if (!file?.key) throw fieldError('file', PESAN_STORAGE.fileWajib);
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockPengumuman(tx, collegeId, id);
      if (!locked) throw notFound(PESAN_PENGUMUMAN.tidakDitemukan);
      if ((await findLampiran(tx, collegeId, id)).length >= PENGUMUMAN_LAMPIRAN_MAKS) throw fieldError('file', PESAN_PENGUMUMAN.lampiranMaks);
      const stored = await recordUpload(deps, { collegeId, kind: KIND, ownerUserId: actor.userId > 0 ? actor.userId : null, file, db: tx });
      await insertLampiran(tx, collegeId, id, stored.id);
      await recordAktivitas(tx, actor, 'ubah_pengumuman', DETAIL_LOG_PENGUMUMAN.tambahLampiran(stored.name, locked.judul));
      return toLampiran(id, { id: stored.id, name: stored.name, size: stored.content_length });
    });
  } catch (err) {
    await deps.storage.delete(file.key).catch(() => {});
    throw err;
  }
}

export async function deleteLampiran(deps: Deps, actor: Actor, id: number, idFile: string) {
  await requireKelolaTulis(deps.db, actor);
  const keys = await deps.db.transaction(async (tx) => {
    const row = await lockPengumuman(tx, actor.college.id, id);
    if (!row) throw notFound(PESAN_PENGUMUMAN.tidakDitemukan);
    const file = await findLampiranFile(tx, actor.college.id, id, idFile);
    if (!file) throw notFound(PESAN_PENGUMUMAN.lampiranTidakDitemukan);
    const removed = await removeLampiran(tx, actor.college.id, id, [idFile]);
    await updatePengumumanRow(tx, actor.college.id, id, actor.userId > 0 ? actor.userId : null, {});
    await recordAktivitas(tx, actor, 'ubah_pengumuman', DETAIL_LOG_PENGUMUMAN.hapusLampiran(file.originalName, row.judul));
    return removed;
  });
  await removeBytes(deps, keys);
}

export type LampiranDownload = { file: FileRow; stream: Readable; range: { start: number; end: number } | null };

/**
 * GET /v2/lms/pengumuman/{id}/lampiran/{idFile}: the readers the announcement reaches once it is published (the
 * same rule as the list), and operators with read on pengumuman at any time. Anything else is 404, like a file
 * that does not exist.
 */
export async function openLampiran(deps: Deps, actor: Actor, id: number, idFile: string, rangeHeader?: string): Promise<LampiranDownload> {
  const collegeId = actor.college.id;
  const pembaca = await pembacaOf(deps.db, actor);
  const visible = pembaca === null ? await findPengumumanKelola(deps.db, collegeId, id) : await findPengumumanById(deps.db, collegeId, pembaca, new Date(), id);
  if (!visible) throw notFound(PESAN_PENGUMUMAN.lampiranTidakDitemukan);
  const file = await findLampiranFile(deps.db, collegeId, id, idFile.toLowerCase());
  if (!file) throw notFound(PESAN_PENGUMUMAN.lampiranTidakDitemukan);
  const range = parseRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'range_not_satisfiable', PESAN_STORAGE.rentangTidakValid, { detail: PESAN_STORAGE.rentangTidakValid, size: file.size });
  }
  try {
    return { file, stream: await deps.storage.get(file.storageKey, range ?? undefined), range };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(PESAN_PENGUMUMAN.lampiranTidakDitemukan);
    throw err;
  }
}

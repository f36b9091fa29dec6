import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BANNER_UPLOAD_EXTENSIONS,
  ERROR_CODES,
  PESAN,
  PESAN_KELAS,
  SILABUS_MAX_FILES,
  SILABUS_MAX_FILES_PER_REQUEST,
  SILABUS_UPLOAD_EXTENSIONS,
  fileIdFromUrl,
  maxBannerBytes,
  maxSilabusBytes,
  pesanUkuranFileMaks,
  ubahKelasFields,
  ubahSilabusFields,
  type SilabusFile,
  type StoredFile,
  type UbahJabatanBody,
  type UbahKetuaBody,
} from '@lms/shared';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { discardStoredFile, saveUpload, type StorageDeps } from '../storager/storager.service';
import { requireUbahKelas, requireUbahSilabus } from './kelas.policy';
import {
  demoteKoordinatorLain,
  findKetuaByKelas,
  findPengajarKelas,
  findPesertaByNim,
  lockKelas,
  setJabatanPengajar,
  setJabatanPeserta,
  setKetuaKelas,
  softDeleteKelasFiles,
  updateKelas,
} from './kelas.repo';
import { aksesKelas, buildKelasDetail, buildSilabusKelas, pengajarItems } from './kelas.service';

const tooLarge = (maxBytes: number) => new AppError(413, ERROR_CODES.payloadTooLarge, pesanUkuranFileMaks(maxBytes));
const invalid = (field: string, message: string) => badRequest(`${PESAN.dataTidakValid}: ${field} — ${message}`);

/** Validates form fields like a route schema would: 400 naming the first offending field. */
function parseFields<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const r = schema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw invalid(issue.path.join('.') || 'data', issue.message);
  }
  return r.data;
}

const isFileTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Removes bytes of files whose rows were soft-deleted by a committed transaction; a failure is only logged. */
async function removeBytes({ storage }: StorageDeps, request: FastifyRequest, keys: string[]) {
  for (const key of keys) {
    await storage.delete(key).catch((err) => request.log.warn({ err, key }, 'file bytes not removed'));
  }
}

/** Runs the transaction; when it fails, the files stored for it are removed again (row and bytes). */
async function withStoredFiles<T>(deps: StorageDeps, collegeId: number, stored: StoredFile[], work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    for (const f of stored) await discardStoredFile(deps, collegeId, f.id).catch(() => {});
    throw err;
  }
}

/**
 * PUT /v2/lms/kelas_kuliah/{id} (multipart `file_banner`, `banner_color_idx`, `hapus_banner`; or JSON without a
 * file). A new banner is checked (size, png/jpg/jpeg by content), stored as a banner_kelas file of the class, and
 * becomes banner_url in one transaction; banner_color_idx alone or hapus_banner=true go back to a default banner.
 * The previous banner file is soft-deleted in that transaction and its bytes removed after the commit.
 */
export async function ubahKelas(deps: StorageDeps, request: FastifyRequest, id: string) {
  const { db } = deps;
  const { kelas, h } = await aksesKelas(db, request, id, 'write');
  requireUbahKelas(h);
  const college = request.college;
  const maxBytes = maxBannerBytes(college.ukuranMaxFile);

  let raw: Record<string, unknown> = {};
  let banner: { filename: string; buffer: Buffer } | null = null;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 5, fields: 10, fieldSize: 1024 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file_banner' || banner) {
            part.file.resume();
            continue;
          }
          banner = { filename: part.filename, buffer: await part.toBuffer() };
        } else {
          raw[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if (isFileTooLarge(err)) throw tooLarge(maxBytes);
      throw err;
    }
  } else if (request.body && typeof request.body === 'object') {
    raw = request.body as Record<string, unknown>;
  }
  const f = parseFields(ubahKelasFields, raw);
  if (banner && f.hapus_banner) throw invalid('hapus_banner', 'tidak boleh bersamaan dengan file_banner');
  if (!banner && !f.hapus_banner && f.banner_color_idx === undefined) {
    throw invalid('file_banner', 'unggah banner (png, jpg, jpeg), pilih banner_color_idx 0-6 atau kirim hapus_banner=true');
  }

  const stored = banner
    ? await saveUpload(deps, {
        collegeId: college.id,
        kind: 'banner_kelas',
        idKelasKuliah: id,
        ownerUserId: request.auth.userId,
        filename: banner.filename,
        buffer: banner.buffer,
        allowedExtensions: BANNER_UPLOAD_EXTENSIONS,
        maxBytes,
      })
    : null;

  const removed = await withStoredFiles(deps, college.id, stored ? [stored] : [], () =>
    db.transaction(async (tx) => {
      const row = await lockKelas(tx, college.id, id);
      if (!row) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
      await updateKelas(tx, college.id, id, {
        // A new banner replaces the old one; a default banner (index or hapus_banner) clears it.
        bannerUrl: stored ? stored.url : null,
        ...(f.banner_color_idx !== undefined ? { bannerColorIdx: f.banner_color_idx } : {}),
      });
      const oldId = row.bannerUrl ? fileIdFromUrl(row.bannerUrl) : null;
      return oldId && oldId !== stored?.id ? softDeleteKelasFiles(tx, college.id, id, 'banner_kelas', [oldId]) : [];
    }),
  );
  await removeBytes(deps, request, removed.map((r) => r.storageKey));
  return buildKelasDetail(db, college.id, id, h, kelas);
}

/**
 * PUT /v2/lms/kelas_kuliah/{id}/ketua: {nim} makes that participant the class leader and every other participant
 * a plain participant (one transaction, class row locked, so concurrent changes leave exactly one leader);
 * {nim, jabatan:'peserta'} demotes.
 */
export async function ubahKetua(deps: StorageDeps, request: FastifyRequest, id: string, body: UbahKetuaBody) {
  const { db } = deps;
  const { h } = await aksesKelas(db, request, id, 'write');
  requireUbahKelas(h);
  const collegeId = request.college.id;
  await db.transaction(async (tx) => {
    if (!(await lockKelas(tx, collegeId, id))) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
    const peserta = await findPesertaByNim(tx, collegeId, id, body.nim);
    if (!peserta) throw notFound(PESAN_KELAS.bukanPeserta(body.nim));
    if (body.jabatan === 'ketua_kelas') await setKetuaKelas(tx, id, peserta.idMahasiswa);
    else await setJabatanPeserta(tx, id, peserta.idMahasiswa, 'peserta');
  });
  const [ketua] = await findKetuaByKelas(db, [id]);
  return { ketua_kelas: ketua ? { nim: ketua.nim, nama: ketua.nama } : null };
}

/**
 * PUT /v2/lms/kelas_kuliah/{id}/pengajar/{idDosen}/jabatan (operator write only). A new dosen_koordinator demotes
 * the previous one to dosen in the same transaction: at most one coordinator per class. Answers the teachers.
 */
export async function ubahJabatanPengajar(deps: StorageDeps, request: FastifyRequest, id: string, idDosen: number, body: UbahJabatanBody) {
  const { db } = deps;
  await aksesKelas(db, request, id, 'operator');
  const collegeId = request.college.id;
  await db.transaction(async (tx) => {
    if (!(await lockKelas(tx, collegeId, id))) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
    if (!(await findPengajarKelas(tx, id, idDosen))) throw notFound(PESAN_KELAS.bukanPengajarKelas);
    if (body.jabatan === 'dosen_koordinator') await demoteKoordinatorLain(tx, id, idDosen);
    await setJabatanPengajar(tx, id, idDosen, body.jabatan);
  });
  return pengajarItems(db, id);
}

const FILES_FIELD = /^files(\[\d*\])?$/;
const HAPUS_FIELD = /^hapus_files(\[\d*\])?$/;

/**
 * PUT /v2/lms/kelas_kuliah/{id}/silabus: multipart (`teks`, `files`/`files[]` new attachments,
 * `hapus_files`/`hapus_files[]` URLs to remove) or JSON {teks, hapus_files}. Each attachment is checked (size
 * ukuran_max_file.silabus, type by content) and stored as a silabus file of the class as it arrives; the notes
 * and the attachment list change in one transaction, removed attachments are soft-deleted in it and their bytes
 * removed after the commit. Any failure removes the attachments stored for this request.
 */
export async function ubahSilabus(deps: StorageDeps, request: FastifyRequest, id: string) {
  const { db } = deps;
  const { kelas, h } = await aksesKelas(db, request, id, 'write');
  requireUbahSilabus(h, kelas);
  const college = request.college;
  const maxBytes = maxSilabusBytes(college.ukuranMaxFile);
  const stored: StoredFile[] = [];

  const removed = await withStoredFiles(deps, college.id, stored, async () => {
    let raw: Record<string, unknown> = {};
    if (request.isMultipart()) {
      const hapus: string[] = [];
      try {
        const parts = request.parts({
          limits: { fileSize: maxBytes, files: SILABUS_MAX_FILES_PER_REQUEST + 1, fields: SILABUS_MAX_FILES + 5, fieldSize: 64 * 1024 },
        });
        for await (const part of parts) {
          if (part.type === 'file') {
            if (!FILES_FIELD.test(part.fieldname)) {
              part.file.resume();
              continue;
            }
            if (stored.length >= SILABUS_MAX_FILES_PER_REQUEST) {
              throw invalid('files', `paling banyak ${SILABUS_MAX_FILES_PER_REQUEST} file per unggahan`);
            }
            const buffer = await part.toBuffer();
            stored.push(
              await saveUpload(deps, {
                collegeId: college.id,
                kind: 'silabus',
                idKelasKuliah: id,
                ownerUserId: request.auth.userId,
                filename: part.filename,
                buffer,
                allowedExtensions: SILABUS_UPLOAD_EXTENSIONS,
                maxBytes,
              }),
            );
          } else if (HAPUS_FIELD.test(part.fieldname)) {
            hapus.push(String(part.value ?? ''));
          } else {
            if (part.valueTruncated) throw invalid(part.fieldname, 'isian terlalu panjang');
            raw[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (isFileTooLarge(err)) throw tooLarge(maxBytes);
        throw err;
      }
      if (hapus.length > 0) raw.hapus_files = hapus;
    } else if (request.body && typeof request.body === 'object') {
      raw = request.body as Record<string, unknown>;
    }
    const f = parseFields(ubahSilabusFields, raw);

    return db.transaction(async (tx) => {
      const row = await lockKelas(tx, college.id, id);
      if (!row) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
      const current: SilabusFile[] = row.silabusFiles ?? [];
      const hapus = new Set(f.hapus_files);
      const unknown = f.hapus_files.find((url) => !current.some((c) => c.url === url));
      if (unknown !== undefined) throw invalid('hapus_files', `file ${unknown} bukan lampiran silabus kelas ini`);
      const kept = current.filter((c) => !hapus.has(c.url));
      const next = [...kept, ...stored.map((s) => ({ name: s.name, url: s.url, content_length: s.content_length }))];
      if (next.length > SILABUS_MAX_FILES) throw invalid('files', `lampiran silabus paling banyak ${SILABUS_MAX_FILES} file`);
      await updateKelas(tx, college.id, id, {
        silabusFiles: next,
        ...(f.teks !== undefined ? { silabusTeks: f.teks } : {}),
      });
      const ids = [...hapus].map(fileIdFromUrl).filter((x): x is string => x !== null);
      return softDeleteKelasFiles(tx, college.id, id, 'silabus', ids);
    });
  });
  await removeBytes(deps, request, removed.map((r) => r.storageKey));
  return buildSilabusKelas(db, college.id, id);
}

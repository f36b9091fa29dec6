import type { z } from 'zod';
import {
  DETAIL_LOG_KELAS,
  PESAN_KELAS,
  SILABUS_MAX_FILES,
  namaKelasLog,
  fileIdFromUrl,
  ubahKelasFields,
  ubahSilabusFields,
  type SilabusFile,
  type StoredFile,
  type UbahJabatanBody,
  type UbahKetuaBody,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { discardStoredFile, recordUpload, type StorageDeps } from '../storager/storager.service';
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

/** One uploaded file as the route read it from the form: already streamed to storage, not yet recorded. */
export type BerkasUnggahan = ReceivedFile;

/** PUT /kelas_kuliah/{id}: the form's fields and its `file_banner`, if any. */
export type UbahKelasInput = { fields: Record<string, unknown>; banner: BerkasUnggahan | null };
/** Reads the form only once access is granted, so a refused caller's upload is never read. */
export type BacaFormKelas = () => Promise<UbahKelasInput>;

/**
 * PUT /kelas_kuliah/{id}/silabus: reads the form, handing each new attachment to `simpan` as it arrives (so only
 * one file is in memory at a time), and returns the other fields (`hapus_files` as an array).
 */
export type BacaFormSilabus = (simpan: (berkas: BerkasUnggahan) => Promise<void>) => Promise<Record<string, unknown>>;

/** Validates form fields like a route schema would: 400 naming the first offending field. */
function parseFields<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const r = schema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw fieldError(issue.path.join('.') || 'data', issue.message);
  }
  return r.data;
}

/**
 * Removes bytes of files whose rows were soft-deleted by a committed transaction. A failure leaves orphaned bytes
 * without a live row, which the orphaned-file sweep job removes later; the user's change already stands.
 */
async function removeBytes({ storage }: StorageDeps, keys: string[]) {
  for (const key of keys) await storage.delete(key).catch(() => undefined);
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
export async function ubahKelas(deps: Deps, actor: Actor, id: string, bacaForm: BacaFormKelas) {
  const { db } = deps;
  const akses = await aksesKelas(db, actor, id, 'write');
  requireUbahKelas(akses);
  const college = actor.college;
  const input = await bacaForm();
  const { banner } = input;
  const f = parseFields(ubahKelasFields, input.fields);
  if (banner && f.hapus_banner) {
    await removeBytes(deps, [banner.key!]);
    throw fieldError('hapus_banner', 'tidak boleh bersamaan dengan file_banner');
  }
  if (!banner && !f.hapus_banner && f.banner_color_idx === undefined) {
    throw fieldError('file_banner', 'unggah banner (png, jpg, jpeg), pilih banner_color_idx 0-6 atau kirim hapus_banner=true');
  }

  const stored = banner
    ? await recordUpload(deps, { collegeId: college.id, kind: 'banner_kelas', idKelasKuliah: id, ownerUserId: actor.userId, file: banner })
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
      await recordAktivitas(tx, actor, 'ubah_kelas_kuliah', DETAIL_LOG_KELAS.banner(namaKelasLog(row.mkNama, row.labelNama), !stored));
      const oldId = row.bannerUrl ? fileIdFromUrl(row.bannerUrl) : null;
      return oldId && oldId !== stored?.id ? softDeleteKelasFiles(tx, college.id, id, 'banner_kelas', [oldId]) : [];
    }),
  );
  await removeBytes(deps, removed.map((r) => r.storageKey));
  return buildKelasDetail(db, college.id, id, akses);
}

/**
 * PUT /v2/lms/kelas_kuliah/{id}/ketua: {nim} makes that participant the class leader and every other participant
 * a plain participant (one transaction, class row locked, so concurrent changes leave exactly one leader);
 * {nim, jabatan:'peserta'} demotes.
 */
export async function ubahKetua({ db }: Deps, actor: Actor, id: string, body: UbahKetuaBody) {
  requireUbahKelas(await aksesKelas(db, actor, id, 'write'));
  const collegeId = actor.college.id;
  await db.transaction(async (tx) => {
    const kelas = await lockKelas(tx, collegeId, id);
    if (!kelas) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
    const peserta = await findPesertaByNim(tx, collegeId, id, body.nim);
    if (!peserta) throw notFound(PESAN_KELAS.bukanPeserta(body.nim));
    const jadiKetua = body.jabatan === 'ketua_kelas';
    if (jadiKetua) await setKetuaKelas(tx, id, peserta.idMahasiswa);
    else await setJabatanPeserta(tx, id, peserta.idMahasiswa, 'peserta');
    await recordAktivitas(tx, actor, 'ubah_kelas_kuliah', DETAIL_LOG_KELAS.ketua(body.nim, peserta.nama, namaKelasLog(kelas.mkNama, kelas.labelNama), jadiKetua));
  });
  const [ketua] = await findKetuaByKelas(db, [id]);
  return { ketua_kelas: ketua ? { nim: ketua.nim, nama: ketua.nama } : null };
}

/**
 * PUT /v2/lms/kelas_kuliah/{id}/pengajar/{idDosen}/jabatan (operator write only). A new dosen_koordinator demotes
 * the previous one to dosen in the same transaction: at most one coordinator per class. Answers the teachers.
 */
export async function ubahJabatanPengajar({ db }: Deps, actor: Actor, id: string, idDosen: number, body: UbahJabatanBody) {
  await aksesKelas(db, actor, id, 'operator');
  const collegeId = actor.college.id;
  await db.transaction(async (tx) => {
    const kelas = await lockKelas(tx, collegeId, id);
    if (!kelas) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
    const pengajar = await findPengajarKelas(tx, id, idDosen);
    if (!pengajar) throw notFound(PESAN_KELAS.bukanPengajarKelas);
    if (body.jabatan === 'dosen_koordinator') await demoteKoordinatorLain(tx, id, idDosen);
    await setJabatanPengajar(tx, id, idDosen, body.jabatan);
    await recordAktivitas(tx, actor, 'ubah_kelas_kuliah', DETAIL_LOG_KELAS.jabatan(pengajar.nama, body.jabatan, namaKelasLog(kelas.mkNama, kelas.labelNama)));
  });
  return pengajarItems(db, id);
}

/**
 * PUT /v2/lms/kelas_kuliah/{id}/silabus: multipart (`teks`, `files`/`files[]` new attachments,
 * `hapus_files`/`hapus_files[]` URLs to remove) or JSON {teks, hapus_files}. Each attachment is checked (size
 * ukuran_max_file.silabus, type by content) and stored as a silabus file of the class as it arrives; the notes
 * and the attachment list change in one transaction, removed attachments are soft-deleted in it and their bytes
 * removed after the commit. Any failure removes the attachments stored for this request.
 */
export async function ubahSilabus(deps: Deps, actor: Actor, id: string, bacaForm: BacaFormSilabus) {
  const { db } = deps;
  requireUbahSilabus(await aksesKelas(db, actor, id, 'write'));
  const college = actor.college;
  const stored: StoredFile[] = [];

  const removed = await withStoredFiles(deps, college.id, stored, async () => {
    const raw = await bacaForm(async (berkas) => {
      stored.push(await recordUpload(deps, { collegeId: college.id, kind: 'silabus', idKelasKuliah: id, ownerUserId: actor.userId, file: berkas }));
    });
    const f = parseFields(ubahSilabusFields, raw);

    return db.transaction(async (tx) => {
      const row = await lockKelas(tx, college.id, id);
      if (!row) throw notFound(PESAN_KELAS.kelasTidakDitemukan);
      const current: SilabusFile[] = row.silabusFiles ?? [];
      const hapus = new Set(f.hapus_files);
      const unknown = f.hapus_files.find((url) => !current.some((c) => c.url === url));
      if (unknown !== undefined) throw fieldError('hapus_files', `file ${unknown} bukan lampiran silabus kelas ini`);
      const kept = current.filter((c) => !hapus.has(c.url));
      const next = [...kept, ...stored.map((s) => ({ name: s.name, url: s.url, content_length: s.content_length }))];
      if (next.length > SILABUS_MAX_FILES) throw fieldError('files', `lampiran silabus paling banyak ${SILABUS_MAX_FILES} file`);
      await updateKelas(tx, college.id, id, {
        silabusFiles: next,
        ...(f.teks !== undefined ? { silabusTeks: f.teks } : {}),
      });
      const ids = [...hapus].map(fileIdFromUrl).filter((x): x is string => x !== null);
      await recordAktivitas(tx, actor, 'ubah_silabus', DETAIL_LOG_KELAS.silabus(namaKelasLog(row.mkNama, row.labelNama), stored.length, hapus.size));
      return softDeleteKelasFiles(tx, college.id, id, 'silabus', ids);
    });
  });
  await removeBytes(deps, removed.map((r) => r.storageKey));
  return buildSilabusKelas(db, college.id, id);
}

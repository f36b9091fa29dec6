import type { FastifyRequest } from 'fastify';
import {
  EKSTENSI_MATERI,
  ERROR_CODES,
  INT4_MAX,
  PESAN_MATERI,
  SEMUA_EKSTENSI_MATERI,
  TIPE_FILE_MATERI,
  batasUkuranMateri,
  largestUploadBytes,
  materiFormFields,
  pesanTipeFileDitolak,
  type MateriFormFields,
  type TipeBerkasMateri,
} from '@lms/shared';
import { AppError, fieldError } from '../../lib/errors';
import { readMultipart, type FileTarget, type ReceivedFile } from '../../lib/multipart';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { aksesPertemuan } from '../pertemuan/pertemuan-akses';
import type { KonteksTulisMateri } from './materi.policy';

/**
 * Route side of the material form: multipart (the form's fields, then `file`) through lib/multipart.ts, or JSON for
 * a url material. When `id_pertemuan` and `tipe_file` come before the file, the writer is checked and the type's
 * own limit and extensions apply before a byte is stored; otherwise the largest material limit caps the stream and
 * the service checks the rest. Upload refusals carry spec 2 §5's texts.
 */

/** `konteks`: what reading the form resolved (settings, the target meeting's class access), for the service. */
export type FormMateriDibaca = { fields: MateriFormFields; file?: ReceivedFile; discard: () => Promise<void>; konteks: KonteksTulisMateri };

const isTipeBerkas = (v: unknown): v is TipeBerkasMateri => typeof v === 'string' && v !== 'url' && (TIPE_FILE_MATERI as readonly string[]).includes(v);

export async function bacaFormMateri(request: FastifyRequest, opts: { cekPertemuan: boolean; konteks?: KonteksTulisMateri }): Promise<FormMateriDibaca> {
  const { deps } = request.server;
  const actor = request.actor;
  const konteks: KonteksTulisMateri = { ...opts.konteks };
  if (!request.isMultipart()) {
    const parsed = materiFormFields.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw fieldError(issue.path.join('.') || 'data', issue.message);
    }
    return { fields: parsed.data, discard: async () => {}, konteks };
  }
  konteks.pengaturan ??= await getPengaturan(deps, actor.college.id);
  const ukuran = konteks.pengaturan.pengaturan_sistem.ukuran_max_file;
  const plafon = largestUploadBytes(ukuran, 'materi');
  let terakhir = { ext: '', max: plafon };
  try {
    const { fields, files, discard } = await readMultipart(request, {
      storage: deps.storage,
      fields: materiFormFields,
      files: [{ field: 'file', max: 1 }],
      maxFileBytes: plafon,
      maxFields: 20,
      maxFieldBytes: 8192,
      target: async (file, sofar): Promise<FileTarget> => {
        const idPertemuan = Number(sofar.id_pertemuan);
        // A value no meeting id can have is left to the schema's refusal, never sent to the database.
        if (opts.cekPertemuan && Number.isInteger(idPertemuan) && idPertemuan > 0 && idPertemuan <= INT4_MAX) {
          konteks.akses = (await aksesPertemuan(deps.db, actor, idPertemuan, 'write', konteks.akses)).akses;
        }
        const tipe = isTipeBerkas(sofar.tipe_file) ? sofar.tipe_file : null;
        terakhir = { ext: file.ext, max: tipe ? batasUkuranMateri(ukuran, tipe) : plafon };
        return {
          sink: 'storage',
          keyPrefix: `${actor.college.id}/materi`,
          maxBytes: terakhir.max,
          allowedExtensions: tipe ? EKSTENSI_MATERI[tipe] : SEMUA_EKSTENSI_MATERI,
        };
      },
    });
    return { fields, file: files[0], discard, konteks };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 413) throw new AppError(413, ERROR_CODES.payloadTooLarge, PESAN_MATERI.ukuranMaksimal(terakhir.max));
    if (err instanceof AppError && err.statusCode === 415 && err.message === pesanTipeFileDitolak(terakhir.ext || 'tanpa-ekstensi')) {
      throw new AppError(415, ERROR_CODES.unsupportedMedia, PESAN_MATERI.tipeTidakDiizinkan(terakhir.ext));
    }
    throw err;
  }
}

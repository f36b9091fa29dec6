import type { FastifyRequest } from 'fastify';
import {
  SILABUS_MAX_FILES,
  SILABUS_MAX_FILES_PER_REQUEST,
  allowedExtensionsForKind,
  maxUploadBytes,
  ubahKelasFields,
  ubahSilabusFields,
} from '@lms/shared';
import { readMultipart, type FileTarget } from '../../lib/multipart';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import type { BacaFormKelas, BacaFormSilabus } from './kelas-ubah.service';

/**
 * Route side of the class edits: turns the request's form (multipart through lib/multipart.ts, or JSON) into the
 * services' typed input. Uploaded files stream to storage as they arrive; the services record them.
 * The only place of the kelas module that reads a FastifyRequest body beyond the route schema.
 */

const jsonBody = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});

/** The college's ukuran_max_file, through the settings service (the same read the upload's record makes). */
async function ukuranMaxFile(request: FastifyRequest) {
  return (await getPengaturan(request.server.deps, request.actor.college.id)).pengaturan_sistem.ukuran_max_file;
}

/** The kind's limit and types from @lms/shared (the college's ukuran_max_file), stored under `{college}/{kind}`. */
function target(request: FastifyRequest, kind: 'banner_kelas' | 'silabus', ukuran: Record<string, unknown>) {
  return (file: { name: string }): FileTarget => ({
    sink: 'storage',
    keyPrefix: `${request.actor.college.id}/${kind}`,
    maxBytes: maxUploadBytes(ukuran, kind, file.name),
    allowedExtensions: allowedExtensionsForKind(kind),
  });
}

/** PUT /kelas_kuliah/{id}: fields plus one `file_banner` (file parts of other fields are skipped). */
export const kelasFormReader = (request: FastifyRequest): BacaFormKelas => async () => {
  if (!request.isMultipart()) return { fields: jsonBody(request), banner: null };
  const ukuran = await ukuranMaxFile(request);
  const { fields, files } = await readMultipart(request, {
    storage: request.server.deps.storage,
    fields: ubahKelasFields,
    files: [{ field: 'file_banner', max: 1 }],
    maxFileBytes: maxUploadBytes(ukuran, 'banner_kelas'),
    maxFields: 10,
    maxFieldBytes: 1024,
    target: target(request, 'banner_kelas', ukuran),
  });
  return { fields, banner: files[0] ?? null };
};

/** PUT /kelas_kuliah/{id}/silabus: the `files` parts, then each goes to `simpan`; `hapus_files` arrive as an array. */
export function silabusFormReader(request: FastifyRequest): BacaFormSilabus {
  return async (simpan) => {
    if (!request.isMultipart()) return jsonBody(request);
    const ukuran = await ukuranMaxFile(request);
    const { fields, files } = await readMultipart(request, {
      storage: request.server.deps.storage,
      fields: ubahSilabusFields,
      arrayFields: ['hapus_files'],
      files: [{ field: /^files(\[\d*\])?$/, max: SILABUS_MAX_FILES_PER_REQUEST }],
      maxFileBytes: maxUploadBytes(ukuran, 'silabus'),
      maxFields: SILABUS_MAX_FILES + 5,
      maxFieldBytes: 64 * 1024,
      target: target(request, 'silabus', ukuran),
    });
    let recorded = 0;
    try {
      for (const f of files) {
        await simpan(f);
        recorded += 1;
      }
    } catch (err) {
      // simpan removes the file it failed on; the ones after it were never recorded.
      const rest = files.slice(recorded + 1);
      await Promise.all(rest.map((f) => request.server.deps.storage.delete(f.key!).catch(() => {})));
      throw err;
    }
    return fields;
  };
}

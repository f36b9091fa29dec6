import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PESAN_BAP, TANDA_TANGAN_MAX_BYTES, penandatanganProdiBody, type PenandatanganProdiBody } from '@lms/shared';
import { fieldError } from '../../lib/errors';
import { isMultipartRequest, readMultipart } from '../../lib/multipart';

/** Route side of the signature uploads: one small `file` part kept in memory (sniffed as PNG), never stored as a file. */

const target = () => ({ sink: 'memory' as const, maxBytes: TANDA_TANGAN_MAX_BYTES, allowedExtensions: ['.png'] });

export const bacaTandaTangan = (request: FastifyRequest) => async (): Promise<Buffer | null> => {
  if (!isMultipartRequest(request)) throw fieldError('file', PESAN_BAP.tandaTanganWajib);
  const { files } = await readMultipart(request, {
    storage: request.server.deps.storage,
    fields: z.object({}).loose(),
    files: [{ field: 'file', max: 1 }],
    maxFileBytes: TANDA_TANGAN_MAX_BYTES,
    maxFields: 5,
    target,
  });
  return files[0]?.buffer ?? null;
};

export const bacaPenandatangan = (request: FastifyRequest) => async (): Promise<{ body: PenandatanganProdiBody; file: Buffer | null }> => {
  if (!isMultipartRequest(request)) {
    const parsed = penandatanganProdiBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldError(String(parsed.error.issues[0]?.path[0] ?? 'penandatangan'), parsed.error.issues[0]?.message ?? '');
    return { body: parsed.data, file: null };
  }
  const { fields, files } = await readMultipart(request, {
    storage: request.server.deps.storage,
    fields: penandatanganProdiBody,
    files: [{ field: 'file', max: 1 }],
    maxFileBytes: TANDA_TANGAN_MAX_BYTES,
    maxFields: 10,
    target,
  });
  return { body: fields, file: files[0]?.buffer ?? null };
};

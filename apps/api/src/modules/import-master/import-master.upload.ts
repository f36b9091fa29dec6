import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, PESAN_IMPORT } from '@lms/shared';
import { badRequest } from '../../lib/errors';
import { isMultipartRequest, readMultipart } from '../../lib/multipart';

/** Route side of the import: reads the request's multipart body (lib/multipart.ts) into the service's input. */

/**
 * The uploaded `file` field (.xlsx or .csv, checked by content), at most IMPORT_MAX_BYTES (413 beyond). The sheet
 * is parsed and never stored, so it is held in memory, bounded by that limit.
 */
export async function readUpload(request: FastifyRequest) {
  const fileWajib = `Data tidak valid: file — ${PESAN_IMPORT.fileWajib}`;
  if (!isMultipartRequest(request)) throw badRequest(fileWajib);
  const { files } = await readMultipart(request, {
    storage: request.server.deps.storage,
    fields: z.object({}).loose(),
    files: [{ field: 'file', max: 1 }],
    maxFileBytes: IMPORT_MAX_BYTES,
    maxFields: 10,
    target: () => ({ sink: 'memory', maxBytes: IMPORT_MAX_BYTES, allowedExtensions: ['.xlsx', '.csv'] }),
  });
  const file = files[0];
  if (!file?.buffer) throw badRequest(fileWajib);
  return { filename: file.name, buffer: file.buffer };
}

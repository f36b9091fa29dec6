import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { JENIS_FILE_LOGO, PESAN_PROFIL_PT, allowedExtensionsForKind, maxUploadBytes } from '@lms/shared';
import { fieldError } from '../../lib/errors';
import { isMultipartRequest, readMultipart, type ReceivedFile } from '../../lib/multipart';
import { getPengaturan } from '../pengaturan/pengaturan.service';

/**
 * Route side of the logo upload: the `file` part streams to storage under `{college}/logo_perguruan_tinggi`, within
 * the kind's limit and types (sniffed by content). Called by the service once the actor's right is checked.
 */
export const bacaLogo = (request: FastifyRequest) => async (): Promise<ReceivedFile> => {
  if (!isMultipartRequest(request)) throw fieldError('file', PESAN_PROFIL_PT.logoWajib);
  const { deps, } = request.server;
  const ukuran = (await getPengaturan(deps, request.actor.college.id)).pengaturan_sistem.ukuran_max_file;
  const maxBytes = maxUploadBytes(ukuran, JENIS_FILE_LOGO);
  const { files } = await readMultipart(request, {
    storage: deps.storage,
    fields: z.object({}).loose(),
    files: [{ field: 'file', max: 1 }],
    maxFileBytes: maxBytes,
    maxFields: 5,
    target: () => ({ sink: 'storage', keyPrefix: `${request.actor.college.id}/${JENIS_FILE_LOGO}`, maxBytes, allowedExtensions: allowedExtensionsForKind(JENIS_FILE_LOGO) }),
  });
  if (!files[0]) throw fieldError('file', PESAN_PROFIL_PT.logoWajib);
  return files[0];
};

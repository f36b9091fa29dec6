import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PESAN_STORAGE, envelope, storagerDeleteQuery, storagerFileParams, storagerFileQuery, uploadResult } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { contentDisposition, deleteByUrl, openDownload, uploadFromRequest } from './storager.service';

const tags = ['storager'];
const INLINE_MIME = new Set(['image/png', 'image/jpeg']);

/** File upload, download (access re-checked each time) and delete. */
export const storagerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/storager',
    {
      schema: {
        tags,
        summary: "Unggah file (multipart: file, service_id='lms', dir, id_kelas_kuliah?, kind?)",
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadResult) },
      },
    },
    async (request) => ok(await uploadFromRequest(app.deps, request), PESAN_STORAGE.berhasilUnggah),
  );

  app.get(
    '/v2/storager/files/:id/:filename',
    {
      schema: {
        tags,
        summary: 'Unduh file (akses diperiksa ulang; inline=1 menampilkan gambar di tempat)',
        params: storagerFileParams,
        querystring: storagerFileQuery,
      },
    },
    async (request, reply) => {
      const { file, stream } = await openDownload(app.deps, request, request.params.id);
      const inline = (request.query.inline === '1' || request.query.inline === 'true') && INLINE_MIME.has(file.mime);
      reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store');
      return reply.send(stream);
    },
  );

  app.delete(
    '/v2/storager',
    {
      schema: {
        tags,
        summary: 'Hapus file menurut URL (pemilik, atau operator dengan akses tulis kelas_kuliah untuk file kelas)',
        querystring: storagerDeleteQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteByUrl(app.deps, request, request.query.url);
      return ok(null, PESAN_STORAGE.berhasilHapus);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PESAN_STORAGE, envelope, storagerDeleteQuery, storagerFileParams, storagerFileQuery, uploadResult } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { contentDisposition, deleteByUrl, openDownload, storagerMaxBytes, storagerUploadTarget, uploadFields, uploadFile } from './storager.service';

const tags = ['storager'];
const INLINE_MIME = new Set(['image/png', 'image/jpeg']);

/** File upload, download (access re-checked each time, HTTP Range honoured) and delete. */
export const storagerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/storager',
    {
      schema: {
        tags,
        summary: "Unggah file (multipart: file, service_id='lms', dir, id_kelas_kuliah?, kind?)",
        description:
          'Kirim field teks (kind, id_kelas_kuliah) sebelum file agar hak unggah dan batas ukuran jenis file diperiksa sebelum ' +
          'isi file disimpan. 400: multipart rusak / tanpa nama file; 413: melebihi batas jenis file; 415: tipe atau isi file ditolak.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadResult) },
      },
    },
    async (request) => {
      const { deps } = app;
      const { fields, files } = await readMultipart(request, {
        storage: deps.storage,
        fields: uploadFields,
        files: [{ field: 'file', max: 1 }],
        maxFileBytes: await storagerMaxBytes(deps, request.actor),
        target: (file, sofar) => storagerUploadTarget(deps, request.actor, file, sofar),
      });
      return ok(await uploadFile(deps, request.actor, { ...fields, file: files[0] }), PESAN_STORAGE.berhasilUnggah);
    },
  );

  app.get(
    '/v2/storager/files/:id/:filename',
    {
      schema: {
        tags,
        summary: 'Unduh file (akses diperiksa ulang; inline=1 menampilkan gambar di tempat; mendukung header Range)',
        description: 'Header `Range: bytes=a-b` dijawab 206 dengan Content-Range (mis. untuk memutar video kuliah); rentang di luar ukuran file 416.',
        params: storagerFileParams,
        querystring: storagerFileQuery,
      },
    },
    async (request, reply) => {
      const rangeHeader = typeof request.headers.range === 'string' ? request.headers.range : undefined;
      const { file, stream, range } = await openDownload(app.deps, request.actor, request.params.id, rangeHeader).catch((err) => {
        // RFC 9110: a 416 names the current size so the client can ask again.
        if (err instanceof AppError && err.statusCode === 416) reply.header('content-range', `bytes */${(err.detail as { size: number }).size}`);
        throw err;
      });
      const inline = (request.query.inline === '1' || request.query.inline === 'true') && INLINE_MIME.has(file.mime);
      reply
        .header('content-type', file.mime)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store');
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(file.size));
      }
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
      await deleteByUrl(app.deps, request.actor, request.query.url, request.log);
      return ok(null, PESAN_STORAGE.berhasilHapus);
    },
  );
};

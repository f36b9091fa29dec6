import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PESAN_STORAGE, envelope, storagerDeleteQuery, storagerFileParams, storagerFileQuery, uploadResult } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import { deleteByUrl, openDownload, storagerMaxBytes, storagerUploadTarget, uploadFields, uploadFile } from './storager.service';
import { dispositionOf, openRanged, rangeHeaderOf, sendStoredFile } from './send-file';

const tags = ['storager'];

/** File upload, download (access re-checked each time, HTTP Range honoured) and delete. */
export const storagerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/storager',
    {
      config: { aktivitas: 'unggah_file' },
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
      const { file, stream, range } = await openRanged(reply, openDownload(app.deps, request.actor, request.params.id, rangeHeaderOf(request)));
      const name = file.originalName;
      return sendStoredFile(reply, { mime: file.mime, size: Number(file.size), name }, stream, range, dispositionOf(request.query, file.mime));
    },
  );

  app.delete(
    '/v2/storager',
    {
      config: { aktivitas: 'hapus_file' },
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

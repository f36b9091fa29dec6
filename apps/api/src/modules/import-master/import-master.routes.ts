import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  envelope,
  importHistoryItem,
  importHistoryQuery,
  importResult,
  jenisImportParams,
  listEnvelope,
  statusSchema,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { contentDisposition } from '../storager/storager.service';
import { getTemplate, importMasterData, listImportHistory } from './import-master.service';
import { readUpload } from './import-master.upload';

const tags = ['import master'];

/** Master-data import (.xlsx/.csv) for operators with write on data_master. */
export const importMasterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/lms/import_master/:jenis',
    {
      config: { aktivitas: 'impor_data_master' },
      schema: {
        tags,
        summary: 'Import data master dari .xlsx/.csv (multipart: file); semua baris diterapkan dalam satu transaksi atau tidak sama sekali',
        consumes: ['multipart/form-data'],
        params: jenisImportParams,
        response: {
          200: envelope(importResult),
          422: z.object({ status: statusSchema, data: importResult, detail: z.object({ detail: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      const { applied, message, result } = await importMasterData(app.deps, request.actor, request.params.jenis, () => readUpload(request));
      if (applied) return ok(result, message);
      return reply.status(422).send({ status: { code: ERROR_CODES.validation, message }, data: result, detail: { detail: message } });
    },
  );

  app.get(
    '/v2/lms/import_master/:jenis/template',
    { schema: { tags, summary: 'Template .xlsx import data master (judul kolom, satu baris contoh, petunjuk)', params: jenisImportParams } },
    async (request, reply) => {
      const t = await getTemplate(app.deps, request.actor, request.params.jenis);
      return reply
        .header('content-type', t.mime)
        .header('content-disposition', contentDisposition('attachment', t.filename))
        .header('x-content-type-options', 'nosniff')
        .send(t.buffer);
    },
  );

  app.get(
    '/v2/lms/import_master',
    { schema: { tags, summary: 'Riwayat import data master', querystring: importHistoryQuery, response: { 200: listEnvelope(importHistoryItem) } } },
    async (request) => {
      const r = await listImportHistory(app.deps, request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );
};

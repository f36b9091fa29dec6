import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankSoalIdParams, envelope, imporSoalQuery, imporSoalResult } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { contentDisposition } from '../storager/storager.service';
import { unduhBankSoal } from './bank-soal-pdf';
import { resolvePemirsa } from './bank-soal.policy';
import { XLSX_MIME, buildTemplate, imporSoal } from './impor.service';
import { readImporForm } from './bank-soal.multipart';

const tags = ['bank-soal'];

/** Import template, import and PDF download of a bank. */
export const bankSoalExtraRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deps;

  app.get(
    '/v2/lms/bank_soal/template_import',
    { schema: { tags, summary: 'Template .xlsx impor soal per jenis (pilihan, benar_salah, esay)', querystring: imporSoalQuery } },
    async (request, reply) => {
      // Anyone who may see banks may read the template; it holds no data.
      await resolvePemirsa(deps().db, request.actor);
      const t = await buildTemplate(request.query.jenis_soal);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition('attachment', t.filename)).send(t.buffer);
    },
  );

  app.post(
    '/v2/lms/bank_soal/:id/soal/import_excel',
    {
      config: { aktivitas: 'impor_soal_bank_soal' },
      schema: {
        tags,
        summary: 'Impor soal dari template (.xlsx/.xls): semua baris disimpan atau tidak sama sekali',
        description: 'multipart: file, jenis_soal. 422 bila ada baris ditolak (detail.ditolak[] {baris, alasan[]}) atau melebihi 100 soal.',
        consumes: ['multipart/form-data'],
        params: bankSoalIdParams,
        response: { 200: envelope(imporSoalResult) },
      },
    },
    async (request) => {
      const r = await imporSoal(deps(), request.actor, request.params.id, () => readImporForm(request, app.deps.storage));
      return ok(r.result, r.message);
    },
  );

  app.get(
    '/v2/lms/bank_soal/:id/unduh',
    { schema: { tags, summary: "PDF 'Bank Soal - {judul}.pdf' (letter, margin 1 inci); 422 'Belum ada soal' bila kosong", params: bankSoalIdParams } },
    async (request, reply) => {
      const f = await unduhBankSoal(deps(), request.actor, request.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('attachment', f.filename)).send(f.buffer);
    },
  );
};

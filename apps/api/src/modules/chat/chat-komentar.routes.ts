import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, komentarLogKelompokParams, komentarLogParams } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { logKomentar } from './chat-komentar.service';

/** Comment logs (spec 2 §7): the comments panel records adding and deleting a comment in the activity log. */
export const chatKomentarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['log aktivitas'];
  const aksi = [
    ['log_tambah_komentar', 'tambah', 'Catat penambahan komentar'],
    ['log_hapus_komentar', 'hapus', 'Catat penghapusan komentar'],
  ] as const;

  for (const [segment, jenis, summary] of aksi) {
    const config = { aktivitas: jenis === 'tambah' ? 'tambah_komentar' : 'hapus_komentar' } as const;
    app.post(
      `/v2/lms/log_aktivitas/:jenis/:contentId/${segment}`,
      { config, schema: { tags, summary: `${summary} pada tugas atau kuis/ujian`, params: komentarLogParams, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await logKomentar(app.deps, request.actor, request.params, jenis);
        return ok(null);
      },
    );
    app.post(
      `/v2/lms/log_aktivitas/:jenis/:contentId/kelompok/:idKelompok/${segment}`,
      { config, schema: { tags, summary: `${summary} pada kelompok tugas`, params: komentarLogKelompokParams, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await logKomentar(app.deps, request.actor, request.params, jenis);
        return ok(null);
      },
    );
  }
};

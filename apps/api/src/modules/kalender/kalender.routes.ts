import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, kalenderBulan, kalenderQuery } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getKalenderBulan } from './kalender.service';

export const kalenderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/kalender',
    {
      schema: {
        tags: ['kalender'],
        summary: 'Entri kalender beranda (pertemuan, materi, tugas, ujian, forum dan vidcon kelas pemanggil) pada satu bulan di zona waktu kampus; operator: read kelas_kuliah',
        querystring: kalenderQuery,
        response: { 200: envelope(kalenderBulan) },
      },
    },
    async (request) => ok(await getKalenderBulan(app.deps, request.actor, request.query)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kelasListItem, kelasListQuery, listEnvelope } from '@lms/shared';
import { okList } from '../../lib/envelope';
import { listKelas } from './kelas.service';

export const kelasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/kelas_kuliah',
    {
      schema: {
        tags: ['kelas'],
        summary:
          'Daftar kelas kuliah: mahasiswa melihat kelas yang diikuti, dosen kelas yang diajar, operator (read kelas_kuliah) semua kelas',
        querystring: kelasListQuery,
        response: { 200: listEnvelope(kelasListItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listKelas(app.deps.db, request, request.query);
      return okList(items, meta);
    },
  );
};

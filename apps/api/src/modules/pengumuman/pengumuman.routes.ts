import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery, pengumumanItem } from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { getPengumuman, listPengumuman } from './pengumuman.service';

export const pengumumanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/pengumuman',
    {
      schema: {
        tags: ['pengumuman'],
        summary: 'Pengumuman yang sudah terbit untuk peran pemanggil, terbaru lebih dulu (operator: read pengumuman)',
        querystring: paginationQuery,
        response: { 200: listEnvelope(pengumumanItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listPengumuman(app.deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/pengumuman/:id',
    {
      schema: {
        tags: ['pengumuman'],
        summary: 'Detail satu pengumuman yang sudah terbit untuk peran pemanggil',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelope(pengumumanItem) },
      },
    },
    async (request) => ok(await getPengumuman(app.deps, request.actor, request.params.id)),
  );
};

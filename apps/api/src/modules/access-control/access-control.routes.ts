import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aksesList, envelope } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getAksesOperator, getAksesSaya } from './access-control.service';

export const operatorIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const accessControlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/access_control/me',
    {
      schema: {
        tags: ['access control'],
        summary: 'Hak akses operator yang sedang login (8 area)',
        response: { 200: envelope(aksesList) },
      },
    },
    async (request) => ok(await getAksesSaya(app.deps.db, request)),
  );

  app.get(
    '/v2/lms/access_control/:id',
    {
      schema: {
        tags: ['access control'],
        summary: 'Hak akses seorang operator (dirinya sendiri, atau operator dengan akses baca data_master)',
        params: operatorIdParams,
        response: { 200: envelope(aksesList) },
      },
    },
    async (request) => ok(await getAksesOperator(app.deps.db, request, request.params.id)),
  );
};

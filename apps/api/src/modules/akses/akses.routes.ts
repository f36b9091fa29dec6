import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aksesList, envelope, operatorDetail } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getAksesOperator, getAksesSaya, getOperatorDetail } from './akses.service';

const operatorIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Operator access rights ('hak akses', spec 1 §6): the caller's own, another operator's, and the access form. */
export const aksesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/access_control/me',
    {
      schema: {
        tags: ['access control'],
        summary: 'Hak akses operator yang sedang login (8 area)',
        response: { 200: envelope(aksesList) },
      },
    },
    async (request) => ok(await getAksesSaya(app.deps, request.actor)),
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
    async (request) => ok(await getAksesOperator(app.deps, request.actor, { id: request.params.id })),
  );

  app.get(
    '/v1/operator/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Detail operator (dirinya sendiri, atau operator dengan akses baca data_master)',
        params: operatorIdParams,
        response: { 200: envelope(operatorDetail) },
      },
    },
    async (request) => ok(await getOperatorDetail(app.deps, request.actor, { id: request.params.id })),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, operatorDetail } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { operatorIdParams } from '../access-control/access-control.routes';
import { getOperatorDetail } from './operator.service';

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ok(await getOperatorDetail(app.deps.db, request, request.params.id)),
  );
};

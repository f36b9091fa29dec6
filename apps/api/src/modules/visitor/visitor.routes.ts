import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, visitorStatistic, visitorStatisticQuery } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getVisitorStatistic, recordLastActive } from './visitor.service';

export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/v2/lms/visitor/last_active',
    {
      schema: {
        tags: ['visitor'],
        summary: 'Tandai pengguna aktif sekarang (ping tiap 300 detik)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await recordLastActive(app.deps, request.actor);
      return ok(null);
    },
  );

  app.get(
    '/v2/lms/visitor/statistic',
    {
      schema: {
        tags: ['visitor'],
        summary: 'Statistik pengunjung: aktif sekarang, per hari dan per peran (operator, laporan baca)',
        querystring: visitorStatisticQuery,
        response: { 200: envelope(visitorStatistic) },
      },
    },
    async (request) => ok(await getVisitorStatistic(app.deps, request.actor, request.query)),
  );
};

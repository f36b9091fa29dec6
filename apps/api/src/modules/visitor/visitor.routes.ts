import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { recordLastActive } from './visitor.service';

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
};

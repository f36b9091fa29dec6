import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, frontendConfig } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getFrontendConfig } from './multisite.service';

export const multisiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/multisite-config/frontend-config',
    {
      config: { public: true },
      schema: {
        tags: ['multisite'],
        summary: 'Konfigurasi perguruan tinggi untuk origin web (publik)',
        security: [],
        querystring: z.object({ url: z.string().min(1), id: z.string().default('operator-lms') }),
        response: { 200: envelope(frontendConfig) },
      },
    },
    async (request) => ok(await getFrontendConfig(app.deps, { url: request.query.url })),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeBody, authorizeData, envelope, oauthTokenBody, OAUTH_CLIENTS, tokenData } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { guestOf } from '../../lib/guest';
import { authorize, exchangeCode } from './oauth.service';

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/authorize/:client',
    {
      schema: {
        tags: ['auth'],
        summary: 'Buat kode otorisasi sekali pakai untuk Siakad (sikad) atau aplikasi ini (lms)',
        params: z.object({ client: z.enum(OAUTH_CLIENTS) }),
        body: authorizeBody,
        response: { 200: envelope(authorizeData) },
      },
    },
    async (request) => ok(await authorize(app.deps, request.actor, { client: request.params.client, body: request.body })),
  );

  app.post(
    '/v2/oauth/token',
    {
      config: { aktivitas: 'login', tenantOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Tukar kode otorisasi (client lms) dengan token akses',
        security: [],
        body: oauthTokenBody,
        response: { 200: envelope(tokenData) },
      },
    },
    async (request) => ok(await exchangeCode(app.deps, guestOf(request), request.body)),
  );
};

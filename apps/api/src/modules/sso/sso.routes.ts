import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ssoTokenBody, tokenData } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { guestOf } from '../../lib/guest';
import { exchangeSsoToken } from './sso.service';

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/sso/token',
    {
      config: { aktivitas: 'login', tenantOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Single sign-on: tukar token (JWT HS256 dari SIAKAD, sekali pakai, paling lama 5 menit) dengan token akses',
        description:
          'Klaim wajib: iss (client_id terdaftar di sso_klien kampus), aud=lms, sub (username), college_id, iat, exp, jti. ' +
          "Klaim role opsional ('mahasiswa', 'dosen', 'operator' atau ROLE_*) harus sesuai dengan akun.",
        security: [],
        body: ssoTokenBody,
        response: { 200: envelope(tokenData) },
      },
    },
    async (request) => ok(await exchangeSsoToken(app.deps, guestOf(request), request.body)),
  );
};

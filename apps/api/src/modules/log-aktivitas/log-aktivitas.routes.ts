import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, logoutBody } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { logKeluarKeSikad, logout } from './log-aktivitas.service';

export const logAktivitasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/lms/log_aktivitas/logout',
    {
      schema: {
        tags: ['log aktivitas'],
        summary: 'Catat logout; refresh_token (opsional) mencabut seluruh rantai sesi itu',
        body: logoutBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await logout(app.deps.db, request, request.body?.refresh_token);
      return ok(null, 'Berhasil');
    },
  );

  app.post(
    '/v2/lms/log_aktivitas/keluar_ke_sikad',
    {
      schema: {
        tags: ['log aktivitas'],
        summary: 'Catat keluar dari LMS menuju SIAKAD',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await logKeluarKeSikad(app.deps.db, request);
      return ok(null, 'Berhasil');
    },
  );
};

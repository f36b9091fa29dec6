import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, logoPerguruanTinggi, semesterBerjalan, sistemInfo, waktuAkademikItem } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getLogoPerguruanTinggi, getSemesterBerjalan, getSistemInfo, listWaktuAkademik } from './sistem.service';

/** College-wide information every signed-in role reads (header, clock, period pickers); settings: modules/pengaturan. */
export const sistemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/semester_akademik_berjalan',
    { schema: { tags: ['sistem'], summary: 'Semester akademik berjalan', response: { 200: envelope(semesterBerjalan) } } },
    async (request) => ok(await getSemesterBerjalan(app.deps, request.actor)),
  );

  app.get(
    '/v1/waktu_akademik',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Semua periode akademik perguruan tinggi, urut kode naik',
        response: { 200: envelope(z.array(waktuAkademikItem)) },
      },
    },
    async (request) => ok(await listWaktuAkademik(app.deps, request.actor)),
  );

  app.get(
    '/v1/sistem',
    {
      // Public college facts, shown on the login page before anyone signs in: tenant header only.
      config: { tenantOnly: true },
      schema: { tags: ['sistem'], summary: 'Informasi perguruan tinggi (tanpa login)', security: [], response: { 200: envelope(sistemInfo) } },
    },
    async (request) => ok(await getSistemInfo(app.deps, request.college)),
  );

  app.get(
    '/v1/logo_perguruan_tinggi',
    {
      config: { tenantOnly: true },
      schema: { tags: ['sistem'], summary: 'URL logo perguruan tinggi (tanpa login)', security: [], response: { 200: envelope(logoPerguruanTinggi) } },
    },
    async (request) => ok(await getLogoPerguruanTinggi(app.deps, request.college)),
  );
};

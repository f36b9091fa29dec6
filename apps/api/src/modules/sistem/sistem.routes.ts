import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, logoPerguruanTinggi, pengaturanMe, semesterBerjalan, sistemInfo, waktuAkademikItem } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getPengaturanSaya, getSemesterBerjalan, getSistemInfo, listWaktuAkademik } from './sistem.service';

/** College-wide information every signed-in role reads (header, clock, period pickers). */
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
    async (request) => ok(getSistemInfo(request.college)),
  );

  app.get(
    '/v1/logo_perguruan_tinggi',
    {
      config: { tenantOnly: true },
      schema: { tags: ['sistem'], summary: 'URL logo perguruan tinggi (tanpa login)', security: [], response: { 200: envelope(logoPerguruanTinggi) } },
    },
    async (request) => ok({ url: request.college.logoUrl }),
  );

  app.get(
    '/v2/lms/pengaturan/me',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Pengaturan sistem dan kelas yang dipakai klien',
        response: { 200: envelope(pengaturanMe) },
      },
    },
    async (request) => ok(getPengaturanSaya(request.actor)),
  );
};

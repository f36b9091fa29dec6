import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_PENGATURAN,
  configurationItem,
  configurationQuery,
  envelope,
  integrasiNilaiItem,
  integrasiNilaiParams,
  pengaturan,
  pengaturanMe,
  ubahPengaturanBody,
} from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getIntegrasiNilai, getPengaturanMe, getPengaturanOperator, listConfiguration, ubahPengaturan } from './pengaturan.service';

/** Settings of the college (spec 1 §7 configuration): read by every client, edited on /konfigurasi. */
export const pengaturanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/pengaturan',
    { schema: { tags: ['pengaturan'], summary: 'Seluruh pengaturan perguruan tinggi (operator, konfigurasi baca)', response: { 200: envelope(pengaturan) } } },
    async (request) => ok(await getPengaturanOperator(app.deps, request.actor)),
  );

  app.put(
    '/v2/lms/pengaturan',
    {
      config: { aktivitas: 'ubah_pengaturan' },
      schema: {
        tags: ['pengaturan'],
        summary: 'Ubah bagian pengaturan (operator, konfigurasi tulis); bagian yang tidak dikirim tetap',
        body: ubahPengaturanBody,
        response: { 200: envelope(pengaturan) },
      },
    },
    async (request) => ok(await ubahPengaturan(app.deps, request.actor, request.body), PESAN_PENGATURAN.disimpan),
  );

  app.get(
    '/v2/lms/pengaturan/me',
    { schema: { tags: ['pengaturan'], summary: 'Pengaturan sistem dan kelas yang dipakai klien', response: { 200: envelope(pengaturanMe) } } },
    async (request) => ok(await getPengaturanMe(app.deps, request.actor)),
  );

  app.get(
    '/v2/lms/pengaturan/integrasi_nilai/:id',
    {
      schema: {
        tags: ['pengaturan'],
        summary: 'Pelaku integrasi nilai ke SIAKAD untuk satu halaman',
        params: integrasiNilaiParams,
        response: { 200: envelope(integrasiNilaiItem) },
      },
    },
    async (request) => ok(await getIntegrasiNilai(app.deps, request.actor, request.params.id)),
  );

  app.get(
    '/v1/configuration',
    {
      schema: {
        tags: ['pengaturan'],
        summary: 'Kunci konfigurasi perkuliahan (start_lecture, end_lecture, attendance_percentage, lecture_activity, deadline)',
        querystring: configurationQuery,
        response: { 200: envelope(z.array(configurationItem)) },
      },
    },
    async (request) => ok(await listConfiguration(app.deps, request.actor, request.query)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, jadwalHarianItem, jadwalHarianQuery, statistikBeranda } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getJadwalHarian, getStatistik } from './beranda.service';

export const berandaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/beranda/statistik',
    {
      schema: {
        tags: ['beranda'],
        summary: 'Jumlah tugas, ujian, forum dan vidcon pada kelas pemanggil (operator: read kelas_kuliah)',
        response: { 200: envelope(statistikBeranda) },
      },
    },
    async (request) => ok(await getStatistik(app.deps, request.actor)),
  );

  app.get(
    '/v2/lms/beranda/jadwal',
    {
      schema: {
        tags: ['beranda'],
        summary: 'Jadwal kuliah pada satu tanggal (default hari ini di zona waktu kampus) untuk kelas pemanggil pada periode berjalan',
        querystring: jadwalHarianQuery,
        response: { 200: envelope(z.array(jadwalHarianItem)) },
      },
    },
    async (request) => ok(await getJadwalHarian(app.deps, request.actor, request.query.tanggal)),
  );
};

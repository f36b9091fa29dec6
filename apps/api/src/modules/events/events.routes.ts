import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_STREAMS, TIME_EVENT_INTERVAL_MS, eventStreamHeaders } from '@lms/shared';

const streamName = z.enum(EVENT_STREAMS, { error: `stream harus salah satu dari: ${EVENT_STREAMS.join(', ')}` });
const eventsQuery = z.object({
  // Query arrays repeat the key: ?stream=sistem&stream=pertemuan is one connection carrying both.
  stream: z.union([streamName, z.array(streamName).min(1).max(EVENT_STREAMS.length)]).transform((s) => [...new Set([s].flat())]),
});

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Aliran Server-Sent Events (satu koneksi untuk satu atau beberapa stream)',
        description:
          `text/event-stream. Stream: ${EVENT_STREAMS.join(', ')} (ulangi \`stream\` untuk beberapa stream dalam satu koneksi). ` +
          `Diawali \`retry: 3000\` dan \`id\` posisi terkini; stream \`sistem\` mengirim event \`time\` \`{ server_time, time_zone }\` ` +
          `saat terhubung lalu tiap ${TIME_EVENT_INTERVAL_MS / 1000} detik (jam berjalan di klien). Event lain membawa \`id\`: ` +
          'sambung ulang dengan header Last-Event-ID untuk menerima yang terlewat, atau event `resync` bila tidak tersedia lagi. ' +
          'Setiap event hanya sampai ke audiensnya (anggota kelas, pengguna, atau peserta ujian). ' +
          'Butuh header Authorization: Bearer dan college-id (gunakan klien SSE berbasis fetch).',
        querystring: eventsQuery,
        headers: eventStreamHeaders,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('event: time\\ndata: {"server_time":"2026-11-21T01:02:03.000Z","time_zone":"Asia/Jakarta"}'),
        },
      },
    },
    async (request, reply) => app.eventStreams.open(request, reply, request.query.stream),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_STREAMS, openEventStream, type OpenStreams } from './events.service';

const eventsQuery = z.object({
  stream: z.enum(EVENT_STREAMS, { error: `stream harus salah satu dari: ${EVENT_STREAMS.join(', ')}` }),
});

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams: OpenStreams = new Set();
  // Open SSE responses would keep server.close() waiting forever: end them before the server closes.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    '/v2/lms/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Aliran Server-Sent Events (stream=sistem: event `time` tiap detik; stream=kehadiran_mahasiswa)',
        description:
          'text/event-stream. Diawali `retry: 3000`; stream `sistem` langsung mengirim event `time` ' +
          '`{ server_time, time_zone }` lalu setiap detik; komentar `: ping` setiap 15 detik. ' +
          'Butuh header Authorization: Bearer dan college-id (gunakan klien SSE berbasis fetch).',
        querystring: eventsQuery,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('event: time\\ndata: {"server_time":"2026-11-21T01:02:03.000Z","time_zone":"Asia/Jakarta"}'),
        },
      },
    },
    async (request, reply) => {
      openEventStream({ bus: app.events, request, reply, stream: request.query.stream, openStreams });
    },
  );
};

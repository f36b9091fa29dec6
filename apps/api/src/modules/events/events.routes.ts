import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENT_STREAMS, TIME_EVENT_INTERVAL_MS } from '@lms/shared';
import { createClockWheel } from './clock-wheel';
import { openEventStream, type OpenStreams } from './events.service';

const streamName = z.enum(EVENT_STREAMS, { error: `stream harus salah satu dari: ${EVENT_STREAMS.join(', ')}` });
const eventsQuery = z.object({
  // Query arrays repeat the key: ?stream=sistem&stream=pertemuan is one connection carrying both.
  stream: z.union([streamName, z.array(streamName).min(1).max(EVENT_STREAMS.length)]).transform((s) => [...new Set([s].flat())]),
});
const eventsHeaders = z.object({
  'last-event-id': z.string().max(200, { error: 'Last-Event-ID terlalu panjang' }).optional(),
});

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams: OpenStreams = new Set();
  const wheel = createClockWheel({ onError: (err) => app.log.warn({ err }, 'SSE periodic write failed') });
  // Open SSE responses would keep server.close() waiting forever: end them before the server closes.
  // A stream lives longer than its access token's check: when its session ends (logout, revoked chain, deactivated
  // user, withdrawn login-as right) on any process, the stream is ended here too.
  const bySession = new Map<string, Set<() => void>>();
  const stopRevokeListener = app.deps.tokens.revocations.onRevoke((sid) => {
    for (const end of [...(bySession.get(sid) ?? [])]) end();
  });
  app.addHook('preClose', async () => {
    stopRevokeListener();
    for (const end of [...openStreams]) end();
    wheel.stop();
  });

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
        headers: eventsHeaders,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('event: time\\ndata: {"server_time":"2026-11-21T01:02:03.000Z","time_zone":"Asia/Jakarta"}'),
        },
      },
    },
    async (request, reply) => {
      reply.hijack();
      const end = openEventStream({
        bus: app.events,
        wheel,
        actor: request.actor,
        res: reply.raw,
        log: request.log,
        streams: request.query.stream,
        lastEventId: request.headers['last-event-id'] ?? null,
        openStreams,
      });
      const sid = request.auth.sid;
      if (sid) {
        const set = bySession.get(sid) ?? new Set();
        set.add(end);
        bySession.set(sid, set);
        reply.raw.on('close', () => {
          set.delete(end);
          if (set.size === 0 && bySession.get(sid) === set) bySession.delete(sid);
        });
      }
    },
  );
};

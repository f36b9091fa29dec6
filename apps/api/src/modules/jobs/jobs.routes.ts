import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PESAN_JOB, envelope, jobIdParams, jobStatusResponse } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getJobStatus, startSapuFile } from './jobs.service';

const tags = ['jobs'];

/** Background-job status (the same state the `job` events carry) and the routes that start generic jobs. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Status job latar belakang (processing → completed / failed, progress 0-100)',
        description:
          'Keadaan yang sama dengan event `job` (stream `job`): klien yang tersambung ulang membacanya di sini. ' +
          'Dapat dibaca oleh pembuat job, anggota kelasnya (job kelas) dan operator dengan akses baca area jenis job.',
        params: jobIdParams,
        response: { 200: envelope(jobStatusResponse) },
      },
    },
    async (request) => ok(await getJobStatus(app.deps, request.actor, request.params.id), PESAN_JOB.berhasil),
  );

  app.post(
    '/v2/lms/jobs/sapu_file',
    {
      config: { aktivitas: 'bersihkan_file' },
      schema: {
        tags,
        summary: 'Jalankan pembersihan file yatim (isi file tanpa baris file hidup, lebih tua dari sehari) untuk kampus ini',
        description: 'Operator dengan akses tulis data_sistem. Berjalan juga setiap hari terjadwal. Satu per kampus pada satu waktu.',
        response: { 202: envelope(jobStatusResponse), 200: envelope(jobStatusResponse) },
      },
    },
    async (request, reply) => {
      const { job, started } = await startSapuFile(app.deps, request.actor);
      reply.status(started ? 202 : 200);
      return ok(job, started ? PESAN_JOB.dimulai : PESAN_JOB.sudahBerjalan);
    },
  );
};

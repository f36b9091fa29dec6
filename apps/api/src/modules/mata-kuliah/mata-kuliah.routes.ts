import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PESAN_MATA_KULIAH, envelope, mataKuliahIdParams, mataKuliahInfo, pengelolaanMataKuliah, ubahMataKuliahBody } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { getPengelolaanMataKuliah, ubahMataKuliah } from './mata-kuliah.service';

const tags = ['mata kuliah'];

/** Course changes on /mata-kuliah (reads: GET /v1/makul_ref and /v2/academic/matakuliah/{id}). */
export const mataKuliahRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/mata_kuliah/pengelolaan',
    {
      schema: { tags, summary: 'Apakah mata kuliah dapat diubah di LMS (sistem akademik bawaan)', description: 'Operator dengan akses baca data_master.', response: { 200: envelope(pengelolaanMataKuliah) } },
    },
    async (request) => ok(await getPengelolaanMataKuliah(app.deps, request.actor)),
  );

  app.put(
    '/v2/lms/mata_kuliah/:id',
    {
      config: { aktivitas: 'ubah_mata_kuliah' },
      schema: {
        tags,
        summary: 'Ubah mata kuliah (nama, nama Inggris, SKS, prodi); kode tetap',
        description: 'Operator dengan akses tulis data_master; 409 bila mata kuliah dikelola SIAKAD kampus.',
        params: mataKuliahIdParams,
        body: ubahMataKuliahBody,
        response: { 200: envelope(mataKuliahInfo) },
      },
    },
    async (request) => ok(await ubahMataKuliah(app.deps, request.actor, request.params.id, request.body), PESAN_MATA_KULIAH.diubah),
  );
};

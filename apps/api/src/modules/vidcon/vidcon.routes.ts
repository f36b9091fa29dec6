import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_VIDCON,
  envelope,
  listEnvelope,
  vidconCreateBody,
  vidconDetail,
  vidconIdParams,
  vidconItem,
  vidconJoinResult,
  vidconListQuery,
  vidconUpdateBody,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { joinVidcon } from './vidcon-join.service';
import { getVidcon, listVidconScoped } from './vidcon-read.service';
import { createVidcon, deleteVidconById, updateVidconById } from './vidcon.service';

const tags = ['vidcon'];

export const vidconRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/vidcon',
    {
      schema: {
        tags,
        summary: 'Daftar vidcon (mahasiswa: kelas yang diikuti; dosen: kelas yang diajar; operator: baca kelas_kuliah)',
        description:
          "Filter aplikasi (zoom, gmeet, teams, lainnya), id_kelas_kuliah, periode, status (menurut waktu server), id_pertemuan, search. Mahasiswa tidak menerima link (link null): link hanya dibuka melalui join.",
        querystring: vidconListQuery,
        response: { 200: listEnvelope(vidconItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listVidconScoped(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    '/v2/lms/vidcon',
    {
      config: { aktivitas: 'tambah_vidcon' },
      schema: {
        tags,
        summary: 'Tambah vidcon pada pertemuan (pengajar kelas, atau operator dengan akses tulis kelas_kuliah)',
        body: vidconCreateBody,
        response: { 201: envelope(vidconDetail) },
      },
    },
    async (request, reply) => {
      const item = await createVidcon(deps, request.actor, request.body);
      return reply.status(201).send(ok(item, PESAN_VIDCON.berhasilDitambah));
    },
  );

  app.get(
    '/v2/lms/vidcon/:id',
    {
      schema: {
        tags,
        summary: 'Detail vidcon: pengajar dan operator menerima daftar_join_detail dan daftar_peserta; mahasiswa hanya join miliknya',
        params: vidconIdParams,
        response: { 200: envelope(vidconDetail) },
      },
    },
    async (request) => ok(await getVidcon(deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/vidcon/:id',
    {
      config: { aktivitas: 'ubah_vidcon' },
      schema: {
        tags,
        summary: 'Ubah vidcon (pengajar kelas, atau operator dengan akses tulis kelas_kuliah)',
        description:
          'Setelah ada peserta: waktu mulai tetap dan waktu selesai tidak dapat dimajukan. Waktu vidcon yang sudah selesai tidak dapat diubah.',
        params: vidconIdParams,
        body: vidconUpdateBody,
        response: { 200: envelope(vidconDetail) },
      },
    },
    async (request) => ok(await updateVidconById(deps, request.actor, request.params.id, request.body), PESAN_VIDCON.berhasilDiubah),
  );

  app.delete(
    '/v2/lms/vidcon/:id',
    {
      config: { aktivitas: 'hapus_vidcon' },
      schema: {
        tags,
        summary: 'Hapus vidcon beserta data join dan fakta kehadirannya',
        params: vidconIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteVidconById(deps, request.actor, request.params.id);
      return ok(null, PESAN_VIDCON.berhasilDihapus);
    },
  );

  app.put(
    '/v2/lms/vidcon/:id/join',
    {
      config: { aktivitas: 'join_vidcon' },
      schema: {
        tags,
        summary: 'Catat join vidcon dan kembalikan link-nya (peserta saat berlangsung; pengajar kapan saja)',
        description:
          'Join pertama peserta setelah waktu mulai + terlambat_vidcon_menit ditandai terlambat dan tidak mencatat kehadiran; join tepat waktu mencatat aktivitas_selesai. 422 bila vidcon belum dimulai atau sudah selesai.',
        params: vidconIdParams,
        response: { 200: envelope(vidconJoinResult) },
      },
    },
    async (request) => ok(await joinVidcon(deps, request.actor, request.params.id), PESAN_VIDCON.berhasilJoin),
  );
};

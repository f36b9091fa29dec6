import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_PENGUMUMAN,
  envelope,
  lampiranPengumuman,
  lampiranPengumumanParams,
  lampiranPengumumanUnduhParams,
  listEnvelope,
  paginationQuery,
  pengumumanBacaItem,
  pengumumanTulisBody,
  pengumumanIdParams,
  pengumumanKelolaItem,
  pengumumanKelolaQuery,
  pengumumanStatusBody,
  pengumumanUbahBody,
  storagerFileQuery,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import {
  createPengumuman,
  deleteLampiran,
  deletePengumuman,
  getPengumuman,
  getPengumumanKelola,
  listPengumuman,
  listPengumumanKelola,
  openLampiran,
  setStatusPengumuman,
  updatePengumuman,
  uploadLampiran,
} from './pengumuman.service';
import { dispositionOf, openRanged, rangeHeaderOf, sendStoredFile } from '../storager/send-file';

const tags = ['pengumuman'];

export const pengumumanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/pengumuman',
    {
      schema: {
        tags,
        summary: 'Pengumuman yang sudah terbit dan ditujukan kepada pemanggil (peran dan program studi), terbaru lebih dulu',
        description: 'Operator dengan akses read pengumuman melihat semua pengumuman yang sudah terbit.',
        querystring: paginationQuery,
        response: { 200: listEnvelope(pengumumanBacaItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listPengumuman(app.deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/pengumuman/kelola',
    {
      schema: {
        tags,
        summary: 'Kelola pengumuman: semua pengumuman kampus termasuk draf dan terjadwal (operator: read pengumuman)',
        querystring: pengumumanKelolaQuery,
        response: { 200: listEnvelope(pengumumanKelolaItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listPengumumanKelola(app.deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/pengumuman/kelola/:id',
    {
      schema: { tags, summary: 'Detail pengumuman untuk diubah (operator: read pengumuman)', params: pengumumanIdParams, response: { 200: envelope(pengumumanKelolaItem) } },
    },
    async (request) => ok(await getPengumumanKelola(app.deps, request.actor, request.params.id)),
  );

  app.get(
    '/v2/lms/pengumuman/:id',
    {
      schema: {
        tags,
        summary: 'Detail satu pengumuman yang sudah terbit dan ditujukan kepada pemanggil',
        params: pengumumanIdParams,
        response: { 200: envelope(pengumumanBacaItem) },
      },
    },
    async (request) => ok(await getPengumuman(app.deps, request.actor, request.params.id)),
  );

  app.post(
    '/v2/lms/pengumuman',
    {
      config: { aktivitas: 'tambah_pengumuman' },
      schema: {
        tags,
        summary: 'Buat pengumuman (operator: write pengumuman); tanggalPublish di masa depan = terjadwal, is_published=false = draf',
        body: pengumumanTulisBody,
        response: { 200: envelope(pengumumanKelolaItem) },
      },
    },
    async (request) => ok(await createPengumuman(app.deps, request.actor, request.body), PESAN_PENGUMUMAN.berhasilTambah),
  );

  app.put(
    '/v2/lms/pengumuman/:id',
    {
      config: { aktivitas: 'ubah_pengumuman' },
      schema: {
        tags,
        summary: 'Ubah pengumuman (operator: write pengumuman)',
        params: pengumumanIdParams,
        body: pengumumanUbahBody,
        response: { 200: envelope(pengumumanKelolaItem) },
      },
    },
    async (request) => ok(await updatePengumuman(app.deps, request.actor, request.params.id, request.body), PESAN_PENGUMUMAN.berhasilUbah),
  );

  app.put(
    '/v2/lms/pengumuman/:id/status',
    {
      config: { aktivitas: 'ubah_pengumuman' },
      schema: {
        tags,
        summary: 'Terbitkan (is_published=true) atau tarik (false) pengumuman (operator: write pengumuman)',
        params: pengumumanIdParams,
        body: pengumumanStatusBody,
        response: { 200: envelope(pengumumanKelolaItem) },
      },
    },
    async (request) => {
      const data = await setStatusPengumuman(app.deps, request.actor, request.params.id, request.body.is_published);
      return ok(data, request.body.is_published ? PESAN_PENGUMUMAN.berhasilTerbit : PESAN_PENGUMUMAN.berhasilTarik);
    },
  );

  app.delete(
    '/v2/lms/pengumuman/:id',
    {
      config: { aktivitas: 'hapus_pengumuman' },
      schema: { tags, summary: 'Hapus pengumuman beserta lampirannya (operator: write pengumuman)', params: pengumumanIdParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deletePengumuman(app.deps, request.actor, request.params.id);
      return ok(null, PESAN_PENGUMUMAN.berhasilHapus);
    },
  );

  app.post(
    '/v2/lms/pengumuman/:id/lampiran',
    {
      config: { aktivitas: 'ubah_pengumuman' },
      schema: {
        tags,
        summary: 'Unggah satu lampiran pengumuman (multipart: file; operator: write pengumuman)',
        description: '413: melebihi batas ukuran; 415: tipe atau isi file ditolak; 400: sudah ada 5 lampiran.',
        consumes: ['multipart/form-data'],
        params: pengumumanIdParams,
        response: { 200: envelope(lampiranPengumuman) },
      },
    },
    async (request) => {
      const data = await uploadLampiran(app.deps, request.actor, request.params.id, async (target) => {
        const { files } = await readMultipart(request, {
          storage: app.deps.storage,
          fields: z.object({}),
          files: [{ field: 'file', max: 1 }],
          target: () => target,
          maxFileBytes: target.maxBytes,
        });
        return files[0];
      });
      return ok(data, PESAN_PENGUMUMAN.berhasilUnggahLampiran);
    },
  );

  app.delete(
    '/v2/lms/pengumuman/:id/lampiran/:idFile',
    {
      config: { aktivitas: 'ubah_pengumuman' },
      schema: { tags, summary: 'Hapus satu lampiran pengumuman (operator: write pengumuman)', params: lampiranPengumumanParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteLampiran(app.deps, request.actor, request.params.id, request.params.idFile);
      return ok(null, PESAN_PENGUMUMAN.berhasilHapusLampiran);
    },
  );

  app.get(
    '/v2/lms/pengumuman/:id/lampiran/:idFile/:filename',
    {
      schema: {
        tags,
        summary: 'Unduh lampiran pengumuman (pembaca yang dituju setelah terbit; operator dengan read pengumuman); mendukung header Range',
        params: lampiranPengumumanUnduhParams,
        querystring: storagerFileQuery,
      },
    },
    async (request, reply) => {
      const { file, stream, range } = await openRanged(reply, openLampiran(app.deps, request.actor, request.params.id, request.params.idFile, rangeHeaderOf(request)));
      return sendStoredFile(reply, { mime: file.mime, size: Number(file.size), name: file.originalName }, stream, range, dispositionOf(request.query, file.mime));
    },
  );
};

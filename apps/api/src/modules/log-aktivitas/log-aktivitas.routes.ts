import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  jenisAktivitasItem,
  listEnvelope,
  logAktivitasFilter,
  logAktivitasItem,
  logAktivitasOperatorItem,
  logAktivitasOperatorQuery,
  logAktivitasQuery,
  logoutBody,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { contentDisposition } from '../storager/storager.service';
import { exportLogAktivitas, listLogAktivitasCollege } from './log-aktivitas-operator.service';
import { listJenisAktivitas, listLogAktivitasMe, logKeluarKeSikad, logout } from './log-aktivitas.service';

export const logAktivitasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/lms/log_aktivitas/logout',
    {
      config: { aktivitas: 'logout' },
      schema: {
        tags: ['log aktivitas'],
        summary: 'Catat logout dan akhiri sesi ini (token akses langsung ditolak); refresh_token (opsional) mengakhiri sesinya juga',
        body: logoutBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await logout(app.deps, request.actor, { sid: request.auth.sid, refreshToken: request.body?.refresh_token ?? undefined });
      return ok(null, 'Berhasil');
    },
  );

  app.post(
    '/v2/lms/log_aktivitas/keluar_ke_sikad',
    {
      config: { aktivitas: 'keluar_ke_sikad' },
      schema: {
        tags: ['log aktivitas'],
        summary: 'Catat keluar dari LMS menuju SIAKAD',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await logKeluarKeSikad(app.deps, request.actor);
      return ok(null, 'Berhasil');
    },
  );

  app.get(
    '/v2/lms/log_aktivitas/me',
    {
      schema: {
        tags: ['log aktivitas'],
        summary: 'Riwayat aktivitas pengguna yang sedang login',
        querystring: logAktivitasQuery,
        response: { 200: listEnvelope(logAktivitasItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listLogAktivitasMe(app.deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/log_aktivitas/jenis_aktivitas',
    {
      schema: {
        tags: ['log aktivitas'],
        summary: 'Jenis aktivitas untuk filter riwayat',
        response: { 200: envelope(z.array(jenisAktivitasItem)) },
      },
    },
    async () => ok(listJenisAktivitas()),
  );

  app.get(
    '/v2/lms/log_aktivitas',
    {
      schema: {
        tags: ['log aktivitas'],
        summary: 'Log aktivitas perguruan tinggi (operator, laporan baca); waktu_akhir = waktu_awal berarti sampai 23:59:59 hari itu',
        querystring: logAktivitasOperatorQuery,
        response: { 200: listEnvelope(logAktivitasOperatorItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listLogAktivitasCollege(app.deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/log_aktivitas/export_excel',
    {
      schema: {
        tags: ['log aktivitas'],
        summary: 'Unduh log aktivitas (xlsx, semua baris sesuai filter, tanpa batas halaman)',
        querystring: logAktivitasFilter,
      },
    },
    async (request, reply) => {
      const { filename, stream } = await exportLogAktivitas(app.deps, request.actor, request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition('attachment', filename))
        .send(stream);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  laporanKeaktifanPengajarItem,
  laporanKeaktifanPengajarQuery,
  laporanKehadiranPengajarItem,
  laporanKehadiranPengajarQuery,
  laporanKehadiranPesertaItem,
  laporanKehadiranPesertaQuery,
  listEnvelope,
} from '@lms/shared';
import { okList } from '../../lib/envelope';
import { XLSX_MIME, sendReport } from '../storager/send-file';
import { exportLaporanKehadiranPeserta, listLaporanKehadiranPeserta } from './kehadiran-laporan.service';
import {
  exportLaporanKeaktifanPengajar,
  exportLaporanKehadiranPengajar,
  listLaporanKeaktifanPengajar,
  listLaporanKehadiranPengajar,
} from './kehadiran-laporan-pengajar.service';

const tags = ['laporan kehadiran'];

/** Operator attendance reports (Laporan group; laporan read), each with its xlsx export. */
export const kehadiranLaporanRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const reports = [
    {
      path: '/v2/lms/laporan/kehadiran_peserta',
      summary: 'Laporan kehadiran peserta per kelas',
      query: laporanKehadiranPesertaQuery,
      item: laporanKehadiranPesertaItem,
      list: listLaporanKehadiranPeserta,
      exp: exportLaporanKehadiranPeserta,
    },
    {
      path: '/v2/lms/laporan/kehadiran_pengajar',
      summary: 'Laporan kehadiran pengajar per pertemuan',
      query: laporanKehadiranPengajarQuery,
      item: laporanKehadiranPengajarItem,
      list: listLaporanKehadiranPengajar,
      exp: exportLaporanKehadiranPengajar,
    },
    {
      path: '/v2/lms/laporan/keaktifan_pengajar',
      summary: 'Laporan keaktifan pengajar',
      query: laporanKeaktifanPengajarQuery,
      item: laporanKeaktifanPengajarItem,
      list: listLaporanKeaktifanPengajar,
      exp: exportLaporanKeaktifanPengajar,
    },
  ] as const;
  for (const r of reports) {
    app.get(
      r.path,
      { schema: { tags, summary: `${r.summary} (operator, baca laporan)`, querystring: r.query, response: { 200: listEnvelope(r.item) } } },
      async (request) => {
        const { items, meta } = await r.list(deps, request.actor, request.query as never);
        return okList(items as never[], meta);
      },
    );
    app.get(
      `${r.path}/export_excel`,
      { schema: { tags, summary: `${r.summary}: unduh xlsx (semua baris sesuai filter)`, querystring: r.query } },
      async (request, reply) => {
        const { filename, stream } = await r.exp(deps, request.actor, request.query as never);
        return sendReport(reply, XLSX_MIME, filename, stream);
      },
    );
  }
};

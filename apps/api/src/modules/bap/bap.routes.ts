import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PESAN_BAP,
  bapKelasParams,
  bapUnduhQuery,
  bapZipQuery,
  bapZipUnduhQuery,
  envelope,
  idProdiParams,
  jobStatusResponse,
  kodeSegelParams,
  penandatanganProdi,
  tandaTanganSaya,
  templateBap,
  templateBapBody,
  verifikasiBap,
} from '@lms/shared';
import { ok } from '../../lib/envelope';
import { sendReport } from '../storager/send-file';
import { bacaPenandatangan, bacaTandaTangan } from './bap.multipart';
import { bukaUnduhBapZip, mulaiUnduhBapZip, unduhBapKelas, verifikasiBap as verifikasi } from './bap.service';
import { getTemplateBap, resetTemplateBap, ubahTemplateBap } from './bap-template.service';
import {
  gambarPenandatangan,
  gambarTandaTanganSaya,
  getPenandatangan,
  getTandaTanganSaya,
  hapusTandaTanganSaya,
  ubahPenandatangan,
  unggahTandaTanganSaya,
} from './tanda-tangan.service';

const tags = ['bap'];
const PEMBACA = 'Dosen pengajar kelas atau operator dengan akses baca kelas_kuliah; mahasiswa 403.';

/** Where the verification page lives: the origin the caller used (the web app is served by the same process). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const png = (buf: Buffer) => ({ buf, type: 'image/png' });

export const bapRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deps;
  await app.register(rateLimit, { global: false });

  app.get(
    '/v2/lms/kelas_kuliah/:id/bap/unduh',
    {
      schema: {
        tags,
        summary: 'BAP satu kelas (PDF): laporan kelas, laporan detail pertemuan, tanda tangan, segel verifikasi',
        description: `${PEMBACA} laporan_saya hanya untuk dosen pengajar; id_pengajar harus pengajar kelas.`,
        params: bapKelasParams,
        querystring: bapUnduhQuery,
      },
    },
    async (request, reply) => {
      const f = await unduhBapKelas(deps(), request.actor, request.params.id, request.query, originOf(request));
      return sendReport(reply.header('x-bap-kode', f.kode), 'application/pdf', f.filename, f.buffer);
    },
  );

  app.post(
    '/v2/lms/kelas_kuliah/bap/unduh',
    {
      config: { aktivitas: 'unduh_bap' },
      schema: {
        tags,
        summary: 'Mulai unduh semua BAP satu periode (zip; job dengan progress)',
        description: `${PEMBACA} Filter sama dengan daftar kelas. Status lewat GET /v2/lms/jobs/{id} atau event job; berkas lewat GET ?id_job=.`,
        querystring: bapZipQuery,
        response: { 202: envelope(jobStatusResponse), 200: envelope(jobStatusResponse) },
      },
    },
    async (request, reply) => {
      const { job, started } = await mulaiUnduhBapZip(deps(), request.actor, request.query, originOf(request));
      reply.status(started ? 202 : 200);
      return ok(job, started ? PESAN_BAP.zipDimulai : PESAN_BAP.zipSudahBerjalan);
    },
  );

  app.get(
    '/v2/lms/kelas_kuliah/bap/unduh',
    { schema: { tags, summary: "Zip BAP yang sudah selesai dibuat ('BAP - {periode}.zip'), hanya untuk yang memintanya", querystring: bapZipUnduhQuery } },
    async (request, reply) => {
      const f = await bukaUnduhBapZip(deps(), request.actor, request.query.id_job);
      return sendReport(reply.header('content-length', String(f.size)), 'application/zip', f.name, f.stream);
    },
  );

  app.get(
    '/v2/lms/bap/verifikasi/:kode',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Verifikasi segel BAP (tanpa login): hash, kelas, periode, waktu dibuat, versi terbaru', security: [], params: kodeSegelParams, response: { 200: envelope(verifikasiBap) } },
    },
    async (request) => ok(await verifikasi(deps(), request.params.kode), PESAN_BAP.segelBerlaku),
  );

  // Signatures
  app.get('/v2/lms/profil/tanda_tangan', { schema: { tags, summary: 'Status tanda tangan dosen yang login', response: { 200: envelope(tandaTanganSaya) } } }, async (request) =>
    ok(await getTandaTanganSaya(deps(), request.actor)),
  );
  app.get('/v2/lms/profil/tanda_tangan/gambar', { schema: { tags, summary: 'Gambar tanda tangan dosen yang login (PNG 240x120)' } }, async (request, reply) => {
    const { buf, type } = png(await gambarTandaTanganSaya(deps(), request.actor));
    return reply.header('content-type', type).header('cache-control', 'private, no-store').send(buf);
  });
  app.put(
    '/v2/lms/profil/tanda_tangan',
    { config: { aktivitas: 'ubah_tanda_tangan' }, schema: { tags, summary: 'Unggah tanda tangan (multipart file: PNG transparan 240x120)', consumes: ['multipart/form-data'], response: { 200: envelope(tandaTanganSaya) } } },
    async (request) => ok(await unggahTandaTanganSaya(deps(), request.actor, bacaTandaTangan(request)), PESAN_BAP.tandaTanganDisimpan),
  );
  app.delete('/v2/lms/profil/tanda_tangan', { config: { aktivitas: 'ubah_tanda_tangan' }, schema: { tags, summary: 'Hapus tanda tangan', response: { 200: envelope(tandaTanganSaya) } } }, async (request) =>
    ok(await hapusTandaTanganSaya(deps(), request.actor), PESAN_BAP.tandaTanganDihapus),
  );

  app.get(
    '/v1/penandatangan_prodi/:id',
    { schema: { tags, summary: 'Penandatangan BAP program studi', description: 'Dosen atau operator dengan akses baca kelas_kuliah.', params: idProdiParams, response: { 200: envelope(penandatanganProdi) } } },
    async (request) => ok(await getPenandatangan(deps(), request.actor, request.params.id)),
  );
  app.get('/v1/penandatangan_prodi/:id/tanda_tangan', { schema: { tags, summary: 'Gambar tanda tangan penandatangan prodi', params: idProdiParams } }, async (request, reply) => {
    const { buf, type } = png(await gambarPenandatangan(deps(), request.actor, request.params.id));
    return reply.header('content-type', type).header('cache-control', 'private, no-store').send(buf);
  });
  app.put(
    '/v1/penandatangan_prodi/:id',
    {
      config: { aktivitas: 'ubah_penandatangan_prodi' },
      schema: {
        tags,
        summary: 'Ubah penandatangan prodi (multipart: penandatangan, nip, jabatan, file PNG 240x120, hapus_tanda_tangan)',
        description: 'Operator dengan akses tulis kelas_kuliah.',
        consumes: ['multipart/form-data', 'application/json'],
        params: idProdiParams,
        response: { 200: envelope(penandatanganProdi) },
      },
    },
    async (request) => ok(await ubahPenandatangan(deps(), request.actor, request.params.id, bacaPenandatangan(request)), PESAN_BAP.penandatanganDisimpan),
  );

  // Template
  app.get('/v2/lms/bap/template', { schema: { tags, summary: 'Template BAP perguruan tinggi (HTML dengan placeholder)', response: { 200: envelope(templateBap) } } }, async (request) =>
    ok(await getTemplateBap(deps(), request.actor)),
  );
  app.put(
    '/v2/lms/bap/template',
    { config: { aktivitas: 'ubah_template_bap' }, schema: { tags, summary: 'Ganti template BAP', description: 'Operator dengan akses tulis kelas_kuliah.', body: templateBapBody, response: { 200: envelope(templateBap) } } },
    async (request) => ok(await ubahTemplateBap(deps(), request.actor, request.body.isi), PESAN_BAP.templateDisimpan),
  );
  app.delete('/v2/lms/bap/template', { config: { aktivitas: 'ubah_template_bap' }, schema: { tags, summary: 'Kembalikan template BAP ke bawaan', response: { 200: envelope(templateBap) } } }, async (request) =>
    ok(await resetTemplateBap(deps(), request.actor), PESAN_BAP.templateDireset),
  );
};

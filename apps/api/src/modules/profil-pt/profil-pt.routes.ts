import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PESAN_PROFIL_PT, envelope, logoParams, profilPt, profilPtBody } from '@lms/shared';
import { ok } from '../../lib/envelope';
import { bacaLogo } from './profil-pt.upload';
import { bukaLogo, hapusLogo, ubahProfilPt, unggahLogo } from './profil-pt.service';

const tags = ['sistem'];
const TULIS = 'Operator dengan akses tulis data_master.';

/** /profil-pt: changes to the institution's profile and logo (reads: GET /v1/sistem, GET /v1/logo_perguruan_tinggi). */
export const profilPtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/v1/sistem',
    { config: { aktivitas: 'ubah_profil_pt' }, schema: { tags, summary: 'Ubah profil perguruan tinggi (judul, nama, singkatan, alamat, email, telepon)', description: TULIS, body: profilPtBody, response: { 200: envelope(profilPt) } } },
    async (request) => ok(await ubahProfilPt(app.deps, request.actor, request.body), PESAN_PROFIL_PT.disimpan),
  );

  app.post(
    '/v1/logo_perguruan_tinggi',
    {
      config: { aktivitas: 'ubah_profil_pt' },
      schema: {
        tags,
        summary: 'Unggah logo perguruan tinggi (multipart: file png/jpg/jpeg); menggantikan logo lama',
        description: `${TULIS} 413: melebihi batas ukuran; 415: tipe atau isi file ditolak.`,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(profilPt) },
      },
    },
    async (request) => ok(await unggahLogo(app.deps, request.actor, bacaLogo(request)), PESAN_PROFIL_PT.logoDisimpan),
  );

  app.delete(
    '/v1/logo_perguruan_tinggi',
    { config: { aktivitas: 'ubah_profil_pt' }, schema: { tags, summary: 'Hapus logo perguruan tinggi', description: TULIS, response: { 200: envelope(profilPt) } } },
    async (request) => ok(await hapusLogo(app.deps, request.actor), PESAN_PROFIL_PT.logoDihapus),
  );

  app.get(
    '/v1/logo_perguruan_tinggi/:collegeId/:fileId',
    {
      // An <img> on the login page sends no header: the logo is public, addressed by college and file.
      config: { public: true },
      schema: { tags, summary: 'Berkas logo perguruan tinggi (tanpa login; alamat berubah setiap logo baru)', security: [], params: logoParams },
    },
    async (request, reply) => {
      const { file, stream } = await bukaLogo(app.deps, request.params.collegeId, request.params.fileId);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        // A new logo gets a new address, so this one never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );
};

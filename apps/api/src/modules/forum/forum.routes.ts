import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PESAN_FORUM, envelope, forumBody, forumIdParams, forumItem, forumKeaktifan, forumListQuery, forumUpdateBody, listEnvelope } from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { createForum, deleteForumById, updateForumById } from './forum.service';
import { getForum, getKeaktifanForum, listForum } from './forum-baca.service';

const tags = ['forum'];
const TULIS = 'Pengajar kelas pertemuan, atau operator dengan akses tulis kelas_kuliah.';

export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/forum',
    {
      schema: {
        tags,
        summary: 'Daftar forum pengguna di semua kelasnya (mahasiswa: kelas diikuti; dosen: kelas diajar; operator: baca kelas_kuliah)',
        description: 'Urutan: sedang berlangsung, belum dimulai (waktu mulai terdekat), lalu yang telah berakhir (terbaru).',
        querystring: forumListQuery,
        response: { 200: listEnvelope(forumItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listForum(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    '/v2/lms/forum',
    {
      config: { aktivitas: 'tambah_forum' },
      schema: {
        tags,
        summary: 'Tambah forum di pertemuan',
        description: `${TULIS} Waktu mulai tidak sebelum hari kemarin (zona kampus) dan sebelum waktu selesai; minimal_post ≥ 1.`,
        body: forumBody,
        response: { 201: envelope(forumItem) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createForum(deps, request.actor, request.body), PESAN_FORUM.berhasilTambah)),
  );

  app.get(
    '/v2/lms/forum/:id',
    { schema: { tags, summary: 'Detail forum (anggota kelas, operator dengan akses baca kelas_kuliah)', params: forumIdParams, response: { 200: envelope(forumItem) } } },
    async (request) => ok(await getForum(deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/forum/:id',
    {
      config: { aktivitas: 'ubah_forum' },
      schema: {
        tags,
        summary: "Ubah forum ('Ubah Data'); field yang dikirim saja yang diubah",
        description: `${TULIS} Waktu mulai terkunci setelah ada peserta forum.`,
        params: forumIdParams,
        body: forumUpdateBody,
        response: { 200: envelope(forumItem) },
      },
    },
    async (request) => ok(await updateForumById(deps, request.actor, request.params.id, request.body), PESAN_FORUM.berhasilUbah),
  );

  app.delete(
    '/v2/lms/forum/:id',
    { config: { aktivitas: 'hapus_forum' }, schema: { tags, summary: 'Hapus forum beserta diskusinya', description: TULIS, params: forumIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await deleteForumById(deps, request.actor, request.params.id);
      return ok(null, PESAN_FORUM.berhasilHapus);
    },
  );

  app.get(
    '/v2/lms/forum/:id/keaktifan',
    {
      schema: {
        tags,
        summary: 'Keaktifan peserta forum: jumlah post, balasan, capaian minimal_post, nilai keaktifan',
        description: 'Pengajar kelas dan operator dengan akses baca kelas_kuliah.',
        params: forumIdParams,
        response: { 200: envelope(forumKeaktifan) },
      },
    },
    async (request) => ok(await getKeaktifanForum(deps, request.actor, request.params.id)),
  );
};

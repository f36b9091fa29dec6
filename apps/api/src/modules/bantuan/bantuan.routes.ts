import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PESAN_BANTUAN, bantuanBody, bantuanIdParams, bantuanItem, bantuanQuery, bantuanTopikItem, envelope, listEnvelope } from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { createBantuan, deleteBantuan, getBantuan, listBantuan, listTopikBantuan, updateBantuan } from './bantuan.service';

const tags = ['bantuan'];

export const bantuanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/bantuan',
    {
      schema: {
        tags,
        summary: 'Artikel bantuan untuk peran pemanggil (operator: read bantuan, semua peran), dengan pencarian teks penuh',
        description: 'search: setiap kata dicocokkan sebagai awalan kata pada judul dan isi; hasil terbaik lebih dulu.',
        querystring: bantuanQuery,
        response: { 200: listEnvelope(bantuanItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listBantuan(app.deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/bantuan/topik',
    {
      schema: {
        tags,
        summary: 'Topik bantuan dengan jumlah artikel untuk pencarian yang sama',
        querystring: bantuanQuery.omit({ page: true, per_page: true, ignore_default_pagination: true }),
        response: { 200: envelope(z.array(bantuanTopikItem)) },
      },
    },
    async (request) => ok(await listTopikBantuan(app.deps, request.actor, request.query)),
  );

  app.get(
    '/v2/lms/bantuan/:id',
    { schema: { tags, summary: 'Satu artikel bantuan', params: bantuanIdParams, response: { 200: envelope(bantuanItem) } } },
    async (request) => ok(await getBantuan(app.deps, request.actor, request.params.id)),
  );

  app.post(
    '/v2/lms/bantuan',
    {
      config: { aktivitas: 'tambah_bantuan' },
      schema: {
        tags,
        summary: 'Tambah artikel bantuan kampus (operator dengan read bantuan dan write pengumuman)',
        body: bantuanBody,
        response: { 200: envelope(bantuanItem) },
      },
    },
    async (request) => ok(await createBantuan(app.deps, request.actor, request.body), PESAN_BANTUAN.berhasilTambah),
  );

  app.put(
    '/v2/lms/bantuan/:id',
    {
      config: { aktivitas: 'ubah_bantuan' },
      schema: {
        tags,
        summary: 'Ubah artikel bantuan kampus (artikel bawaan produk tidak dapat diubah)',
        params: bantuanIdParams,
        body: bantuanBody,
        response: { 200: envelope(bantuanItem) },
      },
    },
    async (request) => ok(await updateBantuan(app.deps, request.actor, request.params.id, request.body), PESAN_BANTUAN.berhasilUbah),
  );

  app.delete(
    '/v2/lms/bantuan/:id',
    { config: { aktivitas: 'hapus_bantuan' }, schema: { tags, summary: 'Hapus artikel bantuan kampus', params: bantuanIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await deleteBantuan(app.deps, request.actor, request.params.id);
      return ok(null, PESAN_BANTUAN.berhasilHapus);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_PERTEMUAN,
  cekBentrokBody,
  cekBentrokResult,
  envelope,
  generatePertemuanQuery,
  generatePertemuanResult,
  listEnvelope,
  pageMeta,
  pertemuanDetail,
  pertemuanIdParams,
  pertemuanKelasParams,
  pertemuanListItem,
  pertemuanListQuery,
  pertemuanTeksBody,
  pertemuanTeksItem,
  pertemuanTeksParams,
  pertemuanTeksUpdateBody,
  pertemuanUpdateBody,
  ruanganItem,
  sesiKuliahItem,
  sesiRuanganListQuery,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { cekBentrok, listRuanganCollege, listSesi } from './pertemuan-bentrok.service';
import { getPertemuan } from './pertemuan-detail.service';
import { generatePertemuanKelas } from './pertemuan-generate.service';
import { listPertemuanByKelas, listPertemuanScoped } from './pertemuan-list.service';
import { changeStatusPertemuan } from './pertemuan-status.service';
import { createTeksPertemuan, deleteTeksPertemuan, listTeksPertemuan, updateTeksPertemuan } from './pertemuan-teks.service';
import { updatePertemuanById } from './pertemuan-update.service';

const tags = ['pertemuan'];

export const pertemuanRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/pertemuan',
    {
      schema: {
        tags,
        summary: 'Daftar pertemuan (mahasiswa: kelas yang diikuti; dosen: kelas yang diajar; operator: baca kelas_kuliah)',
        querystring: pertemuanListQuery,
        response: { 200: listEnvelope(pertemuanListItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listPertemuanScoped(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/kelas_kuliah/:id/pertemuan',
    {
      schema: {
        tags,
        summary: 'Semua pertemuan sebuah kelas, urut nomor (navigasi halaman kelas)',
        params: pertemuanKelasParams,
        response: { 200: listEnvelope(pertemuanListItem) },
      },
    },
    async (request) => {
      const items = await listPertemuanByKelas(deps, request.actor, request.params.id);
      return okList(items, pageMeta(1, items.length, items.length));
    },
  );

  app.post(
    '/v2/lms/kelas_kuliah/:id/pertemuan/generate',
    {
      config: { aktivitas: 'tambah_pertemuan' },
      schema: {
        tags,
        summary: 'Buat pertemuan kelas dari jadwal, tanggal mulai periode dan RPS (operator, tulis kelas_kuliah)',
        description: '409 bila pertemuan sudah ada, kecuali ulang=true dan belum ada pertemuan yang dimulai.',
        params: pertemuanKelasParams,
        querystring: generatePertemuanQuery,
        response: { 200: envelope(generatePertemuanResult) },
      },
    },
    async (request) => {
      const data = await generatePertemuanKelas(deps, request.actor, request.params.id, request.query.ulang ?? false);
      return ok(data, PESAN_PERTEMUAN.berhasilDibuat(data.jumlah_pertemuan));
    },
  );

  app.put(
    '/v2/lms/pertemuan/cek_bentrok',
    {
      schema: {
        tags,
        summary:
          'Cek bentrok jadwal: ruangan, dosen atau kelas yang sama pada waktu bertumpuk. Dosen hanya untuk kelas yang diajar (bentrok dengan kelas lain hanya menyebut mata kuliah dan waktu); operator dengan akses baca kelas_kuliah',
        body: cekBentrokBody,
        response: { 200: envelope(cekBentrokResult) },
      },
    },
    async (request) => ok(await cekBentrok(deps, request.actor, request.body)),
  );

  app.get(
    '/v2/lms/pertemuan/:id',
    {
      schema: {
        tags,
        summary: 'Detail pertemuan (pengajar/peserta kelas, atau operator dengan akses baca kelas_kuliah)',
        params: pertemuanIdParams,
        response: { 200: envelope(pertemuanDetail) },
      },
    },
    async (request) => ok(await getPertemuan(deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/pertemuan/:id',
    {
      config: { aktivitas: 'ubah_pertemuan' },
      schema: {
        tags,
        summary: 'Ubah pertemuan (pengajar kelas, atau operator dengan akses tulis kelas_kuliah)',
        description:
          'Perubahan jadwal (waktu_mulai, waktu_selesai, id_sesi, id_ruangan) hanya bila pengaturan_kelas.ubah_jadwal_pertemuan ' +
          'mengizinkan jenis pertemuan (campuran: keduanya) dan pertemuan belum dimulai (422), dan tidak bentrok (409).',
        params: pertemuanIdParams,
        body: pertemuanUpdateBody,
        response: { 200: envelope(pertemuanDetail) },
      },
    },
    async (request) => ok(await updatePertemuanById(deps, request.actor, request.params.id, request.body), PESAN_PERTEMUAN.berhasilDiubah),
  );

  app.put(
    '/v2/lms/pertemuan/:id/start',
    {
      config: { aktivitas: 'mulai_pertemuan' },
      schema: {
        tags,
        summary: 'Mulai pertemuan: belum_dimulai -> berlangsung (409 untuk transisi lain)',
        params: pertemuanIdParams,
        response: { 200: envelope(pertemuanDetail) },
      },
    },
    async (request) => ok(await changeStatusPertemuan(deps, request.actor, request.params.id, 'start'), PESAN_PERTEMUAN.berhasilDimulai),
  );

  app.put(
    '/v2/lms/pertemuan/:id/end',
    {
      config: { aktivitas: 'akhiri_pertemuan' },
      schema: {
        tags,
        summary: 'Akhiri pertemuan: berlangsung -> selesai (409 untuk transisi lain)',
        params: pertemuanIdParams,
        response: { 200: envelope(pertemuanDetail) },
      },
    },
    async (request) => ok(await changeStatusPertemuan(deps, request.actor, request.params.id, 'end'), PESAN_PERTEMUAN.berhasilDiakhiri),
  );

  app.get(
    '/v2/lms/sesi_kuliah',
    {
      schema: {
        tags,
        summary: 'Daftar sesi kuliah perguruan tinggi (dosen, operator dengan akses baca kelas_kuliah)',
        querystring: sesiRuanganListQuery,
        response: { 200: listEnvelope(sesiKuliahItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listSesi(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/ruangan',
    {
      schema: {
        tags,
        summary: 'Daftar ruangan perguruan tinggi (dosen, operator dengan akses baca kelas_kuliah)',
        querystring: sesiRuanganListQuery,
        response: { 200: listEnvelope(ruanganItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listRuanganCollege(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  // --- 'Tambah Teks Pertemuan' ---

  app.get(
    '/v2/lms/pertemuan/:id/teks',
    {
      schema: {
        tags,
        summary: 'Teks pertemuan (pengajar, peserta, operator baca kelas_kuliah)',
        params: pertemuanIdParams,
        response: { 200: listEnvelope(pertemuanTeksItem) },
      },
    },
    async (request) => {
      const items = await listTeksPertemuan(deps, request.actor, request.params.id);
      return okList(items, pageMeta(1, items.length, items.length));
    },
  );

  app.post(
    '/v2/lms/pertemuan/:id/teks',
    {
      config: { aktivitas: 'tambah_teks_pertemuan' },
      schema: {
        tags,
        summary: 'Tambah teks pertemuan (HTML disanitasi di server)',
        params: pertemuanIdParams,
        body: pertemuanTeksBody,
        response: { 201: envelope(pertemuanTeksItem) },
      },
    },
    async (request, reply) => {
      const item = await createTeksPertemuan(deps, request.actor, request.params.id, request.body);
      return reply.status(201).send(ok(item, 'Teks pertemuan berhasil ditambahkan'));
    },
  );

  app.put(
    '/v2/lms/pertemuan/:id/teks/:idTeks',
    {
      config: { aktivitas: 'ubah_teks_pertemuan' },
      schema: {
        tags,
        summary: 'Ubah teks pertemuan',
        params: pertemuanTeksParams,
        body: pertemuanTeksUpdateBody,
        response: { 200: envelope(pertemuanTeksItem) },
      },
    },
    async (request) =>
      ok(await updateTeksPertemuan(deps, request.actor, request.params.id, request.params.idTeks, request.body), 'Teks pertemuan berhasil diubah'),
  );

  app.delete(
    '/v2/lms/pertemuan/:id/teks/:idTeks',
    {
      config: { aktivitas: 'hapus_teks_pertemuan' },
      schema: {
        tags,
        summary: 'Hapus teks pertemuan',
        params: pertemuanTeksParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteTeksPertemuan(deps, request.actor, request.params.id, request.params.idTeks);
      return ok(null, 'Teks pertemuan berhasil dihapus');
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_KELAS,
  envelope,
  kelasDetail,
  kelasIdParams,
  kelasListItem,
  kelasListQuery,
  listEnvelope,
  nimNamaItem,
  pengajarJabatanParams,
  pengajarKelasItem,
  pesertaKelasItem,
  pesertaKelasQuery,
  silabusKelas,
  ubahJabatanBody,
  ubahKetuaBody,
  ubahKetuaResult,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { kelasFormReader, silabusFormReader } from './kelas-ubah.form';
import { ubahJabatanPengajar, ubahKelas, ubahKetua, ubahSilabus } from './kelas-ubah.service';
import { getKelas, getSilabusKelas, listKelas, listNimNamaKelas, listPengajarKelas, listPesertaKelas } from './kelas.service';

const tags = ['kelas'];

export const kelasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/lms/kelas_kuliah',
    {
      schema: {
        tags,
        summary:
          'Daftar kelas kuliah: mahasiswa melihat kelas yang diikuti, dosen kelas yang diajar, operator (read kelas_kuliah) semua kelas',
        querystring: kelasListQuery,
        response: { 200: listEnvelope(kelasListItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listKelas(app.deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/kelas_kuliah/:id',
    {
      schema: {
        tags,
        summary: 'Detail kelas: data kelas, silabus, tim mata kuliah, ketua kelas dan hak akses pemanggil (akses)',
        params: kelasIdParams,
        response: { 200: envelope(kelasDetail) },
      },
    },
    async (request) => ok(await getKelas(app.deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/kelas_kuliah/:id',
    {
      config: { aktivitas: 'ubah_kelas_kuliah' },
      schema: {
        tags,
        summary:
          'Ubah banner kelas (multipart: file_banner png/jpg/jpeg, banner_color_idx 0-6, hapus_banner=true; atau JSON tanpa file). Operator write kelas_kuliah atau pengajar kelas',
        consumes: ['multipart/form-data', 'application/json'],
        params: kelasIdParams,
        response: { 200: envelope(kelasDetail) },
      },
    },
    async (request) => ok(await ubahKelas(app.deps, request.actor, request.params.id, kelasFormReader(request)), PESAN_KELAS.berhasilUbahKelas),
  );

  app.get(
    '/v2/lms/kelas_kuliah/:id/peserta',
    {
      schema: {
        tags,
        summary: 'Peserta kelas (berhalaman; search nim/nama; ketua kelas lebih dulu, lalu nama)',
        params: kelasIdParams,
        querystring: pesertaKelasQuery,
        response: { 200: listEnvelope(pesertaKelasItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listPesertaKelas(app.deps, request.actor, request.params.id, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/v2/lms/kelas_kuliah/:id/peserta/nim_nama',
    {
      schema: {
        tags,
        summary: 'NIM dan nama semua peserta kelas',
        params: kelasIdParams,
        response: { 200: envelope(z.array(nimNamaItem)) },
      },
    },
    async (request) => ok(await listNimNamaKelas(app.deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/kelas_kuliah/:id/ketua',
    {
      config: { aktivitas: 'ubah_kelas_kuliah' },
      schema: {
        tags,
        summary: "Ubah ketua kelas: {nim} menjadikan peserta itu ketua (yang lain peserta); {nim, jabatan:'peserta'} menurunkan",
        params: kelasIdParams,
        body: ubahKetuaBody,
        response: { 200: envelope(ubahKetuaResult) },
      },
    },
    async (request) => ok(await ubahKetua(app.deps, request.actor, request.params.id, request.body), PESAN_KELAS.berhasilUbahKetua),
  );

  app.get(
    '/v2/lms/kelas_kuliah/:id/pengajar',
    {
      schema: {
        tags,
        summary: 'Pengajar kelas menurut urutan',
        params: kelasIdParams,
        response: { 200: envelope(z.array(pengajarKelasItem)) },
      },
    },
    async (request) => ok(await listPengajarKelas(app.deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/kelas_kuliah/:id/pengajar/:idDosen/jabatan',
    {
      config: { aktivitas: 'ubah_kelas_kuliah' },
      schema: {
        tags,
        summary: 'Ubah jabatan pengajar (operator write kelas_kuliah); satu dosen koordinator per kelas',
        params: pengajarJabatanParams,
        body: ubahJabatanBody,
        response: { 200: envelope(z.array(pengajarKelasItem)) },
      },
    },
    async (request) =>
      ok(
        await ubahJabatanPengajar(app.deps, request.actor, request.params.id, request.params.idDosen, request.body),
        PESAN_KELAS.berhasilUbahJabatan,
      ),
  );

  app.get(
    '/v2/lms/kelas_kuliah/:id/silabus',
    {
      schema: {
        tags,
        summary: 'Data silabus kelas (periode, mata kuliah, kelas, jumlah pertemuan, prodi kelas, pengajar, silabus)',
        params: kelasIdParams,
        response: { 200: envelope(silabusKelas) },
      },
    },
    async (request) => ok(await getSilabusKelas(app.deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/kelas_kuliah/:id/silabus',
    {
      config: { aktivitas: 'ubah_silabus' },
      schema: {
        tags,
        summary:
          'Ubah silabus (multipart: teks, files[], hapus_files[]; atau JSON {teks, hapus_files}). Operator write, dosen koordinator kelas atau koordinator mata kuliah',
        consumes: ['multipart/form-data', 'application/json'],
        params: kelasIdParams,
        response: { 200: envelope(silabusKelas) },
      },
    },
    async (request) => ok(await ubahSilabus(app.deps, request.actor, request.params.id, silabusFormReader(request)), PESAN_KELAS.berhasilUbahSilabus),
  );
};

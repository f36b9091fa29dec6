import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_UJIAN,
  envelope,
  kelompokSoalParams,
  kelompokSoalBody,
  kelompokSoalItem,
  listEnvelope,
  salinKeBankBody,
  salinSoalBankBody,
  soalUjianParams,
  ujianBody,
  ujianDetail,
  ujianIdParams,
  ujianItem,
  ujianListQuery,
  ujianSalinBody,
  ujianSoalBody,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import {
  createKelompok,
  createSoalUjian,
  deleteKelompokById,
  deleteSoalUjianById,
  salinSoalBank,
  updateKelompokById,
  updateSoalUjianById,
} from './soal-ujian.service';
import { salinSoalKeBank } from './salin-ke-bank.service';
import { salinUjian } from './ujian-salin.service';
import { createUjian, deleteUjianById, getUjian, listUjian, updateUjianById } from './ujian.service';

const tags = ['ujian'];

/** Authoring: exams, their question groups and questions (spec 2 §7 'Exams'). Taking: pengerjaan.routes.ts. */
export const ujianRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/ujian',
    {
      schema: {
        tags,
        summary: 'Daftar kuis/ujian (mahasiswa: kelas yang diikuti; dosen: kelas yang diajar; operator: baca kelas_kuliah)',
        description: 'Filter jenis, status, id_kelas_kuliah, id_pertemuan, periode, search; tab salin: exclude_id_kelas_kuliah, id_mata_kuliah.',
        querystring: ujianListQuery,
        response: { 200: listEnvelope(ujianItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listUjian(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    '/v2/lms/ujian',
    { config: { aktivitas: 'tambah_ujian' }, schema: { tags, summary: 'Tambah kuis/ujian pada pertemuan (pengajar kelas, operator tulis kelas_kuliah)', body: ujianBody, response: { 200: envelope(ujianDetail) } } },
    async (request) => ok(await createUjian(deps, request.actor, request.body), PESAN_UJIAN.berhasilTambah),
  );

  app.post(
    '/v2/lms/ujian/salin',
    {
      config: { aktivitas: 'salin_ujian' },
      schema: {
        tags,
        summary: 'Salin kuis/ujian lain (form kuis/ujian baru + id_ujian sumber; soal dan file ikut disalin)',
        body: ujianSalinBody,
        response: { 200: envelope(ujianDetail) },
      },
    },
    async (request) => ok(await salinUjian(deps, request.actor, request.body), PESAN_UJIAN.berhasilSalin),
  );

  app.get(
    '/v2/lms/ujian/:id',
    {
      schema: {
        tags,
        summary: 'Detail kuis/ujian; pengajar dan operator menerima kelompok soal beserta soal dan kunci, mahasiswa hanya kelompoknya',
        params: ujianIdParams,
        response: { 200: envelope(ujianDetail) },
      },
    },
    async (request) => ok(await getUjian(deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/ujian/:id',
    {
      config: { aktivitas: 'ubah_ujian' },
      schema: {
        tags,
        summary: 'Ubah kuis/ujian; perubahan waktu menggeser batas pengerjaan yang berjalan dan mengirim event time_changed',
        params: ujianIdParams,
        body: ujianBody,
        response: { 200: envelope(ujianDetail) },
      },
    },
    async (request) => ok(await updateUjianById(deps, request.actor, request.params.id, request.body), PESAN_UJIAN.berhasilUbah),
  );

  app.delete(
    '/v2/lms/ujian/:id',
    { config: { aktivitas: 'hapus_ujian' }, schema: { tags, summary: 'Hapus kuis/ujian beserta soal, pengerjaan dan ujian remedialnya', params: ujianIdParams } },
    async (request) => {
      await deleteUjianById(deps, request.actor, request.params.id);
      return ok(null, PESAN_UJIAN.berhasilHapus);
    },
  );

  // Question groups and questions -------------------------------------------------------------------------------

  app.post(
    '/v2/lms/ujian/:id/kelompok_soal',
    {
      config: { aktivitas: 'ubah_soal_ujian' },
      schema: {
        tags,
        summary: 'Tambah kelompok soal (aturan semua / random / sebagian, jumlah_wajib_dijawab)',
        params: ujianIdParams,
        body: kelompokSoalBody,
        response: { 200: envelope(z.array(kelompokSoalItem)) },
      },
    },
    async (request) => ok(await createKelompok(deps, request.actor, request.params.id, request.body), PESAN_UJIAN.berhasilTambahKelompok),
  );

  app.put(
    '/v2/lms/ujian/:id/kelompok_soal/:idKelompok',
    { config: { aktivitas: 'ubah_soal_ujian' }, schema: { tags, summary: 'Ubah kelompok soal', params: kelompokSoalParams, body: kelompokSoalBody, response: { 200: envelope(z.array(kelompokSoalItem)) } } },
    async (request) =>
      ok(await updateKelompokById(deps, request.actor, request.params.id, request.params.idKelompok, request.body), PESAN_UJIAN.berhasilUbahKelompok),
  );

  app.delete(
    '/v2/lms/ujian/:id/kelompok_soal/:idKelompok',
    { config: { aktivitas: 'ubah_soal_ujian' }, schema: { tags, summary: 'Hapus kelompok soal beserta soalnya (sebelum ada pengerjaan)', params: kelompokSoalParams } },
    async (request) => {
      await deleteKelompokById(deps, request.actor, request.params.id, request.params.idKelompok);
      return ok(null, PESAN_UJIAN.berhasilHapusKelompok);
    },
  );

  app.post(
    '/v2/lms/ujian/:id/kelompok_soal/:idKelompok/soal',
    {
      config: { aktivitas: 'ubah_soal_ujian' },
      schema: {
        tags,
        summary: 'Tambah soal baru (model soal bersama; lampiran diunggah dulu lewat /v2/storager jenis soal_ujian/kunci_ujian)',
        params: kelompokSoalParams,
        body: ujianSoalBody,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await createSoalUjian(deps, request.actor, request.params.id, request.params.idKelompok, request.body), PESAN_UJIAN.berhasilTambahSoal),
  );

  app.post(
    '/v2/lms/ujian/:id/kelompok_soal/:idKelompok/soal/salin_bank_soal',
    {
      config: { aktivitas: 'ubah_soal_ujian' },
      schema: {
        tags,
        summary: 'Salin soal dari bank soal ke kelompok (salinan tetap; perubahan bank soal tidak mengubah ujian)',
        params: kelompokSoalParams,
        body: salinSoalBankBody,
        response: { 200: envelope(z.object({ jumlah: z.number().int() })) },
      },
    },
    async (request) => {
      const r = await salinSoalBank(deps, request.actor, request.params.id, request.params.idKelompok, request.body);
      return ok(r, PESAN_UJIAN.berhasilSalinSoal(r.jumlah));
    },
  );

  app.post(
    '/v2/lms/bank_soal/:id/soal/salin_ujian',
    {
      config: { aktivitas: 'tambah_soal_bank_soal' },
      schema: {
        tags: ['bank-soal'],
        summary: "'Salin dari Kuis/Ujian': soal kuis/ujian terpilih menjadi soal bank soal mata kuliah yang sama (operator: tulis kelas_kuliah)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: salinKeBankBody,
        response: { 200: envelope(z.object({ jumlah: z.number().int() })) },
      },
    },
    async (request) => {
      const r = await salinSoalKeBank(deps, request.actor, request.params.id, request.body);
      return ok({ jumlah: r.jumlah }, r.message);
    },
  );

  app.put(
    '/v2/lms/ujian/:id/kelompok_soal/:idKelompok/soal/:idSoal',
    { config: { aktivitas: 'ubah_soal_ujian' }, schema: { tags, summary: 'Ubah soal (jenis tetap)', params: soalUjianParams, body: ujianSoalBody } },
    async (request) => {
      await updateSoalUjianById(deps, request.actor, request.params.id, request.params.idKelompok, request.params.idSoal, request.body);
      return ok(null, PESAN_UJIAN.berhasilUbahSoal);
    },
  );

  app.delete(
    '/v2/lms/ujian/:id/kelompok_soal/:idKelompok/soal/:idSoal',
    { config: { aktivitas: 'ubah_soal_ujian' }, schema: { tags, summary: 'Hapus soal (sebelum ada pengerjaan)', params: soalUjianParams } },
    async (request) => {
      await deleteSoalUjianById(deps, request.actor, request.params.id, request.params.idKelompok, request.params.idSoal);
      return ok(null, PESAN_UJIAN.berhasilHapusSoal);
    },
  );
};

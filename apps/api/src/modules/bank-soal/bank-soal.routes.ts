import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_BANK_SOAL,
  bankSoalBody,
  bankSoalDetail,
  bankSoalIdParams,
  bankSoalListItem,
  bankSoalListQuery,
  dosenIdParams,
  envelope,
  listEnvelope,
  mataKuliahRefItem,
  mataKuliahRefQuery,
  pageMeta,
  periodeMengajarItem,
  soalCreated,
  soalIdParams,
  soalItem,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import {
  createBankSoal,
  deleteBankSoal,
  duplicateBankSoal,
  getBankSoal,
  listBankSoal,
  listMataKuliahRef,
  listPeriodeMengajar,
  updateBankSoal,
} from './bank-soal.service';
import { createSoal, deleteSoalById, updateSoalById, updateSoalFiles } from './soal.service';
import { readSoalForm } from './bank-soal.multipart';
import { bankSoalExtraRoutes } from './bank-soal-extra.routes';

const tags = ['bank-soal'];
const WHO = 'Operator: baca/tulis bank_soal; dosen: bank miliknya, dan bank dosen lain pada mata kuliah yang sama bila Ditampilkan (baca, duplikat); mahasiswa: 403.';
const SOAL_FORM =
  'multipart/form-data (atau JSON tanpa file): jenis (pilihan|benar_salah|esay), pertanyaan (HTML), blok jenis sebagai JSON ' +
  '(pilihan: {pilihan[], kunci, gambar[]}; benar_salah: {pilihan {benar, salah}, kunci}; esay: {jenis_file_diterima[], kunci}), ' +
  'files[] (lampiran soal), files_kunci[] (lampiran kunci esai), soal_files_delete[] / kunci_files_delete[] (URL).';

export const bankSoalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deps;

  app.get(
    '/v2/lms/bank_soal',
    { schema: { tags, summary: 'Daftar bank soal (cari judul/pembuat, mata kuliah, prodi matkul)', description: WHO, querystring: bankSoalListQuery, response: { 200: listEnvelope(bankSoalListItem) } } },
    async (request) => {
      const r = await listBankSoal(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.post(
    '/v2/lms/bank_soal',
    { config: { aktivitas: 'tambah_bank_soal' }, schema: { tags, summary: 'Tambah bank soal', description: WHO, body: bankSoalBody, response: { 200: envelope(bankSoalDetail) } } },
    async (request) => ok(await createBankSoal(deps(), request.actor, request.body), PESAN_BANK_SOAL.berhasilTambah),
  );

  app.get(
    '/v2/lms/bank_soal/:id',
    { schema: { tags, summary: 'Detail bank soal dengan list_soal', description: WHO, params: bankSoalIdParams, response: { 200: envelope(bankSoalDetail) } } },
    async (request) => ok(await getBankSoal(deps(), request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/bank_soal/:id',
    { config: { aktivitas: 'ubah_bank_soal' }, schema: { tags, summary: 'Ubah bank soal', description: WHO, params: bankSoalIdParams, body: bankSoalBody, response: { 200: envelope(bankSoalDetail) } } },
    async (request) => ok(await updateBankSoal(deps(), request.actor, request.params.id, request.body), PESAN_BANK_SOAL.berhasilUbah),
  );

  app.delete(
    '/v2/lms/bank_soal/:id',
    { config: { aktivitas: 'hapus_bank_soal' }, schema: { tags, summary: 'Hapus bank soal beserta soal dan filenya', description: WHO, params: bankSoalIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await deleteBankSoal(deps(), request.actor, request.params.id);
      return ok(null, PESAN_BANK_SOAL.berhasilHapus);
    },
  );

  app.post(
    '/v2/lms/bank_soal/:id/duplikat',
    {
      config: { aktivitas: 'duplikat_bank_soal' },
      schema: {
        tags,
        summary: 'Duplikat bank soal (data dari modal Duplikat Data; soal dan file disalin)',
        description: WHO,
        params: bankSoalIdParams,
        body: bankSoalBody,
        response: { 200: envelope(bankSoalDetail) },
      },
    },
    async (request) => ok(await duplicateBankSoal(deps(), request.actor, request.params.id, request.body), PESAN_BANK_SOAL.berhasilDuplikat),
  );

  app.post(
    '/v2/lms/bank_soal/:id/soal',
    {
      config: { aktivitas: 'tambah_soal_bank_soal' },
      schema: {
        tags,
        summary: 'Tambah soal (maksimal 100 soal per bank: 422)',
        description: SOAL_FORM,
        consumes: ['multipart/form-data', 'application/json'],
        params: bankSoalIdParams,
        response: { 200: envelope(soalCreated) },
      },
    },
    async (request) => ok(await createSoal(deps(), request.actor, request.params.id, () => readSoalForm(request, app.deps)), PESAN_BANK_SOAL.berhasilTambahSoal),
  );

  app.put(
    '/v2/lms/bank_soal/:id/soal/:idSoal',
    {
      config: { aktivitas: 'ubah_soal_bank_soal' },
      schema: { tags, summary: 'Ubah soal', description: SOAL_FORM, consumes: ['multipart/form-data', 'application/json'], params: soalIdParams, response: { 200: envelope(soalItem) } },
    },
    async (request) =>
      ok(await updateSoalById(deps(), request.actor, request.params.id, request.params.idSoal, () => readSoalForm(request, app.deps)), PESAN_BANK_SOAL.berhasilUbahSoal),
  );

  app.put(
    '/v2/lms/bank_soal/:id/soal/:idSoal/files',
    {
      config: { aktivitas: 'ubah_soal_bank_soal' },
      schema: {
        tags,
        summary: 'Tambah/hapus lampiran soal (files[], files_kunci[], soal_files_delete[], kunci_files_delete[])',
        consumes: ['multipart/form-data', 'application/json'],
        params: soalIdParams,
        response: { 200: envelope(soalItem) },
      },
    },
    async (request) =>
      ok(await updateSoalFiles(deps(), request.actor, request.params.id, request.params.idSoal, () => readSoalForm(request, app.deps)), PESAN_BANK_SOAL.berhasilUbahSoal),
  );

  app.delete(
    '/v2/lms/bank_soal/:id/soal/:idSoal',
    { config: { aktivitas: 'hapus_soal_bank_soal' }, schema: { tags, summary: 'Hapus soal (nomor soal sesudahnya maju)', params: soalIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await deleteSoalById(deps(), request.actor, request.params.id, request.params.idSoal);
      return ok(null, PESAN_BANK_SOAL.berhasilHapusSoal);
    },
  );

  app.get(
    '/v2/lms/mata_kuliah/ref',
    {
      schema: {
        tags,
        summary: 'Mata kuliah yang diampu dosen (id_dosen; dosen: miliknya sendiri) atau semua mata kuliah kampus (operator bank_soal)',
        querystring: mataKuliahRefQuery,
        response: { 200: listEnvelope(mataKuliahRefItem) },
      },
    },
    async (request) => {
      const r = await listMataKuliahRef(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v1/dosen/:id/periode_mengajar',
    { schema: { tags, summary: 'Periode saat dosen mengajar, terbaru dahulu', params: dosenIdParams, response: { 200: listEnvelope(periodeMengajarItem) } } },
    async (request) => {
      const items = await listPeriodeMengajar(deps(), request.actor, request.params.id);
      return okList(items, pageMeta(1, items.length, items.length));
    },
  );

  await app.register(bankSoalExtraRoutes);
};

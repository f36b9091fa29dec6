import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  configKeywordParams,
  configValue,
  courseIdParams,
  dosenRef,
  dosenRefQuery,
  envelope,
  jenisKelasRef,
  jenisKelasRefQuery,
  labelKelasRef,
  labelKelasRefQuery,
  listEnvelope,
  mahasiswaAktifItem,
  mahasiswaAktifQuery,
  makulRef,
  makulRefQuery,
  mataKuliahInfo,
  paginationQuery,
  prodiRef,
  prodiRefQuery,
  rencanaEvaluasiRow,
  rencanaPembelajaranRow,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import {
  getKonfigurasi,
  getMataKuliahInfo,
  listDosenRef,
  listJenisKelasRef,
  listLabelKelasRef,
  listMahasiswaAktif,
  listMakulRef,
  listProdiRef,
  listRencanaEvaluasi,
  listRencanaPembelajaran,
} from './akademik.service';

const tags = ['akademik'];

/** Reads of the academic system (Siakad) through app.deps.academic. */
export const akademikRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deps;

  app.get(
    '/v1/makul_ref',
    { schema: { tags, summary: 'Referensi mata kuliah (filter id_prodi, periode, search; itemsPerPage s.d. 999999)', querystring: makulRefQuery, response: { 200: listEnvelope(makulRef) } } },
    async (request) => {
      const r = await listMakulRef(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v1/prodi_ref',
    { schema: { tags, summary: 'Referensi program studi (tingkat = jenjang)', querystring: prodiRefQuery, response: { 200: listEnvelope(prodiRef) } } },
    async (request) => {
      const r = await listProdiRef(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v1/label_kelas_ref',
    { schema: { tags, summary: 'Referensi label kelas', querystring: labelKelasRefQuery, response: { 200: listEnvelope(labelKelasRef) } } },
    async (request) => {
      const r = await listLabelKelasRef(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v1/jenis_kelas_ref',
    { schema: { tags, summary: 'Referensi jenis kelas', querystring: jenisKelasRefQuery, response: { 200: listEnvelope(jenisKelasRef) } } },
    async (request) => {
      const r = await listJenisKelasRef(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v1/dosen_ref',
    { schema: { tags, summary: 'Referensi dosen (nama bergelar; filter id_prodi, periode mengajar, search nama/NIDN)', querystring: dosenRefQuery, response: { 200: listEnvelope(dosenRef) } } },
    async (request) => {
      const r = await listDosenRef(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v1/mahasiswa_aktif_per_periode',
    {
      schema: {
        tags,
        summary: 'Mahasiswa peserta kelas pada periode (wajib: periode); dosen dan operator',
        querystring: mahasiswaAktifQuery,
        response: { 200: listEnvelope(mahasiswaAktifItem) },
      },
    },
    async (request) => {
      const r = await listMahasiswaAktif(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v2/academic/makul/:courseId/rencana-pembelajaran',
    {
      schema: {
        tags,
        summary: 'Rencana pembelajaran semester (RPS) mata kuliah, urut nomor pertemuan',
        params: courseIdParams,
        querystring: paginationQuery,
        response: { 200: listEnvelope(rencanaPembelajaranRow) },
      },
    },
    async (request) => {
      const r = await listRencanaPembelajaran(deps(), request.actor, request.params.courseId, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v2/academic/makul/:courseId/rencana-evaluasi',
    { schema: { tags, summary: 'Rencana evaluasi mata kuliah (komponen nilai dan bobot %)', params: courseIdParams, response: { 200: envelope(z.array(rencanaEvaluasiRow)) } } },
    async (request) => ok(await listRencanaEvaluasi(deps(), request.actor, request.params.courseId)),
  );

  app.get(
    '/v2/academic/matakuliah/:courseId',
    { schema: { tags, summary: 'Info mata kuliah dengan dosen koordinator dan pengembang RPS', params: courseIdParams, response: { 200: envelope(mataKuliahInfo) } } },
    async (request) => ok(await getMataKuliahInfo(deps(), request.actor, request.params.courseId)),
  );

  app.get(
    '/v1/config/:keyword',
    { schema: { tags, summary: 'Nilai konfigurasi menurut keyword (mis. url_dosen_new)', params: configKeywordParams, response: { 200: envelope(configValue) } } },
    async (request) => ok(await getKonfigurasi(deps(), request.actor, request.params.keyword)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_NILAI,
  aktivitasNilaiItem,
  envelope,
  jobStatusResponse,
  kirimNilaiBody,
  komponenParams,
  komponenSikad,
  kunciNilaiBody,
  listEnvelope,
  nilaiKelasKuliah,
  nilaiKelasListItem,
  nilaiKelasListQuery,
  nilaiKelasParams,
  pratinjauKirim,
  riwayatKirimItem,
  riwayatKirimQuery,
  ubahKomponenBody,
  updateBySikadBody,
  updateBySikadParams,
  waktuEntriBody,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { XLSX_MIME, sendReport } from '../storager/send-file';
import { getKomponen, ubahKomponen } from './nilai-komponen.service';
import { kirimNilai, listRiwayatKirim, pratinjauKirim as pratinjau } from './nilai-kirim.service';
import { setKunciNilai, setWaktuEntri, tandaiUpdateBySikad } from './nilai-siakad.service';
import { exportNilaiKelas, exportRiwayatKirim } from './nilai.export';
import { bacaNilaiKelas, listAktivitasNilai } from './nilai.service';
import { createSerializedOnce } from '../../lib/serialized-once';
import { listKelasNilai } from './nilai-kelas.service';

const tags = ['nilai'];
const BASE = '/v2/lms/nilai/kelas_kuliah/:id';

/** The class gradebook, Siakad components, sends with their ledger, and the built-in Siakad's operator actions. */
export const nilaiRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/nilai/kelas_kuliah',
    { schema: { tags, summary: 'Kelas yang nilainya dapat dibuka (dosen: kelasnya; operator: baca laporan)', querystring: nilaiKelasListQuery, response: { 200: listEnvelope(nilaiKelasListItem) } } },
    async (request) => {
      const { items, meta } = await listKelasNilai(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  // The shared part of a cached gradebook is serialised once; the viewer's rights (akses) name the variant.
  const sendGradebook = createSerializedOnce<object>();
  app.get(BASE, { schema: { tags, summary: 'Rekap nilai kelas kuliah', params: nilaiKelasParams, response: { 200: envelope(nilaiKelasKuliah) } } }, async (request, reply) => {
    const { isi, akses } = await bacaNilaiKelas(deps, request.actor, request.params.id);
    sendGradebook(reply, isi, JSON.stringify(akses), () => ok({ ...isi, akses }));
    return reply;
  });

  app.get(`${BASE}/aktivitas`, { schema: { tags, summary: 'Aktivitas bernilai kelas kuliah', params: nilaiKelasParams, response: { 200: envelope(z.array(aktivitasNilaiItem)) } } }, async (request) =>
    ok(await listAktivitasNilai(deps, request.actor, request.params.id)),
  );

  app.get(`${BASE}/export_excel`, { schema: { tags, summary: 'Unduh rekap nilai kelas (xlsx, semua kolom)', params: nilaiKelasParams } }, async (request, reply) => {
    const { filename, stream } = await exportNilaiKelas(deps, request.actor, request.params.id);
    return sendReport(reply, XLSX_MIME, filename, stream);
  });

  app.get(`${BASE}/komponen/:komponenId`, { schema: { tags, summary: 'Komponen nilai SIKAD dan aktivitasnya', params: komponenParams, response: { 200: envelope(komponenSikad) } } }, async (request) =>
    ok(await getKomponen(deps, request.actor, request.params.id, request.params.komponenId)),
  );

  app.put(
    `${BASE}/komponen/:komponenId`,
    { config: { aktivitas: 'ubah_komponen_nilai' }, schema: { tags, summary: 'Ubah aktivitas komponen nilai SIKAD (pelaku integrasi nilai)', params: komponenParams, body: ubahKomponenBody, response: { 200: envelope(komponenSikad) } } },
    async (request) => ok(await ubahKomponen(deps, request.actor, request.params.id, request.params.komponenId, request.body), PESAN_NILAI.berhasilSimpanKomponen),
  );

  app.get(
    `${BASE}/komponen/:komponenId/pratinjau_kirim`,
    { schema: { tags, summary: 'Pratinjau kirim nilai ke Siakad (nilai Siakad sekarang → nilai baru)', params: komponenParams, response: { 200: envelope(pratinjauKirim) } } },
    async (request) => ok(await pratinjau(deps, request.actor, request.params.id, request.params.komponenId)),
  );

  app.post(
    `${BASE}/komponen/:komponenId/kirim`,
    {
      config: { aktivitas: 'kirim_nilai_sikad' },
      schema: {
        tags,
        summary: 'Kirim nilai komponen ke Siakad (job; idempoten per kelas, komponen, mahasiswa, versi)',
        params: komponenParams,
        body: kirimNilaiBody,
        response: { 202: envelope(z.object({ job: jobStatusResponse, id_kirim: z.number().nullable() })), 200: envelope(z.object({ job: jobStatusResponse, id_kirim: z.number().nullable() })) },
      },
    },
    async (request, reply) => {
      const { job, started, id_kirim } = await kirimNilai(deps, request.actor, request.params.id, request.params.komponenId, request.body);
      reply.status(started ? 202 : 200);
      return ok({ job, id_kirim }, PESAN_NILAI.berhasilKirim);
    },
  );

  app.get(
    `${BASE}/riwayat_kirim`,
    { schema: { tags, summary: 'Riwayat kirim nilai ke Siakad', params: nilaiKelasParams, querystring: riwayatKirimQuery, response: { 200: listEnvelope(riwayatKirimItem) } } },
    async (request) => {
      const { items, meta } = await listRiwayatKirim(deps, request.actor, request.params.id, request.query);
      return okList(items, meta);
    },
  );

  app.get(`${BASE}/riwayat_kirim/export_excel`, { schema: { tags, summary: 'Unduh riwayat kirim nilai (xlsx)', params: nilaiKelasParams } }, async (request, reply) => {
    const { filename, stream } = await exportRiwayatKirim(deps, request.actor, request.params.id);
    return sendReport(reply, XLSX_MIME, filename, stream);
  });

  // Built-in Siakad (operators with kelas_kuliah write).
  app.put(`${BASE}/siakad/kunci`, { config: { aktivitas: 'kunci_nilai_sikad' }, schema: { tags, summary: 'Siakad bawaan: kunci / buka kunci nilai kelas', params: nilaiKelasParams, body: kunciNilaiBody } }, async (request) =>
    ok(await setKunciNilai(deps, request.actor, request.params.id, request.body.is_nilai_dikunci)),
  );
  app.put(`${BASE}/siakad/waktu_entri`, { config: { aktivitas: 'waktu_entri_nilai' }, schema: { tags, summary: 'Siakad bawaan: waktu entri nilai periode kelas', params: nilaiKelasParams, body: waktuEntriBody } }, async (request) =>
    ok(await setWaktuEntri(deps, request.actor, request.params.id, request.body)),
  );
  app.put(
    `${BASE}/siakad/komponen/:komponenId/nilai/:idUser`,
    { config: { aktivitas: 'tandai_update_sikad' }, schema: { tags, summary: 'Siakad bawaan: nilai diubah di Siakad (update_by_sikad)', params: updateBySikadParams, body: updateBySikadBody } },
    async (request) => ok(await tandaiUpdateBySikad(deps, request.actor, request.params.id, request.params.komponenId, request.params.idUser, request.body.nilai)),
  );
};

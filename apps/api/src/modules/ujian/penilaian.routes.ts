import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_NILAI_UJIAN,
  envelope,
  jawabanStats,
  nilaiPublishingBody,
  nilaiSoalBody,
  nilaiSoalParams,
  penguranganNilaiBody,
  penilaianUjianDetail,
  penilaianUjianItem,
  penilaianUjianQuery,
  pengerjaanIdParams,
  pengerjaanMahasiswaParams,
  pengerjaanParams,
  perhitunganNilaiStatus,
  tanpaPengerjaanItem,
  ujianIdParams,
} from '@lms/shared';
import { XLSX_MIME, sendReport } from '../storager/send-file';
import { ok, okList } from '../../lib/envelope';
import { mulaiHitungNilai, statusHitungNilai, statusHitungNilaiPengerjaan } from './perhitungan.job';
import {
  getPenilaianUjian,
  listPenilaianUjian,
  listTanpaPengerjaanUjian,
  publishNilaiUjian,
  resetPengerjaan,
  setNilaiSoal,
  setPenguranganNilai,
} from './penilaian.service';
import { exportNilaiUjian, getJawabanStats } from './statistik.service';

const tags = ['ujian'];

/** Grading, publishing, recalculation, statistics and export of an exam (spec 2 §7 'Exams'; teachers and operators). */
export const penilaianRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/ujian/:id/pengerjaan',
    {
      schema: {
        tags,
        summary: 'Daftar pengerjaan untuk penilaian (nim, nama, mulai, selesai, dijawab, nilai, pelanggaran)',
        params: ujianIdParams,
        querystring: penilaianUjianQuery,
        response: { 200: envelope(z.array(penilaianUjianItem)) },
      },
    },
    async (request) => {
      const r = await listPenilaianUjian(deps, request.actor, request.params.id, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v2/lms/ujian/:id/pengerjaan/no_pengerjaan',
    {
      schema: {
        tags,
        summary: 'Peserta yang belum/tidak mengerjakan',
        params: ujianIdParams,
        querystring: penilaianUjianQuery.omit({ status_penilaian: true }),
        response: { 200: envelope(z.array(tanpaPengerjaanItem)) },
      },
    },
    async (request) => {
      const r = await listTanpaPengerjaanUjian(deps, request.actor, request.params.id, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.get(
    '/v2/lms/ujian/:id/pengerjaan/jawaban_stats',
    {
      schema: {
        tags,
        summary: 'Statistik jawaban: sebaran jawaban, indeks kesukaran dan daya beda per soal; rata-rata, median, simpangan baku, histogram',
        params: ujianIdParams,
        response: { 200: envelope(jawabanStats) },
      },
    },
    async (request) => ok(await getJawabanStats(deps, request.actor, request.params.id)),
  );

  app.get(
    '/v2/lms/ujian/:id/pengerjaan/export_excel',
    { config: { aktivitas: 'export_nilai_ujian' }, schema: { tags, summary: 'Unduh nilai kuis/ujian (xlsx, semua peserta tanpa batas halaman)', params: ujianIdParams } },
    async (request, reply) => {
      const { filename, stream } = await exportNilaiUjian(deps, request.actor, request.params.id);
      return sendReport(reply, XLSX_MIME, filename, stream);
    },
  );

  app.get(
    '/v2/lms/ujian/:id/pengerjaan/:idMahasiswa',
    {
      schema: {
        tags,
        summary: 'Pengerjaan seorang mahasiswa (id mahasiswa) untuk dinilai: jawaban di samping soal dan kunci, pelanggaran, berikutnya',
        params: pengerjaanMahasiswaParams,
        response: { 200: envelope(penilaianUjianDetail) },
      },
    },
    async (request) => ok(await getPenilaianUjian(deps, request.actor, request.params.id, request.params.idMahasiswa)),
  );

  app.put(
    '/v2/lms/ujian/:id/pengerjaan/:idPengerjaan/kelompok_soal/:idKelompok/soal/:idSoal/nilai',
    {
      config: { aktivitas: 'nilai_ujian' },
      schema: {
        tags,
        summary: 'Nilai satu soal esai (bilangan bulat 0..bobot soal)',
        params: nilaiSoalParams,
        body: nilaiSoalBody,
        response: { 200: envelope(penilaianUjianItem) },
      },
    },
    async (request) =>
      ok(
        await setNilaiSoal(deps, request.actor, {
          idUjian: request.params.id,
          idPengerjaan: request.params.idPengerjaan,
          idKelompok: request.params.idKelompok,
          idSoal: request.params.idSoal,
          nilai: request.body.nilai,
        }),
        PESAN_NILAI_UJIAN.berhasilUpdateNilai,
      ),
  );

  app.put(
    '/v2/lms/pengerjaan/:id/pengurangan_nilai',
    {
      config: { aktivitas: 'pengurangan_nilai_ujian' },
      schema: { tags, summary: 'Pengurangan nilai pengerjaan (2 desimal)', params: pengerjaanIdParams, body: penguranganNilaiBody, response: { 200: envelope(penilaianUjianItem) } },
    },
    async (request) => ok(await setPenguranganNilai(deps, request.actor, request.params.id, request.body.nilai), PESAN_NILAI_UJIAN.berhasilUpdatePengurangan),
  );

  app.delete(
    '/v2/lms/pengerjaan/:id',
    { config: { aktivitas: 'reset_pengerjaan_ujian' }, schema: { tags, summary: 'Reset pengerjaan mahasiswa (jawaban, pelanggaran, file jawaban dan fakta kehadiran dihapus)', params: pengerjaanIdParams } },
    async (request) => {
      await resetPengerjaan(deps, request.actor, request.params.id);
      return ok(null, PESAN_NILAI_UJIAN.berhasilReset);
    },
  );

  app.put(
    '/v2/lms/ujian/:id/nilai_publishing',
    {
      config: { aktivitas: 'publish_nilai_ujian' },
      schema: {
        tags,
        summary: 'Publish/unpublish nilai ke mahasiswa',
        params: ujianIdParams,
        body: nilaiPublishingBody,
        response: { 200: envelope(z.object({ is_tampilkan_nilai: z.boolean() })) },
      },
    },
    async (request) => {
      const r = await publishNilaiUjian(deps, request.actor, request.params.id, request.body.is_tampilkan_nilai);
      return ok(r, r.is_tampilkan_nilai ? PESAN_NILAI_UJIAN.berhasilPublish : PESAN_NILAI_UJIAN.berhasilUnpublish);
    },
  );

  app.get(
    '/v2/lms/ujian/:id/perhitungan_nilai',
    { schema: { tags, summary: 'Status perhitungan ulang nilai (data.status)', params: ujianIdParams, response: { 200: envelope(perhitunganNilaiStatus) } } },
    async (request) => ok(await statusHitungNilai(deps, request.actor, request.params.id)),
  );

  app.post(
    '/v2/lms/ujian/:id/perhitungan_nilai',
    {
      config: { aktivitas: 'hitung_nilai_ujian' },
      schema: {
        tags,
        summary: 'Hitung ulang nilai semua pengerjaan (job dengan progres; otomatis setelah kunci/bobot soal dikoreksi)',
        params: ujianIdParams,
        response: { 200: envelope(perhitunganNilaiStatus) },
      },
    },
    async (request) => ok(await mulaiHitungNilai(deps, request.actor, request.params.id), PESAN_NILAI_UJIAN.berhasilHitung),
  );

  app.get(
    '/v2/lms/ujian/:id/pengerjaan/:idPengerjaan/perhitungan_nilai',
    {
      schema: { tags, summary: 'Status perhitungan nilai, dilihat dari satu pengerjaan (data.status)', params: pengerjaanParams, response: { 200: envelope(perhitunganNilaiStatus) } },
    },
    async (request) => ok(await statusHitungNilaiPengerjaan(deps, request.actor, request.params.id, request.params.idPengerjaan)),
  );
};

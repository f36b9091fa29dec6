import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_UJIAN,
  akomodasiBody,
  akomodasiItem,
  envelope,
  eventStreamHeaders,
  jawabanParams,
  monitorItem,
  pelanggaranBody,
  pengerjaanMe,
  pengerjaanParams,
  pengumumanBody,
  pengumumanUjianItem,
  simpanJawabanBody,
  simpanJawabanResult,
  soalFile,
  ujianIdParams,
} from '@lms/shared';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import { hapusAkomodasi, listAkomodasi, simpanAkomodasi } from './akomodasi.service';
import { catatPelanggaran, pingPengerjaan, simpanJawaban, unggahFileJawaban } from './jawaban.service';
import { getMonitor, kirimPengumuman, listPengumuman, paksaSelesai } from './live.service';
import { getPengerjaanMe, startPengerjaan, submitPengerjaan } from './pengerjaan.service';
import { aksesUjian } from './ujian.policy';

const tags = ['ujian'];

/** Taking an exam, the teachers' live view and the exam stream (spec 2 §7, spec 1 §7). */
export const pengerjaanRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/v2/lms/ujian/:id/pengerjaan/start',
    {
      config: { aktivitas: 'mulai_ujian' },
      schema: {
        tags,
        summary: 'Mulai (atau lanjutkan) pengerjaan; susunan soal peserta ditetapkan saat mulai',
        description: '422 bila belum dimulai/sudah berakhir/belum ada soal; 409 bila sudah selesai; 403 pembatasan_ujian_kehadiran bila tidak memenuhi syarat kehadiran.',
        params: ujianIdParams,
        response: { 200: envelope(pengerjaanMe) },
      },
    },
    async (request) => ok(await startPengerjaan(deps, request.actor, request.params.id), PESAN_UJIAN.berhasilMulai),
  );

  app.get(
    '/v2/lms/ujian/:id/pengerjaan/me',
    {
      schema: {
        tags,
        summary: 'Pengerjaan mahasiswa sendiri: status, batas waktu, soal (tanpa kunci) dan jawaban tersimpan selama berlangsung',
        params: ujianIdParams,
        response: { 200: envelope(pengerjaanMe) },
      },
    },
    async (request) => ok(await getPengerjaanMe(deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/ujian/:id/pengerjaan/jawaban/:idSoal',
    {
      schema: {
        tags,
        summary: 'Simpan jawaban satu soal (idempoten; server menyimpan seq tertinggi per soal)',
        description: 'diterima=false berarti jawaban dengan seq lebih baru sudah tersimpan. 409 setelah batas waktu.',
        params: jawabanParams,
        body: simpanJawabanBody,
        response: { 200: envelope(simpanJawabanResult) },
      },
    },
    async (request) => ok(await simpanJawaban(deps, request.actor, request.params.id, request.params.idSoal, request.body)),
  );

  app.post(
    '/v2/lms/ujian/:id/pengerjaan/jawaban/:idSoal/files',
    {
      schema: {
        tags,
        summary: 'Unggah file jawaban esai (multipart: file; jenis jawaban_ujian, batas lampiran_jawaban_esai)',
        consumes: ['multipart/form-data'],
        params: jawabanParams,
        response: { 200: envelope(soalFile) },
      },
    },
    async (request) =>
      ok(
        await unggahFileJawaban(deps, request.actor, request.params.id, request.params.idSoal, async (target) => {
          const form = await readMultipart(request, {
            storage: app.deps.storage,
            fields: z.object({}).passthrough(),
            files: [{ field: 'file', max: 1 }],
            target: () => target,
            maxFileBytes: target.maxBytes,
          });
          return form.files[0];
        }),
      ),
  );

  app.post(
    '/v2/lms/ujian/:id/pengerjaan/selesai',
    { config: { aktivitas: 'selesai_ujian' }, schema: { tags, summary: 'Kirim (selesaikan) pengerjaan; idempoten', params: ujianIdParams, response: { 200: envelope(pengerjaanMe) } } },
    async (request) => ok(await submitPengerjaan(deps, request.actor, request.params.id), PESAN_UJIAN.berhasilKirim),
  );

  app.post(
    '/v2/lms/ujian/:id/pengerjaan/pelanggaran',
    {
      schema: {
        tags,
        summary: 'Catat pelanggaran ujian tutup buku (client_id unik per pelanggaran; kiriman ulang tidak menggandakan)',
        params: ujianIdParams,
        body: pelanggaranBody,
        response: { 200: envelope(z.object({ diterima: z.number().int(), baru: z.number().int() })) },
      },
    },
    async (request) => ok(await catatPelanggaran(deps, request.actor, request.params.id, request.body)),
  );

  app.put(
    '/v2/lms/ujian/:id/pengerjaan/ping',
    {
      schema: {
        tags,
        summary: 'Tanda aktif halaman pengerjaan (monitor); menjawab waktu server dan batas waktu',
        params: ujianIdParams,
        response: { 200: envelope(z.object({ server_time: z.string(), batas_waktu: z.string(), selesai: z.boolean() })) },
      },
    },
    async (request) => ok(await pingPengerjaan(deps, request.actor, request.params.id)),
  );

  // Teachers ---------------------------------------------------------------------------------------------------

  app.get(
    '/v2/lms/ujian/:id/monitor',
    {
      schema: {
        tags,
        summary: 'Monitor langsung: peserta, jumlah dijawab, simpan terakhir, koneksi, pelanggaran (pengajar, operator)',
        params: ujianIdParams,
        response: { 200: envelope(z.array(monitorItem)) },
      },
    },
    async (request) => ok(await getMonitor(deps, request.actor, request.params.id)),
  );

  app.get(
    '/v2/lms/ujian/:id/pengumuman',
    { schema: { tags, summary: 'Pengumuman kuis/ujian', params: ujianIdParams, response: { 200: envelope(z.array(pengumumanUjianItem)) } } },
    async (request) => ok(await listPengumuman(deps, request.actor, request.params.id)),
  );

  app.post(
    '/v2/lms/ujian/:id/pengumuman',
    {
      config: { aktivitas: 'pengumuman_ujian' },
      schema: {
        tags,
        summary: 'Kirim pengumuman ke semua peserta (event pengumuman_ujian)',
        params: ujianIdParams,
        body: pengumumanBody,
        response: { 200: envelope(pengumumanUjianItem) },
      },
    },
    async (request) => ok(await kirimPengumuman(deps, request.actor, request.params.id, request.body.isi), PESAN_UJIAN.berhasilPengumuman),
  );

  app.post(
    '/v2/lms/ujian/:id/pengerjaan/:idPengerjaan/paksa_selesai',
    { config: { aktivitas: 'akhiri_pengerjaan_ujian' }, schema: { tags, summary: 'Akhiri pengerjaan seorang peserta sekarang (event pengerjaan_ditutup)', params: pengerjaanParams } },
    async (request) => {
      await paksaSelesai(deps, request.actor, request.params.id, request.params.idPengerjaan);
      return ok(null, PESAN_UJIAN.berhasilPaksaSelesai);
    },
  );

  // The exam stream of spec 1 §7: the app's one event stream carrying `ujian` (and the server clock), after the
  // access check; events name their exam, so a page keeps those of its own.
  app.get(
    '/v2/lms/events/ujian/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Aliran event kuis/ujian (time_changed, pengumuman_ujian, pengerjaan_ditutup)',
        description:
          'text/event-stream setelah pemeriksaan akses: stream ujian dan sistem dalam satu koneksi, sama seperti ' +
          '/api/v2/lms/events?stream=ujian&stream=sistem (Last-Event-ID, event time). Klien SSE berbasis fetch.',
        params: ujianIdParams,
        headers: eventStreamHeaders,
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('event: time_changed\\ndata: {"id_ujian":1,"waktu_selesai":"2026-11-21T03:00:00.000Z"}') },
      },
    },
    async (request, reply) => {
      await aksesUjian(deps.db, request.actor, request.params.id, 'read');
      app.eventStreams.open(request, reply, ['ujian', 'sistem']);
    },
  );

  // Accommodations (operators) -----------------------------------------------------------------------------------

  app.get(
    '/v2/lms/akomodasi_ujian',
    { schema: { tags, summary: 'Tambahan waktu ujian per mahasiswa (operator, baca kelas_kuliah)', response: { 200: envelope(z.array(akomodasiItem)) } } },
    async (request) => ok(await listAkomodasi(deps, request.actor)),
  );

  app.put(
    '/v2/lms/akomodasi_ujian',
    { config: { aktivitas: 'ubah_akomodasi_ujian' }, schema: { tags, summary: 'Simpan tambahan waktu ujian seorang mahasiswa (0 menghapus)', body: akomodasiBody } },
    async (request) => {
      await simpanAkomodasi(deps, request.actor, request.body);
      return ok(null, PESAN_UJIAN.berhasilAkomodasi);
    },
  );

  app.delete(
    '/v2/lms/akomodasi_ujian/:nim',
    { config: { aktivitas: 'ubah_akomodasi_ujian' }, schema: { tags, summary: 'Hapus tambahan waktu ujian', params: z.object({ nim: z.string().min(1).max(40) }) } },
    async (request) => {
      await hapusAkomodasi(deps, request.actor, request.params.nim);
      return ok(null, PESAN_UJIAN.berhasilAkomodasi);
    },
  );
};

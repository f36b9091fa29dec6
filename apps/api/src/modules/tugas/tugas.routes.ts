import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_TUGAS,
  TUGAS_LAMPIRAN_MAX,
  envelope,
  jobStatusResponse,
  listEnvelope,
  nilaiMahasiswaParams,
  nilaiTugasBody,
  penilaianItem,
  penilaianQuery,
  pengumpulanFields,
  pengumpulanSaya,
  publishNilaiTugasBody,
  tugasBody,
  tugasFileParams,
  tugasIdParams,
  tugasItem,
  tugasListQuery,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import { deleteLampiranTugas, uploadLampiranTugas } from './lampiran.service';
import { listPenilaian, publishNilaiTugas, setNilaiMahasiswa } from './penilaian.service';
import { getPengumpulanSaya, openPengumpulanFile, submitPengumpulan } from './pengumpulan.service';
import { createTugas, deleteTugasById, getTugas, updateTugasById } from './tugas.service';
import { listTugasScoped } from './tugas.list';
import { startUnduhPengumpulan } from './unduh.job';
import { kelompokRoutes } from './kelompok.routes';
import { openRanged, rangeHeaderOf, sendStoredFile } from '../storager/send-file';

const tags = ['tugas'];
const fileParams = z.object({ id: tugasIdParams.shape.id, idPengumpulan: tugasIdParams.shape.id, idFile: z.string().max(64) });

/** Tasks (spec 1 §3 'Assignment types', spec 2 'Task groups'): tasks, attachments, submissions, grading. */
export const tugasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/tugas',
    {
      schema: {
        tags,
        summary: 'Daftar tugas kelas pemanggil (mahasiswa: kelas yang diikuti, dengan status pengumpulan; dosen: kelas yang diajar; operator: baca kelas_kuliah)',
        querystring: tugasListQuery,
        response: { 200: listEnvelope(tugasItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listTugasScoped(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    '/v2/lms/tugas',
    { config: { aktivitas: 'tambah_tugas' }, schema: { tags, summary: 'Tambah tugas pada pertemuan (pengajar kelas, operator dengan akses tulis kelas_kuliah)', body: tugasBody, response: { 200: envelope(tugasItem) } } },
    async (request) => ok(await createTugas(deps, request.actor, request.body), PESAN_TUGAS.berhasilTambah),
  );

  app.get(
    '/v2/lms/tugas/:id',
    { schema: { tags, summary: 'Detail tugas', params: tugasIdParams, response: { 200: envelope(tugasItem) } } },
    async (request) => ok(await getTugas(deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/tugas/:id',
    {
      config: { aktivitas: 'ubah_tugas' },
      schema: {
        tags,
        summary: 'Ubah tugas (seluruh isian; pertemuan boleh pindah dalam kelas yang sama; jenis hanya sebelum ada pengumpulan)',
        params: tugasIdParams,
        body: tugasBody,
        response: { 200: envelope(tugasItem) },
      },
    },
    async (request) => ok(await updateTugasById(deps, request.actor, request.params.id, request.body), PESAN_TUGAS.berhasilUbah),
  );

  app.delete(
    '/v2/lms/tugas/:id',
    { config: { aktivitas: 'hapus_tugas' }, schema: { tags, summary: 'Hapus tugas beserta kelompok, pengumpulan dan nilainya', params: tugasIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await deleteTugasById(deps, request.actor, request.params.id);
      return ok(null, PESAN_TUGAS.berhasilHapus);
    },
  );

  app.post(
    '/v2/lms/tugas/:id/lampiran',
    {
      config: { aktivitas: 'ubah_tugas' },
      schema: {
        tags,
        summary: `Unggah lampiran tugas (multipart: files, paling banyak ${TUGAS_LAMPIRAN_MAX} per tugas; jenis file lampiran_tugas)`,
        consumes: ['multipart/form-data'],
        params: tugasIdParams,
        response: { 200: envelope(tugasItem) },
      },
    },
    async (request) => {
      const item = await uploadLampiranTugas(deps, request.actor, request.params.id, (target) =>
        readMultipart(request, { storage: deps.storage, fields: z.object({}), files: [{ field: /^files(\[\d*\])?$/, max: TUGAS_LAMPIRAN_MAX }], target: () => target, maxFileBytes: target.maxBytes }),
      );
      return ok(item, PESAN_TUGAS.berhasilUnggahLampiran);
    },
  );

  app.delete(
    '/v2/lms/tugas/:id/lampiran/:idFile',
    { config: { aktivitas: 'ubah_tugas' }, schema: { tags, summary: 'Hapus lampiran tugas', params: tugasFileParams, response: { 200: envelope(tugasItem) } } },
    async (request) => ok(await deleteLampiranTugas(deps, request.actor, request.params.id, request.params.idFile), PESAN_TUGAS.berhasilHapusFile),
  );

  // ------------------------------------------------------------------------------------------------------------
  // Submissions

  app.get(
    '/v2/lms/tugas/:id/pengumpulan/me',
    { schema: { tags, summary: 'Pengumpulan saya (atau kelompok saya), nilai bila sudah dipublikasikan, dan boleh tidaknya mengumpulkan', params: tugasIdParams, response: { 200: envelope(pengumpulanSaya) } } },
    async (request) => ok(await getPengumpulanSaya(deps, request.actor, request.params.id)),
  );

  app.post(
    '/v2/lms/tugas/:id/pengumpulan',
    {
      config: { aktivitas: 'kumpul_tugas' },
      schema: {
        tags,
        summary: 'Kumpulkan atau ganti pengumpulan (multipart: teks, files, files_hapus[]); tugas kelompok: atas nama kelompok',
        description:
          'Sampai batas waktu boleh diganti; setelahnya hanya bila keterlambatan diizinkan (ditandai terlambat). 409 bila jendela pengumpulan ' +
          'tertutup atau sudah dinilai; 413/415 untuk ukuran atau tipe file di luar ketentuan tugas.',
        consumes: ['multipart/form-data'],
        params: tugasIdParams,
        response: { 200: envelope(pengumpulanSaya) },
      },
    },
    async (request) => {
      const data = await submitPengumpulan(deps, request.actor, request.params.id, (target) =>
        readMultipart(request, {
          storage: deps.storage,
          fields: pengumpulanFields,
          arrayFields: ['files_hapus'],
          files: [{ field: /^files(\[\d*\])?$/, max: 20 }],
          target,
          maxFileBytes: 10_000 * 1_000_000,
          maxFieldBytes: 200 * 1024,
        }),
      );
      return ok(data, PESAN_TUGAS.berhasilKumpul);
    },
  );

  app.get(
    '/v2/lms/tugas/:id/pengumpulan/:idPengumpulan/file/:idFile',
    { schema: { tags, summary: 'Unduh file pengumpulan (mahasiswa atau kelompoknya, pengajar, operator baca; mendukung Range)', params: fileParams } },
    async (request, reply) => {
      const { id, idPengumpulan, idFile } = request.params;
      const { file, stream, range } = await openRanged(reply, openPengumpulanFile(deps, request.actor, id, idPengumpulan, idFile, rangeHeaderOf(request)));
      return sendStoredFile(reply, { mime: file.mime, size: Number(file.size), name: file.originalName }, stream, range, 'attachment');
    },
  );

  // ------------------------------------------------------------------------------------------------------------
  // Grading

  app.get(
    '/v2/lms/tugas/:id/pengumpulan',
    {
      schema: {
        tags,
        summary: 'Daftar penilaian: semua peserta dengan status pengumpulan, file dan nilai (pengajar, operator baca)',
        params: tugasIdParams,
        querystring: penilaianQuery,
        response: { 200: listEnvelope(penilaianItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listPenilaian(deps, request.actor, request.params.id, request.query);
      return okList(items, meta);
    },
  );

  app.put(
    '/v2/lms/tugas/:id/nilai/:idMahasiswa',
    { config: { aktivitas: 'nilai_tugas' }, schema: { tags, summary: 'Nilai dan komentar seorang peserta (null menghapus nilai)', params: nilaiMahasiswaParams, body: nilaiTugasBody, response: { 200: envelope(penilaianItem) } } },
    async (request) => ok(await setNilaiMahasiswa(deps, request.actor, request.params.id, request.params.idMahasiswa, request.body), PESAN_TUGAS.berhasilUpdateNilai),
  );

  app.put(
    '/v2/lms/tugas/:id/nilai_publishing',
    { config: { aktivitas: 'publish_nilai_tugas' }, schema: { tags, summary: 'Publish / unpublish nilai tugas kepada mahasiswa', params: tugasIdParams, body: publishNilaiTugasBody, response: { 200: envelope(publishNilaiTugasBody) } } },
    async (request) => {
      const data = await publishNilaiTugas(deps, request.actor, request.params.id, request.body.is_tampilkan_nilai);
      return ok(data, data.is_tampilkan_nilai ? PESAN_TUGAS.berhasilPublish : PESAN_TUGAS.berhasilUnpublish);
    },
  );

  app.post(
    '/v2/lms/tugas/:id/pengumpulan/unduh',
    {
      config: { aktivitas: 'unduh_pengumpulan_tugas' },
      schema: {
        tags,
        summary: 'Unduh semua pengumpulan sebagai zip (job dengan progress; hasil.url bila selesai)',
        description: 'Status dibaca lewat GET /v2/lms/jobs/{id} atau event `job`. Satu job per tugas dan pengguna pada satu waktu.',
        params: tugasIdParams,
        response: { 202: envelope(jobStatusResponse), 200: envelope(jobStatusResponse) },
      },
    },
    async (request, reply) => {
      const { job, started } = await startUnduhPengumpulan(deps, request.actor, request.params.id);
      reply.status(started ? 202 : 200);
      return ok(job, started ? PESAN_TUGAS.unduhDimulai : PESAN_TUGAS.unduhSudahBerjalan);
    },
  );

  await app.register(kelompokRoutes);
};

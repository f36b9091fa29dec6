import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_MATERI,
  envelope,
  listEnvelope,
  materiBacaResult,
  materiBukaResult,
  materiIdParams,
  materiItem,
  materiListQuery,
  materiProgresBody,
  materiProgresResult,
  materiSalinBody,
  materiSalinResult,
  materiStreamParams,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import type { Download } from '../storager/storager.service';
import { bacaFormMateri } from './materi.form';
import { bukaMateri, progresMateri, streamMateri, sudahBacaMateri, unduhMateri } from './materi-pakai.service';
import { salinMateri } from './materi-salin.service';
import { createMateri, deleteMateriById, updateMateriById } from './materi-tulis.service';
import { aksesMateri, precheckTulisMateri } from './materi.policy';
import { getMateri, listMateri } from './materi.service';
import { openRanged, rangeHeaderOf, sendStoredFile } from '../storager/send-file';

const tags = ['materi'];
const FORM =
  'multipart/form-data: id_pertemuan, judul, deskripsi, tipe_file (ebook|video|audio|archive|url), jenis_materi, file, file_url, ' +
  'tampil_sekarang, waktu_mulai_tampil, is_syarat_hadir (true|false|null), deadline. Kirim id_pertemuan dan tipe_file sebelum file ' +
  'agar hak tulis, ekstensi dan batas ukuran tipe itu diperiksa sebelum isi file disimpan. Materi url boleh dikirim sebagai JSON.';

/**
 * A material's file: a download is sandboxed; the player and the PDF tab show the file itself (never HTML: the type
 * is the sniffed one, with nosniff), and the browser's PDF viewer does not run under the app's object-src 'none'.
 */
function kirim(reply: FastifyReply, { file, stream, range }: Download, disposition: 'attachment' | 'inline') {
  return sendStoredFile(reply, { mime: file.mime, size: Number(file.size), name: file.originalName }, stream, range, disposition, { sandbox: disposition === 'attachment' });
}

/** Teaching materials of a meeting (spec 2 §2 Materials, §3, §5, §7) and the proof that students used them. */
export const materiRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/materi',
    {
      schema: {
        tags,
        summary: 'Daftar materi: id_pertemuan (materi sebuah pertemuan) atau tabel salin (search, exclude_id_kelas_kuliah, id_mata_kuliah)',
        description: 'Mahasiswa hanya melihat materi yang sudah tampil (waktu server). Tanpa id_pertemuan: materi kelas yang boleh dibaca pemanggil, terbaru dulu.',
        querystring: materiListQuery,
        response: { 200: listEnvelope(materiItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listMateri(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    '/v2/lms/materi',
    { config: { aktivitas: 'tambah_materi' }, schema: { tags, summary: 'Tambah materi (Upload Materi Baru): pengajar kelas atau operator dengan akses tulis kelas_kuliah', description: FORM, consumes: ['multipart/form-data', 'application/json'], response: { 200: envelope(materiItem) } } },
    async (request) => {
      await precheckTulisMateri(deps.db, request.actor);
      const form = await bacaFormMateri(request, { cekPertemuan: true, konteks: { precheck: true } });
      try {
        return ok(await createMateri(deps, request.actor, form), PESAN_MATERI.berhasilTambah);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.post(
    '/v2/lms/materi/salin',
    {
      config: { aktivitas: 'salin_materi' },
      schema: {
        tags,
        summary: 'Salin Materi Kelas Lain: salinan materi terpilih (list_id) ke sebuah pertemuan',
        description: "Payload: type 'salin', id_pertemuan, list_id, is_syarat_hadir, tampil_sekarang, waktu_mulai_tampil, deadline.",
        body: materiSalinBody,
        response: { 200: envelope(materiSalinResult) },
      },
    },
    async (request) => {
      const data = await salinMateri(deps, request.actor, request.body);
      return ok(data, PESAN_MATERI.berhasilSalin(data.jumlah));
    },
  );

  app.get(
    '/v2/lms/materi/stream/:tiket',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Putar video/audio atau buka PDF materi dengan tiket dari POST /materi/{id}/buka (tanpa header; mendukung Range)',
        params: materiStreamParams,
      },
    },
    async (request, reply) => {
      const dl = await openRanged(reply, streamMateri(deps, request.params.tiket, rangeHeaderOf(request)));
      return kirim(reply, dl, 'inline');
    },
  );

  app.get(
    '/v2/lms/materi/:id',
    { schema: { tags, summary: 'Detail materi', params: materiIdParams, response: { 200: envelope(materiItem) } } },
    async (request) => ok(await getMateri(deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/materi/:id',
    {
      config: { aktivitas: 'ubah_materi' },
      schema: {
        tags,
        summary: 'Ubah materi (seluruh isian; file hanya bila diganti)',
        description: FORM,
        params: materiIdParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(materiItem) },
      },
    },
    async (request) => {
      // The writer is known from the URL: refused before a byte of the body is stored.
      const { akses } = await aksesMateri(deps.db, request.actor, request.params.id, 'write');
      const form = await bacaFormMateri(request, { cekPertemuan: false, konteks: { akses } });
      try {
        return ok(await updateMateriById(deps, request.actor, request.params.id, form, request.log), PESAN_MATERI.berhasilUbah);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.delete(
    '/v2/lms/materi/:id',
    { config: { aktivitas: 'hapus_materi' }, schema: { tags, summary: 'Hapus materi', params: materiIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await deleteMateriById(deps, request.actor, request.params.id, request.log);
      return ok(null, PESAN_MATERI.berhasilHapus);
    },
  );

  app.get(
    '/v2/lms/materi/:id/unduh',
    {
      config: { aktivitas: 'unduh_materi' },
      schema: {
        tags,
        summary: "Unduh file materi (mendukung Range). Materi url: 'URL tidak dapat didownload!'",
        description: 'Unduhan mahasiswa atas materi wajib (bukan e-book) mencatat syarat kehadirannya.',
        params: materiIdParams,
      },
    },
    async (request, reply) => {
      const dl = await openRanged(reply, unduhMateri(deps, request.actor, request.params.id, rangeHeaderOf(request)));
      return kirim(reply, dl, 'attachment');
    },
  );

  app.post(
    '/v2/lms/materi/:id/buka',
    {
      config: { aktivitas: 'buka_tautan_materi' },
      schema: {
        tags,
        summary: 'Kartu materi dibuka: mulai hitung mundur e-book, tiket pemutaran video/audio, catat pembukaan tautan',
        params: materiIdParams,
        response: { 200: envelope(materiBukaResult) },
      },
    },
    async (request) => ok(await bukaMateri(deps, request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/materi/:id/sudah_baca',
    {
      config: { aktivitas: 'baca_materi' },
      schema: { tags, summary: "'Sudah Baca' e-book: server memeriksa waktu baca sejak kartu dibuka", params: materiIdParams, response: { 200: envelope(materiBacaResult) } },
    },
    async (request) => ok(await sudahBacaMateri(deps, request.actor, request.params.id), PESAN_MATERI.berhasilBaca),
  );

  app.put(
    '/v2/lms/materi/:id/progres',
    {
      config: { aktivitas: ['tonton_materi', 'dengar_materi'] },
      schema: {
        tags,
        summary: 'Laporan pemutaran video/audio (dari, sampai dalam detik media); persentase dihitung server',
        params: materiIdParams,
        body: materiProgresBody,
        response: { 200: envelope(materiProgresResult) },
      },
    },
    async (request) => ok(await progresMateri(deps, request.actor, request.params.id, request.body)),
  );
};

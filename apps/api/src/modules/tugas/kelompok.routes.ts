import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_TUGAS,
  anggotaParams,
  envelope,
  kelompokAcakBody,
  kelompokBody,
  kelompokItem,
  kelompokParams,
  kelompokUpdateBody,
  ketuaKelompokBody,
  listEnvelope,
  nilaiTugasBody,
  pageMeta,
  penilaianItem,
  pesertaTugasItem,
  tambahAnggotaBody,
  tugasIdParams,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import {
  createKelompok,
  createKelompokAcak,
  deleteKelompokTugas,
  hapusAnggotaKelompok,
  jadikanKetuaKelompok,
  listKelompokTugas,
  listPesertaTugas,
  renameKelompokTugas,
  tambahAnggotaKelompok,
} from './kelompok.service';
import { setNilaiKelompok } from './penilaian.service';

const tags = ['tugas'];

/** Groups of kelompok tasks (spec 2 §2-§4): the group card, random groups, members and leaders, group scores. */
export const kelompokRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/lms/tugas/:id/kelompok',
    { schema: { tags, summary: 'Kelompok tugas (pengajar/operator: semua; mahasiswa: kelompoknya sendiri)', params: tugasIdParams, response: { 200: listEnvelope(kelompokItem) } } },
    async (request) => {
      const items = await listKelompokTugas(deps, request.actor, request.params.id);
      return okList(items, pageMeta(1, items.length, items.length));
    },
  );

  app.get(
    '/v2/lms/tugas/:id/peserta',
    { schema: { tags, summary: 'Peserta kelas dengan kelompoknya pada tugas ini (pemilih anggota; pengajar, operator baca)', params: tugasIdParams, response: { 200: listEnvelope(pesertaTugasItem) } } },
    async (request) => {
      const items = await listPesertaTugas(deps, request.actor, request.params.id);
      return okList(items, pageMeta(1, items.length, items.length));
    },
  );

  app.post(
    '/v2/lms/tugas/:id/kelompok',
    { config: { aktivitas: 'tambah_kelompok_tugas' }, schema: { tags, summary: 'Tambah kelompok secara manual (anggota dipindahkan dari kelompok lain bila ada)', params: tugasIdParams, body: kelompokBody, response: { 200: envelope(kelompokItem) } } },
    async (request) => ok(await createKelompok(deps, request.actor, request.params.id, request.body), PESAN_TUGAS.berhasilTambahKelompok),
  );

  app.post(
    '/v2/lms/tugas/:id/kelompok/acak',
    {
      config: { aktivitas: 'tambah_kelompok_tugas' },
      schema: {
        tags,
        summary: 'Buat kelompok acak menurut jumlah anggota (mode semua: mengganti semua kelompok; tanpa_kelompok: hanya peserta tanpa kelompok)',
        params: tugasIdParams,
        body: kelompokAcakBody,
        response: { 200: listEnvelope(kelompokItem) },
      },
    },
    async (request) => {
      const items = await createKelompokAcak(deps, request.actor, request.params.id, request.body);
      return okList(items, pageMeta(1, items.length, items.length), PESAN_TUGAS.berhasilBuatKelompokAcak);
    },
  );

  app.put(
    '/v2/lms/tugas/:id/kelompok/:idKelompok',
    { config: { aktivitas: 'ubah_kelompok_tugas' }, schema: { tags, summary: 'Ubah nama kelompok', params: kelompokParams, body: kelompokUpdateBody, response: { 200: envelope(kelompokItem) } } },
    async (request) => ok(await renameKelompokTugas(deps, request.actor, request.params.id, request.params.idKelompok, request.body.nama), PESAN_TUGAS.berhasilUbahKelompok),
  );

  app.delete(
    '/v2/lms/tugas/:id/kelompok/:idKelompok',
    { config: { aktivitas: 'hapus_kelompok_tugas' }, schema: { tags, summary: 'Hapus kelompok (ditolak bila kelompok sudah mengumpulkan)', params: kelompokParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await deleteKelompokTugas(deps, request.actor, request.params.id, request.params.idKelompok);
      return ok(null, PESAN_TUGAS.berhasilHapusKelompok);
    },
  );

  app.post(
    '/v2/lms/tugas/:id/kelompok/:idKelompok/anggota',
    { config: { aktivitas: 'ubah_kelompok_tugas' }, schema: { tags, summary: 'Tambah atau pindahkan mahasiswa ke kelompok', params: kelompokParams, body: tambahAnggotaBody, response: { 200: envelope(kelompokItem) } } },
    async (request) =>
      ok(await tambahAnggotaKelompok(deps, request.actor, request.params.id, request.params.idKelompok, request.body.id_mahasiswa), PESAN_TUGAS.berhasilTambahAnggota),
  );

  app.delete(
    '/v2/lms/tugas/:id/kelompok/:idKelompok/anggota/:idMahasiswa',
    { config: { aktivitas: 'ubah_kelompok_tugas' }, schema: { tags, summary: "'Hapus Anggota' (bila ketua, anggota pertama yang tersisa menjadi ketua)", params: anggotaParams, response: { 200: envelope(kelompokItem) } } },
    async (request) => {
      const { id, idKelompok, idMahasiswa } = request.params;
      return ok(await hapusAnggotaKelompok(deps, request.actor, id, idKelompok, idMahasiswa), PESAN_TUGAS.berhasilHapusAnggota);
    },
  );

  app.put(
    '/v2/lms/tugas/:id/kelompok/:idKelompok/ketua',
    { config: { aktivitas: 'ubah_kelompok_tugas' }, schema: { tags, summary: "'Jadikan Ketua Kelompok' (anggota lain menjadi anggota)", params: kelompokParams, body: ketuaKelompokBody, response: { 200: envelope(kelompokItem) } } },
    async (request) =>
      ok(await jadikanKetuaKelompok(deps, request.actor, request.params.id, request.params.idKelompok, request.body.id_mahasiswa), PESAN_TUGAS.berhasilJadikanKetua),
  );

  app.put(
    '/v2/lms/tugas/:id/kelompok/:idKelompok/nilai',
    {
      config: { aktivitas: 'nilai_tugas' },
      schema: {
        tags,
        summary: 'Nilai kelompok: nilai dan komentar yang sama untuk setiap anggota (dapat disesuaikan per anggota)',
        params: kelompokParams,
        body: nilaiTugasBody,
        response: { 200: listEnvelope(penilaianItem) },
      },
    },
    async (request) => {
      const items = await setNilaiKelompok(deps, request.actor, request.params.id, request.params.idKelompok, request.body);
      return okList(items, pageMeta(1, items.length, items.length), PESAN_TUGAS.berhasilUpdateNilai);
    },
  );
};

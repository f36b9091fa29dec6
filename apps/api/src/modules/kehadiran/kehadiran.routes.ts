import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_KEHADIRAN,
  aturanQrCode,
  envelope,
  hitungPersentaseBody,
  hitungPersentaseResponse,
  jenisPresensiResponse,
  kehadiranDosenLecturerParams,
  kehadiranDosenParams,
  kehadiranDosenPertemuan,
  kehadiranDosenRowSchema,
  kehadiranDosenUbahParams,
  kehadiranKelasParams,
  kehadiranKelasPertemuanNimParams,
  kehadiranKelasPertemuanParams,
  kehadiranListItem,
  kehadiranListQuery,
  kehadiranMahasiswaParams,
  kehadiranPertemuanParams,
  kehadiranPertemuanResponse,
  kehadiranPesertaDetail,
  kehadiranPesertaRow,
  kelayakanUjianItem,
  listEnvelope,
  pageMeta,
  pengecualianIdParams,
  pengecualianListQuery,
  pengecualianUjianBody,
  pengecualianUjianItem,
  qrCodeToken,
  rekapKehadiranKelas,
  rekapKehadiranQuery,
  scanQrBody,
  scanQrResponse,
  updateKehadiranDosenBody,
  updateKehadiranMahasiswaBody,
  updateKehadiranPertemuanBody,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { jenisPresensiKampus } from '../data-sistem/data-sistem.service';
import { XLSX_MIME, sendReport } from '../storager/send-file';
import { getKehadiranDosen, getKehadiranDosenById, getKehadiranDosenMe, updateKehadiranDosen } from './kehadiran-dosen.service';
import { startHitungPersentase } from './kehadiran-hitung.service';
import { createPengecualian, deletePengecualian, getKelayakanMe, listPengecualian } from './kehadiran-kelayakan.service';
import { kehadiranLaporanRoutes } from './kehadiran-laporan.routes';
import { getKehadiranPertemuan, hitungUlangPertemuan, updateKehadiranMahasiswa, updateKehadiranPertemuan } from './kehadiran-pertemuan.service';
import { getAturanQr, getQrCode, scanQr } from './kehadiran-qr.service';
import { exportRekapKelas, getDetailPeserta, getRekapKelas, listKehadiran } from './kehadiran-rekap.service';

const tags = ['kehadiran'];
const base = '/v2/lms/kehadiran_mahasiswa';

export const kehadiranRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    `${base}/jenis_presensi`,
    { schema: { tags, summary: 'Jenis presensi kampus (izin, sakit) dengan status aktif', response: { 200: envelope(jenisPresensiResponse) } } },
    async (request) => ok(await jenisPresensiKampus(deps.db, request.actor.college.id)),
  );

  app.get(
    `${base}/pertemuan/:idPertemuan`,
    {
      schema: {
        tags,
        summary: 'Kehadiran peserta satu pertemuan, dengan progres dan alasan (detail) tiap mahasiswa; mahasiswa hanya barisnya sendiri',
        params: kehadiranPertemuanParams,
        response: { 200: envelope(kehadiranPertemuanResponse) },
      },
    },
    async (request) => ok(await getKehadiranPertemuan(deps, request.actor, request.params.idPertemuan)),
  );

  app.put(
    `${base}/pertemuan/:idPertemuan`,
    {
      config: { aktivitas: 'ubah_kehadiran_mahasiswa' },
      schema: {
        tags,
        summary: 'Simpan kehadiran (mode ubah): dosen pengajar setelah mulai + menit pengaturan, operator dengan tulis kelas_kuliah setelah mulai',
        params: kehadiranPertemuanParams,
        body: updateKehadiranPertemuanBody,
        response: { 200: envelope(kehadiranPertemuanResponse) },
      },
    },
    async (request) => ok(await updateKehadiranPertemuan(deps, request.actor, request.params.idPertemuan, request.body), PESAN_KEHADIRAN.berhasilUpdate),
  );

  app.put(
    `${base}/pertemuan/:idPertemuan/mahasiswa/:id`,
    {
      config: { aktivitas: 'ubah_kehadiran_mahasiswa' },
      schema: {
        tags,
        summary: 'Ubah kehadiran satu mahasiswa (id = NIM): is_hadir true = H, false = A',
        params: kehadiranMahasiswaParams,
        body: updateKehadiranMahasiswaBody,
        response: { 200: envelope(kehadiranPesertaRow) },
      },
    },
    async (request) =>
      ok(await updateKehadiranMahasiswa(deps, request.actor, request.params.idPertemuan, request.params.id, request.body), PESAN_KEHADIRAN.berhasilUpdate),
  );

  app.post(
    `${base}/pertemuan/:idPertemuan/hitung_ulang`,
    {
      config: { aktivitas: 'hitung_ulang_kehadiran' },
      schema: {
        tags,
        summary: "Update Progres: hitung ulang kehadiran pertemuan online/campuran (LMS:SYSTEM; status manual dosen tetap)",
        params: kehadiranPertemuanParams,
        response: { 200: envelope(kehadiranPertemuanResponse) },
      },
    },
    async (request) => ok(await hitungUlangPertemuan(deps, request.actor, request.params.idPertemuan), PESAN_KEHADIRAN.berhasilHitungUlang),
  );

  app.post(
    `${base}/hitung_persentase`,
    {
      config: { aktivitas: 'hitung_persentase_kehadiran' },
      schema: {
        tags,
        summary: 'Hitung persentase kehadiran sebagai job (satu kelas, atau satu periode untuk operator); progres pada event calc-percentage',
        description: '409 bila proses untuk kelas/periode yang sama masih berjalan.',
        body: hitungPersentaseBody,
        response: { 200: envelope(hitungPersentaseResponse) },
      },
    },
    async (request) => ok(await startHitungPersentase(deps, request.actor, request.body), PESAN_KEHADIRAN.berhasilHitungPersentase),
  );

  app.get(
    `${base}/pertemuan/:idPertemuan/qr_code`,
    {
      schema: {
        tags,
        summary: 'Token QR presensi yang berganti tiap beberapa detik (dosen pengajar, pertemuan offline, QR aktif, pertemuan berlangsung)',
        params: kehadiranPertemuanParams,
        response: { 200: envelope(qrCodeToken) },
      },
    },
    async (request) => ok(await getQrCode(deps, request.actor, request.params.idPertemuan)),
  );

  app.post(
    `${base}/qr_code/scan`,
    {
      config: { aktivitas: 'presensi_qr_code' },
      schema: { tags, summary: 'Presensi dengan memindai QR (mahasiswa peserta); setiap pindaian dicatat', body: scanQrBody, response: { 200: envelope(scanQrResponse) } },
    },
    async (request) => {
      const r = await scanQr(deps, request.actor, request.body.token);
      return ok(r.data, r.pesan);
    },
  );

  app.get(
    '/v0/aturan/qr-code',
    { schema: { tags, summary: 'Pengaturan presensi QR kampus', response: { 200: envelope(aturanQrCode) } } },
    async (request) => ok(await getAturanQr(deps, request.actor)),
  );

  app.get(
    `${base}/kelas_kuliah/:id`,
    {
      schema: {
        tags,
        summary: 'Rekap kehadiran kelas (mahasiswa × pertemuan); mahasiswa hanya barisnya sendiri',
        params: kehadiranKelasParams,
        querystring: rekapKehadiranQuery,
        response: { 200: envelope(rekapKehadiranKelas) },
      },
    },
    async (request) => ok(await getRekapKelas(deps, request.actor, request.params.id, request.query)),
  );

  app.get(
    `${base}/kelas_kuliah/:id/export_excel`,
    { schema: { tags, summary: 'Unduh rekap kehadiran kelas (xlsx): kode presensi, jumlah dan persentase', params: kehadiranKelasParams } },
    async (request, reply) => {
      const { filename, stream } = await exportRekapKelas(deps, request.actor, request.params.id);
      return sendReport(reply, XLSX_MIME, filename, stream);
    },
  );

  app.get(
    `${base}/kelas_kuliah/:id/pertemuan/:idPertemuan/me`,
    {
      schema: { tags, summary: 'Detail kehadiran saya pada satu pertemuan (mahasiswa)', params: kehadiranKelasPertemuanParams, response: { 200: envelope(kehadiranPesertaDetail) } },
    },
    async (request) => ok(await getDetailPeserta(deps, request.actor, request.params.id, request.params.idPertemuan, null)),
  );

  app.get(
    `${base}/kelas_kuliah/:id/pertemuan/:idPertemuan/nim/:nim`,
    {
      schema: {
        tags,
        summary: 'Detail kehadiran satu mahasiswa pada satu pertemuan (mahasiswa hanya dirinya)',
        params: kehadiranKelasPertemuanNimParams,
        response: { 200: envelope(kehadiranPesertaDetail) },
      },
    },
    async (request) => ok(await getDetailPeserta(deps, request.actor, request.params.id, request.params.idPertemuan, request.params.nim)),
  );

  app.get(
    base,
    { schema: { tags, summary: 'Daftar kehadiran (berhalaman) sesuai lingkup kelas; mahasiswa hanya miliknya', querystring: kehadiranListQuery, response: { 200: listEnvelope(kehadiranListItem) } } },
    async (request) => {
      const { items, meta } = await listKehadiran(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.get(
    `${base}/kelayakan_ujian/me`,
    { schema: { tags, summary: 'Kelayakan UAS berdasarkan kehadiran untuk kelas-kelas saya (peringatan dasbor mahasiswa)', response: { 200: listEnvelope(kelayakanUjianItem) } } },
    async (request) => {
      const items = await getKelayakanMe(deps, request.actor);
      return okList(items, pageMeta(1, items.length, items.length));
    },
  );

  app.get(
    `${base}/pengecualian_ujian`,
    { schema: { tags, summary: 'Pengecualian batas kehadiran UAS (operator, baca kelas_kuliah)', querystring: pengecualianListQuery, response: { 200: listEnvelope(pengecualianUjianItem) } } },
    async (request) => {
      const { items, meta } = await listPengecualian(deps, request.actor, request.query);
      return okList(items, meta);
    },
  );

  app.post(
    `${base}/pengecualian_ujian`,
    { config: { aktivitas: 'tambah_pengecualian_ujian' }, schema: { tags, summary: 'Beri pengecualian batas kehadiran UAS (operator, tulis kelas_kuliah; dicatat)', body: pengecualianUjianBody, response: { 200: envelope(pengecualianUjianItem) } } },
    async (request) => ok(await createPengecualian(deps, request.actor, request.body), PESAN_KEHADIRAN.berhasilPengecualian),
  );

  app.delete(
    `${base}/pengecualian_ujian/:id`,
    { config: { aktivitas: 'hapus_pengecualian_ujian' }, schema: { tags, summary: 'Hapus pengecualian batas kehadiran UAS', params: pengecualianIdParams, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (request) => ok(await deletePengecualian(deps, request.actor, request.params.id), PESAN_KEHADIRAN.berhasilHapusPengecualian),
  );

  // Lecturer attendance
  app.get(
    '/v2/lms/kehadiran_dosen/:idPertemuan',
    { schema: { tags, summary: 'Kehadiran pengajar satu pertemuan dengan syarat kampus', params: kehadiranDosenParams, response: { 200: envelope(kehadiranDosenPertemuan) } } },
    async (request) => ok(await getKehadiranDosen(deps, request.actor, request.params.idPertemuan)),
  );

  app.get(
    '/v2/lms/kehadiran_dosen/:idPertemuan/me',
    { schema: { tags, summary: 'Kehadiran saya sebagai pengajar pertemuan ini', params: kehadiranDosenParams, response: { 200: envelope(kehadiranDosenRowSchema) } } },
    async (request) => ok(await getKehadiranDosenMe(deps, request.actor, request.params.idPertemuan)),
  );

  app.get(
    '/v2/lms/kehadiran_dosen/:idPertemuan/:lecturerId',
    { schema: { tags, summary: 'Kehadiran satu pengajar (id_dosen) pada pertemuan ini', params: kehadiranDosenLecturerParams, response: { 200: envelope(kehadiranDosenRowSchema) } } },
    async (request) => ok(await getKehadiranDosenById(deps, request.actor, request.params.idPertemuan, request.params.lecturerId)),
  );

  app.put(
    '/v2/lms/kehadiran_dosen/:idPertemuan/dosen/:id_dosen',
    {
      config: { aktivitas: 'ubah_kehadiran_dosen' },
      schema: {
        tags,
        summary: 'Ubah kehadiran pengajar (operator, tulis kelas_kuliah; setelah pertemuan dimulai); hadir wajib dengan mulai dan selesai kuliah',
        params: kehadiranDosenUbahParams,
        body: updateKehadiranDosenBody,
        response: { 200: envelope(kehadiranDosenRowSchema) },
      },
    },
    async (request) =>
      ok(await updateKehadiranDosen(deps, request.actor, request.params.idPertemuan, request.params.id_dosen, request.body), PESAN_KEHADIRAN.berhasilUbahDosen),
  );

  await app.register(kehadiranLaporanRoutes);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_CHAT,
  chatBelumDibaca,
  chatDibacaBody,
  chatGroup,
  chatGroupBody,
  chatGroupParams,
  chatLampiran,
  chatLampiranParams,
  chatPesan,
  chatPesanBody,
  chatPesanParams,
  chatPesanUpdateBody,
  chatThreadBody,
  chatThreadDetail,
  chatThreadItem,
  chatThreadParams,
  chatThreadQuery,
  envelope,
  storagerFileQuery,
} from '@lms/shared';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import { createChatGroup, createChatThread, getBelumDibaca, getChatGroup, getChatThread, markChatDibaca } from './chat.service';
import { openLampiranChat, uploadLampiranChat } from './chat-lampiran.service';
import { hapusPesan, kirimPesan, ubahPesan } from './chat-pesan.service';
import { dispositionOf, openRanged, rangeHeaderOf, sendStoredFile } from '../storager/send-file';

const tags = ['chat'];
const ANGGOTA = 'Anggota grup (grup kelas: pengajar dan peserta kelas); operator dengan akses baca kelas_kuliah hanya membaca.';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v2/chat/group/:id',
    { schema: { tags, summary: 'Grup chat: anggota, thread, jumlah pesan belum dibaca', description: ANGGOTA, params: chatGroupParams, response: { 200: envelope(chatGroup) } } },
    async (request) => ok(await getChatGroup(deps, request.actor, request.params.id)),
  );

  app.get(
    '/v2/chat/group/:id/belum_dibaca',
    { schema: { tags, summary: 'Jumlah pesan belum dibaca pengguna di grup (indikator tombol chat)', params: chatGroupParams, response: { 200: envelope(chatBelumDibaca) } } },
    async (request) => ok(await getBelumDibaca(deps, request.actor, request.params.id)),
  );

  app.post(
    '/v2/chat/group',
    {
      config: { aktivitas: 'tambah_grup_chat' },
      schema: {
        tags,
        summary: 'Buat grup chat bebas (dosen/mahasiswa) dengan anggota {id, role Mahasiswa|Dosen}; id dibuat server',
        body: chatGroupBody,
        response: { 201: envelope(chatGroup) },
      },
    },
    async (request, reply) => {
      const { group } = await createChatGroup(deps, request.actor, null, request.body);
      return reply.status(201).send(ok(group));
    },
  );

  app.post(
    '/v2/chat/group/:id',
    {
      config: { aktivitas: 'tambah_grup_chat' },
      schema: {
        tags,
        summary: 'Buat grup chat LMS dengan id-nya bila belum ada (komentar ujian/tugas LMS-UJIAN-{id}/LMS-TUGAS-{id}, kelompok tugas)',
        description:
          'Grup yang sudah ada dikembalikan apa adanya (200) kepada pembacanya. Id yang tidak dikenali LMS tidak dapat dibuat (404). ' +
          'Anggota grup LMS ditentukan server (kelas atau kelompok), bukan dari body.',
        params: chatGroupParams,
        body: chatGroupBody,
        response: { 200: envelope(chatGroup), 201: envelope(chatGroup) },
      },
    },
    async (request, reply) => {
      const { group, baru } = await createChatGroup(deps, request.actor, request.params.id, request.body);
      return reply.status(baru ? 201 : 200).send(ok(group));
    },
  );

  app.post(
    '/v2/chat/group/:id/thread',
    {
      config: { aktivitas: 'tambah_thread_chat' },
      schema: {
        tags,
        summary: 'Buat thread di grup (anggota grup daftar; grup kelas: pengajar)',
        params: chatGroupParams,
        body: chatThreadBody,
        response: { 201: envelope(chatThreadItem) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createChatThread(deps, request.actor, request.params.id, request.body))),
  );

  app.get(
    '/v2/chat/group/:id/thread/:threadId',
    {
      schema: {
        tags,
        summary: 'Pesan thread per halaman (cursor sebelum/sesudah id pesan), tiap pesan dengan balasannya',
        description: ANGGOTA,
        params: chatThreadParams,
        querystring: chatThreadQuery,
        response: { 200: envelope(chatThreadDetail) },
      },
    },
    async (request) => ok(await getChatThread(deps, request.actor, request.params.id, request.params.threadId, request.query)),
  );

  app.post(
    '/v2/chat/group/:id/thread/:threadId',
    {
      config: { aktivitas: ['kirim_pesan_chat', 'posting_forum'] },
      schema: {
        tags,
        summary: 'Kirim pesan (atau balasan dengan id_induk) ke thread; hanya anggota, hanya selama thread terbuka',
        description: '422 di luar waktu thread (mis. forum belum dimulai / sudah berakhir).',
        params: chatThreadParams,
        body: chatPesanBody,
        response: { 201: envelope(chatPesan) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await kirimPesan(deps, request.actor, request.params.id, request.params.threadId, request.body), PESAN_CHAT.berhasilKirim)),
  );

  app.put(
    '/v2/chat/group/:id/thread/:threadId/pesan/:idPesan',
    {
      config: { aktivitas: ['ubah_pesan_chat', 'ubah_posting_forum', 'ubah_komentar'] },
      schema: { tags, summary: 'Ubah pesan (penulis, selama thread terbuka)', params: chatPesanParams, body: chatPesanUpdateBody, response: { 200: envelope(chatPesan) } },
    },
    async (request) => {
      const { id, threadId, idPesan } = request.params;
      return ok(await ubahPesan(deps, request.actor, id, threadId, idPesan, request.body), PESAN_CHAT.berhasilUbah);
    },
  );

  app.delete(
    '/v2/chat/group/:id/thread/:threadId/pesan/:idPesan',
    {
      config: { aktivitas: ['hapus_pesan_chat', 'hapus_posting_forum'] },
      schema: {
        tags,
        summary: 'Hapus pesan (penulis selama thread terbuka; pengajar kelas kapan saja)',
        params: chatPesanParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { id, threadId, idPesan } = request.params;
      await hapusPesan(deps, request.actor, id, threadId, idPesan);
      return ok(null, PESAN_CHAT.berhasilHapus);
    },
  );

  app.put(
    '/v2/chat/group/:id/dibaca',
    { schema: { tags, summary: 'Tandai grup sudah dibaca (sampai id_pesan, bawaan: pesan terbaru)', params: chatGroupParams, body: chatDibacaBody, response: { 200: envelope(chatBelumDibaca) } } },
    async (request) => ok(await markChatDibaca(deps, request.actor, request.params.id, request.body?.id_pesan)),
  );

  app.post(
    '/v2/chat/group/:id/lampiran',
    {
      schema: {
        tags,
        summary: 'Unggah lampiran ke grup (multipart: file), lalu kirim id-nya bersama pesan',
        description: '413: melebihi batas ukuran; 415: tipe atau isi file ditolak.',
        consumes: ['multipart/form-data'],
        params: chatGroupParams,
        response: { 201: envelope(chatLampiran) },
      },
    },
    async (request, reply) => {
      const data = await uploadLampiranChat(deps, request.actor, request.params.id, async (target) => {
        const { files } = await readMultipart(request, {
          storage: deps.storage,
          fields: z.object({}),
          files: [{ field: 'file', max: 1 }],
          target: () => target,
          maxFileBytes: target.maxBytes,
        });
        return files[0];
      });
      return reply.status(201).send(ok(data));
    },
  );

  app.get(
    '/v2/chat/group/:id/lampiran/:idFile/:filename',
    {
      schema: {
        tags,
        summary: 'Unduh lampiran chat (pembaca grup; draf hanya pengunggahnya); mendukung header Range',
        params: chatLampiranParams.extend({ filename: z.string().max(512) }),
        querystring: storagerFileQuery,
      },
    },
    async (request, reply) => {
      const { file, stream, range } = await openRanged(reply, openLampiranChat(deps, request.actor, request.params.id, request.params.idFile, rangeHeaderOf(request)));
      return sendStoredFile(reply, { mime: file.mime, size: file.size, name: file.name }, stream, range, dispositionOf(request.query, file.mime));
    },
  );
};

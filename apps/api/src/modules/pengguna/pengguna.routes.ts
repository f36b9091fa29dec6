import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_KUNCI_LOGIN,
  PESAN_PENGGUNA,
  envelope,
  listEnvelope,
  operatorDetail,
  penggunaIdParams,
  penggunaItem,
  penggunaListQuery,
  resetPasswordBody,
  statusPenggunaBody,
  tambahPenggunaBody,
  ubahAksesOperatorBody,
  ubahPenggunaBody,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { resetPasswordPengguna, ubahAksesOperator, ubahStatusPengguna } from './pengguna-akun.service';
import { bukaKunciLogin } from './pengguna-kunci.service';
import { getPengguna, listPenggunaKampus, tambahPengguna, ubahPengguna } from './pengguna.service';

const tags = ['pengguna'];
const BACA = 'Operator dengan akses baca data_master.';
const TULIS = 'Operator dengan akses tulis data_master.';

/** /pengguna: the college's students, lecturers and operators, and the operators' access form (spec 1 §3, §4). */
export const penggunaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deps;

  app.get(
    '/v2/lms/pengguna',
    {
      schema: {
        tags,
        summary: 'Daftar pengguna per peran (mahasiswa, dosen, operator): cari nama/username/email/NIM/NIDN, filter prodi, angkatan, status',
        description: BACA,
        querystring: penggunaListQuery,
        response: { 200: listEnvelope(penggunaItem) },
      },
    },
    async (request) => {
      const r = await listPenggunaKampus(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );

  app.post(
    '/v2/lms/pengguna',
    { config: { aktivitas: 'tambah_pengguna' }, schema: { tags, summary: 'Tambah pengguna (mahasiswa: username = NIM; dosen: username atau NIDN; operator dengan hak akses)', description: TULIS, body: tambahPenggunaBody, response: { 200: envelope(penggunaItem) } } },
    async (request) => ok(await tambahPengguna(deps(), request.actor, request.body), PESAN_PENGGUNA.ditambah),
  );

  app.get(
    '/v2/lms/pengguna/:id',
    { schema: { tags, summary: 'Detail pengguna', description: BACA, params: penggunaIdParams, response: { 200: envelope(penggunaItem) } } },
    async (request) => ok(await getPengguna(deps(), request.actor, request.params.id)),
  );

  app.put(
    '/v2/lms/pengguna/:id',
    {
      config: { aktivitas: 'ubah_pengguna' },
      schema: { tags, summary: 'Ubah data pengguna (role harus sama dengan peran pengguna)', description: TULIS, params: penggunaIdParams, body: ubahPenggunaBody, response: { 200: envelope(penggunaItem) } },
    },
    async (request) => ok(await ubahPengguna(deps(), request.actor, request.params.id, request.body), PESAN_PENGGUNA.diubah),
  );

  app.put(
    '/v2/lms/pengguna/:id/status',
    {
      config: { aktivitas: 'ubah_status_pengguna' },
      schema: {
        tags,
        summary: 'Aktifkan atau nonaktifkan pengguna (sesi pengguna yang dinonaktifkan langsung berakhir; tidak untuk diri sendiri)',
        description: TULIS,
        params: penggunaIdParams,
        body: statusPenggunaBody,
        response: { 200: envelope(penggunaItem) },
      },
    },
    async (request) => {
      const item = await ubahStatusPengguna(deps(), request.actor, request.params.id, request.body.is_active);
      return ok(item, request.body.is_active ? PESAN_PENGGUNA.diaktifkan : PESAN_PENGGUNA.dinonaktifkan);
    },
  );

  app.post(
    '/v2/lms/pengguna/:id/reset_password',
    {
      config: { aktivitas: 'reset_password_pengguna' },
      schema: { tags, summary: 'Reset password pengguna; semua sesi login pengguna itu berakhir', description: TULIS, params: penggunaIdParams, body: resetPasswordBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await resetPasswordPengguna(deps(), request.actor, request.params.id, request.body.password);
      return ok(null, PESAN_PENGGUNA.passwordDireset);
    },
  );

  app.post(
    '/v2/lms/pengguna/:id/buka_kunci_login',
    {
      config: { aktivitas: 'buka_kunci_login' },
      schema: {
        tags,
        summary: 'Buka kunci login pengguna: hapus percobaan login gagalnya dari semua alamat (409 bila tidak sedang dikunci)',
        description: TULIS,
        params: penggunaIdParams,
        response: { 200: envelope(penggunaItem) },
      },
    },
    async (request) => ok(await bukaKunciLogin(deps(), request.actor, request.params.id), PESAN_KUNCI_LOGIN.dibuka),
  );

  app.put(
    '/v1/operator/:id',
    {
      config: { aktivitas: 'ubah_hak_akses' },
      schema: {
        tags: ['operator'],
        summary: 'Simpan form hak akses operator (is_active dan 8 area; bantuan tanpa write; tidak boleh mencabut akses tulis data_master sendiri)',
        description: TULIS,
        params: penggunaIdParams,
        body: ubahAksesOperatorBody,
        response: { 200: envelope(operatorDetail) },
      },
    },
    async (request) => ok(await ubahAksesOperator(deps(), request.actor, request.params.id, request.body), PESAN_PENGGUNA.aksesDisimpan),
  );
};

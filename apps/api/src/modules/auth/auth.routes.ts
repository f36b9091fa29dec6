import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  listEnvelope,
  loginAsAkunItem,
  loginAsAkunQuery,
  loginAsBody,
  loginBody,
  refreshBody,
  tokenData,
  userInfo,
} from '@lms/shared';
import { ok, okList } from '../../lib/envelope';
import { guestOf } from '../../lib/guest';
import { getUserInfo, login, prepareLogin, refresh } from './auth.service';
import { listAkunLoginAs, loginAs } from './login-as.service';


/** Coarse per-IP guard on the login route only; the per-account throttle lives in login_attempts. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });
  prepareLogin();

  app.post(
    '/v2/access_token',
    {
      config: { aktivitas: 'login', tenantOnly: true, rateLimit: { max: app.deps.config.loginRateLimitPerMin, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Login dengan username dan password',
        security: [],
        body: loginBody,
        response: { 200: envelope(tokenData) },
      },
    },
    async (request) => ok(await login(app.deps, guestOf(request), request.body), 'Login berhasil'),
  );

  app.post(
    '/v2/refresh_token',
    {
      config: { tenantOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Tukar refresh token dengan token baru (rotasi; pemakaian ulang mencabut seluruh rantai)',
        security: [],
        body: refreshBody,
        response: { 200: envelope(tokenData) },
      },
    },
    async (request) => ok(await refresh(app.deps, guestOf(request), request.body.refresh_token)),
  );

  app.get(
    '/v2/user_info',
    { schema: { tags: ['auth'], summary: 'Data pengguna yang sedang login', response: { 200: envelope(userInfo) } } },
    async (request) => ok(await getUserInfo(app.deps, request.actor)),
  );

  app.post(
    '/v2/lms/login_as',
    {
      config: { aktivitas: 'login_as' },
      schema: {
        tags: ['auth'],
        summary: 'Login Akun Lain: operator (write kelas_kuliah) membuka sesi sebagai dosen atau mahasiswa',
        body: loginAsBody,
        response: { 200: envelope(tokenData) },
      },
    },
    async (request) => ok(await loginAs(app.deps, request.actor, request.body)),
  );

  app.get(
    '/v2/lms/login_as/akun',
    {
      schema: {
        tags: ['auth'],
        summary: 'Daftar akun dosen dan mahasiswa untuk Login Akun Lain',
        querystring: loginAsAkunQuery,
        response: { 200: listEnvelope(loginAsAkunItem) },
      },
    },
    async (request) => {
      const { items, meta } = await listAkunLoginAs(app.deps, request.actor, request.query);
      return okList(items, meta);
    },
  );
};

import Fastify, { LogController, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createReadCache } from './lib/read-cache';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Actor, Deps } from './deps';
import { createJobsProducer } from './jobs/producer';
import { createSessionRevocations } from './lib/sessions';
import { createTokenService, loadJwtSecret } from './lib/tokens';
import { errorServerOptions, registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { opsServerOptions, registerOps } from './plugins/ops';
import { registerDatabaseAdmission } from './plugins/db-admission';
import { registerAktivitasRute } from './plugins/aktivitas-rute';
import { registerRequestContext } from './plugins/request-context';
import { registerStatic } from './plugins/static';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createResponseSerializerCompiler, serializerModeFromEnv, type SerializerMode } from './plugins/response-serializer';
import { createEventBus, registerEvents } from './plugins/events';
import { createStorage } from './plugins/storage';
import { createBuiltinAcademicSystem } from './modules/akademik/academic-system.builtin';
import { createAudienceResolver } from './modules/events/audience';
import { registerModuleRegistries } from './registries';
// --- modules (register each explicitly below) ---
import { multisiteRoutes } from './modules/multisite/multisite.routes';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { akademikRoutes } from './modules/akademik/akademik.routes';
import { storagerRoutes } from './modules/storager/storager.routes';
import { importMasterRoutes } from './modules/import-master/import-master.routes';
import { kelasRoutes } from './modules/kelas/kelas.routes';
import { pengumumanRoutes } from './modules/pengumuman/pengumuman.routes';
import { bantuanRoutes } from './modules/bantuan/bantuan.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { berandaRoutes } from './modules/beranda/beranda.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { aksesRoutes } from './modules/akses/akses.routes';
import { sistemRoutes } from './modules/sistem/sistem.routes';
import { logAktivitasRoutes } from './modules/log-aktivitas/log-aktivitas.routes';
import { visitorRoutes } from './modules/visitor/visitor.routes';
import { pengaturanRoutes } from './modules/pengaturan/pengaturan.routes';
import { registerEventStreams } from './modules/events/event-streams';
import { eventsRoutes } from './modules/events/events.routes';
import { pertemuanRoutes } from './modules/pertemuan/pertemuan.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { nilaiRoutes } from './modules/nilai/nilai.routes';
import { kalenderRoutes } from './modules/kalender/kalender.routes';
import { bankSoalRoutes } from './modules/bank-soal/bank-soal.routes';
import { pengerjaanRoutes } from './modules/ujian/pengerjaan.routes';
import { penilaianRoutes } from './modules/ujian/penilaian.routes';
import { ujianRoutes } from './modules/ujian/ujian.routes';
import { vidconRoutes } from './modules/vidcon/vidcon.routes';
import { penggunaRoutes } from './modules/pengguna/pengguna.routes';
import { dataSistemRoutes } from './modules/data-sistem/data-sistem.routes';
import { profilPtRoutes } from './modules/profil-pt/profil-pt.routes';
import { mataKuliahRoutes } from './modules/mata-kuliah/mata-kuliah.routes';
import { tugasRoutes } from './modules/tugas/tugas.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { chatKomentarRoutes } from './modules/chat/chat-komentar.routes';
import { forumRoutes } from './modules/forum/forum.routes';
import { materiRoutes } from './modules/materi/materi.routes';
import { kehadiranRoutes } from './modules/kehadiran/kehadiran.routes';
import { bapRoutes } from './modules/bap/bap.routes';

// Indonesian validation messages for every zod schema of the API.
z.config(z.locales.id());

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    /** Who is acting, built once in the request context from the verified token (absent on public routes). */
    actor: Actor;
  }
}

/**
 * One access-log line per request — Fastify's 'request completed' (method, url, status, time) — without the
 * 'incoming request' line before it: logging was ~6% of a light request's CPU.
 */
class CompletedOnlyLog extends LogController {
  override incomingRequest() {}
}

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: boolean | object;
  /** How answers are serialised (plugins/response-serializer.ts); default from the environment. */
  serializer?: SerializerMode;
  /** Tests: record the activity-log rows each write request writes (plugins/aktivitas-rute.ts). */
  amatiAktivitas?: boolean;
};

export async function buildApp({ config, database, logger = false, serializer = serializerModeFromEnv(), amatiAktivitas = false }: BuildOptions): Promise<FastifyInstance> {
  // Grade providers and chat contexts, before any route can read them.
  registerModuleRegistries();
  const app = Fastify({
    ...errorServerOptions,
    ...opsServerOptions,
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new CompletedOnlyLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler(serializer));
  // Before any route: every write route is registered with the activity kinds it declares.
  registerAktivitasRute(app, database, { amati: amatiAktivitas });

  const secret = await loadJwtSecret(database.db, config.jwtSecret);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    tokens: createTokenService(
      secret,
      config.accessTokenTtl,
      createSessionRevocations(database, { tokenTtlS: config.accessTokenTtl, log: app.log }),
    ),
    storage: createStorage(config),
    academic: createBuiltinAcademicSystem(database.db),
    events: createEventBus(database, { log: app.log, resolver: createAudienceResolver(database.db) }),
    jobs: createJobsProducer(database, config.databaseUrl),
    readCache: createReadCache(config.readCacheEntries),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => deps.jobs.close());
  // Ended sessions are known before the first request is served, and follow every process's revocations after.
  await deps.tokens.revocations.start();
  app.addHook('onClose', async () => deps.tokens.revocations.close());

  // Computed once per process (plugins/security-headers.ts), not per request.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Mantine writes CSS variables into a <style> element at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // blob: lets the file viewer preview a PDF fetched with the login headers.
        frameSrc: ["'self'", 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'LMS API', version: '2.0.0', description: 'API LMS perguruan tinggi. Header college-id wajib pada setiap permintaan kecuali yang ditandai publik.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs are public: mark their routes before swagger-ui adds them.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config as object), public: true } as never;
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  // The spec's clients post some forms urlencoded (e.g. POST /v2/authorize/sikad).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerErrorHandler(app);
  registerDatabaseAdmission(app, database);
  registerInputGuard(app);
  registerRequestContext(app);
  registerEvents(app);
  registerEventStreams(app);
  // Health, readiness, metrics and the request id of every answer (plugins/ops.ts).
  await registerOps(app);

  // GETs are never cached (spec 1 §7).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && request.method === 'GET' && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  // --- modules ---
  await app.register(multisiteRoutes, { prefix: '/api' });
  await app.register(oauthRoutes, { prefix: '/api' });
  await app.register(akademikRoutes, { prefix: '/api' });
  await app.register(storagerRoutes, { prefix: '/api' });
  await app.register(importMasterRoutes, { prefix: '/api' });
  await app.register(kelasRoutes, { prefix: '/api' });
  await app.register(pengumumanRoutes, { prefix: '/api' });
  await app.register(bantuanRoutes, { prefix: '/api' });
  await app.register(ssoRoutes, { prefix: '/api' });
  await app.register(berandaRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(aksesRoutes, { prefix: '/api' });
  await app.register(sistemRoutes, { prefix: '/api' });
  await app.register(logAktivitasRoutes, { prefix: '/api' });
  await app.register(visitorRoutes, { prefix: '/api' });
  await app.register(pengaturanRoutes, { prefix: '/api' });
  await app.register(eventsRoutes, { prefix: '/api' });
  await app.register(pertemuanRoutes, { prefix: '/api' });
  await app.register(jobsRoutes, { prefix: '/api' });
  await app.register(nilaiRoutes, { prefix: '/api' });
  await app.register(kalenderRoutes, { prefix: '/api' });
  await app.register(bankSoalRoutes, { prefix: '/api' });
  await app.register(ujianRoutes, { prefix: '/api' });
  await app.register(pengerjaanRoutes, { prefix: '/api' });
  await app.register(penilaianRoutes, { prefix: '/api' });
  await app.register(vidconRoutes, { prefix: '/api' });
  await app.register(penggunaRoutes, { prefix: '/api' });
  await app.register(dataSistemRoutes, { prefix: '/api' });
  await app.register(profilPtRoutes, { prefix: '/api' });
  await app.register(mataKuliahRoutes, { prefix: '/api' });
  await app.register(tugasRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api' });
  await app.register(chatKomentarRoutes, { prefix: '/api' });
  await app.register(forumRoutes, { prefix: '/api' });
  await app.register(materiRoutes, { prefix: '/api' });
  await app.register(kehadiranRoutes, { prefix: '/api' });
  await app.register(bapRoutes, { prefix: '/api' });

  const spa = await registerStatic(app, config.webDist);
  registerNotFound(app, spa);

  return app;
}

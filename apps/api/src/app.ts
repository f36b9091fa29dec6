import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createTokenService, loadJwtSecret, type TokenService } from './lib/tokens';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRequestContext } from './plugins/request-context';
// --- modules (register each explicitly below) ---
import { multisiteRoutes } from './modules/multisite/multisite.routes';

// Indonesian validation messages for every zod schema of the API.
z.config(z.locales.id());

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type BuildOptions = { config: Config; database: Database; logger?: boolean | object };

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await loadJwtSecret(database.db, config.jwtSecret);
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    tokens: createTokenService(secret, config.accessTokenTtl),
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Mantine writes CSS variables into a <style> element at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config as object), public: true } as never;
  });

  // The spec's clients post some forms urlencoded (e.g. POST /v2/authorize/sikad).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerErrorHandler(app);
  registerRequestContext(app);

  // GETs are never cached (spec 1 §7).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && request.method === 'GET' && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  // --- modules ---
  await app.register(multisiteRoutes, { prefix: '/api' });

  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: path.resolve(config.webDist), wildcard: false });
    // SPA fallback: every non-API GET that is not a file gets index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
      return reply.status(404).send({ status: { code: 'not_found', message: `Endpoint ${request.method} ${request.url.split('?')[0]} tidak ditemukan` } });
    });
  }

  return app;
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's content-hashed output: a changed file gets a new name, so browsers may keep these forever. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: always revalidated (ETag / Last-Modified make that a 304). */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Serves the built web app at '/' when `webDist` holds one; returns whether it does (the caller then answers
 * unknown non-API GETs with index.html). The build writes a brotli and a gzip copy next to each text asset, and
 * the one the browser accepts is sent as is: no compression work per request.
 */
export async function registerStatic(app: FastifyInstance, webDist: string | undefined): Promise<boolean> {
  const root = webDist ? path.resolve(webDist) : null;
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', HASHED_ASSET.test(file) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    },
  });
  return true;
}

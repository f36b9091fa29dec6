import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { precompress, pureModuleConstants, routeWeights, scrollAreaMergeRefs } from './build-plugins/delivery';

// npm hoisting leaves two copies of @mantine/core (one beside @mantine/dates): dedupe so every
// Mantine package shares one MantineProvider context.
export const dedupe = ['react', 'react-dom', '@mantine/core', '@mantine/hooks', 'dayjs'];

export const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * React Router's package exports name only its development build (dev warnings on); its production build ships
 * beside it in dist/production, which builds take by alias.
 */
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');

const BERANDA = 'src/features/beranda/pages/beranda-page.tsx';
const KELAS_GRID = 'src/features/kelas/components/kelas-grid.tsx';

/** The shared package (contracts, rules, texts): modules without import-time effects, constants droppable. */
const SHARED_SRC = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/** Web modules without import-time effects (lib/ has some, e.g. server-time.ts subscribing to the live hub). */
const WEB_PURE_SRC = /[\\/]apps[\\/]web[\\/]src[\\/](features|components)[\\/].*\.tsx?$/;

// `npm run dev -w @lms/web` talks to the API of `npm start` (port 3000) unless API_URL says otherwise.
const apiProxy = { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } };

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Only the shared contracts a page uses reach its JavaScript (most are zod schemas): see delivery.ts.
    pureModuleConstants(SHARED_SRC),
    // Keeps the positioning library (floating-ui) out of the startup chunk: see delivery.ts.
    scrollAreaMergeRefs(),
    precompress(),
    // The first visit's JavaScript per page, reported on every build; a page over its budget fails the build under
    // WEB_BUDGET_STRICT=1 (CI). /beranda's first load is the same for every role (role-specific widgets are lazy);
    // the operator's row adds what the operator's widgets download after the first paint.
    routeWeights([
      { route: 'login', page: 'src/features/auth/pages/login-page.tsx' },
      { route: '/beranda', page: BERANDA, maxTransferredKiB: 200, afterPaint: [KELAS_GRID] },
      {
        route: '/beranda operator',
        page: BERANDA,
        maxTransferredKiB: 200,
        afterPaint: [KELAS_GRID, 'src/features/visitor/components/visitor-statistik-card.tsx', 'src/features/bank-soal/components/bank-soal-board.tsx'],
      },
      // A student taking an exam (/ujian/:id/soal). The target is 150 KiB; until it is reached the budget is the last
      // measured figure rounded up, so any growth fails CI (docs/PERFORMANCE.md, Web delivery, fourth round).
      { route: '/ujian/:id/soal', page: 'src/features/ujian/pages/ujian-soal-page.tsx', maxTransferredKiB: 188 },
    ]),
  ],
  // The dev server keeps React Router's development build for its warnings.
  resolve: {
    alias: command === 'build' ? [{ find: '@', replacement: alias['@'] }, { find: /^react-router$/, replacement: reactRouterProduction }] : alias,
    dedupe,
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // A shared module none of whose exports a page uses is not part of it — except the date helpers, whose
      // import extends dayjs (utc, timezone, custom formats) for everyone.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]format[\\/]dates\.ts$/, sideEffects: true },
          { test: SHARED_SRC, sideEffects: false },
          // Features and shared components run nothing at import (CSS aside, which this test leaves out): a page
          // importing one piece through a feature's index.ts does not download the feature's other pieces.
          { test: WEB_PURE_SRC, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Every library the first page needs in one long-cached chunk: one request instead of dozens, and brotli
          // compresses one large file better than many small ones. Libraries only lazy pages use stay with them.
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](?!zod[\\/])/, tags: ['$initial'] }],
        },
      },
    },
  },
}));

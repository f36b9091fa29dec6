import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress, pureModuleConstants, routeWeights } from './build-plugins/delivery';

// npm hoisting leaves two copies of @mantine/core (one beside @mantine/dates): dedupe so every
// Mantine package shares one MantineProvider context.
export const dedupe = ['react', 'react-dom', '@mantine/core', '@mantine/hooks', 'dayjs'];

export const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** The shared package (contracts, rules, texts): modules without import-time effects, constants droppable. */
const SHARED_SRC = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

// `npm run dev -w @lms/web` talks to the API of `npm start` (port 3000) unless API_URL says otherwise.
const apiProxy = { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [
    react(),
    // Only the shared contracts a page uses reach its JavaScript (most are zod schemas): see delivery.ts.
    pureModuleConstants(SHARED_SRC),
    precompress(),
    // The first visit's JavaScript per page, reported on every build (issue budget: /beranda ≤ 250 KiB brotli).
    routeWeights([
      { route: 'login', page: 'src/features/auth/pages/login-page.tsx' },
      { route: '/beranda', page: 'src/features/beranda/pages/beranda-page.tsx', maxTransferredKiB: 250 },
    ]),
  ],
  resolve: { alias, dedupe },
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
});

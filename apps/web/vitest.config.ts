import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias, dedupe } from './vite.config';

export default defineProject({
  plugins: [react()],
  resolve: { alias, dedupe },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Mantine screens in jsdom with user-event take 1-2 s on an idle core and several times that on a busy
    // 2-core runner; the 5 s default made interaction tests fail on load, not on behaviour.
    testTimeout: 20_000,
    // Files share a worker's jsdom and imported modules (React, Mantine) instead of building them again per file:
    // the suite takes a seventh of the time. src/testing/setup.ts clears the module-level state a test can leave.
    isolate: false,
  },
});

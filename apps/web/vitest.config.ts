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
  },
});

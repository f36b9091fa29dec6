import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Vitest's default leaves one core free (one worker on a 2-core runner); the API tests wait on their database
    // half the time, so a worker per core keeps both busy.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});

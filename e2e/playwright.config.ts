import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Browser journeys against the real product (`npm start` on a fresh embedded database), in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Every page state a journey looks at also runs axe-core (1-3 s each on a small machine).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'on',
    trace: 'retain-on-failure',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node support/serve.mjs',
    url: `http://localhost:${PORT}/api/docs/json`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? '/tmp/lms-e2e-data', LOG_LEVEL: 'warn' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

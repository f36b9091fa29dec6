import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/lms-e2e-data';
// One build of the web app per run, shared by both servers (serve.mjs builds it once, under a lock).
const WEB_DIST = `${DATA_DIR}-web`;
const RUN_ID = String(process.pid);

/**
 * The journeys run in two lanes, each against its own product server on its own fresh embedded database, one
 * journey at a time per lane. Journeys of one lane share a database, as they always have; the lanes never touch
 * each other's data, so two journeys run at once without changing what either sees. Long waits (a scheduled
 * announcement's minute, a timer) then overlap with the other lane's work. Files are split by measured duration;
 * a new file goes to lane A unless listed for lane B.
 */
const LANE_B = [
  'kehadiran', 'operator-konfigurasi-log', 'tugas', 'vidcon', 'mahasiswa-dashboard', 'operator-kelas',
  'bantuan-sso', 'read-only-kelas', 'dosen-pertemuan', 'pertemuan-list', 'operator-dashboard', 'kampus2',
  'operator-laporan', 'operator-import', 'login-logout', 'oauth', 'ujian-dosen', 'nilai', 'bap',
].map((f) => `**/${f}.spec.ts`);

const lane = (name: 'a' | 'b', offset: number) => ({
  name: `lane-${name}`,
  workers: 1,
  ...(name === 'b' ? { testMatch: LANE_B } : { testIgnore: LANE_B }),
  use: { baseURL: `http://localhost:${PORT + offset}` },
});

const server = (offset: number, suffix: string) => ({
  command: 'node support/serve.mjs',
  url: `http://localhost:${PORT + offset}/api/docs/json`,
  timeout: 300_000,
  reuseExistingServer: false,
  env: { PORT: String(PORT + offset), E2E_DATA_DIR: `${DATA_DIR}-${suffix}`, E2E_WEB_DIST: WEB_DIST, E2E_RUN_ID: RUN_ID, LOG_LEVEL: 'warn' },
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

/** Browser journeys against the real product (`npm start` on a fresh embedded database), in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Every page state a journey looks at also runs axe-core (1-3 s each on a small machine), and with both lanes busy
  // on a 2-core CI runner a journey has taken 3.5 times as long as alone (the main screens: 1.2 min alone, 4.2 min
  // in CI). The limits are there to stop a hung journey, not to time a slow one.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    screenshot: 'on',
    // Recording a trace costs every journey a screencast and DOM snapshots; CI retries a failed journey once, and
    // that retry records one (locally: `--trace on`).
    trace: 'on-first-retry',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // The browser asks for less motion, which the web client honours: no transition frames to render or wait for.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [lane('a', 0), lane('b', 1)],
  webServer: [server(0, 'a'), server(1, 'b')],
});

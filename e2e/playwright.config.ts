// Browser tests against the real binary: `reach serve` on a fresh data folder
// (SQLite, or a fresh PostgreSQL database with REACH_E2E_DATABASE_URL; mail kept in the
// outbox), driven by Debian's chromium through playwright-core. No browser is downloaded.
import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_LAUNCH, DATA_DIR, DATABASE_URL, PORT, REACH_BIN } from './env';

// REACH_E2E_STATIC=1 serves only the built apps (apps/portal/scripts/serve.mjs,
// no API): enough to check the pages' own rules while the binary is not built.
const staticOnly = process.env.REACH_E2E_STATIC === '1';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // A story signs in one or two people and walks several screens (staff land on the dashboard,
  // which draws its map) on a two-core machine that also runs the server and the database.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: staticOnly ? undefined : './global-setup.ts',
  globalTeardown: staticOnly || !DATABASE_URL ? undefined : './global-teardown.ts',
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: staticOnly
      ? `node ../apps/portal/scripts/serve.mjs --port ${PORT}`
      : `"${REACH_BIN}" serve --addr 127.0.0.1:${PORT} --data-dir "${DATA_DIR}" --no-demo 2>> "${DATA_DIR}/server.log"`,
    url: staticOnly ? BASE_URL : `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The API helpers speak for many clients (tests/helpers.ts): the server believes their
    // X-Forwarded-For from loopback, as it would from a reverse proxy.
    env: { REACH_PUBLIC_URL: BASE_URL, REACH_DEV: '0', REACH_TRUSTED_PROXIES: '127.0.0.1', REACH_DATABASE_URL: DATABASE_URL },
  },
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real server and the built web app, on a fresh PGlite database in a
 * temporary folder. Chromium is Debian's (`apt-get install chromium`); no browser is downloaded.
 */
const port = Number(process.env.AQAR_E2E_PORT ?? 3210);
// Workers re-read this file; the environment carries the one folder the server was started with.
process.env.AQAR_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'aqar-e2e-'));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: the machine is small and often busy with other test suites.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 800 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } } },
  ],
  webServer: {
    command: 'npm run build && node --import tsx server/src/main.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      AQAR_DATA_DIR: process.env.AQAR_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});

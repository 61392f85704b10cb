import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './src/support/browser';

/**
 * End-to-end tests against the production build, served by the same server the run command
 * starts (dist/shell/server/main.js), on its own port, data folder and copy of the remotes
 * manifest, so a test may redeploy a remote without touching dist/remotes.json.
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] || 4310);
const root = `${__dirname}/../..`;

export default defineConfig({
  testDir: './src',
  outputDir: `${root}/tmp/e2e/test-results`,
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS } } }],
  webServer: {
    command: 'bash apps/e2e/serve-e2e.sh',
    cwd: root,
    url: `http://localhost:${E2E_PORT}/en_INT`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      PUBLIC_ORIGIN: `http://localhost:${E2E_PORT}`,
      BRAND_HOSTS: `brabo.localhost=brabo,kempen.localhost=kempen,merel.localhost=merel`,
      TRACKING_HOSTS: 'localhost',
      // Every test's browser and API calls come from 127.0.0.1, and the suite opens more than the
      // 20 accounts an address may register in an hour by default; the limit stays on, only higher.
      REGISTRATIONS_PER_IP_HOUR: '200',
    },
  },
});

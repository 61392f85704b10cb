import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Issue 29, item 1, as the hostile test did it: the built site server started the way a
 * production deployment starts it, on a fresh data folder. The README's demo admin must not
 * sign in; the operator's admin (ADMIN_EMAIL/ADMIN_PASSWORD) does; a start with a known demo
 * password stops before it serves anything.
 */
const root = path.join(__dirname, '../../..');
const PORT = Number(process.env['E2E_PRODUCTION_PORT'] || 4392);
const OPERATOR = { email: 'ops@shop.example', password: 'Tidal-Ledger-Marmot-64' };

function startProduction(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(root, 'tmp', 'production-start-'));
  const child = spawn(process.execPath, ['dist/shell/server/main.js'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async () => {
    const deadline = Date.now() + 150_000;
    while (!output.includes('Shop ready')) {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ready, exited, stop, output: () => output };
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });

test('a production start has no demo admin; the operator\'s admin signs in', async ({ request }) => {
  const server = startProduction({ ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password });
  try {
    await server.ready();
    const login = (email: string, password: string) => request.post(`http://127.0.0.1:${PORT}/b2c/v1/auth/login`, { data: { email, password } });
    for (const password of ['Admin-Demo-2026!', 'Quarry-Lantern-Spoke-81']) expect((await login('admin@example.com', password)).status()).toBe(401);
    for (const password of ['Rider-Demo-2026!', 'Harbour-Saddle-Thistle-37']) expect((await login('rider@example.com', password)).status()).toBe(401);
    const admin = await login(OPERATOR.email, OPERATOR.password);
    expect(admin.status()).toBe(200);
    // The catalogue is still seeded: the shop sells on its first start.
    expect((await request.get(`http://127.0.0.1:${PORT}/b2c/v1/countries/nl_BE`)).status()).toBe(200);
  } finally {
    await server.stop();
  }
});

test('a production start with a demo password refuses to start', async () => {
  const server = startProduction({ ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: 'Admin-Demo-2026!' });
  try {
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Refusing to start: ADMIN_PASSWORD is a demo password printed in the README.');
  } finally {
    await server.stop();
  }
});

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Issue 29, item 1, as the hostile test did it: the built site server started the way a
 * production deployment starts it. On a folder an operator filled with the seed command, the
 * README's demo admin must not sign in; the operator's admin (ADMIN_EMAIL/ADMIN_PASSWORD) does;
 * a start with a known demo password stops before it serves anything. Issue 31: a production
 * start never seeds; an empty database stays empty and the server says how to fill it.
 */
const root = path.join(__dirname, '../../..');
const PORT = Number(process.env['E2E_PRODUCTION_PORT'] || 4392);
const OPERATOR = { email: 'ops@shop.example', password: 'Tidal-Ledger-Marmot-64' };

function startProduction(env: Record<string, string>, { seeded }: { seeded: boolean }) {
  const dataDir = fs.mkdtempSync(path.join(root, 'tmp', 'production-start-'));
  const productionEnv = { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', ...env };
  if (seeded) {
    // What an operator runs for a demo deployment: the seed command, before the start.
    const seed = spawnSync(process.execPath, ['dist/seed/main.js', '--scale', 'test'], { cwd: root, env: productionEnv, encoding: 'utf8', timeout: 150_000 });
    if (seed.status !== 0) throw new Error(`the seed command failed: ${seed.stdout}${seed.stderr}`);
  }
  const child = spawn(process.execPath, ['dist/shell/server/main.js'], { cwd: root, env: productionEnv, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const server = startProduction({ ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password }, { seeded: true });
  try {
    await server.ready();
    const login = (email: string, password: string) => request.post(`http://127.0.0.1:${PORT}/b2c/v1/auth/login`, { data: { email, password } });
    for (const password of ['Admin-Demo-2026!', 'Quarry-Lantern-Spoke-81']) expect((await login('admin@example.com', password)).status()).toBe(401);
    for (const password of ['Rider-Demo-2026!', 'Harbour-Saddle-Thistle-37']) expect((await login('rider@example.com', password)).status()).toBe(401);
    const admin = await login(OPERATOR.email, OPERATOR.password);
    expect(admin.status()).toBe(200);
    // The seed command's catalogue is served: the shop sells on its first start.
    expect((await request.get(`http://127.0.0.1:${PORT}/b2c/v1/countries/nl_BE`)).status()).toBe(200);
    expect(server.output()).not.toContain('holds no shop yet');
  } finally {
    await server.stop();
  }
});

test('a production start with a demo password refuses to start', async () => {
  const server = startProduction({ ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: 'Admin-Demo-2026!' }, { seeded: false });
  try {
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Refusing to start: ADMIN_PASSWORD is a demo password printed in the README.');
  } finally {
    await server.stop();
  }
});

test('a production start never seeds: an empty database is served empty, with a hint for the operator', async ({ request }) => {
  const server = startProduction({ ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password }, { seeded: false });
  try {
    await server.ready();
    expect(server.output()).toContain('The database holds no shop yet: `npm run seed` (or `node dist/seed/main.js`) writes the demo shop.');
    const base = `http://127.0.0.1:${PORT}`;
    // No catalogue, no demo accounts: the API says "not found" (never a 500), the operator still signs in.
    expect((await request.get(`${base}/b2c/v1/countries/nl_BE`)).status()).toBe(404);
    expect((await request.post(`${base}/b2c/v1/auth/login`, { data: { email: 'rider@example.com', password: 'Rider-Demo-2026!' } })).status()).toBe(401);
    expect((await request.post(`${base}/b2c/v1/auth/login`, { data: OPERATOR })).status()).toBe(200);
    // Its pages say so in the visitor's language (503, try again later) instead of failing on a missing brand.
    const home = await request.get(`${base}/nl_BE`, { headers: { accept: 'text/html' } });
    expect(home.status()).toBe(503);
    expect(home.headers()['retry-after']).toBe('30');
    expect(await home.text()).toContain('De winkel is nog niet open');
  } finally {
    await server.stop();
  }
});

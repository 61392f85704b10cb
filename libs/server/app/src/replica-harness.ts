/**
 * Test harness (not exported from index.ts): the API as real server processes on one PostgreSQL,
 * for the specs that prove what must hold across replicas and across a kill -9. It bundles
 * apps/api/src/main.ts once with the repo's own esbuild script, makes a throwaway database on the
 * TEST_DATABASE_URL server, starts processes on loopback ports and puts a small round-robin proxy
 * (node:http) in front of them. Loopback only; every process and the database go at the end.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** Entries bundled beside the API's main.js, as apps/api's build does (worker threads load them from there). */
const WORKER_ENTRIES = ['libs/server/configurator/src/concept-pdf-worker.ts'];

/**
 * Bundles the API alone (as tools/scripts/build-node.mjs does for the build) into a temp folder
 * under the repo's tmp/ (git-ignored), like dist/: the bundle keeps its packages external, and
 * its dynamic import()s (sharp for uploads) resolve them by walking up to node_modules, which
 * NODE_PATH does not do for ES module resolution.
 */
export async function bundleApi(): Promise<{ file: string; seedFile: string; cleanup(): void }> {
  mkdirSync(path.join(REPO_ROOT, 'tmp'), { recursive: true });
  const dir = mkdtempSync(path.join(REPO_ROOT, 'tmp', 'shop-api-'));
  const file = path.join(dir, 'main.js');
  // The API never seeds: the seed command is bundled beside it and run first (seedThrough).
  const seedFile = path.join(dir, 'seed.js');
  const build = (entry: string, out: string) =>
    promisify(execFile)(process.execPath, ['tools/scripts/build-node.mjs', entry, out], { cwd: REPO_ROOT, timeout: 120_000 });
  const workers = WORKER_ENTRIES.filter((entry) => existsSync(path.join(REPO_ROOT, entry)));
  await Promise.all([
    build('apps/api/src/main.ts', file),
    build('tools/seed/src/main.ts', seedFile),
    ...workers.map((entry) => build(entry, path.join(dir, `${path.basename(entry, '.ts')}.js`))),
  ]);
  return { file, seedFile, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Migrates and seeds a database with the bundled seed command, as an operator (or `npm start`) does before a start. */
export async function seedThrough(seedFile: string, env: Record<string, string>, scale = 'test'): Promise<void> {
  await promisify(execFile)(process.execPath, [seedFile, '--scale', scale], {
    cwd: REPO_ROOT,
    timeout: 170_000,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', NODE_PATH: path.join(REPO_ROOT, 'node_modules'), ...env },
  });
}

/** A fresh database on the TEST_DATABASE_URL server, dropped by `drop`. */
export async function throwawayDatabase(serverUrl: string): Promise<{ url: string; pool: Pool; drop(): Promise<void> }> {
  const name = `shop_replicas_${randomBytes(5).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 4 });
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** What the process wrote (for a failing test's message). */
  output(): string;
  /** SIGTERM and wait; SIGKILL is the caller's (kill -9 test). */
  stop(): Promise<void>;
}

/** Starts the bundled API on a loopback port and waits until it answers. */
export async function startApi(bundle: string, env: Record<string, string>, timeoutMs = 120_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1',
      // The bundle keeps its packages external; it lives outside the repo, so say where they are.
      NODE_PATH: path.join(REPO_ROOT, 'node_modules'),
      ...env, PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`API process ended while starting:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`API process did not answer within ${timeoutMs} ms:\n${output}`);
    }
    const status = await request(port, 'GET', '/b2c/v1/countries/en_GB').then((r) => r.status, () => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One HTTP request to a loopback port. */
export function request(port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1', port, method, path: url,
        headers: { ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * A round-robin load balancer in front of the replicas. `x-replica: <index>` on a request pins it
 * to one replica (to replay a call to "the other" one); every answer says which replica gave it.
 */
export async function roundRobinProxy(ports: () => number[]): Promise<{ port: number; close(): Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const targets = ports();
    const pinned = Number(req.headers['x-replica']);
    const index = Number.isInteger(pinned) && pinned >= 0 && pinned < targets.length ? pinned : next++ % targets.length;
    const headers = { ...req.headers };
    delete headers['x-replica'];
    const upstream = http.request({ host: '127.0.0.1', port: targets[index], method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-replica': String(index) });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql, type SQL } from 'drizzle-orm';
import { Pool } from 'pg';
import type { ServerConfig } from './config';
import type { Db } from './context';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The raw driver (PGlite instance or pg Pool), for benchmarks and the odd maintenance query. */
  raw: PGlite | Pool;
}

export interface CreateDatabaseOptions {
  /** PostgreSQL only: put every connection on this schema (tests use one schema per file). */
  searchPath?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
}

/**
 * Opens the shop's database: a real PostgreSQL when `databaseUrl` is set, otherwise embedded
 * PGlite stored under `${dataDir}/pglite` (or in memory when dataDir is ':memory:', for tests).
 */
export async function createDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('[db] idle client error', err.message));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return { db, kind: 'postgres', raw: pool, close: once(() => pool.end()) };
  }
  let client: PGlite;
  if (config.dataDir === ':memory:') {
    client = new PGlite();
  } else {
    const dir = path.resolve(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return { db, kind: 'pglite', raw: client, close: once(() => client.close()) };
}

/** close() may be called by several owners (tests, shutdown hooks); only the first one acts. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/**
 * A folder of the repository that the server reads at run time (migrations, content media):
 * the repo layout seen from the working directory (the built server runs with cwd = repo root,
 * the images copy these folders to the same places), and as a last resort a walk up from this
 * file (jest run from a sub-folder).
 */
export function repoFolder(...segments: string[]): string {
  const rel = path.join(...segments);
  const fromCwd = path.resolve(process.cwd(), rel);
  if (existsSync(fromCwd)) return fromCwd;
  let dir = typeof __dirname === 'string' ? __dirname : process.cwd();
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, rel);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return fromCwd;
}

/** Where the committed drizzle-kit migrations live: MIGRATIONS_DIR, else the repo's folder. */
export function migrationsFolder(): string {
  const override = process.env['MIGRATIONS_DIR'];
  return override ? path.resolve(override) : repoFolder('libs', 'server', 'core', 'migrations');
}

export interface RunMigrationsOptions {
  /**
   * Apply the migrations inside this schema instead of "public" (PostgreSQL test isolation):
   * drizzle-kit qualifies foreign keys with "public", so that qualifier is dropped and the
   * connection's search_path decides where tables go.
   */
  schema?: string;
}

/** Applies the committed drizzle-kit migrations (drizzle's migrator protocol, same journal table). */
export async function runMigrations(db: Db, kind: DatabaseKind, options: RunMigrationsOptions = {}): Promise<void> {
  const folder = migrationsFolder();
  let migrations = readMigrationFiles({ migrationsFolder: folder });
  if (options.schema) {
    migrations = migrations.map((m) => ({ ...m, sql: m.sql.map((s) => s.replaceAll('"public".', '')) }));
  }
  const config = { migrationsFolder: folder, migrationsSchema: options.schema ?? 'drizzle' };
  // The dialect/session pair is what drizzle's own pglite and node-postgres migrators call.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const internal = db as any;
  if (kind !== 'postgres') {
    await internal.dialect.migrate(migrations, internal.session, config);
    return;
  }
  // Several API replicas may start at once: an advisory lock lets one migrate while the
  // others wait, then find nothing left to do.
  const pool = internal.$client as Pool;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await internal.dialect.migrate(migrations, internal.session, config);
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}

const MIGRATION_LOCK_KEY = 72610017;

/**
 * A timestamptz column of a raw `db.execute` row: node-postgres answers a Date, PGlite PostgreSQL
 * text (`2026-01-01 00:00:00+00`), which JavaScript cannot parse as it is.
 */
export function timestampOf(value: Date | string): Date {
  return value instanceof Date ? value : new Date(String(value).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}

/** Rows of `db.execute(sql...)`: both drivers answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Runs a hot read as a named prepared statement on PostgreSQL, so the database plans it once
 * per pooled connection instead of on every call (measured: about 3x less database time for an
 * item view). One name must always carry the same SQL text. On PGlite it is a plain
 * parameterised query.
 */
export async function executePrepared(db: Db, name: string, query: SQL): Promise<unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const internal = db as any;
  const client = internal.$client;
  if (client instanceof Pool) {
    const compiled = internal.dialect.sqlToQuery(query) as { sql: string; params: unknown[] };
    return client.query({ name, text: compiled.sql, values: compiled.params });
  }
  // PGlite: plain parameterised execution. (A PREPARE/EXECUTE path with literals written into
  // the SQL was faster, but raced on first use and put escaping of values in our hands.)
  return db.execute(query);
}



/** A PostgreSQL unique violation (23505), whether the driver error is thrown as is or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Whether the database holds no shop yet (no brand): a fresh data folder or a new PostgreSQL
 * database. The servers only say so (they never seed); `npm run seed -- --if-empty` fills it.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from brands) as seeded`);
  const rows = (result as unknown as { rows: { seeded: boolean }[] }).rows;
  return !rows[0]?.seeded;
}

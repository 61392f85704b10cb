import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { ServerConfig } from './config';
import type { Mailer } from './mailer';

/** Drizzle over either PGlite or node-postgres; both share the pg-core query API. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<any, any, any>;

/** What every domain's routes get: the database, the config and the mailer. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
}

import { createDatabase, runMigrations, type DatabaseKind, type ServerConfig, type ServerContext } from '@bike/server/core';
import { createMailer } from '@bike/server/mail';

export interface RunningContext extends ServerContext {
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** Opens and migrates the database and picks the mailer (SMTP when configured, else the outbox). */
export async function createServerContext(config: ServerConfig): Promise<RunningContext> {
  const handle = await createDatabase(config);
  await runMigrations(handle.db, handle.kind);
  const mailer = createMailer(config, handle.db);
  return { db: handle.db, config, mailer, kind: handle.kind, close: handle.close };
}

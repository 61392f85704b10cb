// Test-only: an in-memory PGlite with this library's tables, created from the drizzle schema
// (the api-core helper's createTestContext runs the real migrations; this keeps the library's
// tests independent of the other libraries' migrations).
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { Db } from '@bike/server/core';
import * as schema from './schema';

export async function createContentTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = new PGlite();
  const db = drizzle(client) as unknown as Db;
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ ...schema }));
  for (const statement of statements) await client.exec(statement);
  return { db, close: () => client.close() };
}

/**
 * The catalogue part of the seed, with no dependency on the other domains, so catalogue tests
 * can seed without the accounts and content libraries.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import { generateSeedData, type SeedData, type SeedScale } from './generate';
import { TABLES, writeSeedData } from './write';

export interface CatalogueSeedResult {
  data: SeedData;
  counts: Record<string, number>;
  ms: { generate: number; write: number };
}

/** Truncates and refills the catalogue tables in one transaction (idempotent, deterministic). */
export async function seedCatalogue(db: Db, scale: SeedScale = 'default'): Promise<CatalogueSeedResult> {
  const t0 = performance.now();
  const data = generateSeedData(scale);
  const t1 = performance.now();
  const counts = await db.transaction(async (tx) => writeSeedData(tx as unknown as Db, data));
  // Fresh statistics so the planner uses the new indexes straight away.
  await db.execute(sql.raw(`ANALYZE ${TABLES.map(([t]) => `"${t}"`).join(', ')}`));
  const t2 = performance.now();
  return { data, counts, ms: { generate: Math.round(t1 - t0), write: Math.round(t2 - t1) } };
}

// Whether a database holds no shop yet: the seed command's --if-empty asks it; it lives in
// server core so that the servers can say so without importing the seed.
export { isDatabaseEmpty } from '@bike/server/core';

/** md5 per catalogue table over its rows in key order: two seeds of one scale give the same sums. */
export async function catalogueChecksums(db: Db): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const [table, columns] of TABLES) {
    const cols = columns.map(([n]) => `"${n}"`).join(', ');
    const result = await db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS sum FROM (SELECT ${cols} FROM "${table}") r`),
    );
    sums[table] = (result as unknown as { rows: { sum: string }[] }).rows[0].sum;
  }
  return sums;
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@bike/server/core';

/** A content configuration entry (spec point 3) as GET /V1/inspirations/{id} answers it. */
export interface InspirationEntry {
  id: number;
  title: string;
  platformId: string;
  configurationDescription: string;
  configurationCode: string;
  featuredImage: { url: string; alt: string; width: number; height: number } | null;
  specifications: { specTitle: string; specContent: string }[];
  postDate: string;
}

/**
 * The entry in the language, English where it has no translation; only entries the content marks
 * showConfiguration. Read straight from the content service's table (content_entries), as its
 * GraphQL `configurations` list does, so the inspiration and the list never disagree.
 */
export async function inspirationEntry(db: Db, id: number, language: string): Promise<InspirationEntry | null> {
  const rows = rowsOf<{ id: number; title: string; data: Record<string, unknown>; post_date: unknown; language: string }>(await db.execute(sql`
    select id, title, data, post_date, language from content_entries
    where type = 'configuration' and id = ${id} and language in (${language}, 'en')
    order by (language = ${language}) desc limit 1`));
  const row = rows[0];
  if (!row || row.data['showConfiguration'] !== true) return null;
  const text = (key: string) => (typeof row.data[key] === 'string' ? (row.data[key] as string) : '');
  return {
    id: row.id,
    title: row.title,
    platformId: text('platformId'),
    configurationDescription: text('configurationDescription'),
    configurationCode: text('configurationCode'),
    featuredImage: (row.data['featuredImage'] as InspirationEntry['featuredImage']) ?? null,
    specifications: Array.isArray(row.data['specifications']) ? (row.data['specifications'] as InspirationEntry['specifications']) : [],
    postDate: new Date(String(row.post_date)).toISOString(),
  };
}

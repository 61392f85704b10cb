import { DEFAULT_BLOG_CATEGORY_IDS } from '@bike/shared/domain/blog';
import type { SearchHit } from '@bike/shared/domain/site-search';
import { readCacheMs, TextSearchIndex, VersionedReadCache, type Db } from '@bike/server/core';
import { brandDisplayName } from '../brand-names';
import { ContentReader } from '../content-reader';
import type { ContentLanguage } from '../languages';

/**
 * News for the site-wide search: the blog articles of the news list's default categories (dealer
 * news opens by address only, so the search leaves it out as the list does), in the language
 * with English where an article has no version, the brand's name in place of its token. One
 * index per (brand, language), kept until the content version moves.
 */
const indexes = new VersionedReadCache<TextSearchIndex<SearchHit>>({
  kinds: ['content'],
  maxEntries: 24,
  ttlMs: readCacheMs(),
  maxSize: 32 * 1024 * 1024,
  sizeOf: (index) => index.bytes,
});

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/<[^>]+>/g, ' ') : '');

async function buildNewsIndex(db: Db, brand: string, language: ContentLanguage): Promise<TextSearchIndex<SearchHit>> {
  const entries = await new ContentReader(db, brandDisplayName(brand)).localised('blogArticle', language);
  const newsCategories = new Set<number>(DEFAULT_BLOG_CATEGORY_IDS);
  const documents = entries
    .filter((entry) => (Array.isArray(entry.data['categoryIds']) ? entry.data['categoryIds'] : []).some((id) => newsCategories.has(Number(id))))
    .sort((a, b) => b.postDate.getTime() - a.postDate.getTime() || b.id - a.id)
    .map((entry) => ({
      value: { kind: 'news' as const, title: entry.title, path: `news/article/${entry.id}`, detail: entry.postDate.toISOString().slice(0, 10), image: null },
      fields: [
        { text: entry.title, weight: 3 },
        { text: text(entry.data['description']), weight: 1 },
      ],
    }));
  return new TextSearchIndex(documents, language);
}

/** News articles matching every word of the term, best first (newest first among equals). */
export async function searchNews(db: Db, brand: string, language: ContentLanguage, term: string, limit: number): Promise<SearchHit[]> {
  const index = await indexes.read(db, `${brand}:${language}`, () => buildNewsIndex(db, brand, language));
  return index.search(term, limit).map((hit) => hit.value);
}

import { and, inArray } from 'drizzle-orm';
import { readCacheMs, TextSearchIndex, VersionedReadCache, type Db, type SearchDocument } from '@bike/server/core';
import { helpArticles, helpFolders, type HelpArticleRow } from '../schema';
import { FALLBACK_LANGUAGE, type ContentLanguage } from '../languages';
import { withoutMarkers } from './brand-markers';
import { htmlToText } from './helpdesk-provider';

/**
 * Help-centre search of the local store: one in-memory index per language (text-search in
 * server core: synonyms, compounds, typos), built from the help tables and kept until the
 * content changes (cache-versions kind "content": the help tables move it). Each article is
 * indexed by its title (weight 3), its folder's name (2: "Retourneren" is where the returns
 * article lives, even if its text says "terugsturen") and its text (1). A language's index
 * also holds the English articles that have no version in it.
 *
 * Before (issue 32) this was PostgreSQL full text (prefix words, snowball stems): it found no
 * synonym, no compound part and no typo, and "Rückgabe" found only the sizing article, the one
 * text that happens to use the word (for the fitting kit's deposit).
 */
export const HELP_SEARCH_LIMIT = 50;

const indexes = new VersionedReadCache<TextSearchIndex<HelpArticleRow>>({
  kinds: ['content'],
  maxEntries: 6,
  ttlMs: readCacheMs(),
  // Six languages of a help centre of some thousand articles stay well under this.
  maxSize: 48 * 1024 * 1024,
  sizeOf: (index) => index.bytes,
});

/** Rows in the language, or in English where the language lacks one (same id). */
export function preferLanguage<T extends { id: number; language: string; position: number }>(rows: T[], language: string): T[] {
  const byId = new Map<number, T>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (!seen || (seen.language !== language && row.language === language)) byId.set(row.id, row);
  }
  return [...byId.values()].sort((a, b) => a.position - b.position || a.id - b.id);
}

async function buildHelpIndex(db: Db, language: ContentLanguage): Promise<TextSearchIndex<HelpArticleRow>> {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  const [articles, folders] = await Promise.all([
    db.select().from(helpArticles).where(inArray(helpArticles.language, languages)),
    db.select({ id: helpFolders.id, language: helpFolders.language, name: helpFolders.name, position: helpFolders.position })
      .from(helpFolders).where(and(inArray(helpFolders.language, languages))),
  ]);
  const folderNames = new Map(preferLanguage(folders, language).map((f) => [f.id, withoutMarkers(f.name)]));
  const documents: SearchDocument<HelpArticleRow>[] = preferLanguage(articles, language).map((article) => ({
    value: article,
    fields: [
      { text: withoutMarkers(article.title), weight: 3 },
      { text: folderNames.get(article.folderId) ?? '', weight: 2 },
      { text: htmlToText(article.description), weight: 1 },
    ],
  }));
  return new TextSearchIndex(documents, language);
}

/** The articles matching every word of the term, best first. */
export async function searchHelpArticles(db: Db, term: string, language: ContentLanguage, limit = HELP_SEARCH_LIMIT): Promise<HelpArticleRow[]> {
  const index = await indexes.read(db, language, () => buildHelpIndex(db, language));
  return index.search(term, limit).map((hit) => hit.value);
}

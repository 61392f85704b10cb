import { and, eq, inArray } from 'drizzle-orm';
import { rowsOf, timestampOf, type Db } from '@bike/server/core';
import { helpArticles, helpCategories, helpFolders } from '../schema';
import { FALLBACK_LANGUAGE, toContentLanguage } from '../languages';
import { helpSearchStatement, searchQueryText } from './help-search';
import { htmlToText, type HelpArticle, type HelpCategory, type HelpFolder, type HelpdeskProvider } from './helpdesk-provider';

/** Rows in the language, or in English where the language lacks one (same id). */
function preferLanguage<T extends { id: number; language: string; position: number }>(rows: T[], language: string): T[] {
  const byId = new Map<number, T>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (!seen || (seen.language !== language && row.language === language)) byId.set(row.id, row);
  }
  return [...byId.values()].sort((a, b) => a.position - b.position || a.id - b.id);
}

interface SearchRow { id: number; language: string; folder_id: number; title: string; description: string; position: number; updated_at: Date | string }

const toId = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);

/** The help centre stored in this database (help_* tables), seeded in six languages. */
export class LocalHelpdeskProvider implements HelpdeskProvider {
  readonly name = 'local';

  constructor(private readonly db: Db) {}

  private languages(language: string) {
    const lang = toContentLanguage(language);
    return { lang, list: lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE] };
  }

  async categories(language: string): Promise<HelpCategory[]> {
    const { lang, list } = this.languages(language);
    const rows = await this.db.select().from(helpCategories).where(inArray(helpCategories.language, list));
    return preferLanguage(rows, lang).map(({ id, name, description }) => ({ id, name, description }));
  }

  async category(id: string, language: string): Promise<HelpCategory | null> {
    const categoryId = toId(id);
    if (categoryId === null) return null;
    const { lang, list } = this.languages(language);
    const rows = await this.db
      .select()
      .from(helpCategories)
      .where(and(eq(helpCategories.id, categoryId), inArray(helpCategories.language, list)));
    const [row] = preferLanguage(rows, lang);
    return row ? { id: row.id, name: row.name, description: row.description } : null;
  }

  async folders(categoryId: string, language: string): Promise<HelpFolder[]> {
    const id = toId(categoryId);
    if (id === null) return [];
    const { lang, list } = this.languages(language);
    const rows = preferLanguage(
      await this.db.select().from(helpFolders).where(and(eq(helpFolders.categoryId, id), inArray(helpFolders.language, list))),
      lang,
    );
    // No article count: it would count articles of other brands that the proxy filters out.
    return rows.map(({ id, categoryId, name, description }) => ({ id, categoryId, name, description }));
  }

  async articles(folderId: string, language: string): Promise<HelpArticle[]> {
    const id = toId(folderId);
    if (id === null) return [];
    const { lang, list } = this.languages(language);
    const rows = await this.db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.folderId, id), inArray(helpArticles.language, list)));
    return this.withCategories(preferLanguage(rows, lang));
  }

  async article(id: string, language: string): Promise<HelpArticle | null> {
    const articleId = toId(id);
    if (articleId === null) return null;
    const { lang, list } = this.languages(language);
    const rows = await this.db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.id, articleId), inArray(helpArticles.language, list)));
    const [article] = await this.withCategories(preferLanguage(rows, lang));
    return article ?? null;
  }

  /** Full-text search in the language's stemming (help-search.ts); title matches rank first. */
  async search(term: string, language: string): Promise<HelpArticle[]> {
    const query = searchQueryText(term);
    if (query === null) return [];
    const rows = rowsOf<SearchRow>(await this.db.execute(helpSearchStatement(query, this.languages(language).lang)));
    return this.withCategories(
      rows.map((r) => ({
        id: Number(r.id), language: r.language, folderId: Number(r.folder_id), title: r.title, description: r.description,
        position: Number(r.position), updatedAt: timestampOf(r.updated_at), search: '',
      })),
    );
  }

  private async withCategories(rows: (typeof helpArticles.$inferSelect)[]): Promise<HelpArticle[]> {
    const folderIds = [...new Set(rows.map((row) => row.folderId))];
    const folders =
      folderIds.length === 0
        ? []
        : await this.db
            .select({ id: helpFolders.id, categoryId: helpFolders.categoryId })
            .from(helpFolders)
            .where(and(inArray(helpFolders.id, folderIds), eq(helpFolders.language, FALLBACK_LANGUAGE)));
    return rows.map((row) => ({
      id: row.id,
      folderId: row.folderId,
      categoryId: folders.find((folder) => folder.id === row.folderId)?.categoryId ?? null,
      title: row.title,
      description: row.description,
      descriptionText: htmlToText(row.description),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
}

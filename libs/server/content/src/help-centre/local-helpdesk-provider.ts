import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import { helpArticles, helpCategories, helpFolders } from '../schema';
import { FALLBACK_LANGUAGE, toContentLanguage } from '../languages';
import { preferLanguage, searchHelpArticles } from './help-search';
import { htmlToText, type HelpArticle, type HelpCategory, type HelpFolder, type HelpdeskProvider } from './helpdesk-provider';

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

  /** The in-memory search of help-search.ts (synonyms, compounds, typos); title and folder matches rank first. */
  async search(term: string, language: string): Promise<HelpArticle[]> {
    return this.withCategories(await searchHelpArticles(this.db, term, this.languages(language).lang));
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

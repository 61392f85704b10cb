/**
 * A help-centre provider: the local store by default, a hosted help desk when configured.
 * The shapes follow the hosted help desks' "solutions" model (categories > folders > articles).
 * Returning null means "no such item"; throwing means the provider failed (logged, empty result).
 */
export interface HelpCategory {
  id: number;
  name: string;
  description: string;
}

export interface HelpFolder {
  id: number;
  categoryId: number;
  name: string;
  description: string;
}

export interface HelpArticle {
  id: number;
  folderId: number;
  categoryId: number | null;
  title: string;
  /** HTML. */
  description: string;
  /** The same text without markup (for previews and search snippets). */
  descriptionText: string;
  updatedAt: string;
}

export interface HelpdeskProvider {
  readonly name: string;
  categories(language: string): Promise<HelpCategory[]>;
  category(id: string, language: string): Promise<HelpCategory | null>;
  folders(categoryId: string, language: string): Promise<HelpFolder[]>;
  articles(folderId: string, language: string): Promise<HelpArticle[]>;
  article(id: string, language: string): Promise<HelpArticle | null>;
  search(term: string, language: string): Promise<HelpArticle[]>;
}

export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim();
}

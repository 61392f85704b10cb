import { htmlToText, type HelpArticle, type HelpCategory, type HelpFolder, type HelpdeskProvider } from './helpdesk-provider';

export interface RemoteHelpdeskOptions {
  /** Base address of the hosted help desk, e.g. https://support.example.com (HELPDESK_URL). */
  baseUrl: string;
  /** API key (HELPDESK_API_KEY), sent as HTTP basic user with password "X". */
  apiKey: string;
  timeoutMs?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

interface RemoteCategory { id: number; name?: string; description?: string | null }
interface RemoteFolder { id: number; name?: string; description?: string | null; category_id?: number; parent_category_id?: number }
interface RemoteArticle {
  id: number;
  title?: string;
  description?: string;
  description_text?: string;
  folder_id?: number;
  category_id?: number;
  updated_at?: string;
}

class RemoteHelpdeskError extends Error {}

/**
 * Adapter for a hosted help desk with the common v2 "solutions" API
 * ({base}/api/v2/solutions/categories/{lang}, .../categories/{id}/{lang}, .../categories/{id}/folders/{lang},
 * .../folders/{id}/articles/{lang}, .../articles/{id}/{lang}, {base}/api/v2/search/solutions?term=&language=).
 * A 404 is "no such item"; every other failure throws and the route logs it and answers empty.
 */
export class RemoteHelpdeskProvider implements HelpdeskProvider {
  readonly name = 'remote';
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: RemoteHelpdeskOptions) {
    this.fetchFn = options.fetch ?? fetch;
  }

  async categories(language: string): Promise<HelpCategory[]> {
    const body = await this.get<RemoteCategory[]>(`/solutions/categories/${language}`);
    return (body ?? []).map(toCategory);
  }

  async category(id: string, language: string): Promise<HelpCategory | null> {
    const body = await this.get<RemoteCategory>(`/solutions/categories/${enc(id)}/${language}`);
    return body ? toCategory(body) : null;
  }

  async folders(categoryId: string, language: string): Promise<HelpFolder[]> {
    const body = await this.get<RemoteFolder[]>(`/solutions/categories/${enc(categoryId)}/folders/${language}`);
    return (body ?? []).map((folder) => ({
      id: folder.id,
      categoryId: folder.category_id ?? folder.parent_category_id ?? Number(categoryId),
      name: folder.name ?? '',
      description: folder.description ?? '',
    }));
  }

  async articles(folderId: string, language: string): Promise<HelpArticle[]> {
    const body = await this.get<RemoteArticle[]>(`/solutions/folders/${enc(folderId)}/articles/${language}`);
    return (body ?? []).map(toArticle);
  }

  async article(id: string, language: string): Promise<HelpArticle | null> {
    const body = await this.get<RemoteArticle>(`/solutions/articles/${enc(id)}/${language}`);
    return body ? toArticle(body) : null;
  }

  async search(term: string, language: string): Promise<HelpArticle[]> {
    const query = new URLSearchParams({ term, language });
    const body = await this.get<RemoteArticle[]>(`/search/solutions?${query}`);
    return (body ?? []).map(toArticle);
  }

  private async get<T>(path: string): Promise<T | null> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/api/v2${path}`;
    const response = await this.fetchFn(url, {
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${this.options.apiKey}:X`).toString('base64')}`,
      },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new RemoteHelpdeskError(`Help desk answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }
}

const enc = (id: string) => encodeURIComponent(id);

const toCategory = (category: RemoteCategory): HelpCategory => ({
  id: category.id,
  name: category.name ?? '',
  description: category.description ?? '',
});

function toArticle(article: RemoteArticle): HelpArticle {
  const description = article.description ?? '';
  return {
    id: article.id,
    folderId: article.folder_id ?? 0,
    categoryId: article.category_id ?? null,
    title: article.title ?? '',
    description,
    descriptionText: article.description_text ?? htmlToText(description),
    updatedAt: article.updated_at ?? new Date(0).toISOString(),
  };
}

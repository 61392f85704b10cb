import { SEARCH_TERM_MIN, type SearchHit, type SearchKind, type SearchScope, type SiteSearchResult } from '@bike/shared/domain/site-search';
import { searchCatalogue } from '@bike/server/catalogue';
import { queryWords, readCacheMs, VersionedReadCache, type Db } from '@bike/server/core';
import type { Language } from '@bike/shared/i18n/locales';
import { isForBrand, withoutMarkers } from '../help-centre/brand-markers';
import type { HelpArticle, HelpdeskProvider } from '../help-centre/helpdesk-provider';
import type { ContentLanguage } from '../languages';
import { searchNews } from './news-search';

/**
 * The site-wide search: the catalogue's bike models and accessories, the help centre (through
 * its provider, so a hosted help desk answers too) and the news, each searched in the page's
 * language and cut to a number per group. Answers are kept per (scope, brand, language, words)
 * until the content or catalogue version moves, so a suggestion typed twice costs a map lookup.
 */
export interface SiteSearchRequest {
  brand: string;
  language: ContentLanguage;
  term: string;
}

/** Hits per group: the results page's, and the suggestions' (ten at most in all). */
export const RESULT_LIMITS: Record<SearchKind, number> = { bike: 12, accessory: 12, help: 10, news: 6 };
export const SUGGESTION_LIMITS: Record<SearchScope, Partial<Record<SearchKind, number>>> = {
  all: { bike: 3, accessory: 2, help: 3, news: 2 },
  help: { help: 6 },
};

const answers = new VersionedReadCache<SiteSearchResult>({ kinds: ['content', 'catalogue'], maxEntries: 5000, ttlMs: readCacheMs(), maxSize: 16 * 1024 * 1024, sizeOf: (r) => JSON.stringify(r).length * 2 });

const empty = (term: string): SiteSearchResult => ({ term, groups: { bike: [], accessory: [], help: [], news: [] } });

const helpHit = (article: HelpArticle): SearchHit => ({
  kind: 'help',
  title: withoutMarkers(article.title),
  path: `support/folders/${article.folderId}/article/${article.id}`,
  detail: article.descriptionText.replace(/\s+/g, ' ').slice(0, 140),
  image: null,
});

export class SiteSearch {
  constructor(private readonly db: Db, private readonly helpdesk: HelpdeskProvider, private readonly onHelpdeskError: (error: unknown) => void) {}

  /** Every group, cut to `limits` (a group the limits leave out is not searched). */
  async search(request: SiteSearchRequest, limits: Partial<Record<SearchKind, number>>): Promise<SiteSearchResult> {
    const words = queryWords(request.term);
    if (words.join('').length < SEARCH_TERM_MIN) return empty(request.term);
    const key = `${Object.entries(limits).map(([k, n]) => `${k}${n}`).join(',')}:${request.brand}:${request.language}:${words.join(' ')}`;
    const found = await answers.read(this.db, key, () => this.load(request, limits));
    return { ...found, term: request.term };
  }

  private async load({ brand, language, term }: SiteSearchRequest, limits: Partial<Record<SearchKind, number>>): Promise<SiteSearchResult> {
    const result = empty(term);
    const wanted = (kind: SearchKind) => (limits[kind] ?? 0) > 0;
    const [catalogue, help, news] = await Promise.all([
      wanted('bike') || wanted('accessory') ? searchCatalogue(this.db, brand, language as Language, term) : Promise.resolve([]),
      wanted('help') ? this.helpArticles(brand, language, term) : Promise.resolve([]),
      wanted('news') ? searchNews(this.db, brand, language, term, limits.news ?? 0) : Promise.resolve([]),
    ]);
    result.groups.bike = catalogue.filter((hit) => hit.kind === 'bike').slice(0, limits.bike ?? 0);
    result.groups.accessory = catalogue.filter((hit) => hit.kind === 'accessory').slice(0, limits.accessory ?? 0);
    result.groups.help = help.slice(0, limits.help ?? 0).map(helpHit);
    result.groups.news = news;
    return result;
  }

  /** A failing help desk leaves its group empty (logged), as the help-centre proxy does. */
  private async helpArticles(brand: string, language: ContentLanguage, term: string): Promise<HelpArticle[]> {
    try {
      return (await this.helpdesk.search(term, language)).filter((article) => isForBrand(article.title, brand));
    } catch (error) {
      this.onHelpdeskError(error);
      return [];
    }
  }
}

/**
 * The site-wide search (issue 32 item 10): one call answers bikes, accessories, help articles and
 * news, grouped; a second, smaller one answers suggestions while the shopper types. Both are GET
 * calls with the term in the query, so the results page and the suggestions can be cached.
 * Without valibot: the header's search box imports this; the schemas are in site-search-schema.ts.
 */
export const SEARCH_KINDS = ['bike', 'accessory', 'help', 'news'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Where suggestions come from: the whole site (the header) or the help centre only. */
export const SEARCH_SCOPES = ['all', 'help'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export const SEARCH_TERM_MAX = 100;
/** Shorter terms answer nothing (a single letter would match half the site). */
export const SEARCH_TERM_MIN = 2;

export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** The page under the locale prefix ("bikes/platform/helix/ARD-HELIX-SL"). */
  path: string;
  /** A second line: the bike's family, the help article's folder or text, the news article's date. */
  detail: string | null;
  image: string | null;
}

export interface SiteSearchResult {
  term: string;
  groups: Record<SearchKind, SearchHit[]>;
}

export interface SearchSuggestions {
  term: string;
  suggestions: SearchHit[];
}

export const SITE_SEARCH_CALL = '/b2c/v1/search';
export const SEARCH_SUGGESTIONS_CALL = '/b2c/v1/search/suggestions';

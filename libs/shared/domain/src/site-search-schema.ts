import * as v from 'valibot';
import { localeCode } from './catalogue-filter';
import { SEARCH_SCOPES, SEARCH_TERM_MAX } from './site-search';

/** The site-wide search's query schemas (server side; the browser imports only site-search.ts). */
const term = v.pipe(
  v.string('term is required'),
  v.trim(),
  v.maxLength(SEARCH_TERM_MAX, `term is too long (at most ${SEARCH_TERM_MAX} characters)`),
);

/** GET /b2c/v1/search?locale=&term= */
export const siteSearchQuerySchema = v.object({ term, locale: v.optional(localeCode) });

/** GET /b2c/v1/search/suggestions?locale=&term=[&scope=all|help] */
export const searchSuggestionsQuerySchema = v.object({
  term,
  locale: v.optional(localeCode),
  scope: v.optional(v.picklist(SEARCH_SCOPES, 'scope is invalid (expected all or help)'), 'all'),
});

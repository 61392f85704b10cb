import { sql, type SQL } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, type ContentLanguage } from '../languages';

/**
 * Help-centre search on PostgreSQL's full-text index (help_articles.search, one stemmed vector
 * per article in its own language). A search word matches the words it begins ("band" finds
 * "bandenspanning"), stemmed like the articles ("fietsen" finds "fiets"), and every word must match.
 */

/** The text-search configuration (snowball stemmer) of each content language. */
export const SEARCH_CONFIG: Record<ContentLanguage, string> = {
  en: 'english', de: 'german', es: 'spanish', fr: 'french', it: 'italian', nl: 'dutch',
};

export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a search term as a tsquery text (`fiets:* & band:*`), or null when it holds none.
 * Only letters and digits pass, so the text never carries tsquery operators of the visitor's own.
 */
export function searchQueryText(term: string): string | null {
  const words = (term.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_SEARCH_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Articles matching the query in the language, plus English articles that have no version in
 * the language (the help centre's English fallback), best match first: title words weigh more.
 */
export function helpSearchStatement(query: string, language: ContentLanguage, limit = 50): SQL {
  const config = SEARCH_CONFIG[language];
  const inLanguage = sql`to_tsquery(${config}::regconfig, ${query})`;
  const inEnglish = sql`to_tsquery(${SEARCH_CONFIG[FALLBACK_LANGUAGE]}::regconfig, ${query})`;
  return sql`
    select a.id, a.language, a.folder_id, a.title, a.description, a.position, a.updated_at,
           ts_rank(a.search, case when a.language = ${language} then ${inLanguage} else ${inEnglish} end) as rank
      from help_articles a
     where (a.language = ${language} and a.search @@ ${inLanguage})
        or (${language} <> ${FALLBACK_LANGUAGE} and a.language = ${FALLBACK_LANGUAGE} and a.search @@ ${inEnglish}
            and not exists (select 1 from help_articles x where x.id = a.id and x.language = ${language}))
     order by rank desc, a.position, a.id
     limit ${limit}`;
}

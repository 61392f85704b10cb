/**
 * Words of a text as the site's search compares them: lower case, accents folded (a shopper
 * types "Ruckgabe" or "Grosse" on a keyboard without umlauts; Swiss German writes "ss" for "ß"),
 * split on anything that is not a letter or digit. Stems are a light suffix strip per language,
 * enough to make plural and singular meet ("fietsen"/"fiets", "Räder"/"Rad", "livraisons"/
 * "livraison"); both sides are stemmed the same way, so the stem only has to be consistent.
 */
export const SEARCH_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

export const MAX_QUERY_WORDS = 8;
export const MAX_WORD_LENGTH = 40;

/** Lower case without accents: "Rückgabe" → "ruckgabe", "Größe" → "grosse", "délai" → "delai". */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o');
}

/** The folded words of a text, in order (repeats kept: they count as term frequency). */
export function wordsOf(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => foldWord(word).slice(0, MAX_WORD_LENGTH)).filter(Boolean);
}

/** The words of what a shopper typed: at most eight, each at most forty characters. */
export function queryWords(term: string): string[] {
  return wordsOf(term).slice(0, MAX_QUERY_WORDS);
}

/** Inflection endings per language, longest first; a stem keeps at least three characters. */
const ENDINGS: Record<SearchLanguage, string[]> = {
  en: ['ies', 's'],
  de: ['ern', 'en', 'er', 'es', 'e', 'n', 's'],
  nl: ['tjes', 'eren', 'en', 's', 'e'],
  fr: ['aux', 'es', 's', 'x', 'e'],
  es: ['es', 's', 'a', 'o'],
  it: ['i', 'e', 'a', 'o'],
};

/**
 * A folded word's stem in the language (the word itself when it is short or a number). Two
 * rounds, so a plural and its singular meet: "fietsen" → "fiets" → "fiet" as "fiets" → "fiet".
 */
export function stemOf(word: string, language: SearchLanguage): string {
  return stripEnding(stripEnding(word, language), language);
}

function stripEnding(word: string, language: SearchLanguage): string {
  if (word.length <= 4 || /^\p{N}+$/u.test(word)) return word;
  for (const ending of ENDINGS[language]) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      const stem = word.slice(0, -ending.length);
      // English "deliveries" → "delivery".
      return language === 'en' && ending === 'ies' ? `${stem}y` : stem;
    }
  }
  return word;
}

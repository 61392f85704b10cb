/** The six content languages; every entry exists in English, the others may lack some. */
export const CONTENT_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: ContentLanguage = 'en';

/**
 * Accepts 'de', 'DE', 'de_AT' or 'de-AT' (callers pass a language or a whole locale) and falls
 * back to English for anything else, so a visitor on an unexpected locale still gets content.
 */
export function toContentLanguage(input: unknown): ContentLanguage {
  if (typeof input !== 'string') return FALLBACK_LANGUAGE;
  const language = input.trim().slice(0, 2).toLowerCase();
  return (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : FALLBACK_LANGUAGE;
}

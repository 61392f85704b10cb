/**
 * Message catalogues: English is bundled, the other languages are separate chunks loaded on
 * demand through dynamic import() (spec point 7: "Language files ... are loaded on demand.
 * English texts are bundled.").
 */
import { en, type MessageKey, type Messages } from './messages/en';
import type { Language } from './locales';

export { en, type MessageKey, type Messages };

/**
 * The placeholder for the brand's display name in English texts. A word no sentence uses,
 * with no ICU syntax in it, so it survives any message and is replaced before formatting.
 */
export const BRAND_TOKEN = '%BRAND%';

/**
 * The brand-name replacement of spec point 9: every `%BRAND%` in the English texts becomes the
 * brand's display name. Only English is rewritten; translations are written brand-neutral
 * (a test holds them to that) and take the name as the {brand} argument where they need it.
 * Returns a new object; the bundled catalogue is never mutated.
 */
export function applyBrandName<T extends Record<string, string>>(messages: T, brandDisplayName: string): T {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    out[key] = text.includes(BRAND_TOKEN) ? text.split(BRAND_TOKEN).join(brandDisplayName) : text;
  }
  return out as T;
}

/**
 * The catalogue of a language. Each import() is a literal path, so bundlers split every
 * language into its own chunk; an unknown language gets English.
 */
export function loadMessages(language: Language | string): Promise<Messages> {
  switch (language) {
    case 'de':
      return import('./messages/de').then((m) => m.de);
    case 'es':
      return import('./messages/es').then((m) => m.es);
    case 'fr':
      return import('./messages/fr').then((m) => m.fr);
    case 'it':
      return import('./messages/it').then((m) => m.it);
    case 'nl':
      return import('./messages/nl').then((m) => m.nl);
    default:
      return Promise.resolve(en);
  }
}

/** The catalogue ready for the provider: loaded, and for English with the brand name in place. */
export async function loadBrandedMessages(language: Language | string, brandDisplayName: string): Promise<Messages> {
  const messages = await loadMessages(language);
  return messages === en ? applyBrandName(en, brandDisplayName) : messages;
}

/**
 * The message key for an API error code (spec point 8): 'codes.BIKE_NOT_FOUND', or the generic
 * "Something went wrong" for a code the catalogue does not know.
 */
export function messageKeyForErrorCode(code: string | null | undefined): MessageKey {
  const key = `codes.${code ?? ''}`;
  return (Object.prototype.hasOwnProperty.call(en, key) ? key : 'error.somethingWrong') as MessageKey;
}

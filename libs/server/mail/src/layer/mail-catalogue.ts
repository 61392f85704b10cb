import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '@bike/shared/i18n/locales';

/**
 * Mail texts live in catalogues per library, like the remotes' texts: a folder `mail-messages`
 * beside the library's mail templates with one file per language (`export const nl = {...}`),
 * react-intl's ICU syntax, the same keys and arguments in all six (mail-catalogues.spec.ts finds
 * every such folder under libs/server and checks it). German says "du", as the site does.
 */
export type MailCatalogue<K extends string = string> = Readonly<Record<Language, Readonly<Record<K, string>>>>;

/** Formats a catalogue's message in the mail's locale; values are plain strings and numbers. */
export type Translate<K extends string = string> = (key: K, values?: Record<string, string | number>) => string;

const formats = new WeakMap<object, Map<string, IntlMessageFormat>>();

/** A translator for one catalogue and locale (BCP 47 tag, e.g. de-CH: numbers in its format). Messages are parsed once. */
export function translator<K extends string>(catalogue: MailCatalogue<K>, language: Language, bcp47: string): Translate<K> {
  const texts = catalogue[language] ?? catalogue.en;
  let cache = formats.get(texts);
  if (!cache) {
    cache = new Map();
    formats.set(texts, cache);
  }
  const known = cache;
  return (key, values) => {
    const cacheKey = `${bcp47}\u0000${key}`;
    let format = known.get(cacheKey);
    if (!format) {
      const message = texts[key];
      if (message === undefined) throw new Error(`mail text ${key} is missing in ${language}`);
      format = new IntlMessageFormat(message, bcp47);
      known.set(cacheKey, format);
    }
    return String(format.format(values));
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@bike/shared/i18n/locales';

/**
 * Catalogue texts in the page's language. The text columns of items and platforms hold English;
 * a `texts` column holds the other languages, `{ nl: { description: '…' }, … }`, and a read
 * takes the language's text where there is one and English where there is not.
 */

/** Item columns a catalogue import translates. */
export const ITEM_TEXT_FIELDS = ['title', 'description', 'paint_des', 'frame_family', 'range', 'vouchertext'] as const;
export type ItemTextField = (typeof ITEM_TEXT_FIELDS)[number];
export type ItemTexts = Partial<Record<Language, Partial<Record<ItemTextField, string>>>>;

export interface PlatformTexts {
  [language: string]: { menu_subtitle?: string; technology?: string[] } | undefined;
}

/** The languages the `texts` column may hold (English lives in the columns). */
export const OTHER_CATALOGUE_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** The language of a locale entry as a catalogue language; anything unknown reads English. */
export function catalogueLanguage(language: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
}

/**
 * `coalesce(alias.texts -> 'nl' ->> 'field', alias.field)`: the column in the language. The
 * alias and field are this module's constants, never request input; the language is a parameter.
 */
export function inLanguage(alias: 'i' | 'pl', field: ItemTextField | 'menu_subtitle', language: Language): SQL {
  return sql`coalesce(${sql.raw(alias)}.texts -> ${language}::text ->> ${sql.raw(`'${field}'`)}, ${sql.raw(`${alias}.${field}`)})`;
}

/** The item's text columns in the language, each under its own name, for a select list. */
export function itemTextColumns(language: Language, fields: readonly ItemTextField[] = ITEM_TEXT_FIELDS): SQL {
  return sql.join(fields.map((field) => sql`${inLanguage('i', field, language)} as ${sql.raw(field)}`), sql`, `);
}

/** A platform's technologies in the language (a JSON list), English where it has none. */
export function platformTechnology(language: Language): SQL {
  return sql`coalesce(pl.texts -> ${language}::text -> 'technology', pl.technology)`;
}

/** The sort key of the shop's "name" order in a language: the title the shopper reads. */
export function nameSortKey(language: Language): SQL {
  return sql`lower(${inLanguage('i', 'title', language)})`;
}

/**
 * An item's titles and designs in the other languages, one text, so a search finds "sokken" or
 * "gitzwart" whatever the page's language (both shop filter engines search it).
 */
export const otherLanguageNames: SQL = sql`coalesce((select string_agg(concat_ws(' ', t.value ->> 'title', t.value ->> 'paint_des'), ' ') from jsonb_each(i.texts) t), '')`;

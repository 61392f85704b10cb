/**
 * Request schemas of the catalogue calls (locale, brand, ids, price list). Apart from the rules in
 * ./catalogue so that a page using a catalogue rule does not carry valibot and these schemas.
 */
import * as v from 'valibot';
import { BRAND_KEYS } from './catalogue';

const MAX_PARAM = 64;

/** /{language}_{COUNTRY}: two lower-case letters, underscore, two or three upper-case letters (INT). */
export const localeCodeSchema = v.pipe(
  v.string('locale must be a text'),
  v.maxLength(8, 'locale is too long'),
  v.regex(/^[a-z]{2}_[A-Z]{2,3}$/, 'locale is invalid (expected e.g. nl_BE)'),
);

export const brandKeySchema = v.picklist(BRAND_KEYS, 'brand is invalid (expected ardenne, brabo, kempen or merel)');

export const languageSchema = v.pipe(v.string('language must be a text'), v.regex(/^[a-z]{2}$/, 'language is invalid'));

export const externalIdSchema = v.pipe(
  v.string('externalId must be a text'),
  v.minLength(1, 'externalId is required'),
  v.maxLength(MAX_PARAM, 'externalId is too long'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'externalId is invalid'),
);

/** The largest id of a database `integer` column (PostgreSQL int4). */
export const DATABASE_ID_MAX = 2147483647;

/** True for a whole number a database id column can hold (1 to DATABASE_ID_MAX). */
export const isDatabaseId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= DATABASE_ID_MAX;

/**
 * A database id from text (a path segment, a GraphQL ID): digits only, within int4; null for
 * anything else, so "2147483648" finds nothing instead of failing in the database.
 */
export function databaseIdOf(text: unknown): number | null {
  if (typeof text === 'number') return isDatabaseId(text) ? text : null;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isDatabaseId(id) ? id : null;
}

/** Internal numeric item id as it arrives in a path: digits only, within a 32-bit integer. */
export const itemIdSchema = v.pipe(
  v.string('id must be a text'),
  v.maxLength(10, 'id is invalid'),
  v.regex(/^[1-9][0-9]*$/, 'id is invalid'),
  v.transform(Number),
  v.maxValue(DATABASE_ID_MAX, 'id is invalid'),
);

export const localeQuerySchema = v.object({ locale: localeCodeSchema });
export const countriesQuerySchema = v.object({ brand: v.optional(brandKeySchema) });
export const familiesQuerySchema = v.object({ locale: localeCodeSchema, brand: v.optional(brandKeySchema) });
export const attributeTranslationsQuerySchema = v.object({ language: v.optional(languageSchema) });

/** GET /b2c/v1/pricelists/{externalId}?locale=[&voucher=]: an optional voucher prices the item with a discount code. */
export const pricelistQuerySchema = v.object({
  locale: localeCodeSchema,
  voucher: v.optional(
    v.pipe(v.string('voucher must be a text'), v.trim(), v.maxLength(40, 'voucher is too long'), v.regex(/^[A-Za-z0-9_-]*$/, 'voucher is invalid'), v.toUpperCase()),
  ),
});

/**
 * Writes generated rows fast on both drivers: one `INSERT ... SELECT FROM unnest($1::type[], ...)`
 * per chunk, so a statement carries one array parameter per column however many rows it holds.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import type { Row, SeedData } from './generate';

type Columns = [name: string, pgType: string][];

/** Column order and types per table, in insertion order (parents before children). */
export const TABLES: [keyof SeedData, Columns][] = [
  ['brands', [['key', 'text'], ['name', 'text'], ['position', 'int']]],
  ['locales', [
    ['code', 'text'], ['iso', 'text'], ['language', 'text'], ['backend_code', 'text'], ['countrycode', 'text'], ['currency', 'text'],
    ['vat', 'float8'], ['intracommunity', 'bool'], ['deliverymethods', 'jsonb'], ['checkout_bikes', 'bool'], ['checkout_accessories', 'bool'],
    ['allow_discount_checkout', 'bool'], ['dealers', 'bool'], ['accessories', 'bool'], ['payment_methods', 'jsonb'], ['voucher', 'text'],
    ['brands', 'jsonb'], ['position', 'int'],
  ]],
  ['families', [
    ['code', 'text'], ['brand', 'text'], ['kind', 'text'], ['category', 'text'], ['title', 'text'], ['frameplatformdetails', 'jsonb'],
    ['range_codes', 'jsonb'], ['position', 'int'],
  ]],
  ['platforms', [
    ['code', 'text'], ['family_code', 'text'], ['brand', 'text'], ['model', 'text'], ['title', 'text'], ['technology', 'jsonb'],
    ['archived', 'bool'], ['enddate_new_label', 'timestamptz'], ['menu_subtitle', 'text'], ['has_customizer', 'bool'], ['position', 'int'],
    ['texts', 'jsonb'], ['expected_date', 'timestamptz'],
  ]],
  ['items', [
    ['id', 'int'], ['externalid', 'text'], ['title', 'text'], ['description', 'text'], ['category', 'text'], ['familycode', 'text'],
    ['brandkey', 'text'], ['range', 'text'], ['range_code', 'text'], ['frame_family', 'text'], ['itemtype', 'text'], ['platform_code', 'text'],
    ['groupset', 'text'], ['groupset_code', 'text'], ['paint_des', 'text'], ['size', 'text'], ['image', 'text'], ['attributes', 'jsonb'],
    ['voucherbannerimage', 'text'], ['vouchertext', 'text'], ['vouchercountry', 'text'], ['navisioncampaign', 'jsonb'], ['priority', 'int'],
    ['created_at', 'timestamptz'], ['texts', 'jsonb'],
  ]],
  ['item_sizes', [['id', 'int'], ['item_id', 'int'], ['size', 'text'], ['externalid', 'text'], ['position', 'int']]],
  ['prices', [['item_id', 'int'], ['currency', 'text'], ['msrp_cents', 'int8'], ['oldmsrp_cents', 'int8']]],
  ['attributes', [['code', 'text'], ['priority', 'int']]],
  ['attribute_translations', [['attribute_code', 'text'], ['value', 'text'], ['language', 'text'], ['label', 'text']]],
  ['item_relations', [['item_id', 'int'], ['related_item_id', 'int'], ['kind', 'text'], ['position', 'int']]],
  ['dealers', [
    ['id', 'int'], ['cusid', 'text'], ['extid', 'text'], ['name', 'text'], ['type', 'text'], ['country', 'text'], ['lat', 'float8'],
    ['lng', 'float8'], ['street', 'text'], ['number', 'text'], ['postal_code', 'text'], ['city', 'text'], ['phone', 'text'], ['email', 'text'],
    ['website', 'text'], ['brands', 'jsonb'], ['active', 'bool'], ['slug', 'text'], ['opening_hours', 'jsonb'], ['services', 'jsonb'],
  ]],
  ['stock', [['id', 'int'], ['item_id', 'int'], ['size_id', 'int'], ['dealer_id', 'int'], ['qty', 'int'], ['workdays', 'int'], ['distance', 'int']]],
  ['discounts', [
    ['code', 'text'], ['active', 'bool'], ['categories', 'jsonb'], ['item_patterns', 'jsonb'], ['brands', 'jsonb'], ['families', 'jsonb'],
    ['ranges', 'jsonb'], ['cumulative', 'bool'], ['currency', 'text'], ['value', 'int'], ['free_shipping', 'bool'], ['employee', 'bool'],
    ['allow_discount_checkout', 'bool'], ['sites', 'jsonb'], ['description', 'text'], ['allowed_emails', 'jsonb'], ['allowed_domains', 'jsonb'],
  ]],
  ['customizer_parts', [
    ['code', 'text'], ['slot', 'text'], ['drawing', 'text'], ['name', 'text'], ['texts', 'jsonb'], ['categories', 'jsonb'], ['prices', 'jsonb'],
    ['standard', 'bool'], ['stock_qty', 'int'], ['restock_workdays', 'int'], ['position', 'int'],
  ]],
];

/** Tables with a serial id that the seed fills with explicit ids; their sequences are moved past them. */
const SERIAL_TABLES = ['families', 'platforms', 'items', 'item_sizes', 'dealers', 'stock'];

const CHUNK = 10000;

export async function truncateCatalogue(db: Db): Promise<void> {
  const names = TABLES.map(([t]) => `"${t}"`).reverse().join(', ');
  // CASCADE: rows of other domains that point at the catalogue (orders, stock requests) go too,
  // which is what re-seeding means.
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}

export async function insertRows(db: Db, table: string, columns: Columns, rows: Row[]): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += CHUNK) {
    const chunk = rows.slice(offset, offset + CHUNK);
    const arrays: SQL[] = columns.map(([name, type]) => {
      const values = chunk.map((r) => {
        const v = r[name];
        if (v === undefined || v === null) return null;
        return type === 'jsonb' ? JSON.stringify(v) : v;
      });
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    });
    const columnList = sql.raw(columns.map(([n]) => `"${n}"`).join(', '));
    await db.execute(sql`INSERT INTO ${sql.identifier(table)} (${columnList}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
  }
}

export async function writeSeedData(db: Db, data: SeedData): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await truncateCatalogue(db);
  for (const [table, columns] of TABLES) {
    await insertRows(db, table, columns, data[table]);
    counts[table] = data[table].length;
  }
  for (const t of SERIAL_TABLES) {
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "${t}"), false)`));
  }
  return counts;
}

import { readCacheMs, VersionedReadCache, type Db } from '@bike/server/core';
import { itemByExternalId, itemById, relatedItems, type ItemLookup, type PricedItem, type RelatedItem } from './item-query';

/**
 * The item views the shop reads on every detail page (the item, its relations), kept per
 * database until the catalogue or the stock changes (an item carries its stock summary) and at
 * most READ_CACHE_MS. A server-rendered detail page asked the item three times (the item, then
 * again for its relations and its stock); now once per process until something changes.
 * An explicitly asked discount code (price lists with ?voucher=) is never cached: its answer
 * must follow the code's own checks on every call. Orders and the cart price from the database.
 */
const ttlMs = readCacheMs();
const itemCache = new VersionedReadCache<PricedItem | null>({ kinds: ['catalogue', 'stock'], maxEntries: 5000, ttlMs });
const relatedCache = new VersionedReadCache<RelatedItem[]>({ kinds: ['catalogue', 'stock'], maxEntries: 2000, ttlMs });

const keyOf = (...parts: (string | number)[]) => parts.join('\u0000');

export function cachedItemByExternalId(db: Db, externalid: string, lookup: ItemLookup): Promise<PricedItem | null> {
  if (lookup.voucher) return itemByExternalId(db, externalid, lookup);
  return itemCache.read(db, keyOf('x', externalid, lookup.locale.code, lookup.brand), () => itemByExternalId(db, externalid, lookup));
}

export function cachedItemById(db: Db, id: number, lookup: ItemLookup): Promise<PricedItem | null> {
  if (lookup.voucher) return itemById(db, id, lookup);
  return itemCache.read(db, keyOf('i', id, lookup.locale.code, lookup.brand), () => itemById(db, id, lookup));
}

export function cachedRelatedItems(db: Db, itemId: number, lookup: ItemLookup): Promise<RelatedItem[]> {
  if (lookup.voucher) return relatedItems(db, itemId, lookup);
  return relatedCache.read(db, keyOf(itemId, lookup.locale.code, lookup.brand), () => relatedItems(db, itemId, lookup));
}

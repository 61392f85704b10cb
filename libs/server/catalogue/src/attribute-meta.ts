import { sql } from 'drizzle-orm';
import { onCacheVersionChange, rowsOf, syncCacheVersions, type Db } from '@bike/server/core';
import type { ItemTexts } from './catalogue-texts';

/**
 * The filter attributes (code, priority) and their labels in every language. A few hundred
 * rows that change only with a catalogue import, read by every filter call to name facets, so
 * they are kept per database for a minute (like the locale table).
 */
const TTL_MS = 60_000;

export interface AttributeMeta {
  at: number;
  attributes: { code: string; priority: number }[];
  codes: Set<string>;
  /** `${language}\u0000${code}\u0000${value}` → label; value '' is the attribute's own label. */
  labels: Map<string, string>;
  /**
   * Names the catalogue itself gives values that have no translation: a bike family's title
   * (family), a platform's or an accessory's (modelcode), a brand's (item_brand):
   * `${language}\u0000${code}\u0000${value}` → name, language '' for the English name.
   */
  names: Map<string, string>;
}

const cache = new WeakMap<Db, AttributeMeta>();
const filling = new WeakMap<Db, Promise<AttributeMeta>>();

async function load(db: Db): Promise<AttributeMeta> {
  const [attributes, translations, names, accessories] = await Promise.all([
    db.execute(sql`select code, priority from attributes order by code`),
    db.execute(sql`select attribute_code, value, language, label from attribute_translations`),
    db.execute(sql`
      select 'family' as code, code as value, title as name from families
      union all select 'modelcode', code, title from platforms
      union all select 'item_brand', key, name from brands`),
    // An accessory is its own model (modelcode is its external id): it is named by its title.
    db.execute(sql`select externalid as value, title as name, texts from items where itemtype = 'accessory'`),
  ]);
  const list = rowsOf<{ code: string; priority: number }>(attributes).map((a) => ({ code: a.code, priority: Number(a.priority) }));
  const labels = new Map<string, string>();
  for (const t of rowsOf<{ attribute_code: string; value: string; language: string; label: string }>(translations)) {
    labels.set(`${t.language}\u0000${t.attribute_code}\u0000${t.value}`, t.label);
  }
  const named = new Map(rowsOf<{ code: string; value: string; name: string }>(names).map((n) => [`\u0000${n.code}\u0000${n.value}`, n.name]));
  for (const a of rowsOf<{ value: string; name: string; texts: ItemTexts | string | null }>(accessories)) {
    named.set(`\u0000modelcode\u0000${a.value}`, a.name);
    const texts = (typeof a.texts === 'string' ? JSON.parse(a.texts) : a.texts ?? {}) as ItemTexts;
    for (const [language, t] of Object.entries(texts)) if (t?.title) named.set(`${language}\u0000modelcode\u0000${a.value}`, t.title);
  }
  return { at: Date.now(), attributes: list, codes: new Set(list.map((a) => a.code)), labels, names: named };
}

export async function attributeMeta(db: Db): Promise<AttributeMeta> {
  await syncCacheVersions(db);
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
  let pending = filling.get(db);
  if (!pending) {
    pending = load(db).finally(() => filling.delete(db));
    filling.set(db, pending);
  }
  const fresh = await pending;
  cache.set(db, fresh);
  return fresh;
}

export function clearAttributeMetaCache(db: Db): void {
  cache.delete(db);
}

// A changed catalogue (on any replica, or by SQL) drops the copy at once (cache-versions in server core).
onCacheVersionChange('catalogue', clearAttributeMetaCache);

/** A label in the language, else English, else the catalogue's own name of the value (undefined: none). */
export function labelOf(meta: AttributeMeta, language: string, code: string, value = ''): string | undefined {
  return (
    meta.labels.get(`${language}\u0000${code}\u0000${value}`) ??
    meta.labels.get(`en\u0000${code}\u0000${value}`) ??
    (value ? meta.names.get(`${language}\u0000${code}\u0000${value}`) ?? meta.names.get(`\u0000${code}\u0000${value}`) : undefined)
  );
}

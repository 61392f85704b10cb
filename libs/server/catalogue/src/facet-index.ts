import type { Language } from '@bike/shared/i18n/locales';
import {
  andInto, bitPositions, countIn, emptyBitset, fullBitset, hasBit, popcount, toValueSet, unionOf, valueSetBytes,
  type Bitset, type ValueSet,
} from './bitset';

/**
 * One brand's catalogue as an in-memory facet index (pure: built from rows, no database), so a
 * shop filter call filters, counts facets, sorts and pages without scanning the items table:
 * filtering is an AND of OR'ed value sets, a disjunctive facet count is |value ∩ mask without
 * that facet|, and a page is the first matches along a precomputed sort order.
 *
 * Semantics follow the SQL it replaces (shop-filter-sql.ts, kept as the tests' reference):
 * an attribute holds `attributes ->> code` split on '|' (an empty text holds no value), search
 * words match title, family, design, groupset or external id case-insensitively, and the sort
 * orders of name, newest and relevance are ranked by the database itself when the index is
 * built (`order by lower(title)` follows the database collation, not JavaScript's).
 */

/** One item as the index loader reads it, rows in ascending id order. */
export interface IndexRow {
  id: number;
  title: string;
  itemtype: string;
  category: string;
  familycode: string;
  platform_code: string | null;
  paint_des: string | null;
  groupset: string | null;
  externalid: string;
  /** The jsonb attributes, parsed or as text. */
  attributes: Record<string, unknown> | string;
  /** 1-based ranks of the brand's items in each sort order, computed by the database. */
  relevance_rank: number;
  name_rank: number;
  newest_rank: number;
  /** The "name" rank in each other language (by the title in that language), parsed or as JSON text. */
  name_ranks?: Partial<Record<Language, number>> | string;
  /** Titles and designs in the other languages, searched like the English ones. */
  other_names?: string;
}

export type IndexSort = 'relevance' | 'name' | 'newest';

export interface FacetIndex {
  n: number;
  /** Item ids by position, ascending (position order is id order). */
  ids: Int32Array;
  /** attribute code → value → items. */
  attributes: Map<string, Map<string, ValueSet>>;
  category: Map<string, ValueSet>;
  platform: Map<string, ValueSet>;
  accessories: ValueSet;
  /** Groupset attribute value → the smallest groupset name of its items (the facet label fallback). */
  groupsetNames: Map<string, string>;
  /** Lower-cased search texts: the title, and family/design/groupset/external id joined by '\n'. */
  titles: string[];
  texts: string[];
  /** Positions in each sort order ("name" by the English title). */
  order: Record<IndexSort, Uint32Array>;
  /** Positions by the title in another language, where the loader ranked them. */
  nameOrders: Partial<Record<Language, Uint32Array>>;
  /** Approximate bytes held (typed arrays exactly, strings at 2 bytes a character plus overhead). */
  bytes: number;
}

/** `attributes ->> code` as PostgreSQL prints it (strings as is, JSON null is no value). */
function attributeText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `string_to_array(text, '|')`: an empty text is no value at all. */
export const splitValues = (text: string): string[] => (text === '' ? [] : text.split('|'));

function pushTo(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== position) list.push(position);
  } else map.set(key, [position]);
}

function toSets(map: Map<string, number[]>, n: number): Map<string, ValueSet> {
  const sets = new Map<string, ValueSet>();
  for (const [key, positions] of map) sets.set(key, toValueSet(positions, n));
  return sets;
}

function languageNameOrders(rows: readonly IndexRow[]): Partial<Record<Language, Uint32Array>> {
  const ranks = rows.map((r) => (typeof r.name_ranks === 'string' ? (JSON.parse(r.name_ranks) as Partial<Record<Language, number>>) : r.name_ranks ?? {}));
  const languages = new Set(ranks.flatMap((r) => Object.keys(r) as Language[]));
  return Object.fromEntries([...languages].map((language) => [language, rankOrder(rows, (_, k) => ranks[k][language] ?? rows[k].name_rank)]));
}

function rankOrder(rows: readonly IndexRow[], rank: (row: IndexRow, position: number) => number): Uint32Array {
  const order = new Uint32Array(rows.length);
  const byRank = rows.map((row, position) => ({ position, rank: Number(rank(row, position)) }));
  byRank.sort((a, b) => a.rank - b.rank || a.position - b.position);
  byRank.forEach((entry, k) => (order[k] = entry.position));
  return order;
}

export function buildFacetIndex(rows: readonly IndexRow[]): FacetIndex {
  const n = rows.length;
  const ids = new Int32Array(n);
  const attributeLists = new Map<string, Map<string, number[]>>();
  const categoryLists = new Map<string, number[]>();
  const platformLists = new Map<string, number[]>();
  const accessoryList: number[] = [];
  const groupsetNames = new Map<string, string>();
  const titles: string[] = new Array(n);
  const texts: string[] = new Array(n);
  let textChars = 0;

  rows.forEach((row, position) => {
    ids[position] = Number(row.id);
    if (position > 0 && ids[position] <= ids[position - 1]) throw new Error('facet index rows must be in ascending id order');
    const attributes = typeof row.attributes === 'string' ? (JSON.parse(row.attributes) as Record<string, unknown>) : row.attributes;
    for (const [code, raw] of Object.entries(attributes ?? {})) {
      const text = attributeText(raw);
      if (text === null) continue;
      let lists = attributeLists.get(code);
      if (!lists) attributeLists.set(code, (lists = new Map()));
      for (const value of splitValues(text)) {
        pushTo(lists, value, position);
        if (code === 'groupset' && row.groupset !== null) {
          const known = groupsetNames.get(value);
          if (known === undefined || row.groupset < known) groupsetNames.set(value, row.groupset);
        }
      }
    }
    pushTo(categoryLists, row.category, position);
    if (row.platform_code !== null) pushTo(platformLists, row.platform_code, position);
    if (row.itemtype === 'accessory') accessoryList.push(position);
    titles[position] = row.title.toLowerCase();
    texts[position] = [row.familycode, row.paint_des ?? '', row.groupset ?? '', row.externalid, row.other_names ?? ''].join('\n').toLowerCase();
    textChars += titles[position].length + texts[position].length;
  });

  const attributes = new Map<string, Map<string, ValueSet>>();
  for (const [code, lists] of attributeLists) attributes.set(code, toSets(lists, n));
  const index: FacetIndex = {
    n,
    ids,
    attributes,
    category: toSets(categoryLists, n),
    platform: toSets(platformLists, n),
    accessories: toValueSet(accessoryList, n),
    groupsetNames,
    titles,
    texts,
    order: {
      relevance: rankOrder(rows, (r) => r.relevance_rank),
      name: rankOrder(rows, (r) => r.name_rank),
      newest: rankOrder(rows, (r) => r.newest_rank),
    },
    nameOrders: languageNameOrders(rows),
    bytes: 0,
  };
  let bytes = ids.byteLength + index.order.relevance.byteLength * (3 + Object.keys(index.nameOrders).length) + valueSetBytes(index.accessories) + textChars * 2 + n * 2 * 32;
  for (const sets of [...attributes.values(), index.category, index.platform]) {
    for (const [value, set] of sets) bytes += valueSetBytes(set) + value.length * 2 + 64;
  }
  index.bytes = bytes;
  return index;
}

/** Position of an item id, or -1. */
export function positionOf(index: FacetIndex, id: number): number {
  let lo = 0;
  let hi = index.n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = index.ids[mid];
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The items among the given ids (ids outside the brand are ignored). */
export function bitsOfIds(index: FacetIndex, ids: Iterable<number>): Bitset {
  const bits = emptyBitset(index.n);
  for (const id of ids) {
    const position = positionOf(index, Number(id));
    if (position >= 0) bits[position >>> 5] |= 1 << (position & 31);
  }
  return bits;
}

export interface IndexFilter {
  scope?: 'all' | 'accessories';
  category?: readonly string[];
  platform?: readonly string[];
  /** Items with factory stock, when the call filters on it. */
  factoryStock?: Bitset | null;
  /** Search words (as typed; matched case-insensitively). */
  words: readonly string[];
  /** Attribute groups [code, values]: OR within a group, AND between groups. */
  groups: readonly (readonly [string, readonly string[]])[];
}

/** Every filter except the attribute groups (which facets count disjunctively). */
export function baseMask(index: FacetIndex, f: IndexFilter): Bitset {
  const mask = fullBitset(index.n);
  if (f.scope === 'accessories') andInto(mask, unionOf([index.accessories], index.n));
  if (f.category?.length) andInto(mask, unionOf(f.category.map((c) => index.category.get(c)), index.n));
  if (f.platform?.length) andInto(mask, unionOf(f.platform.map((p) => index.platform.get(p)), index.n));
  if (f.factoryStock) andInto(mask, f.factoryStock);
  if (f.words.length) {
    const words = f.words.map((w) => w.toLowerCase());
    for (const position of bitPositions(mask)) {
      const title = index.titles[position];
      const text = index.texts[position];
      if (!words.every((w) => title.includes(w) || text.includes(w))) mask[position >>> 5] &= ~(1 << (position & 31));
    }
  }
  return mask;
}

export function groupMask(index: FacetIndex, code: string, values: readonly string[]): Bitset {
  const sets = index.attributes.get(code);
  return unionOf(values.map((v) => sets?.get(v)), index.n);
}

/** base AND every group mask except the one at `skip`. */
export function maskWithout(base: Bitset, groups: readonly Bitset[], skip = -1): Bitset {
  const mask = base.slice();
  groups.forEach((g, k) => {
    if (k !== skip) andInto(mask, g);
  });
  return mask;
}

export interface IndexFacetRow {
  code: string;
  value: string;
  count: number;
  alt: string | null;
}

/**
 * Disjunctive counts: facet F counts the items matching every filter but F's own selection.
 * Values without items are left out (as the SQL's group by did).
 */
export function facetCounts(
  index: FacetIndex,
  base: Bitset,
  groups: readonly (readonly [string, readonly string[]])[],
  groupMasks: readonly Bitset[],
  facetCodes: readonly string[],
): IndexFacetRow[] {
  const hits = maskWithout(base, groupMasks);
  const rows: IndexFacetRow[] = [];
  for (const code of facetCodes) {
    const sets = index.attributes.get(code);
    if (!sets) continue;
    const own = groups.findIndex(([c]) => c === code);
    const mask = own < 0 ? hits : maskWithout(base, groupMasks, own);
    if (popcount(mask) === 0) continue;
    for (const [value, set] of sets) {
      const count = countIn(set, mask);
      if (count > 0) rows.push({ code, value, count, alt: code === 'groupset' ? (index.groupsetNames.get(value) ?? null) : null });
    }
  }
  return rows;
}

/** Items whose title holds the whole search (words joined by one space): relevance ranks them first. */
export function titleHits(index: FacetIndex, words: readonly string[], mask: Bitset): Bitset {
  const phrase = words.join(' ').toLowerCase();
  const bits = emptyBitset(index.n);
  for (const position of bitPositions(mask)) if (index.titles[position].includes(phrase)) bits[position >>> 5] |= 1 << (position & 31);
  return bits;
}

/**
 * Positions of one page: the matches of `mask` along `order`, skipping `offset`. With
 * `first`, the matches in `first` come before the others (title hits of a search).
 */
export function pageAlong(order: Uint32Array, mask: Bitset, offset: number, limit: number, first: Bitset | null = null): number[] {
  const page: number[] = [];
  let skipped = 0;
  const passes = first ? [first, null] : [null];
  for (const pass of passes) {
    for (let k = 0; k < order.length && page.length < limit; k++) {
      const position = order[k];
      if (!hasBit(mask, position)) continue;
      if (first) {
        const inFirst = hasBit(first, position);
        if (pass ? !inFirst : inFirst) continue;
      }
      if (skipped < offset) skipped++;
      else page.push(position);
    }
  }
  return page;
}

/** Prices of the brand's items in one currency (cents; NaN where an item has none). */
export interface PriceColumn {
  cents: Float64Array;
  /** Positions by price ascending / descending, items without a price last, ties by id. */
  asc: Uint32Array;
  desc: Uint32Array;
  bytes: number;
}

export function buildPriceColumn(index: FacetIndex, prices: readonly { item_id: number; msrp_cents: number | string }[]): PriceColumn {
  const cents = new Float64Array(index.n).fill(Number.NaN);
  for (const p of prices) {
    const position = positionOf(index, Number(p.item_id));
    if (position >= 0) cents[position] = Number(p.msrp_cents);
  }
  const sorted = (dir: 1 | -1) => {
    const positions = Array.from({ length: index.n }, (_, i) => i);
    positions.sort((a, b) => {
      const pa = cents[a];
      const pb = cents[b];
      const na = Number.isNaN(pa);
      const nb = Number.isNaN(pb);
      if (na || nb) return na === nb ? a - b : na ? 1 : -1;
      return (pa - pb) * dir || a - b;
    });
    return Uint32Array.from(positions);
  };
  const asc = sorted(1);
  const desc = sorted(-1);
  return { cents, asc, desc, bytes: cents.byteLength + asc.byteLength + desc.byteLength };
}

/** Smallest and largest price among the items of `mask` (null when none has a price). */
export function priceRangeOf(column: PriceColumn, mask: Bitset): { min: number | null; max: number | null } {
  let min = Infinity;
  let max = -Infinity;
  for (const position of bitPositions(mask)) {
    const c = column.cents[position];
    if (Number.isNaN(c)) continue;
    if (c < min) min = c;
    if (c > max) max = c;
  }
  return min === Infinity ? { min: null, max: null } : { min, max };
}

import type { LocaleEntry, ShopFacet, ShopFilters, ShopItem, ShopSort } from '@bike/shared/domain';
import { labelOf, type AttributeMeta } from './attribute-meta';

/**
 * What both shop filter engines share: the query and answer shapes, how a request's filters
 * become attribute groups, the search words, and how counted values become labelled facets.
 */

export interface ShopQuery {
  brand: string;
  locale: LocaleEntry;
  filters: ShopFilters;
  search?: string;
  voucher?: string;
  sort: ShopSort;
  page: number;
  pageSize: number;
  /** 'accessories' keeps accessory items only (the accessory filter call). */
  scope?: 'all' | 'accessories';
  withItems?: boolean;
  /** Facet codes to count; default every visible filter attribute (spec point 5). */
  facetCodes?: string[];
  withPriceRange?: boolean;
}

export interface ShopQueryResult {
  items: ShopItem[];
  total: number;
  facets: ShopFacet[];
  priceRange: { min: number | null; max: number | null } | null;
  /** Attribute codes of the request that are not filter attributes (ignored). */
  ignoredAttributes: string[];
}

/** One counted facet value; `alt` is the label fallback (a groupset's name). */
export interface FacetRow { code: string; value: string; count: number; alt: string | null }

/** `family` and `bikeCategory` are the `family` and `bike_category` attributes under their menu names. */
export function attributeGroups(filters: ShopFilters, meta: AttributeMeta): { groups: [string, string[]][]; ignored: string[] } {
  const groups = new Map<string, Set<string>>();
  const ignored: string[] = [];
  const add = (code: string, values: readonly string[] | undefined) => {
    if (!values || values.length === 0) return;
    const set = groups.get(code) ?? new Set<string>();
    for (const value of values) set.add(value);
    groups.set(code, set);
  };
  add('family', filters.family);
  add('bike_category', filters.bikeCategory);
  for (const [code, values] of Object.entries(filters.attributes ?? {})) {
    if (meta.codes.has(code)) add(code, values);
    else ignored.push(code);
  }
  return { groups: [...groups].map(([code, set]) => [code, [...set].sort()]), ignored };
}

export const searchWords = (search: string | undefined): string[] =>
  (search ?? '').split(/\s+/).map((w) => w.trim()).filter(Boolean).slice(0, 6);

/** Frame and apparel sizes in wearing order; other values sort by label. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'ONE SIZE'];
function compareValues(code: string, a: { value: string; label: string }, b: { value: string; label: string }): number {
  if (code === 'frame_size') {
    const ia = SIZE_ORDER.indexOf(a.value);
    const ib = SIZE_ORDER.indexOf(b.value);
    if (ia !== ib) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  }
  return a.label.localeCompare(b.label) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}

export function buildFacets(
  meta: AttributeMeta,
  language: string,
  attributes: { code: string; priority: number }[],
  rows: FacetRow[],
  groups: [string, string[]][],
): ShopFacet[] {
  const selected = new Map(groups);
  const byCode = new Map<string, FacetRow[]>();
  for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r]);
  return attributes.map((a) => {
    const chosen = new Set(selected.get(a.code) ?? []);
    const counted = byCode.get(a.code) ?? [];
    const values = counted.map((r) => ({
      value: r.value,
      label: labelOf(meta, language, a.code, r.value) ?? r.alt ?? r.value,
      count: Number(r.count),
      selected: chosen.has(r.value),
    }));
    // A selected value with no items left stays listed, so the shopper can clear it.
    for (const value of chosen) {
      if (!counted.some((r) => r.value === value)) values.push({ value, label: labelOf(meta, language, a.code, value) ?? value, count: 0, selected: true });
    }
    values.sort((x, y) => compareValues(a.code, x, y));
    return { code: a.code, label: labelOf(meta, language, a.code) ?? a.code, priority: a.priority, values };
  });
}

import { sortFilterAttributes } from '@bike/shared/domain';
import type { ShopFacet } from './shop-calls';
import { selectedValues, type ShopQuery } from './shop-query';

/**
 * The facet groups the panel shows. The API already sends them in spec order, but the rule of
 * spec point 5 (priority, default 99999, then code; category and promo hidden) is applied here
 * again so a server change cannot put a hidden group on screen.
 */
export function visibleFacets(facets: ShopFacet[] | null | undefined, query: ShopQuery): ShopFacet[] {
  return sortFilterAttributes(facets ?? [])
    .map((facet) => {
      // A selected value always stays visible (with count 0 if need be) so it can be unticked.
      const selected = selectedValues(query, facet.code);
      const missing = selected.filter((v) => !facet.values.some((fv) => fv.value === v)).map((value) => ({ value, label: value, count: 0, selected: true }));
      return { ...facet, values: [...facet.values.filter((v) => v.count > 0 || selected.includes(v.value)), ...missing] };
    })
    .filter((facet) => facet.values.length > 0);
}

/** Label of a value for chips and titles: the facet's label in the locale, else the raw value. */
export function valueLabel(facets: ShopFacet[] | null | undefined, code: string, value: string): string {
  const aliases = code === 'bike_category' || code === 'bikeCategory' ? ['bike_category', 'bikeCategory'] : [code];
  for (const facet of facets ?? []) {
    if (!aliases.includes(facet.code)) continue;
    const found = facet.values.find((v) => v.value === value);
    if (found) return found.label;
  }
  return value;
}

export function facetLabel(facets: ShopFacet[] | null | undefined, code: string): string | null {
  return (facets ?? []).find((f) => f.code === code)?.label ?? null;
}

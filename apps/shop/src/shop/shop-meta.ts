import type { IntlShape } from 'react-intl';
import type { ShopFacet } from './shop-calls';
import { valueLabel } from './facets';
import { KIND_TEXT, type ShopKind } from './shop-kind';
import { activeFilters, type ShopQuery } from './shop-query';

/** Titles name at most this many filter values; more become "+N". */
const MAX_TITLE_VALUES = 3;

/** Labels of values the facets do not carry: the category tabs and the delivery date. */
export function fixedLabel(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, code: string, value: string): string | null {
  if (code === 'category') {
    const id = `shop.categories.${value}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : null;
  }
  if (code === 'deliveryDate') return intl.formatMessage({ id: 'shop.factoryStock' });
  return null;
}

export interface ShopHeading {
  /** The h1: the filter values when there are some ("Mudguard set, Gift voucher"), else the page name. */
  title: string;
  /** Above the h1 when filtered: the page name. */
  eyebrow: string | null;
  /** <title> before the shell adds the brand: "Mudguard set, Gift voucher – Shop". */
  metaTitle: string;
  /** null: the page's own description (a message id the shell fills in). */
  metaDescription: string | null;
}

/**
 * The words for the current filter: shared by the h1, the document title and the description,
 * so a shared link's preview names what it shows.
 */
export function shopHeading(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, kind: ShopKind, urlQuery: ShopQuery, facets: ShopFacet[] | null | undefined): ShopHeading {
  const base = intl.formatMessage({ id: KIND_TEXT[kind].title });
  const labels = activeFilters(urlQuery).map(({ code, value }) => fixedLabel(intl, code, value) ?? valueLabel(facets, code, value));
  const named = labels.slice(0, MAX_TITLE_VALUES).join(', ') + (labels.length > MAX_TITLE_VALUES ? ` +${labels.length - MAX_TITLE_VALUES}` : '');
  const search = urlQuery.q ? `“${urlQuery.q}”` : '';
  const what = [search, named].filter(Boolean).join(' · ');
  if (!what) return { title: base, eyebrow: null, metaTitle: base, metaDescription: null };
  return {
    title: what,
    eyebrow: base,
    metaTitle: `${what} – ${base}`,
    metaDescription: intl.formatMessage({ id: 'shop.meta.filteredDescription' }, { filters: what }),
  };
}

import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { ShopQuery } from './shop-query';

export const SHOP_CATEGORIES = ['bikes', 'accessories'] as const;

/**
 * Bikes or accessories & apparel: the shop's top-level split (the menu's "Shop bikes" and
 * "Apparel" links). Kept apart from the attribute filters, where category stays hidden (spec point 5).
 */
export function CategoryTabs({ query, hrefFor, counts }: { query: ShopQuery; hrefFor: (q: ShopQuery) => string; counts: Record<string, number> | null }) {
  const intl = useIntl();
  const current = query.category.length === 1 ? query.category[0] : query.category.length === 0 ? 'all' : null;
  const entries: { key: string; label: string; categories: ShopQuery['category'] }[] = [
    { key: 'all', label: intl.formatMessage({ id: 'shop.categories.all' }), categories: [] },
    ...SHOP_CATEGORIES.map((c) => ({ key: c, label: intl.formatMessage({ id: `shop.categories.${c}` }), categories: [c] as ShopQuery['category'] })),
  ];
  return (
    <nav className="shop-tabs" aria-label={intl.formatMessage({ id: 'shop.category' })}>
      <ul className="shop-tabs__list">
        {entries.map((e) => (
          <li key={e.key}>
            <Link
              className="shop-tabs__link"
              to={hrefFor({ ...query, category: e.categories, page: 1 })}
              aria-current={current === e.key ? 'page' : undefined}
              preventScrollReset
            >
              {e.label}
              {counts && e.key !== 'all' && counts[e.key] != null && <span className="shop-tabs__count"> ({counts[e.key]})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

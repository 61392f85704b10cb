import { Link } from 'react-router';
import { useT } from '@bike/shared/i18n';
import { pageCount, pageLinks } from './pagination';
import type { ShopQuery } from './shop-query';

/** Page links with rel prev/next; real links so crawlers and new tabs reach every page. */
export function PaginationNav({ query, total, pageSize, hrefFor }: { query: ShopQuery; total: number; pageSize: number; hrefFor: (q: ShopQuery) => string }) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const page = Math.min(query.page, pages);
  const to = (p: number) => hrefFor({ ...query, page: p });
  return (
    <nav className="shop-pages" aria-label={t('shop.pagination.label')}>
      <ul className="shop-pages__list">
        <li>
          {page > 1 ? <Link className="shop-pages__step" rel="prev" to={to(page - 1)}>{t('common.previous')}</Link> : <span className="shop-pages__step" aria-disabled="true">{t('common.previous')}</span>}
        </li>
        {pageLinks(page, pages).map((l) =>
          l.kind === 'gap' ? (
            <li key={l.key} aria-hidden="true" className="shop-pages__gap">…</li>
          ) : (
            <li key={l.page}>
              <Link
                className="shop-pages__page"
                to={to(l.page)}
                aria-current={l.current ? 'page' : undefined}
                aria-label={t('shop.pagination.page', { page: l.page })}
              >
                {l.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? <Link className="shop-pages__step" rel="next" to={to(page + 1)}>{t('common.next')}</Link> : <span className="shop-pages__step" aria-disabled="true">{t('common.next')}</span>}
        </li>
      </ul>
    </nav>
  );
}

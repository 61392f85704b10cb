import type { DealerStockLine } from '@bike/shared/domain';
import { ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, ErrorBox } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';

/** What the dealer has in stock: each bike or product with its sizes and how soon they are ready. */
export function DealerStock({ stock }: { stock: DealerStockLine[] | null }) {
  const t = useT();
  if (stock === null) return <ErrorBox title={t('codes.DEALER_STOCK_FETCH_ERROR')} />;
  if (stock.length === 0) return <EmptyState title={t('dealers.noStockAtAll')} />;
  return (
    <ul className="dealer-stock" data-testid="dealer-stock">
      {stock.map((line) => (
        <li key={line.externalid} className="dealer-stock__line">
          <ShopLink to={line.category === 'bikes' ? `bikes/${line.externalid}` : `accessories/${line.externalid}`} className="dealer-stock__title">{line.title}</ShopLink>
          <ul className="dealer-stock__sizes" aria-label={t('dealers.sizesOnStock')}>
            {line.sizes.map((z) => (
              <li key={z.size} className={`availability availability--${z.availability}`}>
                {z.size ? `${z.size} · ` : ''}{t(`availability.${z.availability}`, { workdays: z.workdays })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

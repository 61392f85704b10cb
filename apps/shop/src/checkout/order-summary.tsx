import type { ShippingMethod, OrderTotals } from '@bike/shared/domain';
import { formatPrice, useT } from '@bike/shared/i18n';
import type { CartLine } from '@bike/shared/store';

/**
 * The lines and totals of the order (spec point 9): subtotal, discount, shipping, the VAT share
 * (or "VAT deducted" for a business customer with a valid VAT number in an intra-community
 * country) and the amount to pay. The browser shows computeOrderTotals; the API recomputes.
 */
export function OrderSummary({ lines, totals, locale, estimate = null, headingLevel = 2, vatReview = false }: {
  lines: CartLine[];
  totals: OrderTotals | null;
  locale: string;
  /** Before the delivery method is chosen: the method the shipping and total assume, said beside them. */
  estimate?: ShippingMethod | null;
  headingLevel?: 2 | 3;
  /** The business VAT number waits for review (VIES not reached): VAT is charged, and the line says why. */
  vatReview?: boolean;
}) {
  const t = useT();
  const money = (amount: number) => formatPrice(amount, totals?.currency ?? lines[0]?.currency, locale);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const lineTotal = (line: CartLine) => totals?.lines.find((l) => l.externalid === line.id)?.total ?? (line.price ?? 0) * line.qty;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <Heading id="checkout-summary-title" className="checkout-summary__title">{t('checkout.orderSummary')}</Heading>
      <ul className="checkout-summary__lines">
        {lines.map((line) => (
          <li key={line.id} className="checkout-summary__line">
            {line.image ? <img src={line.image} alt="" width={72} height={54} loading="lazy" /> : <span className="checkout-summary__noimg" aria-hidden="true" />}
            <span className="checkout-summary__info">
              <span className="checkout-summary__name">{line.title}</span>
              {line.options && Object.keys(line.options).length > 0 && <span className="checkout-summary__meta">{Object.values(line.options).join(' · ')}</span>}
              <span className="checkout-summary__meta">{t('checkout.lineQuantity', { qty: line.qty })} {formatPrice(line.price, line.currency ?? totals?.currency, locale)}</span>
            </span>
            <span className="checkout-summary__amount">{money(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      {totals ? (
        <dl className="checkout-totals" data-testid="checkout-totals">
          <div><dt>{t('cart.subtotal')}</dt><dd>{money(totals.subtotal)}</dd></div>
          {totals.discount > 0 && <div className="checkout-totals__discount"><dt>{t('cart.discount')}</dt><dd>−{money(totals.discount)}</dd></div>}
          <div data-testid="checkout-shipping">
            <dt>{estimate ? t('checkout.shippingEstimate', { method: estimate }) : t('cart.shipping')}</dt>
            <dd>{totals.shipping === 0 ? t('cart.freeShipping') : money(totals.shipping)}</dd>
          </div>
          {totals.vatDeducted ? (
            <div className="checkout-totals__vat" data-testid="vat-deducted"><dt>{t('cart.vatDeducted')}</dt><dd>−{money(totals.vat)}</dd></div>
          ) : totals.vatRate > 0 ? (
            <div className="checkout-totals__vat checkout-totals__vat--included" data-testid={vatReview ? 'vat-review-total' : undefined}>
              <dt>{t(vatReview ? 'cart.vatChargedReview' : 'cart.vatIncluded', { vat: totals.vatRate })}</dt><dd>{money(totals.vat)}</dd>
            </div>
          ) : null}
          <div className="checkout-totals__total"><dt>{t(estimate ? 'checkout.estimatedTotal' : 'checkout.totalToPay')}</dt><dd data-testid="checkout-to-pay">{money(totals.toPay)}</dd></div>
        </dl>
      ) : (
        <p className="checkout-summary__loading" role="status">{t('checkout.totalsLoading')}</p>
      )}
    </section>
  );
}

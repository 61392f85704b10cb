import { useIntl } from 'react-intl';
import { formatPrice } from '@bike/shared/i18n';
import { DELIVERY_PROMISE_WEEKS, priceConfiguration, type ConfigurationChoices, type CustomizerModel, type DeliveryEstimate } from '@bike/shared/domain/configurator';
import { bottleneckText } from './delivery-text';

/**
 * Total price with the VAT it includes, and when the bike ships. The browser shows what the
 * shared rules compute from the server's price list; the server computes it again on save.
 */
export function PriceSummary({ model, choices, delivery }: { model: CustomizerModel; choices: ConfigurationChoices; delivery: DeliveryEstimate }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const price = priceConfiguration(model, choices);
  const reason = bottleneckText(delivery, t);
  return (
    <div className="price-summary" aria-live="polite">
      <p className="price-summary__label">{t('configurator.total')}</p>
      <p className="price-summary__total" data-testid="configurator-total">{formatPrice(price.total, price.currency, model.locale)}</p>
      {/* No VAT line where the rate is 0 (the international site), as on the PDF sheet. */}
      {price.vatRate > 0 && <p className="price-summary__vat">{t('configurator.vat', { rate: intl.formatNumber(price.vatRate), amount: formatPrice(price.vat, price.currency, model.locale) })}</p>}
      <p className={`price-summary__delivery${delivery.withinPromise ? '' : ' price-summary__delivery--late'}`} data-testid="configurator-delivery">
        {delivery.withinPromise ? t('configurator.ships', { weeks: delivery.weeks }) : t('configurator.beyondPromise', { weeks: DELIVERY_PROMISE_WEEKS })}
      </p>
      {reason && <p className="price-summary__reason">{reason}</p>}
    </div>
  );
}

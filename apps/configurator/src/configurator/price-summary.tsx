import { DELIVERY_PROMISE_WEEKS, priceConfiguration, type ConfigurationChoices, type CustomizerModel, type DeliveryEstimate } from '@bike/shared/domain/configurator';
import { useT } from '@bike/shared/i18n';
import { bottleneckText } from './delivery-text';
import { ConfigurationPriceLines } from './price-lines';

/**
 * Total price (after the model's voucher) with the VAT it includes, and when the bike ships. The
 * browser shows what the shared rules compute from the server's price list and voucher; the
 * server computes it again on save and when the bike is ordered.
 */
export function PriceSummary({ model, choices, delivery }: { model: CustomizerModel; choices: ConfigurationChoices; delivery: DeliveryEstimate }) {
  const t = useT();
  const price = priceConfiguration(model, choices);
  const reason = bottleneckText(delivery, t);
  return (
    <div className="price-summary" aria-live="polite">
      <ConfigurationPriceLines price={price} locale={model.locale} />
      <p className={`price-summary__delivery${delivery.withinPromise ? '' : ' price-summary__delivery--late'}`} data-testid="configurator-delivery">
        {delivery.withinPromise ? t('configurator.ships', { weeks: delivery.weeks }) : t('configurator.beyondPromise', { weeks: DELIVERY_PROMISE_WEEKS })}
      </p>
      {reason && <p className="price-summary__reason">{reason}</p>}
    </div>
  );
}

import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { checkoutPickupSchema, type CheckoutPickupInput, type CheckoutPickup, type LocaleEntry } from '@bike/shared/domain';
import { formatPrice, useT } from '@bike/shared/i18n';
import { definePage, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { locationNameIn, setCartLocationAtom, useAtomValue, userLocationAtom, useSetAtom } from '@bike/shared/store';
import { translatedResolver } from '@bike/shared/ui';
import { CheckoutStepFrame, checkoutStepMeta, StepActions } from '../checkout/checkout-step-frame';
import { checkoutSessionAtom } from '../checkout/checkout-session';
import { dealerAddress, useDealersNear } from '../checkout/dealer-list';
import { ErrorSummary, fieldError, RadioCards } from '../checkout/form-fields';
import type { CheckoutContext } from '../checkout/use-checkout';

const LABELS = { shippingMethod: 'checkout.deliveryMethod', dealerId: 'checkout.dealer' };

/**
 * Step 2, pickup point: home delivery by a parcel carrier (3 to 5 working days, next day for
 * in-stock items ordered before 12:00) or collection at a dealer near the shopper's location.
 * Only the delivery methods of the locale entry are offered.
 */
export default definePage<null>({
  meta: checkoutStepMeta,
  Component: () => <CheckoutStepFrame step="pickup">{(checkout, entry) => <PickupForm checkout={checkout} entry={entry} />}</CheckoutStepFrame>,
});

function PickupForm({ checkout, entry }: { checkout: CheckoutContext; entry: LocaleEntry }) {
  const intl = useIntl();
  const t = useT();
  const { api, locale, language } = useShop();
  const navigate = useNavigate();
  const href = useLocaleHref();
  const location = useAtomValue(userLocationAtom);
  const setLocation = useSetAtom(setCartLocationAtom);
  const setSession = useSetAtom(checkoutSessionAtom);
  const methods = checkout.allowedMethods;
  const current = checkout.cart.location;

  const { register, handleSubmit, watch, formState } = useForm<CheckoutPickupInput, unknown, CheckoutPickup>({
    resolver: translatedResolver(valibotResolver(checkoutPickupSchema) as unknown as Resolver<CheckoutPickupInput, unknown, CheckoutPickup>, intl, LABELS),
    // Every rule of every field at once (the resolver otherwise stops at the first failing check).
    criteriaMode: 'all',
    defaultValues: {
      shippingMethod: current?.shippingMethod && methods.includes(current.shippingMethod) ? current.shippingMethod : methods.length === 1 ? methods[0] : undefined,
      dealerId: checkout.session.dealer?.id ?? '',
    },
  });
  const method = watch('shippingMethod');
  const dealers = useDealersNear(api, locale, entry.countrycode, location.lat, location.lng, method === 'DEALER');
  const errors = formState.errors;
  const errorCount = Object.keys(errors).length;
  const price = (code: 'CONSUMER' | 'DEALER') => {
    const m = entry.deliverymethods.find((d) => d.code === code);
    return !m || m.price === 0 ? t('cart.freeShipping') : formatPrice(m.price, entry.currency, locale);
  };

  const onSubmit = handleSubmit((values) => {
    const dealer = values.shippingMethod === 'DEALER' && dealers.kind === 'loaded' ? dealers.dealers.find((d) => d.id === values.dealerId) ?? null : null;
    if (values.shippingMethod === 'DEALER' && !dealer) return;
    setSession({ dealer });
    setLocation({ shippingMethod: values.shippingMethod, dealer: dealer ? { customerid: dealer.customerid, name: dealer.name, city: dealer.city } : null });
    navigate(href('checkout/shipping'));
  });

  return (
    <form className="checkout-form" onSubmit={onSubmit} noValidate>
      <ErrorSummary count={formState.isSubmitted ? errorCount : 0} text={t('checkout.errorSummary', { count: errorCount })} />
      <RadioCards
        name="shippingMethod"
        legend={t('checkout.deliveryMethod')}
        registration={register('shippingMethod')}
        error={fieldError(errors, 'shippingMethod')}
        options={methods.map((code) =>
          code === 'CONSUMER'
            ? {
                value: code,
                label: t('checkout.homeDelivery'),
                description: (
                  <>
                    {t('checkout.homeDeliveryText')} {t('checkout.nextDayText')}
                  </>
                ),
                aside: price(code),
              }
            : { value: code, label: t('checkout.dealerDelivery'), description: t('checkout.dealerDeliveryText'), aside: price(code) },
        )}
      />

      {method === 'DEALER' && (
        <div className="checkout-dealers" aria-busy={dealers.kind === 'loading'}>
          {dealers.kind === 'loading' && <p role="status">{t('common.loading')}</p>}
          {dealers.kind === 'failed' && <p className="error-box" role="alert">{t('codes.DEALER_FETCH_ERROR')}</p>}
          {dealers.kind === 'loaded' && dealers.dealers.length === 0 && <p role="status">{t('checkout.noDealers')}</p>}
          {dealers.kind === 'loaded' && dealers.dealers.length > 0 && (
            <RadioCards
              name="dealerId"
              legend={t('checkout.dealersNear', { location: locationNameIn(location, language) })}
              registration={register('dealerId')}
              error={fieldError(errors, 'dealerId')}
              options={dealers.dealers.map((d) => ({
                value: d.id,
                label: d.name,
                description: dealerAddress(d),
                aside: d.distanceKm != null ? t('checkout.dealerDistance', { distance: intl.formatNumber(d.distanceKm, { maximumFractionDigits: 1 }) }) : undefined,
              }))}
            />
          )}
        </div>
      )}

      <StepActions step="pickup" />
    </form>
  );
}

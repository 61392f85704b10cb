import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { checkoutShippingSchema, type CheckoutShippingInput, type CheckoutShipping } from '@bike/shared/domain';
import { definePage, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { setCartDetailsAtom, setCartRemarkAtom, useSetAtom } from '@bike/shared/store';
import { translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { CheckoutStepFrame, checkoutStepMeta, StepActions } from '../checkout/checkout-step-frame';
import { checkoutSessionAtom } from '../checkout/checkout-session';
import { dealerAddress } from '../checkout/dealer-list';
import { AddressFields, CheckboxField, ErrorSummary, fieldError, TextAreaField } from '../checkout/form-fields';
import type { CheckoutContext } from '../checkout/use-checkout';

const LABELS: Record<string, string> = {
  shippingStreet: 'account.street',
  shippingNumber: 'account.number',
  shippingPostalCode: 'account.postalCode',
  shippingCity: 'account.city',
  shippingCountry: 'account.country',
  remarks: 'checkout.remarks',
};

/** Step 3, shipping: the invoice address or another one (home delivery), and remarks. */
export default definePage<null>({
  meta: checkoutStepMeta,
  Component: () => <CheckoutStepFrame step="shipping">{(checkout, entry) => <ShippingForm checkout={checkout} countrycode={entry.countrycode} />}</CheckoutStepFrame>,
});

function ShippingForm({ checkout, countrycode }: { checkout: CheckoutContext; countrycode: string }) {
  const intl = useIntl();
  const t = useT();
  const { language } = useShop();
  const navigate = useNavigate();
  const href = useLocaleHref();
  const setSession = useSetAtom(checkoutSessionAtom);
  const setCartDetails = useSetAtom(setCartDetailsAtom);
  const setRemark = useSetAtom(setCartRemarkAtom);
  const dealerDelivery = checkout.cart.location?.shippingMethod === 'DEALER';
  const dealer = checkout.session.dealer;
  const saved = checkout.session.shippingAddress;
  const d = checkout.session.details;

  const { register, handleSubmit, watch, formState } = useForm<CheckoutShippingInput, unknown, CheckoutShipping>({
    resolver: translatedResolver(valibotResolver(checkoutShippingSchema) as unknown as Resolver<CheckoutShippingInput, unknown, CheckoutShipping>, intl, LABELS),
    // Every rule of every field at once (the resolver otherwise stops at the first failing check).
    criteriaMode: 'all',
    defaultValues: {
      // "Ship to my invoice address" is the checkbox; the schema's field says the same thing.
      shippingAddressSameAsInvoice: dealerDelivery ? true : checkout.cart.details?.shippingAddressSameAsInvoice !== false,
      shippingStreet: saved?.street ?? '',
      shippingNumber: saved?.number ?? '',
      shippingPostalCode: saved?.postalCode ?? '',
      shippingCity: saved?.city ?? '',
      shippingCountry: countrycode,
      remarks: checkout.cart.remark ?? '',
    },
  });
  const same = watch('shippingAddressSameAsInvoice');
  const errors = formState.errors;
  const err = (name: string) => fieldError(errors, name);
  const label = (name: string) => t(LABELS[name]!);
  const errorCount = Object.keys(errors).length;
  const countryName = useMemo(() => {
    try {
      return new Intl.DisplayNames([language], { type: 'region' }).of(countrycode) ?? countrycode;
    } catch {
      return countrycode;
    }
  }, [language, countrycode]);

  const onSubmit = handleSubmit((values) => {
    const other = !dealerDelivery && !values.shippingAddressSameAsInvoice;
    setSession({
      shippingConfirmed: true,
      shippingAddress: other
        ? { street: values.shippingStreet, number: values.shippingNumber, postalCode: values.shippingPostalCode.toUpperCase(), city: values.shippingCity, country: values.shippingCountry.toUpperCase() }
        : null,
    });
    setCartDetails({ shippingAddressSameAsInvoice: !other });
    setRemark(values.remarks);
    navigate(href('checkout/overview'));
  });

  return (
    <form className="checkout-form" onSubmit={onSubmit} noValidate>
      <ErrorSummary count={formState.isSubmitted ? errorCount : 0} text={t('checkout.errorSummary', { count: errorCount })} />
      {dealerDelivery && dealer ? (
        <section className="checkout-card" aria-labelledby="checkout-pickup-at">
          <h2 id="checkout-pickup-at" className="checkout-card__title">{t('checkout.shippingAddress')}</h2>
          <p>{t('checkout.pickupAt', { name: dealer.name, city: dealer.city ?? '' })}</p>
          <p className="checkout-card__meta">{dealerAddress(dealer)}</p>
        </section>
      ) : (
        <fieldset className="checkout-fieldset">
          <legend>{t('checkout.shippingAddress')}</legend>
          <CheckboxField
            id="shippingAddressSameAsInvoice"
            label={t('checkout.shippingSameAsInvoice')}
            hint={d ? `${d.street} ${d.number}, ${d.postalCode} ${d.city}` : undefined}
            registration={register('shippingAddressSameAsInvoice')}
          />
          {!same && (
            <div className="checkout-other-address">
              <AddressFields prefix="shipping" label={label} register={(name) => register(name as keyof CheckoutShippingInput)} error={err} country={{ code: countrycode, name: countryName }} />
            </div>
          )}
        </fieldset>
      )}

      <TextAreaField id="remarks" label={label('remarks')} hint={t('checkout.remarksHint')} registration={register('remarks')} error={err('remarks')} />

      <StepActions step="shipping" />
    </form>
  );
}

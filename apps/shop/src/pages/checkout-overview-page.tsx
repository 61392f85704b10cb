import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkoutOverviewSchema, checkoutPaymentMethods, type CheckoutOverviewInput, type CheckoutOverview, type LocaleEntry } from '@bike/shared/domain';
import { definePage, ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { useSetAtom } from '@bike/shared/store';
import { Button, translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { CheckoutStepFrame, checkoutStepMeta, StepActions } from '../checkout/checkout-step-frame';
import { checkoutPasswordAtom, checkoutSessionAtom } from '../checkout/checkout-session';
import { dealerAddress } from '../checkout/dealer-list';
import { CheckboxField, ErrorSummary, fieldError, RadioCards } from '../checkout/form-fields';
import { buildOrderPayload } from '../checkout/order-payload';
import { usePlaceOrder } from '../checkout/place-order';
import { useVatCheck } from '../checkout/vat-check';
import type { CheckoutContext } from '../checkout/use-checkout';

const LABELS = { paymentMethod: 'checkout.paymentMethod', terms: 'checkout.termsLabel' };

/**
 * Step 4, overview: what is ordered, where it goes and who pays, the totals (VAT included, or
 * deducted for a valid business VAT number in an intra-community country), the payment method
 * the locale allows, the terms, and "place order" which hands over to the payment page.
 */
export default definePage<null>({
  meta: checkoutStepMeta,
  Component: () => <CheckoutStepFrame step="overview">{(checkout, entry) => <Overview checkout={checkout} entry={entry} />}</CheckoutStepFrame>,
});

function Overview({ checkout, entry }: { checkout: CheckoutContext; entry: LocaleEntry }) {
  const intl = useIntl();
  const t = useT();
  const { api, locale, brand } = useShop();
  const href = useLocaleHref();
  const setSession = useSetAtom(checkoutSessionAtom);
  const setPassword = useSetAtom(checkoutPasswordAtom);
  const order = usePlaceOrder(api);
  const { session, cart } = checkout;
  const details = session.details!;
  const method = cart.location?.shippingMethod ?? 'CONSUMER';
  const business = details.customerType === 'business';
  const payments = checkoutPaymentMethods(entry.paymentMethods);
  const vat = useVatCheck(api, session.vatCheck, locale);

  // The VAT number could not be checked on the details step: try once more, the totals follow.
  useEffect(() => {
    if (!business || !details.vatNumber || session.vatCheck) return;
    void vat.check(details.vatNumber).then((result) => result && setSession({ vatCheck: result }));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const { register, handleSubmit, watch, setValue, formState } = useForm<CheckoutOverviewInput, unknown, CheckoutOverview>({
    resolver: translatedResolver(valibotResolver(checkoutOverviewSchema) as unknown as Resolver<CheckoutOverviewInput, unknown, CheckoutOverview>, intl, LABELS),
    // Every rule of every field at once (the resolver otherwise stops at the first failing check).
    criteriaMode: 'all',
    defaultValues: { paymentMethod: session.paymentMethod && payments.includes(session.paymentMethod) ? session.paymentMethod : payments[0], terms: false as unknown as true },
  });
  const paymentMethod = watch('paymentMethod');
  const errors = formState.errors;
  const errorCount = Object.keys(errors).length;
  const busy = order.state.kind === 'placing' || order.state.kind === 'redirecting';
  const failure = order.state.kind === 'failed' ? order.state.failure : null;

  const onSubmit = handleSubmit(async (values) => {
    setSession({ paymentMethod: values.paymentMethod });
    const payload = buildOrderPayload({
      lines: checkout.lines,
      cart,
      session,
      password: checkout.password,
      locale,
      brand,
      discountCode: checkout.discount ? checkout.discountCode : null,
      paymentMethod: values.paymentMethod,
    });
    await order.place(payload);
  });

  // A guest's bank transfer may not hold these units: the same order goes through paid online.
  const payOnlineInstead = () => {
    setValue('paymentMethod', 'online');
    setSession({ paymentMethod: 'online' });
    order.reset();
  };

  const continueWithoutAccount = () => {
    setSession({ details: { ...details, createAccount: false } });
    setPassword('');
    order.reset();
  };

  const addressError = (target: 'invoice' | 'shipping') =>
    failure?.kind === 'address' && failure.target === target ? (
      <p className="field__error checkout-address-error" role="alert" data-testid="address-error">
        {t(failure.country ? 'codes.ADDRESS_COUNTRY_NOT_ALLOWED' : 'validation.addressFailed')} <ShopLink to={target === 'invoice' ? 'checkout/details' : 'checkout/shipping'}>{t('common.edit')}</ShopLink>
      </p>
    ) : null;

  const shippingAddress = session.shippingAddress;
  return (
    <div className="checkout-overview">
      <div className="checkout-overview__cards">
        <section className="checkout-card" aria-labelledby="overview-invoice">
          <div className="checkout-card__head">
            <h2 id="overview-invoice" className="checkout-card__title">{t('checkout.invoiceTo')}</h2>
            <ShopLink to="checkout/details" aria-label={`${t('common.edit')}: ${t('checkout.invoiceTo')}`}>{t('common.edit')}</ShopLink>
          </div>
          <address className="checkout-card__address">
            {business && <>{details.company}<br /></>}
            {details.firstName} {details.lastName}<br />
            {details.street} {details.number}<br />
            {details.postalCode} {details.city}<br />
            {details.email}<br />
            {details.phone}
          </address>
          {business && details.vatNumber && (
            <p className="checkout-card__meta">
              {t('checkout.vatNumber')}: {details.vatNumber}
            </p>
          )}
          {addressError('invoice')}
        </section>

        <section className="checkout-card" aria-labelledby="overview-delivery">
          <div className="checkout-card__head">
            <h2 id="overview-delivery" className="checkout-card__title">{t('checkout.deliveryTo')}</h2>
            <ShopLink to={method === 'DEALER' ? 'checkout/pickup' : 'checkout/shipping'} aria-label={`${t('common.edit')}: ${t('checkout.deliveryTo')}`}>{t('common.edit')}</ShopLink>
          </div>
          {method === 'DEALER' && session.dealer ? (
            <>
              <p>{t('checkout.pickupAt', { name: session.dealer.name, city: session.dealer.city ?? '' })}</p>
              <p className="checkout-card__meta">{dealerAddress(session.dealer)}</p>
            </>
          ) : (
            <>
              <p>{t('checkout.deliveryHomeShort')}</p>
              <p className="checkout-card__meta">{t('checkout.homeDeliveryText')}</p>
              <address className="checkout-card__address">
                {shippingAddress && cart.details?.shippingAddressSameAsInvoice === false ? (
                  <>
                    {shippingAddress.street} {shippingAddress.number}<br />
                    {shippingAddress.postalCode} {shippingAddress.city}
                  </>
                ) : (
                  t('checkout.sameAsInvoice')
                )}
              </address>
            </>
          )}
          {addressError('shipping')}
          {failure?.kind === 'dealer' && (
            <p className="field__error checkout-address-error" role="alert" data-testid="dealer-error">
              {t('codes.DEALER_NOT_ALLOWED')} <ShopLink to="checkout/pickup">{t('common.edit')}</ShopLink>
            </p>
          )}
          {cart.remark && (
            <p className="checkout-card__meta">
              {t('checkout.remarks')}: {cart.remark}
            </p>
          )}
        </section>
      </div>

      <form className="checkout-form checkout-pay" onSubmit={onSubmit} noValidate>
        <ErrorSummary count={formState.isSubmitted ? errorCount : 0} text={t('checkout.errorSummary', { count: errorCount })} />
        <RadioCards
          name="paymentMethod"
          legend={t('checkout.paymentMethod')}
          registration={register('paymentMethod')}
          error={fieldError(errors, 'paymentMethod')}
          options={payments.map((p) =>
            p === 'online'
              ? { value: p, label: t('checkout.paymentOnline'), description: t('checkout.paymentOnlineText') }
              : { value: p, label: t('checkout.payment.banktransfer'), description: t('checkout.paymentBanktransferText') },
          )}
        />
        <CheckboxField
          id="terms"
          registration={register('terms')}
          error={fieldError(errors, 'terms')}
          label={
            <FormattedMessage
              id="checkout.terms"
              values={{
                link: (chunks) => (
                  <a href={href('terms-and-conditions')} target="_blank" rel="noopener noreferrer">
                    {chunks}
                  </a>
                ),
              }}
            />
          }
        />

        {failure?.kind === 'emailInUse' && (
          <div className="error-box checkout-failure" role="alert" data-testid="email-in-use">
            <p>{t('codes.EMAIL_ALREADY_REGISTERED')}</p>
            <div className="checkout-actions">
              <ShopLink className="btn btn--secondary" to="account/login">{t('account.login')}</ShopLink>
              <Button variant="secondary" onClick={continueWithoutAccount}>{t('checkout.continueWithoutAccount')}</Button>
            </div>
          </div>
        )}
        {failure?.kind === 'guestTransfer' && (
          <div className="error-box checkout-failure" role="alert" data-testid="guest-transfer-limit">
            <p>{t('codes.GUEST_TRANSFER_LIMIT')}</p>
            <div className="checkout-actions">
              {payments.includes('online') && <Button variant="secondary" onClick={payOnlineInstead}>{t('checkout.paymentOnline')}</Button>}
              <ShopLink className="btn btn--secondary" to="account/login">{t('account.login')}</ShopLink>
            </div>
          </div>
        )}
        {failure?.kind === 'size' && (
          <div className="error-box checkout-failure" role="alert" data-testid="size-required">
            <p>{t('codes.SIZE_REQUIRED')}</p>
            <div className="checkout-actions">
              <ShopLink className="btn btn--secondary" to="cart">{t('cart.chooseSizes')}</ShopLink>
            </div>
          </div>
        )}
        {failure?.kind === 'order' && (
          <p className="error-box checkout-failure" role="alert" data-testid="order-failed">
            {t('codes.ORDER_FAILED')}
          </p>
        )}

        <StepActions step="overview">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid="place-order">
            {busy ? t('checkout.placingOrder') : t(paymentMethod === 'banktransfer' ? 'checkout.placeOrderTransfer' : 'checkout.placeOrder')}
          </Button>
        </StepActions>
        <p className="visually-hidden" role="status">{busy ? t('checkout.placingOrder') : ''}</p>
      </form>
    </div>
  );
}

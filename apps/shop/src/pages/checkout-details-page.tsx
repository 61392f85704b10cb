import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { allowedAddressCountries, checkoutDetailsSchema, type CheckoutDetailsInput, type CheckoutDetails } from '@bike/shared/domain';
import { definePage, ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { setCartDetailsAtom, useSetAtom } from '@bike/shared/store';
import { translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { CheckoutStepFrame, checkoutStepMeta, StepActions } from '../checkout/checkout-step-frame';
import { checkoutPasswordAtom, checkoutSessionAtom } from '../checkout/checkout-session';
import { AddressFields, CheckboxField, ErrorSummary, fieldError, RadioCards, TextField } from '../checkout/form-fields';
import type { CheckoutContext } from '../checkout/use-checkout';
import { isMistypedVatNumber, useVatCheck, vatNote } from '../checkout/vat-check';

/** Message ids of the field labels, also the {field} of the validation templates. */
const LABELS: Record<string, string> = {
  customerType: 'checkout.customerType',
  company: 'checkout.company',
  vatNumber: 'checkout.vatNumber',
  email: 'account.email',
  firstName: 'account.firstName',
  lastName: 'account.lastName',
  phone: 'account.phone',
  street: 'account.street',
  number: 'account.number',
  postalCode: 'account.postalCode',
  city: 'account.city',
  country: 'account.country',
  password: 'account.password',
  passwordConfirm: 'account.confirmPassword',
};

/** Step 1, invoice details: consumer or business (company and VAT number), contact, address, optional account. */
export default definePage<null>({
  meta: checkoutStepMeta,
  Component: () => (
    <CheckoutStepFrame step="details">
      {(checkout, entry) =>
        allowedAddressCountries(entry).length === 0 ? (
          // INT locales have no checkout country (order-address.ts): the shopper orders on their country's site.
          <NoCheckoutCountry />
        ) : (
          <DetailsForm checkout={checkout} countrycode={entry.countrycode} intracommunity={entry.intracommunity} />
        )
      }
    </CheckoutStepFrame>
  ),
});

function NoCheckoutCountry() {
  const intl = useIntl();
  return (
    <div className="checkout-card" data-testid="no-checkout-country">
      <p role="status">{intl.formatMessage({ id: 'checkout.noCheckoutCountry' })}</p>
      <div className="checkout-actions">
        <ShopLink className="btn" to="country">{intl.formatMessage({ id: 'common.chooseCountry' })}</ShopLink>
      </div>
    </div>
  );
}

function DetailsForm({ checkout, countrycode, intracommunity }: { checkout: CheckoutContext; countrycode: string; intracommunity: boolean }) {
  const intl = useIntl();
  const t = useT();
  const { api, language, locale } = useShop();
  const navigate = useNavigate();
  const href = useLocaleHref();
  const setSession = useSetAtom(checkoutSessionAtom);
  const setPassword = useSetAtom(checkoutPasswordAtom);
  const setCartDetails = useSetAtom(setCartDetailsAtom);
  const saved = checkout.session.details;
  const vat = useVatCheck(api, checkout.session.vatCheck, locale);

  const defaultValues = useMemo<CheckoutDetailsInput>(
    () => ({
      customerType: saved?.customerType ?? checkout.cart.details?.customerType ?? 'consumer',
      company: saved?.company ?? '',
      vatNumber: saved?.vatNumber ?? '',
      email: saved?.email ?? '',
      firstName: saved?.firstName ?? '',
      lastName: saved?.lastName ?? '',
      phone: saved?.phone ?? '',
      street: saved?.street ?? '',
      number: saved?.number ?? '',
      postalCode: saved?.postalCode ?? '',
      city: saved?.city ?? '',
      country: countrycode,
      createAccount: saved?.createAccount ?? false,
      password: checkout.password,
      passwordConfirm: checkout.password,
    }),
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const { register, handleSubmit, watch, formState, setError, getValues } = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({
    resolver: translatedResolver(valibotResolver(checkoutDetailsSchema) as unknown as Resolver<CheckoutDetailsInput, unknown, CheckoutDetails>, intl, LABELS),
    // Every rule of every field at once (the resolver otherwise stops at the first failing check).
    criteriaMode: 'all',
    defaultValues,
    shouldFocusError: true,
  });
  const customerType = watch('customerType');
  const createAccount = watch('createAccount');
  const errors = formState.errors;
  const err = (name: string) => fieldError(errors, name);
  const label = (name: string) => t(LABELS[name]!);
  const countryName = useMemo(() => {
    try {
      return new Intl.DisplayNames([language], { type: 'region' }).of(countrycode) ?? countrycode;
    } catch {
      return countrycode;
    }
  }, [language, countrycode]);

  const onSubmit = handleSubmit(async (values) => {
    let vatCheck = null;
    if (values.customerType === 'business' && values.vatNumber) {
      vatCheck = await vat.check(values.vatNumber);
      if (vatCheck && isMistypedVatNumber(vatCheck)) {
        setError('vatNumber', { type: 'vat', message: t('validation.invalid', { field: label('vatNumber') }) }, { shouldFocus: true });
        return;
      }
    }
    const { password, passwordConfirm: _confirm, ...details } = values;
    const business = details.customerType === 'business';
    setSession({
      details: { ...details, company: business ? details.company : '', vatNumber: business ? details.vatNumber : '' },
      vatCheck: business ? vatCheck : null,
    });
    setPassword(details.createAccount ? password : '');
    setCartDetails({ customerType: details.customerType });
    navigate(href('checkout/pickup'));
  });

  const errorCount = Object.keys(errors).length;
  const vatStatus = (() => {
    if (customerType !== 'business') return null;
    if (vat.state.kind === 'checking') return <p className="checkout-note" role="status">{t('checkout.vatChecking')}</p>;
    if (vat.state.kind === 'unchecked') return <p className="checkout-note" role="status">{t('checkout.vatUnchecked')}</p>;
    const note = vat.state.kind === 'checked' ? vatNote(vat.state.result, intracommunity) : null;
    if (note && vat.state.kind === 'checked') {
      return (
        <p className={note.ok ? 'checkout-note checkout-note--ok' : 'checkout-note'} role="status" data-testid={note.testId}>
          {t(note.id, { vat: vat.state.result.vat })}
        </p>
      );
    }
    return null;
  })();

  const onVatBlur = async () => {
    const value = getValues('vatNumber') ?? '';
    const result = await vat.check(value);
    if (result && isMistypedVatNumber(result)) setError('vatNumber', { type: 'vat', message: t('validation.invalid', { field: label('vatNumber') }) });
  };

  return (
    <form className="checkout-form" onSubmit={onSubmit} noValidate aria-describedby="checkout-required-note">
      <p id="checkout-required-note" className="checkout-required-note">* {t('common.requiredField')}</p>
      <ErrorSummary count={formState.isSubmitted ? errorCount : 0} text={t('checkout.errorSummary', { count: errorCount })} />

      <RadioCards
        name="customerType"
        legend={t('checkout.customerType')}
        registration={register('customerType')}
        error={err('customerType')}
        options={[
          { value: 'consumer', label: t('checkout.consumer') },
          { value: 'business', label: t('checkout.business') },
        ]}
      />

      {customerType === 'business' && (
        <fieldset className="checkout-fieldset">
          <legend>{t('checkout.business')}</legend>
          <TextField id="company" label={label('company')} registration={register('company')} error={err('company')} autoComplete="organization" required />
          <TextField
            id="vatNumber"
            label={label('vatNumber')}
            registration={register('vatNumber', { onChange: () => vat.reset() })}
            error={err('vatNumber')}
            hint={intracommunity ? t('checkout.vatNumberHint') : undefined}
            autoComplete="off"
            required
            onBlur={onVatBlur}
          />
          {vatStatus}
        </fieldset>
      )}

      <fieldset className="checkout-fieldset">
        <legend>{t('checkout.contactDetails')}</legend>
        <TextField id="email" type="email" label={label('email')} registration={register('email')} error={err('email')} autoComplete="email" inputMode="email" required />
        <div className="checkout-row">
          <TextField id="firstName" label={label('firstName')} registration={register('firstName')} error={err('firstName')} autoComplete="given-name" required />
          <TextField id="lastName" label={label('lastName')} registration={register('lastName')} error={err('lastName')} autoComplete="family-name" required />
        </div>
        <TextField id="phone" type="tel" label={label('phone')} registration={register('phone')} error={err('phone')} autoComplete="tel" inputMode="tel" required />
      </fieldset>

      <fieldset className="checkout-fieldset">
        <legend>{t('checkout.invoiceAddress')}</legend>
        <AddressFields prefix="" label={label} register={(name) => register(name as keyof CheckoutDetailsInput)} error={err} country={{ code: countrycode, name: countryName }} />
      </fieldset>

      <fieldset className="checkout-fieldset">
        <legend className="visually-hidden">{t('checkout.createAccount')}</legend>
        <CheckboxField id="createAccount" label={t('checkout.createAccount')} hint={t('checkout.createAccountHint')} registration={register('createAccount')} />
        {createAccount && (
          <div className="checkout-row">
            <TextField id="password" type="password" label={label('password')} registration={register('password')} error={err('password')} autoComplete="new-password" required />
            <TextField id="passwordConfirm" type="password" label={label('passwordConfirm')} registration={register('passwordConfirm')} error={err('passwordConfirm')} autoComplete="new-password" required />
          </div>
        )}
      </fieldset>

      <StepActions step="details" disabled={formState.isSubmitting} />
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { patchUserSchema, type Address, type AccountUser } from '@bike/shared/domain';
import { Button, translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { bodyResolver } from '../body-resolver';
import { TextField } from '../pages/text-field';
import { usePatchMe } from './use-patch-me';

const PARTS = ['street', 'number', 'postalCode', 'city', 'country'] as const;
const PART_LABELS: Record<(typeof PARTS)[number], string> = {
  street: 'settings.street', number: 'settings.number', postalCode: 'settings.postalCode', city: 'settings.city', country: 'settings.country',
};
const AUTOCOMPLETE: Record<(typeof PARTS)[number], string> = { street: 'address-line1', number: 'address-line2', postalCode: 'postal-code', city: 'address-level2', country: 'country' };

type Kind = 'invoice' | 'shipping';
type AddressValues = { addresses: Record<Kind, Address> };

const emptyAddress = (): Address => ({ street: '', number: '', postalCode: '', city: '', country: '' });

/** An address left wholly empty means "none" (null), so a rider may keep only an invoice address. */
const orNull = (address: Address): Address | null => (PARTS.every((p) => !address[p]?.trim()) ? null : address);
const toBody = (values: AddressValues) => ({ addresses: { invoice: orNull(values.addresses.invoice), shipping: orNull(values.addresses.shipping) } });

/** The API's schema, run on what the form will send. */
const resolver = bodyResolver(patchUserSchema, toBody);

/**
 * Settings: the invoice and shipping addresses checkout fills in for a signed-in rider. Both are
 * sent together and checked with the API's own address schema.
 */
export function AddressForm({ me, onSaved }: { me: AccountUser; onSaved: (user: AccountUser) => void }) {
  const intl = useIntl();
  const t = useT();
  const labels = Object.fromEntries((['invoice', 'shipping'] as const).flatMap((k) => PARTS.map((p) => [`addresses.${k}.${p}`, PART_LABELS[p]])));
  const { register, handleSubmit, formState, setError } = useForm<AddressValues>({
    resolver: translatedResolver(resolver, intl, labels),
    defaultValues: { addresses: { invoice: me.addresses.invoice ?? emptyAddress(), shipping: me.addresses.shipping ?? emptyAddress() } },
  });
  const patch = usePatchMe(me, intl, labels, setError);
  const onSubmit = handleSubmit(async (values) => {
    const updated = await patch.send(toBody(values), {});
    if (updated) onSaved(updated);
  });
  const err = (kind: Kind, part: (typeof PARTS)[number]) => formState.errors.addresses?.[kind]?.[part]?.message;
  return (
    <section aria-labelledby="settings-addresses" className="account-settings" data-testid="settings-addresses">
      <h2 id="settings-addresses">{t('settings.addresses')}</h2>
      {patch.error && <p className="error-box" role="alert">{patch.error}</p>}
      <form onSubmit={onSubmit} noValidate>
        {(['invoice', 'shipping'] as const).map((kind) => (
          <fieldset key={kind} className="address-fieldset">
            <legend>{t(`settings.${kind}Address`)}</legend>
            {PARTS.map((part) => (
              <TextField key={part} id={`${kind}-${part}`} label={t(PART_LABELS[part])} autoComplete={`${kind === 'shipping' ? 'shipping' : 'billing'} ${AUTOCOMPLETE[part]}`} error={err(kind, part)} {...register(`addresses.${kind}.${part}`)} />
            ))}
          </fieldset>
        ))}
        {patch.saved && <p role="status" className="settings-saved">{t('settings.saved')}</p>}
        <Button type="submit" disabled={formState.isSubmitting}>{t('settings.save')}</Button>
      </form>
    </section>
  );
}

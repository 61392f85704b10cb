import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiClientError, lookupOrder } from '@bike/shared/api-client';
import { orderLookupSchema, type OrderLookup, type OrderLookupInput, type OrderView } from '@bike/shared/domain';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { TextField } from './form-fields';

const LABELS: Record<string, string> = { orderNumber: 'lookup.orderNumber', email: 'account.email' };

/**
 * A guest's way to their order without the mail's link (issue 32 item 7): order number and
 * email address, checked by the same schema as the API's, sent by POST (never in the address,
 * where history and logs keep it). The server answers the same for an unknown number as for a
 * wrong address, and so does this form.
 */
export function OrderLookupForm({ initialNumber = '', titled = true, onFound }: { initialNumber?: string; titled?: boolean; onFound: (order: OrderView) => void }) {
  const intl = useIntl();
  const t = useT();
  const { api, brand } = useShop();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<OrderLookupInput, unknown, OrderLookup>({
    resolver: translatedResolver(valibotResolver(orderLookupSchema) as unknown as Resolver<OrderLookupInput, unknown, OrderLookup>, intl, LABELS),
    defaultValues: { orderNumber: initialNumber, email: '' },
  });
  const error = (name: keyof OrderLookupInput) => formState.errors[name]?.message;

  const submit = handleSubmit(async (lookup) => {
    setProblem(null);
    try {
      onFound(await lookupOrder(api, lookup));
    } catch (e) {
      const code = e instanceof ApiClientError ? e.code : '';
      setProblem(t(code === 'ORDER_LOOKUP_FAILED' ? 'lookup.notFound' : code === 'TOO_MANY_REQUESTS' ? 'codes.TOO_MANY_REQUESTS' : 'error.somethingWrong'));
    }
  });

  return (
    // Own heading under another page's title (the status-only view); on the lookup page the h1 names it.
    <form className="checkout-card order-lookup" aria-labelledby={titled ? 'order-lookup-title' : undefined} aria-label={titled ? undefined : t('lookup.title')} noValidate onSubmit={submit} data-testid="order-lookup">
      {titled && <h2 id="order-lookup-title" className="checkout-card__title">{t('lookup.title')}</h2>}
      <p className="checkout-card__meta">{t('lookup.intro')}</p>
      <TextField
        id="lookup-orderNumber"
        label={t('lookup.orderNumber')}
        hint={t('lookup.orderNumberHint', { example: `${brand.slice(0, 3).toUpperCase()}-7K3M9QX2` })}
        registration={register('orderNumber')}
        error={error('orderNumber')}
        autoComplete="off"
        required
      />
      <TextField id="lookup-email" label={t('account.email')} type="email" inputMode="email" autoComplete="email" registration={register('email')} error={error('email')} required />
      {problem && <p className="error-box" role="alert">{problem}</p>}
      <div className="checkout-actions">
        <p className="checkout-card__meta order-lookup__account">
          <FormattedMessage id="lookup.account" values={{ link: (chunks) => <ShopLink key="login" to="account/login">{chunks}</ShopLink> }} />
        </p>
        <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          {t(formState.isSubmitting ? 'lookup.searching' : 'lookup.submit')}
        </Button>
      </div>
    </form>
  );
}

import { useIntl } from 'react-intl';
import { cartAtom, useAtomValue } from '@bike/shared/store';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';

const STEPS = ['details', 'pickup', 'shipping', 'overview'] as const;
const STEP_LABELS = { details: 'checkout.stepInvoice', pickup: 'checkout.stepPickup', shipping: 'checkout.stepShipping', overview: 'checkout.stepOverview' } as const;

/**
 * Checkout steps (invoice, pickup point, shipping, overview, then payment). The forms, the
 * server-side totals and payment arrive with the "Cart, discounts, checkout" issue; this page
 * shows the step frame so routes, guards and layouts are in place.
 */
export function checkoutStepPage(step: (typeof STEPS)[number] | 'order' | 'success') {
  return definePage<null>({
    meta: () => ({ title: '', titleKey: 'page.checkout.title', descriptionKey: 'page.checkout.description' }),
    Component: () => {
      const intl = useIntl();
      const cart = useAtomValue(cartAtom);
      const t = (id: string) => intl.formatMessage({ id });
      return (
        <div className="container page checkout-page">
          <PageHeader title={t(step === 'success' ? 'page.success.title' : 'page.checkout.title')} />
          <ol className="checkout-steps" aria-label={t('page.checkout.steps')}>
            {STEPS.map((s) => (
              <li key={s} aria-current={s === step ? 'step' : undefined}>{t(STEP_LABELS[s])}</li>
            ))}
          </ol>
          {cart.products.length === 0 && step !== 'success' ? (
            <EmptyState title={t('common.cartEmpty')}><ShopLink className="btn" to="shop">{t('page.shop.title')}</ShopLink></EmptyState>
          ) : (
            <p>{t('page.checkout.unavailable')}</p>
          )}
        </div>
      );
    },
  });
}

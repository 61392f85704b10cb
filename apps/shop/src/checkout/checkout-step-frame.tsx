import type { ReactNode } from 'react';
import type { LocaleEntry } from '@bike/shared/domain';
import { useT } from '@bike/shared/i18n';
import { ShopLink } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { CheckoutFrame } from './checkout-frame';
import { OrderSummary } from './order-summary';
import { nextStep, previousStep, STEP_LABELS, type CheckoutStep } from './step-guard';
import { useCheckout, useStepTotals, type CheckoutContext } from './use-checkout';

/** The page meta every checkout step shares (the heading inside names the step). */
export const checkoutStepMeta = () => ({ title: '', titleKey: 'page.checkout.title', descriptionKey: 'page.checkout.description' });

/**
 * One checkout step page: the step guard (useCheckout), the frame with heading and step
 * indicator, and the order summary with the running totals beside the step's own content.
 * The content is rendered only once the step may be shown and the locale entry is known.
 * (On the overview the delivery method is always chosen, so its summary carries no estimate.)
 */
export function CheckoutStepFrame({ step, children }: { step: CheckoutStep; children: (checkout: CheckoutContext, entry: LocaleEntry) => ReactNode }) {
  const checkout = useCheckout(step);
  const { totals, estimate, vatReview } = useStepTotals(checkout);
  return (
    <CheckoutFrame step={step} ready={checkout.ready} aside={<OrderSummary lines={checkout.lines} totals={totals} estimate={estimate} locale={checkout.locale} vatReview={vatReview} />}>
      {checkout.ready && checkout.entry && children(checkout, checkout.entry)}
    </CheckoutFrame>
  );
}

/**
 * A step's actions: back to the previous step (the first step has none) and the submit that
 * goes on to the next one. `children` replaces that submit where a step submits otherwise
 * (the overview places the order).
 */
export function StepActions({ step, disabled, children }: { step: CheckoutStep; disabled?: boolean; children?: ReactNode }) {
  const t = useT();
  const back = previousStep(step);
  const next = nextStep(step);
  return (
    <div className="checkout-actions">
      {back && <ShopLink className="btn btn--secondary" to={`checkout/${back}`}>{t('checkout.backTo', { step: t(STEP_LABELS[back]) })}</ShopLink>}
      {children ??
        (next && (
          <Button type="submit" disabled={disabled}>
            {t('checkout.continueTo', { step: t(STEP_LABELS[next]) })}
          </Button>
        ))}
    </div>
  );
}

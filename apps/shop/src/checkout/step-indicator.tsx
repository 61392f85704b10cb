import { ShopLink } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import { CHECKOUT_STEPS, STEP_LABELS, type CheckoutStep } from './step-guard';

/**
 * The checkout steps as an ordered list in a nav: done steps link back, the current one carries
 * aria-current="step", payment closes the list (it happens on the payment page).
 */
export function StepIndicator({ current, linkDone = true }: { current: CheckoutStep | 'payment'; /** Off once the order is placed: its steps cannot be reopened. */ linkDone?: boolean }) {
  const t = useT();
  const index = current === 'payment' ? CHECKOUT_STEPS.length : CHECKOUT_STEPS.indexOf(current);
  const all = [...CHECKOUT_STEPS, 'payment' as const];
  return (
    <nav className="checkout-steps-nav" aria-label={t('page.checkout.steps')} style={{ ['--checkout-progress' as string]: `${((index + 1) / all.length) * 100}%` }}>
      <p className="checkout-steps__progress">{t('checkout.step', { step: index + 1, steps: all.length })}</p>
      <ol className="checkout-steps">
        {all.map((step, i) => {
          const label = t(step === 'payment' ? 'checkout.stepPayment' : STEP_LABELS[step]);
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={step} className={`checkout-steps__item checkout-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && linkDone && step !== 'payment' ? <ShopLink to={`checkout/${step}`}>{label}</ShopLink> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader, PageSkeleton } from '@bike/shared/ui';
import { StepIndicator } from './step-indicator';
import { STEP_LABELS, type CheckoutStep } from './step-guard';

/** The frame of every checkout step: heading, step indicator, the step's form and the order summary beside it. */
export function CheckoutFrame({ step, ready, aside, children }: { step: CheckoutStep; ready: boolean; aside?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  if (!ready) return <PageSkeleton label={intl.formatMessage({ id: 'common.loadingPage' })} />;
  return (
    <div className="container page checkout-page" data-step={step}>
      <PageHeader title={intl.formatMessage({ id: STEP_LABELS[step] })} />
      <StepIndicator current={step} />
      <div className={aside ? 'checkout-layout' : 'checkout-layout checkout-layout--single'}>
        <div className="checkout-layout__main">{children}</div>
        {/* A plain column: the summary inside is a labelled region already (an aside in main would not be a top-level landmark). */}
        {aside && <div className="checkout-layout__aside">{aside}</div>}
      </div>
    </div>
  );
}

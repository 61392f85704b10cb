import { lazy, Suspense } from 'react';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import { useSignedIn } from '../use-signed-in';

// The form (file picker, validation) is for signed-in visitors only.
const ApplyPanel = lazy(() => import('./apply-panel'));

/**
 * Applying for a job (issue 16 item 10): a CV goes through the upload call, which needs an
 * account, so visitors are asked to sign in and come back here; signed in, the form.
 */
export function ApplyForJob({ vacancyId, path }: { vacancyId: string; path: string }) {
  const { locale } = useShop();
  const signedIn = useSignedIn();
  const t = useT();
  return (
    <section className="job-apply" aria-labelledby="job-apply-title">
      <h2 id="job-apply-title">{t('jobs.apply.title')}</h2>
      <p>{t('jobs.apply.intro')}</p>
      {signedIn ? (
        <Suspense fallback={<p className="card__meta" role="status">{t('common.loading')}</p>}>
          <ApplyPanel vacancyId={vacancyId} />
        </Suspense>
      ) : (
        <ShopLink className="btn" to={`account/login?redirect=${encodeURIComponent(`/${locale}/${path}`)}`} data-testid="job-sign-in">
          {t('jobs.apply.signIn')}
        </ShopLink>
      )}
    </section>
  );
}

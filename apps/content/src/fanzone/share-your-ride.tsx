import { lazy, Suspense } from 'react';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import { useSignedIn } from '../use-signed-in';

// The form (file picker, validation, the rider's own photos) is only for signed-in riders.
const SharePanel = lazy(() => import('./share-panel'));

/**
 * Sharing a photo. On the server and for visitors: an invitation to sign in that brings them
 * back here. Once the browser sees a session (the hint cookie), the form and the rider's photos.
 */
export function ShareYourRide() {
  const { locale } = useShop();
  const signedIn = useSignedIn();
  const t = useT();
  return (
    <section className="fanzone-share" aria-labelledby="fanzone-share-title">
      <h2 id="fanzone-share-title">{t('fanzone.share.title')}</h2>
      <p>{t('fanzone.share.intro')}</p>
      {signedIn ? (
        <Suspense fallback={<p className="card__meta" role="status">{t('common.loading')}</p>}>
          <SharePanel />
        </Suspense>
      ) : (
        <ShopLink className="btn" to={`account/login?redirect=${encodeURIComponent(`/${locale}/fanzone`)}`} data-testid="fanzone-sign-in">
          {t('fanzone.share.signIn')}
        </ShopLink>
      )}
    </section>
  );
}

import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { useMe } from './use-me';

const TILES = [
  { to: 'account/orders', title: 'account.orders', text: 'overview.orders' },
  { to: 'account/equipment', title: 'account.equipment', text: 'overview.equipment' },
  { to: 'account/warranties', title: 'account.warranties', text: 'overview.warranties' },
  { to: 'account/concepts', title: 'account.concepts', text: 'overview.concepts' },
  { to: 'account/activity', title: 'account.activity', text: 'overview.activity' },
  { to: 'account/settings', title: 'account.settings', text: 'overview.settings' },
] as const;

/** /account: a greeting and the way to every part of the account. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.account.title' }),
  Component: () => {
    const [me] = useMe();
    const t = useT();
    return (
      <div className="page account-page">
        <PageHeader title={me && me !== 'failed' ? t('account.welcome', { firstName: me.firstName }) : t('page.account.title')} />
        {me === 'failed' && <EmptyState title={t('codes.GETME_ERROR')}><ShopLink className="btn" to="account/login">{t('page.login.title')}</ShopLink></EmptyState>}
        {me && me !== 'failed' && (
          <>
            <dl className="spec-list" data-testid="account-me">
              <dt>{t('account.email')}</dt><dd>{me.email}</dd>
              <dt>{t('account.firstName')}</dt><dd>{me.firstName}</dd>
              <dt>{t('account.lastName')}</dt><dd>{me.lastName}</dd>
            </dl>
            <ul className="overview-tiles">
              {TILES.map((tile) => (
                <li key={tile.to}>
                  <ShopLink to={tile.to} className="overview-tile">
                    <strong>{t(tile.title)}</strong>
                    <span>{t(tile.text)}</span>
                  </ShopLink>
                </li>
              ))}
            </ul>
            <p><ShopLink to="bike-registration" className="btn">{t('registration.title')}</ShopLink> <ShopLink to="account/logout" className="btn btn--secondary">{t('account.logout')}</ShopLink></p>
          </>
        )}
      </div>
    );
  },
});

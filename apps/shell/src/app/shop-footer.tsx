import { useIntl } from 'react-intl';
import { getBrand, resolveBrand } from '@bike/shared/brand';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { FOOTER_EXTERNAL, FOOTER_MENU } from './main-menu';

export function ShopFooter() {
  const intl = useIntl();
  const { brand } = useShop();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <footer className="shop-footer">
      <div className="container shop-footer__inner">
        <nav aria-label={t('footer.navigation')}>
          <ul className="shop-footer__links">
            {FOOTER_MENU.map((link) => (
              <li key={link.id}><ShopLink to={link.to}>{t(link.label)}</ShopLink></li>
            ))}
            {FOOTER_EXTERNAL.map((link) => (
              <li key={link.id}><a href={link.to} rel="noopener" target="_blank">{t(link.label)}</a></li>
            ))}
          </ul>
        </nav>
        <p className="shop-footer__legal">
          © 2026 {getBrand(resolveBrand(brand)).displayName} · <ShopLink to="privacy">{t('page.privacy.title')}</ShopLink> ·{' '}
          <ShopLink to="terms-and-conditions">{t('page.terms.title')}</ShopLink>
        </p>
      </div>
    </footer>
  );
}

import { useIntl } from 'react-intl';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import { externalUrlOf, shopPathOf, type SiteMenuEntry, type SiteMenus } from './site-menus';

/** A footer address: a shop page, or another site's in a new tab (said to screen readers). */
function FooterLink({ url, label }: { url: string; label: string }) {
  const intl = useIntl();
  const path = shopPathOf(url);
  if (path !== null) return <ShopLink to={path}>{label}</ShopLink>;
  const external = externalUrlOf(url);
  if (!external) return <span>{label}</span>;
  return (
    <a href={external} rel="noopener" target="_blank" aria-label={intl.formatMessage({ id: 'footer.externalLink' }, { label })}>
      {label}
    </a>
  );
}

/**
 * The footer: the brand with its slogan (each brand's own voice), the recommendations and social
 * links of the content service's global sets, the footer menu (its entries per country), and the
 * legal links. Without the content service it keeps the legal links, so no page loses its way to
 * privacy and terms.
 */
export function ShopFooter({ menus }: { menus: SiteMenus | null }) {
  const { brand, brandName } = useShop();
  const t = useT();
  const links: SiteMenuEntry[] = menus?.footer ?? [];
  return (
    <footer className="shop-footer">
      <div className="container shop-footer__inner">
        {menus?.slogan && (
          <p className="shop-footer__brand">
            <strong>{brandName}</strong> <span className="shop-footer__slogan">{menus.slogan}</span>
          </p>
        )}
        {menus && menus.recommendations.length > 0 && (
          <ul className="shop-footer__recommendations">
            {menus.recommendations.map((r) => (
              <li key={r.url}>
                <FooterLink url={r.url} label={r.title} />
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        )}
        {links.length > 0 && (
          <nav aria-label={t('footer.navigation')}>
            <ul className="shop-footer__links">
              {links.map((entry) => entry.pageUrl && <li key={entry.id}><FooterLink url={entry.pageUrl} label={entry.title} /></li>)}
            </ul>
          </nav>
        )}
        {menus && menus.social.length > 0 && (
          <ul className="shop-footer__social" aria-label={t('footer.followUs')}>
            {menus.social.map((s) => (
              <li key={s.platform}><FooterLink url={s.url.replace('{brand}', brand)} label={s.label} /></li>
            ))}
          </ul>
        )}
        <p className="shop-footer__legal">
          © 2026 {brandName} · <ShopLink to="privacy">{t('page.privacy.title')}</ShopLink> ·{' '}
          <ShopLink to="terms-and-conditions">{t('page.terms.title')}</ShopLink>
        </p>
      </div>
    </footer>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';

const AdminLink = lazy(() => import('./admin-link'));
import { useIntl } from 'react-intl';
import { getBrand, resolveBrand } from '@bike/shared/brand';
import { navOpenAtom, onlineAtom, useAtom, useAtomValue } from '@bike/shared/store';
import { ShopLink, useLocaleHref, usePrefetchOnIntent, useShop } from '@bike/shared/remote-kit';
import { MAIN_MENU } from './main-menu';
import { GlobeIcon, MenuIcon, UserIcon } from './icons';
import { MiniCart } from './mini-cart';
import { useDiscountCodeSync } from './discount-code-sync';
import { useShellEnv } from './shell-env';

/**
 * A main-menu link. Several entries open /shop with different filters, so a link with a query
 * is current only when the query matches too; without one, the page and its sub-pages count.
 */
function MenuLink({ to, id, label, href }: { to: string; id: string; label: string; href: string }) {
  const intent = usePrefetchOnIntent(to);
  const location = useLocation();
  const [path, query] = href.split('?');
  const current = query
    ? location.pathname === path && new URLSearchParams(location.search).toString() === new URLSearchParams(query).toString()
    : location.pathname === path || location.pathname.startsWith(`${path}/`);
  return (
    <Link to={href} data-menu={id} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined} {...intent}>
      {label}
    </Link>
  );
}

export function ShopHeader() {
  const intl = useIntl();
  const { brand, locale } = useShop();
  const href = useLocaleHref();
  const location = useLocation();
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
  const online = useAtomValue(onlineAtom);
  const current = location.pathname.replace(/^\/[^/]+\/?/, '');
  const t = (id: string) => intl.formatMessage({ id });
  // Known after hydration only (the server's HTML is the same for every visitor).
  const [signedIn, setSignedIn] = useState(false);
  const env = useShellEnv();
  useEffect(() => setSignedIn(env.hasAuthCookie()), [env, location.pathname]);
  useDiscountCodeSync();

  return (
    <header className="shop-header">
      {!online && <div className="offline-banner" role="status">{t('common.offline')}</div>}
      <div className="shop-header__bar container">
        <ShopLink to="" className="shop-header__logo" aria-label={`${getBrand(resolveBrand(brand)).displayName} – ${t('page.home.title')}`}>
          <span dangerouslySetInnerHTML={{ __html: getBrand(resolveBrand(brand)).logo }} />
        </ShopLink>
        <button
          type="button"
          className="shop-header__menu-toggle btn btn--ghost"
          aria-expanded={navOpen}
          aria-controls="main-menu"
          onClick={() => setNavOpen(!navOpen)}
        >
          <MenuIcon /> {t(navOpen ? 'nav.close' : 'nav.menu')}
        </button>
        <nav id="main-menu" className={`main-menu${navOpen ? ' main-menu--open' : ''}`} aria-label={t('nav.menu')}>
          <ul>
            {MAIN_MENU.map((link) => (
              <li key={link.id}>
                <MenuLink to={link.to} id={link.id} label={t(link.label)} href={href(link.to)} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="shop-header__tools">
          <ShopLink to={`language?from=${encodeURIComponent(current)}`} className="shop-header__tool" data-testid="country-chooser-link">
            <GlobeIcon /> <span className="shop-header__tool-label">{locale.replace('_', ' · ')}</span>
            <span className="visually-hidden">{t('nav.countryChooser')}</span>
          </ShopLink>
          <ShopLink to="account" className="shop-header__tool">
            <UserIcon /> <span className="shop-header__tool-label">{t('nav.account')}</span>
          </ShopLink>
          {signedIn && <Suspense fallback={null}><AdminLink /></Suspense>}
          <MiniCart />
        </div>
      </div>
    </header>
  );
}

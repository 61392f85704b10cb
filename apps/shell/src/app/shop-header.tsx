import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const AdminLink = lazy(() => import('./admin-link'));
/** The compare counter and tray: its code loads once the compare list has a bike (compare-tray.tsx). */
const CompareTray = lazy(() => import('./compare-tray'));
import { compareAtom, navOpenAtom, onlineAtom, useAtom, useAtomValue } from '@bike/shared/store';
import { ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import { externalUrlOf, menuKeyOf, shopPathOf, type SiteMenuEntry } from './site-menus';
import { GlobeIcon, MenuIcon, UserIcon } from './icons';
import { MiniCart } from './mini-cart';
import { HeaderSearch } from './header-search';
import { useDiscountCodeSync } from './discount-code-sync';
import { useShellEnv } from './shell-env';

/**
 * A main-menu link. Several entries open /shop with different filters, so a link with a query
 * is current only when the query matches too; without one, the page and its sub-pages count.
 */
function MenuLink({ to, id, label, badge }: { to: string; id?: string; label: string; badge?: string | null }) {
  const location = useLocation();
  const [path, query] = useLocaleHref()(to).split('?');
  const current = query
    ? location.pathname === path && new URLSearchParams(location.search).toString() === new URLSearchParams(query).toString()
    : location.pathname === path || location.pathname.startsWith(`${path}/`);
  return (
    <ShopLink to={to} data-menu={id} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
      {label}
      {badge && <span className="main-menu__badge">{badge}</span>}
    </ShopLink>
  );
}

/** One entry of the content service's menu: a link, or (another site) a plain anchor. */
function EntryLink({ entry, top }: { entry: SiteMenuEntry; top?: boolean }) {
  const path = shopPathOf(entry.pageUrl);
  if (path === null) {
    const external = externalUrlOf(entry.pageUrl);
    return external ? <a href={external} rel="noopener">{entry.title}</a> : <span>{entry.title}</span>;
  }
  // Top-level entries are named for tests and styles (data-menu); a panel may repeat its parent's address.
  return <MenuLink to={path} id={top ? menuKeyOf(entry.pageUrl) : undefined} label={entry.title} badge={entry.marketingLabel} />;
}

/**
 * A top-level entry; a submenu's entries sit in a panel under it, shown on hover and on keyboard
 * focus (CSS, no script), and listed in full in the phone's menu.
 */
function MenuEntryItem({ entry }: { entry: SiteMenuEntry }) {
  const children = entry.children ?? [];
  return (
    <li className={children.length ? 'main-menu__group' : undefined}>
      <EntryLink entry={entry} top />
      {children.length > 0 && (
        <ul className="main-menu__panel">
          {children.map((child) => (
            <li key={child.id} className={child.type === 'submenuInfo' ? 'main-menu__info' : undefined}>
              <EntryLink entry={child} />
              {child.type === 'submenuInfo' && child.description && <p>{child.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** When the content service cannot be reached: the ways into the shop, so no page is a dead end. */
const FALLBACK_MENU: [string, string][] = [['bikes', 'nav.bikes'], ['shop?category=bikes', 'nav.shopBikes'], ['dealers', 'nav.dealers'], ['support', 'nav.support']];

/** `slogan`: the brand's own (its voice), the logo's name after the brand's; without one, the shop's words. */
export function ShopHeader({ menu, slogan = null }: { menu: SiteMenuEntry[] | null; slogan?: string | null }) {
  const { brandName, locale } = useShop();
  const location = useLocation();
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
  const online = useAtomValue(onlineAtom);
  // The compare list is restored from storage after hydration: the server and the first render have none.
  const compared = useAtomValue(compareAtom).length;
  const current = location.pathname.replace(/^\/[^/]+\/?/, '');
  const t = useT();
  // Known after hydration only (the server's HTML is the same for every visitor).
  const [signedIn, setSignedIn] = useState(false);
  const env = useShellEnv();
  useEffect(() => setSignedIn(env.hasAuthCookie()), [env, location.pathname]);
  useDiscountCodeSync();

  return (
    <header className="shop-header">
      {!online && <div className="offline-banner" role="status">{t('common.offline')}</div>}
      <div className="shop-header__bar container">
        <ShopLink to="" className="shop-header__logo" aria-label={`${brandName} – ${slogan ?? t('page.home.title')}`}>
          {/* The logo's markup comes from the environment (ShellEnv.brandLogo): the browser keeps
              the server's, so no brand's logo is in the script. */}
          {env.brandLogo ? <span dangerouslySetInnerHTML={{ __html: env.brandLogo }} /> : <span className="shop-header__brand-name">{brandName}</span>}
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
            {menu
              ? menu.map((entry) => <MenuEntryItem key={entry.id} entry={entry} />)
              : FALLBACK_MENU.map(([to, label]) => (
                  <li key={to}>
                    <MenuLink to={to} id={menuKeyOf(to)} label={t(label)} />
                  </li>
                ))}
          </ul>
        </nav>
        <div className="shop-header__tools">
          <HeaderSearch />
          <ShopLink to={`language?from=${encodeURIComponent(current)}`} className="shop-header__tool" data-testid="country-chooser-link">
            <GlobeIcon /> <span className="shop-header__tool-label">{locale.replace('_', ' · ')}</span>
            <span className="visually-hidden">{t('nav.countryChooser')}</span>
          </ShopLink>
          <ShopLink to="account" className="shop-header__tool">
            <UserIcon /> <span className="shop-header__tool-label">{t('nav.account')}</span>
          </ShopLink>
          {signedIn && <Suspense fallback={null}><AdminLink /></Suspense>}
          {compared > 0 && <Suspense fallback={null}><CompareTray /></Suspense>}
          <MiniCart />
        </div>
      </div>
    </header>
  );
}

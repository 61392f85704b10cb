import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { navOpenAtom, previewAtom, useAtomValue, useSetAtom } from '@bike/shared/store';
import { ShopHeader } from './shop-header';
import { ShopFooter } from './shop-footer';
import { Toasts } from './toasts';
import { PageLoader } from './page-loader';
import { ConsentBanner } from './consent-banner';
import { useHashScroll } from './hash-scroll';
import type { SiteMenus } from './site-menus';

export interface LocaleRootData {
  /** The content service's menus and footer sets; null when it failed (a fallback menu shows). */
  menus: SiteMenus | null;
}

/**
 * Frame of every page under a locale prefix: skip link, header with menu and mini cart, the page
 * (inside its layout), footer, toasts and consent. Also applies the navigation guards close-nav
 * (the menu closes on every navigation) and preview-router (navigation keeps ?preview).
 */
export function LocaleRoot() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const setNavOpen = useSetAtom(navOpenAtom);
  const preview = useAtomValue(previewAtom);
  const { menus } = (useLoaderData() as LocaleRootData | undefined) ?? { menus: null };

  useEffect(() => setNavOpen(false), [location.pathname, location.search, setNavOpen]);

  useEffect(() => {
    if (!preview) return;
    const search = new URLSearchParams(location.search);
    if (!search.has('preview')) {
      search.set('preview', 'true');
      navigate({ pathname: location.pathname, search: `?${search}`, hash: location.hash }, { replace: true, preventScrollReset: true });
    }
  }, [preview, location, navigate]);

  useHashScroll();

  return (
    <>
      <a className="skip-link" href="#main">{intl.formatMessage({ id: 'nav.skipToContent' })}</a>
      {/* First in the document though shown at the bottom (fixed): the browser paints it with the
          page's first frame instead of after the whole page has been parsed, and a keyboard or
          screen-reader user meets the choice before the page (issue 9: it is the largest paint
          of a first visit to the shop list). */}
      <ConsentBanner />
      <ShopHeader menu={menus?.main ?? null} slogan={menus?.slogan ?? null} />
      <PageLoader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ShopFooter menus={menus} />
      <Toasts />
      <ScrollRestoration />
    </>
  );
}

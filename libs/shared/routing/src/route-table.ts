/**
 * Every route of spec point 2, once, with the remote that owns it. The shell builds its router
 * from this table under each locale prefix (/{language}_{COUNTRY}/...), and links are built from
 * the same paths, so a route cannot exist in the menu but not in the router.
 *
 * `page` is the key the owning remote exposes in its page registry.
 * Optional parameters use react-router's `:name?` syntax.
 */
import { parseRouteName } from '@bike/shared/i18n/locale-prefix';

export type RemoteName = 'shop' | 'configurator' | 'dealers' | 'account' | 'content' | 'admin';
export type LayoutName = 'default' | 'account' | 'admin';
export type GuardName = 'admin-route' | 'auth-user' | 'close-nav' | 'hostname' | 'preview-router';

export interface ShopRoute {
  /** Path under the locale prefix, '' for the locale root (home). */
  path: string;
  remote: RemoteName;
  page: string;
  layout: LayoutName;
  /** Guards beyond the ones every route gets (close-nav, hostname, preview-router). */
  guards?: GuardName[];
  /** Rendered on the server for search engines; false renders the shell and lets the browser fill the page. */
  ssr?: boolean;
}

const r = (
  path: string,
  remote: RemoteName,
  page: string,
  extra: Partial<Pick<ShopRoute, 'layout' | 'guards' | 'ssr'>> = {},
): ShopRoute => ({ path, remote, page, layout: extra.layout ?? 'default', guards: extra.guards, ssr: extra.ssr ?? true });

const account = { layout: 'account' as const, ssr: false };
const signedIn = { ...account, guards: ['auth-user' as const] };
const admin = { layout: 'admin' as const, ssr: false, guards: ['admin-route' as const] };

export const ROUTES: readonly ShopRoute[] = [
  // content remote: home, CMS pages, news, about, jobs, support, legal
  r('', 'content', 'home'),
  r('about', 'content', 'about'),
  r('about/projects', 'content', 'projects'),
  r('about/projects/:id', 'content', 'project'),
  r('bikefitting', 'content', 'bikefitting'),
  r('contact', 'content', 'contact'),
  r('development', 'content', 'development'),
  r('ebikes', 'content', 'ebikes'),
  r('experience', 'content', 'experience'),
  r('experience/technologies', 'content', 'technologies'),
  r('jobs', 'content', 'jobs'),
  r('jobs/:id', 'content', 'job'),
  r('landingpages/:slug?', 'content', 'landingpages'),
  r('language', 'content', 'language'),
  r('news', 'content', 'news'),
  r('news/article/:id?', 'content', 'article'),
  r('pages/old', 'content', 'pages-old'),
  r('pages/:slug?', 'content', 'page'),
  r('playground', 'content', 'playground'),
  r('privacy', 'content', 'privacy'),
  r('return-goods', 'content', 'return-goods'),
  r('service', 'content', 'service'),
  r('styleguide', 'content', 'styleguide'),
  r('support', 'content', 'support'),
  r('support/search', 'content', 'support-search'),
  r('support/folders/:id?', 'content', 'support-folder'),
  r('support/folders/:fid?/article/:id?', 'content', 'support-article'),
  r('terms-and-conditions', 'content', 'terms'),
  r('testing', 'content', 'testing'),
  r('tomorrowland', 'content', 'tomorrowland'),
  r('tomorrowland_collection', 'content', 'tomorrowland-collection'),
  r('tomorrowland_road', 'content', 'tomorrowland-road'),
  r('research', 'content', 'research'),
  // The photo fan zone (spec point 1 names it, point 2 gives no path): our choice, see
  // libs/server/fanzone/README.md.
  r('fanzone', 'content', 'fanzone'),
  // The site-wide search's results page (issue 32; the spec names none): our choice, see
  // libs/server/content/README.md.
  r('search', 'content', 'search'),
  // shop remote: bikes, shop, compare, cart, checkout
  r('bikes', 'shop', 'bikes'),
  r('bikes/old_id', 'shop', 'bikes-old-id'),
  r('bikes/shop', 'shop', 'bikes-shop'),
  r('bikes/categories/:slug?', 'shop', 'category'),
  r('bikes/platform/:slug?/:platform', 'shop', 'platform'),
  r('bikes/:id', 'shop', 'bike'),
  r('shop', 'shop', 'shop'),
  r('sales', 'shop', 'sales'),
  r('accessories/:id?', 'shop', 'accessory'),
  r('compare', 'shop', 'compare'),
  r('cart', 'shop', 'cart', { ssr: false }),
  r('checkout/details', 'shop', 'checkout-details', { ssr: false }),
  r('checkout/pickup', 'shop', 'checkout-pickup', { ssr: false }),
  r('checkout/shipping', 'shop', 'checkout-shipping', { ssr: false }),
  r('checkout/overview', 'shop', 'checkout-overview', { ssr: false }),
  r('checkout/order/:id?', 'shop', 'checkout-order', { ssr: false }),
  r('success', 'shop', 'success', { ssr: false }),
  // configurator remote
  r('configurator', 'configurator', 'start'),
  r('configurator/configuration/:slug?', 'configurator', 'configuration'),
  r('configurator/:slug', 'configurator', 'model'),
  // dealers remote
  r('dealers', 'dealers', 'locator'),
  r('dealers/:slug', 'dealers', 'dealer'),
  r('inventory', 'dealers', 'inventory'),
  r('inventory/:id', 'dealers', 'inventory-item'),
  // account remote
  r('account', 'account', 'overview', signedIn),
  r('account/activate', 'account', 'activate', account),
  r('account/activity', 'account', 'activity', signedIn),
  r('account/concepts', 'account', 'concepts', signedIn),
  r('account/equipment', 'account', 'equipment', signedIn),
  r('account/login', 'account', 'login', account),
  r('account/logout', 'account', 'logout', account),
  r('account/lostpassword', 'account', 'lostpassword', account),
  r('account/orders', 'account', 'orders', signedIn),
  r('account/passwordreset', 'account', 'passwordreset', account),
  r('account/register', 'account', 'register', account),
  r('account/registered', 'account', 'registered', account),
  r('account/settings', 'account', 'settings', signedIn),
  r('account/warranties', 'account', 'warranties', signedIn),
  // Registering a bike needs an account (the registration and its photos are the rider's).
  r('bike-registration', 'account', 'bike-registration', { ssr: false, guards: ['auth-user'] }),
  r('bike-registration-success', 'account', 'bike-registration-success', { ssr: false, guards: ['auth-user'] }),
  r('reset', 'account', 'reset', account),
  // admin remote: never downloaded by visitors, guarded on the server too
  r('admin', 'admin', 'dashboard', admin),
  r('admin/dashboard', 'admin', 'dashboard', admin),
  r('admin/bike-registrations', 'admin', 'bike-registrations', admin),
  r('admin/fanzone', 'admin', 'fanzone', admin),
  r('admin/orders', 'admin', 'orders', admin),
  r('admin/update/bike-registration', 'admin', 'update-bike-registration', admin),
  r('admin/update/bike-registration-update', 'admin', 'update-bike-registration-update', admin),
  // Ours (issue 32): the site-wide audit log; the spec lists no such page.
  r('admin/audit', 'admin', 'audit', admin),
];

/** Internal route names of spec point 2 ('bikes/shop___nl_BE'), defined once in the i18n library. */
export { parseRouteName, routeName } from '@bike/shared/i18n/locale-prefix';

/**
 * Link to a named route: 'bikes/platform/:slug?/:platform___nl_BE' with { platform: 'X1' }
 * gives '/nl_BE/bikes/platform/X1'. 'index' names the locale root.
 */
export function hrefForRouteName(name: string, params: Record<string, string | undefined> = {}): string {
  const parsed = parseRouteName(name);
  if (!parsed) throw new Error(`Not a route name: ${name}`);
  const path = parsed.path === 'index' ? '' : parsed.path;
  if (!ROUTES.some((route) => route.path === path)) throw new Error(`No route named ${name}`);
  return localePath(parsed.locale, path, params);
}

/** Absolute URL path of a route under a locale prefix, with parameters filled in. */
export function localePath(locale: string, path: string, params: Record<string, string | undefined> = {}): string {
  const filled = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Missing route parameter "${key}" for ${path}`);
      }
      return encodeURIComponent(value);
    })
    .filter((s): s is string => s !== null && s !== '')
    .join('/');
  return filled ? `/${locale}/${filled}` : `/${locale}`;
}

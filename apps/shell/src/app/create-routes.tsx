import { data, redirect, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, findLocale } from '@bike/shared/i18n';
import { PageNotFoundError, type LoaderContext, type PageMeta } from '@bike/shared/remote-kit';
import { ROUTES, type LayoutName, type ShopRoute } from '@bike/shared/routing';
import { ApiClientError } from '@bike/shared/api-client';
import { runGuards } from './guards';
import { loadPageModule, type ShellEnv } from './shell-env';
import { LocaleRoot, type LocaleRootData } from './locale-root';
import { LocaleErrorBoundary, RouteErrorBoundary } from './route-error-boundary';
import { RemotePageView } from './remote-page-view';

export interface PageLoaderData {
  data: unknown;
  meta: PageMeta | null;
  /** Account, checkout and admin pages render in the browser only. */
  clientOnly?: boolean;
}

/** The catch-all's loader always throws, so its error boundary renders; this never shows. */
const NothingHere = () => null;

export const notFound = (code = 'NOT_FOUND') => data({ code, message: 'This page could not be found' }, { status: 404 });

/** Layouts load on demand: each is its own chunk, fetched only when a page of that layout is shown. */
const layoutModules: Record<LayoutName, () => Promise<{ default: React.ComponentType }>> = {
  default: () => import('../layouts/default-layout'),
  account: () => import('../layouts/account-layout'),
  admin: () => import('../layouts/admin-layout'),
};

/**
 * The shell's router: every route of the route table under /:locale, grouped by layout.
 * Page routes own a static loader (guards, then the remote's page module, then its data),
 * and their own error boundary, so a failing remote is contained in the page area.
 */
export function createShopRoutes(env: ShellEnv): RouteObject[] {
  const layoutRoute = (layout: LayoutName): RouteObject => ({
    id: `layout-${layout}`,
    lazy: async () => ({ Component: (await layoutModules[layout]()).default }),
    children: [
      ...ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(route, env)),
      ...(layout === 'default' ? [{ id: 'not-found', path: '*', loader: () => { throw notFound(); }, Component: NothingHere, ErrorBoundary: RouteErrorBoundary }] : []),
    ],
  });

  return [
    { id: 'root-redirect', path: '/', loader: () => redirect(`/${DEFAULT_LOCALE}`) },
    {
      id: 'locale',
      path: '/:locale',
      loader: async ({ params }): Promise<LocaleRootData> => {
        // A prefix that is not in the locale table (it_DE, xx_YY) is a 404, not a fallback.
        const locale = findLocale(params.locale);
        if (!locale) throw notFound('UNKNOWN_LOCALE');
        const { loadSiteMenus } = await import('./site-menus-query');
        return { menus: await loadSiteMenus(env.content, locale.language, locale.country) };
      },
      // The menus are the locale's: read again only when the locale changes.
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams['locale'] !== nextParams['locale'],
      Component: LocaleRoot,
      ErrorBoundary: LocaleErrorBoundary,
      children: [layoutRoute('default'), layoutRoute('account'), layoutRoute('admin')],
    },
  ];
}

function pageRoute(route: ShopRoute, env: ShellEnv): RouteObject {
  const common = {
    id: `page:${route.path || 'home'}`,
    handle: { route },
    ErrorBoundary: RouteErrorBoundary,
    Component: RemotePageView,
    loader: async ({ params, request }: { params: Record<string, string | undefined>; request: Request }): Promise<PageLoaderData> => {
      const locale = findLocale(params['locale']);
      if (!locale) throw notFound('UNKNOWN_LOCALE');
      await runGuards(route, env, { locale: locale.code, url: request.url });
      let page;
      try {
        page = await loadPageModule(env, route, locale.language);
      } catch (error) {
        console.error(`[shell] remote ${route.remote} failed to load`, error);
        throw data({ code: 'REMOTE_UNAVAILABLE', remote: route.remote, message: String((error as Error)?.message ?? error) }, { status: 503 });
      }
      const ctx: LoaderContext = {
        locale: locale.code,
        language: locale.language,
        country: locale.country,
        brand: env.brand,
        params,
        searchParams: new URL(request.url).searchParams,
        api: env.api,
        content: env.content,
      };
      const fallbackMeta: PageMeta = { title: env.brandName };
      if (route.ssr === false && env.isServer) return { data: null, meta: page.meta?.(null, ctx) ?? fallbackMeta, clientOnly: true };
      try {
        const pageData = page.loader ? await page.loader(ctx) : null;
        return { data: pageData, meta: page.meta?.(pageData, ctx) ?? fallbackMeta };
      } catch (error) {
        if (error instanceof PageNotFoundError || (error instanceof ApiClientError && error.status === 404)) {
          throw notFound((error as { code: string }).code);
        }
        throw error;
      }
    },
  };
  return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
}

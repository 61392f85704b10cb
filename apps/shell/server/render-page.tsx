import { renderToString } from 'react-dom/server';
import { createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { createStore } from 'jotai';
import { createApiClient, createContentClient, type FetchLike } from '@bike/shared/api-client';
import { brandCss, getBrand, logoDataUri, resolveBrand } from '@bike/shared/brand';
import { findLocale, loadBrandedMessages, messageText, overlayMessages, splitLocalePrefix, toBcp47, DEFAULT_LOCALE, type Messages } from '@bike/shared/i18n';
import { AUTH_COOKIE, readCookie, SESSION_HINT_COOKIE, type PageMeta } from '@bike/shared/remote-kit';
import type { ShopRoute } from '@bike/shared/routing';
import { previewAtom } from '@bike/shared/store';
import type { BootData } from '../src/app/boot-data';
import type { PageLoaderData } from '../src/app/create-routes';
import { sharedRouteHandler, withRequestEnv } from './shared-route-handler';
import { remoteMessagesKey, type CurrentUser, type ShellEnv } from '../src/app/shell-env';
import { CONSENT_COOKIE } from '../src/app/consent-cookie';
import { ShellProviders } from '../src/app/shell-providers';
import { htmlDocument } from './html-document';
import { resolvePageMeta } from '../src/app/page-title';
import { shopContextFor } from '../src/app/shop-context-for';
import type { RemoteRegistry } from './remote-manifest';
import type { ApiTransport } from './public-reads';
import type { PageStylesheet } from './inline-styles';

export interface RenderDeps {
  /** The API a render reads from (injectTransport: in this process, no network hop). */
  api: ApiTransport;
  remotes: RemoteRegistry;
  /** Hostname guard: the brand served on a host name (BRAND_HOSTS), else the default brand. */
  brandForHost: (host: string) => string;
  origin: string;
  shellAssets: { scripts: string[]; stylesheets: string[] };
  /** Which of a page's stylesheets are written into its HTML (inline-styles.ts). */
  pageStylesheets: (hrefs: string[]) => PageStylesheet[];
  trackingHosts: string[];
}

export type RenderResult = { kind: 'redirect'; status: number; location: string } | { kind: 'html'; status: number; html: string };

/** The API client's fetch, answered by `transport`. */
function transportFetch(transport: ApiTransport): FetchLike {
  return async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const answer = await transport({ method: init?.method ?? 'GET', url: input, headers, body: init?.body as string | undefined });
    return new Response(answer.status === 204 ? null : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers as Record<string, string> });
  };
}

function serializeErrors(errors: Record<string, unknown> | null | undefined) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: (error as Error)?.message ?? 'Error', __type: 'Error' },
    ]),
  );
}

/** Catalogues per language and brand, built once per process rather than on every page. */
const catalogues = new Map<string, Promise<Messages>>();
function cataloguesFor(language: string, brandName: string): Promise<Messages> {
  const key = `${language}:${brandName}`;
  let messages = catalogues.get(key);
  if (!messages) catalogues.set(key, (messages = loadBrandedMessages(language, brandName)));
  return messages;
}

/**
 * `nonce`: this response's CSP nonce (request.cspNonce), carried by every script of the page.
 * `transport`: where this render reads from, when not deps.api (a public page's: public-reads.ts).
 */
export async function renderPage(url: URL, host: string, cookieHeader: string | undefined, deps: RenderDeps, nonce: string, transport = deps.api): Promise<RenderResult> {
  const brand = getBrand(resolveBrand(deps.brandForHost(host)));
  const prefixed = splitLocalePrefix(url.pathname);
  const locale = prefixed?.locale ?? findLocale(DEFAULT_LOCALE)!;
  const token = readCookie(cookieHeader, AUTH_COOKIE);
  const api = createApiClient({ fetch: transportFetch(transport), brand: brand.id, getAccessToken: () => token });
  let user: Promise<CurrentUser | null> | null = null;
  const env: ShellEnv = {
    isServer: true,
    brand: brand.id,
    brandName: brand.displayName,
    brandLogo: brand.logo,
    api,
    content: createContentClient(api, { preview: url.searchParams.has('preview') }),
    pageCache: new Map(),
    remoteMessages: new Map(),
    loadPages: (remote) => deps.remotes.loadServerPages(remote),
    // The access cookie, or the hint of a session whose access token expired (the browser refreshes it).
    hasAuthCookie: () => !!token || !!readCookie(cookieHeader, SESSION_HINT_COOKIE),
    consentDecided: readCookie(cookieHeader, CONSENT_COOKIE) === '1',
    currentUser: () => (user ??= api.get<CurrentUser>('/b2c/v1/users/me').catch(() => null)),
  };

  // One handler per process (shared-route-handler.ts); this request's env reaches the loaders.
  const handler = sharedRouteHandler();
  const context = await withRequestEnv(env, () => handler.query(new Request(url.href, { headers: cookieHeader ? { cookie: cookieHeader } : {} })));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  const messages = await cataloguesFor(locale.language, brand.displayName);
  const store = createStore();
  store.set(previewAtom, url.searchParams.has('preview'));
  const shop = shopContextFor(locale, brand, { api, content: env.content }, { preview: url.searchParams.has('preview') });
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <ShellProviders env={env} store={store} shop={shop} messages={messages}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ShellProviders>,
  );

  const lastMatch = context.matches[context.matches.length - 1];
  const pageRoute = (lastMatch?.route.handle as { route?: ShopRoute } | undefined)?.route;
  const pageData = lastMatch ? (context.loaderData[lastMatch.route.id] as PageLoaderData | undefined) : undefined;
  const failed = context.statusCode >= 400;
  const meta: PageMeta = failed
    ? { title: context.statusCode === 404 ? messageText(messages['error.notFoundTitle']) ?? 'This page could not be found' : `${messageText(messages['error.oops']) ?? 'Oops'} – ${brand.displayName}` }
    : // The page's title key may be its remote's own text (loaded with the page by its loader).
      resolvePageMeta(pageData?.meta, pageRoute ? overlayMessages(messages, env.remoteMessages.get(remoteMessagesKey(pageRoute.remote, locale.language, pageRoute.page))) : messages, brand.displayName);
  const remotes = deps.remotes.browserRemotes();
  const remoteCss = pageRoute && !failed ? remotes[pageRoute.remote]?.css ?? [] : [];
  const bootData: BootData = {
    brand: brand.id,
    brandName: brand.displayName,
    locale: locale.code,
    remotes,
    trackingHosts: deps.trackingHosts,
  };

  const html = htmlDocument({
    lang: toBcp47(locale.code),
    meta,
    origin: deps.origin,
    pathBelowLocale: failed || !prefixed ? null : prefixed.rest.replace(/^\/+/, ''),
    locale: locale.code,
    brandCss: brandCss(brand.id),
    stylesheets: deps.pageStylesheets([...deps.shellAssets.stylesheets, ...remoteCss]),
    scripts: deps.shellAssets.scripts,
    bootData,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    body,
    themeColor: brand.tokens.colors.primary,
    iconHref: logoDataUri(brand.id),
    nonce,
  });
  return { kind: 'html', status: context.statusCode, html };
}

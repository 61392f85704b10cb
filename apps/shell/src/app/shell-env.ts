import { createContext, useContext } from 'react';
import type { ApiClient, ContentClient } from '@bike/shared/api-client';
import { withBrandName, type Catalogue } from '@bike/shared/i18n';
import type { PageModule, RemotePages } from '@bike/shared/remote-kit';
import type { RemoteName, ShopRoute } from '@bike/shared/routing';

export interface CurrentUser {
  id: string;
  email: string;
  role: string;
  firstName?: string;
}

/**
 * Everything the shell's routes need that differs between the server and the browser:
 * how a remote's pages are loaded, how the API is reached, and who is signed in.
 */
export interface ShellEnv {
  isServer: boolean;
  brand: string;
  brandName: string;
  /**
   * The brand's logo as SVG markup, shown in the header. The server takes it from the brand
   * library; the browser reads it back from the server's header before hydrating, so the four
   * brands' logos and design tokens stay out of the shell's script (issue 9).
   */
  brandLogo: string;
  api: ApiClient;
  content: ContentClient;
  /** A remote's `./pages` module: its page registry and its texts. */
  loadPages(remote: RemoteName): Promise<RemotePages>;
  /** Presence of the auth token cookie (auth-user guard). */
  hasAuthCookie(): boolean;
  /**
   * Whether the visitor already answered the consent banner, from the consent cookie: the
   * server renders the banner for undecided visitors, so it paints with the page instead of
   * popping up after hydration (it would be the page's late largest paint on phones).
   */
  consentDecided: boolean;
  /** The signed-in user as the API knows them, or null (admin-route guard). */
  currentUser(): Promise<CurrentUser | null>;
  /** Page modules already loaded, so a page renders synchronously after its loader ran. */
  pageCache: Map<string, PageModule<unknown>>;
  /**
   * Remotes' own texts already loaded, per remote, page and language (remoteMessagesKey), with the
   * brand name in place: a page renders them synchronously after its loader ran.
   */
  remoteMessages: Map<string, Catalogue>;
}

export const pageKey = (route: Pick<ShopRoute, 'remote' | 'page'>) => `${route.remote}/${route.page}`;
/** Per page: a remote may give each page group its own texts (RemoteMessages). */
export const remoteMessagesKey = (remote: string, language: string, page: string) => `${remote}:${page}:${language}`;

/**
 * A page's module, and its remote's texts in the page's language, loaded together (the route
 * loader awaits this on the server, before hydration and on every client-side navigation, so a
 * page never renders before its texts are there). Both are cached; a remote's texts are loaded
 * once per page and language (the chunks behind them once per language).
 */
export async function loadPageModule(env: ShellEnv, route: ShopRoute, language: string): Promise<PageModule<unknown>> {
  const key = pageKey(route);
  const messagesKey = remoteMessagesKey(route.remote, language, route.page);
  const cached = env.pageCache.get(key);
  if (cached && env.remoteMessages.has(messagesKey)) return cached;
  const remote = await env.loadPages(route.remote);
  const entry = remote.pages[route.page];
  if (!entry) throw new Error(`Remote ${route.remote} has no page ${route.page}`);
  const [page, messages] = await Promise.all([
    cached ?? entry().then((m) => m.default),
    env.remoteMessages.get(messagesKey) ?? remote.messages(language, route.page).then((catalogue) => withBrandName(catalogue, env.brandName)),
  ]);
  env.pageCache.set(key, page);
  env.remoteMessages.set(messagesKey, messages);
  return page;
}

const ShellEnvContext = createContext<ShellEnv | null>(null);
export const ShellEnvProvider = ShellEnvContext.Provider;
export function useShellEnv(): ShellEnv {
  const env = useContext(ShellEnvContext);
  if (!env) throw new Error('ShellEnvProvider missing');
  return env;
}

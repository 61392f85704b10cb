import { createContext, useContext } from 'react';
import type { ApiClient } from '@bike/shared/api-client';
import type { PageModule, PageRegistry } from '@bike/shared/remote-kit';
import type { RemoteName, ShopRoute } from '@bike/shared/routing';
import type { Client } from 'urql';

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
  api: ApiClient;
  content: Client;
  loadPages(remote: RemoteName): Promise<PageRegistry>;
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
}

export const pageKey = (route: Pick<ShopRoute, 'remote' | 'page'>) => `${route.remote}/${route.page}`;

export async function loadPageModule(env: ShellEnv, route: ShopRoute): Promise<PageModule<unknown>> {
  const key = pageKey(route);
  const cached = env.pageCache.get(key);
  if (cached) return cached;
  const pages = await env.loadPages(route.remote);
  const entry = pages[route.page];
  if (!entry) throw new Error(`Remote ${route.remote} has no page ${route.page}`);
  const page = (await entry()).default;
  env.pageCache.set(key, page);
  return page;
}

const ShellEnvContext = createContext<ShellEnv | null>(null);
export const ShellEnvProvider = ShellEnvContext.Provider;
export function useShellEnv(): ShellEnv {
  const env = useContext(ShellEnvContext);
  if (!env) throw new Error('ShellEnvProvider missing');
  return env;
}

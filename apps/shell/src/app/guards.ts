import { data, redirect } from 'react-router';
import type { ShopRoute } from '@bike/shared/routing';
import type { ShellEnv } from './shell-env';

/**
 * Route guards of spec point 2 that decide before a page loads. They run inside the route's
 * loader, so they hold on the server (first request) and in the browser (navigation) alike,
 * and they run BEFORE the owning remote is fetched: a visitor never downloads the admin remote.
 * close-nav and preview-router act on navigation (see locale-root), hostname in the server.
 */
export async function runGuards(route: ShopRoute, env: ShellEnv, at: { locale: string; url: string }): Promise<void> {
  for (const guard of route.guards ?? []) {
    // Spec point 6 sends a visitor without the cookie to "/"; we send them to the login page of
    // their locale instead, which returns them here once they are signed in
    // (libs/server/accounts/README.md, "Login from a guarded page").
    if (guard === 'auth-user' && !env.hasAuthCookie()) throw redirect(loginRedirect(at));
    if (guard === 'admin-route') {
      const user = env.hasAuthCookie() ? await env.currentUser() : null;
      if (user?.role !== 'admin') {
        throw data({ code: 'FORBIDDEN', message: 'Not authorized to view this page' }, { status: 403 });
      }
    }
  }
}

/** /{locale}/account/login?redirect={the page asked for}: the login page checks the path again before following it. */
export function loginRedirect(at: { locale: string; url: string }): string {
  const url = new URL(at.url, 'http://shop.invalid');
  return `/${at.locale}/account/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

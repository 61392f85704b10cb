import { data, redirect } from 'react-router';
import type { ShopRoute } from '@bike/shared/routing';
import type { ShellEnv } from './shell-env';

/**
 * Route guards of spec point 2 that decide before a page loads. They run inside the route's
 * loader, so they hold on the server (first request) and in the browser (navigation) alike,
 * and they run BEFORE the owning remote is fetched: a visitor never downloads the admin remote.
 * close-nav and preview-router act on navigation (see locale-root), hostname in the server.
 */
export async function runGuards(route: ShopRoute, env: ShellEnv): Promise<void> {
  for (const guard of route.guards ?? []) {
    if (guard === 'auth-user' && !env.hasAuthCookie()) throw redirect('/');
    if (guard === 'admin-route') {
      const user = env.hasAuthCookie() ? await env.currentUser() : null;
      if (user?.role !== 'admin') {
        throw data({ code: 'FORBIDDEN', message: 'Not authorized to view this page' }, { status: 403 });
      }
    }
  }
}

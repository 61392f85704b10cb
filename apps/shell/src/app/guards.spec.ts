/**
 * @jest-environment node
 */
import { runGuards } from './guards';
import type { ShellEnv } from './shell-env';
import type { ShopRoute } from '@bike/shared/routing';

describe('route guards', () => {
  const route = (guards: ShopRoute['guards']): ShopRoute => ({ path: 'x', remote: 'admin', page: 'dashboard', layout: 'admin', guards });
  const env = (cookie: boolean, role: string | null) => ({ hasAuthCookie: () => cookie, currentUser: async () => (role ? { id: '1', email: 'a@b.c', role } : null) }) as unknown as ShellEnv;

  const at = { locale: 'nl_BE', url: 'http://localhost:4200/nl_BE/account/orders?page=2' };

  it('auth-user sends visitors without the auth cookie to the login page of their locale, to come back after', async () => {
    const thrown = await runGuards(route(['auth-user']), env(false, null), at).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/nl_BE/account/login?redirect=%2Fnl_BE%2Faccount%2Forders%3Fpage%3D2');
    await expect(runGuards(route(['auth-user']), env(true, 'consumer'), at)).resolves.toBeUndefined();
  });

  it('admin-route allows only role admin', async () => {
    const thrown = await runGuards(route(['admin-route']), env(true, 'consumer'), at).catch((e) => e);
    expect(thrown.init?.status ?? thrown.status).toBe(403);
    await expect(runGuards(route(['admin-route']), env(true, 'admin'), at)).resolves.toBeUndefined();
  });
});

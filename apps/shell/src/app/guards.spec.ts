/**
 * @jest-environment node
 */
import { runGuards } from './guards';
import type { ShellEnv } from './shell-env';
import type { ShopRoute } from '@bike/shared/routing';

describe('route guards', () => {
  const route = (guards: ShopRoute['guards']): ShopRoute => ({ path: 'x', remote: 'admin', page: 'dashboard', layout: 'admin', guards });
  const env = (cookie: boolean, role: string | null) => ({ hasAuthCookie: () => cookie, currentUser: async () => (role ? { id: '1', email: 'a@b.c', role } : null) }) as unknown as ShellEnv;

  it('auth-user sends visitors without the auth cookie to /', async () => {
    const thrown = await runGuards(route(['auth-user']), env(false, null)).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/');
    await expect(runGuards(route(['auth-user']), env(true, 'consumer'))).resolves.toBeUndefined();
  });

  it('admin-route allows only role admin', async () => {
    const thrown = await runGuards(route(['admin-route']), env(true, 'consumer')).catch((e) => e);
    expect(thrown.init?.status ?? thrown.status).toBe(403);
    await expect(runGuards(route(['admin-route']), env(true, 'admin'))).resolves.toBeUndefined();
  });
});

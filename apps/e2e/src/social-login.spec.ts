import { expect, test, type Page } from '@playwright/test';
import { rejectConsent } from './support/shop';

/**
 * Social sign-in (issue 14 item 1) in the browser, against the local OpenID provider the server
 * mounts at /dev-oidc in a development run (the e2e server runs with an http origin and no
 * NODE_ENV=production): the login page's "Continue with Google" link, the provider's page, and
 * back at the shop signed in with the same HttpOnly cookies an email login gives.
 */

/** Fills the local provider's page and signs in there. */
async function signInAtProvider(page: Page, email: string, name: string, verified = true) {
  await expect(page).toHaveURL(/\/dev-oidc\/authorize\?/);
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  if (verified) await page.getByLabel('Email address verified').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('continue with Google: a new account, signed in on /nl_BE/account', async ({ page, context }) => {
  const email = `social-${Date.now()}@example.com`;
  await page.goto('/nl_BE/account/login');
  await rejectConsent(page);
  await page.getByRole('link', { name: 'Doorgaan met Google' }).click();
  await signInAtProvider(page, email, 'Lotte Peeters');
  await expect(page).toHaveURL(/\/nl_BE\/account$/);

  // The same browser session as an email login: HttpOnly token cookies, the flow cookie gone.
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies['auth_token']?.httpOnly).toBe(true);
  expect(cookies['refresh_token']).toMatchObject({ httpOnly: true, path: '/b2c/v1/auth', sameSite: 'Strict' });
  expect(cookies['social_state']).toBeUndefined();
  const me = await page.request.get('/b2c/v1/users/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).result).toMatchObject({ email, firstName: 'Lotte', lastName: 'Peeters', active: true, locale: 'nl_BE' });
});

test('keeps the page the login was asked for, and links an account waiting for activation by its verified address', async ({ page, request }) => {
  const email = `social-link-${Date.now()}@example.com`;
  const created = await request.post('/b2c/v1/users', { data: { email, password: 'Groene-Dijk-Route-58', firstName: 'Lien', lastName: 'Janssens', locale: 'nl_BE' } });
  expect(created.status()).toBe(201);
  await page.goto(`/nl_BE/account/login?redirect=${encodeURIComponent('/nl_BE/account/settings')}`);
  await rejectConsent(page);
  await page.getByRole('link', { name: 'Doorgaan met Facebook' }).click();
  await signInAtProvider(page, email, 'Lien Janssens');
  await expect(page).toHaveURL(/\/nl_BE\/account\/settings$/);
  const me = await page.request.get('/b2c/v1/users/me');
  expect((await me.json()).result).toMatchObject({ id: (await created.json()).result.id, email, active: true });
});

test('cancelling at the provider, or an unverified address of an existing account, comes back to the login page with a Dutch explanation', async ({ page, request }) => {
  await page.goto('/nl_BE/account/login');
  await rejectConsent(page);
  await page.getByRole('link', { name: 'Doorgaan met Google' }).click();
  await expect(page).toHaveURL(/\/dev-oidc\/authorize\?/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/nl_BE\/account\/login\?social=failed$/);
  await expect(page.getByTestId('social-login-error')).toHaveText('Inloggen met dat account is niet gelukt. Probeer het opnieuw of log in met je e-mailadres.');

  const email = `social-unverified-${Date.now()}@example.com`;
  expect((await request.post('/b2c/v1/users', { data: { email, password: 'Groene-Dijk-Route-58', firstName: 'Jef', lastName: 'Claes', locale: 'nl_BE' } })).status()).toBe(201);
  await page.getByRole('link', { name: 'Doorgaan met Google' }).click();
  await signInAtProvider(page, email, 'Jef Claes', false);
  await expect(page).toHaveURL(/\/nl_BE\/account\/login\?social=linkRefused$/);
  await expect(page.getByTestId('social-login-error')).toHaveText('Er bestaat al een account met dit e-mailadres. Log in met je e-mailadres en wachtwoord.');
  expect((await page.request.get('/b2c/v1/users/me')).status()).toBe(401);
});

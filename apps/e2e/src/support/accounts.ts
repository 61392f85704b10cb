import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { COOKIE_SESSION, SESSION_MODE_HEADER } from '@bike/shared/domain/session-cookies';
import { rejectConsent, waitForHydration } from './shop';

/** The password of every rider a test creates. */
export const RIDER_PASSWORD = 'Groene-Dijk-Route-58';
export const ADMIN_EMAIL = process.env['DEMO_ADMIN_EMAIL'] ?? 'admin@example.com';
export const ADMIN_PASSWORD = process.env['DEMO_ADMIN_PASSWORD'] ?? 'Quarry-Lantern-Spoke-81';
/** The demo rider of a development start (README "Demo accounts"; the server reads the same variables). */
export const DEMO_RIDER_EMAIL = process.env['DEMO_USER_EMAIL'] ?? 'rider@example.com';
export const DEMO_RIDER_PASSWORD = process.env['DEMO_USER_PASSWORD'] ?? 'Harbour-Saddle-Thistle-37';

/**
 * A new account, registered through the API and (unless asked not to) activated with the link
 * of its mail in the outbox. The email starts with `prefix`, so a failing run's rows are easy to
 * tell apart; it is unique per call.
 */
export async function newRider(
  request: APIRequestContext,
  locale: string,
  { prefix = 'rider', firstName = 'Lotte', lastName = 'Peeters', activate = true } = {},
): Promise<string> {
  const email = `${prefix}-${locale.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/b2c/v1/users', { data: { email, password: RIDER_PASSWORD, firstName, lastName, locale } });
  expect(created.status()).toBe(201);
  if (activate) {
    const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
    const token = String(mails[0].text).match(/activate\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect((await request.post('/b2c/v1/users/activate', { data: { token } })).status()).toBe(200);
  }
  return email;
}

/** An API access token (Bearer) for an account. */
export async function accessToken(request: APIRequestContext, email: string, password = RIDER_PASSWORD): Promise<string> {
  const login = await request.post('/b2c/v1/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return (await login.json()).result.access as string;
}

export const adminToken = (request: APIRequestContext) => accessToken(request, ADMIN_EMAIL, ADMIN_PASSWORD);

/** Fills the login page the browser is on and sends it. */
export async function logInOnPage(page: Page, email: string, password = RIDER_PASSWORD): Promise<void> {
  await rejectConsent(page);
  await waitForHydration(page);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  // In main: the header's search box is a form too.
  await page.locator('main form button[type=submit]').click();
}

/**
 * Signs a browser context in as the shop's browser code does (the session in cookies), without
 * going through the login page: for tests about the pages behind it, not about logging in.
 */
export async function signInContext(context: BrowserContext, email: string, password: string): Promise<void> {
  const login = await context.request.post('/b2c/v1/auth/login', { headers: { [SESSION_MODE_HEADER]: COOKIE_SESSION }, data: { email, password } });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
}

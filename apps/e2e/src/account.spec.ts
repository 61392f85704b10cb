import { expect, test } from '@playwright/test';
import { rejectConsent, waitForHydration } from './support/shop';

/**
 * The account journey through the UI, the API and the mail outbox: register, read the
 * activation mail, activate, log in (a session in HttpOnly cookies, no token for script), see
 * the account, ask for a new email address and confirm it from the mailbox, log out.
 */
test('register, activate by mail, log in and out', async ({ page, request, context }) => {
  const email = `rider-${Date.now()}@example.com`;
  await page.goto('/nl_BE/account/register');
  await waitForHydration(page);
  await rejectConsent(page);
  await page.getByLabel('Voornaam').fill('Lotte');
  await page.getByLabel('Achternaam').fill('Peeters');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('short');
  await page.getByRole('button', { name: /account aanmaken|registreren/i }).click();
  await expect(page.getByText(/minimaal 12 tekens|minimum of 12 characters/i).first()).toBeVisible();
  // The email as password is refused in the browser already, in the visitor's language.
  await page.getByLabel('Wachtwoord', { exact: true }).fill(email);
  await page.getByLabel(/bevestig|herhaal/i).fill(email);
  await page.getByRole('button', { name: /account aanmaken|registreren/i }).click();
  await expect(page.getByText('Het wachtwoord mag je e-mailadres niet bevatten')).toBeVisible();
  // A password from the list of common passwords: only the server knows the list; its refusal is a translated field error.
  await page.getByLabel('Wachtwoord', { exact: true }).fill('password1234');
  await page.getByLabel(/bevestig|herhaal/i).fill('password1234');
  await page.getByRole('button', { name: /account aanmaken|registreren/i }).click();
  await expect(page.locator('#password-error')).toHaveText(/komt te vaak voor/);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Groene-Dijk-Route-58');
  await page.getByLabel(/bevestig|herhaal/i).fill('Groene-Dijk-Route-58');
  await page.getByRole('button', { name: /account aanmaken|registreren/i }).click();
  await expect(page).toHaveURL(/\/nl_BE\/account\/registered$/);
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  // The activation mail sits in the outbox; its link opens the activation page of the user's locale.
  const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
  expect(mails).toHaveLength(1);
  const link = String(mails[0].text).match(/https?:\/\/\S+\/nl_BE\/account\/activate\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId('activated')).toBeVisible();

  // Wrong password first: the spec's text for bad credentials.
  await page.goto('/nl_BE/account/login');
  await waitForHydration(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('Wrong-password-1');
  await page.getByRole('button', { name: /inloggen|aanmelden/i }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel('Wachtwoord').fill('Groene-Dijk-Route-58');
  await page.getByRole('button', { name: /inloggen|aanmelden/i }).click();
  await expect(page).toHaveURL(/\/nl_BE\/account$/);
  await expect(page.getByTestId('account-me')).toContainText(email);

  // The session is in HttpOnly cookies: no token is readable by script, none sits in storage.
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies['auth_token']?.httpOnly).toBe(true);
  expect(cookies['refresh_token']).toMatchObject({ httpOnly: true, path: '/b2c/v1/auth', sameSite: 'Strict' });
  const visible = await page.evaluate(() => ({ cookie: document.cookie, stored: JSON.stringify({ ...localStorage }) }));
  expect(visible.cookie).not.toContain('auth_token');
  expect(visible.cookie).toContain('signed_in=');
  expect(visible.stored).not.toMatch(/eyJ|refresh/i);

  // A new email address waits for confirmation from that address; the old one is told.
  const newEmail = `rider-new-${Date.now()}@example.com`;
  await page.goto('/nl_BE/account/settings');
  await page.getByLabel('Nieuw e-mailadres').fill(newEmail);
  await page.locator('#settings-currentPassword').fill('Groene-Dijk-Route-58');
  await page.getByRole('button', { name: 'Bevestigingslink versturen' }).click();
  await expect(page.getByTestId('email-change-sent')).toContainText(newEmail);
  await expect(page.getByTestId('current-email')).toHaveText(email);
  const oldMails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
  expect(oldMails.some((m: { text: string }) => m.text.includes(newEmail))).toBe(true);
  const confirmMails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(newEmail)}`)).json()).result;
  const confirmLink = String(confirmMails[0]?.text).match(/https?:\/\/\S+\/nl_BE\/account\/activate\?token=\S+&change=email/)?.[0];
  expect(confirmLink).toBeTruthy();
  await page.goto(new URL(confirmLink!).pathname + new URL(confirmLink!).search);
  await expect(page.getByTestId('activated')).toContainText(newEmail);
  await page.goto('/nl_BE/account');
  await expect(page.getByTestId('account-me')).toContainText(newEmail);

  // Signed in: the auth-user guard lets account pages through; logout closes the session.
  await page.goto('/nl_BE/account/orders');
  await expect(page).toHaveURL(/\/nl_BE\/account\/orders$/);
  // Another site's link to the logout page changes nothing by itself (issue 29): a button asks.
  await page.goto('/nl_BE/account/logout', { referer: 'https://elsewhere.example/page' });
  const logOut = page.locator('.form-card button');
  await expect(logOut).toBeVisible();
  await page.goto('/nl_BE/account/orders');
  await expect(page).toHaveURL(/\/nl_BE\/account\/orders$/);
  // From the shop's own page it logs out at once.
  await page.goto('/nl_BE/account/logout', { referer: new URL('/nl_BE/account/orders', page.url()).href });
  await expect(page).toHaveURL(/\/nl_BE\/account\/login$/);
  // Signed out: the auth-user guard sends the visitor to the login page of their locale, to come back after.
  await page.goto('/nl_BE/account/settings');
  await expect(page).toHaveURL(/\/nl_BE\/account\/login\?redirect=%2Fnl_BE%2Faccount%2Fsettings$/);
});

test('the API answers bad input with 4xx in one error shape, never 500', async ({ request }) => {
  const malformed = await request.post('/b2c/v1/auth/login', { headers: { 'content-type': 'application/json' }, data: '{"email":' });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error).toMatchObject({ status: 400 });
  const unknownField = await request.post('/b2c/v1/users', { data: { email: 'x@example.com', password: 'Long-enough-1', firstName: 'A', lastName: 'B', locale: 'en_INT', role: 'admin' } });
  expect(unknownField.status()).toBe(400);
  const unknownApi = await request.get('/b2c/v1/nothing-here');
  expect(unknownApi.status()).toBe(404);
  expect((await unknownApi.json()).error.status).toBe(404);
  const docs = await request.get('/docs');
  expect((await docs.json()).openapi).toMatch(/^3\./);
});

import { expect, test } from '@playwright/test';
import { rejectConsent, waitForHydration } from './support/shop';

/**
 * The account journey through the UI, the API and the mail outbox: register, read the
 * activation mail, activate, log in, see the account, log out.
 */
test('register, activate by mail, log in and out', async ({ page, request }) => {
  const email = `rider-${Date.now()}@example.com`;
  await page.goto('/nl_BE/account/register');
  await waitForHydration(page);
  await rejectConsent(page);
  await page.getByLabel('Voornaam').fill('Lotte');
  await page.getByLabel('Achternaam').fill('Peeters');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('short');
  await page.getByRole('button', { name: /account aanmaken|registreren/i }).click();
  await expect(page.getByText(/minimum of 8 characters|minimaal 8 tekens|minimum/i).first()).toBeVisible();
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Fietsen-2026!');
  await page.getByLabel(/bevestig|herhaal/i).fill('Fietsen-2026!');
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

  await page.getByLabel('Wachtwoord').fill('Fietsen-2026!');
  await page.getByRole('button', { name: /inloggen|aanmelden/i }).click();
  await expect(page).toHaveURL(/\/nl_BE\/account$/);
  await expect(page.getByTestId('account-me')).toContainText(email);

  // Signed in: the auth-user guard lets account pages through; logout closes the session.
  await page.goto('/nl_BE/account/orders');
  await expect(page).toHaveURL(/\/nl_BE\/account\/orders$/);
  await page.goto('/nl_BE/account/logout');
  await expect(page).toHaveURL(/\/nl_BE\/account\/login$/);
  // Signed out: the auth-user guard sends the visitor to / (which opens the default locale).
  await page.goto('/nl_BE/account/settings');
  await expect(page).toHaveURL(/\/en_INT$/);
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

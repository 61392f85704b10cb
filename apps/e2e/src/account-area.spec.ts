import { expect, test } from '@playwright/test';
import { rejectConsent, waitForHydration } from './support/shop';
import { newRider, RIDER_PASSWORD } from './support/accounts';

/**
 * The account area (issue 14 item 3) as a rider uses it: change the profile and addresses with
 * translated messages, change the password, see it all in the activity feed, download the data,
 * delete the account.
 */
const PASSWORD = RIDER_PASSWORD;


test('settings, activity, data export and deleting the account (nl_BE)', async ({ page, request }) => {
  const email = await newRider(request, 'nl_BE', { prefix: 'area', firstName: 'Lotte', lastName: 'Peeters' });
  await page.goto('/nl_BE/account/settings');
  await rejectConsent(page);
  await waitForHydration(page);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('main form button[type=submit]').click();
  await expect(page).toHaveURL(/\/nl_BE\/account\/settings$/);

  // Profile: saved, in Dutch.
  const profile = page.getByTestId('settings-profile');
  await profile.getByLabel('Voornaam').fill('Lien');
  await profile.getByRole('button', { name: 'Opslaan' }).click();
  await expect(profile.getByRole('status')).toHaveText('Je wijzigingen zijn opgeslagen.');

  // Addresses: half an address is refused field by field in Dutch; a whole one is kept.
  const addresses = page.getByTestId('settings-addresses');
  await addresses.locator('#invoice-street').fill('Kerkstraat');
  await addresses.getByRole('button', { name: 'Opslaan' }).click();
  await expect(addresses.getByText('Huisnummer is verplicht')).toBeVisible();
  await addresses.locator('#invoice-number').fill('12');
  await addresses.locator('#invoice-postalCode').fill('3580');
  await addresses.locator('#invoice-city').fill('Beringen');
  await addresses.locator('#invoice-country').fill('BE');
  await addresses.getByRole('button', { name: 'Opslaan' }).click();
  await expect(addresses.getByRole('status')).toBeVisible();

  // Password: the current one must be right.
  const password = page.getByTestId('settings-password');
  await password.locator('#password-current').fill('not-my-password');
  await password.locator('#password-new').fill('Nieuw-Wachtwoord-2026');
  await password.locator('#password-confirm').fill('Nieuw-Wachtwoord-2026');
  await password.getByRole('button').click();
  await expect(password.getByText('Huidig wachtwoord is ongeldig')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('settings-addresses').locator('#invoice-city')).toHaveValue('Beringen');

  // Activity: the changes, named by field, and this session's login.
  await page.goto('/nl_BE/account/activity');
  const activity = page.getByTestId('activity-list');
  await expect(activity).toContainText('Gewijzigd: Voornaam');
  await expect(activity).toContainText('Gewijzigd: Adressen');
  await expect(activity).toContainText('Aangemeld · deze sessie');
  await expect(activity).toContainText('Account geactiveerd');

  // The export is a JSON download of the account, without secrets.
  await page.goto('/nl_BE/account/settings');
  await waitForHydration(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-link').click()]);
  const exported = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(exported.profile).toMatchObject({ email, firstName: 'Lien', addresses: { invoice: { city: 'Beringen' } } });
  expect(JSON.stringify(exported)).not.toMatch(/argon2|passwordHash/);

  // Deleting: the word and the password confirm; then the account is gone.
  const data = page.getByTestId('settings-data');
  await data.locator('#delete-password').fill(PASSWORD);
  await data.getByRole('button').click();
  await expect(data.getByText('Typ DELETE om te bevestigen dat je je account wilt verwijderen.')).toBeVisible();
  await data.locator('#delete-confirm').fill('delete');
  await data.getByRole('button').click();
  await expect(page).toHaveURL(/\/nl_BE\?account=deleted$/);
  const login = await request.post('/b2c/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result as Array<{ subject: string }>;
  expect(mails.map((m) => m.subject)).toContain('Je account bij Ardenne Cycles is verwijderd');
});

test('the newsletter from the account: double opt-in by mail, and out again by the mail\'s link (de_CH)', async ({ page, request }) => {
  const email = await newRider(request, 'de_CH', { prefix: 'area', firstName: 'Lotte', lastName: 'Peeters' });
  await page.goto('/de_CH/account/settings');
  await rejectConsent(page);
  await waitForHydration(page);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('main form button[type=submit]').click();
  const newsletter = page.getByTestId('settings-newsletter');
  await expect(newsletter.getByTestId('newsletter-status')).toContainText('bekommst unseren Newsletter nicht');
  await newsletter.getByRole('button').click();
  await expect(newsletter.getByTestId('newsletter-status')).toContainText('Fast geschafft');

  const mailsTo = async () => (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result as Array<{ subject: string; text: string }>;
  const linkIn = (text: string, path: string) => new URL(String(text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0])).pathname + new URL(String(text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0])).search;
  // The mails are German, as the page the rider subscribed from (issue 33).
  const optIn = (await mailsTo()).find((m) => m.subject.startsWith('Bitte bestätige dein Abo des Newsletters von'))!;
  // The link opens a page; only its button confirms (mail scanners that follow links change nothing).
  // The page speaks the subscription's language, German (du), like the mails (issue 33).
  await page.goto(linkIn(optIn.text, '/b2c/v1/newsletter/confirm'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestätige dein Abo');
  await page.getByRole('button', { name: 'Abo bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du hast den Newsletter abonniert');
  await page.goto('/de_CH/account/settings');
  await expect(page.getByTestId('newsletter-status')).toContainText('Du bekommst unseren Newsletter an');

  // Every mail carries an unsubscribe link: out again with one click on its page.
  const welcome = (await mailsTo()).find((m) => m.subject.startsWith('Willkommen beim Newsletter von'))!;
  await page.goto(linkIn(welcome.text, '/b2c/v1/newsletter/unsubscribe'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vom Newsletter abmelden');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du bist abgemeldet');
  await page.goto('/de_CH/account/settings');
  await expect(page.getByTestId('newsletter-status')).toContainText('abgemeldet');
});

import { expect, test } from '@playwright/test';
import { rejectConsent } from './support/shop';

/** Jobs (issue 16 item 3): the list links each vacancy, whose page carries schema.org JobPosting data. */
test('a job page carries JobPosting structured data in the page language', async ({ page }) => {
  await page.goto('/fr_BE/jobs');
  await rejectConsent(page);
  await page.getByRole('link', { name: 'Mécanicien·ne vélo' }).click();
  await expect(page).toHaveURL(/\/fr_BE\/jobs\/4001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mécanicien·ne vélo');
  // Structured data is in the server's HTML, which is what search engines and job boards read.
  await page.reload();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'JobPosting');
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    title: 'Mécanicien·ne vélo',
    datePosted: '2025-03-10',
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: 'Ardenne' },
    jobLocation: { '@type': 'Place', address: { addressLocality: 'Beringen', addressCountry: 'BE', postalCode: '3580' } },
  });
  expect(posting.description).toContain('Monter les vélos');
});

/** Applying (issue 16 item 10): sign in from the job, come back, send a CV (PDF) and a letter; the jobs mailbox gets it. */
test('a visitor signs in from a job and applies with a CV, which reaches the jobs mailbox (de_DE)', async ({ page, request }) => {
  const email = `applicant-${Date.now()}@example.com`;
  const password = 'Groene-Dijk-Route-58';
  expect((await request.post('/b2c/v1/users', { data: { email, password, firstName: 'Jana', lastName: 'Keller', locale: 'de_DE' } })).status()).toBe(201);
  const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
  const token = String(mails[0].text).match(/activate\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect((await request.post('/b2c/v1/users/activate', { data: { token } })).status()).toBe(200);

  await page.goto('/de_DE/jobs/4002');
  await rejectConsent(page);
  await page.getByTestId('job-sign-in').click();
  await expect(page).toHaveURL(/\/de_DE\/account\/login\?redirect=/);
  await page.waitForFunction(() => !!(window as unknown as { __shopStore?: unknown }).__shopStore);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('main form button[type=submit]').click();
  await expect(page).toHaveURL(/\/de_DE\/jobs\/4002$/);

  const form = page.getByTestId('job-apply-form');
  await form.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(form.getByText('Dein Lebenslauf ist ein Pflichtfeld')).toBeVisible();
  // A photo is not a CV: refused by the upload call, in German.
  await form.locator('input[type=file]').setInputFiles({ name: 'cv.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]) });
  await expect(form.getByText('Bitte schick deinen Lebenslauf als PDF.')).toBeVisible();
  await form.locator('input[type=file]').setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') });
  await expect(form.locator('.file-picker__item')).toHaveCount(1);
  await form.getByLabel('Warum diese Stelle?').fill('Ich entwerfe seit zehn Jahren Rahmen aus Carbon und fahre jeden Tag Rad.');
  await form.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(page.getByTestId('job-applied')).toBeVisible();
  const inbox = (await (await request.get(`/mailbox/api?to=${encodeURIComponent('jobs-ardenne@localhost')}`)).json()).result as Array<{ text: string; subject: string }>;
  expect(inbox.find((m) => m.text.includes(email))?.text).toContain('Ich entwerfe seit zehn Jahren');
});

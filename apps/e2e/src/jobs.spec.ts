import { expect, test } from '@playwright/test';

/** Jobs (issue 16 item 3): the list links each vacancy, whose page carries schema.org JobPosting data. */
test('a job page carries JobPosting structured data in the page language', async ({ page }) => {
  await page.goto('/fr_BE/jobs');
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

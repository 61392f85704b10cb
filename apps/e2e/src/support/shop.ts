import { expect, type Page } from '@playwright/test';

/** Collects console errors and warnings (hydration problems show up there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until the shell has hydrated (the store is exposed after hydrateRoot). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !!(window as unknown as { __shopStore?: unknown }).__shopStore);
}

/** Decides the consent banner so it does not cover the page. */
export async function rejectConsent(page: Page) {
  // The banner is in the server HTML; its buttons work once the page has hydrated.
  await waitForHydration(page);
  const reject = page.getByRole('button', { name: /reject|weiger|ablehnen|refuser|rifiut|rechaz/i });
  if (await reject.isVisible().catch(() => false)) await reject.click();
  await expect(page.locator('.consent-banner')).toHaveCount(0);
}

export async function firstBikeId(page: Page, locale = 'en_INT'): Promise<string> {
  const res = await page.request.get(`/V1/families?locale=${locale}&brand=ardenne`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  const families = body.result ?? body;
  for (const family of families) for (const platform of family.platforms) for (const c of platform.configurations) if (!platform.archived && c.msrp != null) return c.externalid;
  throw new Error('no priced bike in the seed');
}

/**
 * A priced bike in its first size, as a cart line names it (issue 32: a bike is ordered in a
 * size): `id` is the size's external id, `configuration` the bike's own (its page's address).
 */
export async function firstBikeSize(page: Page, locale = 'en_INT') {
  const configuration = await firstBikeId(page, locale);
  const res = await page.request.get(`/b2c/v1/items/${configuration}?locale=${locale}`);
  expect(res.ok()).toBeTruthy();
  const item = (await res.json()).result;
  const size = item.sizes[0] as { size: string; externalid: string };
  return { configuration, id: size.externalid, size: size.size, item };
}

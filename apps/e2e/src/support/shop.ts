import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * A priced bike in a size the shop can sell now, as a cart line names it (issue 32: a bike is
 * ordered in a size): `id` is the size's external id, `configuration` the bike's own (its page's
 * address). Earlier tests buy the seed's first sizes, so the size is the first one the cart's
 * availability check still accepts, never just the first listed.
 */
export async function firstBikeSize(page: Page, locale = 'en_INT', units = 1) {
  return sellableBikeSize(page.request, locale, units);
}

/** `units`: how many units the size must still have free (a guest's bank transfer may hold only a share of them). */
export async function sellableBikeSize(request: APIRequestContext, locale: string, units = 1) {
  const res = await request.get(`/V1/families?locale=${locale}&brand=ardenne`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  for (const family of body.result ?? body) {
    for (const platform of family.platforms) {
      if (platform.archived) continue;
      for (const c of platform.configurations) {
        if (c.msrp == null) continue;
        const item = (await (await request.get(`/b2c/v1/items/${c.externalid}?locale=${locale}`)).json()).result;
        const sizes: Array<{ externalid: string; size: string }> = item?.sizes ?? [];
        if (sizes.length === 0) continue;
        const check = await request.post(`/consumer/v1/items/cart/availability?locale=${locale}`, { data: { cartItems: sizes.map((s) => ({ id: s.externalid, qty: units })) } });
        const lines = ((await check.json()).result?.items ?? []) as Array<{ id: string; available: boolean; maxQty: number }>;
        const size = sizes.find((s) => lines.some((l) => l.id === s.externalid && l.available && l.maxQty >= units));
        if (size) return { configuration: c.externalid as string, id: size.externalid, size: size.size, item };
      }
    }
  }
  throw new Error('no sized, priced bike in stock in the seed');
}

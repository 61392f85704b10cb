import { expect, test, type Page } from '@playwright/test';
import { BRAND_VOICES, type BrandVoice } from '@bike/seed';
import { BRAND_SHORT_NAMES } from '@bike/shared/domain';
import { E2E_PORT } from '../playwright.config';
import { rejectConsent } from './support/shop';

/**
 * Each brand speaks in its own voice (issue 32 item 8): the racing brand and the heritage brand,
 * each on its own host as the hostname guard serves them, show their own slogan, hero, line-up
 * and about story in Dutch, and never the other's. Before the brand voices every brand's site
 * had the same hero ("Gebouwd in Vlaanderen…"), no slogan and the same about page.
 */
const BRANDS = {
  merel: `http://merel.localhost:${E2E_PORT}`,
  kempen: `http://kempen.localhost:${E2E_PORT}`,
} as const;
type Brand = keyof typeof BRANDS;

/** A voice's Dutch text as the site serves it: the brand token replaced by the brand's name. */
const dutch = (brand: Brand) => {
  const named = (text: string) => text.replaceAll('{brand}', BRAND_SHORT_NAMES[brand]);
  const copy = (BRAND_VOICES[brand] as BrandVoice).copy.nl;
  return { copy, named };
};
const otherOf = (brand: Brand): Brand => (brand === 'merel' ? 'kempen' : 'merel');

async function open(page: Page, url: string) {
  await page.goto(url);
  await rejectConsent(page);
}

for (const brand of Object.keys(BRANDS) as Brand[]) {
  test(`nl_BE: ${brand}'s home page has its own hero, slogan and line-up`, async ({ page }) => {
    const { copy, named } = dutch(brand);
    const other = dutch(otherOf(brand)).copy;
    const voice = BRAND_VOICES[brand] as BrandVoice;
    await open(page, `${BRANDS[brand]}/nl_BE`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(page.locator('.content-hero').first()).toContainText(named(copy.hero.subtitle));
    // The slogan sits under the brand in the footer and names the home page.
    await expect(page.locator('footer')).toContainText(copy.slogan);
    await expect(page).toHaveTitle(new RegExp(`^${copy.slogan.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const main = page.locator('main');
    await expect(main).not.toContainText(other.hero.title);
    await expect(page.locator('footer')).not.toContainText(other.slogan);

    // The line-up leads with the brand's own categories, on the home page and in the menu.
    const cards = page.locator('.cards--family .card');
    await expect(cards.first()).toHaveAttribute('href', `/nl_BE/bikes/categories/${voice.lineUp[0]}`);
    await expect(cards.first()).toContainText(copy.lineUp.cards[voice.lineUp[0]]![0]);
    const menuCategories = page.locator('#main-menu .main-menu__panel a[href*="/bikes/categories/"]');
    await expect(menuCategories.first()).toHaveAttribute('href', `/nl_BE/bikes/categories/${voice.lineUp[0]}`);

    // The lead bike is the brand's own and its page opens.
    const spotlight = page.locator('.spotlight');
    await expect(spotlight).toContainText(copy.spotlight.eyebrow);
    const bikeName = (await spotlight.getByRole('heading').innerText()).trim();
    expect(bikeName.startsWith(BRAND_SHORT_NAMES[brand])).toBe(true);
    const bikeHref = await spotlight.getByRole('link').getAttribute('href');
    // Through the browser: only it resolves the brand's *.localhost host.
    expect((await page.goto(`${BRANDS[brand]}${bikeHref}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(bikeName);
  });

  test(`nl_BE: ${brand}'s about page tells its own story`, async ({ page }) => {
    const { copy, named } = dutch(brand);
    const other = dutch(otherOf(brand)).copy;
    await open(page, `${BRANDS[brand]}/nl_BE/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.about.title);
    const story = page.locator('.mixed-content');
    await expect(story).toContainText(named(copy.about.sections[0]![1]!));
    await expect(story).toContainText(copy.about.timeline[0]![1]);
    await expect(story).not.toContainText(other.about.title);
    await expect(story).not.toContainText(other.about.sections[0]![1]!.split('{brand}')[0]!);
  });
}

test('nl_BE: the racing and the heritage brand read like different companies', async ({ page }) => {
  // The brands' names masked: two sites that differ only where the brand token was replaced are re-skins.
  const names = new RegExp(Object.values(BRAND_SHORT_NAMES).join('|'), 'g');
  const text = async (url: string) => {
    await page.goto(url);
    return (await page.locator('.mixed-content').innerText()).replace(names, '{brand}');
  };
  expect(await text(`${BRANDS.merel}/nl_BE`)).not.toBe(await text(`${BRANDS.kempen}/nl_BE`));
  expect(await text(`${BRANDS.merel}/nl_BE/about`)).not.toBe(await text(`${BRANDS.kempen}/nl_BE/about`));
});

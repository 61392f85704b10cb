import { expect, test } from '@playwright/test';
import { rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * The help centre as a rider uses it (issue 16 item 4): categories with their folders, a folder's
 * articles, an article with the way back, and a search that finds stemmed words in the page's
 * language, with and without JavaScript.
 */
test('browse from the help centre to an article and back, in Dutch', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/nl_BE/support');
  await rejectConsent(page);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Je fiets' })).toBeVisible();
  await page.getByRole('link', { name: 'Garantie', exact: true }).click();
  await expect(page).toHaveURL(/\/nl_BE\/support\/folders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Garantie');
  await page.getByRole('link', { name: 'Hoe lang is de garantie op mijn frame?' }).click();
  await expect(page).toHaveURL(/\/nl_BE\/support\/folders\/\d+\/article\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoe lang is de garantie op mijn frame?');
  await expect(page.locator('.prose')).toContainText('van 2 naar 5 jaar');
  // The breadcrumb leads back to the folder and the help centre.
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  await crumbs.getByRole('link', { name: 'Garantie' }).click();
  await expect(page).toHaveURL(/\/nl_BE\/support\/folders\/\d+$/);
  expect(errors).toEqual([]);
});

test('search finds articles by stemmed words after hydration, and says how many', async ({ page }) => {
  await page.goto('/de_DE/support');
  await rejectConsent(page);
  await waitForHydration(page);
  // The help centre's own search field (the header holds the site-wide one); typing may open its suggestions.
  const main = page.locator('main');
  await main.getByRole('combobox').or(main.getByRole('searchbox')).fill('Rücksendungen');
  await main.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/\/de_DE\/support\/search\?term=R%C3%BCcksendungen/);
  await expect(page.locator('.support__count')).toContainText('gefunden');
  const first = page.locator('.support__list a').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/de_DE\/support\/folders\/\d+\/article\/\d+$/);
  await expect(page.locator('.prose')).not.toBeEmpty();
});

test('search works without JavaScript and answers nothing found kindly', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en_INT/support');
  await page.locator('main').getByRole('searchbox').fill('serial');
  await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en_INT\/support\/search\?term=serial/);
  await expect(page.getByRole('link', { name: 'Where do I find my serial number?' })).toBeVisible();
  await page.goto('/en_INT/support/search?term=zzqqxx');
  await expect(page.locator('.support__count')).toHaveText('No articles found for “zzqqxx”. Try other words, or contact us.');
  await context.close();
});

test('a folder or article address without its id shows the folders, not an empty page', async ({ page }) => {
  await page.goto('/en_INT/support/folders');
  await expect(page).toHaveURL(/\/en_INT\/support$/);
  await page.goto('/nl_BE/support/folders/7/article');
  await expect(page).toHaveURL(/\/nl_BE\/support\/folders\/7$/);
});

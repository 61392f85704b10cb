import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './shop';

/**
 * The checkout's details step for a Belgian consumer (the shop's demo shopper, Kerkstraat 12,
 * Beringen), filled and sent: the page ends on the pick-up step. For tests about what comes
 * after the details (the dealer step, the overview's amounts); checkout.spec.ts tests the step.
 */
export async function fillBelgianDetails(page: Page, locale: string, emailPrefix: string): Promise<void> {
  await page.goto(`/${locale}/checkout/details`);
  await waitForHydration(page);
  await page.locator('#email').fill(`${emailPrefix}-${Date.now()}@example.com`);
  await page.locator('#firstName').fill('Lien');
  await page.locator('#lastName').fill('Peeters');
  await page.locator('#phone').fill('+32 470 12 34 56');
  await page.locator('#street').fill('Kerkstraat');
  await page.locator('#number').fill('12');
  await page.locator('#postalCode').fill('3580');
  await page.locator('#city').fill('Beringen');
  await page.locator('form.checkout-form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pickup$`));
}

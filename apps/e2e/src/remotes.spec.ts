import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstBikeSize, rejectConsent, waitForHydration, watchConsole } from './support/shop';

const root = path.resolve(__dirname, '../../..');

test.describe('module federation', () => {
  test('visitors never download the admin remote; admins load it on demand', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.goto('/en_INT');
    await waitForHydration(page);
    await rejectConsent(page);
    await page.getByRole('link', { name: 'Bikes', exact: true }).first().click();
    await expect(page.locator('[data-remote="shop"]')).toBeVisible();
    await page.goto('/en_INT/admin');
    await expect(page.getByText('Not authorized to view this page')).toBeVisible();
    expect(requested.filter((p) => p.startsWith('/remotes/admin/'))).toEqual([]);

    // Sign in as the demo admin: now the admin remote is fetched, and only now.
    await page.goto('/en_INT/account/login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(process.env['DEMO_ADMIN_EMAIL'] ?? 'admin@example.com');
    await page.getByLabel('Password').fill(process.env['DEMO_ADMIN_PASSWORD'] ?? 'Quarry-Lantern-Spoke-81');
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL(/\/en_INT\/account$/);
    requested.length = 0;
    await page.goto('/en_INT/admin/dashboard');
    await expect(page.getByTestId('admin-page')).toBeVisible();
    expect(requested.some((p) => p.startsWith('/remotes/admin/remoteEntry.js'))).toBe(true);
  });

  test('an unreachable remote shows a contained error while header, menu and cart keep working', async ({ page }) => {
    await page.goto('/en_INT');
    await waitForHydration(page);
    await rejectConsent(page);
    await page.route('**/remotes/dealers/**', (route) => route.abort('connectionrefused'));
    await page.locator('footer nav a[href="/en_INT/dealers"]').click();
    const error = page.locator('[data-remote-error="dealers"]');
    await expect(error).toBeVisible();
    await expect(error).toContainText('could not be loaded');
    // The rest of the site still works: header menu navigates, cart count is there.
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await page.locator('header').getByRole('link', { name: 'Bikes', exact: true }).click();
    await expect(page.locator('[data-remote="shop"]')).toBeVisible();
  });

  test('hovering a link prefetches its remote before the click', async ({ page }) => {
    await page.goto('/en_INT');
    await waitForHydration(page);
    await rejectConsent(page);
    const prefetched = page.waitForRequest((req) => new URL(req.url()).pathname.startsWith('/remotes/dealers/remoteEntry.js'));
    await page.locator('footer nav a[href="/en_INT/dealers"]').hover();
    await prefetched;
    await page.locator('footer nav a[href="/en_INT/dealers"]').click();
    await expect(page.locator('[data-remote="dealers"]')).toBeVisible();
  });

  test('a remote whose server build is missing renders a contained error on the server, status 503', async ({ page }) => {
    const manifestFile = path.join(root, 'tmp/e2e/remotes.json');
    const original = fs.readFileSync(manifestFile, 'utf8');
    const broken = JSON.parse(original);
    broken.remotes.dealers.server = 'dist/server/remotes/dealers/missing.js';
    try {
      fs.writeFileSync(manifestFile, JSON.stringify(broken));
      fs.utimesSync(manifestFile, new Date(), new Date(Date.now() + 1000));
      const response = await page.goto('/en_INT/dealers');
      expect(response?.status()).toBe(503);
      await expect(page.locator('[data-remote-error="dealers"]')).toBeVisible();
      await expect(page.locator('header [data-menu="bikes"]')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    } finally {
      fs.writeFileSync(manifestFile, original);
      fs.utimesSync(manifestFile, new Date(), new Date(Date.now() + 3000));
    }
  });

  test('redeploying one remote changes the site on the next page load, without a shell rebuild', async ({ page }) => {
    await page.goto('/en_INT');
    await expect(page.getByTestId('home-page')).toHaveAttribute('data-release', '1');
    // The shell's bundles as the page's HTML lists them (its loader requests them after the first paint).
    const shellEntry = async () => JSON.parse(/\}\)\((\[[^\]]*\])\)<\/script>/.exec(await page.content())?.[1] ?? 'null') as string[] | null;
    const shellScripts = await shellEntry();
    expect(shellScripts?.length).toBeGreaterThan(0);

    // Build release 2 of the content remote into its own folder and point the manifest at it.
    const env = { ...process.env, NODE_ENV: 'production', REMOTE_RELEASE: '2', REMOTE_OUT_NAME: 'content-v2' };
    execFileSync('npx', ['rspack', 'build', '-c', 'apps/content/rspack.config.cjs'], { cwd: root, env, stdio: 'pipe' });
    execFileSync('node', ['tools/scripts/build-node.mjs', 'apps/content/src/pages.ts', 'dist/server/remotes/content-v2/pages.js', '--remote'], { cwd: root, env, stdio: 'pipe' });
    const manifestFile = path.join(root, 'tmp/e2e/remotes.json');
    const original = fs.readFileSync(manifestFile, 'utf8');
    try {
      execFileSync('node', ['tools/scripts/write-remotes-manifest.mjs', 'content', '--out-name', 'content-v2', '--manifest', 'tmp/e2e/remotes.json'], { cwd: root, stdio: 'pipe' });
      await page.reload();
      await expect(page.getByTestId('home-page')).toHaveAttribute('data-release', '2');
      await waitForHydration(page);
      await expect(page.getByTestId('home-page')).toHaveAttribute('data-release', '2');
      expect(await shellEntry()).toEqual(shellScripts);
    } finally {
      fs.writeFileSync(manifestFile, original);
      // give the mtime a chance to differ on coarse file systems
      fs.utimesSync(manifestFile, new Date(), new Date(Date.now() + 2000));
    }
  });

  test('one store: adding to the cart inside the shop remote updates the shell header at once', async ({ page }) => {
    const { configuration: bike } = await firstBikeSize(page);
    await page.goto(`/en_INT/bikes/${bike}`);
    await waitForHydration(page);
    await rejectConsent(page);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    // A bike with several sizes is added in the size the rider picks.
    await page.locator('.bike-sizes__option input:not([disabled])').first().check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByRole('status').filter({ hasText: 'Bike added to cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByText('Bike added to compare')).toBeVisible();
    // Persisted under the spec's storage keys and restored on load, after hydration (no mismatch).
    const problems = watchConsole(page);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    const stored = await page.evaluate(() => ({ cart: JSON.parse(localStorage.getItem('cart') ?? 'null'), compare: JSON.parse(localStorage.getItem('compare') ?? 'null') }));
    // The cart holds the chosen size's external id (the configuration's id plus the size).
    expect(stored.cart.products[0].id.startsWith(`${bike}-`)).toBe(true);
    expect(stored.compare[0].id).toBe(bike);
    await page.locator('header').getByTestId('header-cart').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });
});

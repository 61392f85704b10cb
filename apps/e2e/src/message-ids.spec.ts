import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { localePath, matchShopRoute, ROUTES, type ShopRoute } from '@bike/shared/routing';
import { E2E_PORT } from '../playwright.config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_RIDER_EMAIL, DEMO_RIDER_PASSWORD, signInContext } from './support/accounts';
import { allMessageIds, messageIdFinder } from './support/message-ids';

/**
 * No page shows a message id instead of its text (issue 32 item 2: /accessories showed
 * 'shop.categories.all', 'shop.filters' and 'shop.sortBy' in every locale). Every route of the
 * route table is opened in the shopper's languages: the visitor's pages as a visitor, the account
 * pages as the demo rider, the admin pages as the demo admin. A route with parameters is opened
 * at the first link to it that the pages opened before hold (a bike, a dealer, a job...); a
 * required one nobody links to fails the test, so the sweep cannot quietly shrink. While a page
 * settles, everything it shows (text, aria-labels, placeholders, titles, alt texts, the document
 * title, the consent banner) is read, and any word that is a message id of some catalogue fails
 * the test. About 45 pages a locale, three at a time: some 40 s a locale on the shared machine.
 */
const LOCALES = ['nl_BE', 'de_CH'];
const origin = `http://localhost:${E2E_PORT}`;
const findIds = messageIdFinder(allMessageIds());

type Who = 'visitor' | 'rider' | 'admin';
const whoOpens = (route: ShopRoute): Who => (route.guards?.includes('admin-route') ? 'admin' : route.guards?.includes('auth-user') ? 'rider' : 'visitor');
const hasParameters = (route: ShopRoute) => route.path.includes(':');
const needsParameters = (route: ShopRoute) => route.path.split('/').some((s) => s.startsWith(':') && !s.endsWith('?'));

/** Everything a page shows in words, read in the page. */
function shownText(): { text: string; busy: boolean; links: string[] } {
  const parts = [document.title, document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  const busy = !!document.querySelector('[aria-busy="true"], [data-testid="page-loader"]');
  return { text: parts.join('\n'), busy, links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!) };
}

type ShellWindow = Window & { __shopStore?: unknown; __shopRouter?: { navigate: (to: string) => Promise<void> } };

/**
 * Opens a page as a shopper gets there: the tab's first page from the server (rendered there,
 * then hydrated), every later one by the shell's router, as a click on a link would, which spares
 * loading and hydrating the shell again for each of the many pages. Both render the page with the
 * texts messages(language, page) answers.
 */
async function open(page: Page, url: string): Promise<void> {
  const navigated = await page.evaluate((to) => (window as ShellWindow).__shopRouter?.navigate(to).then(() => true) ?? false, url).catch(() => false);
  if (navigated) return;
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => !!(window as ShellWindow).__shopStore, null, { timeout: 15_000 });
}

/**
 * Opens a page and reads it until it has settled (nothing busy, the same words three times in a
 * row 100 ms apart, at most a few seconds): the message ids seen on the way and the links it ends with.
 */
async function openAndRead(page: Page, url: string): Promise<{ ids: string[]; links: string[] }> {
  const ids = new Set<string>();
  await open(page, url);
  const deadline = Date.now() + 6_000;
  let last = '';
  let same = 0;
  let links: string[] = [];
  while (Date.now() < deadline) {
    // A page that sends the browser elsewhere (a guard, signing out) has no document for a moment.
    const shown = await page.evaluate(shownText).catch(() => null);
    if (shown) {
      for (const id of findIds(shown.text)) ids.add(id);
      links = shown.links;
      same = !shown.busy && shown.text === last ? same + 1 : 0;
      if (same >= 2) break;
      last = shown.text;
    }
    await page.waitForTimeout(100);
  }
  return { ids: [...ids], links };
}

async function contextFor(browser: Browser, who: Who): Promise<BrowserContext> {
  // The consent stays undecided, so the consent banner's words are read on every page too.
  const context = await browser.newContext({ baseURL: origin });
  // Pictures and fonts hold no words: leaving them out keeps the many pages quick to read.
  await context.route(/\.(png|jpe?g|webp|avif|gif|woff2?)(\?|$)/, (route) => route.abort());
  if (who === 'rider') await signInContext(context, DEMO_RIDER_EMAIL, DEMO_RIDER_PASSWORD);
  if (who === 'admin') await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
  return context;
}

/** Pages read at once: the server renders one while the browser lays out another. */
const AT_ONCE = 3;

for (const locale of LOCALES) {
  test(`no page shows a message id instead of its text (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    // The finder knows the catalogues (a moved catalogue folder must not leave it blind), and not ordinary words.
    expect(findIds('Filters (shop.filters), e.g. brabo.example.com, shop.categories.gravel')).toEqual(['shop.filters', 'shop.categories.gravel']);
    const contexts = { visitor: await contextFor(browser, 'visitor'), rider: await contextFor(browser, 'rider'), admin: await contextFor(browser, 'admin') };
    // One tab per reader and kind of visitor, each reading the next page of the list when done.
    const tabs = await Promise.all(
      Array.from({ length: AT_ONCE }, async () => ({ visitor: await contexts.visitor.newPage(), rider: await contexts.rider.newPage(), admin: await contexts.admin.newPage() })),
    );
    const problems: string[] = [];
    const links = new Set<string>();
    const readAll = (visits: { route: ShopRoute; path: string }[]) => {
      const queue = [...visits];
      return Promise.all(
        tabs.map(async (tab) => {
          for (let visit = queue.shift(); visit; visit = queue.shift()) {
            const { ids, links: found } = await openAndRead(tab[whoOpens(visit.route)], visit.path);
            if (ids.length > 0) problems.push(`${visit.path}: ${ids.join(', ')}`);
            for (const href of found) {
              const url = new URL(href, origin);
              if (url.origin === origin) links.add(url.pathname);
            }
          }
        }),
      );
    };

    // The routes without parameters, or with only optional ones left out.
    await readAll(ROUTES.filter((r) => !needsParameters(r)).map((route) => ({ route, path: localePath(locale, route.path) })));

    // Then every route with parameters at a link the pages hold (an optional one only if some page links to it).
    const withParameters = ROUTES.filter(hasParameters).map((route) => {
      const path = [...links].find((href) => {
        if (!href.startsWith(`/${locale}/`)) return false;
        const match = matchShopRoute(href.slice(locale.length + 1));
        return match?.route === route && Object.values(match.params).some((v) => v);
      });
      if (!path && needsParameters(route)) problems.push(`${route.path}: no page links to it, so it was not read`);
      return { route, path };
    });
    await readAll(withParameters.filter((v): v is { route: ShopRoute; path: string } => !!v.path));

    await Promise.all(Object.values(contexts).map((c) => c.close()));
    expect(problems).toEqual([]);
  });
}

import { expect, test } from '@playwright/test';

/**
 * Every route of spec point 2 answers under en_INT, nl_BE and de_CH with the remote that owns it.
 * Guarded routes answer as their guard says: account pages and bike registration send visitors
 * to the login page of their locale (and back after), admin pages say "Not authorized to view this page".
 */
const PUBLIC: [string, string][] = [
  ['', 'content'], ['about', 'content'], ['about/projects', 'content'], ['bikefitting', 'content'], ['contact', 'content'],
  ['development', 'content'], ['ebikes', 'content'], ['experience', 'content'], ['experience/technologies', 'content'],
  ['jobs', 'content'], ['landingpages', 'content'], ['language', 'content'], ['news', 'content'], ['pages/old', 'content'],
  ['playground', 'content'], ['privacy', 'content'], ['return-goods', 'content'], ['service', 'content'], ['styleguide', 'content'],
  ['support', 'content'], ['support/search', 'content'], ['terms-and-conditions', 'content'],
  ['testing', 'content'], ['tomorrowland', 'content'], ['tomorrowland_collection', 'content'], ['tomorrowland_road', 'content'],
  ['research', 'content'],
  ['bikes', 'shop'], ['bikes/old_id', 'shop'], ['bikes/shop', 'shop'], ['bikes/categories', 'shop'], ['bikes/categories/road', 'shop'],
  ['shop', 'shop'], ['sales', 'shop'], ['compare', 'shop'], ['accessories', 'shop'],
  ['configurator', 'configurator'], ['configurator/configuration', 'configurator'],
  ['dealers', 'dealers'], ['inventory', 'dealers'],
];
const CLIENT_ONLY: [string, string][] = [
  ['cart', 'shop'], ['checkout/details', 'shop'], ['checkout/pickup', 'shop'], ['checkout/shipping', 'shop'], ['checkout/overview', 'shop'],
  ['checkout/order', 'shop'], ['success', 'shop'], ['account/login', 'account'], ['account/register', 'account'], ['account/registered', 'account'],
  ['account/lostpassword', 'account'], ['account/passwordreset', 'account'], ['account/activate', 'account'], ['account/logout', 'account'],
  ['reset', 'account'],
];
const SIGNED_IN = ['account', 'account/activity', 'account/concepts', 'account/equipment', 'account/orders', 'account/settings', 'account/warranties', 'bike-registration', 'bike-registration-success'];
const ADMIN = ['admin', 'admin/dashboard', 'admin/bike-registrations', 'admin/fanzone', 'admin/orders', 'admin/update/bike-registration', 'admin/update/bike-registration-update'];

for (const locale of ['en_INT', 'nl_BE', 'de_CH']) {
  test(`every public route answers under ${locale} with its remote`, async ({ request }) => {
    for (const [path, remote] of [...PUBLIC, ...CLIENT_ONLY]) {
      const res = await request.get(`/${locale}${path ? `/${path}` : ''}`, { maxRedirects: 0 });
      expect(res.status(), `${locale}/${path}`).toBe(200);
      const html = await res.text();
      if (PUBLIC.some(([p]) => p === path)) expect(html, `${locale}/${path}`).toContain(`data-remote="${remote}"`);
    }
    // Addresses of a list's item without the item answer with the list (issue 16 item 10).
    for (const [path, list] of [['support/folders', 'support'], ['news/article', 'news']]) {
      const res = await request.get(`/${locale}/${path}`, { maxRedirects: 0 });
      expect(res.status(), `${locale}/${path}`).toBe(302);
      expect(res.headers()['location']).toBe(`/${locale}/${list}`);
    }
  });

  test(`guards under ${locale}`, async ({ request }) => {
    for (const path of SIGNED_IN) {
      const res = await request.get(`/${locale}/${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers()['location']).toBe(`/${locale}/account/login?redirect=${encodeURIComponent(`/${locale}/${path}`)}`);
    }
    for (const path of ADMIN) {
      const res = await request.get(`/${locale}/${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(403);
      expect(await res.text()).toContain('Not authorized to view this page');
    }
  });
}

test('parameter routes resolve to their remote', async ({ request }) => {
  const families = (await (await request.get('/V1/families?locale=en_INT&brand=ardenne')).json()).result;
  const family = families[0];
  const platform = family.platforms.find((p: { configurations: unknown[] }) => p.configurations.length > 0);
  const bike = platform.configurations[0].externalid;
  const [dealer] = (await (await request.get('/b2c/v1/dealers?lat=51.047&lng=5.182&limit=1')).json()).result;
  for (const [path, remote] of [
    [`dealers/${dealer.slug}`, 'dealers'],
    [`bikes/platform/${family.code}/${platform.code}`, 'shop'],
    [`bikes/platform/${platform.code}`, 'shop'],
    [`bikes/${bike}`, 'shop'],
    [`inventory/${bike}`, 'dealers'],
  ]) {
    const res = await request.get(`/nl_BE/${path}`);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).toContain(`data-remote="${remote}"`);
  }
});

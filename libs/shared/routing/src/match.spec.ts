import { matchShopRoute } from './match';
import { hrefForRouteName, localePath, routeName, ROUTES } from './route-table';

describe('route table', () => {
  it('maps static nested paths before parameter paths', () => {
    expect(matchShopRoute('bikes/shop')?.route.page).toBe('bikes-shop');
    expect(matchShopRoute('bikes/old_id')?.route.page).toBe('bikes-old-id');
    expect(matchShopRoute('bikes/R-1234')?.route.page).toBe('bike');
    expect(matchShopRoute('bikes/R-1234')?.params).toEqual({ id: 'R-1234' });
  });

  it('handles optional parameters', () => {
    expect(matchShopRoute('bikes/categories')?.route.page).toBe('category');
    expect(matchShopRoute('bikes/categories/road')?.params).toEqual({ slug: 'road' });
    expect(matchShopRoute('bikes/platform/road/AR-AERO')?.params).toEqual({ slug: 'road', platform: 'AR-AERO' });
    expect(matchShopRoute('bikes/platform/AR-AERO')?.params).toEqual({ slug: undefined, platform: 'AR-AERO' });
    expect(matchShopRoute('support/folders/12/article/7')?.params).toEqual({ fid: '12', id: '7' });
    expect(matchShopRoute('support/folders/article')?.route.page).toBe('support-article');
    expect(matchShopRoute('checkout/order')?.route.page).toBe('checkout-order');
    expect(matchShopRoute('pages/old')?.route.page).toBe('pages-old');
    expect(matchShopRoute('configurator/configuration')?.route.page).toBe('configuration');
    expect(matchShopRoute('configurator/AR-AERO')?.route.page).toBe('model');
  });

  it('owns every top-level page of spec point 2', () => {
    const topLevel = 'about account admin bike-registration bike-registration-success bikefitting bikes cart compare configurator contact dealers development ebikes experience inventory jobs landingpages language news playground privacy reset return-goods sales service shop styleguide success support terms-and-conditions testing tomorrowland tomorrowland_collection tomorrowland_road'.split(' ');
    for (const page of topLevel) expect(matchShopRoute(page)).not.toBeNull();
    expect(matchShopRoute('')?.route.page).toBe('home');
  });

  it('has no fallback route', () => {
    expect(matchShopRoute('no-such-page')).toBeNull();
    expect(matchShopRoute('bikes/platform/a/b/c')).toBeNull();
    expect(matchShopRoute('admin/unknown')).toBeNull();
  });

  it('builds paths and route names', () => {
    expect(localePath('nl_BE', 'bikes/platform/:slug?/:platform', { platform: 'X1' })).toBe('/nl_BE/bikes/platform/X1');
    expect(localePath('en_INT', '')).toBe('/en_INT');
    expect(routeName('bikes/shop', 'de_CH')).toBe('bikes/shop___de_CH');
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(hrefForRouteName(routeName('bikes/platform/:slug?/:platform', 'nl_BE'), { platform: 'X1' })).toBe('/nl_BE/bikes/platform/X1');
    expect(hrefForRouteName(routeName('', 'de_CH'))).toBe('/de_CH');
    expect(() => hrefForRouteName('nope___en_INT')).toThrow(/No route/);
  });
});

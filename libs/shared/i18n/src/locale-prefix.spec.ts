import { localizePath, parseRouteName, routeName, splitLocalePrefix } from './locale-prefix';

describe('routeName (spec point 2: path, three underscores, locale)', () => {
  it('joins path and locale with ___', () => {
    expect(routeName('bikes/shop', 'nl_BE')).toBe('bikes/shop___nl_BE');
    expect(routeName('/account/login/', 'en_INT')).toBe('account/login___en_INT');
    expect(routeName('', 'fr_FR')).toBe('index___fr_FR');
    expect(routeName('/', 'fr_FR')).toBe('index___fr_FR');
  });

  it('parses a route name back', () => {
    expect(parseRouteName('bikes/shop___nl_BE')).toEqual({ path: 'bikes/shop', locale: 'nl_BE' });
    expect(parseRouteName('tomorrowland_road___en_GB')).toEqual({ path: 'tomorrowland_road', locale: 'en_GB' });
    expect(parseRouteName('bikes')).toBeNull();
  });
});

describe('splitLocalePrefix', () => {
  it('splits a known locale prefix from the rest of the path', () => {
    expect(splitLocalePrefix('/nl_BE/bikes/shop')).toMatchObject({ locale: { code: 'nl_BE' }, rest: '/bikes/shop' });
    expect(splitLocalePrefix('/en_INT')).toMatchObject({ locale: { code: 'en_INT' }, rest: '/' });
    expect(splitLocalePrefix('/en_INT/')).toMatchObject({ rest: '/' });
    expect(splitLocalePrefix('/it_IT?voucher=X')).toMatchObject({ locale: { code: 'it_IT' }, rest: '/?voucher=X' });
  });

  it('returns null for a missing or unknown prefix (a 404)', () => {
    expect(splitLocalePrefix('/')).toBeNull();
    expect(splitLocalePrefix('')).toBeNull();
    expect(splitLocalePrefix('/bikes')).toBeNull();
    expect(splitLocalePrefix('/it_DE/bikes')).toBeNull();
    expect(splitLocalePrefix('/nl_be/bikes')).toBeNull();
  });

  it('builds localized paths', () => {
    expect(localizePath('/bikes/shop', 'nl_BE')).toBe('/nl_BE/bikes/shop');
    expect(localizePath('', 'en_INT')).toBe('/en_INT');
    expect(localizePath('/', 'en_INT')).toBe('/en_INT');
  });
});

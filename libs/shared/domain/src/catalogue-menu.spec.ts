import {
  MENU_EXCLUSIONS,
  buildBikeMenu,
  isExcludedFromMenu,
  isListedInMenu,
  toMenuFamily,
  toMenuPlatform,
  type MenuFamily,
  type MenuPlatform,
} from './catalogue-menu';
import { BIKE_CATEGORIES, isNewPlatform, type Configuration, type Platform } from './catalogue';

const menuPlatform = (code: string, extra: Partial<MenuPlatform> = {}): MenuPlatform => ({
  code, model: code, title: code, archived: false, enddate_new_label: null, menu_subtitle: null,
  has_customizer: false, configurationCount: 3, fromPrice: 1999, currency: 'EUR', image: `/media/${code}.svg`, ...extra,
});
const family = (code: string, category: string, position: number, platforms: MenuPlatform[]): MenuFamily => ({
  code, brand: 'ardenne', title: code, category, position, platforms,
});
const config = (externalid: string, msrp: number | null, image: string | null = null): Configuration => ({
  id: 1, externalid, groupset: 'G', groupsetCode: 'G', paint_des: 'P', size: null, sizes: ['M'], msrp, oldmsrp: null, currency: 'GBP', date: '2025-01-01', image,
});

describe('menu exclusions (spec point 5)', () => {
  it('are configuration: one family code and two platform codes', () => {
    expect(MENU_EXCLUSIONS.familyCodes).toHaveLength(1);
    expect(MENU_EXCLUSIONS.platformCodes).toHaveLength(2);
  });

  it('leave out the excluded family and platform codes', () => {
    const [excludedFamily] = MENU_EXCLUSIONS.familyCodes;
    const [excludedPlatform, otherExcluded] = MENU_EXCLUSIONS.platformCodes;
    expect(isExcludedFromMenu(excludedFamily!, 'ANY')).toBe(true);
    expect(isExcludedFromMenu('helix', excludedPlatform!)).toBe(true);
    expect(isExcludedFromMenu('helix', otherExcluded!)).toBe(true);
    expect(isExcludedFromMenu('helix', 'ARD-HELIX-SL')).toBe(false);
    expect(isListedInMenu(excludedFamily!, menuPlatform('X', { has_customizer: true }))).toBe(false);
    expect(isListedInMenu('helix', menuPlatform(excludedPlatform!, { has_customizer: true }))).toBe(false);
  });

  it('skip platforms without configurations and without a customizer', () => {
    expect(isListedInMenu('helix', menuPlatform('A', { configurationCount: 0, has_customizer: false }))).toBe(false);
    expect(isListedInMenu('helix', menuPlatform('B', { configurationCount: 0, has_customizer: true }))).toBe(true);
    expect(isListedInMenu('helix', menuPlatform('C', { configurationCount: 2, has_customizer: false }))).toBe(true);
  });

  it('can be replaced, e.g. per deployment', () => {
    const none = { familyCodes: [], platformCodes: [] };
    expect(isListedInMenu(MENU_EXCLUSIONS.familyCodes[0]!, menuPlatform('X'), none)).toBe(true);
  });
});

describe('new label (spec point 4)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('shows while now is before enddate_new_label, not on or after it, not without a date', () => {
    expect(isNewPlatform({ enddate_new_label: '2026-03-02T00:00:00Z' }, now)).toBe(true);
    expect(isNewPlatform({ enddate_new_label: '2026-03-01T12:00:00Z' }, now)).toBe(false);
    expect(isNewPlatform({ enddate_new_label: '2025-12-31T00:00:00Z' }, now)).toBe(false);
    expect(isNewPlatform({ enddate_new_label: null }, now)).toBe(false);
    expect(isNewPlatform({ enddate_new_label: 'not a date' }, now)).toBe(false);
  });
});

describe('buildBikeMenu', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const families = [
    family('volt', 'e-bikes', 5, [menuPlatform('V1')]),
    family('falco', 'road', 2, [menuPlatform('F1'), menuPlatform('F2', { archived: true })]),
    family('helix', 'road', 1, [
      menuPlatform('H1', { enddate_new_label: '2026-06-01T00:00:00Z' }),
      menuPlatform('H2', { configurationCount: 0 }),
      menuPlatform(MENU_EXCLUSIONS.platformCodes[0]!),
    ]),
    family('grava', 'gravel', 3, [menuPlatform('G1', { archived: true, has_customizer: true, configurationCount: 0 })]),
    family(MENU_EXCLUSIONS.familyCodes[0]!, 'road', 0, [menuPlatform('T1')]),
    family('mudguards', 'accessories', 9, [menuPlatform('M1')]),
  ];

  it('groups by the seven categories in spec order and families by position, skipping empty categories', () => {
    const menu = buildBikeMenu(families, { now });
    expect(menu.categories.map((c) => c.category)).toEqual(['road', 'e-bikes']);
    expect(menu.categories[0]!.platforms.map((p) => p.code)).toEqual(['H1', 'F1']);
    expect(BIKE_CATEGORIES.indexOf('road')).toBeLessThan(BIKE_CATEGORIES.indexOf('e-bikes'));
  });

  it('marks new platforms and carries the family for links', () => {
    const [h1] = buildBikeMenu(families, { now }).categories[0]!.platforms;
    expect(h1).toMatchObject({ code: 'H1', isNew: true, familyCode: 'helix', familyTitle: 'helix' });
    expect(buildBikeMenu(families, { now: new Date('2026-07-01') }).categories[0]!.platforms[0]!.isNew).toBe(false);
  });

  it('puts archived platforms in the archive, still applying the menu rules', () => {
    expect(buildBikeMenu(families, { now }).archived.map((p) => p.code)).toEqual(['F2', 'G1']);
  });

  it('limits to one category for a category page', () => {
    const menu = buildBikeMenu(families, { now, category: 'gravel' });
    expect(menu.categories).toEqual([]);
    expect(menu.archived.map((p) => p.code)).toEqual(['G1']);
  });
});

describe('toMenuPlatform', () => {
  it('folds the full view into the menu shape: count, lowest price with its currency, image', () => {
    const platform: Platform = {
      code: 'P', model: 'P model', title: 'P title', technology: [], archived: false, enddate_new_label: null, menu_subtitle: 'Sub', has_customizer: false,
      configurations: [config('a', 3000, '/a.svg'), config('b', null, '/b.svg'), config('c', 2500, '/c.svg')],
    };
    expect(toMenuPlatform(platform)).toEqual({
      code: 'P', model: 'P model', title: 'P title', archived: false, enddate_new_label: null, menu_subtitle: 'Sub', has_customizer: false,
      configurationCount: 3, fromPrice: 2500, currency: 'GBP', image: '/c.svg',
    });
  });

  it('keeps the menu view as it is and handles platforms without any price', () => {
    const menu = menuPlatform('M', { fromPrice: null, currency: 'CHF' });
    expect(toMenuPlatform(menu)).toEqual(menu);
    const unpriced = toMenuPlatform({ code: 'U', configurations: [config('x', null)] } as unknown as Platform);
    expect(unpriced).toMatchObject({ fromPrice: null, currency: 'GBP', configurationCount: 1, archived: false });
  });

  it('maps whole families', () => {
    const f = toMenuFamily({ code: 'f', brand: 'brabo', title: 'F', category: 'gravel', position: 4, platforms: [menuPlatform('A')] });
    expect(f.platforms[0]!.code).toBe('A');
    expect(f.brand).toBe('brabo');
  });
});

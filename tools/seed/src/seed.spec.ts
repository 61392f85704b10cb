jest.mock('@bike/server/accounts', () => ({ seedAccounts: jest.fn(async () => ({ adminId: 'a', userId: 'u' })) }));
jest.mock('./content/seed-content', () => ({ seedContent: jest.fn(async () => undefined) }));

import { sql } from 'drizzle-orm';
import { seedAccounts } from '@bike/server/accounts';
import { seedContent } from './content/seed-content';
import { createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { ACCESSORY_FAMILIES, BIKE_CATEGORIES, COUNTRY_STYLES, placesIn } from '@bike/shared/domain';
import { DEALER_COUNTRY_WEIGHTS } from './vocabulary';
import { catalogueChecksums, generateSeedData, isDatabaseEmpty, localeCurrencies, mulberry32, parseScale, seedCatalogue, seedDatabase } from './index';

describe('generator', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(generateSeedData('test'))).toBe(JSON.stringify(generateSeedData('test')));
    const a = mulberry32(1);
    const b = mulberry32(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('puts no article before a brand name in item texts ("A Ardenne Cycles gift voucher")', () => {
    const data = generateSeedData('test');
    const names = (data.brands as { name: string }[]).map((b) => b.name).join('|');
    const article = new RegExp(`\\b(a|an) (${names})\\b`, 'i');
    expect(data.items.filter((item) => article.test(String(item.description))).map((item) => item.description)).toEqual([]);
  });

  it('covers every category, accessory family, currency and discount rule', () => {
    const data = generateSeedData('test');
    const families = data.families;
    for (const c of BIKE_CATEGORIES) expect(families.some((f) => f['category'] === c && f['kind'] === 'bike')).toBe(true);
    for (const f of ACCESSORY_FAMILIES) expect(data.items.some((i) => i['familycode'] === f)).toBe(true);
    const currencies = localeCurrencies();
    expect(currencies).toEqual(expect.arrayContaining(['EUR', 'GBP', 'USD', 'CHF']));
    expect(data.prices.length).toBe(data.items.length * currencies.length);
    for (const brand of ['ardenne', 'brabo', 'kempen', 'merel']) expect(data.items.some((i) => i['brandkey'] === brand)).toBe(true);
    expect(data.items.some((i) => i['category'] === 'outlet')).toBe(true);
    expect(data.locales.some((l) => !l['checkout_bikes'] && !l['checkout_accessories'])).toBe(true);
    expect(new Set(data.dealers.map((d) => d['type']))).toEqual(new Set(['dealer', 'rental']));
    const d = data.discounts;
    expect(d.some((x) => (x['categories'] as string[]).length > 0)).toBe(true);
    expect(d.some((x) => (x['item_patterns'] as string[]).length > 0)).toBe(true);
    expect(d.some((x) => (x['brands'] as string[]).length > 0)).toBe(true);
    expect(d.some((x) => (x['families'] as string[]).length > 0)).toBe(true);
    expect(d.some((x) => (x['ranges'] as string[]).length > 0)).toBe(true);
    expect(d.some((x) => x['cumulative'])).toBe(true);
    expect(d.some((x) => x['currency'] === 'percentage')).toBe(true);
    expect(d.some((x) => x['currency'] !== 'percentage')).toBe(true);
    expect(d.some((x) => !x['active'])).toBe(true);
    expect(d.some((x) => x['free_shipping'])).toBe(true);
    expect(d.some((x) => x['employee'])).toBe(true);
    expect(d.some((x) => x['allow_discount_checkout'])).toBe(true);
    // The family and item-pattern discounts point at rows that exist.
    const family = d.find((x) => (x['families'] as string[]).length)!['families'] as string[];
    expect(families.some((f) => f['code'] === family[0])).toBe(true);
  });

  it('places every dealer in a real town of its country, written as that country writes it', () => {
    const data = generateSeedData('default');
    for (const country of Object.keys(DEALER_COUNTRY_WEIGHTS)) expect({ country, towns: placesIn(country).length > 0 }).toEqual({ country, towns: true });
    for (const d of data.dealers) {
      const towns = placesIn(d['country'] as string).filter((p) => p.name === d['city']);
      expect({ dealer: d['id'], inTown: towns.length > 0 }).toEqual({ dealer: d['id'], inTown: true });
      // Within about 2 km of the town centre.
      expect(Math.abs((d['lat'] as number) - towns[0].lat)).toBeLessThan(0.02);
      expect(d['postal_code']).toBe(towns[0].postalCode);
      expect(String(d['phone'])).toMatch(new RegExp(`^\\${COUNTRY_STYLES[d['country'] as string].callingCode}[ \\d()-]+$`));
      expect(Object.keys(d['opening_hours'] as object)).toHaveLength(7);
    }
    expect(new Set(data.dealers.map((d) => d['slug'])).size).toBe(data.dealers.length);
    // No two shops share a name: a shopper could not tell them apart on the map or in a list (issue 32).
    const names = data.dealers.map((d) => d['name'] as string);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    // A shopper in Beringen has Belgian dealers around them.
    const beringen = data.dealers.filter((d) => d['city'] === 'Beringen');
    expect(beringen.length).toBeGreaterThan(0);
  });

  it('reaches the large scale the performance work needs', () => {
    const data = generateSeedData('large');
    expect(data.items.length).toBeGreaterThanOrEqual(50_000);
    expect(data.dealers.length).toBeGreaterThanOrEqual(5_000);
    expect(new Set(data.dealers.map((d) => d['name'])).size).toBe(data.dealers.length);
    expect(data.stock.length).toBeGreaterThanOrEqual(500_000);
  }, 60_000);

  it('parses the scale knob', () => {
    expect(parseScale(undefined)).toBe('default');
    expect(parseScale('large')).toBe('large');
    expect(() => parseScale('huge')).toThrow(/Unknown seed scale/);
  });
});

describe('seeding a database', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestContext(), createTestContext()]);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('gives the same rows in two databases and again when re-run (idempotent)', async () => {
    expect(await isDatabaseEmpty(a.db)).toBe(true);
    const first = await seedCatalogue(a.db, 'test');
    await seedCatalogue(b.db, 'test');
    const sumsA = await catalogueChecksums(a.db);
    expect(await catalogueChecksums(b.db)).toEqual(sumsA);
    expect(await isDatabaseEmpty(a.db)).toBe(false);

    const again = await seedCatalogue(a.db, 'test');
    expect(again.counts).toEqual(first.counts);
    expect(await catalogueChecksums(a.db)).toEqual(sumsA);
    const count = rowsOf<{ n: number }>(await a.db.execute(sql`select count(*)::int as n from items`))[0].n;
    expect(count).toBe(first.counts['items']);
    // Sequences moved past the explicit ids: a new row gets a fresh id.
    const next = rowsOf<{ id: number }>(
      await a.db.execute(sql`insert into dealers (cusid, extid, name, type, country, lat, lng) values ('X', 'Y', 'New', 'dealer', 'BE', 50, 4) returning id`),
    )[0].id;
    expect(next).toBe(first.counts['dealers'] + 1);
  }, 60_000);

  it('seedDatabase runs the demo accounts and content seeds with the catalogue references', async () => {
    const report = await seedDatabase(b.db, { scale: 'test' });
    expect(report.counts['items']).toBeGreaterThan(100);
    // The test scale seeds no demo orders: suites that count orders start from none.
    expect(rowsOf<{ n: number }>(await b.db.execute(sql`select count(*)::int as n from orders`))[0].n).toBe(0);
    expect(seedAccounts).toHaveBeenCalledWith(b.db, expect.objectContaining({ demoAdminEmail: expect.any(String) }));
    const options = (seedContent as jest.Mock).mock.calls[0][1];
    expect(options.platformCodes.length).toBeGreaterThan(3);
    expect(options.platformCodes.every((c: string) => c.startsWith('ARD-'))).toBe(true);
    expect(options.spotlightBikeIds.length).toBeGreaterThan(0);
    // Inspirations show real configurations: each platform's title and the items it builds.
    const [platform] = options.platforms;
    expect(platform.title).not.toBe(platform.code);
    expect(platform.configurations.length).toBeGreaterThan(1);
    const items = generateSeedData('test').items;
    for (const c of platform.configurations) {
      const item = items.find((i) => i['externalid'] === c.externalid)!;
      expect({ groupset: c.groupset, paint: c.paint, platform: platform.code }).toEqual({ groupset: item['groupset'], paint: item['paint_des'], platform: item['platform_code'] });
      expect(c.price).toBeGreaterThan(0);
    }
  }, 60_000);
});

/**
 * Pure, deterministic generation of the catalogue rows: same scale in, same rows out. Rows are
 * keyed by database column name so the writer can bulk-insert them without mapping.
 */
import { BIKE_CATEGORIES, FACTORY_STOCK_DISTANCE, bikePicturePath, type BikeCategory } from '@bike/shared/domain';
import { LOCALES } from '@bike/shared/i18n/locales';
import { customizerPartRows } from './customizer-parts';
import { dealerRow } from './dealers';
import { bikePriceEur, bikeSpecification, bikeWeights, expectedMonth, familyFrame, familyMaterial, frameDetails, modelNames, platformHighlights } from './bike-build';
import { tierOf } from './category-rules';
import { NAMED_SPECIFICATION_CODES, SPECIFICATION_ATTRIBUTE_DEFS, specificationValueNames } from './component-words';
import { Random, seedOf } from './prng';
import {
  ACCESSORY_ADJECTIVES, ACCESSORY_FAMILY_DEFS, ATTRIBUTE_DEFS, BIKE_CATEGORY_LABELS, COLOURS,
  DEALER_COUNTRY_WEIGHTS, EUR_RATES, FAMILY_NAMES, FRAME_SIZES, ITEM_CATEGORY_LABELS, LANGUAGES, PLATFORM_SUFFIXES, type SeedLanguage,
  RANGES, SEED_BRANDS, geometryFor, groupsetsFor,
} from './vocabulary';
import {
  HIGHLIGHT_KEYS, MENU_SUBTITLES, ONE_SIZE, ONE_SIZE_LABEL, RANGE_NAMES, VOUCHER_TEXT, highlightWords, accessoryDescription, accessoryName, bikeDescription, frameFamily,
  otherLanguages, voucherDescription,
} from './catalogue-words';

export type SeedScale = 'test' | 'default' | 'large';

interface ScaleParams {
  familiesPerCategory: number;
  platformsPerFamily: number;
  groupsets: number;
  paints: number;
  accessoriesPerFamily: number;
  dealers: number;
  dealerStockPerItem: number;
  relatedPerItem: number;
}

export const SCALES: Record<SeedScale, ScaleParams> = {
  test: { familiesPerCategory: 1, platformsPerFamily: 5, groupsets: 2, paints: 2, accessoriesPerFamily: 2, dealers: 40, dealerStockPerItem: 2, relatedPerItem: 3 },
  default: { familiesPerCategory: 2, platformsPerFamily: 4, groupsets: 3, paints: 3, accessoriesPerFamily: 6, dealers: 800, dealerStockPerItem: 4, relatedPerItem: 3 },
  large: { familiesPerCategory: 8, platformsPerFamily: 8, groupsets: 6, paints: 5, accessoriesPerFamily: 60, dealers: 5000, dealerStockPerItem: 9, relatedPerItem: 2 },
};

export const SEED = 20260101;
/** "Now" of the seeded world, so dates never depend on when the seed runs. */
const BASE_TIME = Date.UTC(2026, 0, 1);
const DAY = 86400000;

export type Row = Record<string, unknown>;
export interface SeedData {
  brands: Row[];
  locales: Row[];
  families: Row[];
  platforms: Row[];
  items: Row[];
  item_sizes: Row[];
  prices: Row[];
  attributes: Row[];
  attribute_translations: Row[];
  item_relations: Row[];
  dealers: Row[];
  stock: Row[];
  discounts: Row[];
  customizer_parts: Row[];
}

/** Currencies used by the locale table: every item gets a price in each of them. */
export function localeCurrencies(): string[] {
  return [...new Set(LOCALES.map((l) => l.currency))].sort();
}

/** List prices end in 9 (or .95 below 100) the way a shop prices them. */
export function listPrice(eur: number, currency: string): number {
  const rate = EUR_RATES[currency];
  if (!rate) throw new Error(`No EUR rate for ${currency}: add it to tools/seed/src/vocabulary.ts`);
  const v = eur * rate;
  if (v >= 1000) return Math.round(v / 50) * 50 - 1;
  if (v >= 100) return Math.round(v / 10) * 10 - 1;
  return Math.max(1, Math.round(v)) - 0.05;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const codeOf = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '');
const iso = (t: number) => new Date(t).toISOString();

/** Brands that do not sell in Asia-Pacific (a realistic, testable difference between brands). */
const APAC = new Set(['JP', 'KR', 'CN', 'HK', 'TW', 'TH', 'MY', 'SG', 'ID', 'PH', 'IN', 'AU', 'NZ']);
function brandsSoldIn(country: string): string[] {
  return SEED_BRANDS.map((b) => b.key).filter((b) => !(APAC.has(country) && (b === 'kempen' || b === 'merel')));
}

export function generateSeedData(scale: SeedScale = 'default'): SeedData {
  const p = SCALES[scale];
  const rnd = new Random(SEED);
  const currencies = localeCurrencies();
  const data: SeedData = {
    brands: [], locales: [], families: [], platforms: [], items: [], item_sizes: [], prices: [], attributes: [],
    attribute_translations: [], item_relations: [], dealers: [], stock: [], discounts: [],
    customizer_parts: customizerPartRows(currencies, listPrice),
  };

  SEED_BRANDS.forEach((b, i) => data.brands.push({ key: b.key, name: b.name, position: i }));

  LOCALES.forEach((l, i) =>
    data.locales.push({
      code: l.code, iso: l.iso, language: l.language, backend_code: l.code, countrycode: l.country, currency: l.currency,
      vat: l.vat, intracommunity: l.intracommunity, deliverymethods: l.deliveryMethods, checkout_bikes: l.checkoutBikes,
      checkout_accessories: l.checkoutAccessories, allow_discount_checkout: l.allowDiscountCheckout, dealers: l.dealers,
      accessories: l.accessories, payment_methods: l.paymentMethods, voucher: l.voucher, brands: brandsSoldIn(l.country), position: i,
    }),
  );

  // ---------- bikes ----------
  let itemId = 0;
  let sizeId = 0;
  const sizesByItem = new Map<number, number[]>();
  const itemsByBrand = new Map<string, { bikes: number[]; accessories: Map<string, number[]> }>();
  let familyPos = 0;

  const addPrices = (id: number, eur: number, outlet: boolean) => {
    for (const c of currencies) {
      const full = listPrice(eur, c);
      const msrp = outlet ? listPrice(eur * 0.75, c) : full;
      data.prices.push({ item_id: id, currency: c, msrp_cents: Math.round(msrp * 100), oldmsrp_cents: outlet ? Math.round(full * 100) : null });
    }
  };
  const addSizes = (id: number, externalid: string, sizes: string[]) => {
    const ids: number[] = [];
    sizes.forEach((s, i) => {
      sizeId++;
      ids.push(sizeId);
      data.item_sizes.push({ id: sizeId, item_id: id, size: s, externalid: `${externalid}-${codeOf(s) || 'OS'}`, position: i });
    });
    sizesByItem.set(id, ids);
  };

  for (const brand of SEED_BRANDS) {
    const own = { bikes: [] as number[], accessories: new Map<string, number[]>() };
    itemsByBrand.set(brand.key, own);
    let platformNo = 0;
    for (const category of BIKE_CATEGORIES) {
      const names = FAMILY_NAMES[category];
      for (let f = 0; f < p.familiesPerCategory; f++) {
        const base = names[(f + SEED_BRANDS.indexOf(brand) * 2) % names.length];
        const round = Math.floor(f / names.length);
        const title = round > 0 ? `${base} ${round + 1}` : base;
        const familyCode = slug(title);
        const rangeCodes = rnd.sample(RANGES, rnd.int(1, 3)).map((r) => r.code).sort();
        // The family's frame follows the category rules (bike-build.ts). The main stream's draws
        // stay where they always were (the material the family leans to, its place in the
        // table's weight and clearance ranges), so everything drawn after them (dealers, stock,
        // orders) is unchanged; what the rules add comes from the family's own stream.
        const leaning = rnd.pick(['carbon', 'aluminium', 'carbon', 'titanium']);
        const draws = { frameWeight: (rnd.int(780, 2400) - 780) / 1620, clearance: (rnd.int(28, 60) - 28) / 32 };
        const drawnSuffixes = rnd.sample(PLATFORM_SUFFIXES, Math.min(p.platformsPerFamily, PLATFORM_SUFFIXES.length));
        const material = familyMaterial(category, leaning, drawnSuffixes);
        const suffixes = modelNames(material, drawnSuffixes);
        const frame = familyFrame(category, material, draws, new Random(seedOf(`${brand.key}:${familyCode}`)));
        data.families.push({
          code: familyCode, brand: brand.key, kind: 'bike', category, title,
          frameplatformdetails: frameDetails(frame), range_codes: rangeCodes, position: familyPos++,
        });
        for (let k = 0; k < p.platformsPerFamily; k++) {
          const suffix = suffixes[k % suffixes.length] + (k >= suffixes.length ? ` ${Math.floor(k / suffixes.length) + 1}` : '');
          const model = `${title} ${suffix}`;
          const code = `${brand.prefix}-${codeOf(title)}-${codeOf(suffix)}`;
          platformNo++;
          // The first platforms of each brand cover every platform state the pages must handle.
          const archived = platformNo === 2 || (platformNo > 6 && rnd.chance(0.12));
          const newLabel =
            platformNo === 3 ? iso(BASE_TIME + 730 * DAY) : platformNo === 5 ? iso(BASE_TIME - 200 * DAY) : rnd.chance(0.15) ? iso(BASE_TIME + rnd.int(400, 900) * DAY) : null;
          // A platform without configurations is a coming model: nothing to buy or build yet, so no
          // customizer (the configurator builds on configurations), no menu, and a month it is expected.
          const coming = platformNo === 4 || platformNo === 6 || (platformNo > 6 && rnd.chance(0.04));
          const hasCustomizer = platformNo !== 4 && platformNo !== 6 && rnd.chance(0.4) && !coming;
          const highlights = platformHighlights(frame, rnd.sample(HIGHLIGHT_KEYS, rnd.int(2, 5)));
          const technology = highlights.map((key) => highlightWords(key, frame));
          const subtitle = rnd.pick([null, ...MENU_SUBTITLES, null]);
          data.platforms.push({
            code, family_code: familyCode, brand: brand.key, model, title: `${brand.name} ${model}`,
            technology: technology.map((t) => t.en), archived, enddate_new_label: newLabel,
            menu_subtitle: subtitle?.en ?? null, has_customizer: hasCustomizer, position: k,
            expected_date: coming ? expectedMonth(BASE_TIME, new Random(seedOf(code))) : null,
            texts: otherLanguages((language) => ({ technology: technology.map((t) => t[language]), ...(subtitle ? { menu_subtitle: subtitle[language] } : {}) })),
          });
          if (coming) continue;
          const rangeCode = rnd.pick(rangeCodes);
          const range = RANGES.find((r) => r.code === rangeCode)!;
          const groupsets = rnd.sample(groupsetsFor(category), p.groupsets);
          const paints = Array.from({ length: p.paints }, () => {
            const [primary, accent] = rnd.sample(COLOURS, 2);
            return { primary, accent, code: `P${String(COLOURS.indexOf(primary)).padStart(2, '0')}${String(COLOURS.indexOf(accent)).padStart(2, '0')}` };
          }).filter((paint, i, all) => all.findIndex((o) => o.code === paint.code) === i);
          const tier = tierOf(suffix);
          const priceSpread = rnd.int(0, 6) / 6;
          for (const groupset of groupsets) {
            for (const paint of paints) {
              itemId++;
              const externalid = `${code}-${groupset.code}-${paint.code}`;
              const paintIn = (language: SeedLanguage) => `${paint.primary[language]} / ${paint.accent[language]}`;
              const paintName = paintIn('en');
              const words = (language: SeedLanguage) => ({ model, family: title, groupset: groupset.name, paint: paintIn(language), category });
              const sizes = FRAME_SIZES[category];
              const outlet = archived;
              const vouchered = !outlet && rnd.chance(0.08);
              const voucherCountry = vouchered ? rnd.pick(['BE', 'NL', 'DE', 'FR']) : null;
              const eur = bikePriceEur(category, material, tier, priceSpread, groupset);
              data.items.push({
                id: itemId, externalid, title: `${brand.name} ${model} ${groupset.name}`,
                description: bikeDescription('en', words('en')),
                category: outlet ? 'outlet' : 'bikes', familycode: familyCode, brandkey: brand.key, range: range.name,
                range_code: range.code, frame_family: frameFamily('en', title), itemtype: 'bike', platform_code: code,
                groupset: groupset.name, groupset_code: groupset.code, paint_des: paintName, size: null,
                image: bikePicturePath(category, paint.primary.hex, paint.accent.hex),
                attributes: {
                  category: outlet ? 'outlet' : 'bikes', item_brand: brand.key, modelcode: code, paint_des: paintName,
                  frame_size: sizes.join('|'), google_product_category: 'Sporting Goods > Outdoor Recreation > Cycling > Bicycles',
                  range: range.code, family: familyCode, bike_category: category, groupset: groupset.code, colour: paint.primary.key,
                  geometry: geometryFor(category, sizes),
                  ...bikeSpecification(frame, groupset), weight: JSON.stringify(bikeWeights(frame, tier, groupset, sizes)),
                },
                voucherbannerimage: vouchered ? `/media/banners/voucher-${voucherCountry!.toLowerCase()}.svg` : null,
                vouchertext: vouchered ? VOUCHER_TEXT.en : null,
                vouchercountry: voucherCountry,
                navisioncampaign: rnd.chance(0.05)
                  ? { externalcampaignid: `CMP-2026-${String(rnd.int(1, 40)).padStart(2, '0')}`, mediafeedid: `MF-${rnd.int(1000, 9999)}`, oldmsrp: Math.round(eur * 1.1) }
                  : null,
                priority: rnd.int(0, 100), created_at: iso(BASE_TIME - rnd.int(0, 900) * DAY),
                texts: otherLanguages((language) => ({
                  description: bikeDescription(language, words(language)), paint_des: paintIn(language), frame_family: frameFamily(language, title),
                  range: RANGE_NAMES[range.code][language], ...(vouchered ? { vouchertext: VOUCHER_TEXT[language] } : {}),
                })),
              });
              addSizes(itemId, externalid, sizes);
              addPrices(itemId, eur, outlet);
              own.bikes.push(itemId);
            }
          }
        }
      }
    }

    // ---------- accessories and apparel ----------
    for (const def of ACCESSORY_FAMILY_DEFS) {
      data.families.push({
        code: def.code, brand: brand.key, kind: 'accessory', category: def.code, title: def.noun.en,
        frameplatformdetails: {}, range_codes: [], position: familyPos++,
      });
      const ids: number[] = [];
      for (let a = 0; a < p.accessoriesPerFamily; a++) {
        itemId++;
        const colour = rnd.pick(COLOURS);
        const adjective = ACCESSORY_ADJECTIVES[a % ACCESSORY_ADJECTIVES.length];
        const round = Math.floor(a / ACCESSORY_ADJECTIVES.length);
        const isVoucher = def.code === 'vouchers';
        const voucherValue = [50, 100, 250][a % 3] * (round + 1);
        const line = `${adjective}${round ? ` ${round + 1}` : ''}`;
        const nameIn = (language: SeedLanguage) => (isVoucher ? `${def.noun[language]} ${voucherValue} EUR` : accessoryName(language, line, def.noun[language]));
        const descriptionIn = (language: SeedLanguage) =>
          isVoucher ? voucherDescription(language, brand.name, voucherValue) : accessoryDescription(language, line, def.noun[language], colour[language]);
        const externalid = `${brand.prefix}-ACC-${codeOf(def.code).slice(0, 4)}-${String(a + 1).padStart(3, '0')}`;
        const outlet = !isVoucher && rnd.chance(0.1);
        const eur = isVoucher ? voucherValue : rnd.int(def.price[0], def.price[1]);
        data.items.push({
          id: itemId, externalid, title: `${brand.name} ${nameIn('en')}`, description: descriptionIn('en'),
          category: outlet ? 'outlet' : 'accessories', familycode: def.code, brandkey: brand.key, range: null, range_code: null,
          frame_family: null, itemtype: 'accessory', platform_code: null, groupset: null, groupset_code: null, paint_des: null,
          size: def.sizes.length === 1 ? def.sizes[0] : null,
          image: `/media/accessories/${def.code}/${colour.hex}-${rnd.pick(COLOURS).hex}.svg`,
          attributes: {
            category: outlet ? 'outlet' : 'accessories', item_brand: brand.key, modelcode: externalid, family: def.code,
            frame_size: def.sizes.join('|'), google_product_category: def.google, colour: colour.key,
            ...(outlet ? { promo: 'outlet' } : {}),
          },
          voucherbannerimage: null, vouchertext: null, vouchercountry: null, navisioncampaign: null,
          priority: rnd.int(0, 100), created_at: iso(BASE_TIME - rnd.int(0, 900) * DAY),
          texts: otherLanguages((language) => ({ title: `${brand.name} ${nameIn(language)}`, description: descriptionIn(language) })),
        });
        addSizes(itemId, externalid, def.sizes);
        addPrices(itemId, eur, outlet);
        ids.push(itemId);
      }
      own.accessories.set(def.code, ids);
    }
  }

  // ---------- relations ----------
  const platformOf = new Map<number, string>();
  for (const it of data.items) if (it['platform_code']) platformOf.set(it['id'] as number, it['platform_code'] as string);
  const byPlatform = new Map<string, number[]>();
  for (const [id, code] of platformOf) byPlatform.set(code, [...(byPlatform.get(code) ?? []), id]);
  for (const brand of SEED_BRANDS) {
    const own = itemsByBrand.get(brand.key)!;
    const accessoryPool = ['bottles', 'mudguards', 'jerseys', 'gloves'].flatMap((f) => own.accessories.get(f) ?? []);
    for (const bike of own.bikes) {
      const siblings = byPlatform.get(platformOf.get(bike)!)!.filter((id) => id !== bike);
      const related = [
        ...rnd.sample(siblings, p.relatedPerItem).map((id) => ({ id, kind: 'alternative' })),
        ...rnd.sample(accessoryPool, p.relatedPerItem).map((id) => ({ id, kind: 'accessory' })),
      ];
      related.forEach((r, i) => data.item_relations.push({ item_id: bike, related_item_id: r.id, kind: r.kind, position: i }));
    }
    for (const ids of own.accessories.values()) {
      for (const id of ids) {
        rnd.sample(ids.filter((o) => o !== id), 2).forEach((o, i) => data.item_relations.push({ item_id: id, related_item_id: o, kind: 'alternative', position: i }));
      }
    }
  }

  // ---------- dealers ----------
  const countries = Object.entries(DEALER_COUNTRY_WEIGHTS);
  const dealersByBrand = new Map<string, number[]>(SEED_BRANDS.map((b) => [b.key, []]));
  // Every country gets at least one dealer, the rest follow market weight.
  const countryOrder = Object.keys(DEALER_COUNTRY_WEIGHTS);
  const dealerNames = new Set<string>();
  for (let d = 0; d < p.dealers; d++) {
    const id = d + 1;
    const country = d < countryOrder.length ? countryOrder[d] : rnd.weighted(countries);
    const type = rnd.chance(0.15) ? 'rental' : 'dealer';
    const sold = brandsSoldIn(country);
    const carried = ['ardenne', ...rnd.sample(sold.filter((b) => b !== 'ardenne'), rnd.int(0, 3))].filter((b) => sold.includes(b)).sort();
    data.dealers.push(dealerRow(rnd, { id, country, type, brands: carried, takenNames: dealerNames }));
    for (const b of carried) dealersByBrand.get(b)!.push(id);
  }

  // ---------- stock ----------
  let stockId = 0;
  for (const item of data.items) {
    const id = item['id'] as number;
    const sizes = sizesByItem.get(id)!;
    if (rnd.chance(0.8)) {
      stockId++;
      // Factory stock: mostly ready to ship, some built to order, a few beyond the orderable limit.
      const workdays = rnd.weighted([[rnd.int(0, 2), 5], [rnd.int(10, 60), 4], [rnd.int(101, 140), 1]] as const);
      data.stock.push({ id: stockId, item_id: id, size_id: rnd.pick(sizes), dealer_id: null, qty: rnd.int(1, 40), workdays, distance: FACTORY_STOCK_DISTANCE });
    }
    const pool = dealersByBrand.get(item['brandkey'] as string)!;
    for (const dealer of rnd.sample(pool, p.dealerStockPerItem)) {
      stockId++;
      data.stock.push({ id: stockId, item_id: id, size_id: rnd.pick(sizes), dealer_id: dealer, qty: rnd.int(1, 3), workdays: rnd.chance(0.85) ? rnd.int(0, 2) : rnd.int(3, 10), distance: 0 });
    }
  }

  // ---------- attributes ----------
  // Designs are named by their two colours, so each design's label follows from the colours' names.
  const paintNames = new Map<string, Record<SeedLanguage, string>>();
  for (const item of data.items) {
    const en = item['paint_des'] as string | null;
    if (!en || paintNames.has(en)) continue;
    const texts = item['texts'] as Partial<Record<SeedLanguage, { paint_des?: string }>>;
    paintNames.set(en, { en, ...Object.fromEntries(Object.entries(texts).map(([language, t]) => [language, t?.paint_des ?? en])) } as Record<SeedLanguage, string>);
  }
  for (const a of [...ATTRIBUTE_DEFS, ...SPECIFICATION_ATTRIBUTE_DEFS]) {
    data.attributes.push({ code: a.code, priority: a.priority ?? 99999 });
    for (const lang of LANGUAGES) data.attribute_translations.push({ attribute_code: a.code, value: '', language: lang, label: a.label[lang] });
  }
  for (const lang of LANGUAGES) {
    for (const [key, labels] of Object.entries(ITEM_CATEGORY_LABELS)) data.attribute_translations.push({ attribute_code: 'category', value: key, language: lang, label: labels[lang] });
    for (const c of BIKE_CATEGORIES) data.attribute_translations.push({ attribute_code: 'bike_category', value: c, language: lang, label: BIKE_CATEGORY_LABELS[c as BikeCategory][lang] });
    for (const def of ACCESSORY_FAMILY_DEFS) data.attribute_translations.push({ attribute_code: 'family', value: def.code, language: lang, label: def.noun[lang] });
    for (const c of COLOURS) data.attribute_translations.push({ attribute_code: 'colour', value: c.key, language: lang, label: c[lang] });
    for (const r of RANGES) data.attribute_translations.push({ attribute_code: 'range', value: r.code, language: lang, label: RANGE_NAMES[r.code][lang] });
    for (const [value, labels] of paintNames) data.attribute_translations.push({ attribute_code: 'paint_des', value, language: lang, label: labels[lang] });
    data.attribute_translations.push({ attribute_code: 'frame_size', value: ONE_SIZE, language: lang, label: ONE_SIZE_LABEL[lang] });
  }
  // The frame's and components' values the bikes name, in every language (component-words.ts).
  for (const code of NAMED_SPECIFICATION_CODES) {
    const values = new Set(data.items.flatMap((i) => String((i['attributes'] as Record<string, string>)[code] ?? '').split('|').filter(Boolean)));
    for (const value of [...values].sort()) {
      const names = specificationValueNames(code, value);
      for (const lang of LANGUAGES) data.attribute_translations.push({ attribute_code: code, value, language: lang, label: names[lang] });
    }
  }

  data.discounts = discountRows(data);
  return data;
}

/** The demo staff domain and the demo consumer allowed to use the seeded employee codes. */
export const EMPLOYEE_DEMO_DOMAIN = 'staff.example.com';
export const EMPLOYEE_DEMO_EMAIL = 'rider@example.com';

/** One discount per rule of spec point 5 (each row's description says what it is for). */
function discountRows(data: SeedData): Row[] {
  const ardRoad = data.families.find((f) => f['brand'] === 'ardenne' && f['category'] === 'road')!['code'] as string;
  const d = (code: string, over: Row): Row => ({
    code, active: true, categories: [], item_patterns: [], brands: [], families: [], ranges: [], cumulative: false,
    currency: 'percentage', value: 10, free_shipping: false, employee: false, allow_discount_checkout: false, sites: [], description: '',
    allowed_emails: [], allowed_domains: [],
    ...over,
  });
  return [
    d('WELCOMEBE', { categories: ['bikes', 'accessories'], value: 5, description: 'Locale voucher of nl_BE and fr_BE: 5% on bikes and accessories' }),
    d('SPRING10', { categories: ['bikes'], value: 10, description: '10% on bikes' }),
    d('APPAREL20', { categories: ['accessories'], value: 20, description: '20% on accessories and apparel' }),
    d('JERSEYS15', { item_patterns: ['*-ACC-JERS-*'], value: 15, description: '15% on jerseys (item pattern)' }),
    d('ARDENNE50', { brands: ['ardenne'], currency: 'EUR', value: 5000, description: '50 EUR off Ardenne items (amount, EUR only)' }),
    d('FAMILY12', { families: [ardRoad], value: 12, description: `12% on the Ardenne ${ardRoad} family` }),
    d('RACE7', { ranges: ['RACE'], value: 7, description: '7% on the Race range' }),
    d('STACK5', { cumulative: true, categories: ['bikes'], value: 5, description: 'Cumulative 5%: bikes with a voucher banner for the country are excluded' }),
    d('FREESHIP', { value: 0, free_shipping: true, description: 'Free shipping, no price change' }),
    d('GBP25', { currency: 'GBP', value: 2500, description: '25 GBP off (amount, GBP only)' }),
    d('EXPIRED2024', { active: false, value: 25, description: 'Inactive: "Discount code is no longer active!"' }),
    d('DEALERDEAL', { value: 15, allow_discount_checkout: true, categories: ['bikes'], description: 'Allows discount checkout where checkout is off (bikes only)' }),
    // Employee codes are bound to activated accounts on a list or at a domain (docs/security.md,
    // "Guessable things are rate-limited").
    d('EMP-ARDENNE-2026', { employee: true, value: 30, allow_discount_checkout: true, sites: ['ardenne'], allowed_domains: [EMPLOYEE_DEMO_DOMAIN], description: 'Employee code for ardenne staff' }),
    d('EMP-ALL-2026', { employee: true, value: 25, allow_discount_checkout: true, allowed_domains: [EMPLOYEE_DEMO_DOMAIN], allowed_emails: [EMPLOYEE_DEMO_EMAIL], description: 'Employee code for every brand' }),
    d('EMP-2024', { employee: true, active: false, value: 30, description: 'Expired employee code: BAD_EMPLOYEE_DISCOUNT' }),
  ];
}

/**
 * Demo orders for the admin dashboard and order list (issue 15): a few months of believable
 * shop traffic before the day of seeding. Rows are written to the orders library's tables
 * (orders, order_lines, payments) without importing it, like the sold bikes.
 *
 * Each order draws from its own PRNG (seeded by its number), identity first: its uuid, order
 * number, brand, locale, shopper and lines never depend on the day the seed runs, only its
 * date and how far it got do. A re-seed, even weeks later, meets the same order numbers and
 * inserts nothing; a bigger scale adds orders after the smaller scale's.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  computeOrderTotalsCents, normalisePlaceName, placesIn, styleFor, type DeliveryMethod, type Discount, type OrderStatus, type PaymentStatus, type Place,
} from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';
import { COMPANY_FORMS, COMPANY_WORDS, namePoolsFor } from './demo-customers';
import { phoneFrom } from './dealers';
import type { Row, SeedData, SeedScale } from './generate';
import { Random } from './prng';
import { DEALER_COUNTRY_WEIGHTS } from './vocabulary';

/** Orders at each scale: none for the tests' small seed, a few months of a busy shop at large. */
export const DEMO_ORDERS: Record<SeedScale, number> = { test: 0, default: 400, large: 100_000 };
/** The orders spread over this many days up to the day of seeding. */
export const DEMO_ORDER_DAYS = 120;
/**
 * Shoppers' addresses live at example.net: the demo accounts are at example.com, and an account
 * sees the orders placed with its address, so no demo account ever sees a demo order.
 */
export const DEMO_EMAIL_DOMAIN = 'example.net';

export interface DemoCustomer {
  customerType: 'consumer' | 'business';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string | null;
  vatNumber: null;
  vatValid: false;
}

export interface DemoAddress { street: string; number: string; postalCode: string; city: string; country: string }

export interface DemoOrderLine {
  position: number;
  externalid: string;
  itemId: number;
  sizeId: number | null;
  title: string;
  image: string | null;
  itemtype: string;
  category: string;
  familycode: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  totalCents: number;
}

export interface DemoPayment {
  uuid: string;
  provider: 'sandbox' | 'banktransfer';
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  checkoutUrl: string | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** One order with its lines and its payment, keyed like the orders library's row. */
export interface DemoOrder {
  uuid: string;
  publicId: string;
  brand: string;
  locale: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: 'online' | 'banktransfer';
  transferReference: string | null;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  vatRate: number;
  vatDeducted: boolean;
  toPayCents: number;
  customer: DemoCustomer;
  customerEmail: string;
  invoiceAddress: DemoAddress;
  shippingAddress: DemoAddress;
  shippingMethod: 'CONSUMER' | 'DEALER';
  dealer: { customerid: string; name: string } | null;
  discountCode: string | null;
  createdAt: Date;
  updatedAt: Date;
  lines: DemoOrderLine[];
  payment: DemoPayment;
}

const SEED = 20260115;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The orders library's defaults: an online payment page is open 30 minutes (PAYMENT_EXPIRY_MINUTES)... */
const ONLINE_PAYMENT_MS = 30 * MINUTE;
/** ...and a guest's bank transfer is waited for 2 days (BANK_TRANSFER_GUEST_DAYS); demo orders have no account. */
const GUEST_TRANSFER_MS = 2 * DAY;

/** Share of the orders per brand (a brand not listed gets a small share). */
const BRAND_WEIGHTS: Record<string, number> = { ardenne: 45, brabo: 25, kempen: 18, merel: 12 };
/** When people shop (UTC hours): a lunch bump and a long evening. */
const HOUR_WEIGHTS = [2, 1, 0.6, 0.4, 0.4, 0.6, 1.2, 2, 3, 3.4, 3.6, 4, 4.4, 4.2, 3.8, 3.6, 3.8, 4.2, 5, 6, 6.4, 5.8, 4.4, 3];
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// ---------- identity ----------

/** A well-mixed 32-bit seed per order number (murmur3's finaliser), so neighbouring orders share nothing. */
function orderSeed(k: number): number {
  let h = (SEED ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const hex8 = (rnd: Random) => Math.floor(rnd.float() * 0x1_0000_0000).toString(16).padStart(8, '0');

/** A version-4-shaped uuid from the PRNG (the version and variant bits set as randomUUID sets them). */
export function seededUuid(rnd: Random): string {
  const h = hex8(rnd) + hex8(rnd) + hex8(rnd) + hex8(rnd);
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** ARD-7K3M9QX2, as the orders library writes it (the brand's first three letters, 8 base-32 characters). */
const publicIdOf = (rnd: Random, brand: string) =>
  `${brand.slice(0, 3).toUpperCase()}-${Array.from({ length: 8 }, () => CROCKFORD[rnd.int(0, 31)]).join('')}`;

/** +++123/4567/89012+++: 10 digits and their mod-97 check (97 for 0), like newTransferReference. */
export function transferReferenceOf(rnd: Random): string {
  const base = String(rnd.int(0, 9_999_999_999)).padStart(10, '0');
  const check = Number(BigInt(base) % 97n) || 97;
  const digits = base + String(check).padStart(2, '0');
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

// ---------- the catalogue, indexed ----------

interface LocaleInfo {
  code: string;
  country: string;
  language: string;
  currency: string;
  vat: number;
  intracommunity: boolean;
  deliverymethods: DeliveryMethod[];
  checkoutBikes: boolean;
  checkoutAccessories: boolean;
  allowDiscountCheckout: boolean;
  bankTransfer: boolean;
  voucher: string | null;
}

interface Size { id: number; externalid: string }

interface Catalogue {
  brands: [string, number][];
  localesOf: Map<string, [LocaleInfo, number][]>;
  bikesOf: Map<string, Row[]>;
  accessoriesOf: Map<string, Row[]>;
  priceOf: Map<string, Map<number, number>>;
  sizesOf: Map<number, Size[]>;
  dealersOf: Map<string, { customerid: string; name: string }[]>;
  discounts: Map<string, Discount>;
  /** Codes shoppers type in now and then (the locale vouchers apply by themselves). */
  typedCodes: string[];
}

const toDiscount = (r: Row): Discount => ({
  code: r['code'] as string, active: r['active'] as boolean, category: (r['categories'] as string[]).map((name) => ({ name })),
  items: r['item_patterns'] as string[], brand: r['brands'] as string[], family: r['families'] as string[], range: r['ranges'] as string[],
  options: { cumulative: r['cumulative'] as boolean },
  // Amounts are kept in cents, percentages in whole percents (as the catalogue's discount lookup reads them).
  config_1: { currency: r['currency'] as string, value: r['currency'] === 'percentage' ? Number(r['value']) : Number(r['value']) / 100 },
  freeShipping: r['free_shipping'] as boolean, employee: r['employee'] as boolean, allowDiscountCheckout: r['allow_discount_checkout'] as boolean,
});

function indexCatalogue(data: SeedData): Catalogue {
  const brands = data.brands.map((b) => [b['key'] as string, BRAND_WEIGHTS[b['key'] as string] ?? 5] as [string, number]);
  const locales: LocaleInfo[] = data.locales
    .filter((l) => l['checkout_bikes'] || l['checkout_accessories'])
    .map((l) => ({
      code: l['code'] as string, country: l['countrycode'] as string, language: l['language'] as string, currency: l['currency'] as string,
      vat: Number(l['vat']), intracommunity: l['intracommunity'] as boolean, deliverymethods: l['deliverymethods'] as DeliveryMethod[],
      checkoutBikes: l['checkout_bikes'] as boolean, checkoutAccessories: l['checkout_accessories'] as boolean,
      allowDiscountCheckout: l['allow_discount_checkout'] as boolean, bankTransfer: (l['payment_methods'] as string[]).includes('banktransfer'),
      voucher: (l['voucher'] as string | null) ?? null,
    }));
  const brandsOfLocale = new Map(data.locales.map((l) => [l['code'] as string, l['brands'] as string[]]));
  // A country's orders follow its market weight; English pages take a small share where the country has its own language.
  const localesOf = new Map<string, [LocaleInfo, number][]>();
  for (const [brand] of brands) {
    const own = locales.filter((l) => brandsOfLocale.get(l.code)?.includes(brand) && placesIn(l.country).length > 0);
    const share = (l: LocaleInfo) => (l.language === 'en' && own.some((o) => o.country === l.country && o.language !== 'en') ? 0.15 : 1);
    const perCountry = new Map<string, number>();
    for (const l of own) perCountry.set(l.country, (perCountry.get(l.country) ?? 0) + share(l));
    localesOf.set(brand, own.map((l) => [l, ((DEALER_COUNTRY_WEIGHTS[l.country] ?? 1) * share(l)) / perCountry.get(l.country)!]));
  }
  const currencies = new Set(locales.map((l) => l.currency));
  const priceOf = new Map<string, Map<number, number>>([...currencies].map((c) => [c, new Map()]));
  for (const p of data.prices) priceOf.get(p['currency'] as string)?.set(p['item_id'] as number, Number(p['msrp_cents']));
  const sizesOf = new Map<number, Size[]>();
  for (const s of data.item_sizes) {
    const list = sizesOf.get(s['item_id'] as number) ?? [];
    list.push({ id: s['id'] as number, externalid: s['externalid'] as string });
    sizesOf.set(s['item_id'] as number, list);
  }
  const bikesOf = new Map<string, Row[]>();
  const accessoriesOf = new Map<string, Row[]>();
  for (const item of data.items) {
    const into = item['itemtype'] === 'bike' ? bikesOf : accessoriesOf;
    const brand = item['brandkey'] as string;
    const list = into.get(brand) ?? [];
    list.push(item);
    into.set(brand, list);
  }
  const dealersOf = new Map<string, { customerid: string; name: string }[]>();
  for (const d of data.dealers) {
    if (d['type'] !== 'dealer' || d['active'] === false) continue;
    for (const brand of d['brands'] as string[]) {
      const key = `${d['country']}:${brand}`;
      const list = dealersOf.get(key) ?? [];
      list.push({ customerid: d['cusid'] as string, name: d['name'] as string });
      dealersOf.set(key, list);
    }
  }
  const discounts = new Map(data.discounts.filter((d) => d['active'] && !d['employee']).map((d) => [d['code'] as string, toDiscount(d)]));
  const vouchers = new Set(locales.map((l) => l.voucher));
  const typedCodes = data.discounts
    .filter((d) => d['active'] && !d['employee'] && !d['allow_discount_checkout'] && (d['sites'] as string[]).length === 0 && !vouchers.has(d['code'] as string))
    .map((d) => d['code'] as string);
  return { brands, localesOf, bikesOf, accessoriesOf, priceOf, sizesOf, dealersOf, discounts, typedCodes };
}

// ---------- shoppers ----------

/** The ASCII of a name for an address: "Lefèvre" → lefevre, "Van den Berg" → vandenberg, "Wójcik" → wojcik. */
const emailPart = (name: string) => normalisePlaceName(name).replace(/[^a-z0-9]/g, '');

/** Bigger towns (the gazetteer lists them first) get more shoppers. */
const townOf = (rnd: Random, country: string): Place => {
  const towns = placesIn(country);
  return towns[Math.floor(towns.length * rnd.float() ** 2)]!;
};

function addressIn(rnd: Random, country: string): { address: DemoAddress; place: Place } {
  const place = townOf(rnd, country);
  const style = styleFor(place);
  const number = `${rnd.int(1, 180)}${rnd.chance(0.06) ? rnd.pick(['A', 'B', 'C']) : ''}`;
  return { address: { street: rnd.pick(style.streets), number, postalCode: place.postalCode, city: place.name, country }, place };
}

interface Shopper { customer: DemoCustomer; address: DemoAddress }

function newShopper(rnd: Random, locale: LocaleInfo, n: number): Shopper {
  const pool = rnd.pick(namePoolsFor(locale.country, locale.language));
  const female = rnd.chance(0.42);
  const firstName = rnd.pick(female ? pool.female : pool.male);
  const last = rnd.pick(pool.last);
  const lastName = typeof last === 'string' ? last : last[female ? 1 : 0];
  const { address, place } = addressIn(rnd, locale.country);
  const business = rnd.chance(0.07);
  return {
    customer: {
      customerType: business ? 'business' : 'consumer',
      firstName,
      lastName,
      email: `${emailPart(firstName)}.${emailPart(lastName)}.${n}@${DEMO_EMAIL_DOMAIN}`,
      phone: phoneFrom(rnd, rnd.pick(styleFor(place).phonePatterns)),
      company: business ? `${lastName} ${rnd.pick(COMPANY_WORDS)} ${rnd.pick(COMPANY_FORMS[locale.country] ?? ['Ltd'])}` : null,
      vatNumber: null,
      vatValid: false,
    },
    address,
  };
}

// ---------- lines ----------

interface PickedLine { item: Row; unitCents: number; qty: number; size: Size | null }

/** A priced item of the pool not in the order yet (a few tries; null when the pool has none). */
function pickItem(rnd: Random, pool: Row[] | undefined, prices: Map<number, number>, taken: Set<number>): { item: Row; unitCents: number } | null {
  if (!pool?.length) return null;
  for (let attempt = 0; attempt < 8; attempt++) {
    const item = rnd.pick(pool);
    const unitCents = prices.get(item['id'] as number);
    if (unitCents === undefined || taken.has(item['id'] as number)) continue;
    taken.add(item['id'] as number);
    return { item, unitCents };
  }
  return null;
}

function linesFor(rnd: Random, cat: Catalogue, brand: string, locale: LocaleInfo): PickedLine[] {
  const prices = cat.priceOf.get(locale.currency)!;
  const taken = new Set<number>();
  const lines: PickedLine[] = [];
  const add = (picked: { item: Row; unitCents: number } | null, qty: number) => {
    if (!picked) return;
    const sizes = cat.sizesOf.get(picked.item['id'] as number);
    lines.push({ ...picked, qty, size: sizes?.length ? rnd.pick(sizes) : null });
  };
  // About one order in five has a bike (never where bikes are sold through dealers only).
  const bike = locale.checkoutBikes && (!locale.checkoutAccessories || rnd.chance(0.22));
  if (bike) add(pickItem(rnd, cat.bikesOf.get(brand), prices, taken), 1);
  if (locale.checkoutAccessories) {
    const extra = bike ? rnd.weighted([[0, 55], [1, 30], [2, 15]] as const) : rnd.weighted([[1, 50], [2, 32], [3, 18]] as const);
    for (let i = 0; i < extra; i++) add(pickItem(rnd, cat.accessoriesOf.get(brand), prices, taken), rnd.chance(0.2) ? 2 : 1);
  }
  return lines;
}

// ---------- the day and the progress ----------

const dayHash = (epochDay: number) => orderSeed(epochDay + 7919) / 0x1_0000_0000;

/** Cumulative weights of the days before now (0 = today): weekends busier, a gentle rise, some days livelier than others. */
function dayWeights(now: number): { cumulative: number[]; startOfToday: number } {
  const startOfToday = Math.floor(now / DAY) * DAY;
  const elapsed = (now - startOfToday) / DAY;
  const cumulative: number[] = [];
  let total = 0;
  for (let d = 0; d < DEMO_ORDER_DAYS; d++) {
    const start = startOfToday - d * DAY;
    const weekday = new Date(start).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const trend = 1 + (0.6 * (DEMO_ORDER_DAYS - 1 - d)) / (DEMO_ORDER_DAYS - 1);
    const mood = 0.8 + 0.4 * dayHash(start / DAY);
    total += trend * (weekend ? 1.6 : 1) * mood * (d === 0 ? elapsed : 1);
    cumulative.push(total);
  }
  return { cumulative, startOfToday };
}

function createdAt(rnd: Random, days: { cumulative: number[]; startOfToday: number }, now: number): number {
  const target = rnd.float() * days.cumulative[days.cumulative.length - 1]!;
  let lo = 0;
  let hi = days.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days.cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  const hour = rnd.weighted(HOUR_WEIGHTS.map((w, h) => [h, w] as const));
  const timeOfDay = hour * HOUR + rnd.int(0, HOUR - 1);
  // Today only runs until now: the time of day is squeezed into the part that has passed.
  const start = days.startOfToday - lo * DAY;
  return lo === 0 ? start + Math.floor((timeOfDay * (now - start)) / DAY) : start + timeOfDay;
}

const between = (rnd: Random, from: number, to: number) => from + Math.floor(rnd.float() * (to - from));

interface Progress { status: OrderStatus; paymentStatus: PaymentStatus; updatedAt: number; paymentUpdatedAt: number }

/**
 * Where the order stands at `now`, following ORDER_TRANSITIONS: paid minutes after an online
 * order or a day or so after a bank transfer, handled the next day, then built (bikes, up to two
 * weeks) or picked from stock, made ready and shipped. A few shoppers never pay, a few cancel.
 */
function progressOf(rnd: Random, created: number, now: number, method: DemoOrder['paymentMethod'], hasBike: boolean): Progress {
  const online = method === 'online';
  const paidAt = created + (online ? between(rnd, MINUTE, 12 * MINUTE) : between(rnd, 6 * HOUR, 40 * HOUR));
  const fate = rnd.weighted([['pays', 96], ['neverPays', 2], ['cancelsUnpaid', 1.2], ['cancelledPaid', 0.8]] as const);
  const payment = online ? ONLINE_PAYMENT_MS : GUEST_TRANSFER_MS;
  const waiting: PaymentStatus = online ? 'open' : 'waiting_transfer';

  if (fate === 'neverPays') {
    if (now < created + payment) return { status: 'pending', paymentStatus: waiting, updatedAt: created, paymentUpdatedAt: created };
    // The payment expired (or an online one failed); an old one the shop has since cancelled.
    const outcome: PaymentStatus = online && rnd.chance(0.3) ? 'failed' : 'expired';
    const ended = online && outcome === 'failed' ? created + between(rnd, 2 * MINUTE, 20 * MINUTE) : created + payment;
    const cancelledAt = ended + between(rnd, DAY, 6 * DAY);
    // A bank transfer that never came is not left pending: pending transfers wait for their money.
    if (cancelledAt <= now || !online) return { status: 'cancelled', paymentStatus: outcome, updatedAt: Math.min(cancelledAt, now), paymentUpdatedAt: ended };
    return { status: 'pending', paymentStatus: outcome, updatedAt: ended, paymentUpdatedAt: ended };
  }
  if (fate === 'cancelsUnpaid') {
    const cancelledAt = created + (online ? between(rnd, 3 * MINUTE, 25 * MINUTE) : between(rnd, HOUR, 30 * HOUR));
    if (cancelledAt <= now) return { status: 'cancelled', paymentStatus: 'cancelled', updatedAt: cancelledAt, paymentUpdatedAt: cancelledAt };
    return { status: 'pending', paymentStatus: waiting, updatedAt: created, paymentUpdatedAt: created };
  }
  if (paidAt > now) return { status: 'pending', paymentStatus: waiting, updatedAt: created, paymentUpdatedAt: created };
  const processingAt = paidAt + between(rnd, 2 * HOUR, 26 * HOUR);
  const route: OrderStatus = hasBike && rnd.chance(0.65) ? 'production' : 'stock';
  const routeAt = processingAt + between(rnd, HOUR, 20 * HOUR);
  if (fate === 'cancelledPaid') {
    // Cancelled by the shop while paid or processing, before the bike was committed (the money is refunded).
    const cancelledAt = between(rnd, paidAt + 30 * MINUTE, routeAt);
    if (cancelledAt <= now) return { status: 'cancelled', paymentStatus: 'paid', updatedAt: cancelledAt, paymentUpdatedAt: paidAt };
  }
  const readyAt = routeAt + (route === 'production' ? between(rnd, 3 * DAY, 12 * DAY) : between(rnd, 3 * HOUR, 2 * DAY));
  const shippedAt = readyAt + between(rnd, 2 * HOUR, 30 * HOUR);
  const steps: [OrderStatus, number][] = [['paid', paidAt], ['processing', processingAt], [route, routeAt], ['readytoship', readyAt], ['shipped', shippedAt]];
  const [status, since] = steps.filter(([, t]) => t <= now).pop()!;
  return { status, paymentStatus: 'paid', updatedAt: since, paymentUpdatedAt: paidAt };
}

// ---------- the orders ----------

/** The demo orders of a scale, up to `now` (pure: the same data, scale and now give the same rows). */
export function demoOrders(data: SeedData, scale: SeedScale, now = Date.now()): DemoOrder[] {
  return generateDemoOrders(data, DEMO_ORDERS[scale], now);
}

/** `count` demo orders (the scale's count in demoOrders; tests ask for more). Oldest first. */
export function generateDemoOrders(data: SeedData, count: number, now = Date.now()): DemoOrder[] {
  if (count <= 0) return [];
  const cat = indexCatalogue(data);
  const days = dayWeights(now);
  const publicIds = new Set<string>();
  const shoppersOf = new Map<string, Shopper[]>();
  let shoppers = 0;
  const orders: DemoOrder[] = [];

  for (let k = 0; k < count; k++) {
    const rnd = new Random(orderSeed(k));
    // Identity first: none of these draws depend on now.
    const uuid = seededUuid(rnd);
    const paymentUuid = seededUuid(rnd);
    const brand = rnd.weighted(cat.brands);
    let publicId = publicIdOf(rnd, brand);
    while (publicIds.has(publicId)) publicId = publicIdOf(rnd, brand);
    publicIds.add(publicId);
    const transferReference = transferReferenceOf(rnd);
    const localeChoices = cat.localesOf.get(brand);
    if (!localeChoices?.length) continue;
    const locale = rnd.weighted(localeChoices);

    const returning = shoppersOf.get(locale.country) ?? [];
    shoppersOf.set(locale.country, returning);
    let shopper: Shopper;
    if (returning.length && rnd.chance(0.12)) shopper = rnd.pick(returning);
    else {
      shopper = newShopper(rnd, locale, ++shoppers);
      returning.push(shopper);
    }
    const shippingAddress = rnd.chance(0.1) ? addressIn(rnd, locale.country).address : shopper.address;

    const picked = linesFor(rnd, cat, brand, locale);
    if (picked.length === 0) continue;
    const hasBike = picked.some((l) => l.item['itemtype'] === 'bike');

    // Bikes are often collected at a dealer of the brand in the shopper's country.
    const dealers = cat.dealersOf.get(`${locale.country}:${brand}`) ?? [];
    const toDealer = dealers.length > 0 && locale.deliverymethods.some((m) => m.code === 'DEALER') && rnd.chance(hasBike ? 0.35 : 0.08);
    const consumerDelivery = locale.deliverymethods.some((m) => m.code === 'CONSUMER');
    const shippingMethod: DemoOrder['shippingMethod'] = toDealer || !consumerDelivery ? 'DEALER' : 'CONSUMER';
    const dealer = shippingMethod === 'DEALER' && dealers.length ? rnd.pick(dealers) : null;
    if (shippingMethod === 'DEALER' && !dealer) continue;

    // The locale voucher applies by itself (as at checkout); now and then a shopper types a code.
    const typed = cat.typedCodes.length > 0 && rnd.chance(0.05) ? rnd.pick(cat.typedCodes) : null;
    const code = typed ?? locale.voucher;
    const discount = code ? (cat.discounts.get(code) ?? null) : null;
    const totals = computeOrderTotalsCents({
      lines: picked.map((l) => ({
        externalid: l.size?.externalid ?? (l.item['externalid'] as string), itemtype: l.item['itemtype'] as string, category: l.item['category'] as string,
        familycode: l.item['familycode'] as string, brandkey: brand, range: (l.item['range'] as string | null) ?? null,
        rangeCode: (l.item['range_code'] as string | null) ?? null, unitPrice: l.unitCents / 100, qty: l.qty,
        vouchercountry: (l.item['vouchercountry'] as string | null) ?? null, hasVoucherBanner: !!l.item['voucherbannerimage'],
      })),
      locale: { ...locale, countrycode: locale.country },
      shippingMethod,
      discount,
      customer: { type: shopper.customer.customerType, vatValid: false },
    });
    const discountCode = discount && (totals.discount > 0 || totals.freeShipping) ? discount.code : null;

    const paymentMethod: DemoOrder['paymentMethod'] = locale.bankTransfer && rnd.chance(0.17) ? 'banktransfer' : 'online';
    // Then the date and how far the order got: these change with the day of seeding.
    const created = createdAt(rnd, days, now);
    const progress = progressOf(rnd, created, now, paymentMethod, hasBike);
    const online = paymentMethod === 'online';
    const paymentStatus = progress.paymentStatus;
    // The payment row: paid, still waiting, or how it ended; a cancelled order's waiting payment was cancelled with it.
    const paymentRowStatus: PaymentStatus = progress.status === 'cancelled' && (paymentStatus === 'open' || paymentStatus === 'waiting_transfer') ? 'cancelled' : paymentStatus;

    orders.push({
      uuid,
      publicId,
      brand,
      locale: locale.code,
      status: progress.status,
      paymentStatus,
      paymentMethod,
      transferReference: online ? null : transferReference,
      currency: totals.currency,
      subtotalCents: totals.subtotal,
      discountCents: totals.discount,
      shippingCents: totals.shipping,
      vatCents: totals.vat,
      vatRate: totals.vatRate,
      vatDeducted: totals.vatDeducted,
      toPayCents: totals.toPay,
      customer: shopper.customer,
      customerEmail: shopper.customer.email.toLowerCase(),
      invoiceAddress: shopper.address,
      shippingAddress,
      shippingMethod,
      dealer,
      discountCode,
      createdAt: new Date(created),
      updatedAt: new Date(progress.updatedAt),
      lines: picked.map((l, i) => ({
        position: i,
        externalid: l.size?.externalid ?? (l.item['externalid'] as string),
        itemId: l.item['id'] as number,
        sizeId: l.size?.id ?? null,
        title: l.item['title'] as string,
        image: (l.item['image'] as string | null) ?? null,
        itemtype: l.item['itemtype'] as string,
        category: l.item['category'] as string,
        familycode: l.item['familycode'] as string,
        quantity: totals.lines[i]!.qty,
        unitPriceCents: totals.lines[i]!.unitPrice,
        discountCents: totals.lines[i]!.discount,
        totalCents: totals.lines[i]!.total,
      })),
      payment: {
        uuid: paymentUuid,
        provider: online ? 'sandbox' : 'banktransfer',
        status: paymentRowStatus,
        amountCents: totals.toPay,
        currency: totals.currency,
        checkoutUrl: online ? `/payments/sandbox/${paymentUuid}` : null,
        expiresAt: new Date(created + (online ? ONLINE_PAYMENT_MS : GUEST_TRANSFER_MS)),
        createdAt: new Date(created),
        updatedAt: new Date(paymentRowStatus === 'cancelled' && progress.status === 'cancelled' ? progress.updatedAt : progress.paymentUpdatedAt),
      },
    });
  }
  return orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.publicId.localeCompare(b.publicId));
}

// ---------- writing ----------

const CHUNK = 1000;

type Column<T> = [name: string, pgType: string, value: (row: T) => unknown];

function unnestInsert<T>(table: string, columns: Column<T>[], rows: T[], tail: SQL = sql``): SQL {
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  const arrays = sql.join(
    columns.map(([, type, value]) => {
      const values = rows.map((r) => {
        const v = value(r);
        if (v === undefined || v === null) return null;
        if (v instanceof Date) return v.toISOString();
        return type === 'jsonb' ? JSON.stringify(v) : v;
      });
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    }),
    sql`, `,
  );
  return sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${arrays}) ${tail}`;
}

const ORDER_COLUMNS: Column<DemoOrder>[] = [
  ['uuid', 'uuid', (o) => o.uuid], ['public_id', 'text', (o) => o.publicId], ['brand', 'text', (o) => o.brand], ['locale', 'text', (o) => o.locale],
  ['status', 'text', (o) => o.status], ['payment_status', 'text', (o) => o.paymentStatus], ['payment_method', 'text', (o) => o.paymentMethod],
  ['transfer_reference', 'text', (o) => o.transferReference], ['currency', 'text', (o) => o.currency], ['subtotal_cents', 'int8', (o) => o.subtotalCents],
  ['discount_cents', 'int8', (o) => o.discountCents], ['shipping_cents', 'int8', (o) => o.shippingCents], ['vat_cents', 'int8', (o) => o.vatCents],
  ['vat_rate', 'float8', (o) => o.vatRate], ['vat_deducted', 'bool', (o) => o.vatDeducted], ['to_pay_cents', 'int8', (o) => o.toPayCents],
  ['customer', 'jsonb', (o) => o.customer], ['customer_email', 'text', (o) => o.customerEmail], ['invoice_address', 'jsonb', (o) => o.invoiceAddress],
  ['shipping_address', 'jsonb', (o) => o.shippingAddress], ['shipping_method', 'text', (o) => o.shippingMethod], ['dealer', 'jsonb', (o) => o.dealer],
  ['discount_code', 'text', (o) => o.discountCode], ['access_token_hashes', 'jsonb', () => []], ['created_at', 'timestamptz', (o) => o.createdAt],
  ['updated_at', 'timestamptz', (o) => o.updatedAt],
];

type LineRow = DemoOrderLine & { orderUuid: string };
const LINE_COLUMNS: Column<LineRow>[] = [
  ['order_uuid', 'uuid', (l) => l.orderUuid], ['position', 'int4', (l) => l.position], ['externalid', 'text', (l) => l.externalid],
  ['item_id', 'int4', (l) => l.itemId], ['size_id', 'int4', (l) => l.sizeId], ['title', 'text', (l) => l.title], ['image', 'text', (l) => l.image],
  ['itemtype', 'text', (l) => l.itemtype], ['category', 'text', (l) => l.category], ['familycode', 'text', (l) => l.familycode],
  ['quantity', 'int4', (l) => l.quantity], ['unit_price_cents', 'int8', (l) => l.unitPriceCents], ['discount_cents', 'int8', (l) => l.discountCents],
  ['total_cents', 'int8', (l) => l.totalCents],
];

type PaymentRow = DemoPayment & { orderUuid: string };
const PAYMENT_COLUMNS: Column<PaymentRow>[] = [
  ['uuid', 'uuid', (p) => p.uuid], ['order_uuid', 'uuid', (p) => p.orderUuid], ['provider', 'text', (p) => p.provider], ['status', 'text', (p) => p.status],
  ['amount_cents', 'int8', (p) => p.amountCents], ['currency', 'text', (p) => p.currency], ['checkout_url', 'text', (p) => p.checkoutUrl],
  ['expires_at', 'timestamptz', (p) => p.expiresAt], ['created_at', 'timestamptz', (p) => p.createdAt], ['updated_at', 'timestamptz', (p) => p.updatedAt],
];

/**
 * Writes the orders, a thousand at a time, each thousand with its lines and payments in one
 * transaction. An order whose number (or uuid) exists is left as it is, and so are its lines
 * and payments: only orders this call inserted get theirs. Answers how many orders were new.
 */
export async function writeDemoOrders(db: Db, rows: DemoOrder[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    written += await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const inserted = new Set(rowsOf<{ uuid: string }>(await tx.execute(unnestInsert('orders', ORDER_COLUMNS, chunk, sql`on conflict do nothing returning uuid`))).map((r) => r.uuid));
      const kept = chunk.filter((o) => inserted.has(o.uuid));
      const lines = kept.flatMap((o) => o.lines.map((l) => ({ ...l, orderUuid: o.uuid })));
      for (let j = 0; j < lines.length; j += CHUNK) await tx.execute(unnestInsert('order_lines', LINE_COLUMNS, lines.slice(j, j + CHUNK)));
      const payments = kept.map((o) => ({ ...o.payment, orderUuid: o.uuid }));
      if (payments.length) await tx.execute(unnestInsert('payments', PAYMENT_COLUMNS, payments));
      return kept.length;
    });
  }
  // Fresh statistics, so the admin list and the dashboard plan with the new rows straight away.
  if (written > 0) await db.execute(sql`analyze orders, order_lines, payments`);
  return written;
}

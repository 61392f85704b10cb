import { sql } from 'drizzle-orm';
import { createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { ORDER_STATUSES, ORDER_TRANSITIONS, PAYMENT_STATUSES, SOLD_ORDER_STATUSES, type OrderStatus } from '@bike/shared/domain';
import { generateSeedData, type Row } from './generate';
import { DEMO_ORDER_DAYS, DEMO_ORDERS, demoOrders, generateDemoOrders, writeDemoOrders, type DemoOrder } from './demo-orders';

const DAY = 86_400_000;
/** A Saturday afternoon. */
const NOW = Date.UTC(2026, 2, 14, 15, 30);
const data = generateSeedData('test');
const orders = generateDemoOrders(data, 3000, NOW);

const byId = new Map<number, Row>(data.items.map((i) => [i['id'] as number, i]));
const localeOf = new Map<string, Row>(data.locales.map((l) => [l['code'] as string, l]));
const priceOf = new Map<string, number>(data.prices.map((p) => [`${p['item_id']}:${p['currency']}`, Number(p['msrp_cents'])]));

/** Every status an order can reach from pending by the table's moves. */
function reachable(): Set<OrderStatus> {
  const seen = new Set<OrderStatus>(['pending']);
  const queue: OrderStatus[] = ['pending'];
  while (queue.length) {
    for (const next of ORDER_TRANSITIONS[queue.shift()!]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const validTransferReference = (ref: string) => {
  const m = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(ref);
  if (!m) return false;
  const digits = m[1]! + m[2]! + m[3]!;
  return (Number(BigInt(digits.slice(0, 10)) % 97n) || 97) === Number(digits.slice(10));
};

describe('demo orders (generator)', () => {
  it('has a count per scale: none for the tests, hundreds by default, a hundred thousand at large', () => {
    expect(DEMO_ORDERS).toEqual({ test: 0, default: 400, large: 100_000 });
    expect(demoOrders(data, 'test', NOW)).toEqual([]);
    expect(demoOrders(data, 'default', NOW)).toHaveLength(400);
  });

  it('is deterministic for the same now, and keeps each order\'s identity on another day', () => {
    expect(JSON.stringify(generateDemoOrders(data, 300, NOW))).toBe(JSON.stringify(generateDemoOrders(data, 300, NOW)));
    const identity = (o: DemoOrder) => [o.uuid, o.publicId, o.brand, o.locale, o.customerEmail, o.lines.map((l) => l.externalid).join(',')].join('|');
    const weekLater = generateDemoOrders(data, 300, NOW + 7 * DAY);
    expect(new Set(weekLater.map(identity))).toEqual(new Set(generateDemoOrders(data, 300, NOW).map(identity)));
    // A bigger scale starts with the smaller one's orders.
    const first300 = new Set(generateDemoOrders(data, 300, NOW).map((o) => o.publicId));
    expect(orders.filter((o) => first300.has(o.publicId))).toHaveLength(300);
  });

  it('gives unique order numbers in the shop\'s format and v4-shaped uuids', () => {
    expect(new Set(orders.map((o) => o.publicId)).size).toBe(orders.length);
    expect(new Set(orders.map((o) => o.uuid)).size).toBe(orders.length);
    for (const o of orders) {
      expect(o.publicId).toMatch(/^[A-Z]{3}-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(o.publicId.slice(0, 3)).toBe(o.brand.slice(0, 3).toUpperCase());
      expect(o.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(o.payment.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('adds up: lines, discount, shipping, VAT and the amount to pay agree', () => {
    for (const o of orders) {
      const lines = o.lines.reduce((s, l) => s + l.totalCents, 0);
      expect(o.lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0)).toBe(o.subtotalCents);
      expect({ order: o.publicId, toPay: lines + o.shippingCents }).toEqual({ order: o.publicId, toPay: o.toPayCents });
      expect(o.subtotalCents - o.discountCents).toBe(lines);
      expect(o.subtotalCents + o.shippingCents - o.discountCents).toBe(o.toPayCents);
      expect(o.lines.reduce((s, l) => s + l.discountCents, 0)).toBe(o.discountCents);
      for (const l of o.lines) expect(l.totalCents).toBe(l.quantity * l.unitPriceCents - l.discountCents);
      // Prices include VAT: its share of what is paid, at the locale's rate.
      expect(o.vatCents).toBe(o.vatRate > 0 ? Math.round((o.toPayCents * o.vatRate) / (100 + o.vatRate)) : 0);
      expect(o.vatDeducted).toBe(false);
      expect(o.payment).toMatchObject({ amountCents: o.toPayCents, currency: o.currency });
      if (o.discountCents > 0) expect(o.discountCode).not.toBeNull();
      if (o.discountCode === null) expect(o.discountCents).toBe(0);
    }
    expect(orders.filter((o) => o.discountCents > 0).length / orders.length).toBeLessThan(0.3);
    expect(orders.some((o) => o.shippingCents > 0) && orders.some((o) => o.shippingCents === 0)).toBe(true);
  });

  it('sells one brand per order, in a country where it is sold, at that country\'s prices, currency and VAT', () => {
    let bikes = 0;
    let accessories = 0;
    for (const o of orders) {
      const locale = localeOf.get(o.locale)!;
      expect(locale['brands']).toContain(o.brand);
      expect({ currency: o.currency, vat: o.vatRate }).toEqual({ currency: locale['currency'], vat: locale['vat'] });
      expect(o.invoiceAddress.country).toBe(locale['countrycode']);
      expect(o.lines.length).toBeGreaterThanOrEqual(1);
      expect(o.lines.length).toBeLessThanOrEqual(3);
      expect(new Set(o.lines.map((l) => l.itemId)).size).toBe(o.lines.length);
      for (const l of o.lines) {
        const item = byId.get(l.itemId)!;
        expect({ order: o.publicId, brand: item['brandkey'] }).toEqual({ order: o.publicId, brand: o.brand });
        expect(l.unitPriceCents).toBe(priceOf.get(`${l.itemId}:${o.currency}`));
        expect(l.externalid.startsWith(item['externalid'] as string)).toBe(true);
        if (l.itemtype === 'bike') {
          bikes++;
          expect(l.quantity).toBe(1);
          expect(locale['checkout_bikes']).toBe(true);
        } else {
          accessories++;
          expect([1, 2]).toContain(l.quantity);
          expect(locale['checkout_accessories']).toBe(true);
        }
      }
      if (o.shippingMethod === 'DEALER') {
        const dealer = data.dealers.find((d) => d['cusid'] === o.dealer?.customerid)!;
        expect(dealer['brands']).toContain(o.brand);
        expect(dealer['name']).toBe(o.dealer!.name);
      } else {
        expect(o.dealer).toBeNull();
      }
    }
    expect(bikes).toBeGreaterThan(0);
    expect(bikes).toBeLessThan(accessories);
    expect(new Set(orders.map((o) => o.brand))).toEqual(new Set(data.brands.map((b) => b['key'])));
    expect(orders.some((o) => o.shippingMethod === 'DEALER')).toBe(true);
  });

  it('orders every bike in one of its sizes (issue 32: no bike line without a size)', () => {
    const sizeOf = new Map(data.item_sizes.map((s) => [s['id'] as number, s]));
    const bikeLines = orders.flatMap((o) => o.lines.filter((l) => l.itemtype === 'bike'));
    expect(bikeLines.length).toBeGreaterThan(0);
    for (const l of bikeLines) {
      const size = sizeOf.get(l.sizeId!);
      expect({ line: l.externalid, size: size?.['externalid'], item: size?.['item_id'] }).toEqual({ line: l.externalid, size: l.externalid, item: l.itemId });
    }
  });

  it('has valid statuses that follow the payments: waiting transfers, paid orders, a few cancelled', () => {
    const statuses = reachable();
    for (const o of orders) {
      expect(ORDER_STATUSES).toContain(o.status);
      expect(statuses.has(o.status)).toBe(true);
      expect(PAYMENT_STATUSES).toContain(o.paymentStatus);
      expect(PAYMENT_STATUSES).toContain(o.payment.status);
      expect(o.payment.provider).toBe(o.paymentMethod === 'online' ? 'sandbox' : 'banktransfer');
      if (o.paymentMethod === 'banktransfer') expect(validTransferReference(o.transferReference!)).toBe(true);
      else expect(o.transferReference).toBeNull();
      if (o.status === 'pending' && o.paymentMethod === 'banktransfer') {
        expect(o.paymentStatus).toBe('waiting_transfer');
        expect(o.payment.status).toBe('waiting_transfer');
        // Still waiting at now: the expiry sweep leaves it alone.
        expect(o.payment.expiresAt.getTime()).toBeGreaterThan(NOW);
      }
      if ((SOLD_ORDER_STATUSES as readonly string[]).includes(o.status)) {
        expect({ order: o.status, payment: o.paymentStatus, row: o.payment.status }).toEqual({ order: o.status, payment: 'paid', row: 'paid' });
      }
      if (o.paymentStatus === 'open') expect(o.payment.expiresAt.getTime()).toBeGreaterThan(NOW);
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(NOW);
      expect(o.createdAt.getTime()).toBeGreaterThan(NOW - DEMO_ORDER_DAYS * DAY);
      expect(o.updatedAt.getTime()).toBeGreaterThanOrEqual(o.createdAt.getTime());
      expect(o.updatedAt.getTime()).toBeLessThanOrEqual(NOW);
    }
    const share = (status: OrderStatus, list = orders) => list.filter((o) => o.status === status).length / list.length;
    expect(share('cancelled')).toBeGreaterThan(0.02);
    expect(share('cancelled')).toBeLessThan(0.07);
    expect(orders.filter((o) => o.paymentMethod === 'banktransfer').length / orders.length).toBeGreaterThan(0.08);
    expect(orders.some((o) => o.status === 'pending' && o.paymentMethod === 'banktransfer')).toBe(true);
    // Old orders have shipped; the last days are still on their way.
    const old = orders.filter((o) => o.createdAt.getTime() < NOW - 30 * DAY);
    expect(share('shipped', old)).toBeGreaterThan(0.9);
    const recent = orders.filter((o) => o.createdAt.getTime() > NOW - 5 * DAY);
    for (const status of ['pending', 'paid', 'processing', 'stock'] as const) expect({ status, seen: recent.some((o) => o.status === status) }).toEqual({ status, seen: true });
    expect(orders.some((o) => o.status === 'production') && orders.some((o) => o.status === 'readytoship')).toBe(true);
  });

  it('spreads over the months before now: the last 30 days have orders, weekends more than weekdays', () => {
    expect(orders.filter((o) => o.createdAt.getTime() > NOW - 30 * DAY).length).toBeGreaterThan(orders.length * 0.2);
    const perDay = [0, 0, 0, 0, 0, 0, 0];
    for (const o of orders) perDay[o.createdAt.getUTCDay()]!++;
    const weekend = (perDay[0]! + perDay[6]!) / 2;
    const weekdays = perDay.slice(1, 6).reduce((s, n) => s + n, 0) / 5;
    expect(weekend).toBeGreaterThan(weekdays * 1.2);
    // A gentle rise: the last month busier than the first.
    const firstMonth = orders.filter((o) => o.createdAt.getTime() < NOW - (DEMO_ORDER_DAYS - 30) * DAY).length;
    expect(orders.filter((o) => o.createdAt.getTime() > NOW - 30 * DAY).length).toBeGreaterThan(firstMonth);
  });

  it('invents shoppers at example.net (never example.com, where the demo accounts live)', () => {
    for (const o of orders) {
      expect(o.customerEmail.endsWith('@example.com')).toBe(false);
      expect(o.customerEmail).toMatch(/^[a-z0-9]+\.[a-z0-9]+\.\d+@example\.net$/);
      expect(o.customer.email).toBe(o.customerEmail);
      expect(o.customer.vatNumber).toBeNull();
      expect(o.customer.company !== null).toBe(o.customer.customerType === 'business');
      expect(o.invoiceAddress.street && o.invoiceAddress.number && o.invoiceAddress.city).toBeTruthy();
    }
    const business = orders.filter((o) => o.customer.customerType === 'business').length / orders.length;
    expect(business).toBeGreaterThan(0.02);
    expect(business).toBeLessThan(0.15);
  });
});

describe('demo orders (database)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () =>
    rowsOf<{ orders: number; lines: number; payments: number }>(
      await t.db.execute(sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_lines) as lines, (select count(*)::int from payments) as payments`),
    )[0]!;

  it('writes orders, lines and payments once: writing again (or on another day) inserts nothing', async () => {
    const rows = generateDemoOrders(data, 1500, NOW);
    const lines = (list: DemoOrder[]) => list.reduce((n, o) => n + o.lines.length, 0);
    // Some first, then all: only the orders new to the table get lines and a payment.
    expect(await writeDemoOrders(t.db, rows.slice(0, 600))).toBe(600);
    expect(await writeDemoOrders(t.db, rows)).toBe(900);
    expect(await counts()).toEqual({ orders: 1500, lines: lines(rows), payments: 1500 });
    expect(await writeDemoOrders(t.db, rows)).toBe(0);
    expect(await writeDemoOrders(t.db, generateDemoOrders(data, 1500, NOW + 9 * DAY))).toBe(0);
    expect(await counts()).toEqual({ orders: 1500, lines: lines(rows), payments: 1500 });

    const stored = rowsOf<{ public_id: string; to_pay_cents: string; lines: string; shipping_cents: string; tokens: unknown; user_id: string | null; paid: string }>(
      await t.db.execute(sql`
        select o.public_id, o.to_pay_cents, o.shipping_cents, o.access_token_hashes as tokens, o.user_id,
               (select sum(total_cents) from order_lines l where l.order_uuid = o.uuid) as lines,
               (select sum(amount_cents) from payments p where p.order_uuid = o.uuid) as paid
          from orders o`),
    );
    for (const r of stored) {
      expect(Number(r.lines) + Number(r.shipping_cents)).toBe(Number(r.to_pay_cents));
      expect(Number(r.paid)).toBe(Number(r.to_pay_cents));
      expect(r.tokens).toEqual([]);
      expect(r.user_id).toBeNull();
    }
    const [sample] = rowsOf<{ created_at: Date | string; customer: { email: string } }>(
      await t.db.execute(sql`select created_at, customer from orders where public_id = ${rows[0]!.publicId}`),
    );
    expect(new Date(sample!.created_at).getTime()).toBe(rows[0]!.createdAt.getTime());
    expect(sample!.customer.email).toBe(rows[0]!.customerEmail);
  }, 60_000);
});

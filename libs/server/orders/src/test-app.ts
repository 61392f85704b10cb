/**
 * Test harness (not exported from index.ts): the orders, catalogue, account and mailbox routes
 * on the instance production builds (createApiInstance), over a fresh database with the small
 * ('test') catalogue seed. PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { createApiInstance, createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { registerAccountRoutes } from '@bike/server/accounts';
import { clearDiscountCache, clearLocaleCache, registerCatalogueRoutes } from '@bike/server/catalogue';
import { registerConfiguratorRoutes } from '@bike/server/configurator';
import { createMailer, registerMailRoutes } from '@bike/server/mail';
import { seedCatalogue } from '@bike/seed';
import { registerOrderRoutes } from './index';
import { readOrdersConfig, type OrdersConfig } from './orders-config';
import type { PaymentProvider } from './payment-provider';

export interface OrdersTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  config: OrdersConfig;
  close(): Promise<void>;
}

export async function createOrdersTestApp(options: {
  config?: Partial<OrdersConfig>; provider?: PaymentProvider; seed?: boolean; rateLimits?: boolean;
  /** Also the configurator's calls (models, concepts, sheets), for tests that follow a configured bike into an order. */
  configurator?: boolean;
} = {}): Promise<OrdersTestApp> {
  const ctx = await createTestContext();
  if (options.seed !== false) await seedCatalogue(ctx.db, 'test');
  clearLocaleCache(ctx.db);
  clearDiscountCache(ctx.db);
  const config: OrdersConfig = { ...readOrdersConfig({}), expiryIntervalSeconds: 0, webhookSecret: 'test-webhook-secret', ...options.config };
  // The outbox mailer, so account activation mails are readable at /mailbox/api as in e2e.
  const mailer = createMailer(ctx.config, ctx.db);
  const routeCtx = { ...ctx, config: { ...ctx.config, rateLimits: options.rateLimits ?? false }, mailer: { send: async (m: Parameters<typeof mailer.send>[0]) => { ctx.mails.push(m); await mailer.send(m); } } };
  const app = await createApiInstance(ctx.config, {
    routes: async (api) => {
      await registerCatalogueRoutes(api, routeCtx);
      await registerAccountRoutes(api, routeCtx);
      await registerMailRoutes(api, routeCtx);
      if (options.configurator) await registerConfiguratorRoutes(api, routeCtx);
      await registerOrderRoutes(api, routeCtx, { config, provider: options.provider });
    },
  });
  return {
    app,
    ctx,
    config,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

export function json<T = any>(response: Pick<LightMyRequestResponse, 'body'>): T {
  return JSON.parse(response.body) as T;
}

export interface StockedItem {
  id: number;
  /** What a cart line names: a bike's first size (a bike is ordered in a size), an accessory itself. */
  externalid: string;
  /** The item's own external id (for a bike: the configuration, which names no size). */
  itemExternalid: string;
  /** The size the stock was put on (bikes), else null. */
  sizeId: number | null;
  itemtype: string;
  category: string;
}

/**
 * A priced item of one brand and category, with its stock set to exactly `qty` factory units on
 * one row (other rows emptied), so a test knows what can be sold. A bike's units are in its first
 * size, and the size is what the test orders (issue 32: no bike without a size).
 */
export async function stockedItem(ctx: TestContext, opts: { itemtype: 'bike' | 'accessory'; qty: number; brand?: string; skip?: number; currency?: string }): Promise<StockedItem> {
  const [item] = rowsOf<{ id: number; externalid: string; itemtype: string; category: string; size_id: number | null; size_externalid: string | null }>(
    await ctx.db.execute(sql`
      select i.id, i.externalid, i.itemtype, i.category, z.id as size_id, z.externalid as size_externalid from items i
        join prices p on p.item_id = i.id and p.currency = ${opts.currency ?? 'EUR'}
        left join lateral (select s.id, s.externalid from item_sizes s where s.item_id = i.id order by s.position, s.id limit 1) z on i.itemtype = 'bike'
       where i.brandkey = ${opts.brand ?? 'ardenne'} and i.itemtype = ${opts.itemtype} and i.category <> 'outlet'
         and i.voucherbannerimage is null
       order by i.id offset ${opts.skip ?? 0} limit 1`),
  );
  if (!item) throw new Error('no item to stock');
  const sizeId = item.size_id === null ? null : Number(item.size_id);
  await ctx.db.execute(sql`update stock set qty = 0 where item_id = ${item.id}`);
  await ctx.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${item.id}, ${sizeId}, null, ${opts.qty}, 1, 9999999)`);
  return {
    id: Number(item.id), externalid: item.size_externalid ?? item.externalid, itemExternalid: item.externalid, sizeId, itemtype: item.itemtype, category: item.category,
  };
}

export async function stockQty(ctx: TestContext, itemId: number): Promise<number> {
  const [row] = rowsOf<{ qty: number }>(await ctx.db.execute(sql`select coalesce(sum(qty), 0)::int as qty from stock where item_id = ${itemId}`));
  return Number(row?.qty ?? 0);
}

export async function minStockQty(ctx: TestContext): Promise<number> {
  const [row] = rowsOf<{ q: number }>(await ctx.db.execute(sql`select coalesce(min(qty), 0)::int as q from stock`));
  return Number(row?.q ?? 0);
}

let counter = 0;
export function orderBody(lines: { externalid: string; quantity: number }[], over: Record<string, unknown> = {}, consumerOver: Record<string, unknown> = {}) {
  counter++;
  return {
    remarks: 'Ring twice',
    consumer: {
      customerType: 'consumer',
      firstName: 'Lien',
      lastName: 'Peeters',
      email: `lien${counter}.${Date.now()}@example.com`,
      phone: '+32 470 12 34 56',
      invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' },
      shippingAddressSameAsInvoice: true,
      ...consumerOver,
    },
    orderlines: lines.map((l) => ({ ...l, range: null, model: 'x', category: 'bikes', family: 'x', shippingmethod: 'CONSUMER' })),
    locale: 'nl_BE',
    shippingMethod: 'CONSUMER',
    shipping: { consumer: true },
    brand: 'ardenne',
    redirect: '/nl_BE/checkout/order',
    authRedirect: '/nl_BE/account',
    paymentMethod: 'online',
    ...over,
  };
}

export function placeOrder(app: FastifyInstance, body: unknown, key?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/consumer/v1/orders',
    payload: body as object,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers },
  });
}

/** Logs in with a body (API-client mode) and answers the access token. */
export async function loginAccess(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return json(res).result.access;
}

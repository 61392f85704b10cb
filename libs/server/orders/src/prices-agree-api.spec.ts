// Issue 32 item 3: the same bike, configuration and voucher cost the same on every surface. A
// configured bike with the dearest groupset and dearer wheels is priced by the configurator
// (the model answer through priceConfiguration), the concept calls (compare column, concept
// page, PDF sheet), the browser's cart totals, the server's checkout snapshot and the placed
// order; its build with the standard parts by the catalogue (card, bike page) and the
// configurator. Each must equal shopperPrice over the same base, options and voucher.
import { sql } from 'drizzle-orm';
import {
  buildOf, configurationPaid, configurationPriceBlock, priceConfiguration, type Concept, type ConfigurationChoices, type CustomizerModel, type LocaleEntry,
  type PriceBlock,
} from '@bike/shared/domain';
import { shopperPrice } from '@bike/shared/domain/shopper-price';
import { shownPrice } from '@bike/shared/domain/shown-price';
import { cartTotals, emptyCart, type LookedUpDiscount } from '@bike/shared/store';
import { cacheVersionsMayHaveMoved, rowsOf } from '@bike/server/core';
import { createOrdersTestApp, json, orderBody, placeOrder, type OrdersTestApp } from './test-app';

let t: OrdersTestApp;
let modelCode: string;
let choices: ConfigurationChoices;
let standard: ConfigurationChoices;

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return json<{ result: T }>(res).result;
};
const post = async <T>(url: string, payload: object): Promise<T> => {
  const res = await t.app.inject({ method: 'POST', url, payload });
  // Any 2xx; the body says why not.
  expect([url, res.statusCode < 300 ? 'ok' : res.body]).toEqual([url, 'ok']);
  return json<{ result: T }>(res).result;
};
const withVoucher = (voucher: string | null) => (voucher ? `&voucher=${voucher}` : '');

beforeAll(async () => {
  t = await createOrdersTestApp({ configurator: true });
  const platforms = rowsOf<{ code: string }>(await t.ctx.db.execute(sql`
    select code from platforms where brand = 'ardenne' and has_customizer and not archived order by code`));
  // A model with groupsets of different prices and a wheel upgrade: the Helix SL kind of build.
  for (const { code } of platforms) {
    const model = await get<CustomizerModel>(`/V1/customizer/model/${code}?locale=nl_BE`);
    const dearest = [...model.builds].sort((a, b) => b.price - a.price)[0]!;
    const wheels = [...model.parts.wheels].sort((a, b) => b.price - a.price)[0];
    if (dearest.price > model.builds[0]!.price && wheels && wheels.price > 0) {
      modelCode = code;
      standard = { ...model.defaults, groupset: dearest.groupset, design: dearest.design };
      choices = { ...standard, wheels: wheels.code };
      break;
    }
  }
  expect(modelCode).toBeDefined();
  // Every part in stock, so the configured bike ships within the promise and can be ordered.
  await t.ctx.db.execute(sql`update customizer_parts set stock_qty = 50, restock_workdays = 0`);
  cacheVersionsMayHaveMoved(t.ctx.db);
}, 60_000);
afterAll(async () => t?.close());

describe.each([
  { locale: 'nl_BE', voucher: null, applied: 'WELCOMEBE' },
  { locale: 'nl_BE', voucher: 'SPRING10', applied: 'SPRING10' },
  { locale: 'de_CH', voucher: null, applied: null },
])('one price for a configured bike in $locale with $applied', ({ locale, voucher, applied }) => {
  let model: CustomizerModel;
  let paid: number;
  let conceptCode: string;

  beforeAll(async () => {
    model = await get<CustomizerModel>(`/V1/customizer/model/${modelCode}?locale=${locale}${withVoucher(voucher)}`);
    paid = configurationPaid(priceConfiguration(model, choices));
    conceptCode = (await post<Concept>('/b2c/v1/concepts', { model: modelCode, locale, choices })).code;
  });

  it('the configurator takes the voucher off the whole bike, as the shared function does', () => {
    const price = priceConfiguration(model, choices);
    expect(price.voucher?.code ?? null).toBe(applied);
    const wheels = model.parts.wheels.find((p) => p.code === choices.wheels)!;
    const shared = shopperPrice({ currency: model.currency, base: buildOf(model, choices)!.price, options: [wheels.price], voucher: applied ? model.voucher : null });
    expect(paid).toBe(shared.now);
    expect(price.total).toBe(shared.list);
    if (applied) expect(paid).toBeLessThan(price.total);
  });

  it('the concept (compare column, concept page, PDF sheet) costs the same', async () => {
    const concept = await get<Concept>(`/b2c/v1/concepts/${conceptCode}?locale=${locale}${withVoucher(voucher)}`);
    expect(configurationPaid(concept.price!)).toBe(paid);
    // What the compare table shows of it: the price block's "now".
    expect(shownPrice(configurationPriceBlock(concept.price!)).now).toBe(paid);
  });

  it('the cart in the browser, the checkout snapshot and the order charge the same', async () => {
    const id = `CONCEPT-${conceptCode}`;
    const check = await post<{ items: { item: { $$price: PriceBlock; category: string; familycode: string; brandkey: string; range: string | null; rangeCode: string | null } }[] }>(
      `/consumer/v1/items/cart/availability?locale=${locale}`, { cartItems: [{ id, qty: 1 }] });
    const item = check.items[0]!.item;
    const entry = await get<LocaleEntry>(`/b2c/v1/countries/${locale}`);
    const code = voucher ?? entry.voucher;
    const discount = code ? await get<LookedUpDiscount>(`/v1/discount/${code}?site=ardenne&locale=${locale}`) : null;
    const browser = cartTotals({
      lines: [{ id, qty: 1, title: 'x', itemtype: 'bike', price: item.$$price.msrp, category: item.category, familycode: item.familycode, brandkey: item.brandkey, range: item.range, rangeCode: item.rangeCode }],
      cart: emptyCart(), locale: entry, discount,
    });
    expect(browser.lines[0]!.total).toBe(paid);

    const snapshot = await post<{ lines: { total: number }[] }>('/v1/checkouts', { lang: locale, items: [{ id, qty: 1 }], discountcode: voucher ?? undefined });
    expect(snapshot.lines[0]!.total).toBe(paid);

    if (locale !== 'nl_BE') return; // the order's address is a Belgian one
    const res = await placeOrder(t.app, orderBody([{ externalid: id, quantity: 1 }], voucher ? { discountcode: voucher } : {}));
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    const { order } = json(res).result;
    expect(order.orderlines[0].total).toBe(paid);
    expect(order.price).toBe(Math.round((paid + order.shippingcost) * 100) / 100);
  });

  it('the catalogue bike (card, bike page) and the configurator agree on the build with its standard parts', async () => {
    const build = buildOf(model, standard)!;
    const listed = voucher
      ? (await get<{ $$price: PriceBlock }>(`/b2c/v1/pricelists/${build.externalid}?locale=${locale}&voucher=${voucher}`)).$$price
      : (await get<{ $$price: PriceBlock }>(`/b2c/v1/items/${build.externalid}?locale=${locale}`)).$$price;
    expect(shownPrice(listed).now).toBe(configurationPaid(priceConfiguration(model, standard)));
    expect(listed.voucher?.code ?? null).toBe(applied);
  });
});

// Custom bikes from the configurator in the cart and in orders (issue 12 item 9): priced on the
// server from the concept's choices, the frame and parts taken from factory stock, given back on cancel.
import { sql } from 'drizzle-orm';
import { buildOf, priceConfiguration, type CustomizerModel } from '@bike/shared/domain';
import { cacheVersionsMayHaveMoved, rowsOf } from '@bike/server/core';
import { readCustomizerModel } from '@bike/server/configurator';
import { generateSeedData, inspirationConcepts, writeInspirationConcepts, type SeedConcept } from '@bike/seed';
import { createOrdersTestApp, json, orderBody, placeOrder, type OrdersTestApp } from './test-app';

let t: OrdersTestApp;
let concept: SeedConcept;
let model: CustomizerModel;
let frame: { itemId: number; sizeId: number };

const lineId = (c: SeedConcept) => `CONCEPT-${c.code}`;
const partStock = async (code: string) => Number(rowsOf<{ q: number }>(await t.ctx.db.execute(sql`select stock_qty as q from customizer_parts where code = ${code}`))[0]!.q);
const frameStock = async () => Number(rowsOf<{ q: number }>(await t.ctx.db.execute(sql`
  select coalesce(sum(qty), 0)::int as q from stock where item_id = ${frame.itemId} and size_id = ${frame.sizeId} and dealer_id is null`))[0]!.q);
const availability = async (id: string) =>
  json(await t.app.inject({ method: 'POST', url: '/consumer/v1/items/cart/availability?locale=nl_BE', payload: { cartItems: [{ id, qty: 1 }] } })).result.items[0];

beforeAll(async () => {
  t = await createOrdersTestApp();
  const all = inspirationConcepts(generateSeedData('test')).filter((c) => c.brand === 'ardenne');
  // A build with a swappable saddle, so a stocked part is taken as well as the frame.
  concept = { ...all[0]!, choices: { ...all[0]!.choices } };
  model = (await readCustomizerModel(t.ctx.db, concept.model, 'ardenne', { code: 'nl_BE', currency: 'EUR', vat: 21, language: 'nl' }))!;
  concept.choices.saddle = model.parts.saddle.find((p) => !p.standard)?.code ?? concept.choices.saddle;
  await writeInspirationConcepts(t.ctx.db, [concept]);
  const build = buildOf(model, concept.choices)!;
  const [row] = rowsOf<{ item_id: number; size_id: number }>(await t.ctx.db.execute(sql`
    select i.id as item_id, z.id as size_id from items i join item_sizes z on z.item_id = i.id and z.size = ${concept.choices.size} where i.externalid = ${build.externalid}`));
  frame = { itemId: Number(row!.item_id), sizeId: Number(row!.size_id) };
  // The factory has exactly two frames of this build in the size, and every part.
  await t.ctx.db.execute(sql`update stock set qty = 0 where item_id = ${frame.itemId}`);
  await t.ctx.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${frame.itemId}, ${frame.sizeId}, null, 2, 1, 9999999)`);
  await t.ctx.db.execute(sql`update customizer_parts set stock_qty = 5, restock_workdays = 0`);
  // Written behind the API's back, as an import would: the caches look at the data versions again.
  cacheVersionsMayHaveMoved(t.ctx.db);
}, 60_000);
afterAll(async () => t?.close());

describe('a custom bike in the cart', () => {
  it('is priced by the server from its choices, with its own name and picture', async () => {
    const line = await availability(lineId(concept));
    expect(line).toMatchObject({ available: true, message: null, maxQty: 2 });
    expect(line.item.$$price.msrp).toBe(priceConfiguration(model, concept.choices).total);
    expect(line.item.title).toBe(model.title);
    expect(line.item.image).toMatch(/^\/media\/bikes\/[a-z]+\/[0-9a-f]{6}-[0-9a-f]{6}\.[a-z-]+\.[a-z-]+\.[a-z-]+\.svg$/);
    expect(line.workdays).toBeLessThanOrEqual(40);
  });

  it('is no longer available when a part would push it beyond the 8-week promise, or its code is unknown', async () => {
    await t.ctx.db.execute(sql`update customizer_parts set stock_qty = 0, restock_workdays = 60 where code = ${concept.choices.saddle}`);
    cacheVersionsMayHaveMoved(t.ctx.db);
    try {
      expect(await availability(lineId(concept))).toMatchObject({ available: false, message: 'noLongerAvailable' });
      const res = await placeOrder(t.app, orderBody([{ externalid: lineId(concept), quantity: 1 }]));
      expect(res.statusCode).toBe(409);
      expect(json(res).error.code).toBe('ITEM_NOT_AVAILABLE');
    } finally {
      await t.ctx.db.execute(sql`update customizer_parts set stock_qty = 5, restock_workdays = 0 where code = ${concept.choices.saddle}`);
      cacheVersionsMayHaveMoved(t.ctx.db);
    }
    expect(await availability('CONCEPT-ZZZZZZZZ')).toMatchObject({ available: false, message: 'noLongerAvailable' });
  });
});

describe('a custom bike ordered', () => {
  it('is charged the configured price whatever the request says, and takes its frame and parts from factory stock', async () => {
    const beforeFrame = await frameStock();
    const beforeSaddle = await partStock(concept.choices.saddle);
    const body = orderBody([{ externalid: lineId(concept), quantity: 1 }], { price: 1, toPay: 1 });
    const res = await placeOrder(t.app, body);
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    const { order, orderToken } = json(res).result;
    const expected = priceConfiguration(model, concept.choices).total;
    expect(order.orderlines[0]).toMatchObject({ externalitemid: lineId(concept), quantity: 1, unitPrice: expected });
    const [line] = rowsOf<{ configuration: { code: string; frameStocked: boolean; parts: string[] } }>(await t.ctx.db.execute(sql`select configuration from order_lines where order_uuid = ${order.uuid}::uuid`));
    expect(line!.configuration).toMatchObject({ code: concept.code, frameStocked: true });
    expect(line!.configuration.parts).toContain(concept.choices.saddle);
    // The confirmation names the build, its size and colour in the order's language (issue 33).
    const mail = t.ctx.mails.filter((m) => m.subject.includes(order.id)).pop()!;
    const groupset = model.groupsets.find((g) => g.code === concept.choices.groupset)!.name;
    const design = model.designs.find((d) => d.code === concept.choices.design)!.name;
    expect(mail.text).toContain(`1 × ${model.title} — maat ${concept.choices.size}, ${design}`);
    expect(mail.text).toContain(`Jouw samenstelling van ${model.title}: ${groupset}, `);
    expect(mail.text).toContain(model.parts.saddle.find((p) => p.code === concept.choices.saddle)!.name);
    expect(await frameStock()).toBe(beforeFrame - 1);
    expect(await partStock(concept.choices.saddle)).toBe(beforeSaddle - 1);

    // Cancelled by the buyer: frame and parts go back, once.
    const cancel = await t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${order.uuid}/cancel`, payload: {}, headers: { 'x-order-token': orderToken } });
    expect(cancel.statusCode).toBe(200);
    expect(await frameStock()).toBe(beforeFrame);
    expect(await partStock(concept.choices.saddle)).toBe(beforeSaddle);
  });

  it('never sells a stocked frame twice: the third custom bike of two frames is refused', async () => {
    const first = await placeOrder(t.app, orderBody([{ externalid: lineId(concept), quantity: 2 }]));
    expect(first.statusCode).toBe(201);
    const second = await placeOrder(t.app, orderBody([{ externalid: lineId(concept), quantity: 1 }]));
    expect(second.statusCode).toBe(409);
    expect(json(second).error.code).toBe('OUT_OF_STOCK');
  });

  it('builds the frame to order when the factory has none in the size: only the parts are taken', async () => {
    await t.ctx.db.execute(sql`update stock set qty = 0 where item_id = ${frame.itemId}`);
    cacheVersionsMayHaveMoved(t.ctx.db);
    const line = await availability(lineId(concept));
    expect(line).toMatchObject({ available: true });
    const beforeSaddle = await partStock(concept.choices.saddle);
    const res = await placeOrder(t.app, orderBody([{ externalid: lineId(concept), quantity: 1 }]));
    expect(res.statusCode).toBe(201);
    const [row] = rowsOf<{ configuration: { frameStocked: boolean } }>(await t.ctx.db.execute(sql`select configuration from order_lines where order_uuid = ${json(res).result.order.uuid}::uuid`));
    expect(row!.configuration.frameStocked).toBe(false);
    expect(await partStock(concept.choices.saddle)).toBe(beforeSaddle - 1);
  });
});

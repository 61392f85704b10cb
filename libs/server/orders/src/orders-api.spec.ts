import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import { ADDRESS_FAILURE_MESSAGE, type OrderView } from '@bike/shared/domain';
import { isValidTransferReference } from './order-numbers';
import { createOrdersTestApp, json, loginAccess, orderBody, placeOrder, stockedItem, stockQty, type OrdersTestApp, type StockedItem } from './test-app';

let t: OrdersTestApp;
let bike: StockedItem;
let cap: StockedItem;
let adminToken: string;
let riderToken: string;

const login = (email: string, password: string) => loginAccess(t.app, email, password);

beforeAll(async () => {
  t = await createOrdersTestApp();
  bike = await stockedItem(t.ctx, { itemtype: 'bike', qty: 50 });
  cap = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 50 });
  await seedAccounts(t.ctx.db, t.ctx.config);
  adminToken = await login(t.ctx.config.demoAdminEmail, t.ctx.config.demoAdminPassword);
  riderToken = await login(t.ctx.config.demoUserEmail, t.ctx.config.demoUserPassword);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('POST /consumer/v1/items/cart/availability', () => {
  it('answers each line with its message', async () => {
    const low = await stockedItem(t.ctx, { itemtype: 'bike', qty: 2, skip: 3 });
    const res = await post('/consumer/v1/items/cart/availability?locale=nl_BE', {
      cartItems: [
        { id: bike.externalid, qty: 1 },
        { id: bike.externalid, qty: 6 },
        { id: low.externalid, qty: 3 },
        { id: 'NOPE-123', qty: 1 },
        { id: cap.externalid, qty: 2, workdays: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { items, checkout } = json(res).result;
    expect(items.map((i: { message: string }) => i.message)).toEqual([null, 'maxQuantity', 'remaining', 'noLongerAvailable', 'deliveryDate']);
    // The limit counts per item over the cart's lines: the first line took 1 of the bike's 5.
    expect(items[1]).toMatchObject({ available: true, maxQty: 4 });
    expect(items[2]).toMatchObject({ available: true, maxQty: 2, remaining: 2 });
    expect(items[3]).toMatchObject({ available: false, maxQty: 0, item: null });
    // The item is the bike (its configuration) the size belongs to.
    expect(items[0].item).toMatchObject({ externalid: bike.itemExternalid, $$price: { currency: 'EUR' } });
    expect(checkout).toEqual({ bikes: true, accessories: true, discountCheckout: true });
  });

  it('says noLongerAvailable when the stock is gone', async () => {
    const gone = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 0, skip: 4 });
    const res = await post('/consumer/v1/items/cart/availability?locale=nl_BE', { cartItems: [{ id: gone.externalid, qty: 1 }] });
    expect(json(res).result.items[0]).toMatchObject({ available: false, message: 'noLongerAvailable' });
  });

  it.each([
    [{ cartItems: [{ id: 'A', qty: -1 }] }],
    [{ cartItems: [{ id: 'A', qty: 1000 }] }],
    [{ cartItems: [{ id: 'A', qty: '2' }] }],
    [{ cartItems: [{ id: 'A', qty: 1.5 }] }],
    [{ cartItems: 'all' }],
    [{ cartItems: [{ id: '<script>', qty: 1 }] }],
    [[]],
  ])('refuses bad input %j with a 400', async (body) => {
    const res = await post('/consumer/v1/items/cart/availability?locale=nl_BE', body);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses malformed JSON and an unknown locale', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/consumer/v1/items/cart/availability', payload: '{"cartItems": [', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.code).toBe('INVALID_JSON');
    expect(json(await post('/consumer/v1/items/cart/availability?locale=xx_YY', { cartItems: [] })).error.code).toBe('UNKNOWN_LOCALE');
  });
});

describe('GET /consumer/v1/order/checkVAT/{vat}', () => {
  it('checks format and check digits offline', async () => {
    // Check digits prove no registration: offline, a number is never more than unverified.
    expect(json(await get('/consumer/v1/order/checkVAT/BE0417497106')).result).toEqual({ valid: true, countrycode: 'BE', vat: 'BE0417497106', source: 'offline', registration: 'unverified' });
    expect(json(await get('/consumer/v1/order/checkVAT/BE0417497107')).result.valid).toBe(false);
    expect(json(await get('/consumer/v1/order/checkVAT/hello')).result.valid).toBe(false);
    expect((await get(`/consumer/v1/order/checkVAT/${'1'.repeat(60)}`)).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an IP has used up its VAT checks', async () => {
    const limited = await createOrdersTestApp({ seed: false, rateLimits: true });
    try {
      const check = () => limited.app.inject({ method: 'GET', url: '/consumer/v1/order/checkVAT/BE0417497106' });
      for (let i = 0; i < 60; i++) expect((await check()).statusCode).toBe(200);
      const refused = await check();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(json(refused).error.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

describe('POST /v1/checkouts', () => {
  it('prices the cart on the server', async () => {
    const res = await post('/v1/checkouts', { lang: 'nl_BE', brand: 'ardenne', items: [{ id: bike.externalid, qty: 2, type: 'item', price: 1 }], redirect: '/nl_BE/checkout/details', authRedirect: '/nl_BE/account' });
    expect(res.statusCode).toBe(201);
    const r = json(res).result;
    expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.totals).toMatchObject({ currency: 'EUR', shipping: 58 });
    expect(r.totals.subtotal).toBeGreaterThan(100);
    expect(r.lines[0]).toMatchObject({ externalid: bike.externalid, qty: 2, itemtype: 'bike' });
  });

  it('answers CHECKOUT_CREATE_ERROR for unknown items and countries without checkout', async () => {
    const unknown = await post('/v1/checkouts', { lang: 'nl_BE', items: [{ id: 'NOPE-1', qty: 1, type: 'item' }] });
    expect(unknown.statusCode).toBe(409);
    expect(json(unknown).error.code).toBe('CHECKOUT_CREATE_ERROR');
    const intl = await post('/v1/checkouts', { lang: 'en_INT', items: [{ id: bike.externalid, qty: 1, type: 'item' }] });
    expect(json(intl).error.code).toBe('CHECKOUT_CREATE_ERROR');
    expect((await post('/v1/checkouts', { lang: 'nl_BE', items: [] })).statusCode).toBe(400);
  });
});

describe('POST /consumer/v1/orders', () => {
  it('ignores every amount the browser sends and computes its own', async () => {
    const honest = json(await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }]))).result.order as OrderView;
    const tampered = orderBody([{ externalid: bike.externalid, quantity: 1 }], { price: 0.01, toPay: 0.01, totals: { toPay: 0.01 }, discount: 9999, shippingcost: 0 });
    (tampered.orderlines[0] as Record<string, unknown>)['price'] = 0.01;
    (tampered.orderlines[0] as Record<string, unknown>)['unitPrice'] = 0.01;
    const res = await placeOrder(t.app, tampered);
    expect(res.statusCode).toBe(201);
    const order = json(res).result.order as OrderView;
    expect(order.price).toBe(honest.price);
    expect(order.orderlines[0]!.unitPrice).toBe(honest.orderlines[0]!.unitPrice);
    expect(order.shippingcost).toBe(29);
    // nl_BE's locale voucher (WELCOMEBE, 5 %) applies itself.
    expect(order.discountcode).toBe('WELCOMEBE');
    expect(order.discount).toBeCloseTo(order.subtotal * 0.05, 1);
    expect(order).not.toHaveProperty('customer.email');
    expect(Object.keys(order.customer).sort()).toEqual(['city', 'company', 'firstName', 'lastName']);
  });

  it('sends the confirmation mail in the order language', async () => {
    const body = orderBody([{ externalid: cap.externalid, quantity: 1 }], { locale: 'fr_BE' });
    const res = await placeOrder(t.app, body);
    expect(res.statusCode).toBe(201);
    const mail = t.ctx.mails.find((m) => m.to === body.consumer.email)!;
    expect(mail.subject).toBe(`Votre commande ${json(res).result.order.id}`);
    expect(mail.text).toContain('Merci pour votre commande');
  });

  it.each([
    ['a negative quantity', { orderlines: [{ externalid: 'A', quantity: -1 }] }],
    ['a huge quantity', { orderlines: [{ externalid: 'A', quantity: 1e9 }] }],
    ['a text quantity', { orderlines: [{ externalid: 'A', quantity: 'one' }] }],
    ['no lines', { orderlines: [] }],
    ['an unknown delivery method', { shippingMethod: 'DRONE' }],
    ['an open redirect', { redirect: 'https://evil.example/steal' }],
    ['a protocol-relative redirect', { redirect: '//evil.example' }],
    ['a wrong locale', { locale: 'nl-BE' }],
    ['an unknown payment method', { paymentMethod: 'bitcoin' }],
  ])('refuses %s with a 400', async (_name, over) => {
    const res = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], over));
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses malformed JSON, wrong body types and a bad Idempotency-Key', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/consumer/v1/orders', payload: '{"consumer":', headers: { 'content-type': 'application/json' } });
    expect(json(bad).error.code).toBe('INVALID_JSON');
    for (const body of [[], 'x', 42, null, { consumer: 'me' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/consumer/v1/orders', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
    }
    const key = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }]), 'bad key!');
    expect(json(key).error.code).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it('refuses unknown items, too many units, and another brand', async () => {
    const unknown = await placeOrder(t.app, orderBody([{ externalid: 'NOPE-XYZ', quantity: 1 }]));
    expect(unknown.statusCode).toBe(409);
    expect(json(unknown).error).toMatchObject({ code: 'ITEM_NOT_AVAILABLE', issues: [{ path: 'orderlines.0', message: 'noLongerAvailable' }] });
    const many = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 6 }]));
    expect(json(many).error).toMatchObject({ code: 'MAX_QUANTITY', issues: [{ message: 'maxQuantity:5' }] });
    const other = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], { brand: 'brabo' }), undefined, { 'x-brand': 'brabo' });
    expect(json(other).error.code).toBe('ITEM_NOT_AVAILABLE');
  });

  it('checks the address per country with the spec text', async () => {
    const res = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], {}, {
      invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '35800', city: 'Beringen', country: 'BE' },
    }));
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({ code: 'ADDRESS_INVALID', message: ADDRESS_FAILURE_MESSAGE, issues: [{ path: 'consumer.invoiceAddress.postalCode' }] });
    const ship = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], {}, {
      shippingAddressSameAsInvoice: false, shippingAddress: { street: 'Damrak', number: '1', postalCode: '1012', city: 'Amsterdam', country: 'NL' },
    }));
    expect(json(ship).error.issues[0].path).toBe('consumer.shippingAddress.postalCode');
  });

  it('returns the first order for a repeated Idempotency-Key, never a second one', async () => {
    const before = await stockQty(t.ctx, cap.id);
    const body = orderBody([{ externalid: cap.externalid, quantity: 2 }]);
    const first = await placeOrder(t.app, body, 'retry-key-0001');
    const again = await placeOrder(t.app, body, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again).result.order.uuid).toBe(json(first).result.order.uuid);
    expect(json(again).result.payment).toEqual(json(first).result.payment);
    expect(await stockQty(t.ctx, cap.id)).toBe(before - 2);
    // The same key with another body is a client bug, not a retry.
    const other = await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }]), 'retry-key-0001');
    expect(json(other).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('creates one order for concurrent requests with one key', async () => {
    const body = orderBody([{ externalid: cap.externalid, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 6 }, () => placeOrder(t.app, body, 'concurrent-key-1')));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => json(r).result.order.uuid)).size).toBe(1);
    const [row] = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders where idempotency_key = 'concurrent-key-1'`));
    expect(Number(row!.n)).toBe(1);
  });

  it('answers 409 emailAlreadyInUse when createAccount meets an existing email, and creates the account otherwise', async () => {
    const taken = await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }], {}, { email: t.ctx.config.demoUserEmail, createAccount: true, password: 'Correct-Horse-1' }));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', name: 'emailAlreadyInUse' });
    const weak = await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }], {}, { createAccount: true, password: 'short' }));
    expect(json(weak).error.code).toBe('VALIDATION_ERROR');
    const body = orderBody([{ externalid: cap.externalid, quantity: 1 }], {}, { createAccount: true, password: 'Correct-Horse-1' });
    expect((await placeOrder(t.app, body)).statusCode).toBe(201);
    const [user] = rowsOf<{ active: boolean }>(await t.ctx.db.execute(sql`select active from users where email = ${body.consumer.email}`));
    expect(user).toEqual({ active: false });
    expect(t.ctx.mails.some((m) => m.to === body.consumer.email && /activate/i.test(m.text))).toBe(true);
  });

  it('charges VAT to a business in the seller\'s own country, and refuses a mistyped VAT number', async () => {
    const business = { customerType: 'business', company: 'Velo BV', vatNumber: 'BE 0417.497.106' };
    const res = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], { discountcode: null }, business));
    const o = json(res).result.order as OrderView;
    // SELLER_COUNTRY is BE: a Belgian business pays Belgian VAT (deduction rules: vat-deduction-api.spec.ts).
    expect(o).toMatchObject({ vatDeducted: false, vatReview: null });
    expect(o.price).toBeCloseTo(o.subtotal - o.discount + o.shippingcost, 2);
    const bad = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], {}, { ...business, vatNumber: 'BE0417497107' }));
    expect(json(bad).error.issues[0].path).toBe('consumer.vatNumber');
    const noCompany = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], {}, { customerType: 'business' }));
    expect(noCompany.statusCode).toBe(400);
  });

  it('applies discount codes by the spec rules and messages', async () => {
    const inactive = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], { discountcode: 'EXPIRED2024' }));
    expect(json(inactive).error).toMatchObject({ code: 'DISCOUNT_NOT_ACTIVE', message: 'Discount code is no longer active!' });
    const unrelated = await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }], { discountcode: 'SPRING10' }));
    expect(json(unrelated).error).toMatchObject({
      code: 'DISCOUNT_NOT_APPLICABLE', message: 'This discount code cannot be applied because there are no related items in the shopping cart!',
    });
    const free = json(await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 2 }], { discountcode: 'freeship' }))).result.order;
    expect(free).toMatchObject({ shippingcost: 0, discount: 0, discountcode: 'FREESHIP' });
  });

  it('keeps countries without checkout closed, except for discount checkout at a dealer', async () => {
    const andorra = { invoiceAddress: { street: 'Carrer Major', number: '3', postalCode: 'AD500', city: 'Andorra la Vella', country: 'AD' } };
    const intl = orderBody([{ externalid: bike.externalid, quantity: 1 }], { locale: 'en_AD', shippingMethod: 'DEALER', dealer: { customerid: 'C100001' } }, andorra);
    const closed = await placeOrder(t.app, intl);
    expect(json(closed).error.code).toBe('CHECKOUT_NOT_ALLOWED');
    // Dealer delivery goes to a dealer of the order's market (delivery-dealer.ts): an Andorran one.
    const [dealer] = rowsOf<{ cusid: string }>(await t.ctx.db.execute(sql`select cusid from dealers where active and type = 'dealer' and country = 'AD' and brands ? 'ardenne' order by id limit 1`));
    // INT has no checkout country (order-address.ts): even discount checkout runs on the shopper's country site.
    const international = await placeOrder(t.app, { ...intl, locale: 'en_INT', dealer: { customerid: dealer!.cusid }, discountcode: 'DEALERDEAL' });
    expect(json(international).error).toMatchObject({ code: 'ADDRESS_COUNTRY_NOT_ALLOWED', issues: [{ path: 'consumer.invoiceAddress.country', message: 'countryNotAllowed' }] });
    const deal = await placeOrder(t.app, { ...intl, dealer: { customerid: dealer!.cusid }, discountcode: 'DEALERDEAL' });
    expect(deal.statusCode).toBe(201);
    expect(json(deal).result.order).toMatchObject({ shippingMethod: 'DEALER', shippingcost: 0, discountcode: 'DEALERDEAL' });
    const noDealer = await placeOrder(t.app, { ...intl, dealer: { customerid: 'NOBODY' }, discountcode: 'DEALERDEAL' });
    expect(json(noDealer).error.code).toBe('DEALER_NOT_FOUND');
  });
});

describe('stock sources', () => {
  it('takes the chosen dealer\'s units first for dealer delivery, factory units first otherwise', async () => {
    const item = await stockedItem(t.ctx, { itemtype: 'bike', qty: 1, skip: 9 });
    const [dealer] = rowsOf<{ id: number; cusid: string }>(await t.ctx.db.execute(sql`select id, cusid from dealers where active order by id limit 1`));
    await t.ctx.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${item.id}, ${item.sizeId}, ${dealer!.id}, 1, 0, 0)`);
    const atDealer = await placeOrder(t.app, orderBody([{ externalid: item.externalid, quantity: 1 }], { shippingMethod: 'DEALER', dealer: { customerid: dealer!.cusid } }));
    expect(atDealer.statusCode).toBe(201);
    const rows = rowsOf<{ dealer_id: number | null; qty: number }>(await t.ctx.db.execute(sql`select dealer_id, qty from stock where item_id = ${item.id} and qty > 0`));
    expect(rows).toEqual([{ dealer_id: null, qty: 1 }]);
    // Home delivery may ship from a dealer's store when the factory has none left (the shop shows it as available).
    const home = await placeOrder(t.app, orderBody([{ externalid: item.externalid, quantity: 1 }]));
    expect(home.statusCode).toBe(201);
    expect(await stockQty(t.ctx, item.id)).toBe(0);
    expect((await placeOrder(t.app, orderBody([{ externalid: item.externalid, quantity: 1 }]))).statusCode).toBe(409);
  });
});

describe('order views', () => {
  it('shows an order by uuid and 404s unknown or malformed ones', async () => {
    const { order: placed, orderToken } = json(await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }]))).result;
    const res = await get(`/consumer/v1/orders/${placed.uuid}`, { 'x-order-token': orderToken });
    expect(json(res).result).toEqual(placed);
    expect(res.body).not.toContain('@example.com');
    expect(res.body).not.toContain('470 12 34 56');
    // The buyer sees where the order goes and who is invoiced (issue 32 item 7), in those two places only.
    expect(json(res).result.delivery.address.lines).toEqual(['Kerkstraat 12', '3580 Beringen']);
    expect(json(res).result.invoiceAddress.lines).toEqual(['Kerkstraat 12', '3580 Beringen']);
    expect(res.body.match(/Kerkstraat/g)).toHaveLength(4);
    expect((await get('/consumer/v1/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/consumer/v1/orders/not-a-uuid')).statusCode).toBe(404);
  });

  it('lists the signed-in user\'s orders only', async () => {
    expect((await get('/consumer/v1/orders?locale=nl_BE')).statusCode).toBe(401);
    const mine = json(await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }], {}, { email: t.ctx.config.demoUserEmail }))).result.order;
    const list = json(await get('/consumer/v1/orders?locale=nl_BE', { authorization: `Bearer ${riderToken}` })).result as OrderView[];
    expect(list.map((o) => o.uuid)).toContain(mine.uuid);
    const adminList = json(await get('/consumer/v1/orders', { authorization: `Bearer ${adminToken}` })).result as OrderView[];
    expect(adminList.map((o) => o.uuid)).not.toContain(mine.uuid);
  });
});

describe('bank transfer', () => {
  it('waits for the transfer with a reference, and lets the shopper pay online instead', async () => {
    const res = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], { paymentMethod: 'banktransfer' }));
    const { order, payment } = json(res).result;
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'waiting_transfer', paymentMethod: 'banktransfer' });
    expect(isValidTransferReference(order.transferReference)).toBe(true);
    expect(payment.url).toBe(`/nl_BE/checkout/order?order=${order.uuid}`);
    const mail = t.ctx.mails.filter((m) => m.subject.includes(order.id)).pop()!;
    expect(mail.text).toContain(order.transferReference);
    // Where to (the market's account of BANK_ACCOUNTS; here the demo's Belgian one), how much and by when, in Dutch (issue 33).
    expect(mail.text).toMatch(/Begunstigde\s+Ardenne Cycles\nIBAN-rekeningnummer\s+BE68 5390 0754 7034\nBIC-code\s+GKCCBEBB\nBedrag\s+€\s?[\d.,]+\nMededeling\s+\+\+\+/);
    expect(mail.text).toMatch(/uiterlijk op \d{1,2} [a-z]+ \d{4}\./);
    expect(mail.html).toContain('BE68 5390 0754 7034');

    const buyer = { 'x-order-token': json(res).result.orderToken };
    const retry = json(await get(`/consumer/v1/orders/${order.uuid}/retry?redirect=/nl_BE/success`, buyer)).result.payment;
    expect(retry.url).toBe(`/payments/sandbox/${retry.uuid}`);
    const after = json(await get(`/consumer/v1/orders/${order.uuid}`)).result;
    expect(after).toMatchObject({ paymentStatus: 'open', paymentMethod: 'online' });
    const pay = await post(`/payments/sandbox/${retry.uuid}`, 'action=pay', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/nl_BE/success?order=${order.uuid}`);
    // The old bank-transfer payment was closed when the online one started.
    const [old] = rowsOf<{ status: string }>(await t.ctx.db.execute(sql`select status from payments where uuid = ${payment.uuid}::uuid`));
    expect(old!.status).toBe('cancelled');
    expect((await get(`/consumer/v1/orders/${order.uuid}/retry?redirect=https://evil.example`, buyer)).statusCode).toBe(400);
  });

  it('refuses bank transfer where the country does not offer it', async () => {
    const res = await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }], { locale: 'en_US', paymentMethod: 'banktransfer' }, {
      invoiceAddress: { street: 'Main Street', number: '1', postalCode: '94105', city: 'San Francisco', country: 'US' },
    }));
    expect(json(res).error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });
});

describe('admin status moves', () => {
  it('follows the transition table and refuses forbidden moves with 409', async () => {
    const { order, payment, orderToken } = json(await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }]))).result;
    const move = (status: string, token = adminToken) =>
      post(`/b2c/v1/admin/orders/${order.uuid}/status`, { status }, { authorization: `Bearer ${token}` });
    expect((await post(`/b2c/v1/admin/orders/${order.uuid}/status`, { status: 'paid' })).statusCode).toBe(401);
    expect((await move('paid', riderToken)).statusCode).toBe(403);
    expect(json(await move('shipped')).error.code).toBe('ORDER_STATUS_CONFLICT');
    await post(`/payments/sandbox/${payment.uuid}`, 'action=pay', { 'content-type': 'application/x-www-form-urlencoded' });
    for (const s of ['processing', 'stock', 'readytoship', 'shipped']) expect(json(await move(s)).result.status).toBe(s);
    expect(json(await move('cancelled')).error.code).toBe('ORDER_STATUS_CONFLICT');
    expect(json(await move('flying')).error.code).toBe('VALIDATION_ERROR');
    const cancel = await post(`/consumer/v1/orders/${order.uuid}/cancel`, {}, { 'x-order-token': orderToken });
    expect(json(cancel).error.code).toBe('ORDER_NOT_CANCELLABLE');
  });
});

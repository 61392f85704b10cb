import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { csvCell, rowsOf } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import { adminOrderBatches } from './admin-order-list';
import { createOrdersTestApp, json, loginAccess, orderBody, placeOrder, stockedItem, type OrdersTestApp, type StockedItem } from './test-app';

let t: OrdersTestApp;
let cap: StockedItem;
let adminToken: string;
let riderToken: string;

beforeAll(async () => {
  t = await createOrdersTestApp();
  cap = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 200 });
  await seedAccounts(t.ctx.db, t.ctx.config);
  adminToken = await loginAccess(t.app, t.ctx.config.demoAdminEmail, t.ctx.config.demoAdminPassword);
  riderToken = await loginAccess(t.app, t.ctx.config.demoUserEmail, t.ctx.config.demoUserPassword);
});
afterAll(() => t.close());

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (url: string, token: string | null = adminToken) => t.app.inject({ method: 'GET', url, headers: as(token) });
const post = (url: string, payload: object = {}, token: string | null = adminToken) => t.app.inject({ method: 'POST', url, payload, headers: as(token) });

async function place(over: Record<string, unknown> = {}, consumer: Record<string, unknown> = {}) {
  const res = await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }], over, consumer));
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(res.body);
  return json(res).result as { order: { uuid: string; id: string }; payment: { uuid: string } };
}

describe('who may call the admin order calls', () => {
  it('refuses visitors (401), consumers (403), forged and alg-none tokens (401), and a consumer token that claims admin (403)', async () => {
    const { order } = await place();
    const [, payload] = riderToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = await new SignJWT({ ...claims, role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('someone-elses-secret-someone-elses'));
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`;
    // Signed with the shop's own key: the claim says admin, the database says consumer.
    const claimsAdmin = await new SignJWT({ ...claims, role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(t.ctx.config.jwtSecret));
    const calls: [string, string, object?][] = [
      ['GET', '/b2c/v1/admin/orders'],
      ['GET', '/b2c/v1/admin/orders/export.csv'],
      ['GET', `/b2c/v1/admin/orders/${order.uuid}`],
      ['POST', `/b2c/v1/admin/orders/${order.uuid}/status`, { status: 'paid' }],
      ['POST', `/b2c/v1/admin/orders/${order.uuid}/transfer-paid`, {}],
    ];
    for (const [method, url, payload] of calls) {
      const call = (token: string | null) => t.app.inject({ method: method as 'GET', url, payload, headers: as(token) });
      expect({ url, status: (await call(null)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(riderToken)).statusCode }).toEqual({ url, status: 403 });
      expect({ url, status: (await call(forged)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(algNone)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(claimsAdmin)).statusCode }).toEqual({ url, status: 403 });
    }
    // Nothing moved.
    expect(json(await get(`/b2c/v1/admin/orders/${order.uuid}`)).result.status).toBe('pending');
  });
});

describe('GET /b2c/v1/admin/orders', () => {
  it('filters by search, status, brand, country, payment method and dates, and pages', async () => {
    const marker = `Zyx${Date.now()}`;
    const a = await place({}, { lastName: marker });
    const b = await place({ locale: 'nl_NL', paymentMethod: 'banktransfer' }, {
      lastName: marker,
      invoiceAddress: { street: 'Dorpsstraat', number: '3', postalCode: '1012 AB', city: 'Amsterdam', country: 'NL' },
    });
    const list = (query: string) => get(`/b2c/v1/admin/orders?${query}`);

    const byName = json(await list(`q=${marker.toLowerCase()}`)).result;
    expect(byName.total).toBe(2);
    expect(byName.orders.map((o: { id: string }) => o.id).sort()).toEqual([a.order.id, b.order.id].sort());
    expect(byName.orders[0]).toMatchObject({ customer: { lastName: marker }, currency: 'EUR', lines: 1 });

    expect(json(await list(`q=${a.order.id.toLowerCase()}`)).result.orders.map((o: { id: string }) => o.id)).toEqual([a.order.id]);
    expect(json(await list(`q=${marker}&country=nl`)).result.orders.map((o: { id: string }) => o.id)).toEqual([b.order.id]);
    expect(json(await list(`q=${marker}&paymentMethod=banktransfer`)).result.orders.map((o: { id: string }) => o.id)).toEqual([b.order.id]);
    expect(json(await list(`q=${marker}&status=paid`)).result.total).toBe(0);
    expect(json(await list(`q=${marker}&brand=brabo`)).result.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(json(await list(`q=${marker}&from=${today}&to=${today}`)).result.total).toBe(2);
    expect(json(await list(`q=${marker}&to=2020-01-01`)).result.total).toBe(0);
    // A search's wildcards are literal.
    expect(json(await list('q=%25')).result.total).toBe(0);

    const sorted = json(await list(`q=${marker}&sort=id&dir=asc`)).result.orders.map((o: { id: string }) => o.id);
    expect(sorted).toEqual([...sorted].sort());
    const all = json(await list('')).result;
    expect(all.page).toBe(1);
    expect(all.pages).toBe(Math.max(1, Math.ceil(all.total / 50)));
  });

  it.each([
    'status=flying', 'brand=acme', 'country=Belgium', 'from=2026-02-30', 'from=yesterday', 'from=2026-05-01&to=2026-04-01',
    'page=0', 'page=99999', 'page=two', 'sort=email', 'dir=up', 'status=paid&status=shipped', `q=${'x'.repeat(101)}`, 'q=a%00b',
  ])('refuses the filter %s with a 400', async (query) => {
    const res = await get(`/b2c/v1/admin/orders?${query}`);
    expect(res.statusCode).toBe(400);
    // A NUL never reaches the route: the API's edge refuses it (edge-input.ts).
    expect(json(res).error.code).toBe(query.includes('%00') ? 'INVALID_INPUT' : 'VALIDATION_ERROR');
  });
});

describe('an order as the admin sees it', () => {
  it('moves along the transition table, refuses a forbidden move with the reason, and keeps the history', async () => {
    const { order, payment } = await place();
    const detail = json(await get(`/b2c/v1/admin/orders/${order.uuid}`)).result;
    expect(detail).toMatchObject({
      id: order.id,
      status: 'pending',
      // Paid comes from the money, not from a status move (issue 29 item 11).
      nextStatuses: ['cancelled'],
      transferPayable: false,
      customer: { phone: '+32 470 12 34 56', customerType: 'consumer' },
      invoiceAddress: { city: 'Beringen', country: 'BE' },
      remarks: 'Ring twice',
      history: [],
    });
    expect(detail.orderlines[0]).toMatchObject({ externalid: cap.externalid, quantity: 1 });
    expect(detail.payments[0]).toMatchObject({ uuid: payment.uuid, status: 'open' });

    const forbidden = await post(`/b2c/v1/admin/orders/${order.uuid}/status`, { status: 'shipped' });
    expect(forbidden.statusCode).toBe(409);
    expect(json(forbidden).error).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', message: 'An order cannot go from "pending" to "shipped"' });

    // A plain move to paid while the payment is open: refused, with a code of its own.
    const unpaid = await post(`/b2c/v1/admin/orders/${order.uuid}/status`, { status: 'paid' });
    expect(unpaid.statusCode).toBe(409);
    expect(json(unpaid).error).toMatchObject({ code: 'PAYMENT_NOT_RECEIVED', name: 'paymentNotReceived' });
    expect(json(await get(`/b2c/v1/admin/orders/${order.uuid}`)).result).toMatchObject({ status: 'pending', paymentStatus: 'open', payments: [{ status: 'open' }] });

    // Paid by the provider, the order moves on along the table.
    await t.app.inject({ method: 'POST', url: `/payments/sandbox/${payment.uuid}`, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(json(await get(`/b2c/v1/admin/orders/${order.uuid}`)).result).toMatchObject({ status: 'paid', nextStatuses: ['processing', 'cancelled'] });
    const processing = json(await post(`/b2c/v1/admin/orders/${order.uuid}/status`, { status: 'processing' })).result;
    expect(processing).toMatchObject({ status: 'processing', nextStatuses: ['production', 'stock', 'cancelled'] });
    expect(processing.history).toHaveLength(1);
    expect(processing.history[0]).toMatchObject({
      admin: t.ctx.config.demoAdminEmail,
      action: 'order.status',
      before: { status: 'paid' },
      after: { status: 'processing' },
    });
    // A refused move leaves no trace in the log.
    expect(json(await get(`/b2c/v1/admin/orders/${order.uuid}`)).result.history).toHaveLength(1);
  });

  it('refuses a plain move to paid while a bank transfer waits: the transfer is marked received instead', async () => {
    const { order } = await place({ paymentMethod: 'banktransfer' });
    expect(json(await get(`/b2c/v1/admin/orders/${order.uuid}`)).result).toMatchObject({ nextStatuses: ['cancelled'], transferPayable: true });
    const plain = await post(`/b2c/v1/admin/orders/${order.uuid}/status`, { status: 'paid' });
    expect(plain.statusCode).toBe(409);
    expect(json(plain).error.code).toBe('PAYMENT_NOT_RECEIVED');
    expect(json(await get(`/b2c/v1/admin/orders/${order.uuid}`)).result).toMatchObject({ status: 'pending', paymentStatus: 'waiting_transfer', payments: [{ status: 'waiting_transfer' }], history: [] });
    // The explicit action moves the transfer and the order together, audited.
    const received = json(await post(`/b2c/v1/admin/orders/${order.uuid}/transfer-paid`)).result;
    expect(received).toMatchObject({ status: 'paid', paymentStatus: 'paid', payments: [{ status: 'paid' }] });
    expect(received.history.map((h: { action: string }) => h.action)).toEqual(['order.transferPaid']);
  });

  it('marks a bank transfer paid once, mails the buyer and records it', async () => {
    const { order } = await place({ paymentMethod: 'banktransfer' });
    expect(json(await get(`/b2c/v1/admin/orders/${order.uuid}`)).result.transferPayable).toBe(true);
    const before = t.ctx.mails.length;
    const paid = json(await post(`/b2c/v1/admin/orders/${order.uuid}/transfer-paid`)).result;
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', transferPayable: false });
    expect(paid.history.map((h: { action: string }) => h.action)).toEqual(['order.transferPaid']);
    expect(t.ctx.mails.slice(before).some((m) => m.subject.includes(order.id))).toBe(true);
    const again = await post(`/b2c/v1/admin/orders/${order.uuid}/transfer-paid`);
    expect(again.statusCode).toBe(409);
    expect(json(again).error.code).toBe('TRANSFER_NOT_WAITING');
    // An online order has no transfer to mark.
    const online = await place();
    expect(json(await post(`/b2c/v1/admin/orders/${online.order.uuid}/transfer-paid`)).error.code).toBe('TRANSFER_NOT_WAITING');
  });

  it('answers 404 for unknown and malformed ids, 400 for a bad status', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await get(`/b2c/v1/admin/orders/${id}`)).statusCode).toBe(404);
    }
    // A NUL in the path is refused at the API's edge before the route looks the id up.
    expect(json(await get('/b2c/v1/admin/orders/%00')).error.code).toBe('INVALID_INPUT');
    const { order } = await place();
    for (const body of [{ status: 'flying' }, { status: ['paid'] }, {}]) {
      expect(json(await post(`/b2c/v1/admin/orders/${order.uuid}/status`, body)).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /b2c/v1/admin/orders/export.csv', () => {
  it('exports the filtered list with a header, quoted cells and formulas defused', async () => {
    const marker = `Csv${Date.now()}`;
    await place({}, { lastName: marker, firstName: '=HYPERLINK("x")' });
    await place({}, { lastName: marker, firstName: 'Anne, Marie' });
    const res = await get(`/b2c/v1/admin/orders/export.csv?q=${marker}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('order,created_at,status,payment_status,payment_method,brand,locale,country,first_name,last_name,email,company,units,total,currency');
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")",${marker}`);
    expect(res.body).toContain(`"Anne, Marie",${marker}`);
    expect((await get('/b2c/v1/admin/orders/export.csv?status=nope')).statusCode).toBe(400);
  });

  it('leaves no cell that starts a formula, whether a spreadsheet splits on "," or on ";" (Dutch, French, German Excel)', async () => {
    const marker = `Semi${Date.now()}`;
    const hostile = ['Jan;=1+1;', 'Jan, -2+3', 'x;@SUM(A1)', 'Jan;"=1+1"', 'a\n=1+1', 'Jan; +1', 'x;\t=1'];
    for (const firstName of hostile) await place({}, { lastName: marker, firstName, company: `ACME;=${firstName}` });
    const res = await get(`/b2c/v1/admin/orders/export.csv?q=${marker}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`"Jan;'=1+1;",${marker}`);
    // Every place a cell may start in either reading: after a ',' or ';' or a line break, spaces
    // and an opening quote skipped. None may start with = + - @ TAB or CR.
    const cellStarts = res.body.replace(/^\uFEFF/, '').split(/[,;\r\n]/).map((piece) => piece.replace(/^[ "]+/, ''));
    expect(cellStarts.filter((start) => /^[=+\-@\t\r]/.test(start))).toEqual([]);
  });

  it('writes every row of a long export, in batches, once each', async () => {
    const [{ n }] = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders`));
    const res = await get('/b2c/v1/admin/orders/export.csv');
    expect(res.body.trim().split('\r\n')).toHaveLength(Number(n) + 1);
    // Batches of 2 walk the same rows by keyset: none twice, none missed, newest first.
    const ids: string[] = [];
    let created = '9999';
    for await (const batch of adminOrderBatches(t.ctx.db, {}, 2)) {
      for (const o of batch) {
        expect(o.createdAt <= created).toBe(true);
        created = o.createdAt;
        ids.push(o.id);
      }
    }
    expect(ids).toHaveLength(Number(n));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('quotes cells by RFC 4180', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('+32 470')).toBe("'+32 470");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });
});

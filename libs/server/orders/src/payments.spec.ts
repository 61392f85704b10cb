import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { newTransferReference, isValidTransferReference } from './order-numbers';
import type { OrdersDeps } from './orders-deps';
import { expireOpenPayments } from './payment-expiry';
import { readOrdersConfig } from './orders-config';
import { createPaymentProvider, HostedPaymentProvider, PaymentConfigError, SandboxPaymentProvider } from './payment-provider';
import { signedEvent } from './payment-webhook';
import { createOrdersTestApp, json, orderBody, placeOrder, stockedItem, stockQty, type OrdersTestApp, type StockedItem } from './test-app';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

let t: OrdersTestApp;
let bike: StockedItem;

beforeAll(async () => {
  t = await createOrdersTestApp();
  bike = await stockedItem(t.ctx, { itemtype: 'bike', qty: 10 });
});
afterAll(() => t.close());

const form = (url: string, action: string) =>
  t.app.inject({ method: 'POST', url, payload: `action=${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const webhook = (body: string, timestamp: string, signature: string) =>
  t.app.inject({ method: 'POST', url: '/payments/webhook', payload: body, headers: { 'content-type': 'application/json', 'x-payment-timestamp': timestamp, 'x-payment-signature': signature } });
const order = async (uuid: string) => json(await t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${uuid}` })).result;
/** Order tokens by order uuid: retry and cancel prove the buyer (order-access.ts). */
const tokens = new Map<string, string>();
const asBuyer = (uuid: string) => ({ 'x-order-token': tokens.get(uuid) ?? '' });
const place = async (qty = 1, over: Record<string, unknown> = {}) => {
  const res = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: qty }], over));
  if (res.statusCode !== 201) throw new Error(res.body);
  const result = json(res).result as { order: { uuid: string; id: string; price: number }; payment: { url: string; uuid: string }; orderToken: string };
  tokens.set(result.order.uuid, result.orderToken);
  return result;
};

describe('sandbox payment page', () => {
  it('serves an accessible page with Pay, Fail and Cancel', async () => {
    const { payment, order: o } = await place();
    const page = await t.app.inject({ method: 'GET', url: payment.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain(o.id);
    for (const action of ['pay', 'fail', 'cancel']) expect(page.body).toContain(`name="action" value="${action}"`);
    expect(page.body).not.toMatch(/ardenne|brabo|kempen|merel/i);
    expect((await t.app.inject({ method: 'GET', url: '/payments/sandbox/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('speaks the order\'s language and writes the amount as its locale does (issue 32 item 11)', async () => {
    const { payment, order: o } = await place(1);
    const amount = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(o.price);
    const dutch = (await t.app.inject({ method: 'GET', url: payment.url })).body;
    expect(dutch).toContain(`<h1>Testbetaling</h1>`);
    expect(dutch).toContain(`>Betaal ${amount('nl-BE')}</button>`);
    expect(dutch).toContain(`<dd>${amount('nl-BE')}</dd>`);
    expect(dutch).toContain('<dd>Openstaand</dd>');
    expect(dutch).not.toContain(amount('en'));
    const french = await place(1, { locale: 'fr_BE', redirect: '/fr_BE/checkout/order' });
    const page = (await t.app.inject({ method: 'GET', url: french.payment.url })).body;
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(`>Payer ${amount('fr-BE')}</button>`);
    expect(page).toContain('value="fail">Faire échouer</button>');
    // Both back in stock for the tests that follow.
    for (const url of [payment.url, french.payment.url]) await form(url, 'cancel');
  });

  it('pays: order paid, mail sent, redirect to the same-origin path with ?order=', async () => {
    const before = await stockQty(t.ctx, bike.id);
    const { payment, order: o } = await place();
    expect(await stockQty(t.ctx, bike.id)).toBe(before - 1);
    const res = await form(payment.url, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/nl_BE/checkout/order?order=${o.uuid}`);
    expect(await order(o.uuid)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(await stockQty(t.ctx, bike.id)).toBe(before - 1);
    expect(t.ctx.mails.some((m) => m.subject === `Betaling ontvangen voor bestelling ${o.id}`)).toBe(true);
    // A second outcome for a settled payment changes nothing.
    await form(payment.url, 'fail');
    expect(await order(o.uuid)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect((await t.app.inject({ method: 'GET', url: payment.url })).body).toContain('kan niet meer worden gewijzigd');
  });

  it('fails: stock released; retry reserves again; cancel gives it back for good', async () => {
    const before = await stockQty(t.ctx, bike.id);
    const { payment, order: o } = await place(2);
    await form(payment.url, 'fail');
    expect(await order(o.uuid)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect(await stockQty(t.ctx, bike.id)).toBe(before);
    const retry = json(await t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${o.uuid}/retry`, headers: asBuyer(o.uuid) })).result.payment;
    expect(retry.uuid).not.toBe(payment.uuid);
    expect(await stockQty(t.ctx, bike.id)).toBe(before - 2);
    await form(retry.url, 'cancel');
    expect(await order(o.uuid)).toMatchObject({ status: 'pending', paymentStatus: 'cancelled' });
    expect(await stockQty(t.ctx, bike.id)).toBe(before);
    const cancelled = json(await t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${o.uuid}/cancel`, payload: {}, headers: asBuyer(o.uuid) })).result;
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(await stockQty(t.ctx, bike.id)).toBe(before);
    expect(json(await t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${o.uuid}/retry`, headers: asBuyer(o.uuid) })).error.code).toBe('ORDER_NOT_PAYABLE');
  });

  it('refuses a sandbox action that is not pay, fail or cancel', async () => {
    const { payment } = await place();
    expect((await form(payment.url, 'refund')).statusCode).toBe(400);
  });
});

describe('POST /payments/webhook', () => {
  it('applies a correctly signed event once and refuses its replay', async () => {
    const { payment, order: o } = await place();
    const e = signedEvent(t.config.webhookSecret, payment.uuid, 'paid');
    const first = await webhook(e.body, e.timestamp, e.signature);
    expect(first.statusCode).toBe(200);
    expect(json(first).result).toMatchObject({ payment: payment.uuid, applied: true });
    expect(await order(o.uuid)).toMatchObject({ status: 'paid' });
    const replay = await webhook(e.body, e.timestamp, e.signature);
    expect(replay.statusCode).toBe(409);
    expect(json(replay).error.code).toBe('WEBHOOK_REPLAYED');
  });

  it('records money for a payment a retry superseded, and closes the retry', async () => {
    const before = await stockQty(t.ctx, bike.id);
    const { payment: first, order: o } = await place();
    const retry = json(await t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${o.uuid}/retry`, headers: asBuyer(o.uuid) })).result.payment;
    expect(await stockQty(t.ctx, bike.id)).toBe(before - 1);
    // The shopper finishes the first provider page after all: the money is not dropped.
    const late = signedEvent(t.config.webhookSecret, first.uuid, 'paid');
    const res = await webhook(late.body, late.timestamp, late.signature);
    expect(json(res).result).toMatchObject({ payment: first.uuid, applied: true });
    expect(await order(o.uuid)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(await stockQty(t.ctx, bike.id)).toBe(before - 1);
    // The retry's page can no longer take a second payment.
    expect((await t.app.inject({ method: 'GET', url: retry.url })).body).toContain('kan niet meer worden gewijzigd');
    const [row] = rowsOf<{ status: string }>(await t.ctx.db.execute(sql`select status from payments where uuid = ${retry.uuid}::uuid`));
    expect(row!.status).toBe('cancelled');
  });

  it('ignores a failure for a payment that is no longer open', async () => {
    const { payment: first, order: o } = await place();
    await t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${o.uuid}/retry`, headers: asBuyer(o.uuid) });
    const failed = signedEvent(t.config.webhookSecret, first.uuid, 'failed');
    expect(json(await webhook(failed.body, failed.timestamp, failed.signature)).result).toMatchObject({ applied: false });
    expect(await order(o.uuid)).toMatchObject({ status: 'pending', paymentStatus: 'open' });
  });

  it('refuses forged, missing and stale signatures', async () => {
    const { payment, order: o } = await place();
    const e = signedEvent(t.config.webhookSecret, payment.uuid, 'paid');
    const forged = signedEvent('not-the-secret', payment.uuid, 'paid');
    expect(json(await webhook(forged.body, forged.timestamp, forged.signature)).error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const tamperedBody = e.body.replace('payment.paid', 'payment.failed');
    expect((await webhook(tamperedBody, e.timestamp, e.signature)).statusCode).toBe(401);
    expect((await webhook(e.body, String(Number(e.timestamp) + 1), e.signature)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/payments/webhook', payload: e.body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 301;
    const stale = signedEvent(t.config.webhookSecret, payment.uuid, 'paid', old);
    const res = await webhook(stale.body, stale.timestamp, stale.signature);
    expect(res.statusCode).toBe(401);
    expect(json(res).error.code).toBe('WEBHOOK_STALE');
    const future = signedEvent(t.config.webhookSecret, payment.uuid, 'paid', Math.floor(Date.now() / 1000) + 301);
    expect((await webhook(future.body, future.timestamp, future.signature)).statusCode).toBe(401);
    expect(await order(o.uuid)).toMatchObject({ status: 'pending', paymentStatus: 'open' });
  });

  it('refuses a signed but malformed event, and an unknown payment', async () => {
    const ts = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ id: 'evt_12345678', type: 'payment.refunded', paymentUuid: 'x' });
    expect((await webhook(body, String(ts), signWebhook(t.config.webhookSecret, ts, body))).statusCode).toBe(400);
    const notJson = '{nope';
    expect(json(await webhook(notJson, String(ts), signWebhook(t.config.webhookSecret, ts, notJson))).error.code).toBe('INVALID_JSON');
    const unknown = signedEvent(t.config.webhookSecret, '00000000-0000-4000-8000-000000000000', 'paid');
    expect((await webhook(unknown.body, unknown.timestamp, unknown.signature)).statusCode).toBe(404);
    // Not applied, so the id is not burnt: the provider may retry it.
    const [row] = rowsOf(await t.ctx.db.execute(sql`select 1 from payment_webhook_events where id = ${JSON.parse(unknown.body).id}`));
    expect(row).toBeUndefined();
  });
});

describe('payment expiry', () => {
  const deps = (): OrdersDeps => ({
    ctx: { db: t.ctx.db, config: t.ctx.config, mailer: t.ctx.mailer }, config: t.config, provider: new SandboxPaymentProvider(),
    vat: { check: async () => ({ valid: false, countrycode: null, vat: '', source: 'offline', registration: 'rejected' }) }, log: { error: () => undefined, warn: () => undefined },
  });

  it('expires open payments after PAYMENT_EXPIRY_MINUTES and releases their stock; a late payment takes the units again', async () => {
    await expireOpenPayments(deps(), new Date(Date.now() + 3600_000));
    const before = await stockQty(t.ctx, bike.id);
    const { payment, order: o } = await place(1);
    expect(await expireOpenPayments(deps(), new Date(Date.now() + 10 * 60_000))).toBe(0);
    const expired = await expireOpenPayments(deps(), new Date(Date.now() + (t.config.paymentExpiryMinutes + 1) * 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await order(o.uuid)).toMatchObject({ status: 'pending', paymentStatus: 'expired' });
    expect(await stockQty(t.ctx, bike.id)).toBe(before);
    // The sandbox page no longer offers the buttons.
    expect((await t.app.inject({ method: 'GET', url: payment.url })).body).not.toContain('value="pay"');
    // The provider confirms the money late: the units are taken again and the order is paid.
    const late = signedEvent(t.config.webhookSecret, payment.uuid, 'paid');
    expect((await webhook(late.body, late.timestamp, late.signature)).statusCode).toBe(200);
    expect(await order(o.uuid)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(await stockQty(t.ctx, bike.id)).toBe(before - 1);
  });

  it('a late payment for units sold meanwhile cancels the order instead of overselling', async () => {
    const scarce = await stockedItem(t.ctx, { itemtype: 'bike', qty: 1, skip: 7 });
    const first = json(await placeOrder(t.app, orderBody([{ externalid: scarce.externalid, quantity: 1 }]))).result;
    await expireOpenPayments(deps(), new Date(Date.now() + 3600_000));
    const second = json(await placeOrder(t.app, orderBody([{ externalid: scarce.externalid, quantity: 1 }]))).result;
    expect(second.order.status).toBe('pending');
    const late = signedEvent(t.config.webhookSecret, first.payment.uuid, 'paid');
    await webhook(late.body, late.timestamp, late.signature);
    expect(await order(first.order.uuid)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(await stockQty(t.ctx, scarce.id)).toBe(0);
    // The buyer hears why, and that the money comes back (issue 33).
    const mail = t.ctx.mails.filter((m) => m.subject.includes(first.order.id)).pop()!;
    expect(mail.subject).toBe(`Bestelling ${first.order.id} geannuleerd`);
    expect(mail.text).toContain('en die waren intussen uitverkocht');
    expect(mail.text).toContain('We storten de ');
  });

  it('bank transfers of guests wait BANK_TRANSFER_GUEST_DAYS (order-limits-api.spec.ts: 7 days for accounts)', async () => {
    const { order: o } = await place(1, { paymentMethod: 'banktransfer' });
    await expireOpenPayments(deps(), new Date(Date.now() + (t.config.bankTransferGuestDays - 0.5) * 86_400_000));
    expect(await order(o.uuid)).toMatchObject({ paymentStatus: 'waiting_transfer' });
    await expireOpenPayments(deps(), new Date(Date.now() + (t.config.bankTransferGuestDays + 0.5) * 86_400_000));
    expect(await order(o.uuid)).toMatchObject({ paymentStatus: 'expired' });
  });
});

describe('payment provider configuration', () => {
  it('defaults to the sandbox and fails clearly when misconfigured', () => {
    expect(createPaymentProvider(readOrdersConfig({})).name).toBe('sandbox');
    expect(() => createPaymentProvider(readOrdersConfig({ PAYMENT_PROVIDER: 'hosted' }))).toThrow(
      new PaymentConfigError('PAYMENT_PROVIDER=hosted needs PAYMENT_API_URL, PAYMENT_API_KEY, PAYMENT_WEBHOOK_SECRET to be set'),
    );
    expect(() => createPaymentProvider(readOrdersConfig({ PAYMENT_PROVIDER: 'hosted', PAYMENT_API_URL: 'http://x', PAYMENT_API_KEY: 'k', PAYMENT_WEBHOOK_SECRET: 's' }))).toThrow(/https/);
    expect(() => createPaymentProvider(readOrdersConfig({ PAYMENT_PROVIDER: 'cash' }))).toThrow(/Unknown PAYMENT_PROVIDER "cash"/);
    expect(() => readOrdersConfig({ VAT_CHECK: 'guess' })).toThrow(/VAT_CHECK/);
    expect(readOrdersConfig({})).toMatchObject({ sellerCountry: 'BE', bankTransferDays: 7, bankTransferGuestDays: 2, viesUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api' });
    expect(readOrdersConfig({ SELLER_COUNTRY: 'nl', VIES_URL: 'http://127.0.0.1:9/', BANK_TRANSFER_DAYS: '1' })).toMatchObject({ sellerCountry: 'NL', viesUrl: 'http://127.0.0.1:9', bankTransferGuestDays: 1 });
    expect(() => readOrdersConfig({ SELLER_COUNTRY: 'Belgium' })).toThrow(/SELLER_COUNTRY/);
    expect(() => readOrdersConfig({ VIES_URL: 'file:///etc/passwd' })).toThrow(/VIES_URL/);
    expect(readOrdersConfig({}).webhookSecretGenerated).toBe(true);
    expect(readOrdersConfig({}).webhookSecret).not.toBe(readOrdersConfig({}).webhookSecret);
  });

  it('hosted adapter: calls its API (a stub here, no network) and checks the answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const config = readOrdersConfig({ PAYMENT_PROVIDER: 'hosted', PAYMENT_API_URL: 'https://pay.example/', PAYMENT_API_KEY: 'key', PAYMENT_WEBHOOK_SECRET: 's' });
    const provider = new HostedPaymentProvider(config, async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'p_1', checkoutUrl: 'https://pay.example/c/p_1' }), { status: 201 });
    });
    const request = { paymentUuid: 'u', orderPublicId: 'ARD-1', amountCents: 1000, currency: 'EUR', locale: 'nl_BE', description: 'd', webhookUrl: 'https://shop/payments/webhook', returnUrl: 'https://shop/x' };
    expect(await provider.createPayment(request)).toEqual({ url: 'https://pay.example/c/p_1', providerRef: 'p_1' });
    expect(calls[0]!.url).toBe('https://pay.example/payments');
    const bad = new HostedPaymentProvider(config, async () => new Response('{}', { status: 200 }));
    await expect(bad.createPayment(request)).rejects.toThrow(/checkoutUrl/);
  });

  it('a provider failure at placement fails the payment and releases the stock', async () => {
    const failing = await createOrdersTestApp({ provider: { name: 'hosted', createPayment: async () => { throw new Error('down'); } } });
    try {
      const item = await stockedItem(failing.ctx, { itemtype: 'bike', qty: 3 });
      const res = await placeOrder(failing.app, orderBody([{ externalid: item.externalid, quantity: 1 }]));
      expect(res.statusCode).toBe(502);
      expect(json(res).error.code).toBe('PAYMENT_PROVIDER_ERROR');
      expect(await stockQty(failing.ctx, item.id)).toBe(3);
      // Only the sandbox provider serves the sandbox page.
      expect((await failing.app.inject({ method: 'GET', url: '/payments/sandbox/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    } finally {
      await failing.close();
    }
  });
});

describe('signatures and references (properties)', () => {
  it('accepts exactly the signed body and timestamp', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 299 }), (body, other, skew) => {
        const now = 1_800_000_000;
        const sig = signWebhook('secret', now, body);
        expect(verifyWebhookSignature('secret', { timestamp: String(now), signature: sig }, body, 300, now + skew)).toBeNull();
        if (other !== body) expect(verifyWebhookSignature('secret', { timestamp: String(now), signature: sig }, other, 300, now)).toBe('mismatch');
        expect(verifyWebhookSignature('other', { timestamp: String(now), signature: sig }, body, 300, now)).toBe('mismatch');
        expect(verifyWebhookSignature('secret', { timestamp: String(now), signature: sig }, body, 300, now + 301 + skew)).toBe('stale');
      }),
    );
  });

  it('makes transfer references with a valid mod-97 check', () => {
    for (let i = 0; i < 500; i++) expect(isValidTransferReference(newTransferReference())).toBe(true);
    expect(isValidTransferReference('+++000/0000/00100+++')).toBe(false);
  });
});

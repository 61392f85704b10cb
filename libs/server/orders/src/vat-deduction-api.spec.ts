import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderView } from '@bike/shared/domain';
import { createOrdersTestApp, json, orderBody, placeOrder, stockedItem, type OrdersTestApp, type StockedItem } from './test-app';

/**
 * Issue 10 finding 3: invented VAT numbers. A tiny fake of the VIES REST API on 127.0.0.1
 * (VIES_URL points there) answers confirmed for the numbers it knows, not registered for the
 * others, or is down, so every branch of the deduction rule runs against a real HTTP adapter.
 */
const REGISTERED = new Set(['NL004495445B01', 'DE136695976', 'BE0417497106']);
let viesMode: 'up' | 'down' | 'busy' = 'up';
const viesCalls: string[] = [];
let vies: Server;
let t: OrdersTestApp;
let offline: OrdersTestApp;
let bike: StockedItem;

beforeAll(async () => {
  vies = createServer((req, res) => {
    viesCalls.push(req.url ?? '');
    const m = /^\/ms\/([A-Z]{2})\/vat\/([0-9A-Z]+)$/.exec(req.url ?? '');
    if (viesMode === 'down' || !m) {
      res.writeHead(viesMode === 'down' ? 503 : 404).end();
      return;
    }
    // The member state's register is down: VIES answers 200 with isValid false and a userError.
    const body = viesMode === 'busy' ? { isValid: false, userError: 'MS_UNAVAILABLE' } : { isValid: REGISTERED.has(`${m[1]}${m[2]}`), userError: 'VALID' };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
  const viesUrl = `http://127.0.0.1:${(vies.address() as AddressInfo).port}`;
  t = await createOrdersTestApp({ config: { vatCheck: 'vies', viesUrl, sellerCountry: 'BE' } });
  offline = await createOrdersTestApp({ config: { vatCheck: 'offline' } });
  bike = await stockedItem(t.ctx, { itemtype: 'bike', qty: 50 });
  await stockedItem(offline.ctx, { itemtype: 'bike', qty: 50 });
});
afterAll(async () => {
  await t.close();
  await offline.close();
  await new Promise((resolve) => vies.close(resolve));
});
beforeEach(() => {
  viesMode = 'up';
});

const NL_ADDRESS = { street: 'Damstraat', number: '9', postalCode: '1012 AB', city: 'Amsterdam', country: 'NL' };
const BE_ADDRESS = { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' };

async function businessOrder(app: OrdersTestApp, vatNumber: string, locale: string, invoiceAddress: object): Promise<OrderView> {
  const body = orderBody([{ externalid: bike.externalid, quantity: 1 }], { locale, discountcode: null }, { customerType: 'business', company: 'Velo BV', vatNumber, invoiceAddress });
  const res = await placeOrder(app.app, body);
  if (res.statusCode !== 201) throw new Error(res.body);
  return json(res).result.order as OrderView;
}

const charged = (o: OrderView) => expect(o.price).toBeCloseTo(o.subtotal - o.discount + o.shippingcost, 2);

describe('VAT deduction for business customers', () => {
  it('deducts the VAT for a VIES-confirmed number of another EU country that matches the invoice address', async () => {
    const o = await businessOrder(t, 'NL 0044.95.445.B01', 'nl_NL', NL_ADDRESS);
    expect(o).toMatchObject({ vatDeducted: true, vatReview: null });
    expect(o.price).toBeCloseTo(o.subtotal - o.discount + o.shippingcost - o.vat, 2);
    expect(viesCalls).toContain('/ms/NL/vat/004495445B01');
  });

  it('charges the VAT for an invented number with valid check digits (VIES does not know it)', async () => {
    // 11-test valid, never registered: passes the offline check, VIES says no.
    const invented = 'NL000000012B01';
    const o = await businessOrder(t, invented, 'nl_NL', NL_ADDRESS);
    expect(o).toMatchObject({ vatDeducted: false, vatReview: null });
    charged(o);
    // Offline (the default), nothing can confirm it: charged and held for review, never deducted.
    const held = await businessOrder(offline, invented, 'nl_NL', NL_ADDRESS);
    expect(held).toMatchObject({ vatDeducted: false, vatReview: 'pending' });
    charged(held);
  });

  it('charges the VAT for a confirmed number whose country is not the invoice address\'s', async () => {
    const o = await businessOrder(t, 'DE136695976', 'nl_NL', NL_ADDRESS);
    expect(o).toMatchObject({ vatDeducted: false, vatReview: null });
    charged(o);
  });

  it('charges the VAT in the seller\'s own country (SELLER_COUNTRY=BE)', async () => {
    const o = await businessOrder(t, 'BE0417497106', 'nl_BE', BE_ADDRESS);
    expect(o).toMatchObject({ vatDeducted: false, vatReview: null });
    charged(o);
  });

  it.each(['down', 'busy'] as const)('charges the VAT and holds the number for review when VIES is %s', async (mode) => {
    viesMode = mode;
    const o = await businessOrder(t, 'NL004495445B01', 'nl_NL', NL_ADDRESS);
    expect(o).toMatchObject({ vatDeducted: false, vatReview: 'pending' });
    charged(o);
  });

  it('checkVAT says what VIES said and, for a locale, how the VAT is treated', async () => {
    const check = async (vat: string, locale?: string) =>
      json(await t.app.inject({ method: 'GET', url: `/consumer/v1/order/checkVAT/${vat}${locale ? `?locale=${locale}` : ''}` })).result;
    expect(await check('NL004495445B01', 'nl_NL')).toMatchObject({ valid: true, source: 'vies', registration: 'confirmed', deduction: 'deducted' });
    expect(await check('NL000000012B01', 'nl_NL')).toMatchObject({ valid: false, registration: 'rejected', deduction: 'charged', reason: 'rejected' });
    expect(await check('DE136695976', 'nl_NL')).toMatchObject({ registration: 'confirmed', deduction: 'charged', reason: 'countryMismatch' });
    expect(await check('BE0417497106', 'fr_BE')).toMatchObject({ registration: 'confirmed', deduction: 'charged', reason: 'sellerCountry' });
    expect(await check('NL004495445B01')).not.toHaveProperty('deduction');
    viesMode = 'down';
    expect(await check('NL004495445B01', 'nl_NL')).toMatchObject({ valid: true, source: 'offline', registration: 'unverified', deduction: 'review' });
    expect((await t.app.inject({ method: 'GET', url: '/consumer/v1/order/checkVAT/NL004495445B01?locale=xx' })).statusCode).toBe(400);
  });
});

import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { addYears } from '@bike/shared/domain';
import { createWarrantyTestApp, json, multipart, SERIALS, signUp, upload, type WarrantyTestApp } from './test-app';
import { SERIAL_MISSES_PER_HOUR } from './index';

let t: WarrantyTestApp;
let photo: Buffer;
let pdf: Buffer;
beforeAll(async () => {
  t = await createWarrantyTestApp();
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
  pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? { authorization: `Bearer ${token}` } : {} });

async function owner() {
  const user = await signUp(t.app);
  const [proof] = await upload(t.app, user.token, 'proof-of-purchase', [{ name: 'receipt.pdf', type: 'application/pdf', bytes: pdf }]);
  const photos = await upload(t.app, user.token, 'bike-registration', [{ name: 'bike.jpg', type: 'image/jpeg', bytes: photo }]);
  return { ...user, proof: proof!, photos };
}

const body = (o: { proof: string; photos: string[] }, over: Record<string, unknown> = {}) => ({
  serialNumber: SERIALS.ardenne, purchaseDate: '2025-04-12', proofOfPurchase: o.proof, previouslyBoughtCount: 1,
  newsletter: false, instagramName: '@lien.rides', photos: o.photos, contestEntry: true, ...over,
});

describe('bike registration', () => {
  it('registers a sold bike, gives 5 years of frame warranty and mails the owner; the serial is then taken', async () => {
    const a = await owner();
    const res = await call('POST', '/b2c/v1/warranty/register-bike?locale=nl_BE', a.token, body(a, { serialNumber: '710 0001' }));
    expect(res.statusCode).toBe(201);
    const r = json(res).result;
    expect(r).toMatchObject({ serialNumber: SERIALS.ardenne, status: 'submitted', instagramName: 'lien.rides', contestEntry: true, bike: { title: 'ardenne Test Bike', size: 'M', dealer: { name: 'Test Cycles' } } });
    expect(r.warranty).toEqual({ years: 5, until: '2030-04-12', extended: true });
    expect(r.photos).toHaveLength(1);
    expect(r.photos[0].thumbnail).toMatch(/^\/b2c\/v1\/uploads\/.+\/800x800$/);
    expect(r.proofOfPurchase.kind).toBe('pdf');
    // The mail in the account's language (Dutch), naming the bike, its dealer and the warranty's last day, linking the bikes page.
    const mail = t.ctx.mails.find((m) => m.to === a.email && m.subject === 'Je fiets is geregistreerd: 5 jaar framegarantie');
    expect(mail?.text).toContain('Bedankt voor het registreren van je ardenne Test Bike bij Ardenne Cycles.');
    expect(mail?.text).toMatch(/Serienummer\s+7100001\n/);
    expect(mail?.text).toMatch(/Gekocht bij\s+Test Cycles\n/);
    expect(mail?.text).toMatch(/Framegarantie\s+5 jaar, tot 12 april 2030\n/);
    expect(mail?.text).toContain('/nl_BE/account/equipment');

    // The owner reads it; anyone else gets 404 (no probing), anonymous 401.
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${r.id}`, a.token)).result.id).toBe(r.id);
    const b = await owner();
    expect((await call('GET', `/b2c/v1/warranty/registration/${r.id}`, b.token)).statusCode).toBe(404);
    expect((await call('GET', `/b2c/v1/warranty/registration/${r.id}`)).statusCode).toBe(401);
    expect(json(await call('GET', '/b2c/v1/warranty/registrations', b.token)).result).toEqual([]);

    // Someone else with the same frame number: serialAlreadyRegistered.
    const again = await call('POST', '/b2c/v1/warranty/register-bike', b.token, body(b));
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toMatchObject({ code: 'SERIAL_ALREADY_REGISTERED', name: 'serialAlreadyRegistered' });

    // Another user's registration cannot be changed: 404.
    expect((await call('PUT', '/b2c/v1/warranty/update-register-bike', b.token, { id: r.id, ...body(b) })).statusCode).toBe(400);
    const { serialNumber: _s, ...update } = body(b);
    expect((await call('PUT', '/b2c/v1/warranty/update-register-bike', b.token, { id: r.id, ...update })).statusCode).toBe(404);
  });

  it('refuses unknown serials, other brands\' serials, bad serials and dates, and files that are not the user\'s', async () => {
    const a = await owner();
    const unknown = await call('POST', '/b2c/v1/warranty/register-bike', a.token, body(a, { serialNumber: '9999999' }));
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error).toMatchObject({ code: 'SERIAL_NOT_FOUND', name: 'serialNotFound' });
    expect(json(await call('POST', '/b2c/v1/warranty/register-bike', a.token, body(a, { serialNumber: SERIALS.other }))).error.code).toBe('SERIAL_NOT_FOUND');

    const issues = async (over: Record<string, unknown>) => json(await call('POST', '/b2c/v1/warranty/register-bike', a.token, body(a, over))).error.issues;
    expect(await issues({ serialNumber: '12345' })).toEqual([{ path: 'serialNumber', message: 'Serial number is invalid' }]);
    expect(await issues({ serialNumber: '123456789' })).toEqual([{ path: 'serialNumber', message: 'Serial number is invalid' }]);
    expect(await issues({ purchaseDate: addYears(new Date().toISOString().slice(0, 10), 1) })).toEqual([{ path: 'purchaseDate', message: "Purchase date can't be a date in the future" }]);
    expect(await issues({ purchaseDate: '2025-02-30' })).toEqual([{ path: 'purchaseDate', message: 'Purchase date is invalid' }]);
    // Bought before the bike left the factory (sold to the dealer on 2025-03-01): refused, naming the window (issue 32).
    expect(await issues({ serialNumber: SERIALS.ardenne3, purchaseDate: '2025-02-27' })).toEqual([{ path: 'purchaseDate', message: 'Purchase date must be between 2025-03-01 and today' }]);
    expect(await issues({ purchaseDate: '1999-12-31' })).toEqual([{ path: 'purchaseDate', message: 'Purchase date must be between 2000-01-01 and today' }]);
    expect(await issues({ photos: [], contestEntry: true })).toEqual([{ path: 'photos', message: 'Photos is required' }]);
    expect(await issues({ instagramName: 'no spaces please' })).toEqual([{ path: 'instagramName', message: 'Instagram name is invalid' }]);
    expect((await issues({ role: 'admin' }))[0].message).toBe('role is not a known field');

    // Uploads of another user, or made for another purpose: "One or more files is invalid".
    const b = await owner();
    const foreign = json(await call('POST', '/b2c/v1/warranty/register-bike', a.token, body(a, { serialNumber: SERIALS.ardenne3, proofOfPurchase: b.proof })));
    expect(foreign.error).toMatchObject({ code: 'INVALID_FILES', message: 'One or more files is invalid', issues: [{ path: 'proofOfPurchase' }] });
    const wrongPurpose = json(await call('POST', '/b2c/v1/warranty/register-bike', a.token, body(a, { serialNumber: SERIALS.ardenne3, photos: [a.proof] })));
    expect(wrongPurpose.error.issues).toEqual([{ path: 'photos.0', message: 'Photos is invalid' }]);
    expect((await call('POST', '/b2c/v1/warranty/register-bike', undefined, body(a))).statusCode).toBe(401);
  });

  it('changes a registration until it is approved; a rejected one goes back to review and its warranty back to 2 years meanwhile', async () => {
    const a = await owner();
    const created = json(await call('POST', '/b2c/v1/warranty/register-bike', a.token, body(a, { serialNumber: SERIALS.ardenne2, contestEntry: false, photos: [] }))).result;
    const { serialNumber: _s, ...fields } = body(a, { serialNumber: SERIALS.ardenne2 });
    const changed = await call('PUT', '/b2c/v1/warranty/update-register-bike', a.token, { id: created.id, ...fields, instagramName: 'other.name' });
    expect(json(changed).result).toMatchObject({ instagramName: 'other.name', photos: [{ kind: 'image' }], status: 'submitted' });

    await t.ctx.db.execute(sql`update bike_registrations set status = 'rejected', rejection_reason = 'persons' where id = ${created.id}`);
    const rejected = json(await call('GET', `/b2c/v1/warranty/registration/${created.id}`, a.token)).result;
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'persons', warranty: { years: 2, until: '2027-04-12', extended: false } });
    const resubmitted = json(await call('PUT', '/b2c/v1/warranty/update-register-bike', a.token, { id: created.id, ...fields }));
    expect(resubmitted.result).toMatchObject({ status: 'submitted', rejectionReason: null, rejectionNote: null, warranty: { years: 5 } });

    await t.ctx.db.execute(sql`update bike_registrations set status = 'approved' where id = ${created.id}`);
    const locked = await call('PUT', '/b2c/v1/warranty/update-register-bike', a.token, { id: created.id, ...fields });
    expect(locked.statusCode).toBe(409);
    expect(json(locked).error.code).toBe('REGISTRATION_LOCKED');
    expect((await call('GET', '/b2c/v1/warranty/registrations?status=flying', a.token)).statusCode).toBe(400);
    expect(json(await call('GET', '/b2c/v1/warranty/registrations?status=approved', a.token)).result).toHaveLength(1);
  });
});

describe('equipment', () => {
  it('lists bought bikes (serial once shipped, 2 years) and registered ones (5 years)', async () => {
    const a = await owner();
    // A bike is ordered in one of its sizes (issue 32): the line's external id is the size's.
    const [bike] = rowsOf<{ externalid: string; id: number; size_id: number; configuration: string }>(await t.ctx.db.execute(sql`
      select z.externalid, i.id, z.id as size_id, i.externalid as configuration from items i join prices p on p.item_id = i.id and p.currency = 'EUR'
        join item_sizes z on z.item_id = i.id
       where i.brandkey = 'ardenne' and i.itemtype = 'bike' and i.category <> 'outlet' and i.voucherbannerimage is null order by i.id, z.position limit 1`));
    await t.ctx.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${bike!.id}, ${bike!.size_id}, null, 5, 1, 9999999)`);
    const placed = await t.app.inject({
      method: 'POST', url: '/consumer/v1/orders', headers: { authorization: `Bearer ${a.token}` },
      payload: {
        consumer: { customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: a.email, phone: '+32 470 12 34 56', invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' }, shippingAddressSameAsInvoice: true },
        orderlines: [{ externalid: bike!.externalid, quantity: 1, range: null, model: 'x', category: 'bikes', family: 'x', shippingmethod: 'CONSUMER' }],
        locale: 'nl_BE', shippingMethod: 'CONSUMER', shipping: { consumer: true }, brand: 'ardenne', redirect: '/nl_BE/checkout/order', authRedirect: '/nl_BE/account', paymentMethod: 'online',
      },
    });
    expect(placed.statusCode).toBe(201);
    const { order, payment } = json(placed).result;
    // Unpaid orders hold no bike yet.
    expect(json(await call('GET', '/b2c/v1/equipment?locale=nl_BE', a.token)).result).toEqual([]);
    await t.app.inject({ method: 'POST', url: `/payments/sandbox/${payment.uuid}`, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const onItsWay = json(await call('GET', '/b2c/v1/equipment', a.token)).result;
    expect(onItsWay).toEqual([expect.objectContaining({ externalId: bike!.externalid, configurationId: bike!.configuration, serialNumber: null, warranty: null, orderId: order.id })]);

    // Shipping gives the frame its serial: 8 digits, 2 years of warranty from the order date.
    await t.ctx.db.execute(sql`update orders set status = 'readytoship' where uuid = ${order.uuid}`);
    const admin = await signUp(t.app);
    await t.ctx.db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
    expect((await call('POST', `/b2c/v1/admin/orders/${order.uuid}/status`, admin.token, { status: 'shipped' })).statusCode).toBe(200);
    const shipped = json(await call('GET', '/b2c/v1/equipment', a.token)).result;
    expect(shipped).toHaveLength(1);
    expect(shipped[0].serialNumber).toMatch(/^\d{8}$/);
    const orderDay = shipped[0].orderDate as string;
    expect(shipped[0]).toMatchObject({ purchaseDate: orderDay, warranty: { years: 2, until: addYears(orderDay, 2) }, registration: null });

    // A bike sold online is its buyer's: someone else holding the serial gets serialNotFound;
    // the buyer may not date the purchase before the order (nor after the day it shipped).
    const stranger = await owner();
    expect(json(await call('POST', '/b2c/v1/warranty/register-bike', stranger.token, body(stranger, { serialNumber: shipped[0].serialNumber, purchaseDate: orderDay }))).error.code).toBe('SERIAL_NOT_FOUND');
    // The window runs from the order's day to the day it shipped (both today here), and the refusal says so.
    const shippedDay = new Date().toISOString().slice(0, 10);
    expect(json(await call('POST', '/b2c/v1/warranty/register-bike', a.token, body(a, { serialNumber: shipped[0].serialNumber, purchaseDate: '2025-01-01' }))).error.issues).toEqual([
      { path: 'purchaseDate', message: `Purchase date must be between ${orderDay} and ${shippedDay}` },
    ]);

    // Registering that serial: 5 years, and a dealer-bought registered bike joins the list.
    const reg = await call('POST', '/b2c/v1/warranty/register-bike', a.token, body(a, { serialNumber: shipped[0].serialNumber, purchaseDate: orderDay }));
    expect(reg.statusCode).toBe(201);
    const listed = json(await call('GET', '/b2c/v1/equipment', a.token)).result;
    expect(listed[0]).toMatchObject({ serialNumber: shipped[0].serialNumber, warranty: { years: 5, until: addYears(orderDay, 5) }, registration: { status: 'submitted' } });
    // Another user sees none of it.
    const b = await owner();
    expect(json(await call('GET', '/b2c/v1/equipment', b.token)).result).toEqual([]);
  });
});

describe('guessing serials', () => {
  it('stops an account after the allowed misses an hour', async () => {
    const limited = await createWarrantyTestApp({ rateLimits: true });
    try {
      const user = await signUp(limited.app);
      const [proof] = await upload(limited.app, user.token, 'proof-of-purchase', [{ name: 'r.pdf', type: 'application/pdf', bytes: pdf }]);
      const attempt = (serial: string) =>
        limited.app.inject({ method: 'POST', url: '/b2c/v1/warranty/register-bike', headers: { authorization: `Bearer ${user.token}` }, payload: { serialNumber: serial, purchaseDate: '2025-01-01', proofOfPurchase: proof, previouslyBoughtCount: 0 } });
      for (let i = 0; i < SERIAL_MISSES_PER_HOUR; i++) expect((await attempt(String(8000000 + i))).statusCode).toBe(404);
      const refused = await attempt(SERIALS.ardenne);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

it('multipart helper builds a body the upload call accepts', async () => {
  const body = await multipart([{ name: 'a.jpg', type: 'image/jpeg', bytes: photo }]);
  expect(body.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
});

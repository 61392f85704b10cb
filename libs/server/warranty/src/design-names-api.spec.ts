// A sold bike's paint is named in the reader's language: the equipment list, the rider's and the
// admin's registrations (issue 32 item 11: "Jet Black / Navy" on Dutch pages).
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { writeSoldBikes } from '@bike/seed';
import { createWarrantyTestApp, json, signUp, signUpAdmin, upload, type WarrantyTestApp } from './test-app';

let t: WarrantyTestApp;
let bike: { externalid: string; size: string; english: string; dutch: string; french: string };
const SERIAL = '7300001';

beforeAll(async () => {
  t = await createWarrantyTestApp();
  const [row] = rowsOf<{ externalid: string; size: string; english: string; dutch: string; french: string }>(await t.ctx.db.execute(sql`
    select i.externalid, z.externalid as size, i.paint_des as english, i.texts -> 'nl' ->> 'paint_des' as dutch, i.texts -> 'fr' ->> 'paint_des' as french
      from items i join item_sizes z on z.item_id = i.id
     where i.brandkey = 'ardenne' and i.itemtype = 'bike' and i.texts -> 'nl' ->> 'paint_des' is not null
     order by i.id, z.position limit 1`));
  bike = row!;
  // A bike the factory sold to a dealer, as the seed writes them: the English paint name copied.
  await writeSoldBikes(t.ctx.db, [{
    serial: SERIAL, brand: 'ardenne', configurationId: bike.externalid, externalid: bike.size, title: 'Ardenne Test Bike', image: null,
    model: 'TEST', size: 'M', design: bike.english, groupset: '2x12', dealer: { customerid: 'C100001', name: 'Test Cycles' }, soldAt: new Date('2025-03-01T00:00:00Z'),
  }]);
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { authorization: `Bearer ${token}` } });

async function registeredRider() {
  const rider = await signUp(t.app);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
  const [proof] = await upload(t.app, rider.token, 'proof-of-purchase', [{ name: 'receipt.jpg', type: 'image/jpeg', bytes: photo }]);
  const res = await call('POST', '/b2c/v1/warranty/register-bike?locale=nl_BE', rider.token, {
    serialNumber: SERIAL, purchaseDate: '2025-04-12', proofOfPurchase: proof, previouslyBoughtCount: 0, photos: [], contestEntry: false,
  });
  expect(res.statusCode).toBe(201);
  return { ...rider, registration: json(res).result as { id: string; bike: { design: string } } };
}

describe('paint names in the reader\'s language', () => {
  let rider: Awaited<ReturnType<typeof registeredRider>>;
  beforeAll(async () => {
    rider = await registeredRider();
  });

  it('the seed names the paint differently in Dutch and French (else this test proves nothing)', () => {
    expect(new Set([bike.english, bike.dutch, bike.french]).size).toBe(3);
  });

  it('answers the rider\'s registration and equipment with the paint in the call\'s language, English without one', async () => {
    expect(rider.registration.bike.design).toBe(bike.dutch);
    const one = (locale: string) => call('GET', `/b2c/v1/warranty/registration/${rider.registration.id}${locale}`, rider.token);
    expect(json(await one('?locale=nl_BE')).result.bike.design).toBe(bike.dutch);
    expect(json(await one('?locale=fr_BE')).result.bike.design).toBe(bike.french);
    expect(json(await one('')).result.bike.design).toBe(bike.english);
    expect(json(await call('GET', '/b2c/v1/warranty/registrations?locale=nl_BE', rider.token)).result[0].bike.design).toBe(bike.dutch);
    const equipment = json(await call('GET', '/b2c/v1/equipment?locale=nl_BE', rider.token)).result;
    expect(equipment.find((b: { serialNumber: string }) => b.serialNumber === SERIAL).design).toBe(bike.dutch);
  });

  it('answers the admin\'s registration, list and decision with the paint in the admin page\'s language', async () => {
    const admin = await signUpAdmin(t);
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${rider.registration.id}?locale=nl_BE`, admin.token)).result.bike.design).toBe(bike.dutch);
    const list = json(await call('GET', `/b2c/v1/warranty/registrations?scope=all&q=${SERIAL}&locale=nl_BE`, admin.token)).result;
    expect(list.registrations.map((r: { bike: { design: string } }) => r.bike.design)).toEqual([bike.dutch]);
    const decided = await call('POST', `/b2c/v1/warranty/registration/${rider.registration.id}/decision?locale=nl_BE`, admin.token, { status: 'approved' });
    expect(json(decided).result.bike.design).toBe(bike.dutch);
    // The rider's mails name the paint in the rider's language (the account's, Dutch), not the
    // admin's: back to waiting (no mail), then approved from a French admin page.
    expect((await call('POST', `/b2c/v1/warranty/registration/${rider.registration.id}/decision`, admin.token, { status: 'submitted' })).statusCode).toBe(200);
    const mailsBefore = t.ctx.mails.length;
    const french = await call('POST', `/b2c/v1/warranty/registration/${rider.registration.id}/decision?locale=fr_BE`, admin.token, { status: 'approved' });
    expect(json(french).result.bike.design).toBe(bike.french);
    const approval = t.ctx.mails.slice(mailsBefore).find((m) => m.to === rider.email);
    expect(approval?.subject).toBe('Je fietsregistratie is goedgekeurd');
    expect(approval?.text).toContain(bike.dutch);
    expect(t.ctx.mails.find((m) => m.to === rider.email && m.subject.startsWith('Je fiets is geregistreerd'))?.text).toContain(bike.dutch);
  });

  it('keeps the sold name when the catalogue item names another design now (never relabels a sold bike)', async () => {
    await t.ctx.db.execute(sql`update items set paint_des = 'Renamed Grey' where externalid = ${bike.externalid}`);
    try {
      expect(json(await call('GET', `/b2c/v1/warranty/registration/${rider.registration.id}?locale=nl_BE`, rider.token)).result.bike.design).toBe(bike.english);
    } finally {
      await t.ctx.db.execute(sql`update items set paint_des = ${bike.english} where externalid = ${bike.externalid}`);
    }
  });
});

import sharp from 'sharp';
import { createWarrantyTestApp, json, SERIALS, signUp, signUpAdmin, upload, type WarrantyTestApp } from './test-app';

let t: WarrantyTestApp;
let photo: Buffer;
let pdf: Buffer;
let admin: { id: string; email: string; token: string };
beforeAll(async () => {
  t = await createWarrantyTestApp();
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
  pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function owner() {
  const user = await signUp(t.app);
  const [proof] = await upload(t.app, user.token, 'proof-of-purchase', [{ name: 'receipt.pdf', type: 'application/pdf', bytes: pdf }]);
  const photos = await upload(t.app, user.token, 'bike-registration', [{ name: 'bike.jpg', type: 'image/jpeg', bytes: photo }]);
  return { ...user, proof: proof!, photos };
}

/** A rider registers a serial (in a locale, for a brand); answers the rider and the registration's id. */
async function registered(serial: string, options: { locale?: string; brand?: string } = {}) {
  const rider = await owner();
  const res = await call(
    'POST',
    `/b2c/v1/warranty/register-bike?locale=${options.locale ?? 'nl_BE'}`,
    rider.token,
    { serialNumber: serial, purchaseDate: '2025-04-12', proofOfPurchase: rider.proof, previouslyBoughtCount: 0, instagramName: 'lien.rides', photos: rider.photos, contestEntry: true },
    options.brand ? { 'x-brand': options.brand } : {},
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  return { rider, id: json(res).result.id as string };
}

const decide = (id: string, body: unknown, token = admin.token) => call('POST', `/b2c/v1/warranty/registration/${id}/decision`, token, body);
const list = (query: string, token = admin.token) => call('GET', `/b2c/v1/warranty/registrations?scope=all${query}`, token);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('admin calls on bike registrations', () => {
  it('answer 401 without a token or with a forged one, 403 to a consumer', async () => {
    const { rider, id } = await registered(SERIALS.ardenne5);
    const [header, payload, signature] = rider.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const adminClaims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const forged = [
      'forged.token.here',
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims)}.`,
      `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`,
    ];
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/b2c/v1/warranty/registrations?scope=all'],
      ['POST', `/b2c/v1/warranty/registration/${id}/decision`, { status: 'approved' }],
      ['GET', `/b2c/v1/warranty/registration/${id}/history`],
    ];
    for (const [method, url, body] of calls) {
      expect({ url, status: (await call(method, url, undefined, body)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(method, url, rider.token, body)).statusCode }).toEqual({ url, status: 403 });
      for (const token of forged) expect({ url, token, status: (await call(method, url, token, body)).statusCode }).toEqual({ url, token, status: 401 });
    }
    // Nothing was decided on the way.
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${id}`, rider.token)).result.status).toBe('submitted');
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${id}/history`, admin.token)).result).toEqual([]);
  });

  it('lists every rider\'s registrations with their owner, filtered, searched and paged; bad filters are 400', async () => {
    const first = await registered(SERIALS.ardenne2, { locale: 'de_DE' });
    const second = await registered(SERIALS.ardenne3);
    const brabo = await registered(SERIALS.other, { locale: 'fr_BE', brand: 'brabo' });

    const all = json(await list('')).result;
    expect(all).toMatchObject({ page: 1, pages: 1 });
    expect(all.total).toBe(all.registrations.length);
    const mine = all.registrations.find((r: { id: string }) => r.id === first.id);
    expect(mine).toMatchObject({
      serialNumber: SERIALS.ardenne2, status: 'submitted', locale: 'de_DE', brand: 'ardenne', contestEntry: true, instagramName: 'lien.rides',
      owner: { firstName: 'Lien', lastName: 'Peeters', email: first.rider.email }, warranty: { years: 5 },
    });
    // Waiting ones oldest first: first come, first served.
    const waiting = json(await list('&status=submitted')).result.registrations.map((r: { id: string }) => r.id);
    expect(waiting.indexOf(first.id)).toBeLessThan(waiting.indexOf(second.id));

    expect(json(await list('&brand=brabo')).result.registrations.map((r: { id: string }) => r.id)).toEqual([brabo.id]);
    expect(json(await list(`&q=${encodeURIComponent(` ${second.rider.email.toUpperCase()} `)}`)).result.registrations.map((r: { id: string }) => r.id)).toEqual([second.id]);
    expect(json(await list(`&q=${encodeURIComponent('710 0002')}`)).result.registrations.map((r: { id: string }) => r.id)).toEqual([first.id]);
    // Wildcards are letters like any other.
    expect(json(await list('&q=%25')).result).toMatchObject({ registrations: [], total: 0, pages: 1 });
    expect(json(await list('&page=1000')).result).toMatchObject({ registrations: [], page: 1000 });

    for (const bad of ['&status=flying', '&brand=nope', `&q=${'x'.repeat(101)}`, '&q=bell%07', '&page=0', '&page=1001', '&page=abc', '&page=1&page=2']) {
      const res = await list(bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect(json(res).error.code).toBe('VALIDATION_ERROR');
    }
    expect(json(await list('&q=bell%07')).error.issues).toEqual([{ path: 'q', message: 'Search is invalid' }]);
    // Without scope everyone, the admin included, gets their own list, as before; a wrong scope is a 400.
    expect(json(await call('GET', '/b2c/v1/warranty/registrations', admin.token)).result).toEqual([]);
    expect(json(await call('GET', '/b2c/v1/warranty/registrations', first.rider.token)).result.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect((await call('GET', '/b2c/v1/warranty/registrations?scope=everyone', first.rider.token)).statusCode).toBe(400);
  });

  it('shows an admin the owner of one registration and opens its private photos and proof', async () => {
    const { rider, id } = await registered(SERIALS.ardenne4);
    const seen = json(await call('GET', `/b2c/v1/warranty/registration/${id}`, admin.token)).result;
    expect(seen).toMatchObject({ id, owner: { firstName: 'Lien', lastName: 'Peeters', email: rider.email }, locale: 'nl_BE', brand: 'ardenne' });
    // The rider's own answer has no owner block.
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${id}`, rider.token)).result.owner).toBeUndefined();
    const stranger = await signUp(t.app);
    for (const url of [seen.proofOfPurchase.url, seen.photos[0].url, seen.photos[0].thumbnail]) {
      expect({ url, status: (await call('GET', url, admin.token)).statusCode }).toEqual({ url, status: 200 });
      // Still private: nobody else opens them.
      expect({ url, status: (await call('GET', url, stranger.token)).statusCode }).toEqual({ url, status: 404 });
      expect({ url, status: (await call('GET', url)).statusCode }).toEqual({ url, status: 404 });
    }
    // Rejected, so the next test may register the frame again.
    expect((await decide(id, { status: 'rejected', reason: 'notOurBike' })).statusCode).toBe(200);
  });

  it('rejects and approves: the rider\'s warranty follows, a mail goes out in their language, the history keeps both', async () => {
    const { rider, id } = await registered(SERIALS.ardenne);
    const equipmentWarranty = async () => json(await call('GET', '/b2c/v1/equipment', rider.token)).result.find((b: { serialNumber: string }) => b.serialNumber === SERIALS.ardenne).warranty;
    expect(await equipmentWarranty()).toMatchObject({ years: 5, until: '2030-04-12' });

    const rejected = await decide(id, { status: 'rejected', reason: 'persons' });
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected).result).toMatchObject({ id, status: 'rejected', rejectionReason: 'persons', rejectionNote: null, warranty: { years: 2, extended: false }, owner: { email: rider.email } });
    expect(await equipmentWarranty()).toMatchObject({ years: 2, until: '2027-04-12' });
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${id}`, rider.token)).result).toMatchObject({ status: 'rejected', rejectionReason: 'persons' });
    const rejection = t.ctx.mails.find((m) => m.to === rider.email && m.subject === 'Je fietsregistratie is niet goedgekeurd');
    expect(rejection?.text).toContain('Foto’s mogen geen personen tonen');
    expect(rejection?.text).toContain(`/nl_BE/bike-registration?id=${id}`);

    const approved = await decide(id, { status: 'approved', reason: 'persons', note: 'ignored' });
    expect(json(approved).result).toMatchObject({ status: 'approved', rejectionReason: null, rejectionNote: null, warranty: { years: 5, until: '2030-04-12', extended: true } });
    expect(await equipmentWarranty()).toMatchObject({ years: 5, until: '2030-04-12' });
    const approval = t.ctx.mails.find((m) => m.to === rider.email && m.subject === 'Je fietsregistratie is goedgekeurd');
    expect(approval?.text).toContain('loopt tot 12 april 2030');
    expect(approval?.html).toContain('/nl_BE/account/equipment');
    // An approved registration is locked for the rider.
    expect(json(await call('GET', '/b2c/v1/equipment', rider.token)).result[0].registration).toEqual({ id, status: 'approved' });

    // The same decision again changes nothing the rider needs to hear about.
    const mailsBefore = t.ctx.mails.length;
    expect((await decide(id, { status: 'approved' })).statusCode).toBe(200);
    expect(t.ctx.mails.length).toBe(mailsBefore);

    const history = json(await call('GET', `/b2c/v1/warranty/registration/${id.toUpperCase()}/history`, admin.token)).result;
    expect(history).toEqual([
      expect.objectContaining({ admin: admin.email, action: 'registration.rejected', before: { status: 'submitted', reason: null, note: null }, after: { status: 'rejected', reason: 'persons', note: null } }),
      expect.objectContaining({ admin: admin.email, action: 'registration.approved', before: { status: 'rejected', reason: 'persons', note: null }, after: { status: 'approved', reason: null, note: null } }),
      expect.objectContaining({ action: 'registration.approved', before: { status: 'approved', reason: null, note: null } }),
    ]);
    expect(JSON.stringify(history)).not.toContain(rider.email);
  });

  it('needs a reason to reject, a note for "other", and refuses unknown registrations', async () => {
    // The previous test rejected its registration of this frame: it is free again.
    const { rider, id } = await registered(SERIALS.ardenne4, { locale: 'en_INT' });
    const issues = async (body: unknown) => json(await decide(id, body)).error.issues;
    expect(await issues({ status: 'rejected' })).toEqual([{ path: 'reason', message: 'Reason is required' }]);
    expect(await issues({ status: 'rejected', reason: 'other' })).toEqual([{ path: 'note', message: 'Note is required' }]);
    expect(await issues({ status: 'rejected', reason: 'other', note: '   ' })).toEqual([{ path: 'note', message: 'Note is required' }]);
    expect(await issues({ status: 'rejected', reason: 'other', note: 'x'.repeat(301) })).toEqual([{ path: 'note', message: 'Note can have a maximum of 300 characters' }]);
    expect(await issues({ status: 'rejected', reason: 'other', note: 'bell\u0007' })).toEqual([{ path: 'note', message: 'Note is invalid' }]);
    expect(await issues({ status: 'rejected', reason: 'blurry' })).toEqual([{ path: 'reason', message: 'Reason is invalid' }]);
    expect(json(await decide(id, { status: 'published' })).error.code).toBe('VALIDATION_ERROR');
    expect((await issues({ status: 'approved', by: 'me' }))[0].message).toBe('by is not a known field');
    expect((await decide('not-a-uuid', { status: 'approved' })).statusCode).toBe(404);
    const unknown = await decide('0b8e0a3c-9a4d-4f4e-8a39-6a1c2b3d4e5f', { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error.code).toBe('REGISTRATION_NOT_FOUND');
    // None of that was recorded.
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${id}/history`, admin.token)).result).toEqual([]);

    // "other" with a note: folded and trimmed, kept for the rider's page, quoted in the mail. The
    // bike was registered from an English page, but the account's language (Dutch) writes the mail.
    const other = json(await decide(id, { status: 'rejected', reason: 'other', note: '  The receipt   names another   frame.  ' })).result;
    expect(other).toMatchObject({ status: 'rejected', rejectionReason: 'other', rejectionNote: 'The receipt names another frame.' });
    const mail = t.ctx.mails.find((m) => m.to === rider.email && m.subject === 'Je fietsregistratie is niet goedgekeurd');
    expect(mail?.text).toContain('Een bericht van ons team: The receipt names another frame.');
    expect(mail?.text).toContain('Zonder registratie heeft het frame 2 jaar garantie, tot 12 april 2027.');
    // Back to waiting: the decision is undone, no mail.
    const mailsBefore = t.ctx.mails.length;
    expect(json(await decide(id, { status: 'submitted' })).result).toMatchObject({ status: 'submitted', rejectionReason: null, rejectionNote: null, warranty: { years: 5 } });
    expect(t.ctx.mails.length).toBe(mailsBefore);
  });

  it('refuses to approve a registration whose frame another live registration holds (409)', async () => {
    const first = await registered(SERIALS.ardenne6);
    expect((await decide(first.id, { status: 'rejected', reason: 'notOurBike' })).statusCode).toBe(200);
    // The rejection freed the serial: someone else registers it.
    const second = await registered(SERIALS.ardenne6);
    for (const status of ['approved', 'submitted']) {
      const refused = await decide(first.id, { status });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error.code).toBe('SERIAL_ALREADY_REGISTERED');
    }
    // Nothing changed and nothing was recorded for the refused decisions.
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${first.id}`, admin.token)).result).toMatchObject({ status: 'rejected', rejectionReason: 'notOurBike' });
    expect(json(await call('GET', `/b2c/v1/warranty/registration/${first.id}/history`, admin.token)).result.map((h: { action: string }) => h.action)).toEqual(['registration.rejected']);
    expect(json(await decide(second.id, { status: 'approved' })).result.status).toBe('approved');
  });
});

import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import sharp from 'sharp';
import { FANZONE_MAX_WAITING } from '@bike/shared/domain';
import { createFanzoneTestApp, json, signUp, signUpAdmin, upload, type FanzoneTestApp } from './test-app';

let t: FanzoneTestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createFanzoneTestApp();
  photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
  // A visible inspiration and a rider's hidden concept to link photos to.
  await t.ctx.db.execute(sql`insert into concepts (code, brand, model, choices, configuration_checksum, visible) values
    ('K7QM2XTV', 'ardenne', 'ALTO', '{}'::jsonb, 'sum-visible', true), ('HDN2HDN3', 'ardenne', 'ALTO', '{}'::jsonb, 'sum-hidden', false)`);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function rider(firstName = 'Lien') {
  const user = await signUp(t.app, firstName);
  return { ...user, photo: await upload(t.app, user.token, 'fanzone', { name: 'my-ride.jpg', type: 'image/jpeg', bytes: photo }) };
}

const submission = (photoId: string, over: Record<string, unknown> = {}) => ({ photo: photoId, caption: '  Sunrise   on the dyke  ', conceptCode: 'k7qm-2xtv', consent: true, ...over });

describe('fan zone', () => {
  it('takes a rider\'s photo, shows it in the gallery once approved, and hides it again when rejected', async () => {
    const a = await rider('Lien');
    const sent = await call('POST', '/b2c/v1/fanzone/submissions?locale=nl_BE', a.token, submission(a.photo));
    expect(sent.statusCode).toBe(201);
    const mine = json(sent).result;
    // Normalised, then checked: spaces folded, the code in its canonical form.
    expect(mine).toMatchObject({ status: 'submitted', caption: 'Sunrise on the dyke', conceptCode: 'K7QM2XTV', reason: null });
    expect(json(await call('GET', '/b2c/v1/fanzone/my-submissions', a.token)).result.map((s: { id: string }) => s.id)).toEqual([mine.id]);

    // Waiting photos are not public: neither in the gallery nor as a file.
    expect(json(await call('GET', '/b2c/v1/fanzone/gallery')).result).toMatchObject({ photos: [], total: 0, page: 1, pages: 1 });
    expect((await call('GET', `/b2c/v1/uploads/${a.photo}/800x800`)).statusCode).toBe(404);

    const admin = await signUpAdmin(t);
    const queue = json(await call('GET', '/b2c/v1/fanzone/submissions?status=submitted', admin.token)).result;
    expect(queue.submissions).toEqual([expect.objectContaining({ id: mine.id, author: expect.objectContaining({ firstName: 'Lien', email: a.email }) })]);

    const approved = await call('POST', `/b2c/v1/fanzone/submissions/${mine.id}`, admin.token, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    const gallery = json(await call('GET', '/b2c/v1/fanzone/gallery')).result;
    expect(gallery.total).toBe(1);
    // First name only; the linked concept is visible, so it is offered.
    expect(gallery.photos[0]).toMatchObject({ id: mine.id, caption: 'Sunrise on the dyke', author: 'Lien', conceptCode: 'K7QM2XTV', image: { width: 900, height: 700 } });
    expect(Object.keys(gallery.photos[0].image.thumbnails)).toEqual(['650x800', '880x496', '880x1040', '800x800']);
    expect(JSON.stringify(gallery)).not.toContain(a.email);
    expect((await call('GET', `/b2c/v1/uploads/${a.photo}/800x800`)).statusCode).toBe(200);
    // The rider is mailed in the account's language (nl_BE), the photo named, with the fan zone's page under the locale.
    const approvedMail = t.ctx.mails.find((m) => m.to === a.email && m.subject === 'Je foto ‘Sunrise on the dyke’ staat in de fanzone');
    expect(approvedMail?.text).toContain('Bekijk hem in de fanzone:\nhttp://shop.test/nl_BE/fanzone\n');
    expect(approvedMail?.text).toContain('K7QM2XTV');

    // Rejected with a reason: gone from the gallery and the file private again; the rider reads why.
    const rejected = await call('POST', `/b2c/v1/fanzone/submissions/${mine.id}`, admin.token, { status: 'rejected', reason: 'persons' });
    expect(json(rejected).result).toMatchObject({ status: 'rejected', reason: 'persons' });
    expect(json(await call('GET', '/b2c/v1/fanzone/gallery')).result.total).toBe(0);
    expect((await call('GET', `/b2c/v1/uploads/${a.photo}/original`)).statusCode).toBe(404);
    expect(json(await call('GET', '/b2c/v1/fanzone/my-submissions', a.token)).result[0]).toMatchObject({ status: 'rejected', reason: 'persons' });
    const mail = t.ctx.mails.find((m) => m.to === a.email && m.subject === 'Over je foto ‘Sunrise on the dyke’');
    expect(mail?.text).toContain('Waarom: Er staan personen op.');
  });

  it('mails the decision in the rider\'s account language, whatever the page the photo was sent from', async () => {
    const a = await rider('Jonas');
    await t.ctx.db.execute(sql`update users set locale = 'de_CH' where id = ${a.id}`);
    const sent = json(await call('POST', '/b2c/v1/fanzone/submissions?locale=nl_BE', a.token, submission(a.photo, { caption: 'Feierabendrunde', conceptCode: '' }))).result;
    const admin = await signUpAdmin(t);
    expect((await call('POST', `/b2c/v1/fanzone/submissions/${sent.id}`, admin.token, { status: 'rejected', reason: 'other', note: 'Bitte ohne Nummernschild.' })).statusCode).toBe(200);
    const mail = t.ctx.mails.find((m) => m.to === a.email && m.subject === 'Zu deinem Foto „Feierabendrunde“');
    expect(mail?.text).toContain('Der Grund: Es passt nicht zu dem, was die Fanzone zeigt.');
    expect(mail?.text).toContain('Bitte ohne Nummernschild.');
    expect(mail?.text).toContain('http://shop.test/de_CH/fanzone\n');
  });

  it('refuses what is not the rider\'s to send, and bad input, with the field that is wrong', async () => {
    const a = await rider();
    const b = await rider();
    const issuesOf = async (token: string, body: unknown) => json(await call('POST', '/b2c/v1/fanzone/submissions', token, body)).error;
    // Another rider's photo, a photo of another purpose, a PDF: INVALID_FILES naming the field.
    expect((await issuesOf(b.token, submission(a.photo))).code).toBe('INVALID_FILES');
    const registrationPhoto = await upload(t.app, a.token, 'bike-registration', { name: 'bike.jpg', type: 'image/jpeg', bytes: photo });
    expect((await issuesOf(a.token, submission(registrationPhoto))).issues).toEqual([{ path: 'photo', message: 'Photo is invalid' }]);
    const proof = await upload(t.app, a.token, 'proof-of-purchase', { name: 'receipt.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') });
    expect((await issuesOf(a.token, submission(proof))).code).toBe('INVALID_FILES');
    // Validation after normalising: blank caption, too long, no consent, a code of the wrong shape or not visible to this rider.
    expect((await issuesOf(a.token, submission(a.photo, { caption: '   ' }))).issues).toEqual([{ path: 'caption', message: 'Caption is required' }]);
    expect((await issuesOf(a.token, submission(a.photo, { caption: 'x'.repeat(141) }))).issues).toEqual([{ path: 'caption', message: 'Caption can have a maximum of 140 characters' }]);
    expect((await issuesOf(a.token, submission(a.photo, { caption: 'bell\u0007' }))).issues).toEqual([{ path: 'caption', message: 'Caption is invalid' }]);
    expect((await issuesOf(a.token, submission(a.photo, { consent: false }))).issues).toEqual([{ path: 'consent', message: 'Consent is required' }]);
    expect((await issuesOf(a.token, submission(a.photo, { conceptCode: 'O0O0' }))).issues).toEqual([{ path: 'conceptCode', message: 'Concept code is invalid' }]);
    expect((await issuesOf(a.token, submission(a.photo, { conceptCode: 'HDN2-HDN3' }))).issues).toEqual([{ path: 'conceptCode', message: 'Concept code is invalid' }]);
    expect((await issuesOf(a.token, { ...submission(a.photo), extra: 1 })).code).toBe('VALIDATION_ERROR');
    expect((await issuesOf(a.token, 'not json')).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await issuesOf(a.token, [submission(a.photo)])).code).toBe('VALIDATION_ERROR');
    // No concept at all is fine; the same photo twice is not.
    expect((await call('POST', '/b2c/v1/fanzone/submissions', a.token, submission(a.photo, { conceptCode: '' }))).statusCode).toBe(201);
    expect((await issuesOf(a.token, submission(a.photo))).code).toBe('PHOTO_ALREADY_SUBMITTED');
    // Nothing without a session.
    expect((await call('POST', '/b2c/v1/fanzone/submissions', undefined, submission(a.photo))).statusCode).toBe(401);
  });

  it('keeps a rider to a few waiting photos and lets them withdraw one', async () => {
    const a = await signUp(t.app);
    const ids: string[] = [];
    for (let i = 0; i < FANZONE_MAX_WAITING; i++) {
      const id = await upload(t.app, a.token, 'fanzone', { name: `ride-${i}.jpg`, type: 'image/jpeg', bytes: photo });
      ids.push(json(await call('POST', '/b2c/v1/fanzone/submissions', a.token, submission(id, { conceptCode: null }))).result.id);
    }
    const one = await upload(t.app, a.token, 'fanzone', { name: 'one-more.jpg', type: 'image/jpeg', bytes: photo });
    const refused = await call('POST', '/b2c/v1/fanzone/submissions', a.token, submission(one));
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error.code).toBe('FANZONE_TOO_MANY_WAITING');
    // Someone else cannot withdraw it (404, no probing); the owner can, and then there is room.
    const b = await signUp(t.app);
    expect((await call('DELETE', `/b2c/v1/fanzone/submissions/${ids[0]}`, b.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/b2c/v1/fanzone/submissions/${ids[0]}`, a.token)).statusCode).toBe(200);
    expect((await call('DELETE', '/b2c/v1/fanzone/submissions/not-a-uuid', a.token)).statusCode).toBe(404);
    expect((await call('POST', '/b2c/v1/fanzone/submissions', a.token, submission(one))).statusCode).toBe(201);
  });

  it('lets only admins read the queue and decide, with the reason a rejection needs', async () => {
    const a = await rider();
    const id = json(await call('POST', '/b2c/v1/fanzone/submissions', a.token, submission(a.photo))).result.id as string;
    const admin = await signUpAdmin(t);
    for (const [method, url, body] of [['GET', '/b2c/v1/fanzone/submissions'], ['POST', `/b2c/v1/fanzone/submissions/${id}`, { status: 'approved' }]] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, a.token, body)).statusCode).toBe(403);
      expect((await call(method, url, 'forged.token.here', body)).statusCode).toBe(401);
    }
    const decide = (body: unknown) => call('POST', `/b2c/v1/fanzone/submissions/${id}`, admin.token, body);
    expect(json(await decide({ status: 'rejected' })).error.issues).toEqual([{ path: 'reason', message: 'Reason is required' }]);
    expect(json(await decide({ status: 'rejected', reason: 'other' })).error.issues).toEqual([{ path: 'note', message: 'Note is required' }]);
    expect(json(await decide({ status: 'published' })).error.code).toBe('VALIDATION_ERROR');
    expect((await call('POST', '/b2c/v1/fanzone/submissions/0b8e0a3c-9a4d-4f4e-8a39-6a1c2b3d4e5f', admin.token, { status: 'approved' })).statusCode).toBe(404);
    const rejected = json(await decide({ status: 'rejected', reason: 'other', note: 'The bike is hidden behind the car.' })).result;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'other', note: 'The bike is hidden behind the car.' });
    const [row] = rowsOf<{ decided_by: string }>(await t.ctx.db.execute(sql`select decided_by from fanzone_submissions where id = ${id}`));
    expect(row?.decided_by).toBe(admin.id);
    // The audit log has who did what, with before and after; refused decisions left no trace.
    const history = json(await call('GET', `/b2c/v1/fanzone/submissions/${id}/history`, admin.token)).result;
    expect(history).toEqual([
      expect.objectContaining({ admin: admin.email, action: 'fanzone.rejected', before: { status: 'submitted', reason: null, note: null }, after: { status: 'rejected', reason: 'other', note: 'The bike is hidden behind the car.' } }),
    ]);
    expect((await call('GET', `/b2c/v1/fanzone/submissions/${id}/history`, a.token)).statusCode).toBe(403);
    // Filters and paging are checked.
    expect((await call('GET', '/b2c/v1/fanzone/submissions?status=nope', admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/b2c/v1/fanzone/submissions?page=0', admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/b2c/v1/fanzone/gallery?page=99999999999')).statusCode).toBe(400);
    expect((await call('GET', '/b2c/v1/fanzone/gallery?page=abc')).statusCode).toBe(400);
  });

  it('shows a brand only its own photos and never offers a concept that was hidden since', async () => {
    const a = await rider('Mia');
    const id = json(await call('POST', '/b2c/v1/fanzone/submissions', a.token, submission(a.photo))).result.id as string;
    const admin = await signUpAdmin(t);
    await call('POST', `/b2c/v1/fanzone/submissions/${id}`, admin.token, { status: 'approved' });
    expect(json(await call('GET', '/b2c/v1/fanzone/gallery', undefined, undefined, { 'x-brand': 'brabo' })).result.total).toBe(0);
    await t.ctx.db.execute(sql`update concepts set visible = false where code = 'K7QM2XTV'`);
    const shown = json(await call('GET', '/b2c/v1/fanzone/gallery')).result.photos.find((p: { id: string }) => p.id === id);
    expect(shown.conceptCode).toBeNull();
    await t.ctx.db.execute(sql`update concepts set visible = true where code = 'K7QM2XTV'`);
  });
});

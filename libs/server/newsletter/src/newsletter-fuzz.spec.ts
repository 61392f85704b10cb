import fc from 'fast-check';
import { createNewsletterTestApp, type NewsletterTestApp } from './test-app';

/**
 * Hostile requests to the newsletter calls (the API-wide fuzz of libs/server/app covers them once
 * they are wired; this one runs with the library): bodies of every content type the link scope
 * parses, odd tokens in the query, GET and POST. None may answer 5xx.
 */
let t: NewsletterTestApp;
beforeAll(async () => {
  t = await createNewsletterTestApp();
});
afterAll(() => t.close());
jest.setTimeout(240_000);

const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit, maxLength: 30 }), fc.constantFrom('', '__proto__', 'a@example.com', 'A'.repeat(43), 'x'.repeat(5000), 'List-Unsubscribe=One-Click'));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom('email', 'token', 'firstName', 'type', 'brand', 'lang', '__proto__', 'List-Unsubscribe'), fc.oneof(text, fc.integer(), fc.constant(null)), { maxKeys: 5 }).map((b) => JSON.stringify(b)),
  text,
  fc.constantFrom('', '{', '[]', 'null', '"x"', '--x\r\nContent-Disposition: form-data; name="token"\r\n\r\nAAAA\r\n--x--', 'token=%00', 'token=%E0%A4%A'),
);
const ct = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'text/plain', undefined);
const path = fc.constantFrom('/b2c/v1/newsletter/subscribe', '/b2c/v1/newsletter/subscribed', '/b2c/v1/newsletter/confirm', '/b2c/v1/newsletter/unsubscribe');
const query = fc.oneof(fc.constant(''), text.map((s) => `?token=${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))}`), fc.constant('?token=%ED%A0%80'), fc.constant('?token=%00'), fc.constant('?token=%ZZ'), fc.constant('?token=a&token=b'));

it('answers no hostile request with a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(path, query, body, ct, fc.boolean(), async (p, q, b, c, get) => {
      const res = await t.app.inject({ method: get ? 'GET' : 'POST', url: p + q, payload: get ? undefined : b, headers: c ? { 'content-type': c } : {} });
      if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${p}${q} ${c} ${JSON.stringify(b).slice(0, 200)} ${res.body.slice(0, 300)}`);
    }),
    { numRuns: 1500, seed: 42 },
  );
});

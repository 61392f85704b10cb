import fc from 'fast-check';
import * as v from 'valibot';
import { placeOrderSchema } from './order-checkout';
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from './safe-redirect';

/** How a browser follows the value as a Location header or link on the shop's origin. */
const followed = (path: string) => new URL(path, 'https://shop.example');

describe('safeRedirectPath', () => {
  it.each([
    ['/nl_BE/checkout/order', '/nl_BE/checkout/order'],
    ['/en_INT/success?x=1', '/en_INT/success?x=1'],
    ['/a#b', '/a#b'],
    ['/en_INT/shop?q=city%20bike', '/en_INT/shop?q=city%20bike'],
    // Normalised, and the normalised form is what callers get back.
    ['/en_INT/./checkout/../checkout/order', '/en_INT/checkout/order'],
    ['/a/%2F%2Fb', '/a/%2F%2Fb'],
  ])('accepts %s as %s', (candidate, expected) => expect(safeRedirectPath(candidate)).toBe(expected));

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/./..//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%2E%2E//evil.example',
    '//evil.example',
    '//evil.example/x',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/x\u0000y',
    '/x y',
    '',
    'nl_BE/x',
    `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`,
    42,
    null,
  ])('refuses %j', (candidate) => expect(safeRedirectPath(candidate)).toBeNull());

  it('property: an accepted path stays on the shop, starts with one slash and is stable', () => {
    const pathish = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.array(fc.constantFrom('/', '.', '..', '\\', '%2F', '%5C', '%2E', '%25', 'evil.example', 'a', '?', '#', '\t', ':', '@'), { maxLength: 10 }).map((parts) => parts.join('')),
      fc.array(fc.constantFrom('/', '.', '..', '\\', '%2F', 'evil.example', '@', ':'), { maxLength: 8 }).map((parts) => `/${parts.join('')}`),
    );
    fc.assert(
      fc.property(pathish, (candidate) => {
        const safe = safeRedirectPath(candidate);
        if (safe === null) return;
        expect(followed(safe).host).toBe('shop.example');
        expect(safe.startsWith('/')).toBe(true);
        expect(safe.startsWith('//')).toBe(false);
        expect(safe).not.toContain('\\');
        expect(safe.length).toBeLessThanOrEqual(MAX_REDIRECT_LENGTH);
        expect(decodeURIComponent(followed(safe).pathname).startsWith('//')).toBe(false);
        // What the order stores is what is followed: normalising again changes nothing.
        expect(safeRedirectPath(safe)).toBe(safe);
        // A query appended later (returnPath adds ?order=) still stays on the shop.
        expect(followed(`${safe.split(/[?#]/)[0]}?order=x`).host).toBe('shop.example');
      }),
      { numRuns: 5000 },
    );
  });

  it('the checkout schema stores the normalised form and refuses the tricks', () => {
    const order = {
      consumer: {
        customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: 'lien@example.com', phone: '+32 470 12 34 56',
        invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' }, shippingAddressSameAsInvoice: true,
      },
      orderlines: [{ externalid: 'ARD-1', quantity: 1 }],
      locale: 'nl_BE', shippingMethod: 'CONSUMER', brand: 'ardenne',
    };
    expect(v.safeParse(placeOrderSchema, { ...order, redirect: '/.//evil.example' }).success).toBe(false);
    expect(v.safeParse(placeOrderSchema, { ...order, authRedirect: '/%2F%2Fevil.example' }).success).toBe(false);
    const parsed = v.safeParse(placeOrderSchema, { ...order, redirect: '/nl_BE/checkout/./order' });
    expect(parsed.success && parsed.output.redirect).toBe('/nl_BE/checkout/order');
  });
});

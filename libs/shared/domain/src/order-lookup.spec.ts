import * as v from 'valibot';
import { normaliseOrderNumber, orderLookupSchema } from './order-lookup';

describe('order lookup', () => {
  it.each([
    ['ARD-7K3M9QX2', 'ARD-7K3M9QX2'],
    ['ard-7k3m9qx2', 'ARD-7K3M9QX2'],
    [' ard 7k3m 9qx2 ', 'ARD-7K3M9QX2'],
    ['ARD7K3M9QX2', 'ARD-7K3M9QX2'],
    // Crockford: O is read as 0, I and L as 1 (in the code, not in the brand letters).
    ['ARD-7K3MOQXI', 'ARD-7K3M0QX1'],
    ['ARD-LK3M9QX2', 'ARD-1K3M9QX2'],
  ])('reads %s as %s', (typed, number) => {
    expect(normaliseOrderNumber(typed)).toBe(number);
    expect(v.parse(orderLookupSchema, { orderNumber: typed, email: 'Lien@Example.com' })).toEqual({ orderNumber: number, email: 'lien@example.com' });
  });

  it.each(['', 'ARD-123', 'ARDX-7K3M9QX2', 'ARD-7K3M9QX2U', '12-7K3M9QX2'])('refuses %j', (typed) => {
    expect(v.safeParse(orderLookupSchema, { orderNumber: typed, email: 'lien@example.com' }).success).toBe(false);
  });
});

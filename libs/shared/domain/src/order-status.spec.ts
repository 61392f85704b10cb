import fc from 'fast-check';
import {
  assertOrderTransition, canMoveOrder, canRetryPayment, canShopperCancel, ORDER_STATUSES, ORDER_TRANSITIONS, OrderTransitionError, PAYMENT_STATUSES,
} from './order-status';

describe('order status transitions', () => {
  it('follows the documented happy paths', () => {
    const built = ['pending', 'paid', 'processing', 'production', 'readytoship', 'shipped'] as const;
    const fromStock = ['pending', 'paid', 'processing', 'stock', 'readytoship', 'shipped'] as const;
    for (const path of [built, fromStock]) for (let i = 1; i < path.length; i++) expect(() => assertOrderTransition(path[i - 1], path[i])).not.toThrow();
  });

  it('refuses skipping steps, going back and leaving a final status', () => {
    expect(() => assertOrderTransition('pending', 'shipped')).toThrow(OrderTransitionError);
    expect(() => assertOrderTransition('paid', 'pending')).toThrow('An order cannot go from "paid" to "pending"');
    expect(() => assertOrderTransition('shipped', 'cancelled')).toThrow(OrderTransitionError);
    expect(() => assertOrderTransition('cancelled', 'paid')).toThrow(OrderTransitionError);
    expect(() => assertOrderTransition('production', 'cancelled')).toThrow(OrderTransitionError);
  });

  const status = fc.constantFrom(...ORDER_STATUSES);
  it('property: a move is allowed exactly when the table lists it, and never to itself', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const allowed = ORDER_TRANSITIONS[from].includes(to);
        expect(canMoveOrder(from, to)).toBe(allowed);
        if (from === to) expect(allowed).toBe(false);
        if (allowed) expect(() => assertOrderTransition(from, to)).not.toThrow();
        else expect(() => assertOrderTransition(from, to)).toThrow(OrderTransitionError);
      }),
    );
  });

  it('property: every status is reachable from pending, and shipped/cancelled are final', () => {
    const seen = new Set<string>(['pending']);
    const queue = ['pending'] as (typeof ORDER_STATUSES)[number][];
    while (queue.length) for (const next of ORDER_TRANSITIONS[queue.shift()!]) if (!seen.has(next)) { seen.add(next); queue.push(next); }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_TRANSITIONS.shipped).toEqual([]);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
  });

  it('property: any walk along allowed moves ends in a status, never throws, and cancelled is only reachable before production', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (choices) => {
        let current: (typeof ORDER_STATUSES)[number] = 'pending';
        for (const c of choices) {
          const options: readonly (typeof ORDER_STATUSES)[number][] = ORDER_TRANSITIONS[current];
          if (options.length === 0) break;
          const next: (typeof ORDER_STATUSES)[number] = options[c % options.length]!;
          if (next === 'cancelled') expect(['pending', 'paid', 'processing']).toContain(current);
          assertOrderTransition(current, next);
          current = next;
        }
      }),
    );
  });

  it('lets the shopper cancel or retry only unpaid pending orders', () => {
    fc.assert(
      fc.property(status, fc.constantFrom(...PAYMENT_STATUSES), (s, p) => {
        expect(canShopperCancel(s, p)).toBe(s === 'pending' && p !== 'paid');
        expect(canRetryPayment(s, p)).toBe(s === 'pending' && p !== 'paid');
      }),
    );
  });
});

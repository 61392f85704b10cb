import fc from 'fast-check';
import { lineAllowances, mergeRepeatedLines, ORDER_MAX_ACCESSORIES, ORDER_MAX_BIKES, quantityIssues } from './order-quantities';

const bike = (itemKey: string, qty: number) => ({ itemKey, itemtype: 'bike', qty });
const cap = (itemKey: string, qty: number) => ({ itemKey, itemtype: 'accessory', qty });

describe('order quantities', () => {
  it('merges repeated lines by key, keeping the first line and summing the quantities', () => {
    const merged = mergeRepeatedLines([{ id: 'A', qty: 3 }, { id: 'B', qty: 1 }, { id: 'A', qty: 3 }], (l) => l.id);
    expect(merged).toEqual([
      { first: { id: 'A', qty: 3 }, indexes: [0, 2], qty: 6 },
      { first: { id: 'B', qty: 1 }, indexes: [1], qty: 1 },
    ]);
  });

  it('counts the per-item limit over all lines (sizes) of one item', () => {
    expect(quantityIssues([bike('1', 3), bike('1', 3)])).toEqual([{ index: 1, message: 'maxQuantity:2' }]);
    expect(quantityIssues([bike('1', 5), bike('2', 5)])).toEqual([]);
    expect(quantityIssues([cap('9', 10), cap('9', 1)])).toEqual([{ index: 1, message: 'maxQuantity:0' }]);
  });

  it('caps bikes and accessory units per order', () => {
    expect(quantityIssues([bike('1', 5), bike('2', 5), bike('3', 1)])).toEqual([{ index: 2, message: `orderMaxQuantity:0` }]);
    expect(quantityIssues([bike('1', 5), bike('2', 4), bike('3', 2)])).toEqual([{ index: 2, message: 'orderMaxQuantity:1' }]);
    const caps = [cap('a', 10), cap('b', 10), cap('c', 10), cap('d', 1)];
    expect(quantityIssues(caps)).toEqual([{ index: 3, message: 'orderMaxQuantity:0' }]);
  });

  it('never lets an order pass with more than the caps (property)', () => {
    const line = fc.record({ itemKey: fc.constantFrom('1', '2', '3', '4'), itemtype: fc.constantFrom('bike', 'accessory'), qty: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        if (quantityIssues(lines).length > 0) return;
        const bikes = lines.filter((l) => l.itemtype === 'bike').reduce((n, l) => n + l.qty, 0);
        const others = lines.filter((l) => l.itemtype !== 'bike').reduce((n, l) => n + l.qty, 0);
        expect(bikes).toBeLessThanOrEqual(ORDER_MAX_BIKES);
        expect(others).toBeLessThanOrEqual(ORDER_MAX_ACCESSORIES);
        expect(lineAllowances(lines).every((a) => a.max >= 0)).toBe(true);
      }),
    );
  });
});

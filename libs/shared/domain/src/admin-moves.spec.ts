import { canUndoOrderMove, isFinalFanzoneDecision, isFinalOrderMove, isFinalRegistrationDecision } from './admin-moves';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from './order-status';

describe('admin moves that cannot be undone (issue 32)', () => {
  const moves = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => [from, to] as [OrderStatus, OrderStatus]));

  it('asks for every move of the order table, which only goes forward', () => {
    expect(moves.length).toBeGreaterThan(0);
    for (const [from, to] of moves) expect(isFinalOrderMove(from, to)).toBe(true);
    expect(isFinalOrderMove('pending', 'cancelled')).toBe(true);
    expect(isFinalOrderMove('paid', 'processing')).toBe(true);
  });

  it('follows the table: a move that a path leads back from could be undone', () => {
    expect(canUndoOrderMove('paid', 'processing')).toBe(false);
    expect(canUndoOrderMove('processing', 'cancelled')).toBe(false);
    // A move back (not in the table today) could be undone by going forward again: the rule reads the table.
    expect(canUndoOrderMove('processing', 'paid')).toBe(true);
    expect(canUndoOrderMove('shipped', 'pending')).toBe(true);
  });

  it('asks before a rejection, not before an approval or putting back to waiting', () => {
    expect(isFinalRegistrationDecision('rejected')).toBe(true);
    expect(isFinalRegistrationDecision('approved')).toBe(false);
    expect(isFinalRegistrationDecision('submitted')).toBe(false);
    expect(isFinalFanzoneDecision('rejected')).toBe(true);
    expect(isFinalFanzoneDecision('approved')).toBe(false);
  });
});

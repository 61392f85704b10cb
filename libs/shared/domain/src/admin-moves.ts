/**
 * Which admin moves cannot be undone (issue 32): the admin pages ask before making one, in the
 * page (the shared ConfirmDialog). "Undone" means another admin move puts things back as they
 * were; a move whose effects reach someone else (a mail sent, a frame number freed) cannot.
 */
import type { RegistrationStatus } from './bike-registration';
import type { FanzoneStatus } from './fanzone';
import { ORDER_TRANSITIONS, type OrderStatus } from './order-status';

/** Whether the transition table leads back from `to` to `from` (so the move could be undone). */
export function canUndoOrderMove(from: OrderStatus, to: OrderStatus): boolean {
  const seen = new Set<OrderStatus>([to]);
  const queue: OrderStatus[] = [to];
  while (queue.length > 0) {
    for (const next of ORDER_TRANSITIONS[queue.shift()!]) {
      if (next === from) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

/**
 * An order move that cannot be undone. The table only goes forward, so today that is every move:
 * paid, processing, production or stock, ready to ship, shipped and cancelled (the stock is freed,
 * a paid order needs its refund), and "bank transfer received" (pending to paid, with the buyer's mail).
 */
export const isFinalOrderMove = (from: OrderStatus, to: OrderStatus): boolean => !canUndoOrderMove(from, to);

/**
 * A registration decision that cannot be undone: a rejection mails the rider the reason, drops
 * the frame warranty to 2 years and frees the frame number, which another rider may then register
 * (after which putting the first back is refused). Approving and putting back to waiting can be
 * reversed by another decision.
 */
export const isFinalRegistrationDecision = (to: RegistrationStatus): boolean => to === 'rejected';

/**
 * A fan-zone decision that cannot be undone: a rejection mails the rider the reason (and the
 * rider may withdraw the photo). An approval is taken back by rejecting the photo later.
 */
export const isFinalFanzoneDecision = (to: FanzoneStatus): boolean => to === 'rejected';

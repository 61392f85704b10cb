import type { CartAvailabilityLine } from '@bike/shared/store';

/** The cart quantity messages of spec points 5 and 8, as message ids and values. */
export function availabilityMessage(line: CartAvailabilityLine | undefined): { id: string; values?: Record<string, number> } | null {
  if (!line) return null;
  if (!line.available || line.message === 'noLongerAvailable') return { id: 'cart.noLongerAvailable' };
  switch (line.message) {
    case 'maxQuantity':
      return { id: 'cart.maxQuantity', values: { max: line.maxQty } };
    case 'remaining':
      return { id: 'cart.remainingQuantity', values: { remaining: line.remaining } };
    case 'deliveryDate':
      return { id: 'cart.deliveryDateUnavailable' };
    default:
      return null;
  }
}

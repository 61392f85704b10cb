import { FACTORY_STOCK_DISTANCE, stockAvailability, type Availability } from './catalogue';

/**
 * Stock availability as the shop shows it (spec points 4 and 9).
 *
 * - On stock: workdays of 2 or less (ON_STOCK_MAX_WORKDAYS).
 * - Orderable: workdays up to ORDERABLE_MAX_WORKDAYS = 100. The spec leaves the limit open; we
 *   chose the spec's "workdays setting for bikes and custom" (100 working days, about five
 *   months), the longest a built-to-order bike takes. Beyond it, or without stock data, an item is
 *   "unavailable" and cannot be added to the cart.
 * - Stock at distance 9999999 is factory stock; lower distances are dealer stock.
 */

export type StockSource = 'factory' | 'dealer';

export const stockSourceOf = (distance: number): StockSource => (distance >= FACTORY_STOCK_DISTANCE ? 'factory' : 'dealer');

/** The schema.org ItemAvailability that matches the shop's availability. */
export function schemaOrgAvailability(availability: Availability): string {
  if (availability === 'onstock') return 'https://schema.org/InStock';
  if (availability === 'orderable') return 'https://schema.org/BackOrder';
  return 'https://schema.org/OutOfStock';
}

/** Can the item go into the cart: it needs a price and must be on stock or orderable. */
export const isBuyable = (item: { availability: Availability; $$price: { msrp: number | null } }): boolean =>
  item.$$price.msrp != null && item.availability !== 'unavailable';

/** Message id and values for an availability text (keys availability.*). */
export function availabilityMessage(workdays: number | null | undefined): { id: string; values: { workdays: number } } {
  const availability = stockAvailability(workdays);
  return { id: `availability.${availability}`, values: { workdays: workdays ?? 0 } };
}

export interface StockLine {
  qty: number;
  workdays: number | null;
}

/**
 * Sums the stock of one item: the best availability (on stock before orderable) over every line
 * with stock; within that availability factory stock is preferred (it ships to the door), then
 * the quickest line.
 */
export function summariseStock(factory: StockLine | null, dealers: StockLine[]): { availability: Availability; workdays: number | null; source: StockSource | null } {
  const rank: Record<Availability, number> = { onstock: 0, orderable: 1, unavailable: 2 };
  const candidates = [
    ...(factory && factory.qty > 0 ? [{ line: factory, source: 'factory' as const }] : []),
    ...dealers.filter((d) => d.qty > 0).map((line) => ({ line, source: 'dealer' as const })),
  ]
    .map((c) => ({ ...c, availability: stockAvailability(c.line.workdays) }))
    .filter((c) => c.availability !== 'unavailable')
    .sort((a, b) => rank[a.availability] - rank[b.availability] || (a.source === b.source ? 0 : a.source === 'factory' ? -1 : 1) || a.line.workdays! - b.line.workdays!);
  const best = candidates[0];
  if (!best) return { availability: 'unavailable', workdays: null, source: null };
  return { availability: best.availability, workdays: best.line.workdays, source: best.source };
}

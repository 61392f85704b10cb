import { cartMaxQty } from './order-checkout';

/**
 * How many units one order may take (issue 10 finding 5, "stock held hostage"). The per-line
 * limits of order-checkout.ts (5 of one bike, 10 of one accessory) meant nothing while a line
 * could simply be repeated, so:
 * - repeated lines (the same external id, or ids naming the same item in the same size) are
 *   merged into one before any limit applies;
 * - the limit counts per ITEM, over all its sizes: 5 of one bike model, 10 of one accessory;
 * - an order holds at most ORDER_MAX_BIKES bikes and ORDER_MAX_ACCESSORIES accessory units.
 *   Ten bikes is a large family or a small club; more is a dealer's business (and anyone can
 *   otherwise tie up a model's whole stock with one unpaid bank-transfer order).
 */
export const ORDER_MAX_BIKES = 10;
export const ORDER_MAX_ACCESSORIES = 30;

export const orderMaxQty = (itemtype: string): number => (itemtype === 'bike' ? ORDER_MAX_BIKES : ORDER_MAX_ACCESSORIES);

/** One line as the limits see it. */
export interface QuantityLine {
  /** The item (all sizes together), e.g. its id. */
  itemKey: string;
  itemtype: string;
  qty: number;
}

export interface LineAllowance {
  /** The most units this line may hold, given the lines before it. */
  max: number;
  /** Which limit decided: the item's or the order's. */
  limit: 'item' | 'order';
}

/**
 * For each line in order, how many units it may hold once the lines before it have taken
 * theirs: what is left of its item's limit and of the order's limit for its kind.
 */
export function lineAllowances(lines: readonly QuantityLine[]): LineAllowance[] {
  const perItem = new Map<string, number>();
  const perKind = new Map<'bike' | 'other', number>();
  return lines.map((line) => {
    const kind = line.itemtype === 'bike' ? 'bike' : 'other';
    const itemLeft = Math.max(0, cartMaxQty(line.itemtype) - (perItem.get(line.itemKey) ?? 0));
    const orderLeft = Math.max(0, orderMaxQty(line.itemtype) - (perKind.get(kind) ?? 0));
    const qty = Math.max(0, line.qty);
    perItem.set(line.itemKey, (perItem.get(line.itemKey) ?? 0) + qty);
    perKind.set(kind, (perKind.get(kind) ?? 0) + qty);
    return itemLeft <= orderLeft ? { max: itemLeft, limit: 'item' } : { max: orderLeft, limit: 'order' };
  });
}

/** The problem of one line over its allowance: `maxQuantity:{n}` (item) or `orderMaxQuantity:{n}` (order). */
export interface QuantityIssue {
  index: number;
  message: string;
}

export function quantityIssues(lines: readonly QuantityLine[]): QuantityIssue[] {
  return lineAllowances(lines).flatMap((a, index) =>
    lines[index]!.qty > a.max ? [{ index, message: `${a.limit === 'item' ? 'maxQuantity' : 'orderMaxQuantity'}:${a.max}` }] : [],
  );
}

export interface MergedLine<T> {
  /** The first of the merged lines (its external id and position stand for the group). */
  first: T;
  /** Indexes of the merged lines in the request, first one first. */
  indexes: number[];
  qty: number;
}

/** Lines with the same key (item and size) as one line with the summed quantity, in first-seen order. */
export function mergeRepeatedLines<T extends { qty: number }>(lines: readonly T[], keyOf: (line: T) => string): MergedLine<T>[] {
  const groups = new Map<string, MergedLine<T>>();
  lines.forEach((line, index) => {
    const key = keyOf(line);
    const group = groups.get(key);
    if (group) {
      group.indexes.push(index);
      group.qty += line.qty;
    } else {
      groups.set(key, { first: line, indexes: [index], qty: line.qty });
    }
  });
  return [...groups.values()];
}

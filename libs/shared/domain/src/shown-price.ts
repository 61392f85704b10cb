import type { PriceBlock } from './catalogue';

/**
 * What a price tag shows of a price block (issue 32): part of shopper-price.ts's rule, in a
 * module of its own so a price tag in a page's bundle carries no more than this.
 */

/**
 * The price struck through beside what the shopper pays: the list price when a voucher takes
 * something off, otherwise a former price above it (an outlet article), otherwise none.
 */
export function wasPrice(list: number, now: number, oldPrice: number | null | undefined): number | null {
  if (now < list) return list;
  return oldPrice != null && oldPrice > now ? oldPrice : null;
}

/** What a price block shows: the price to pay and the struck one (null when the block has no price). */
export function shownPrice(block: Pick<PriceBlock, 'msrp' | 'oldmsrp'> & { voucher?: PriceBlock['voucher'] }): { now: number | null; was: number | null } {
  const now = block.voucher?.msrp ?? block.msrp;
  if (now == null) return { now: null, was: null };
  return { now, was: wasPrice(block.msrp ?? now, now, block.oldmsrp) };
}

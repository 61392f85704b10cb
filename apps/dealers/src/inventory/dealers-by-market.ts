import type { InventoryDealerRef, StockLookupLine } from '@bike/shared/domain';

/** Groups a bike's stock lookup by dealer and by the shopper's market for /inventory/{id}. */

export type DealerStock = { dealer: InventoryDealerRef; sizes: StockLookupLine[] };

/**
 * The dealers in the shopper's market first, each group nearest first: a Belgian rider can ride
 * to Hasselt or have the factory ship, not pick up in Liverpool, so other countries come after
 * the factory (issue 32). On the international site every dealer is one list.
 */
export function byMarket(dealers: DealerStock[], country: string): { home: DealerStock[]; abroad: DealerStock[] } {
  if (country === 'INT') return { home: dealers, abroad: [] };
  return { home: dealers.filter((d) => d.dealer.country === country), abroad: dealers.filter((d) => d.dealer.country !== country) };
}

/** A dealer's lines for the bike, one entry per dealer (its sizes together), in the answer's order. */
export function byDealer(lines: StockLookupLine[]): DealerStock[] {
  const dealers = new Map<number, DealerStock>();
  for (const line of lines) {
    if (!line.dealer) continue;
    const entry = dealers.get(line.dealer.dealerId) ?? { dealer: line.dealer, sizes: [] };
    entry.sizes.push(line);
    dealers.set(line.dealer.dealerId, entry);
  }
  return [...dealers.values()];
}


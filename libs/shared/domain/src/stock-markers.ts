/**
 * Map marker types of spec point 3 and the rule that picks one for a dealer. On the locator a
 * dealer is a dealer or a rental point; when the shopper looks for one bike (a size and a design
 * of a model), each dealer's marker says how close its stock comes to that bike.
 */
export const MARKER_TYPES = ['dealer', 'rental', 'stock', 'nostock', 'other_spec', 'other_size', 'other_design', 'other', 'cluster'] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];

/** The bike asked for: its item (model, groupset and design), size (null: any) and platform. */
export interface WantedBike { externalid: string; size: string | null; platform: string; design: string }

/** One stock line at a dealer, described the same way. */
export interface StockAtDealer { externalid: string; size: string; platform: string; design: string; qty: number }

export function markerTypeFor(dealer: { type: 'dealer' | 'rental' }, wanted?: WantedBike, stock: readonly StockAtDealer[] = []): Exclude<MarkerType, 'cluster'> {
  if (!wanted) return dealer.type === 'rental' ? 'rental' : 'dealer';
  const onHand = stock.filter((s) => s.qty > 0);
  if (onHand.length === 0) return 'nostock';
  const samePlatform = onHand.filter((s) => s.platform === wanted.platform);
  const sizeFits = (s: StockAtDealer) => wanted.size === null || s.size === wanted.size;
  if (samePlatform.some((s) => s.externalid === wanted.externalid && sizeFits(s))) return 'stock';
  if (samePlatform.some((s) => s.externalid === wanted.externalid)) return 'other_size';
  if (samePlatform.some((s) => s.design !== wanted.design && sizeFits(s))) return 'other_design';
  if (samePlatform.length > 0) return 'other_spec';
  return 'other';
}

/** Colour and glyph of each marker (drawn on a canvas: the offline map has no icon server). */
export const MARKER_LOOK: Record<Exclude<MarkerType, 'cluster'>, { fill: string; glyph: string }> = {
  dealer: { fill: '#1f5136', glyph: 'D' },
  rental: { fill: '#2a6f97', glyph: 'R' },
  stock: { fill: '#2b8a3e', glyph: '✓' },
  nostock: { fill: '#868e96', glyph: '–' },
  other_spec: { fill: '#e67700', glyph: 'S' },
  other_size: { fill: '#d9480f', glyph: '↕' },
  other_design: { fill: '#9c36b5', glyph: '◐' },
  other: { fill: '#5c7cfa', glyph: '•' },
};

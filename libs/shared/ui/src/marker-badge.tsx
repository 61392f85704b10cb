import { MARKER_LOOK, type StockMarker } from '@bike/shared/domain';

export type StockMarkerType = StockMarker['marker'];

/** Legend order: from "your bike is there" down to "nothing there". */
export const MARKER_ORDER: readonly StockMarkerType[] = ['stock', 'other_size', 'other_design', 'other_spec', 'other', 'nostock'];

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The glyph's colour on a marker fill: white or black, whichever contrasts more. The map
 * draws white glyphs on large pins; at badge size most fills (green, orange, grey, light blue)
 * stay under the 4.5:1 text contrast with white, and the badge text must pass like the rest.
 */
export function glyphInk(fill: string): string {
  const l = luminance(fill);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#000000';
}

/**
 * The map marker's colour and glyph as a small round badge. Decorative (aria-hidden): the text
 * label beside it says the same, so a screen reader hears the words once.
 */
export function MarkerBadge({ marker }: { marker: StockMarkerType }) {
  const look = MARKER_LOOK[marker];
  return (
    <span className={`marker-badge marker-badge--${marker}`} aria-hidden="true" style={{ background: look.fill, color: glyphInk(look.fill) }}>
      {look.glyph}
    </span>
  );
}

/**
 * What the badges (and the locator map's pins of the same look) mean. Each remote names the
 * markers in its own texts (`label`), the bike page and the locator alike.
 */
export function MarkerLegend({ title, label, open = false }: { title: string; label: (marker: StockMarkerType) => string; open?: boolean }) {
  return (
    <details className="marker-legend" data-testid="marker-legend" open={open}>
      <summary>{title}</summary>
      <ul className="marker-legend__list">
        {MARKER_ORDER.map((marker) => (
          <li key={marker} className="marker-legend__item">
            <MarkerBadge marker={marker} />
            <span>{label(marker)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

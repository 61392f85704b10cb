/**
 * Product images drawn from a paint design's two colours, so every configuration has a
 * picture that looks like its design without storing image files. Pure: (shape, colours) → SVG.
 * Bikes use the shared drawing, so the catalogue and the configurator show the same bike.
 */
import type { BikeShape, BikeView, CockpitKind, SaddleKind, WheelKind } from '@bike/shared/domain/bike-drawing';
import { drawBikeView } from '@bike/shared/domain/bike-drawing-views';

export { BIKE_SHAPES, isHexColour, type BikeShape } from '@bike/shared/domain/bike-drawing';

/** A catalogue bike in its design's colours, with its shape's default parts or the parts a configuration chose, in one of its views. */
export function bikeSvg(shape: BikeShape, primary: string, accent: string, parts?: { wheels: WheelKind; cockpit: CockpitKind; saddle: SaddleKind }, view: BikeView = 'side'): string {
  return drawBikeView({ shape, frame: primary, accent, ...parts, view, label: `Bike in #${primary} and #${accent}` });
}

/**
 * Accessories and apparel: a simple tile in the product's colours. It carries no words: one
 * picture serves every language, and the page names the product (its alt text and title).
 */
export function accessorySvg(family: string, primary: string, accent: string): string {
  const label = family.replace(/[^a-z-]/g, '').slice(0, 20);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${label} in #${primary}">
<rect width="800" height="800" fill="#f4f4f2"/>
<rect x="200" y="180" width="400" height="440" rx="60" fill="#${primary}"/>
<rect x="200" y="420" width="400" height="60" fill="#${accent}"/>
</svg>`;
}

/** The voucher banner shown on bikes with a country promotion: the country and two bottles, no words (the page says what the voucher gives, in its language). */
export function voucherBannerSvg(country: string): string {
  const cc = country.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 120" width="600" height="120" role="img" aria-label="Voucher ${cc}">
<rect width="600" height="120" rx="16" fill="#141414"/>
<text x="30" y="78" font-family="sans-serif" font-size="44" font-weight="700" fill="#e6f21c">${cc}</text>
<g fill="#e6f21c"><rect x="470" y="30" width="30" height="66" rx="10"/><rect x="478" y="20" width="14" height="14" rx="3"/><rect x="520" y="30" width="30" height="66" rx="10"/><rect x="528" y="20" width="14" height="14" rx="3"/></g>
</svg>`;
}

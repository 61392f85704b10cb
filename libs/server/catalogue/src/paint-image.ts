/**
 * Product images drawn from a paint design's two colours, so every configuration has a
 * picture that looks like its design without storing image files. Pure: (shape, colours) → SVG.
 */
export const BIKE_SHAPES = ['road', 'gravel', 'mountain', 'ebike', 'triathlon'] as const;
export type BikeShape = (typeof BIKE_SHAPES)[number];

const HEX = /^[0-9a-f]{6}$/i;
export const isHexColour = (value: string): boolean => HEX.test(value);

function shade(hex: string, factor: number): string {
  const n = parseInt(hex, 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((x) => Math.max(0, Math.min(255, Math.round(x * factor))));
  return c.map((x) => x.toString(16).padStart(2, '0')).join('');
}

export function bikeSvg(shape: BikeShape, primary: string, accent: string): string {
  const tyre = shape === 'mountain' ? 14 : shape === 'gravel' || shape === 'ebike' ? 10 : 7;
  const rim = shape === 'triathlon' ? 28 : 8;
  const frame = `#${primary}`;
  const detail = `#${accent}`;
  const dark = `#${shade(primary, 0.7)}`;
  // Rear hub (250,330), bottom bracket (400,340), front hub (620,330), seat cluster (370,170), head tube (560,160).
  const bars =
    shape === 'triathlon'
      ? '<path d="M560 150 L640 140 M600 150 L660 150" stroke="#222" stroke-width="8" stroke-linecap="round" fill="none"/>'
      : shape === 'mountain' || shape === 'ebike'
        ? '<path d="M545 140 L600 135" stroke="#222" stroke-width="8" stroke-linecap="round"/>'
        : '<path d="M560 140 C600 130 615 150 605 175 C600 190 585 190 580 180" stroke="#222" stroke-width="8" stroke-linecap="round" fill="none"/>';
  const battery = shape === 'ebike' ? `<rect x="455" y="215" width="90" height="34" rx="12" transform="rotate(-38 500 232)" fill="${dark}" stroke="${detail}" stroke-width="4"/>` : '';
  const fork = shape === 'mountain' ? `<path d="M565 170 L620 330" stroke="${detail}" stroke-width="16" stroke-linecap="round"/>` : `<path d="M565 170 L620 330" stroke="${detail}" stroke-width="9" stroke-linecap="round"/>`;
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="330" r="${110 - tyre / 2}" fill="none" stroke="#1b1b1b" stroke-width="${tyre}"/>` +
    `<circle cx="${cx}" cy="330" r="${100 - tyre / 2 - rim / 2}" fill="none" stroke="#555" stroke-width="${rim}"/>` +
    `<circle cx="${cx}" cy="330" r="8" fill="#333"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 880 496" width="880" height="496" role="img" aria-label="Bike in #${primary} and #${accent}">
<rect width="880" height="496" fill="#f4f4f2"/>
${wheel(250)}${wheel(620)}
<g stroke-linecap="round" stroke-linejoin="round" fill="none">
<path d="M250 330 L400 340 L370 170 Z" stroke="${detail}" stroke-width="10"/>
<path d="M370 170 L560 160 L400 340" stroke="${frame}" stroke-width="16"/>
<path d="M560 160 L565 185" stroke="${frame}" stroke-width="18"/>
${fork}
<path d="M370 170 L360 125" stroke="#333" stroke-width="8"/>
</g>
${battery}
<path d="M330 120 L395 122" stroke="#222" stroke-width="10" stroke-linecap="round"/>
${bars}
<circle cx="400" cy="340" r="22" fill="none" stroke="#333" stroke-width="6"/>
</svg>`;
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

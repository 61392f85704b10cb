/**
 * Hand-drawn SVG logos, one per fictional brand. The marks use currentColor, so a logo follows
 * the text colour of where it sits (header, footer, dark band), plus one fixed brand colour.
 * The wordmark uses the brand's system font stack with a fixed textLength, so it keeps its
 * width whatever face the device has.
 *
 * Accessibility: role="img" with aria-label and a <title>, and no id attributes, so the logo
 * can appear twice on a page (header and footer) without duplicate ids.
 */
import { BRAND_DISPLAY_NAMES, type Brand } from './brands';
import { BRAND_TOKENS } from './tokens';

/** A font stack usable inside a double-quoted SVG attribute. */
const attrFont = (stack: string) => stack.replace(/"/g, "'");

function svg(brand: Brand, width: number, body: string): string {
  const name = BRAND_DISPLAY_NAMES[brand];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${name}">` +
    `<title>${name}</title>${body}</svg>`
  );
}

const ardenne = (() => {
  const font = attrFont(BRAND_TOKENS.ardenne.fonts.heading);
  return svg(
    'ardenne',
    196,
    // A ring around two forested hills with a low rust sun.
    `<circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" stroke-width="3"/>` +
      `<circle cx="31" cy="14" r="3.5" fill="${BRAND_TOKENS.ardenne.colors.accent}"/>` +
      `<path d="M7 33 L18 18 L24 26 L30 20 L41 33 Z" fill="currentColor"/>` +
      `<text x="54" y="27" font-family="${font}" font-size="22" font-weight="700" textLength="138" lengthAdjust="spacingAndGlyphs" fill="currentColor">ARDENNE</text>` +
      `<text x="55" y="42" font-family="${font}" font-size="10" font-weight="600" textLength="58" lengthAdjust="spacingAndGlyphs" fill="currentColor">CYCLES</text>`,
  );
})();

const brabo = (() => {
  const font = attrFont(BRAND_TOKENS.brabo.fonts.heading);
  return svg(
    'brabo',
    176,
    // A red city shield with a white chevron, and a condensed uppercase wordmark.
    `<path d="M4 3 H40 V25 C40 35 32 41 22 46 C12 41 4 35 4 25 Z" fill="${BRAND_TOKENS.brabo.colors.primary}"/>` +
      `<path d="M12 15 L22 26 L32 15" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="square"/>` +
      `<text x="50" y="36" font-family="${font}" font-size="32" font-weight="800" textLength="78" lengthAdjust="spacingAndGlyphs" fill="currentColor">BRABO</text>` +
      `<text x="134" y="36" font-family="${font}" font-size="14" font-weight="700" textLength="40" lengthAdjust="spacingAndGlyphs" fill="currentColor">BIKES</text>`,
  );
})();

const kempen = (() => {
  const font = attrFont(BRAND_TOKENS.kempen.fonts.heading);
  return svg(
    'kempen',
    204,
    // A heather-purple sun rising over three rolling heath lines; an italic serif wordmark.
    `<path d="M10 26 A14 14 0 0 1 38 26 Z" fill="${BRAND_TOKENS.kempen.colors.primary}"/>` +
      `<g fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round">` +
      `<path d="M4 31 Q14 27 24 31 T44 31"/><path d="M8 37 Q16 34 24 37 T40 37"/><path d="M13 43 Q18.5 41 24 43 T35 43"/>` +
      `</g>` +
      `<text x="52" y="33" font-family="${font}" font-size="25" font-style="italic" font-weight="600" textLength="148" lengthAdjust="spacingAndGlyphs" fill="currentColor">Kempen Velo</text>`,
  );
})();

const merel = (() => {
  const font = attrFont(BRAND_TOKENS.merel.fonts.heading);
  const beak = BRAND_TOKENS.merel.colors.secondary;
  return svg(
    'merel',
    198,
    // A blackbird in flight-ready pose with its yellow-orange beak and eye ring.
    `<path d="M5 31 C9 19 21 12 32 14 C35 10 40 10 42 13 L38 17 C40 27 32 36 20 37 L9 43 L13 35 C9 34 6 33 5 31 Z" fill="currentColor"/>` +
      `<path d="M42 12.5 L49 14.5 L41 17 Z" fill="${beak}" stroke="currentColor" stroke-width="0.75"/>` +
      `<circle cx="37.5" cy="13.5" r="1.6" fill="${beak}"/>` +
      `<text x="56" y="33" font-family="${font}" font-size="24" font-weight="800" textLength="86" lengthAdjust="spacingAndGlyphs" fill="currentColor">MEREL</text>` +
      `<text x="148" y="33" font-family="${font}" font-size="11" font-weight="600" textLength="48" lengthAdjust="spacingAndGlyphs" fill="currentColor">RACING</text>`,
  );
})();

export const BRAND_LOGOS: Record<Brand, string> = { ardenne, brabo, kempen, merel };

/** The logo markup of a brand (inline it, or use logoDataUri for an <img> or favicon). */
export function brandLogo(brand: Brand): string {
  return BRAND_LOGOS[brand];
}

/** The logo as a data: URI. */
export function logoDataUri(brand: Brand): string {
  return `data:image/svg+xml,${encodeURIComponent(BRAND_LOGOS[brand])}`;
}

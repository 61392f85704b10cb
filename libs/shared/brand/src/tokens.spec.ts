import { BRANDS } from './brands';
import { contrastRatio } from './contrast';
import { BRAND_TOKENS } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('red', '#fff')).toThrow();
  });
});

describe.each(BRANDS)('%s tokens', (brand) => {
  const { colors, fonts, space, radius } = BRAND_TOKENS[brand];

  // WCAG AA: 4.5:1 for text, 3:1 for borders, focus rings and other non-text parts.
  it.each([
    ['text', 'surface', 4.5],
    ['text', 'surfaceAlt', 4.5],
    ['muted', 'surface', 4.5],
    ['muted', 'surfaceAlt', 4.5],
    ['onPrimary', 'primary', 4.5],
    ['onSecondary', 'secondary', 4.5],
    ['success', 'surface', 4.5],
    ['danger', 'surface', 4.5],
    ['accent', 'surface', 4.5],
    ['border', 'surface', 3],
    ['focus', 'surface', 3],
    ['primary', 'surface', 3],
  ] as const)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
  });

  it('uses only #rrggbb colours', () => {
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('uses system font stacks only, ending in a generic family', () => {
    for (const stack of [fonts.body, fonts.heading, fonts.mono]) {
      expect(stack).toMatch(/(sans-serif|serif|monospace)$/);
      expect(stack).not.toMatch(/url\(|@import|https?:/);
    }
  });

  it('has a nine-step spacing scale and radii', () => {
    expect(space).toHaveLength(9);
    expect(space[0]).toBe('0');
    expect(Object.keys(radius)).toEqual(['sm', 'md', 'lg', 'pill']);
  });
});

describe('brands look different', () => {
  it('have distinct primaries and distinct heading font stacks', () => {
    const primaries = BRANDS.map((b) => BRAND_TOKENS[b].colors.primary);
    const headings = BRANDS.map((b) => BRAND_TOKENS[b].fonts.heading);
    expect(new Set(primaries).size).toBe(4);
    expect(new Set(headings).size).toBe(4);
    expect(BRAND_TOKENS.kempen.fonts.body).toMatch(/serif$/);
    expect(BRAND_TOKENS.kempen.fonts.body).not.toMatch(/sans-serif$/);
    expect(BRAND_TOKENS.brabo.fonts.headingTransform).toBe('uppercase');
  });
});

import { BRANDS, BRAND_DISPLAY_NAMES, DEFAULT_BRAND, isBrand, resolveBrand } from './brands';
import { getBrand } from './brand-definition';

describe('brands', () => {
  it('are the four fictional brands, ardenne by default', () => {
    expect(BRANDS).toEqual(['ardenne', 'brabo', 'kempen', 'merel']);
    expect(DEFAULT_BRAND).toBe('ardenne');
    expect(new Set(Object.values(BRAND_DISPLAY_NAMES)).size).toBe(4);
  });

  it('resolve from the BRAND setting, forgiving case and spaces', () => {
    expect(resolveBrand('merel')).toBe('merel');
    expect(resolveBrand('  Kempen ')).toBe('kempen');
    expect(resolveBrand('BRABO')).toBe('brabo');
  });

  it('fall back to the default brand when unset or unknown', () => {
    expect(resolveBrand(undefined)).toBe('ardenne');
    expect(resolveBrand(null)).toBe('ardenne');
    expect(resolveBrand('')).toBe('ardenne');
    expect(resolveBrand('acme')).toBe('ardenne');
    expect(isBrand('acme')).toBe(false);
    expect(isBrand('merel')).toBe(true);
  });

  it('bundle name, tokens, logo and features', () => {
    const brabo = getBrand('brabo');
    expect(brabo.displayName).toBe('Brabo Bikes');
    expect(brabo.tokens.colors.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(brabo.logo).toContain('<title>Brabo Bikes</title>');
    expect(brabo.features.errorPageHomeButton).toBe(true);
  });
});

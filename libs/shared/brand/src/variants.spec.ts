import { BRANDS } from './brands';
import { BRAND_FEATURES, brandFeature, brandVariant } from './variants';

describe('brandVariant', () => {
  const variants = { default: 'rounded', brabo: 'square', merel: 'pill' };

  it('gives the brand its own variant, others the default', () => {
    expect(brandVariant('brabo', variants)).toBe('square');
    expect(brandVariant('merel', variants)).toBe('pill');
    expect(brandVariant('ardenne', variants)).toBe('rounded');
    expect(brandVariant('kempen', variants)).toBe('rounded');
  });

  it('keeps a falsy brand value instead of falling back', () => {
    expect(brandVariant('kempen', { default: true, kempen: false })).toBe(false);
    expect(brandVariant('kempen', { default: 'x', kempen: '' })).toBe('');
  });

  it('works with components as values', () => {
    const Default = () => null;
    const Brabo = () => null;
    expect(brandVariant('brabo', { default: Default, brabo: Brabo })).toBe(Brabo);
  });
});

describe('BRAND_FEATURES', () => {
  it('shows the error-page home button for exactly two brands (spec point 2)', () => {
    const withButton = BRANDS.filter((b) => brandFeature(b, 'errorPageHomeButton'));
    expect(withButton).toEqual(['brabo', 'merel']);
    expect(Object.keys(BRAND_FEATURES).sort()).toEqual([...BRANDS].sort());
  });
});

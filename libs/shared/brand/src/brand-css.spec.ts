import { brandCss, brandCssVariables } from './brand-css';
import { BRANDS } from './brands';
import { BREAKPOINTS, maxWidth, minWidth } from './breakpoints';

describe('BREAKPOINTS (spec point 9)', () => {
  it('are xs 420, sm 500, md 769, lg 960, xl 1200, xxl 1440', () => {
    expect(BREAKPOINTS).toEqual({ xs: 420, sm: 500, md: 769, lg: 960, xl: 1200, xxl: 1440 });
  });

  it('build media queries', () => {
    expect(minWidth('md')).toBe('(min-width: 769px)');
    expect(maxWidth('md')).toBe('(max-width: 768.98px)');
  });
});

describe('brandCss', () => {
  it('declares the tokens and breakpoints on :root', () => {
    const css = brandCss('ardenne');
    expect(css.startsWith(':root{')).toBe(true);
    expect(css.endsWith('}')).toBe(true);
    expect(css).toContain('--color-primary:#1f5136');
    expect(css).toContain('--color-on-primary:#ffffff');
    expect(css).toContain('--color-surface-alt:');
    expect(css).toContain('--font-body:system-ui');
    expect(css).toContain('--radius:6px');
    expect(css).toContain('--space-1:0.25rem');
    expect(css).toContain('--shadow:');
    for (const [name, px] of Object.entries(BREAKPOINTS)) expect(css).toContain(`--bp-${name}:${px}px`);
  });

  it('is well formed: one declaration per variable, no stray braces or semicolons in values', () => {
    for (const brand of BRANDS) {
      const vars = brandCssVariables(brand);
      for (const [name, value] of Object.entries(vars)) {
        expect(name).toMatch(/^--[a-z0-9-]+$/);
        expect(value).not.toMatch(/[{};]/);
        expect(value.trim()).not.toBe('');
      }
      const css = brandCss(brand);
      expect(css.match(/;/g)?.length).toBe(Object.keys(vars).length - 1);
    }
  });

  it('differs per brand', () => {
    expect(new Set(BRANDS.map(brandCss)).size).toBe(4);
    expect(brandCss('brabo')).toContain('--heading-transform:uppercase');
    expect(brandCss('kempen')).toContain('--font-body:"Iowan Old Style"');
  });
});

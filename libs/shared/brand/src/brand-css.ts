/**
 * A brand's tokens as CSS custom properties on :root. The shell puts brandCss(brand) in a
 * <style> in the server-rendered <head>, so the first paint already has the brand's look and
 * no remote ships brand CSS of its own.
 */
import { BREAKPOINTS } from './breakpoints';
import type { Brand } from './brands';
import { BRAND_TOKENS, type BrandColors } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom properties of a brand, in a stable order: '--color-primary' → '#1f5136', ... */
export function brandCssVariables(brand: Brand): Record<string, string> {
  const t = BRAND_TOKENS[brand];
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(t.colors) as [keyof BrandColors, string][]) {
    vars[`--color-${kebab(name)}`] = value;
  }
  vars['--font-body'] = t.fonts.body;
  vars['--font-heading'] = t.fonts.heading;
  vars['--font-mono'] = t.fonts.mono;
  vars['--font-size-base'] = t.fonts.baseSize;
  vars['--line-height'] = String(t.fonts.lineHeight);
  vars['--heading-weight'] = String(t.fonts.headingWeight);
  vars['--heading-transform'] = t.fonts.headingTransform;
  vars['--heading-letter-spacing'] = t.fonts.headingLetterSpacing;
  vars['--radius-sm'] = t.radius.sm;
  vars['--radius'] = t.radius.md;
  vars['--radius-lg'] = t.radius.lg;
  vars['--radius-pill'] = t.radius.pill;
  t.space.forEach((value, i) => (vars[`--space-${i}`] = value));
  vars['--shadow-sm'] = t.shadow.sm;
  vars['--shadow'] = t.shadow.md;
  vars['--shadow-lg'] = t.shadow.lg;
  for (const [name, px] of Object.entries(BREAKPOINTS)) vars[`--bp-${name}`] = `${px}px`;
  return vars;
}

/** ':root{--color-primary:#1f5136;...;--bp-xxl:1440px}' for the brand. */
export function brandCss(brand: Brand): string {
  const declarations = Object.entries(brandCssVariables(brand)).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

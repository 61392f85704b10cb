/**
 * @jest-environment jsdom
 */
import { BRANDS, BRAND_DISPLAY_NAMES } from './brands';
import { BRAND_LOGOS, brandLogo, logoDataUri } from './logos';

describe('logos', () => {
  it.each(BRANDS)('%s has an accessible SVG logo', (brand) => {
    const svg = brandLogo(brand);
    const name = BRAND_DISPLAY_NAMES[brand];
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(`role="img"`);
    expect(svg).toContain(`aria-label="${name}"`);
    expect(svg).toContain(`<title>${name}</title>`);
    // No ids: the logo can appear twice on a page.
    expect(svg).not.toMatch(/\sid="/);
    // No external resources.
    expect(svg).not.toMatch(/href=|url\(|<image|<script/);
  });

  it.each(BRANDS)('%s logo parses as SVG', (brand) => {
    const doc = new DOMParser().parseFromString(brandLogo(brand), 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('svg');
    expect(doc.querySelector('title')?.textContent).toBe(BRAND_DISPLAY_NAMES[brand]);
  });

  it('differs per brand', () => {
    expect(new Set(Object.values(BRAND_LOGOS)).size).toBe(4);
  });

  it('encodes as a data URI', () => {
    expect(logoDataUri('merel')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decodeURIComponent(logoDataUri('merel').split(',')[1])).toBe(brandLogo('merel'));
  });
});

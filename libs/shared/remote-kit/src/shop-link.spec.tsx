import { withPreview } from './shop-link';

describe('preview router', () => {
  it('keeps the preview flag on every navigation while preview is on', () => {
    expect(withPreview('/en_INT/bikes', true)).toBe('/en_INT/bikes?preview=true');
    expect(withPreview('/en_INT/shop?category=bikes#top', true)).toBe('/en_INT/shop?category=bikes&preview=true#top');
    expect(withPreview('/en_INT/shop?preview=true', true)).toBe('/en_INT/shop?preview=true');
    expect(withPreview('/en_INT/bikes', false)).toBe('/en_INT/bikes');
  });
});

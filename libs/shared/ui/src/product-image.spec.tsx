import { render } from '@testing-library/react';
import { ProductImage, imageSrcSet } from './product-image';

describe('imageSrcSet', () => {
  it('lists the three widths at quality 80 in the asked format', () => {
    expect(imageSrcSet('/media/bikes/road/a.svg')).toBe(
      '/media/bikes/road/a.svg?w=600&fm=webp&q=80 600w, /media/bikes/road/a.svg?w=1000&fm=webp&q=80 1000w, /media/bikes/road/a.svg?w=1800&fm=webp&q=80 1800w',
    );
    expect(imageSrcSet('/media/x.png', 'png')).toContain('/media/x.png?w=1000&fm=png&q=80 1000w');
    expect(imageSrcSet('/media/x.png?v=2', 'png')).toContain('/media/x.png?v=2&w=600&fm=png&q=80 600w');
  });

  it('leaves pictures it cannot resize alone', () => {
    expect(imageSrcSet('https://elsewhere.example/x.png')).toBe('');
    expect(imageSrcSet('data:image/svg+xml,<svg/>')).toBe('');
  });
});

describe('ProductImage', () => {
  it('renders a picture with a webp source and the svg itself as fallback, lazy by default', () => {
    const { container } = render(<ProductImage src="/media/a.svg" alt="Helix SL" width={1000} height={750} sizes="50vw" />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toContain('/media/a.svg?w=1800&fm=webp&q=80 1800w');
    expect(source.getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/media/a.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('alt')).toBe('Helix SL');
    expect(img.getAttribute('width')).toBe('1000');
    expect(img.getAttribute('height')).toBe('750');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('gives a raster picture png widths and loads a priority picture eagerly with high priority', () => {
    const { container } = render(<ProductImage src="/media/a.png" alt="" width={600} height={450} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/media/a.png?w=600&fm=png&q=80 600w');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders a plain img for a picture the media route cannot resize', () => {
    const { container } = render(<ProductImage src="data:image/svg+xml,%3Csvg%2F%3E" alt="x" width={10} height={10} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('width')).toBe('10');
  });
});

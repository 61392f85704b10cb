/**
 * Responsive product images (spec point 9: widths 600, 1000 and 1800 at quality 80).
 * The media route serves every `/media/...` picture as a raster on request
 * (`?w=600|1000|1800&fm=webp|png&q=80`), so the browser picks webp at the width it needs and
 * falls back to the original (an SVG scales by itself; other pictures get png widths).
 */
export const IMAGE_WIDTHS = [600, 1000, 1800] as const;
export const IMAGE_QUALITY = 80;
export type ImageFormat = 'webp' | 'png';

const isSvg = (src: string) => /\.svg($|[?#])/i.test(src);
/** Only our own media route can resize; a data: URI or a foreign address is used as it is. */
const isResizable = (src: string) => src.startsWith('/') && !src.startsWith('//');

/** `src?w=600&fm=webp&q=80 600w, ...1000w, ...1800w`, or '' when the picture cannot be resized. */
export function imageSrcSet(src: string, format: ImageFormat = 'webp'): string {
  if (!isResizable(src)) return '';
  const join = src.includes('?') ? '&' : '?';
  return IMAGE_WIDTHS.map((w) => `${src}${join}w=${w}&fm=${format}&q=${IMAGE_QUALITY} ${w}w`).join(', ');
}

export interface ProductImageProps {
  src: string;
  alt: string;
  /** Intrinsic size, always set so the layout does not shift while the picture loads. */
  width: number;
  height: number;
  /** How wide the picture is drawn, e.g. "(max-width: 960px) 100vw, 60vw". */
  sizes?: string;
  /**
   * The largest picture above the fold (LCP): fetched first, never lazy. One per page: the others
   * are lazy and wait for the first paint (the shell's image hold, issue 9).
   */
  priority?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, width, height, sizes = '100vw', priority = false, className }: ProductImageProps) {
  const webp = imageSrcSet(src, 'webp');
  const fallbackSet = isSvg(src) ? '' : imageSrcSet(src, 'png');
  const img = (
    <img
      src={src}
      srcSet={fallbackSet || undefined}
      sizes={fallbackSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!webp) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}

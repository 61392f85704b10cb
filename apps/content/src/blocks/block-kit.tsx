import type { ComponentType } from 'react';
import { useLocaleHref } from '@bike/shared/remote-kit';
import type { BlockFields, BlockType, ContentBlock, ContentImage } from '@bike/shared/domain/content-blocks';

/** What every block renderer gets: its own fields, the block (width, align, id), and whether it opens the page. */
export interface BlockProps<K extends BlockType> {
  fields: BlockFields[K];
  block: ContentBlock;
  first: boolean;
}

/** A group of renderers in one chunk (see block-registry.ts). */
export type BlockRenderers = { [K in BlockType]?: ComponentType<BlockProps<K>> };

/**
 * A content picture, lazy unless it opens the page. The seeded artwork is SVG (one file for
 * every width); a content service with raster images would add the spec's 600/1000/1800 srcset here.
 */
export function Img({ image, eager, sizes = '100vw', className }: { image?: (ContentImage & { width?: number | null; height?: number | null }) | null; eager?: boolean; sizes?: string; className?: string }) {
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width ?? 1800}
      height={image.height ?? 1000}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** Content links are written without locale ("/configurator"); they open under the current prefix. External ones stay. */
export function useContentHref() {
  const href = useLocaleHref();
  return (url?: string | null) => (!url ? '#' : /^https?:/.test(url) ? url : href(url.replace(/^\//, '')));
}

/** Rich text of the shop's own content service, edited by the content team (sanitised by the service on save). */
export function Html({ html }: { html?: string | null }) {
  return html ? <div className="prose" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

import { messageText, type Catalogue } from '@bike/shared/i18n';
import type { PageMeta } from '@bike/shared/remote-kit';

/**
 * Final title and description of a page: the page's own text, else its message ids translated
 * (`messages`: the shared catalogue with the page's remote's texts over it, ICU strings or
 * precompiled AST), the brand name appended to the title, and the brand's home description as
 * the last fallback so every page has a description for search engines.
 */
export function resolvePageMeta(meta: PageMeta | null | undefined, messages: Catalogue, brandName: string): PageMeta {
  const text = (id?: string) => (id ? messageText(messages[id])?.replace(/%BRAND%/g, brandName) || undefined : undefined);
  const baseTitle = meta?.title || text(meta?.titleKey) || '';
  const title = !baseTitle ? brandName : baseTitle.includes(brandName) ? baseTitle : `${baseTitle} – ${brandName}`;
  const description = meta?.description || text(meta?.descriptionKey) || text('page.home.description');
  return { ...meta, title, description };
}

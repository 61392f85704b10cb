import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { overlayMessages, PageIntlProvider, type Catalogue } from '@bike/shared/i18n';
import { galleryCatalogue } from './gallery-catalogue';

/**
 * The gallery's own texts (./messages/<language>.ts): loaded with the gallery's code, not with the
 * bike page (issue 9's first-load budget), and drawn over the page's own texts.
 */
const loaded = new Map<string, Catalogue>();

/** A language's gallery texts, kept for every later gallery of the visit. */
export function loadGalleryTexts(language: string): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  return galleryCatalogue(language).then((texts) => void loaded.set(language, texts));
}

export function GalleryTexts({ language, children }: { language: string; children: ReactNode }) {
  const intl = useIntl();
  const texts = loaded.get(language);
  return texts ? <PageIntlProvider messages={overlayMessages(intl.messages as Catalogue, texts)}>{children}</PageIntlProvider> : <>{children}</>;
}

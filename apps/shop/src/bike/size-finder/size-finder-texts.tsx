import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { overlayMessages, PageIntlProvider, type Catalogue } from '@bike/shared/i18n';
import { sizeFinderCatalogue } from './size-finder-catalogue';

/**
 * The size finder's own texts (./messages/<language>.ts, through size-finder-catalogue.ts): loaded
 * with the finder's code when the rider opens it, not with the bike page (issue 9's first-load
 * budget); only its title, "Find my size", is in the page's texts. The finder is drawn once they
 * are here (loadSizeFinder awaits them), with them over the page's own.
 */
const loaded = new Map<string, Catalogue>();

/** A language's finder texts, kept for every later finder of the visit. */
export function loadSizeFinderTexts(language: string): Promise<void> {
  return sizeFinderCatalogue(language).then((texts) => void loaded.set(language, texts));
}

/** What it wraps, with the finder's texts of the page's language over the page's own. */
export function SizeFinderTexts({ language, children }: { language: string; children: ReactNode }) {
  const intl = useIntl();
  const texts = loaded.get(language);
  return texts ? <PageIntlProvider messages={overlayMessages(intl.messages as Catalogue, texts)}>{children}</PageIntlProvider> : <>{children}</>;
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BlockType } from '@bike/shared/domain/content-blocks';
import { overlayMessages, PageIntlProvider, type Catalogue } from '@bike/shared/i18n';
import { blockCatalogue } from './block-catalogue';

/**
 * The words of the blocks that have some of their own (a platform's link, a concept's code, the
 * prize draw, the custom forms) and of the style guide: a catalogue of their own
 * (./messages/<language>.ts), loaded with a page only when it holds such a block, so the other
 * content pages carry none of it.
 */
export const BLOCKS_WITH_TEXTS: ReadonlySet<BlockType> = new Set<BlockType>(['platform', 'configuration', 'prizeForm', 'customComponent']);

const load = blockCatalogue;

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();

/** Loads a language's block texts once (the same promise for every caller). */
export function loadBlockTexts(language: string): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    promise = load(language).then((texts) => void loaded.set(language, texts));
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/** Whether a language's block texts are here. */
export const hasBlockTexts = (language: string): boolean => loaded.has(language);

/** The block texts over the page's own, for what is inside (the page's texts when they have not loaded). */
export function BlockTexts({ language, children }: { language: string; children: ReactNode }) {
  const intl = useIntl();
  const texts = loaded.get(language);
  return texts ? <PageIntlProvider messages={overlayMessages(intl.messages as Catalogue, texts)}>{children}</PageIntlProvider> : <>{children}</>;
}

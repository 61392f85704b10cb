import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { overlayMessages, PageIntlProvider, type Catalogue } from '@bike/shared/i18n';
import { useShop } from '@bike/shared/remote-kit';
import { blockCatalogue } from './block-catalogue';

/**
 * The words of the blocks that have some of their own (a platform's link, a concept's code, the
 * prize draw, the custom forms) and of the style guide: a catalogue of their own
 * (./messages/<language>.ts), loaded with a page only when it holds such a block, so the other
 * content pages carry none of it. Imported by the block groups that need it and, on demand, by
 * the registry (block-registry.ts: BLOCKS_WITH_TEXTS, whenReady).
 */

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

/** A block renderer drawn with the block texts over the page's own (loaded before it renders: block-registry's whenReady). */
export function withBlockTexts<P extends object>(Renderer: ComponentType<P>): ComponentType<P> {
  return function WithBlockTexts(props: P) {
    const intl = useIntl();
    const { language } = useShop();
    const texts = loaded.get(language);
    const rendered = <Renderer {...props} />;
    return texts ? <PageIntlProvider messages={overlayMessages(intl.messages as Catalogue, texts)}>{rendered}</PageIntlProvider> : rendered;
  };
}

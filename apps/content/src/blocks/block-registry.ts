/**
 * Where each block kind's renderer lives: kinds are grouped in chunks a page loads only when it
 * holds such a block. A page's loader preloads the groups of its blocks (preloadBlocks), so the
 * server renders every block and a navigation in the browser shows the page whole. On the first
 * page of a visit the blocks keep the server's HTML and their groups are not downloaded at all,
 * except for the few kinds that do something in the browser (MixedContent).
 */
import type { ComponentType } from 'react';
import type { BlockType } from '@bike/shared/domain/content-blocks';
import type { BlockProps, BlockRenderers } from './block-kit';

type Group = () => Promise<{ renderers: BlockRenderers }>;

const text: Group = () => import('./text-blocks');
const banners: Group = () => import('./banner-blocks');
const media: Group = () => import('./media-blocks');
const lists: Group = () => import('./list-blocks');
const shop: Group = () => import('./shop-blocks');
const forms: Group = () => import('./form-blocks');
const custom: Group = () => import('./custom-blocks');

/** Every kind of spec point 3 and its group. A kind without an entry does not compile. */
export const BLOCK_GROUPS: Record<BlockType, Group> = {
  spacing: text,
  emptydiv: text,
  sectionTitle: text,
  heading: text,
  contentText: text,
  highlightedText: text,
  collapseText: text,
  textWithBackground: text,
  quote: text,
  button: text,
  imageBanner: banners,
  shrinkingBanner: banners,
  stickyBanner: banners,
  videoBanner: banners,
  image: media,
  video: media,
  imageWithTextAndLinkOnSide: media,
  imageGallery: media,
  photoGallery: media,
  cards: lists,
  highlights: lists,
  presentation: lists,
  timeline: lists,
  bike: shop,
  platform: shop,
  configuration: shop,
  personality: shop,
  newsletter: forms,
  prizeForm: forms,
  customComponent: custom,
};

/** Whether the shop knows this kind (the registry's keys are spec point 3's list). */
export const isKnownBlock = (type: string): type is BlockType => Object.hasOwn(BLOCK_GROUPS, type);

const loaded: BlockRenderers = {};
const loading = new Map<Group, Promise<void>>();

function loadGroup(group: Group): Promise<void> {
  let promise = loading.get(group);
  if (!promise) {
    promise = group().then((module) => void Object.assign(loaded, module.renderers));
    // A failed chunk (offline) may be asked for again on the next page.
    promise.catch(() => loading.delete(group));
    loading.set(group, promise);
  }
  return promise;
}

/**
 * Kinds with words of their own (a platform's link, a concept's code, the prize draw, the custom
 * forms): their texts are a catalogue of their own (block-texts.tsx), loaded with them, and their
 * renderers wrap themselves in it (withBlockTexts).
 */
export const BLOCKS_WITH_TEXTS: ReadonlySet<BlockType> = new Set<BlockType>(['platform', 'configuration', 'prizeForm', 'customComponent']);
// Which languages' texts are here: block-texts.tsx keeps the texts, but it is loaded on demand, so
// the registry (in every content page's first load) keeps this small set itself.
const textsLoaded = new Set<string>();
const textsLoading = new Map<string, Promise<void>>();

function loadTexts(language: string): Promise<void> {
  let promise = textsLoading.get(language);
  if (!promise) {
    promise = import('./block-texts').then((m) => m.loadBlockTexts(language)).then(() => void textsLoaded.add(language));
    promise.catch(() => textsLoading.delete(language));
    textsLoading.set(language, promise);
  }
  return promise;
}

/** The renderer of a kind, when it can draw in this language: its group is here, and its texts if it has some. */
export function rendererOf(type: BlockType, language?: string): ComponentType<BlockProps<BlockType>> | undefined {
  if (language !== undefined && BLOCKS_WITH_TEXTS.has(type) && !textsLoaded.has(language)) return undefined;
  return loaded[type] as ComponentType<BlockProps<BlockType>> | undefined;
}

/** Resolves once the kind's group is here (the same promise for every block of a group). */
export function whenLoaded(type: BlockType): Promise<void> {
  return loadGroup(BLOCK_GROUPS[type]);
}

/** Resolves once a block of this kind can render in this language: its group, and its texts if it has some. */
export function whenReady(type: BlockType, language: string): Promise<void> {
  return BLOCKS_WITH_TEXTS.has(type) ? Promise.all([whenLoaded(type), loadTexts(language)]).then(() => undefined) : whenLoaded(type);
}

/** Loads what a page's blocks need (groups and texts), in parallel; unknown kinds need nothing. */
export async function preloadBlocks(blocks: ReadonlyArray<{ blockType: string }>, language: string): Promise<void> {
  const types = new Set(blocks.map((b) => b.blockType).filter(isKnownBlock));
  await Promise.all([...types].map((type) => whenReady(type, language)));
}

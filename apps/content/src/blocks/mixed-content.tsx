import { lazy, memo, Suspense, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockType, ContentBlock } from '@bike/shared/domain/content-blocks';
import { useShop } from '@bike/shared/remote-kit';
import type { ContentBlock as ServedBlock } from '../content-queries';
import type { BlockProps } from './block-kit';
import { isKnownBlock, rendererOf, whenReady } from './block-registry';
import { BLOCKS_WITH_TEXTS, BlockTexts, hasBlockTexts } from './block-texts';

/** Kinds already reported, so a page of many unknown blocks logs each kind once per process or tab. */
const reported = new Set<string>();

/** An unknown kind is the content team's work ahead of the code: skipped, and said in the log, never a crash. */
function reportUnknown(type: string): void {
  if (reported.has(type)) return;
  reported.add(type);
  console.warn(`[content] skipped a block of unknown type "${String(type).slice(0, 60)}"`);
}

/** Kinds that do something in the browser after they are drawn: these hydrate (the others are HTML only). */
const INTERACTIVE: ReadonlySet<BlockType> = new Set<BlockType>(['videoBanner']);

/**
 * Renders the content service's mixedContent blocks (spec point 3), each by the component of its
 * kind (block-registry.ts), in a wrapper that carries the block's width, alignment and animation
 * (animations are CSS, off for visitors who ask for reduced motion). The service has already
 * dropped blocks whose allowedCountries leave out the visitor's country.
 */
export function MixedContent({ blocks }: { blocks: ReadonlyArray<ServedBlock> }) {
  return (
    <div className="mixed-content">
      {blocks.map((block, index) => {
        if (!isKnownBlock(block.blockType)) {
          reportUnknown(block.blockType);
          return null;
        }
        return <BlockSlot key={block.id} type={block.blockType} block={block as ContentBlock} first={index === 0} />;
      })}
    </div>
  );
}

type Renderer = ComponentType<BlockProps<BlockType>>;
const Nothing: Renderer = () => null;
const waiting = new Map<string, LazyExoticComponent<Renderer>>();

/** The kind's renderer as a lazy component, for a block whose group (or texts) has not arrived yet. */
function lazyRenderer(type: BlockType, language: string): LazyExoticComponent<Renderer> {
  const key = `${type}:${language}`;
  let component = waiting.get(key);
  if (!component) {
    component = lazy(() => whenReady(type, language).then(() => ({ default: rendererOf(type) ?? Nothing })));
    waiting.set(key, component);
  }
  return component;
}

/**
 * Suspends for good. Inside a Suspense boundary that the server filled, it keeps that boundary
 * dehydrated: React leaves the server's HTML exactly as it is (same nodes, typed text, the
 * painted hero image) and never asks for the block's renderer.
 */
const never = new Promise<never>(() => undefined);
function ServerHtml(): null {
  throw never;
}

const noSubscription = () => () => undefined;
/** True while React hydrates the server's HTML (the server snapshot), false in any later render. */
const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);

/**
 * One block in its wrapper. On the server, and in the browser after a navigation (the page's
 * loader preloaded its blocks), the block's renderer draws it. On the first page of a visit a
 * block that only shows things keeps the server's HTML as it is: its renderer is never
 * downloaded (issue 9: parts of a page that never change need not carry their code). A block
 * that does something (a film that starts playing) hydrates once its group has arrived.
 */
const BlockSlot = memo(function BlockSlot({ type, block, first }: { type: BlockType; block: ContentBlock; first: boolean }) {
  const { language } = useShop();
  const needsTexts = BLOCKS_WITH_TEXTS.has(type);
  const ready = needsTexts ? hasBlockTexts(language) && rendererOf(type) : rendererOf(type);
  const hydrating = useHydrating();
  // Decided once, at the block's first render: a later render never swaps its HTML away.
  const [keepServerHtml] = useState(() => hydrating && !ready && !INTERACTIVE.has(type));
  // One element for the block's whole life: a boundary that waits for hydration must never see new props.
  const [island] = useState(() => (keepServerHtml ? <Suspense fallback={null}><ServerHtml /></Suspense> : null));
  const className = [
    'block',
    `block--${type}`,
    `block--width-${block.width ?? 'default'}`,
    `block--align-${block.align ?? 'left'}`,
    block.animation && block.animation !== 'none' ? `block--anim-${block.animation}` : '',
  ].join(' ').trim();
  if (island) return <div className={className}>{island}</div>;
  const Renderer = ready || lazyRenderer(type, language);
  const rendered = <Renderer fields={block.fields as never} block={block} first={first} />;
  return (
    <div className={className}>
      <Suspense fallback={null}>{needsTexts ? <BlockTexts language={language}>{rendered}</BlockTexts> : rendered}</Suspense>
    </div>
  );
});

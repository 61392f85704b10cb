import { lazy, memo, Suspense, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockType, ContentBlock } from '@bike/shared/domain/content-blocks';
import { useShop } from '@bike/shared/remote-kit';
import type { ContentBlock as ServedBlock } from '../content-queries';
import type { BlockProps } from './block-kit';
import { isKnownBlock, rendererOf, whenReady } from './block-registry';

/** Kinds already reported, so a page of many unknown blocks logs each kind once per process or tab. */
const reported = new Set<string>();

/** An unknown kind is the content team's work ahead of the code: skipped, and said in the log, never a crash. */
function reportUnknown(type: string): void {
  if (reported.has(type)) return;
  reported.add(type);
  console.warn(`[content] skipped a block of unknown type "${String(type).slice(0, 60)}"`);
}

/**
 * Renders the content service's mixedContent blocks (spec point 3), each by the component of its
 * kind (block-registry.ts), in a wrapper that carries the block's width, alignment and animation
 * (animations are CSS, off for visitors who ask for reduced motion). The service has already
 * dropped blocks whose allowedCountries leave out the visitor's country.
 */
/**
 * `belowHero`: the page already opens with its own picture (an article's hero), so no block is
 * "first" (the one eager, high-priority picture of the page; issue 9).
 */
export function MixedContent({ blocks, belowHero = false }: { blocks: ReadonlyArray<ServedBlock>; belowHero?: boolean }) {
  return (
    <div className="mixed-content">
      {blocks.map((block, index) => {
        if (!isKnownBlock(block.blockType)) {
          reportUnknown(block.blockType);
          return null;
        }
        return <BlockSlot key={block.id} type={block.blockType} block={block as ContentBlock} first={index === 0 && !belowHero} />;
      })}
    </div>
  );
}

type Renderer = ComponentType<BlockProps<BlockType>>;
const Nothing: Renderer = () => null;
/**
 * Resolves once the shell has hydrated the page: it sets `data-hydrated` on <html> and sends a
 * `shop:hydrated` event (apps/shell/src/bootstrap.tsx, afterHydration).
 */
export function whenShellHydrated(): Promise<void> {
  if (document.documentElement.dataset['hydrated'] === 'true') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('shop:hydrated', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has loaded, the shell has hydrated it and the browser is idle (at most
 * 3 s later). Also when the contact and fitting forms hydrate (contact-forms/deferred-hydration.tsx).
 */
export function whenIdle(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  // Two frames after hydration: the page has painted as interactive before any block code is asked for.
  const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  const idle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 200)));
  return Promise.all([loaded, whenShellHydrated()]).then(frames).then(idle);
}

const waiting = new Map<string, LazyExoticComponent<Renderer>>();

/**
 * The kind's renderer as a lazy component, fetched once the browser is idle after hydration:
 * until then the server's HTML stays as it is. (After a navigation the page's loader has
 * preloaded the renderers; this is then only the fallback of a failed preload.)
 */
function lazyRenderer(type: BlockType, language: string): LazyExoticComponent<Renderer> {
  const key = `${type}:${language}`;
  let component = waiting.get(key);
  if (!component) {
    component = lazy(() => whenIdle().then(() => whenReady(type, language)).then(() => ({ default: rendererOf(type, language) ?? Nothing })));
    waiting.set(key, component);
  }
  return component;
}

const noSubscription = () => () => undefined;
/** True while React hydrates the server's HTML (the server snapshot), false in any later render. */
const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);

/**
 * One block in its wrapper. On the server, and in the browser after a navigation (the page's
 * loader preloaded its blocks), the block's renderer draws it. On the first page of a visit the
 * block's Suspense boundary stays dehydrated, the server's HTML untouched (the same nodes, text
 * typed into a form, the hero picture already painted), until the browser is idle: only then is
 * its renderer downloaded and the block hydrated (issue 9: nothing of it delays the page).
 */
const BlockSlot = memo(function BlockSlot({ type, block, first }: { type: BlockType; block: ContentBlock; first: boolean }) {
  const { language } = useShop();
  const ready = rendererOf(type, language);
  const hydrating = useHydrating();
  // Decided once, at the block's first render: a later render never swaps its HTML away.
  // One element for the block's whole life when it waits to hydrate: a dehydrated boundary that
  // sees new props is rendered again in the browser, which would blank it until its code arrives.
  const [island] = useState(() => {
    if (!hydrating || ready) return null;
    const Idle = lazyRenderer(type, language);
    return <Suspense fallback={null}><Idle fields={block.fields as never} block={block} first={first} /></Suspense>;
  });
  const className = [
    'block',
    `block--${type}`,
    `block--width-${block.width ?? 'default'}`,
    `block--align-${block.align ?? 'left'}`,
    block.animation && block.animation !== 'none' ? `block--anim-${block.animation}` : '',
  ].join(' ').trim();
  if (island) return <div className={className}>{island}</div>;
  const Renderer = ready || lazyRenderer(type, language);
  return (
    <div className={className}>
      <Suspense fallback={null}><Renderer fields={block.fields as never} block={block} first={first} /></Suspense>
    </div>
  );
});

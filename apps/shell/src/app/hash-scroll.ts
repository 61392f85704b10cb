import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Hash targets (spec points 2 and 9): scroll smoothly to the element. Offset from the `offset`
 * query parameter, else the element's `scroll-offset` attribute, else the height of the in-page
 * menu, else 50 px. Layout may still move (images, remote chunks), so wait up to 800 ms for 6
 * stable frames, scroll, then correct at about 120, 650 and 1200 ms. In-page menu scroll
 * tracking is muted meanwhile (body[data-scroll-muted]) and re-enabled after 160 ms of idle.
 */
export const DEFAULT_SCROLL_OFFSET = 50;
export const SETTLE_MAX_MS = 800;
export const STABLE_FRAMES = 6;
export const CORRECTIONS_MS = [120, 650, 1200];
export const SCROLL_IDLE_MS = 160;

export function scrollOffsetFor(element: Element, search: URLSearchParams, doc: Document): number {
  const fromQuery = Number(search.get('offset'));
  if (search.has('offset') && Number.isFinite(fromQuery)) return fromQuery;
  const fromAttribute = Number(element.getAttribute('scroll-offset'));
  if (element.hasAttribute('scroll-offset') && Number.isFinite(fromAttribute)) return fromAttribute;
  const inPageMenu = doc.querySelector('[data-in-page-menu]');
  if (inPageMenu) return inPageMenu.getBoundingClientRect().height;
  return DEFAULT_SCROLL_OFFSET;
}

function waitForStableLayout(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let last = element.getBoundingClientRect().top;
    let stable = 0;
    const tick = () => {
      const top = element.getBoundingClientRect().top;
      stable = Math.abs(top - last) < 1 ? stable + 1 : 0;
      last = top;
      if (stable >= STABLE_FRAMES || performance.now() - started > SETTLE_MAX_MS) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export function useHashScroll() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const element = document.getElementById(id);
    if (!element) return;
    const search = new URLSearchParams(location.search);
    const timers: number[] = [];
    let cancelled = false;
    const scrollTo = (behavior: ScrollBehavior) => {
      const offset = scrollOffsetFor(element, search, document);
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - offset, behavior });
    };
    document.body.dataset['scrollMuted'] = 'true';
    waitForStableLayout(element).then(() => {
      if (cancelled) return;
      scrollTo('smooth');
      for (const at of CORRECTIONS_MS) timers.push(window.setTimeout(() => scrollTo('auto'), at));
      timers.push(window.setTimeout(() => delete document.body.dataset['scrollMuted'], CORRECTIONS_MS[CORRECTIONS_MS.length - 1] + SCROLL_IDLE_MS));
    });
    return () => {
      cancelled = true;
      timers.forEach((t) => window.clearTimeout(t));
      delete document.body.dataset['scrollMuted'];
    };
  }, [location.key, location.hash, location.search]);
}

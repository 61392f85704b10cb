import { Suspense, type ComponentType } from 'react';

/**
 * A part of the bike page whose code stays out of the page's first load (issue 9: the page is at
 * its budget). The server renders it: the page's loader awaits `preload`. On the first page of a
 * visit its HTML stays as the server wrote it (a suspended boundary keeps it) until the shell has
 * hydrated the page and the browser is idle; only then is its code fetched and the part hydrated
 * in place. After a navigation in the browser the loader has it in place already. Its props are
 * the loader's data and do not change meanwhile. (The content remote's deferred-hydration.tsx does
 * the same for its forms; this one is smaller, for a page with 0.1 KiB to spare.)
 */
export function deferredPart<P extends { language: string }>(load: (language: string) => Promise<ComponentType<P>>) {
  let Part: ComponentType<P> | null = null;
  let waiting: Promise<void> | null = null;
  const preload = (language: string): Promise<void> => load(language).then((part) => void (Part = part));
  /** The shell says on <html> when it has hydrated the page; then the browser's first idle moment. */
  const idle = (language: string) =>
    new Promise<void>((resolve) => {
      const check = () => (document.documentElement.dataset['hydrated'] ? (self.requestIdleCallback ?? setTimeout)(() => resolve()) : setTimeout(check, 99));
      check();
    }).then(() => preload(language));
  function Waiting(props: P) {
    if (Part) return <Part {...props} />;
    // A server whose load failed renders the page without it.
    if (typeof document === 'undefined') return null;
    throw (waiting ??= idle(props.language));
  }
  const Slot = (props: P) => (
    <Suspense fallback={null}>
      <Waiting {...props} />
    </Suspense>
  );
  return { Slot, preload };
}

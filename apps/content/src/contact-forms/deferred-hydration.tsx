import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { whenIdle } from '../blocks/mixed-content';

const noSubscription = () => () => undefined;
/** True while React hydrates the server's HTML (the server snapshot), false in any later render. */
const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);

/**
 * A part of a page whose code stays out of the page's first load (issue 9: the forms' schema,
 * validation and captcha weigh about 17 KiB gzip), as the content blocks do: the page's loader
 * calls `preload`, so the server renders the part and a navigation in the browser shows it at
 * once; on the first page of a visit its Suspense boundary stays dehydrated (the server's HTML as
 * it is, the send button visibly inactive) until the browser is idle after hydration, and only
 * then is its code fetched and the part hydrated. Its props must not change meanwhile (a
 * dehydrated boundary given new props is rendered anew, blank until its code arrives): give the
 * part the loader's data and a `key` that changes with it.
 */
export function deferredHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const remember = () => load().then((module) => (loaded = module.default));
  const preload = async (): Promise<void> => {
    await remember();
  };
  // After a navigation whose preload failed: fetched at once.
  const Now = lazy(() => remember().then((component) => ({ default: component })));
  // The first page of a visit: fetched once the browser is idle after hydration.
  const Idle = lazy(() => whenIdle().then(remember).then((component) => ({ default: component })));

  function Deferred(props: P) {
    const hydrating = useHydrating();
    // One element for the part's whole life when it waits to hydrate, made at its first render:
    // a later render (this hook's own, once hydrated) then hands React the very same element,
    // which leaves the dehydrated boundary alone instead of rendering it anew.
    const [island] = useState(() =>
      hydrating && !loaded ? (
        <Suspense fallback={null}>
          <Idle {...props} />
        </Suspense>
      ) : null,
    );
    if (island) return island;
    const Component = loaded ?? Now;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return { Deferred, preload };
}

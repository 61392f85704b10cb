import { lazy, Suspense } from 'react';
import { consentAtom, storageRestoredAtom, useAtomValue } from '@bike/shared/store';

export interface RecentlyViewedProps {
  /** The strip's heading, in the page's language (the owning remote's text). */
  heading: string;
  /** The bike on screen: remembered, and left out of the strip. */
  current?: { id: string; title: string; image?: string } | null;
  className?: string;
}

const Strip = lazy(() => import('./recently-viewed-strip'));

/**
 * "Recently viewed" for a page (issue 35 item 4). Renders nothing on the server and while
 * hydrating (the store is restored from storage after hydration), nor without functional consent;
 * only then does it load the strip, so no page's first load carries it and the server HTML never
 * changes. Withdrawing consent unmounts the strip (the shell clears the stored lists).
 */
export function RecentlyViewed(props: RecentlyViewedProps) {
  const restored = useAtomValue(storageRestoredAtom);
  const { functional } = useAtomValue(consentAtom);
  if (!restored || !functional) return null;
  return (
    <Suspense fallback={null}>
      <Strip {...props} />
    </Suspense>
  );
}

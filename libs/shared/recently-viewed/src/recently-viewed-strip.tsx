import { useEffect, useId, useState } from 'react';
import { consentAtom, useAtomValue } from '@bike/shared/store';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';
import { syncRecentlyViewed, type RecentlyViewedEntry } from './rules';
import type { RecentlyViewedProps } from './recently-viewed';

/**
 * The strip itself, loaded by <RecentlyViewed> only in the browser, after the store is restored
 * and with functional consent: reads this brand's list from storage, remembers the bike on screen
 * (`current`) and shows the others, most recent first, as links to their pages. Nothing until
 * there is something to show.
 */
export default function RecentlyViewedStrip({ heading, current, className }: RecentlyViewedProps) {
  const { brand } = useShop();
  const { functional } = useAtomValue(consentAtom);
  const [list, setList] = useState<RecentlyViewedEntry[]>([]);
  const headingId = useId();
  const currentId = current?.id;
  const currentTitle = current?.title;
  const currentImage = current?.image;

  useEffect(() => {
    const viewed = currentId && currentTitle ? { id: currentId, title: currentTitle, image: currentImage } : null;
    setList(syncRecentlyViewed(window.localStorage, { brand, functional, viewed }));
  }, [brand, functional, currentId, currentTitle, currentImage]);

  const shown = list.filter((e) => e.id !== currentId);
  if (shown.length === 0) return null;
  return (
    <section className={['recently-viewed', className].filter(Boolean).join(' ')} aria-labelledby={headingId} data-testid="recently-viewed">
      <h2 id={headingId} className="recently-viewed__title">{heading}</h2>
      <ul className="recently-viewed__list">
        {shown.map((e) => (
          <li key={e.id} className="recently-viewed__item">
            <ShopLink to={`bikes/${encodeURIComponent(e.id)}`} className="recently-viewed__link">
              <span className="recently-viewed__media">
                {e.image && <ProductImage src={e.image} alt="" width={880} height={496} sizes="(max-width: 600px) 45vw, 220px" />}
              </span>
              <span className="recently-viewed__name">{e.title}</span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

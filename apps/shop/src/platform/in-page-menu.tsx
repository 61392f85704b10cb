import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

export interface InPageSection {
  id: string;
  label: string;
}

/**
 * Sticky in-page menu of the platform page (spec point 2). Links are hash links, so the shell's
 * hash scroll takes the offset from this menu (data-in-page-menu). The current section is
 * tracked while scrolling, but not while the shell scrolls to a hash (body[data-scroll-muted]).
 */
export function InPageMenu({ sections, label }: { sections: InPageSection[]; label: string }) {
  const location = useLocation();
  const [active, setActive] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const [top, setTop] = useState<number | undefined>(undefined);

  // Stick just below the shop's sticky header, whatever its height on this screen.
  useEffect(() => {
    const header = document.querySelector('.shop-header');
    if (!header) return undefined;
    const measure = () => setTop(Math.round(header.getBoundingClientRect().height));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(header);
    return () => observer?.disconnect();
  }, []);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        if (document.body.dataset['scrollMuted']) return;
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting ? entry.boundingClientRect.top : Number.POSITIVE_INFINITY);
        const current = sections.find((s) => Number.isFinite(visible.get(s.id) ?? Number.POSITIVE_INFINITY));
        if (current) setActive(current.id);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const section of sections) {
      const el = document.getElementById(section.id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [sections]);

  // Keep the active link visible in the horizontally scrolling menu on phones.
  useEffect(() => {
    const link = active ? nav.current?.querySelector<HTMLElement>(`[data-section="${active}"]`) : null;
    if (link && nav.current) nav.current.scrollLeft = link.offsetLeft - nav.current.clientWidth / 2 + link.offsetWidth / 2;
  }, [active]);

  if (sections.length === 0) return null;
  return (
    <nav ref={nav} className="platform-menu" aria-label={label} data-in-page-menu="" style={top === undefined ? undefined : { top }}>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <Link
              to={{ pathname: location.pathname, search: location.search, hash: s.id }}
              preventScrollReset
              data-section={s.id}
              aria-current={active === s.id ? 'location' : undefined}
              onClick={() => setActive(s.id)}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

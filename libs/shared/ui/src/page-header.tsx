import type { ReactNode } from 'react';

/** The heading block every page opens with; the h1 is the page's main heading. */
export function PageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </header>
  );
}

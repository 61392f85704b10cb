import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

export function ErrorBox({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="error-box" role="alert">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** Placeholder blocks while a page's data loads; hidden from screen readers, which get the label. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="container page" aria-busy="true">
      <span className="visually-hidden" role="status">{label}</span>
      <div aria-hidden="true">
        <div className="skeleton" style={{ height: 44, width: '40%', marginBottom: 16 }} />
        <div className="skeleton" style={{ height: 18, width: '65%', marginBottom: 32 }} />
        <div className="grid">
          {[0, 1, 2].map((i) => <div key={i} className="skeleton" style={{ height: 240 }} />)}
        </div>
      </div>
    </div>
  );
}

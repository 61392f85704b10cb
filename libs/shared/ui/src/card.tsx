import type { ReactNode } from 'react';

export interface CardProps {
  title: ReactNode;
  image?: { src: string; alt: string; width?: number; height?: number };
  meta?: ReactNode;
  badge?: string;
  children?: ReactNode;
  /** Below-the-fold cards load their image lazily. */
  eager?: boolean;
}

export function Card({ title, image, meta, badge, children, eager }: CardProps) {
  return (
    <article className="card">
      {image && (
        <div className="card__media">
          <img src={image.src} alt={image.alt} width={image.width ?? 600} height={image.height ?? 450} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </div>
      )}
      <div className="card__body">
        {badge && <span className="badge">{badge}</span>}
        <h3 className="card__title">{title}</h3>
        {meta && <p className="card__meta">{meta}</p>}
        {children}
      </div>
    </article>
  );
}

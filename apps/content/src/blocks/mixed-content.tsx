import type { ReactNode } from 'react';
import { useLocaleHref } from '@bike/shared/remote-kit';
import type { ContentBlock, ContentImage } from '../content-queries';
import { NewsletterBlock } from './newsletter-block';

/**
 * Renders the content service's mixedContent blocks (spec point 3). Unknown block kinds render
 * nothing rather than breaking the page, so the content team can add kinds ahead of the code.
 */
export function MixedContent({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="mixed-content">
      {blocks.map((block, index) => (
        <div key={block.id} className={`block block--${block.blockType} block--width-${block.width ?? 'normal'} block--align-${block.align ?? 'left'}`}>
          <Block block={block} first={index === 0} />
        </div>
      ))}
    </div>
  );
}

function Img({ image, eager, sizes = '100vw' }: { image?: ContentImage | null; eager?: boolean; sizes?: string }) {
  if (!image) return null;
  return <img src={image.url} alt={image.alt} width={image.width ?? 1800} height={image.height ?? 1000} loading={eager ? 'eager' : 'lazy'} decoding="async" sizes={sizes} />;
}

function useContentHref() {
  const href = useLocaleHref();
  // Content links are written without locale ("/configurator"); they open under the current prefix.
  return (url?: string) => (!url ? '#' : /^https?:/.test(url) ? url : href(url.replace(/^\//, '')));
}

function Html({ html }: { html?: string }) {
  // Content comes from the shop's own content service, edited by the content team.
  return html ? <div className="prose" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

function Block({ block, first }: { block: ContentBlock; first: boolean }): ReactNode {
  const f = block.fields ?? {};
  const link = useContentHref();
  switch (block.blockType) {
    case 'imageBanner':
    case 'shrinkingBanner':
    case 'videoBanner':
      return (
        <section className="hero content-hero">
          <Img image={f.image} eager={first} />
          <div className="hero__inner">
            {first ? <h1>{f.title}</h1> : <h2>{f.title}</h2>}
            {f.subtitle && <p>{f.subtitle}</p>}
            {f.buttonText && <a className="btn" href={link(f.buttonUrl)}>{f.buttonText}</a>}
          </div>
        </section>
      );
    case 'stickyBanner':
      return (
        <aside className="sticky-banner container">
          <p>{f.text}</p>
          {f.buttonText && <a className="btn btn--small" href={link(f.buttonUrl)}>{f.buttonText}</a>}
        </aside>
      );
    case 'sectionTitle':
      return <h2 className="container section-title">{f.title}</h2>;
    case 'heading':
      return f.level === 1 ? <h1 className="container">{f.text}</h1> : <h2 className="container">{f.text}</h2>;
    case 'contentText':
      return <div className="container"><Html html={f.html} /></div>;
    case 'highlightedText':
      return <p className="container highlighted-text">{f.text}</p>;
    case 'spacing':
    case 'emptydiv':
      return <div id={f.anchor} className={`spacing spacing--${f.size ?? 'md'}`} aria-hidden="true" />;
    case 'highlights':
      return (
        <section className="container highlights">
          {f.title && <h2>{f.title}</h2>}
          <ul>
            {(f.items ?? []).map((item: { title: string; text: string }) => (
              <li key={item.title}><h3>{item.title}</h3><p>{item.text}</p></li>
            ))}
          </ul>
        </section>
      );
    case 'cards':
      return (
        <section className="container">
          {f.title && <h2>{f.title}</h2>}
          <div className="grid">
            {(f.cards ?? f.items ?? []).map((card: { title: string; text?: string; description?: string; image?: ContentImage; url?: string; buttonUrl?: string }) => (
              <a key={card.title} className="card card--link" href={link(card.url ?? card.buttonUrl)}>
                {card.image && <div className="card__media"><Img image={card.image} sizes="(min-width: 960px) 33vw, 100vw" /></div>}
                <div className="card__body">
                  <h3 className="card__title">{card.title}</h3>
                  {(card.text ?? card.description) && <p className="card__meta">{card.text ?? card.description}</p>}
                </div>
              </a>
            ))}
          </div>
        </section>
      );
    case 'bike':
    case 'platform':
    case 'configuration':
      return (
        <section className="container spotlight">
          <div className="spotlight__media"><Img image={f.image} sizes="(min-width: 960px) 50vw, 100vw" /></div>
          <div className="spotlight__text">
            {f.subtitle && <p className="eyebrow">{f.subtitle}</p>}
            <h2>{f.title}</h2>
            {f.description && <p>{f.description}</p>}
            {f.buttonText && <a className="btn" href={link(f.bikeId ? `/bikes/${f.bikeId}` : f.buttonUrl)}>{f.buttonText}</a>}
          </div>
        </section>
      );
    case 'quote':
      return (
        <figure className="container quote">
          <blockquote>“{f.quote}”</blockquote>
          <figcaption>{f.author}{f.role ? `, ${f.role}` : ''}</figcaption>
        </figure>
      );
    case 'newsletter':
      return <NewsletterBlock title={f.title} text={f.text} />;
    case 'collapseText':
      return (
        <section className="container collapse-text">
          {(f.items ?? []).map((item: { title: string; html: string }) => (
            <details key={item.title}><summary>{item.title}</summary><Html html={item.html} /></details>
          ))}
        </section>
      );
    case 'textWithBackground':
      return (
        <section className="text-with-background">
          <div className="container"><h2>{f.title}</h2><Html html={f.html} /></div>
        </section>
      );
    case 'image':
      return (
        <figure className="container content-image"><Img image={f.image} />{f.caption && <figcaption>{f.caption}</figcaption>}</figure>
      );
    case 'imageWithTextAndLinkOnSide':
      return (
        <section className={`container side-by-side side-by-side--${f.imageSide ?? 'left'}`}>
          <Img image={f.image} sizes="(min-width: 960px) 50vw, 100vw" />
          <div><h2>{f.title}</h2><Html html={f.html} />{f.linkText && <a href={link(f.linkUrl)}>{f.linkText}</a>}</div>
        </section>
      );
    case 'imageGallery':
    case 'photoGallery':
      return (
        <section className="container gallery">
          {f.title && <h2>{f.title}</h2>}
          <div className="gallery__grid">
            {(f.images ?? f.photos ?? []).map((image: ContentImage) => <Img key={image.url} image={image} sizes="(min-width: 960px) 33vw, 50vw" />)}
          </div>
        </section>
      );
    case 'button':
      return <p className="container"><a className={`btn${f.variant === 'secondary' ? ' btn--secondary' : ''}`} href={link(f.url)}>{f.text}</a></p>;
    case 'timeline':
      return (
        <ol className="container timeline">
          {(f.items ?? []).map((item: { year: string; title: string; text: string }) => (
            <li key={item.year + item.title}><strong>{item.year}</strong> <h3>{item.title}</h3><p>{item.text}</p></li>
          ))}
        </ol>
      );
    case 'presentation':
      return (
        <section className="container presentation">
          <h2>{f.title}</h2>
          <div className="grid">
            {(f.slides ?? []).map((slide: { title: string; text: string; image?: ContentImage }) => (
              <article key={slide.title} className="card"><div className="card__media"><Img image={slide.image} /></div><div className="card__body"><h3>{slide.title}</h3><p>{slide.text}</p></div></article>
            ))}
          </div>
        </section>
      );
    default:
      return null;
  }
}

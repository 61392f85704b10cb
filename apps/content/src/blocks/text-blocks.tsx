/** Text blocks (spec point 3): headings, rich text, questions and answers, a quote, a button. */
import { Html, useContentHref, type BlockProps, type BlockRenderers } from './block-kit';

function Spacing({ fields }: BlockProps<'spacing'>) {
  return <div className={`spacing spacing--${fields.size ?? 'md'}`} aria-hidden="true" />;
}

/** An anchor for in-page links ("#playground-end"); takes no room. */
function EmptyDiv({ fields }: BlockProps<'emptydiv'>) {
  return <div id={fields.anchor || undefined} className="empty-anchor" />;
}

function SectionTitle({ fields }: BlockProps<'sectionTitle'>) {
  return (
    <header className="container section-title" id={fields.anchor || undefined}>
      <h2>{fields.title}</h2>
      {fields.subtitle && <p className="section-title__subtitle">{fields.subtitle}</p>}
    </header>
  );
}

/** Headings keep the page's outline: level 1 only where the content asks for it (a page's own title). */
function Heading({ fields }: BlockProps<'heading'>) {
  const Tag = (`h${Math.min(4, Math.max(1, fields.level ?? 2))}`) as 'h1' | 'h2' | 'h3' | 'h4';
  return <Tag className="container">{fields.text}</Tag>;
}

function ContentText({ fields }: BlockProps<'contentText'>) {
  return <div className="container"><Html html={fields.html} /></div>;
}

function HighlightedText({ fields }: BlockProps<'highlightedText'>) {
  return <p className="container highlighted-text">{fields.text}</p>;
}

/** Questions and answers that open in place (details/summary: keyboard and screen reader work without script). */
function CollapseText({ fields }: BlockProps<'collapseText'>) {
  return (
    <section className="container collapse-text">
      {(fields.items ?? []).map((item) => (
        <details key={item.title}><summary>{item.title}</summary><Html html={item.html} /></details>
      ))}
    </section>
  );
}

function TextWithBackground({ fields }: BlockProps<'textWithBackground'>) {
  return (
    <section className={`text-with-background text-with-background--${fields.theme ?? 'dark'}`}>
      <div className="container"><h2>{fields.title}</h2><Html html={fields.html} /></div>
    </section>
  );
}

function Quote({ fields }: BlockProps<'quote'>) {
  return (
    <figure className="container quote">
      <blockquote>“{fields.quote}”</blockquote>
      <figcaption>{fields.author}{fields.role ? `, ${fields.role}` : ''}</figcaption>
    </figure>
  );
}

function Button({ fields }: BlockProps<'button'>) {
  const link = useContentHref();
  const variant = fields.variant === 'secondary' ? ' btn--secondary' : fields.variant === 'link' ? ' btn--link' : '';
  return <p className="container"><a className={`btn${variant}`} href={link(fields.url)}>{fields.text}</a></p>;
}

export const renderers: BlockRenderers = {
  spacing: Spacing,
  emptydiv: EmptyDiv,
  sectionTitle: SectionTitle,
  heading: Heading,
  contentText: ContentText,
  highlightedText: HighlightedText,
  collapseText: CollapseText,
  textWithBackground: TextWithBackground,
  quote: Quote,
  button: Button,
};

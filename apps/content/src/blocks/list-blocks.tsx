/** Lists of things (spec point 3): cards (spotlight image, article or family), highlights, a presentation, a timeline. */
import { Img, useContentHref, type BlockProps, type BlockRenderers } from './block-kit';

/** Spotlight cards are pictures first; article cards carry their label (category); family cards name the range. */
function Cards({ fields }: BlockProps<'cards'>) {
  const link = useContentHref();
  const kind = fields.cardType ?? 'spotlight';
  return (
    <section className={`container cards cards--${kind}`}>
      {fields.title && <h2>{fields.title}</h2>}
      <div className="grid">
        {(fields.cards ?? []).map((card) => (
          <a key={card.title} className="card card--link" href={link(card.url)}>
            {card.image && <div className="card__media"><Img image={card.image} sizes="(min-width: 960px) 33vw, 100vw" /></div>}
            <div className="card__body">
              {card.label && <p className="eyebrow">{card.label}</p>}
              <h3 className="card__title">{card.title}</h3>
              {card.text && <p className="card__meta">{card.text}</p>}
            </div>
          </a>
        ))}
      </div>
    </section>
  );
}

/** Short facts with a symbol each (the icon name is decoration, so it is hidden from screen readers). */
function Highlights({ fields }: BlockProps<'highlights'>) {
  return (
    <section className="container highlights">
      {fields.title && <h2>{fields.title}</h2>}
      <ul>
        {(fields.items ?? []).map((item) => (
          <li key={item.title}>
            {item.icon && <span className={`highlights__icon highlights__icon--${item.icon}`} aria-hidden="true" />}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Slides side by side that scroll sideways on a phone (snap points, no script). */
function Presentation({ fields }: BlockProps<'presentation'>) {
  return (
    <section className="container presentation">
      <h2>{fields.title}</h2>
      <ol className="presentation__slides">
        {(fields.slides ?? []).map((slide) => (
          <li key={slide.title} className="card">
            <div className="card__media"><Img image={slide.image} sizes="(min-width: 960px) 33vw, 85vw" /></div>
            <div className="card__body"><h3>{slide.title}</h3><p>{slide.text}</p></div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Timeline({ fields }: BlockProps<'timeline'>) {
  return (
    <div className="container">
      <ol className="timeline">
        {(fields.items ?? []).map((item) => (
          <li key={item.year + item.title}>
            <strong className="timeline__year">{item.year}</strong>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export const renderers: BlockRenderers = { cards: Cards, highlights: Highlights, presentation: Presentation, timeline: Timeline };

/** Forms the content may hold (spec point 3): the newsletter and a prize draw. Both post as plain forms (no script needed). */
import { useLocation } from 'react-router';
import { PRIZE_FORM_PATH, PRIZE_OUTCOMES, type PrizeOutcome } from '@bike/shared/domain/prize-draw';
import { useT } from '@bike/shared/i18n';
import type { BlockProps, BlockRenderers } from './block-kit';
import { withBlockTexts } from './block-texts';
import { NewsletterBlock } from './newsletter-block';

function Newsletter({ fields }: BlockProps<'newsletter'>) {
  return <NewsletterBlock title={fields.title} text={fields.text} />;
}

/**
 * A prize draw: first name, email and the draw's terms. The API keeps one entry per address and
 * draw and sends the visitor back here with the outcome (?prize=…#prize-{id}), said in the page's
 * language. The block's id names the draw, so two draws on one site never share entries.
 */
function PrizeForm({ fields, block }: BlockProps<'prizeForm'>) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const raw = params.get('prize');
  const outcome = raw && (PRIZE_OUTCOMES as readonly string[]).includes(raw) && params.get('draw') === block.id ? (raw as PrizeOutcome) : null;
  params.delete('prize');
  params.delete('draw');
  const back = `${pathname}${params.size ? `?${params}` : ''}`;
  const t = useT();
  const anchor = `prize-${block.id}`;
  return (
    <section id={anchor} className="container prize-form" aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{fields.title}</h2>
      {fields.text && <p>{fields.text}</p>}
      {outcome === 'entered' || outcome === 'already' ? (
        <p className="prize-form__done" role="status" data-testid="prize-entered">{t(`blocks.prize.${outcome}`)}</p>
      ) : (
        <form method="post" action={PRIZE_FORM_PATH} className="prize-form__form">
          <input type="hidden" name="draw" value={block.id} />
          <input type="hidden" name="return" value={back} />
          <label className="newsletter__field">
            <span>{t('blocks.prize.firstName')}</span>
            <input name="firstName" autoComplete="given-name" maxLength={100} required />
          </label>
          <label className="newsletter__field">
            <span>{t('newsletter.email')}</span>
            <input type="email" name="email" autoComplete="email" maxLength={254} required aria-invalid={outcome === 'invalid' ? true : undefined} />
          </label>
          <label className="newsletter__consent">
            <input type="checkbox" name="consent" required aria-invalid={outcome === 'consent' ? true : undefined} />
            <span>{t('blocks.prize.terms')}</span>
          </label>
          {outcome && <p className="field__error" role="alert">{t(`blocks.prize.${outcome}`)}</p>}
          <button type="submit" className="btn">{fields.buttonText || t('blocks.prize.submit')}</button>
        </form>
      )}
    </section>
  );
}

export const renderers: BlockRenderers = { newsletter: Newsletter, prizeForm: withBlockTexts(PrizeForm) };
